"""The evidence-only digest and the citation ledger, without services."""
import pytest

from f.common.chat.digest import _prose_chars, _Scorer, best_sentence, digest
from f.common.chat.ledger import CitationError, Ledger

PAGE = ("受此启发，我们定义两个向量的数量积。已知两个非零向量 a 与 b，把数量 |a||b|cosθ 叫做 a 与 b 的数量积，"
        "记作 a·b。两个向量的夹角范围是 0 到 π。")


def test_the_defining_sentence_wins_a_tie_of_concepts():
    quote, named = best_sentence(PAGE, ["向量", "数量积"])
    assert "叫做" in quote and named == 2
    assert best_sentence("# 6.2 数量积\n数量积是一个实数。", ["数量积"])[0] == "数量积是一个实数。"


def pack(status="evidence_found", texts=(PAGE, "光合作用发生在叶绿体中。")):
    return {"status": status, "plan": {"concepts": ["数量积"]},
            "evidence": [{"book_id": "b", "page": n + 3, "page_label": str(n + 1), "section": "第六章 > 6.2 数量积",
                          "text": t} for n, t in enumerate(texts)]}


def test_a_digest_cites_only_on_topic_pages_and_checks_out():
    ledger = Ledger(prefix="E1-")
    out = digest("数量积怎么算？", pack(), ledger)
    assert out["answer"].startswith("（仅证据模式") and "叫做 a 与 b 的数量积" in out["answer"].split("\n")[1]
    assert out["answer"].split("\n")[1].endswith("[1]")
    assert len(out["citations"]) == 1  # the off-topic page is not quoted
    checked = ledger.check(out["answer"], out["citations"])
    assert checked[0]["page"] == 3 and checked[0]["page_label"] == "1"
    # every hit lies in the first quote's own section: it is still something to read on
    assert out["follow_up_questions"] == ["「6.2 数量积」讲了什么？"]


def test_no_evidence_is_a_refusal_in_the_question_language():
    assert digest("What is a vector?", pack("no_evidence"), Ledger())["answer"].startswith("This book holds no evidence")
    assert digest("什么是向量？", pack("no_evidence"), Ledger())["citations"] == []


def test_the_ledger_refuses_what_no_tool_returned():
    ledger = Ledger(prefix="E2-")
    evidence_id = ledger.add("b", 3, PAGE)
    assert ledger.add("b", 3, PAGE) == evidence_id  # the same text, the same id
    ok = ledger.check("数量积[1]", [{"n": 1, "evidence_id": evidence_id, "quote": "记作 a·b"}])
    assert ok[0]["book_id"] == "b"
    for answer, citations, reason in [
        ("x[1]", [{"n": 1, "evidence_id": "E1-1", "quote": "记作 a·b"}], "no tool returned"),
        ("x[1]", [{"n": 1, "evidence_id": evidence_id, "quote": "向量可以比较大小"}], "not in the text"),
        ("x[1][2]", [{"n": 1, "evidence_id": evidence_id, "quote": "记作 a·b"}], "with no citation"),
        ("x", [{"n": 1, "evidence_id": evidence_id, "quote": "记作 a·b"}], "not marked"),
        ("x[1]", [{"n": 1, "evidence_id": evidence_id, "quote": "记"}], "short verbatim quote"),
    ]:
        with pytest.raises(CitationError, match=reason):
            ledger.check(answer, citations)


BAT = ("蝙蝠是怎样发现昆虫的？蝙蝠的视力很弱，但是听觉很灵敏。实验证明，蝙蝠主要靠听觉来发现昆虫。"
       "蝙蝠在飞行的时候，喉内发出超声波。")


def test_the_quote_answers_and_does_not_echo_the_question():
    question = "蝙蝠是怎样发现昆虫的？"
    quote, named = best_sentence(BAT, {"蝙蝠": 1.0, "昆虫": 0.68}, question=question)
    assert quote == "实验证明，蝙蝠主要靠听觉来发现昆虫。" and named == 1.68
    # weighted: the sentence naming the subject beats one naming only everyday words
    quote, _ = best_sentence("到底要练多久？舞蹈动作要舒展，呼吸要配合。", {"舞蹈": 0.57, "到底": 0.3},
                             question="舞蹈到底怎么跳")
    assert quote.startswith("舞蹈动作要舒展")


def test_the_digest_quotes_the_best_hits_sentences_that_share_the_concepts():
    off = "本节练习：用直尺画出三角形。"
    p = {"status": "evidence_found", "plan": {"concepts": ["蝙蝠", "昆虫"], "salience": {"蝙蝠": 1.0, "昆虫": 0.68}},
         "evidence": [{"book_id": "b", "page": n, "section": s, "text": t} for n, s, t in
                      [(4, "2 单元 > 练习", off), (10, "2 单元 仿生 > 7. 海豚与声呐", BAT)]]}
    out = digest("书里说蝙蝠到底是靠什么来发现虫子的？", p, Ledger())
    lines = out["answer"].split("\n")
    assert len(out["citations"]) == 1 and lines[1] == "- 实验证明，蝙蝠主要靠听觉来发现昆虫。[1]"
    # the exercise page has no body text: only the quote's own section is left to read on
    assert out["follow_up_questions"] == ["「7. 海豚与声呐」讲了什么？"]


def test_follow_ups_name_sections_with_content_of_their_own():
    from f.common.chat.digest import leaf_title

    assert leaf_title("第六章 > 6.2 数量积 > 习 题") == "6.2 数量积"
    assert leaf_title("习 题") == leaf_title("目录") == leaf_title("1.2") == ""
    # the tree's front matter, a notation font's lone glyph and an unmapped character name nothing
    assert leaf_title("前置内容") == "" and leaf_title("一、C 大调 > 戂") == "一、C 大调"
    assert leaf_title("第三章\ufffd身体健康") == "第三章 身体健康"
    p = pack(texts=(PAGE, PAGE.replace("数量积", "向量积")))
    p["evidence"][1]["section"] = "第六章 平面向量 > 6.3 向量积 > 习 题"
    assert digest("数量积怎么算？", p, Ledger())["follow_up_questions"] == ["「6.3 向量积」讲了什么？"]
    p["evidence"][1]["section"] = "习 题"  # names nothing: the first quote's own section stands in
    assert digest("数量积怎么算？", p, Ledger())["follow_up_questions"] == ["「6.2 数量积」讲了什么？"]
    p["evidence"][0]["section"] = "习 题"
    assert digest("数量积怎么算？", p, Ledger())["follow_up_questions"] == []
    # each hit shows a window of its page: the section's text is what its hits show together
    short = pack(texts=("两个向量的数量积等于它们的模与夹角余弦的乘积，记作 a·b。",
                        "例题：已知 |a|=2，|b|=3，夹角为60°，求数量积 a·b。"))
    assert digest("数量积怎么算？", short, Ledger())["follow_up_questions"] == ["「6.2 数量积」讲了什么？"]
    assert digest("数量积怎么算？", pack(texts=("数量积是实数。",)), Ledger())["follow_up_questions"] == []


