"""Evidence packs on questions as a student asks them (issue 27), on the tiny library (real bundled
model, real Qdrant, in this process): everyday words never make a question unanswerable, a domain
term the books name verbatim is never "no evidence", and a choice question's options are judged
on their own words, so options the book does not state are not "supported"."""
from __future__ import annotations

import pytest

from f.common.answer.pack import answer_question
from f.common.config import load


@pytest.fixture
def ask(library, monkeypatch):
    monkeypatch.setenv("KB_SEARCHD", "off")  # in this process: the test reads the plan it made
    settings = load()
    return lambda question: answer_question(question, settings=settings)


def test_everyday_words_around_the_subject_do_not_make_it_unanswerable(ask):
    pack = ask("书里到底按照什么来衡量惯性的大小啊？")
    assert pack["status"] != "no_evidence"
    assert not {"书里", "按照", "到底"} & set(pack["plan"]["concepts"])
    assert (pack["evidence"][0]["book_id"], pack["evidence"][0]["page"]) == ("教材/物理/力学", 2)


def test_a_term_the_books_name_verbatim_is_never_no_evidence(ask):
    pack = ask("零向量常用于哪些方面？")
    assert pack["status"] != "no_evidence" and pack["plan"]["concepts"] == ["零向量"]
    assert "零向量" in pack["plan"]["concepts_in_books"]


def test_a_subject_no_book_covers_is_still_no_evidence_in_everyday_words(ask):
    pack = ask("书里到底有没有讲光合作用一般在植物的哪个部位进行？")
    assert pack["status"] == "no_evidence" and pack["plan"]["concepts_in_books"] == []


def test_only_the_option_the_book_states_is_supported(ask):
    pack = ask("下列关于惯性的说法正确的是（ ）A. 惯性与温度有关 B. 质量是惯性大小的量度 "
               "C. 惯性由物体的颜色决定 D. 惯性只在月球上存在")
    verdicts = {o["label"]: o["verdict"] for o in pack["plan"]["options"]}
    assert verdicts == {"A": "not_found", "B": "supported", "C": "not_found", "D": "not_found"}
    assert pack["plan"]["options"][1]["distinctive"] == ["质量", "大小", "量度"]


def test_a_long_passage_is_cut_around_the_concepts_not_at_its_start():
    from f.common.answer.pack import window

    answer = "擦伤是指身体的裸露部分与地面摩擦发生的伤害。处理方法是先止血。"
    text = "体育课的常规要求很多。" * 80 + answer + "课后整理器材。" * 40
    cut = window(text, {"擦伤": 1.0, "处理": 0.3}, limit=200)
    assert len(cut) <= 200 and cut.startswith("擦伤是指") and cut in text
    assert window("短文本。", {"擦伤": 1.0}) == "短文本。"
    assert window(text, {}, limit=200) == text[:200]  # nothing to look for: the start


def test_an_option_is_judged_on_its_own_words_on_a_page_about_the_stem():
    from f.common.answer.options import distinctive, verdict

    opts = [{"label": "A", "text": "视觉"}, {"label": "B", "text": "听觉"}, {"label": "C", "text": "嗅觉"}]
    words = distinctive(opts, "蝙蝠主要靠什么来发现昆虫")
    assert words == {"A": ["视觉"], "B": ["听觉"], "C": ["嗅觉"]}
    bat = "蝙蝠的视力很弱，但是听觉很灵敏。实验证明，蝙蝠主要靠听觉来发现昆虫。"
    diet = "嗅觉和视觉是人体的感觉。"  # names option words, not the stem's subject
    judged = {k: verdict(w, [bat, diet], {}, ["蝙蝠", "昆虫"])[0] for k, w in words.items()}
    assert judged == {"A": "not_found", "B": "supported", "C": "not_found"}
    # words every option shares (向量) tell none apart; an option of numbers has none to state
    shared = distinctive([{"label": "A", "text": "零向量没有方向"}, {"label": "B", "text": "单位向量都相等"}], "")
    assert shared == {"A": ["零向量", "方向"], "B": ["单位向量", "相等"]}
    assert verdict([], [bat], {})[0] == "not_found"


def test_glued_function_morphemes_read_as_the_bare_word():
    from f.common.answer.salience import information

    assert information("很薄") == information("薄") and information("是因为") == information("因为")
    assert information("分析师") > information("分析")  # a word with a suffix is a word of its own


def test_an_option_whose_rare_word_alone_is_on_the_page_is_not_stated():
    from f.common.answer.options import verdict

    page = ("到了中午，强烈的日光和干燥的空气会吸收牵牛花娇嫩花朵的水分，于是牵牛花就闭合了。"
            "蜜蜂和蝴蝶白天活动，所以有些花便在白天开放。")
    weights = {"蜜蜂": 1.0, "太重": 0.2}
    # 蜜蜂 is on the page about 牵牛花, the claim (太重) is not: most of the option's words must be
    assert verdict(["蜜蜂", "太重"], [page], weights, ["牵牛花"])[0] == "not_found"
    assert verdict(["日光", "干燥", "空气", "水分"], [page], {}, ["牵牛花"])[0] == "supported"
    assert verdict(["蜜蜂"], [page], weights, ["牵牛花"])[0] == "supported"


