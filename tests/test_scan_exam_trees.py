"""Issue 28, scanned exam papers and figures: an exam's parts set in body type are headings when
their numerals rise one by one; answer options, figure labels, question lines and a question's
clauses read as one block are no headings. Small hand-made OCR'd lines for the pure rules
(f.common.pdf.scan_lines, f.common.pdf.items)."""
from f.common.pdf.items import build_items
from f.common.pdf.scan_lines import mark_fragments, mark_part_headings, no_title
from tests.pdfmake import ocr_line as _line

STEM = "已知二次函数的图象经过点A和点B，且对称轴为直线x=1，求这个二次函数的解析式并写出顶点坐标。"


def _exam_pages(parts):
    """Pages of questions in body type, each opening on one of `parts` (in body type too)."""
    pages = []
    for part in parts:
        page = [_line(part, [150, 160, 480, 177])] if part else []
        page += [_line(f"{k + 1}. {STEM}", [150, 200 + 60 * k, 850, 240 + 60 * k], lines=2) for k in range(8)]
        pages.append({"blocks": page, "images": [], "tables": [], "label": None})
    return pages


def test_an_exams_parts_in_body_type_rising_one_by_one_are_headings():
    parts = ["一、选择题（每小题4分，共48分）", "二、填空题（每小题4分，共24分）", None,
             "三、解答题（本大题共7题，满分78分。解答时写出文字说明）"]
    items, _ = build_items(_exam_pages(parts))
    headings = [i["text"] for i in items if i.get("text_level")]
    assert headings == [p for p in parts if p], headings


def test_a_lone_or_out_of_step_numeral_is_no_part_heading():
    lone = [[_line("一、选择题（每小题4分，共48分）", [150, 160, 480, 177])]]
    assert mark_part_headings(lone) == 0 and not lone[0][0].get("bold")
    skipped = [[_line("一、选择题", [150, 160, 480, 177])], [_line("三、解答题", [150, 160, 480, 177])]]
    assert mark_part_headings(skipped) == 0
    # a sentence after the numeral is no part's label
    prose = [[_line("一、本试卷共三大题，考试时间120分钟", [150, 160, 700, 177])],
             [_line("二、答案写在答题卡上", [150, 160, 700, 177])]]
    assert mark_part_headings(prose) == 0


def test_answer_options_are_no_titles():
    body = _line(STEM, [150, 100, 850, 140], lines=2)
    row = _line("A.4 B.3 C.2√2 D .√2", [150, 249, 460, 268])
    column = [_line("A. 有两个不相等实数根", [151, 474, 350, 487]), _line("C. 有且只有一个实数根", [151, 501, 351, 515])]
    mark_fragments([[body, row, *column]])
    assert all(b.get("no_heading") or b.get("kind") for b in [row, *column]), [row, *column]
    appendix = [_line("A. Mobile Platform", [150, 100, 500, 120]), _line(STEM, [150, 140, 850, 180], lines=2)]
    mark_fragments([appendix])
    assert not appendix[0].get("no_heading") and not appendix[0].get("kind")


def test_short_lines_among_a_figures_fragments_are_its_labels():
    text = _line(STEM, [150, 100, 850, 140], lines=2)
    axis = _line("人数", [168, 395, 218, 411], size=15.0)
    ticks = [_line(t, [150, 420 + 20 * k, 165, 435 + 20 * k]) for k, t in enumerate(("20", "15", "10"))]
    scale = _line("10 20 30 40 50金额(元)", [192, 500, 425, 520])
    mark_fragments([[text, axis, *ticks, scale]])
    assert axis.get("no_heading") and scale.get("no_heading"), (axis, scale)
    # a song's title in display type over its score, a heading over its paragraph: no labels
    song = _line("采茶灯", [419, 131, 598, 167], size=28.0)
    notes = [_line(t, [150 + 120 * k, 180, 230 + 120 * k, 198]) for k, t in enumerate(("1 5 3 1.", "2 5 5 3.", "3 4 3 2."))]
    heading = _line("音乐知识", [171, 474, 284, 499], size=15.0)
    lesson = _line("一首歌曲或乐曲，可以由一个能表达完整乐思的段落构成，也可由两个或两个以上的段落构成。",
                   [120, 510, 898, 560], lines=2)
    beside = [_line(t, [300, 440 + 25 * k, 340, 460 + 25 * k]) for k, t in enumerate(("146", "5.", "6"))]
    mark_fragments([[song, *notes, text], [heading, lesson, *beside]])
    assert not song.get("no_heading") and not heading.get("no_heading"), (song, heading)
    # a table's title over cells holding names (`赵XX`): words, no figure's marks
    caption = _line("答辩委员会名单", [415, 468, 584, 490], size=15.0, bold=True)
    names = [_line(t, [x, 500 + 24 * k, x + 60, 520 + 24 * k]) for k, t in enumerate(("赵XX", "刘XX", "杨XX"))
             for x, t in ((313, t), (500, "教授"), (700, "清华大学"))]
    mark_fragments([[caption, *names, text]])
    assert not caption.get("no_heading"), caption