def test_follow_ups_point_on_to_other_hits_sections_with_body_text_never_the_answers_own():
    body = "光合作用发生在叶绿体中，把光能转化为化学能，释放出氧气。植物白天和夜晚的样子不同。"
    assessment = "| 学习内容 | ☆ | ☆☆ |\n| --- | --- | --- |\n| 认识光合作用 | ☆知道 | ☆☆能够 |"
    p = {"status": "evidence_found", "plan": {"concepts": ["数量积"]},
         "evidence": [{"book_id": "b", "page": n, "section": s, "text": t} for n, s, t in
                      [(3, "第六章 > 6.2 数量积", PAGE), (9, "第九章 > 期末评价", assessment),
                       (5, "第三章 > 3.1 光合作用", body), (6, "第三章 > 3.1 光合作用", body)]]}
    out = digest("数量积怎么算？", p, Ledger())
    assert len(out["citations"]) == 1  # the further pages do not answer, yet they are there to read on
    assert out["follow_up_questions"] == ["「3.1 光合作用」讲了什么？"]
    # never the first quote's own section while another one has body text
    assert "「6.2 数量积」讲了什么？" not in out["follow_up_questions"]


VECTORS = ("数量积满足交换律，但一般不满足结合律：(a·b)c 与 a(b·c) 分别是与 c、与 a 共线的向量。"
           "两个向量的夹角 θ 的范围是 0° ≤ θ ≤ 180°。\n(1) a⊥b 的充要条件是 a·b = 0；\n"
           "向量的数量积是一个实数，不是向量。")


def test_a_word_on_every_sentence_tells_nothing_the_rarer_words_do():
    # 向量 is on nearly every sentence of a chapter on vectors; 充要条件 is on one
    quote, _ = best_sentence(VECTORS, {"向量": 1.0, "垂直": 1.0, "充要条件": 1.0},
                             question="两个向量垂直的充要条件是什么？")
    assert quote == "(1) a⊥b 的充要条件是 a·b = 0；"


def test_the_sentence_before_lends_its_subject_and_the_thing_asked_for_counts_double():
    text = ("《大河之舞》是爱尔兰踢踏舞剧。该剧以踢踏舞为主轴，叙述了爱尔兰人与大自然抗争、重建家园的故事。\n"
            "《大河之舞》的编导是约翰·麦科尔根。")
    quote, _ = best_sentence(text, {"大河之舞": 1.0}, question="《大河之舞》讲的是什么故事？")
    assert quote.startswith("该剧以踢踏舞为主轴")
    quote, _ = best_sentence("在几何中，带有方向的线段叫做有向线段。有向线段包含三个要素：起点、方向、长度。",
                             {"有向线段": 1.0}, question="有向线段有哪几个要素？")
    assert quote.startswith("有向线段包含三个要素")


def test_the_sentence_defining_the_asked_concept_beats_one_defining_something_else():
    text = ("定义 向量 a 加上 b 的相反向量，叫做 a 与 b 的差，即 a - b = a + (-b)。"
            "与 a 长度相等、方向相反的向量，叫做 a 的相反向量，记作 -a。")
    assert best_sentence(text, {"相反向量": 1.0}, question="相反向量怎么定义？")[0].startswith("与 a 长度相等")
    text = "定义 长度为 0 的向量叫做零向量，记作 0。而把既有大小、又有方向的量叫做向量，例如位移。"
    assert best_sentence(text, {"向量": 1.0}, question="书里说的向量到底是什么？")[0].startswith("而把既有大小")
    text = "平面内的任一向量 a 都可以分解。定义 有序数对 (x, y) 叫做向量 a 的坐标，记作 a = (x, y)。"
    assert "叫做向量 a 的坐标" in best_sentence(text, {"向量的坐标": 1.0}, question="向量的坐标是怎样规定的？")[0]


def test_an_exercise_task_naming_the_concepts_is_not_the_answer():
    text = "2. 已知数列的通项公式 a_n = n2 - 5n + 4，求它的最小项。\n数列的第 n 项与 n 的关系式就是这个数列的通项公式。"
    assert best_sentence(text, {"通项公式": 1.0}, question="数列的通项公式指什么？")[0].startswith("数列的第 n 项")


def test_the_best_answering_sentence_comes_first_whichever_hit_holds_it():
    p = {"status": "evidence_found", "plan": {"concepts": ["向量", "垂直"], "salience": {"向量": 1.0, "垂直": 1.0}},
         "evidence": [{"book_id": "b", "page": 13, "section": "6.2 > 6.2.4 数量积",
                       "text": "数量积满足交换律，与 a 共线的向量一般不相等。向量的加法满足结合律。"},
                      {"book_id": "b", "page": 18, "section": "6.3 > 6.3.4 坐标表示",
                       "text": "两个向量垂直的充要条件是 x1x2 + y1y2 = 0。向量的坐标是有序数对。"}]}
    out = digest("两个向量垂直的充要条件是什么？", p, Ledger())
    assert out["answer"].split("\n")[1].startswith("- 两个向量垂直的充要条件是")


def test_an_english_page_is_quoted_by_the_sentence_and_words_match_by_stem():
    text = ("Revenue increased 24% in fiscal 2019. Digital Media revenue was driven by Creative Cloud, "
            "e.g. Photoshop. The Company recognizes revenue when control of the goods passes to customers. "
            "Our revenue is subject to seasonality.")
    quote, _ = best_sentence(text, {"revenue": 1.0}, question="When does the company recognize revenue?")
    assert quote == "The Company recognizes revenue when control of the goods passes to customers."
    quote, _ = best_sentence(text, {"Digital Media": 1.0}, question="What drove Digital Media revenue?")
    assert quote == "Digital Media revenue was driven by Creative Cloud, e.g. Photoshop."


def test_a_reference_marker_in_the_quoted_sentence_is_no_citation_marker():
    page = "Pacemakers are implanted devices that regulate the heart rhythm [97]. They last ten years."
    ledger = Ledger(prefix="E1-")
    out = digest("What do pacemakers regulate?", {
        "status": "evidence_found", "plan": {"concepts": ["pacemakers", "regulate"]},
        "evidence": [{"book_id": "b", "page": 4, "text": page, "section": "2 Devices"}]}, ledger)
    line = out["answer"].split("\n")[1]
    assert "［97］" in line and line.endswith("[1]")
    assert "[97]" in out["citations"][0]["quote"]  # the citation quotes the page verbatim
    assert ledger.check(out["answer"], out["citations"])[0]["page"] == 4  # raised CitationError before


def test_an_english_phrase_concept_counts_where_a_sentence_says_it_in_order():
    # the plan reads "term loan" as one concept: the sentence saying it beats one with both words apart
    text = "We repaid the term loan in full. The loan term of the notes is five years."
    quote, _ = best_sentence(text, {"term loan": 1.0}, question="What happened to the term loan?")
    assert quote == "We repaid the term loan in full."
    # its words a few letters apart, as the pack reads a page (Register x0 is hardwired)
    text = "The x0 field and the register file are shown. Register x0 is hardwired with all bits equal to 0."
    quote, _ = best_sentence(text, {"register x0 hardwired": 1.0}, question="What exactly is register x0 hardwired to?")
    assert quote.startswith("Register x0 is hardwired")


def test_an_english_questions_stop_words_and_fillers_do_not_pick_the_sentence():
    # "is exactly what it is meant to do" holds the question's is, a, exactly, to, do: no answer
    text = ("The structured pool lets holders trade one carbon credit for another. "
            "A pool is exactly as it is meant to be, and so we do it.")
    quote, _ = best_sentence(text, {"structured pool": 1.0}, question="What exactly is a structured pool meant to do?")
    assert quote.startswith("The structured pool lets holders trade")
    # a number is no stop word: the 2020 notes are not the 2025 ones
    text = "The 2025 Notes are due in January 2025, five years from now. The 2020 Notes were repaid in February."
    quote, _ = best_sentence(text, {"notes": 1.0}, question="What happened to the 2020 notes?")
    assert quote == "The 2020 Notes were repaid in February."