def test_a_latin_name_with_digits_is_an_options_own_word():
    from f.common.answer.options import distinctive, verdict

    opts = [{"label": "A", "text": "utf8mb4"}, {"label": "B", "text": "GBK"}, {"label": "C", "text": "latin1"},
            {"label": "D", "text": "x2"}]
    words = distinctive(opts, "所有的字符存储与表示均采用的字符集是")
    assert words == {"A": ["utf8mb4"], "B": ["gbk"], "C": ["latin1"], "D": []}  # x2 is a symbol
    page = "因国际化需要，所有的字符存储与表示，均采用utf8mb4 字符集，字符计数方法需要注意。"
    judged = {k: verdict(w, [page], {}, ["字符集"])[0] for k, w in words.items()}
    assert judged == {"A": "supported", "B": "not_found", "C": "not_found", "D": "not_found"}


def test_an_option_is_read_beside_the_stems_subject_not_anywhere_on_its_page():
    from f.common.answer.options import beside, verdict

    # one page names every option, each for another measure (pe-teachers-guide's kind of page)
    page = ("体能评价以终结性的定量评价与过程性的定性评价相结合。建议评价内容如下：\n"
            "（1）学生灵敏性测试。如测评学生十字象限跳、绕杆跑的成绩。\n"
            "（2）学生力量测试。如测评学生俯卧撑、纵跳摸高等的成绩。\n"
            "（3）学生心肺耐力测试。如测评学生往返跑的成绩。")
    subject = {"力量": 0.8, "测试": 0.3}
    options = {"A": ["俯卧撑", "纵跳"], "B": ["十字", "象限"], "C": ["往返"]}
    assert all(verdict(w, [page], {}, list(subject))[0] == "supported" for w in options.values())
    near = {k: beside(w, [page], {}, subject) for k, w in options.items()}
    assert near["A"] == (1.1, 1.0, 1.1) and near["B"] < near["A"] and near["C"] < near["A"]
    # before the mention in its own sentence counts, in its own clause too; another line does not
    said = "陈彦斌（2018）指出，许多中小企业依赖借新还旧维持经营。\n扈文秀（2021）研究违约风险。"
    assert beside(["陈彦斌"], [said], {}, {"借新还旧": 1.0}) == (1.0, 1.0, 0.0)
    assert beside(["扈文秀"], [said], {}, {"借新还旧": 1.0}) == (0.0, 0.0, 0.0)
    assert beside([], [said], {}, {"借新还旧": 1.0}) == (0.0, 0.0, 0.0)


def test_supported_options_beside_less_of_the_subject_are_not_found():
    from f.common.answer.pack import _beside_the_subject

    page = ("学生对待困难开始出现两种倾向，一是渴望成功的表现欲望，这种倾向在男生中更多表现出来，"
            "二是运动能力较弱的同学和女生有时会出现逃避失败的自我保护倾向。")
    plan = {"concepts": ["女生", "同学"], "salience": {"女生": 0.6, "同学": 0.2}, "polarity": "positive",
            "options": [{"label": "A", "verdict": "supported", "distinctive": ["渴望", "成功", "欲望"]},
                        {"label": "B", "verdict": "supported", "distinctive": ["逃避", "失败", "倾向"]},
                        {"label": "C", "verdict": "not_found", "distinctive": ["自尊心"]}]}
    _beside_the_subject(plan, {}, [("book", 1)], {("book", 1): page})
    assert [o["verdict"] for o in plan["options"]] == ["not_found", "supported", "not_found"]
    # no supported option beside any of the subject: the whole page's verdicts stay
    far = {"concepts": ["男孩"], "salience": {"男孩": 1.0}, "polarity": "positive",
           "options": [{"label": "A", "verdict": "supported", "distinctive": ["渴望", "成功"]},
                       {"label": "B", "verdict": "supported", "distinctive": ["逃避", "失败"]}]}
    _beside_the_subject(far, {}, [("book", 1)], {("book", 1): page})
    assert [o["verdict"] for o in far["options"]] == ["supported", "supported"]
    # a question for the wrong option: the book states the others, all stay supported
    negative = {**plan, "polarity": "negative",
                "options": [{**o, "verdict": "supported"} for o in plan["options"][:2]]}
    _beside_the_subject(negative, {}, [("book", 1)], {("book", 1): page})
    assert [o["verdict"] for o in negative["options"]] == ["supported", "supported"]


def test_a_window_keeps_the_statement_of_a_concept_named_again_in_its_code():
    from f.common.answer.pack import window

    rule = "15.【强制】Comparator 实现类要满足如下三个条件。\n\n1）x，y 的比较结果和y，x 的比较结果相反。\n\n"
    code = "```\nnew Comparator<Student>() {\n    return 1;\n}\n```\n\n"
    text = "前面的规则。\n\n" * 30 + rule + code + "16.【推荐】泛型集合使用diamond 语法。\n\n" * 20
    cut = window(text, {"comparator": 1.0}, limit=200)
    assert cut.startswith("15.【强制】Comparator") and "new Comparator" in cut
    # of windows naming alike, the one where each concept stands early: 大括号 stated, not met in passing
    text = ("前文如下。\n\n" * 10 + "3.【强制】在if 语句中必须使用大括号。\n\n说明：即使只有一行代码，也要采用大括号。\n\n"
            + "其他规则。\n\n" * 10 + "6.【推荐】方法的代码超过10 行时，右大括号后加一个空行。\n\n" + "结尾。\n\n" * 10)
    cut = window(text, {"语句": 1.0, "代码": 0.6, "括号": 1.0}, limit=120)
    assert cut.startswith("3.【强制】在if 语句中必须使用大括号")