def test_a_questions_lines_are_no_titles():
    never = [_line("得到△EFM，连接DM，交EF于点N，若点F是AB的中点，则△EMN的周长是", [147, 124, 843, 169], lines=2),
             _line("图象上的概率是", [233, 253, 372, 271]), _line("(1) 他把", [192, 229, 271, 247]),
             _line("5.（4分）估计√10+1的值应在（", [146, 539, 436, 559])]
    for block in never:
        assert no_title(block), block["text"]
    for text in ("2017年重庆市中考数学试卷（", "一、选择题（每小题4分，共48分）", "第一单元 我们是春天",
                 "音乐的段落划分及内部结构"):
        assert not no_title(_line(text, [150, 160, 480, 177])), text


def test_a_line_filling_the_paragraphs_measure_is_a_paragraphs_line():
    para = "The configuration file is read at start-up and names the directories scanned for fonts, " \
           "the rules that edit a pattern before matching and the fonts accepted or rejected."
    page = [_line(para, [240, 100, 842, 160], lines=3), _line(para, [240, 300, 841, 360], lines=3),
            _line("'salt' property affects to determine cache filename. this is useful fo", [239, 209, 841, 227], size=20.0),
            _line("Debugging Applications", [240, 246, 478, 264], size=20.0),
            _line("Configuration of the font matching and its rules", [240, 400, 600, 418], size=20.0)]
    mark_fragments([page])
    assert page[2].get("no_heading"), page[2]
    assert not page[3].get("no_heading") and not page[4].get("no_heading"), page[3:]
    # a cover has no paragraphs: its right-aligned subtitle is no paragraph's line
    cover = [_line("Libtasn1", [139, 270, 289, 297], size=16.0),
             _line("Abstract Syntax Notation One (ASN.1) library for the GNU system", [315, 300, 854, 323]),
             _line("Fabio Fiorina Simon Josefsson", [147, 800, 341, 843], lines=2)]
    mark_fragments([cover])
    assert not cover[1].get("no_heading"), cover[1]


def test_a_numbered_question_ending_on_its_blank_or_a_measure_word_is_no_title():
    for text in ("4. 如图所示的几何体的俯视图为(", "(1)该地某果农今年收获樱桃和枇杷共"):
        assert no_title(_line(text, [147, 456, 430, 471])), text
    for text in ("4. 几何体的三视图", "(1) 函数的图象（一）"):
        assert not no_title(_line(text, [147, 456, 430, 471])), text


def test_a_title_over_two_centred_lines_of_the_first_page_is_one_block():
    from f.common.pdf.scan_lines import after_furniture

    first = [_line("2018年河北省初中毕业生升学文化课考试", [236, 97, 757, 116], size=26.0),
             _line("数学试卷", [413, 130, 609, 154], size=33.0), _line(STEM, [150, 223, 850, 266], lines=2)]
    after_furniture([first, [_line(STEM, [150, 223, 850, 266], lines=2)]])
    assert first[0]["text"] == "2018年河北省初中毕业生升学文化课考试 数学试卷" and len(first) == 2, first
    # a title over a numbered part, a title over a line far below it, a later page's lines: apart
    for second in (_line("一、选择题", [413, 130, 609, 154]), _line("数学试卷", [413, 400, 609, 424])):
        page = [_line("2018年河北省初中毕业生升学文化课考试", [236, 97, 757, 116], size=26.0), second]
        after_furniture([page])
        assert len(page) == 2, page
    later = [_line("参考答案", [400, 97, 600, 116]), _line("试题解析", [400, 125, 600, 144])]
    after_furniture([[_line(STEM, [150, 223, 850, 266], lines=2)], later])
    assert len(later) == 2


def test_a_line_of_mathematics_is_no_title():
    for text in ("原式=9(√2+1)(√2-1)", "(n∆干)·∆ − n * p", "z = sum c[j] * x[j] + d", "y1 = 2x + 1 ≤ 5"):
        assert no_title(_line(text, [150, 300, 600, 325])), text
    for text in ("0 inside Ω", "The a = b case", "Arithmetic operators", "C++ and the = operator", "勾股定理 a²+b²=c²"):
        assert not no_title(_line(text, [150, 300, 600, 325])), text