def test_an_english_sentence_saying_how_is_no_echo_of_an_english_question():
    # letter pairs (th, in, st) are shared by any two English sentences: content words are compared
    text = "A structured pool is designed to imitate AMMs in how it prices trades. It was written in 2023."
    quote, _ = best_sentence(text, {"structured pool": 1.0}, question="What is a structured pool meant to do?")
    assert quote.startswith("A structured pool is designed")
    # a sentence of the question's own words still only repeats it
    quote, _ = best_sentence("How is a structured pool meant to work? It trades tokens.", {"structured pool": 1.0},
                             question="What is a structured pool meant to do?")
    assert quote == "It trades tokens."


def test_a_further_page_is_quoted_only_naming_a_concept_that_tells_pages_apart():
    # 舞蹈 and 表演 are on every page of a dance book (weight 0): the front matter's title line
    # shares them with the question and says nothing of 即兴
    texts = ("这是一种即兴舞蹈，没有固定的动作，以舞蹈者与观众之间的情绪互动来完成。",
             "踢踏舞吸收了爵士乐和即兴表演等诸多元素，更具自娱性。",
             "普通高中教科书 选择性必修 舞蹈表演")
    question = "舞蹈表演中的即兴是什么意思？"
    plan = {"concepts": ["舞蹈", "表演", "即兴"], "salience": {"舞蹈": 0.57, "表演": 0.47, "即兴": 1.0}}
    quoted = {}
    for weights in (None, {"舞蹈": 0.0, "表演": 0.0, "即兴": 0.69}):
        evidence = pack(texts=texts)
        evidence["plan"] = plan | ({"concept_weights": weights} if weights else {})
        quoted[bool(weights)] = [c["quote"] for c in digest(question, evidence, Ledger())["citations"]]
    assert any("舞蹈表演" == q[-4:] for q in quoted[False])  # without the book's weights, as before
    assert len(quoted[True]) == 2 and all("即兴" in q for q in quoted[True])


def test_lines_that_are_no_sentence_of_the_body_are_never_quoted():
    concepts = {"微生物": 1.0}
    question = "空气里有哪些微生物？"
    for line in ("| 认识微生物 | ☆知道微生物有“功”也有“过” | ☆☆能够举例 |",  # a table row
                 "4. 微生物的“功”与“过”",  # a numbered heading without its '#'
                 "6.1 空气中的微生物 . . . . . . . . . . 12",  # a contents entry
                 "空气中的微生物与健康 12",  # a contents entry without leaders
                 "我认为：如果没有微生物，世界将会          。"):  # a blank to fill
        text = line + "\n空气中含有相当数量的微生物，主要是霉菌的孢子。"
        assert best_sentence(text, concepts, question=question)[0] == "空气中含有相当数量的微生物，主要是霉菌的孢子。"
    # a table row broken inside a cell, and code in an excerpt cut inside its block
    assert best_sentence("| 1 | 认识微生\n物的“功” | ☆知道微生物 |\n微生物分布很广。", concepts)[0] == "微生物分布很广。"
    code = "row <- mat[2, , drop = FALSE]  # a row matrix\n```\nThe drop = FALSE option keeps a matrix a matrix."
    assert best_sentence(code, {"drop": 1.0}, question="How do I use drop?")[0].startswith("The drop = FALSE option")


def test_an_english_question_mark_inside_a_cross_reference_ends_no_sentence():
    text = ("The name is partly a play on the name S (see Section 3.1 [What is S?], page 12). "
            "R runs on Unix.")
    quote, _ = best_sentence(text, {"name": 1.0}, question="Where does the name come from?")
    assert quote == "The name is partly a play on the name S (see Section 3.1 [What is S?], page 12)."


def test_a_question_asking_for_kinds_is_answered_by_the_division_not_the_definition():
    text = ("以la为主音，主三和弦为小三和弦的调式称为小调式。"
            "小调式又可以分为自然小调、和声小调和旋律小调三种类型。")
    quote, _ = best_sentence(text, {"小调式": 1.0}, question="小调式分成哪几种？")
    assert quote.startswith("小调式又可以分为")
    assert best_sentence(text, {"小调式": 1.0}, question="什么是小调式？")[0].startswith("以la为主音")


def test_a_sentence_cut_by_a_page_break_is_quoted_whole():
    # the PDF's text breaks a paragraph inside a sentence, a word hyphenated across the break
    # (Ex- / cel): the quote is the whole sentence, still verbatim for the ledger (spaces fold)
    page = ("Often the simplest thing to do is to use the originating application.\n\n"
            "If you have access to Ex-\n\n"
            "cel, export the data you want from Excel in tab-delimited form, and use read.delim "
            "to import it into R.\n\n## 9.1 Next\n\nlower case after a heading goes on.")
    question = "What is the simplest way to get data from an Excel sheet into R?"
    quote, _ = best_sentence(page, {"excel sheet": 1.0, "data": 0.1}, question=question)
    assert quote.startswith("If you have access to Ex-cel, export the data")
    ledger = Ledger()
    evidence_id = ledger.add("b", 36, page)
    assert ledger.check("x [1]", [{"n": 1, "evidence_id": evidence_id, "quote": quote}])
    # only a word cut by a hyphen goes on: a finished sentence, a line without the hyphen (the
    # page's own paragraphs), a capital after it (a hyphenated name, a list) or a heading start anew
    from f.common.chat.digest import _body_lines
    assert list(_body_lines("It ends here.\n\nand this starts anew.")) == ["It ends here.", "and this starts anew."]
    assert list(_body_lines("a line ends so\n\ndespite it")) == ["a line ends so", "despite it"]
    assert list(_body_lines("Mi-Cho-\n\nCoq is a tool")) == ["Mi-Cho-", "Coq is a tool"]
    assert list(_body_lines("# Low-\n\nlevel text")) == ["# Low-", "level text"]


def test_a_chinese_sentence_wrapped_across_a_break_is_quoted_whole():
    # the text layer breaks a paragraph inside a sentence (…分为乐谱识读 / 与运用…): one sentence again,
    # verbatim for the ledger (spaces fold)
    page = ("本教材是音乐学习的基础课程。《视唱练耳》分为乐谱识读\n\n"
            "与运用、音乐听辨与记忆两大部分。其中包括音高、音程等内容。")
    quote, _ = best_sentence(page, {"视唱练耳": 1.0}, question="《视唱练耳》这本书分为哪几部分？")
    assert quote == "《视唱练耳》分为乐谱识读与运用、音乐听辨与记忆两大部分。"
    ledger = Ledger()
    evidence_id = ledger.add("b", 64, page)
    assert ledger.check("x [1]", [{"n": 1, "evidence_id": evidence_id, "quote": quote}])
    # a title or label line (no comma or stop: 视唱曲二, 活动规则), a finished sentence, and a line
    # going on with a list marker or a heading start anew
    from f.common.chat.digest import _body_lines
    assert list(_body_lines("视唱曲二\n\n王建民作曲")) == ["视唱曲二", "王建民作曲"]
    assert list(_body_lines("这是结尾。\n\n下一段开始")) == ["这是结尾。", "下一段开始"]
    assert list(_body_lines("练习时，注意\n\n（1）要换气，保持流畅。")) == ["练习时，注意", "（1）要换气，保持流畅。"]
    assert list(_body_lines("练习时，注意\n\n## 第二节")) == ["练习时，注意", "## 第二节"]


def test_a_label_or_numbered_heading_is_not_run_into_the_next_sentence():
    # the text layer ran a label onto the sentence before it (…完成交接。活动分析), or a numbered heading
    # holds a comma and no stop: the next line starts a paragraph, so the quote opens on its sentence
    from f.common.chat.digest import _body_lines
    page = ("各组学生必须在起点线后完成交接。活动分析\n\n台风中心是一项体现团队精神的游戏活动，可以培养学生的兴趣。")
    assert list(_body_lines(page))[1].startswith("台风中心是")
    quote, _ = best_sentence(page, {"台风中心": 1.0}, question="台风中心这个游戏有什么作用？")
    assert quote.startswith("台风中心是一项")
    heading = "2. 科学合理设计体育课，使体育课发挥积极休息的作用\n\n体育教师应根据科学的锻炼理论设计体育课。"
    assert list(_body_lines(heading))[1] == "体育教师应根据科学的锻炼理论设计体育课。"
    # a wrapped sentence's short start goes on, as does a numbered line cut at a comma or colon
    # and a reference entry (its dots are no heading's)
    assert list(_body_lines("这是交响曲的主题。该交响曲\n\n首次把人声引进了交响乐。")) == [
        "这是交响曲的主题。该交响曲首次把人声引进了交响乐。"]
    assert len(list(_body_lines("（3）如图，过点 C 作垂线，\n\n由旋转性质可得结论。"))) == 1
    assert len(list(_body_lines("8.董卫花，李海霞.默会知识视野下的继续教育研\n\n究,2010(2):37-38."))) == 1


def test_a_works_title_line_is_no_quote():
    # 王建民《枫桥夜泊》 names the work and says nothing of it; the sentence about it is the quote
    page = "视唱曲二\n\n王建民《枫桥夜泊》\n\n乐曲将传统的音乐素材与现代音乐语汇有机结合，是当代古筝曲的重要作品之一。"
    quote, _ = best_sentence(page, {"枫桥夜泊": 1.0}, question="《枫桥夜泊》是什么乐器的作品？")
    assert quote.startswith("乐曲将传统的音乐素材")
    # a sentence quoting a title is a sentence
    assert best_sentence("《枫桥夜泊》是古筝曲。", {"枫桥夜泊": 1.0})[0] == "《枫桥夜泊》是古筝曲。"


def test_a_long_sentence_is_cut_where_it_answers_not_at_its_head():
    sentence = ("If you type a command at the command line of the console window on your own machine, "
                "the returned value is shown automatically in the console as you would expect it to be, "
                "but in a sourced file or inside a function it is not printed unless you print it.")
    quote, _ = best_sentence(sentence, {"sourced file": 1.0, "printed": 1.0},
                             question="Why is nothing printed from a sourced file?")
    assert len(quote) <= 160 and quote.endswith("unless you print it.") and quote in sentence
    # a colon or comma inside a word or an address (https://…, 1,000) starts no clause
    linked = ("Package pixmap from https://cran.example.org/package=pixmap has a function read.pnm to read "
              "portable anymap images in the black and white and the grey and the colour PPM formats "
              "known as netpbm.")
    quote, _ = best_sentence(linked, {"ppm": 1.0, "images": 1.0}, question="Which package reads PPM images?")
    assert quote.startswith("Package pixmap from https://")
    # a sentence within the limit is whole, and without a better window the head stays
    assert best_sentence("A short one, printed.", {"printed": 1.0})[0] == "A short one, printed."
    plain = "Printed " + ", and so on" * 30 + "."
    assert best_sentence(plain, {"printed": 1.0})[0] == plain[:160].strip()


def test_an_excerpt_cut_inside_a_code_block_at_its_end_keeps_its_prose():
    # the excerpt ends inside a block (an odd count of fences) after a line of prose: the first
    # fence opens, so the answering sentence before it is quoted, not the code
    from f.common.chat.digest import _body_lines
    page = ("In S, the values of free variables are global. In R, they are determined by the environment "
            "in which the function was created.\n\n```\ncube <- function(n) {\n  n * n\n}\n```\n\n"
            "Under S, this fails:\n\n```\nS> cube(2)\nError in sq():  Objec")
    lines = list(_body_lines(page))
    assert lines[0].startswith("In S, the values") and not any("cube" in line for line in lines)
    # cut at its start, inside a listing (columns), the first fence closes: its rows are no sentences
    listing = ("datasets      The R Datasets Package\n              Read Data Stored by SPSS, Stata,\n```\n\n"
               "The foreign package reads data from SPSS.")
    assert list(_body_lines(listing)) == ["The foreign package reads data from SPSS."]
    # cut inside blocks at both ends: a head of listing rows opens in code
    both = "base          The R Base package\n```\n\nSome prose here.\n\n```\nrpart         Recursive"
    assert list(_body_lines(both)) == ["Some prose here."]


def test_an_english_statement_saying_more_than_the_question_is_no_echo():
    page = ("Inside a function you may want to access variables in two environments. "
            "The enclosing environment for a function is fixed when the function is created.")
    quote, _ = best_sentence(page, {"enclosing": 1.0, "environment": 0.4, "fixed": 0.5},
                             question="When is the enclosing environment of a function fixed?")
    assert quote == "The enclosing environment for a function is fixed when the function is created."
    # the book asking the question itself is still no quote
    asked = "When is the enclosing environment of a function fixed? Nobody knows for sure."
    assert not best_sentence(asked, {"enclosing": 1.0}, question="When is the enclosing environment fixed?")[0].startswith("When")


def test_what_follows_the_books_own_asking_of_the_question_answers_it():
    # So how do you put a backslash in a string? For this… I.e., you have to double the backslash.
    page = ("Some functions, particularly those matching regular expressions, use metacharacters which may "
            "need to be escaped by the backslash mechanism.\n\nSo how do you put a backslash in a string? "
            "For this, you have to escape the escape character. I.e., you have to double the backslash.")
    quote, _ = best_sentence(page, {"backslash": 1.0, "string": 0.6}, question="How do I put a backslash in a string?")
    assert quote == "I.e., you have to double the backslash."


def test_a_sentence_opening_on_a_pronoun_borrows_what_the_sentence_before_names():
    # It consists of letters… is about the syntactic name of the sentence before, which lends its
    # words in full (at half it loses to a sentence naming the name without saying what it holds)
    page = ("Reserved words are not syntactic names. Names may hold other characters. Some characters are "
            "special.\n\nA syntactic name is a string. It consists of letters, numbers, and the dot and "
            "underscore characters.")
    quote, _ = best_sentence(page, {"characters": 0.3, "syntactic": 1.0},
                             question="Which characters can a syntactic name in R contain?")
    assert quote.startswith("It consists of letters")
    # on a tie the sentence saying it itself is quoted, not the one borrowing it
    page = ("The R Foundation is a not for profit organization working in the public interest. It was founded "
            "by the members of the core team to provide support for the project.")
    quote, _ = best_sentence(page, {"organization": 0.3, "foundation": 1.0},
                             question="What kind of organization is the R Foundation?")
    assert quote.startswith("The R Foundation is a not for profit organization")


def test_a_table_or_figure_caption_is_no_quote():
    # 表 4.2 基准模型回归结果 names what the table shows; the sentence about the table is quoted
    from f.common.chat.digest import _body_lines
    page = ("表 4.2 基准模型回归结果\n\n[表1 水平三教学计划]\n\n[图: 图 4-2]\n\nTable 3.1 Results of the survey\n\n"
            "表4.7展示了采用市级指数的回归结果。\n\nFigure 2 shows that the value grows.")
    assert list(_body_lines(page)) == ["表4.7展示了采用市级指数的回归结果。", "Figure 2 shows that the value grows."]
    quote, _ = best_sentence("表 4.2 基准模型回归结果\n\n基准回归的结果表明数字普惠金融降低了信用风险。",
                             {"基准": 1.0}, question="基准回归的结果是什么？")
    assert quote.startswith("基准回归的结果表明")


def test_the_paragraph_under_a_heading_naming_the_question_answers_it():
    # `An extra staff appears`: the paragraph under it says why without the heading's words
    page = ("##### An extra staff appears\n\nIf contexts are not created explicitly, they will be silently "
            "created as soon as a command needs one. For example, the code results in two staves.\n\n"
            "##### Music runs off the page\n\nAn extra bar line may be needed at the end of a staff.")
    quote, _ = best_sentence(page, {"extra staff": 1.0}, question="Why did an extra staff show up in my score?")
    assert quote.startswith("If contexts are not created explicitly")
    # a heading sharing one word of the question lends nothing
    page = ("##### Music runs off the page\n\nContexts are created silently.\n\nAn extra staff may be needed.")
    quote, _ = best_sentence(page, {"extra staff": 1.0}, question="Why did an extra staff show up in my score?")
    assert quote == "An extra staff may be needed."
    # a Chinese textbook's heading names its topic, not a question: every paragraph under it is about
    # it, so it lends the first one nothing (measured on the sample maths book, decision 0493)
    page = "### 等比数列求和的错误\n\n看下面的例子。\n\n数列求和要先看公比。"
    quote, _ = best_sentence(page, {"等比数列": 1.0}, question="等比数列求和时最容易错在哪里？")
    assert quote == "数列求和要先看公比。"


def test_a_number_the_question_names_tells_its_sentence():
    # 365 is no concept of the plan: it weighs as a concept of full salience would, twice the words
    # as rare as it (一年, in the same sentence); a one-digit number does not
    from f.common.chat.digest import _Scorer
    page = ("1.【强制】如果大括号内为空，简洁地写成{}即可，大括号中间无需换行和空格。\n\n"
            "5.【强制】禁止在程序中写死一年为365 天，避免在公历闰年时出现日期转换错误。\n\n说明：代码与注释更新不同步。")
    weight = _Scorer("代码里可以把一年直接写成365天吗？", {"代码": 0.6, "写成": 1.0}, [page]).weight
    assert weight["365"] == pytest.approx(2 * weight["一年"])
    weight = _Scorer("一年写成3天吗？", {}, ["一年有3 天。"]).weight
    assert weight["3"] == pytest.approx(weight["一年"])


def test_a_chinese_line_ending_on_a_closing_quote_inside_a_sentence_goes_on():
    from f.common.chat.digest import _body_lines
    page = "拍。此曲系我国“五四新文化运动”\n\n时期优秀的作曲家刘天华先生创作的二胡独奏曲。\n\n刘天华《光明行》\n\n视唱曲四"
    assert list(_body_lines(page))[0] == "拍。此曲系我国“五四新文化运动”时期优秀的作曲家刘天华先生创作的二胡独奏曲。"
    # a sentence ended before its closing quote (。”) ends the line
    assert list(_body_lines("他说：“好。”\n\n第二天他们出发了。")) == ["他说：“好。”", "第二天他们出发了。"]


def test_a_quote_opening_on_a_condition_runs_into_its_main_clause():
    # the question's words are in the When… clause; the answer is the clause after it
    page = ("When running convert-ly in a Command Prompt window under Windows on a file which has spaces in "
            "the filename or in the path to it, it is necessary to surround the entire input file name with "
            "three (!) sets of double quotes:")
    quote, _ = best_sentence(page, {"convert-ly": 1.0, "spaces": 0.5},
                             question="How do I run convert-ly on Windows when the path has spaces in it?")
    assert quote.endswith("sets of double quotes:")
    # a long sentence without a condition is still cut at the limit
    page = page.replace("When running", "Running").replace("to it, it is", "to it is")
    quote, _ = best_sentence(page, {"convert-ly": 1.0, "spaces": 0.5},
                             question="How do I run convert-ly on Windows when the path has spaces in it?")
    assert len(quote) <= 160
    # a short condition never shortens the quote below the limit
    page = ("If you have access to Excel, export the data you want from Excel in tab-delimited or "
            "comma-separated form, and use read.delim or read.csv to import it into R, which reads the "
            "header line and the columns.")
    quote, _ = best_sentence(page, {"excel": 1.0}, question="How do I read my Excel data into R?")
    assert len(quote) >= 150


def test_a_why_question_quotes_the_reason_not_the_rule_it_explains():
    # the rule names more of the question's words; its 说明, a paragraph of its own, gives the reason
    page = ("11.【推荐】避免采用取反逻辑运算符。\n\n说明：取反逻辑不利于快速理解，并且取反逻辑写法一般都存在对应的正向逻辑写法。"
            "\n\n正例：使用if(x < 628) 来表达x 小于628。")
    concepts = {"取反": 1.0, "逻辑运算符": 1.0}
    quote, _ = best_sentence(page, concepts, question="为什么要少用取反的逻辑运算符？")
    assert quote.startswith("说明：取反逻辑不利于快速理解")
    # not a why-question: the rule
    quote, _ = best_sentence(page, concepts, question="取反的逻辑运算符可以用吗？")
    assert quote.startswith("11.【推荐】避免采用取反逻辑运算符")
    # a consequence clause (否则) in the next rule borrows nothing across its paragraph
    page = ("说明：subList() 返回的是ArrayList 的内部类SubList，并不是ArrayList 本身。\n\n"
            "6.【强制】使用Map 的方法keySet() 返回集合对象时，不可以对其进行添加元素操作，否则会抛出异常。")
    quote, _ = best_sentence(page, {"arraylist": 1.0, "sublist": 1.0},
                             question="ArrayList的subList结果为什么不能强转成ArrayList？")
    assert quote.startswith("说明：subList()")


def test_a_counterexample_does_not_answer_what_to_do():
    page = ("说明：HashMap 使用构造方法HashMap(int initialCapacity) 进行初始化时，如果暂时无法确定集合大小，"
            "那么指定默认值（16）即可。\n\n反例：HashMap 需要放置1024 个元素，由于没有设置容量初始大小，随着元素增加"
            "而被迫不断扩容。")
    concepts = {"hashmap": 1.0, "初始化": 1.0}
    quote, _ = best_sentence(page, concepts, question="HashMap初始化的时候不知道要放多少元素，容量设多少？")
    assert quote.startswith("说明：HashMap")
    # asked what goes wrong, the counterexample is the answer it can be
    quote, _ = best_sentence(page, concepts, question="HashMap不设置容量初始大小放置元素会怎样？")
    assert quote.startswith("反例：")


def test_a_sentence_announcing_a_list_is_quoted_with_its_first_item():
    page = ("15.【强制】在JDK7 版本及以上，Comparator 实现类要满足如下三个条件，不然Arrays.sort 会抛异常。\n\n"
            "说明：三个条件如下\n\n1）x，y 的比较结果和y，x 的比较结果相反。2）x > y，y > z，则x > z。")
    quote, _ = best_sentence(page, {"comparator": 1.0}, question="Comparator的实现类要满足哪三个条件？")
    assert quote.endswith("1）x，y 的比较结果和y，x 的比较结果相反。") and quote in " ".join(page.split())
    # no list after it: the sentence alone
    quote, _ = best_sentence(page.split("\n\n说明")[0], {"comparator": 1.0},
                             question="Comparator的实现类要满足哪三个条件？")
    assert quote.startswith("15.【强制】") and quote.endswith("会抛异常。")


def test_a_may_question_quotes_the_sentence_that_permits_or_forbids():
    page = ("This error message will appear at the bottom of the console output or log file every time a "
            "Scheme routine is called which contains a LilyPond rather than a Scheme comment.\n\n"
            "LilyPond comments begin with a percent sign, (%), and must not be used within Scheme routines.")
    concepts = {"comment inside": 1.0, "Scheme": 1.0, "routine": 0.665}
    quote, _ = best_sentence(page, concepts, question="Can I use a % comment inside a Scheme routine?")
    assert quote.startswith("LilyPond comments begin")
    quote, _ = best_sentence(page, concepts, question="When does the error about a Scheme routine comment appear?")
    assert quote.startswith("This error message")


def test_a_difference_question_quotes_the_sentence_setting_them_apart():
    page = ("1.【强制】不要使用count(列名) 或count(常量) 来替代count(*)，count(*) 是SQL92 定义的标准统计行数的语法，"
            "跟数据库无关，跟NULL 和非NULL 无关。\n\n"
            "说明：count(*) 会统计值为NULL 的行，而count(列名) 不会统计此列为NULL 值的行。")
    quote, _ = best_sentence(page, {"count": 1.0}, question="count(*) 和count(列名) 有什么区别？")
    assert quote.startswith("说明：count(*) 会统计")


def test_a_function_word_piece_of_a_hyphenated_word_weighs_nothing():
    from f.common.chat.digest import _asked_units, _word_units

    assert "on" not in _asked_units("Are add-on packages byte-compiled by default?")
    assert {"add", "byte"} <= _asked_units("Are add-on packages byte-compiled by default?")
    assert "on" in _word_units("add-on packages on macOS")  # said on its own, it stays


def test_a_sentence_opening_for_others_borrows_the_sentence_before():
    text = ("Installing packages with compiled code needs a toolchain. "
            "For others you will need the Command Line Tools for Xcode on macOS.")
    quote, _named = best_sentence(text, [], question="What do I need on macOS to install source packages with compiled code?")
    assert quote.startswith("For others")


def test_a_theorem_applied_is_no_definition_stated():
    from f.common.chat.digest import _states_definition

    assert not _states_definition("然后用勾股定理或相似求解．构造等腰三角形是这类绝配角问题的重要方法")
    assert _states_definition("勾股定理：直角三角形两直角边的平方和等于斜边的平方")
    assert _states_definition("补短: 指将短线段延长, 延长部分等于已知线段。")


def test_a_term_followed_by_its_colon_and_zhi_is_defined_there():
    page = ("【模型解读】截长补短的方法适用于求证线段的和差倍分关系。"
            "截长: 指在长线段中截取一段等于已知线段: 补短: 指将短线段延长, 延长部分等于已知线段。"
            "该类题目中常出现等腰三角形、角平分线等关键词句, 可以采用截长补短法构造全等三角形来完成证明过程, "
            "截长补短法(往往需证 2 次全等) 。")
    quote, _ = best_sentence(page, {"截长补短": 1.0, "补短": 1.0}, question="截长补短里的补短具体怎么做？")
    assert "补短: 指将短线段延长" in quote


def test_an_everyday_question_word_only_the_answer_says_counts_a_little():
    from f.common.chat.digest import _filler_units

    page = ("The parser is case sensitive. The comments begin with -- and end either with another --, or at "
            "the end of the respective line, whichever comes first. The C-style /*, */ comments are not "
            "supported. For an example of the syntax, check the pkix.asn file distributed with the library. "
            "ASN.1 definitions must follow the syntax below:\nThe ::= token must be separate from other elements.")
    quote, _ = best_sentence(page, {"ASN": 1.0, "parser": 1.0, "upper": 0.46, "lower": 0.24},
                             question="Does the ASN.1 parser care about upper and lower case?")
    assert quote == "The parser is case sensitive."
    assert "case" in _filler_units("Does the ASN.1 parser care about upper and lower case?")
    assert "see" not in _filler_units("Where can I see the default compilers?")  # on every page of a manual


def test_the_noun_before_shi_shenme_is_the_thing_asked_for():
    page = ("超额利润的核心在于高测股份的切割代工技术领先，可实现更多的硅片切割红利，并与客户共享。"
            "未来随着金刚线扩产和切割技术进步，公司光伏硅片切割代工利润弹性有望持续释放。\n"
            "盈利预测与投资建议：预计公司2022-2024年归母净利润4.7、7.2、9.3亿元，对应PE30、20、15倍，维持“增持”评级。\n"
            "风险提示：硅片扩产不及预期，公司代工业务利润波动风险，市场竞争加剧。")
    weights = {"研报": 0.466, "股份": 0.326, "评级": 1.0}
    quote, _ = best_sentence(page, weights, question="这份研报给高测股份的投资评级是什么？")
    assert quote.startswith("盈利预测与投资建议")


def test_a_caption_set_apart_from_its_number_is_no_sentence():
    from f.common.chat.digest import _sentences

    page = ("如果一个图由两个或两个以上分图组成时，各分图分别以(a)、(b)、(c)...... 作为图序，并须有分图题。\n\n"
            "(b) 分图B\n\n图2.2\n\n多个分图的示例\n\n跨页长表格的表题\n\n表2.3\n| 表头1 | 表头2 |\n| --- | --- |")
    said = [s for s, _ in _sentences(page)]
    assert "多个分图的示例" not in said and "跨页长表格的表题" not in said
    # a six-dot ellipsis inside a sentence is no contents leader: the sentence is read
    assert any(s.startswith("如果一个图由两个") for s in said)
    assert not [s for s, _ in _sentences("摘要................................................................I")]


def test_a_list_begun_inside_its_sentence_is_quoted_to_its_last_item():
    page = ("一篇学位论文的引言大致包含如下几个部分：1、问题的提出；2、选题背景及意义；3、文献综述；4、研究方法；"
            "5、论文结构安排。\n\n• 问题的提出：要清晰地阐述所要研究的问题。")
    quote, _ = best_sentence(page, {"引言": 1.0}, question="引言一般要包括哪几部分？")
    assert quote.endswith("5、论文结构安排。") and "•" not in quote


class _Reader:
    """A BookReader double: whole pages, and the sections standing apart."""

    def __init__(self, pages, apart=()):
        self._pages, self._apart = pages, set(apart)

    def page(self, book_id, page):
        return self._pages.get(page, "")

    def apart(self, book_id):
        return self._apart


def test_the_digest_reads_the_hits_page_where_the_passage_is_short():
    passage = "The library parses ASN.1 definitions and builds trees of nodes from them."
    whole = (passage + " It also reports the errors it meets.\n\nNo global variables are used and multiple library "
             "handles may be used in parallel, so several threads can use the library at the same time.")
    evidence = [{"book_id": "b", "page": 4, "section": "1 Introduction", "text": passage}]
    the_pack = {"status": "evidence_found", "plan": {"concepts": ["threads"]}, "evidence": evidence}
    ledger = Ledger()
    out = digest("Can several threads use the library at the same time?", the_pack, ledger, reader=_Reader({4: whole}))
    assert "several threads" in out["citations"][0]["quote"]
    assert ledger.check(out["answer"], out["citations"])  # the quote is in the text the ledger holds
    assert "several threads" not in digest("Can several threads use the library at the same time?", the_pack,
                                           Ledger())["answer"]


def test_a_follow_up_never_offers_boilerplate_nor_a_form_to_fill():
    texts = ["数量积是一个实数，叫做 a 与 b 的数量积，记作 a·b。",
             "本人郑重声明：所呈交的学位论文是本人独立进行研究工作所取得的成果，"
             "除文中已经注明引用的内容外不包含任何他人享有著作权的内容。",
             "论文工作表明作者在 ××××× 具有 ××××× 知识，具有 ×××× 能力，论文 ××××，答辩××××。"
             "论文提出了......",
             "数量积的运算律：交换律 a·b = b·a 成立，数乘结合律也成立，分配律同样成立，"
             "运算时可以像实数乘法一样展开括号进行计算。"]
    sections = ["第六章 > 6.2 数量积", "声明", "答辩委员会决议书", "第六章 > 6.3 运算律"]
    evidence = [{"book_id": "b", "page": n + 3, "section": s, "text": t} for n, (t, s) in enumerate(zip(texts, sections))]
    the_pack = {"status": "evidence_found", "plan": {"concepts": ["数量积"]}, "evidence": evidence}
    assert digest("数量积是什么？", the_pack, Ledger(), reader=_Reader({}, {"声明"}))["follow_up_questions"] == [
        "「6.3 运算律」讲了什么？"]
    assert "「声明」讲了什么？" in digest("数量积是什么？", the_pack, Ledger())["follow_up_questions"]
    # 0929: the committee's vote line is a form by its ××× fields; a number's sign is not
    assert _prose_chars("答辩委员会表决，（× 票/一致）同意通过论文答辩，并建议授予 ×××（姓名）学位。") == 0
    assert _prose_chars("向量积 a × b 的方向垂直于两个向量。") > 0


def test_an_english_sentence_whose_subject_is_the_asked_concept_defines_it():
    # 0921: `HKDF is a key derivation function…` only mentions the concept; the sentence opening on it
    # as its subject says what it is (the Nettle manual, 7.6)
    page = ("HKDF is a key derivation function used as a building block of higher-level protocols like TLS 1.3. "
            "A key derivation function (KDF) is a function that from a given symmetric key derives other "
            "symmetric keys.")
    concepts = {"key derivation function": 1.0}
    quote, _ = best_sentence(page, concepts, question="What is a key derivation function?")
    assert quote.startswith("A key derivation function (KDF) is")
    # ... a verb after the subject: `Counter mode (CTR) uses…` says how it works
    page = ("CCM mode is a combination of counter mode with message authentication based on cipher block chaining. "
            "Counter mode (CTR) uses the block cipher as a keyed pseudo-random generator.")
    quote, _ = best_sentence(page, {"counter mode": 1.0}, question="How does counter mode work?")
    assert quote.startswith("Counter mode (CTR) uses")
    # only a question asking what the thing is: asking how to use it, the first sentence is kept
    quote, _ = best_sentence(page, {"counter mode": 1.0}, question="Where is counter mode used with CBC?")
    assert quote.startswith("CCM mode")


def test_a_one_word_subject_defines_only_before_a_copula():
    from f.common.chat.digest import _subject_is, _word_units

    asked = _word_units("ESS")
    assert _subject_is("ESS is an Emacs package.", asked, [asked])
    assert not _subject_is("ESS comes with detailed installation instructions.", asked, [asked])
    # two question words before a preposition or `and` are no subject with its verb
    asked = _word_units("block cipher stream")
    assert not _subject_is("Block ciphers and stream ciphers differ.", asked, [])
    assert _subject_is("A block cipher can process data only in fixed size chunks.", asked, [])


def test_a_sentence_naming_the_difference_answers_a_difference_question():
    # 0922: `different from` asks for a difference, and `The only difference is…` states it (libtasn1 4.4)
    page = ("Decodes a BER encoded type. The output is an allocated value of the data. This decodes BER STRINGS "
            "only. Other types are decoded as DER.\n\nerror: is an error returned by a libtasn1 function.\n\n"
            "Prints a string to stderr with a description of an error. This function is like perror() . "
            "The only difference is that it accepts an error returned by a libtasn1 function.")
    question = "How is the libtasn1 error printing function different from perror?"
    concepts = {"libtasn1": 1.0, "error": 0.562, "printing": 0.717, "function": 0.429, "perror": 1.0}
    quote, _ = best_sentence(page, concepts, question=question)
    assert quote.startswith("The only difference is")
    from f.common.chat.digest import _ASKS_DIFFERENCE, _CONTRASTS

    assert _ASKS_DIFFERENCE.search(question) and _CONTRASTS.search("The only difference is that it accepts…")


def test_a_credits_line_is_no_quote_unless_its_label_is_asked():
    # 0923: `● 《孤独》（片段）编导：姜洋` names the work; the sentence about it answers (hs-dance p. 38, 41)
    page = "● 《孤独》（片段）编导：姜洋\n\n[图]\n\n音乐选择：该舞蹈可选用深情、感人风格的音乐。"
    quote, _ = best_sentence(page, {"孤独": 1.0}, question="舞蹈《孤独》表现了什么感情？")
    assert quote.startswith("音乐选择")
    # ... nor run into the sentence after it, which is quoted from its own start
    page = "● 《孤独》\n\n编导：姜洋\n\n舞蹈中哥哥怜爱，弟弟依恋，默契的双人舞配合刻画出兄弟间的手足之情。"
    quote, _ = best_sentence(page, {"孤独": 1.0}, question="舞蹈《孤独》表现了什么感情？")
    assert quote.startswith("舞蹈中哥哥怜爱")
    from f.common.chat.digest import _credit_line

    assert _credit_line("编导：姜洋", "舞蹈《孤独》表现了什么感情？")
    assert not _credit_line("编导：姜洋", "《孤独》的编导是谁？")
    assert _credit_line("● 双人舞", "双人舞有什么特点？")
    assert not _credit_line("《罗敷行》塑造了农家采桑女生产劳动中的美丽形象。", "《罗敷行》讲的是什么？")


def test_numbered_reasons_under_an_explanation_label_answer_a_why_question():
    # 0924: the rule names the question's words, the items under `说明：` give the reasons (the Alibaba
    # manual, ORM 映射)
    page = ("1.【强制】在表查询中，一律不要使用 * 作为查询的字段列表，需要哪些字段必须明确写明。\n说明：\n"
            "1）增加查询分析器解析成本。\n2）增减字段容易与resultMap 配置不一致。\n"
            "3）无用字段增加网络消耗，尤其是text 类型的字段。")
    concepts = {"查询": 0.8, "字段": 1.0, "列表": 0.9}
    quote, _ = best_sentence(page, concepts, question="查询的时候为什么不要用 * 当字段列表？")
    assert quote.startswith(("1）", "2）", "3）"))
    # not asked why, the rule is the quote
    quote, _ = best_sentence(page, concepts, question="查询的字段列表可以用 * 吗？")
    assert quote.startswith("1.【强制】")


def test_a_sentence_opening_on_an_elaboration_is_about_the_one_before():
    # 0924: `具体而言，…` details `企业信用风险表现出若干本质性特征` (zh-thesis 2.4.1)
    page = ("值得注意的是，不同企业呈现出明显的风险异质性特征：以零售业为例，其业务模式表现为高频次、低单价的交易特点；"
            "\n企业信用风险表现出若干本质性特征，其风险分布形态呈现显著的非对称性。具体而言，违约事件的概率密度函数具有左偏特性，"
            "虽然违约发生的可能性相对较小，但潜在损失程度却十分严重。")
    quote, _ = best_sentence(page, {"信用风险": 1.0}, question="企业信用风险的损失有什么特点？")
    assert quote.startswith("具体而言")


def test_a_what_is_subject_may_hold_the_questions_everyday_words():
    # 0936: the plan drops `point` as a filler, so `The controlled point is…` opened on one asked word
    # and a filler, and only mentioned the concept (LinuxCNC 2.5.2.3)
    page = ("The location of the controlled point can be moved out along the spindle axis by specifying some "
            "positive amount for the tool length offset. The controlled point is the point whose position and "
            "rate of motion are controlled.")
    quote, _ = best_sentence(page, {"controlled": 0.539}, question="What is the controlled point?")
    assert quote.startswith("The controlled point is the point")
    from f.common.chat.digest import _subject_is

    # the everyday word alone is no subject: one asked word must stand in it
    assert not _subject_is("The point is moot.", {"control"}, [{"control"}], {"control", "point"})
    assert _subject_is("The controlled point is the point.", {"control"}, [{"control"}], {"control", "point"})


def test_an_english_kinds_question_raises_the_sentence_counting_them():
    # 0937: `What are the parts of…?` is answered by the sentence that counts and lists them, where the
    # best named sentence only mentions the subject (R Language Definition 2.1.5)
    page = ("When a function is called, a new environment is created, whose enclosure is the environment "
            "from the function closure.\n\nFunctions (or more precisely, function closures) have three basic "
            "components: a formal argument list, a body and an environment.")
    concepts = {"function": 1.0, "closure": 0.815}
    quote, _ = best_sentence(page, concepts, question="What are the parts of a function closure?")
    assert quote.startswith("Functions (or more precisely")
    # not asked for its parts, the count is no answer of its own
    quote, _ = best_sentence(page, concepts, question="When is the environment of a function closure created?")
    assert quote.startswith("When a function is called")


def test_a_passage_is_read_as_whole_paragraphs_with_the_heading_above():
    # 0938: the search cut its passage inside a paragraph, and left out the heading just above it
    from f.common.chat.digest import _whole_paragraphs

    page = ("### 2.5.3.2 Block Delete Switch\n\nIf the block delete switch is on, lines which start with a slash "
            "are not interpreted. If the switch is off, such lines are interpreted.\n\n### 2.5.3.3 Optional "
            "Program Stop Switch\n\nIf this switch is on and an M1 code is encountered, program execution is paused.")
    assert _whole_paragraphs("If the block delete switch is on, lines which start", page) == (
        "### 2.5.3.2 Block Delete Switch\n\nIf the block delete switch is on, lines which start with a slash "
        "are not interpreted. If the switch is off, such lines are interpreted.")
    # a passage opening inside a paragraph gets no heading; one ending on a paragraph's end reads no further
    assert _whole_paragraphs("such lines are interpreted.", page) == "such lines are interpreted."
    # ... nor into a code block, whose fences tell where an excerpt was cut
    code = "Set it so:\n```\nX = 1\n```\n\nMore."
    assert _whole_paragraphs("Set it so:\n``", code) == "Set it so:\n``"
    # in a digest: the cut paragraph's next sentence answers (R Language Definition 2.1.10)
    passage = ("Environments may also be created directly by new.env.\n\nUnlike most other R objects, "
               "environments are not copied when pa")
    whole = ("The parent.env function may be used to access the enclosure of an environment.\n\n" + passage
             + "ssed to functions or used in assignments. Thus, if you assign the same environment to several "
               "symbols and change one, the others will change too.\n\nNext paragraph.")
    the_pack = {"status": "evidence_found", "plan": {"salience": {"changing": 0.44, "environment": 0.38,
                                                                  "assigned": 0.65, "variables": 0.81}},
                "evidence": [{"book_id": "b", "page": 6, "section": "2.1.10 Environments", "text": passage}]}
    out = digest("Why does changing an environment I assigned to two variables change both of them?", the_pack,
                 Ledger(), reader=_Reader({6: whole}))
    assert out["citations"][0]["quote"].startswith("Thus, if you assign the same environment")


def test_a_phrase_is_said_only_where_its_words_open_words_of_the_sentence():
    # 0939: the folded sentence has no spaces, so `thin` inside `smoothing` and `line` after it read
    # as `thin lines`
    from f.common.chat.digest import _UNIT, _phrase_forms, _says
    from f.common.glossary.lookup import fold_term

    sentence = "There are options to enable text smoothing, image smoothing and line art smoothing."
    forms = _phrase_forms("thin lines")
    assert _says(forms, fold_term(sentence))  # read without the words, as before
    assert not _says(forms, fold_term(sentence), _UNIT.findall(sentence.casefold()))
    said = "Thin lines appear between the polygons."
    assert _says(forms, fold_term(said), _UNIT.findall(said.casefold()))


def test_a_why_question_raises_the_sentence_stating_its_effect_as_a_consequence():
    # the near-topic sentences name stepper, motor and torque; the answer names torque after `thereby`
    page = ("The maximum torque that the stepper motor can achieve is when the motor is stationary with one "
            "winding energised. This figure may be quoted on a stepper motor datasheet as the holding torque. "
            "As the rate at which each coil is energised and de-energised increases to induce rotation in the "
            "shaft, the time that each coil can exert its full magnetic attraction on the rotor reduces, thereby "
            "reducing the overall torque.")
    concepts = {"stepper motor lose": 1.0, "torque": 1.0, "spins": 0.66}
    quote, _ = best_sentence(page, concepts, question="Why does a stepper motor lose torque when it spins faster?")
    assert "thereby reducing the overall torque" in quote
    # a consequence whose clause names none of the question's words states no effect it asks about
    scorer = _Scorer("Why does a stepper motor lose torque?", {"torque": 1.0}, [page])
    assert scorer._states_effect("The coils heat up, thereby reducing the overall torque.")
    assert not scorer._states_effect("The coils switch quickly, thereby saving power.")


def test_a_question_asking_for_a_name_raises_the_sentence_naming_the_thing():
    # both sentences name root 账户; the longer one wins a tie, the naming verb (称作) answers 叫法
    page = "无限权力的 root 账户，要求你慎重和负责任的使用。\n\nroot 账户也被称作超级用户或特权用户。"
    concepts = {"root 账户": 1.0, "叫法": 1.0}
    quote, _ = best_sentence(page, concepts, question="root 账户还有什么别的叫法？")
    assert quote == "root 账户也被称作超级用户或特权用户。"
    quote, _ = best_sentence(page, concepts, question="root 账户要怎么用？")
    assert quote.startswith("无限权力的")
    page = ("Use the root account with care, as it has unlimited power over the whole system. "
            "The root account is also known as the superuser.")
    quote, _ = best_sentence(page, {"root account": 1.0}, question="What else is the root account called?")
    assert quote == "The root account is also known as the superuser."
