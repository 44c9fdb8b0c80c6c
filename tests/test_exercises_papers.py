"""Exam papers and their answer files (issue 27), as content lists written for these tests (original
text, no dev data): instructions are no exercises, parts and sections scope numbering, answer
tables in each form a parser gives them, `1.【答案】B【解析】…` blocks, a key whose worked answers
hold numbered steps, OCR's `1，` numbering, and links by number, section and order."""
from __future__ import annotations

from f.common.exercises.answer_tables import answer_tables
from f.common.exercises.booklet import booklet_index, link_booklets
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t


def linked(paper: list, answers: list) -> list[dict]:
    """The paper's exercises with the answer file's answers linked, as kb-exercise sees them."""
    exercises = exercise_index(paper, None, book_id="paper")["exercises"]
    key = booklet_index(answers, [e["lesson"] for e in exercises], book_id="answers")["answers"]
    link_booklets(exercises, [("answers", key)])
    return exercises


def by_number(exercises: list[dict]) -> dict:
    return {e["number"]: e for e in exercises}


PAPER = [  # a title, the candidates' instructions numbered 1-3, then three sections
    h(0, "2025 年某市初中学业水平考试数学试卷"),
    t(0, "注意事项："),
    t(0, "1. 答题前，考生务必将自己的姓名、准考证号填写在答题卡上。"),
    t(0, "2. 请将答案写在答题卡上，写在本试卷上无效。"),
    t(0, "3. 考试结束后，将本试卷和答题卡一并交回。"),
    t(0, "一、选择题（每小题 3 分，共 6 分）"),
    t(0, "1. 下列各数中，最小的数是（ ）"), t(0, "A. -2  B. 0  C. 1  D. 3"),
    t(0, "2. 下列运算正确的是（ ）"), t(0, "A. a+a=a²  B. a·a=a²  C. (a²)³=a⁵  D. a⁶÷a²=a³"),
    t(1, "二、填空题（每小题 3 分，共 6 分）"),
    t(1, "3. 分解因式：x²-4=______。"),
    t(1, "4. 函数 y=1/(x-2) 中自变量 x 的取值范围是______。"),
    t(1, "三、解答题"),
    t(1, "5. 解方程：2x+3=7。"),
]


def test_instructions_are_never_exercises():
    found = exercise_index(PAPER, None)["exercises"]
    assert [e["number"] for e in found] == ["1", "2", "3", "4", "5"]
    assert not any("答题卡" in e["text"] for e in found)
    assert found[0]["text"].startswith("1. 下列各数中") and found[0]["kind"] == "choice"
    inline = [h(0, "期末测试"), h(0, "考生须知：1. 本试卷共 4 页。2. 请用黑色签字笔作答。"),
              t(0, "1. 计算：3-5=______。"), t(0, "2. 求 2 的相反数。")]
    assert [e["text"][:6] for e in exercise_index(inline, None)["exercises"]] == ["1. 计算：", "2. 求 2"]


def test_sections_and_parts_scope_a_papers_numbering():
    paper = [h(0, "期中检测试卷"), h(0, "第Ⅰ卷（选择题）"), t(0, "一、选择题"),
             t(0, "1. 下列图形中是轴对称图形的是（ ）A. 甲 B. 乙 C. 丙 D. 丁"),
             t(0, "2. 若 x=2，则 x²=（ ）A. 2 B. 4 C. 6 D. 8"),
             h(1, "第Ⅱ卷（非选择题）"), t(1, "一、填空题"), t(1, "1. 9 的平方根是______。"),
             t(1, "2. 计算：2×3=______。")]
    answers = [h(0, "期中检测试卷 参考答案"), h(0, "第Ⅰ卷"), t(0, "1. B 2. B"), h(0, "第Ⅱ卷"),
               t(0, "1. ±3 2. 6")]
    found = {(e["group"], e["number"]): e for e in linked(paper, answers)}
    assert sorted(found) == [("第II卷 一、填空题", "1"), ("第II卷 一、填空题", "2"), ("第I卷 一、选择题", "1"),
                             ("第I卷 一、选择题", "2")]
    texts = {(e["scope"][0], e["number"]): e["answer"]["text"] for e in found.values()}
    assert texts == {(1, "1"): "B", (1, "2"): "B", (2, "1"): "±3", (2, "2"): "6"}
    assert {e["answer"]["method"] for e in found.values()} == {"booklet_key_section"}


def test_a_repeated_number_links_by_order_when_the_answers_name_no_section():
    paper = [h(0, "单元测试"), t(0, "一、选择题"), t(0, "1. 3 的倒数是（ ）A. 3 B. 1/3 C. -3 D. -1/3"),
             t(0, "二、填空题"), t(0, "1. -5 的绝对值是______。"), t(0, "2. 计算：(-2)²=______。")]
    answers = [h(0, "答案"), t(0, "1. B"), t(0, "1. 5 2. 4")]
    found = linked(paper, answers)
    assert [(e["number"], e["answer"]["text"]) for e in found] == [("1", "B"), ("1", "5"), ("2", "4")]
    assert found[0]["answer"]["method"] == "booklet_key_order"


def test_one_repeated_number_does_not_switch_off_the_others():
    paper = PAPER + [t(2, "四、附加题"), t(2, "1. 求证：√2 是无理数。")]  # numbered from 1 again
    answers = [h(0, "参考答案"), t(0, "2. B 3. (x+2)(x-2) 4. x≠2 5. x=2")]
    found = linked(paper, answers)
    assert [e["answer"]["text"] if e["answer"] else None for e in found] == [
        None, "B", "(x+2)(x-2)", "x≠2", "x=2", None]


def test_answer_blocks_with_答案_and_解析_and_steps_inside_them():
    paper = [h(0, "期末考试"), t(0, "一、选择题"), t(0, "1. 下列说法正确的是（ ）A. 甲 B. 乙 C. 丙 D. 丁"),
             t(0, "二、填空题"), t(0, "1. 计算：√16=______。"), t(0, "三、解答题"),
             t(0, "1. 已知 a+b=3，ab=2，求 a²+b² 的值。")]
    answers = [h(0, "期末考试 答案与解析"), t(0, "一、选择题"), t(0, "1.【答案】C【解析】逐项判断。"),
               t(0, "二、填空题"), t(0, "1．【答案】4"), t(0, "三、解答题"), t(0, "1．【答案】5"),
               t(0, "【解析】分两步："), t(0, "1. a²+b²=(a+b)²-2ab；"), t(0, "2. 代入得 9-4=5。")]
    found = linked(paper, answers)
    texts = [e["answer"]["text"] for e in found]
    assert texts[0].startswith("【答案】C") and texts[1] == "【答案】4"
    assert texts[2].startswith("【答案】5") and texts[2].endswith("代入得 9-4=5。")  # the steps are its text


def test_ocr_numbering_with_commas_and_a_heading_made_of_a_question():
    paper = [h(0, "2025年某省初中毕业生升学文化课考试"), h(0, "卷I（选择题）"),
             t(0, "一、选择题（本大题有 3 个小题）"), t(0, "1，下列图形具有稳定性的是"), t(0, "A"), t(0, "B"),
             h(0, "2，一个整数 8150 用科学记数法表示为"), t(0, "3，2，0，-4 中，最大的数是"),  # a line of 2
             t(1, "3，将 9.5² 变形正确的是")]
    found = exercise_index(paper, None)["exercises"]
    assert [(e["number"], e["page"]) for e in found] == [("1", 1), ("2", 1), ("3", 2)]
    assert "最大的数是" in found[1]["text"]


ROWS = [("题号", "1", "2", "3", "4"), ("答案", "B", "D", "A", "C")]


def test_answer_tables_in_each_form_a_parser_gives_them():
    html = "<table>" + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in ROWS) + "</table>"
    markdown = "\n".join("| " + " | ".join(row) + " |" for row in [ROWS[0], ("---",) * 5, ROWS[1]])
    forms = {
        "MinerU table": [{"type": "table", "table_body": html, "page_idx": 0}],
        "markdown": [t(0, markdown)],
        "text rows": [t(0, "题号 1 2 3 4"), t(0, "答案 B D A C")],
        "columns": [{"type": "table", "page_idx": 0, "table_body": "<table><tr><td>题号</td><td>答案</td></tr>"
                     + "".join(f"<tr><td>{n}</td><td>{a}</td></tr>" for n, a in zip(ROWS[0][1:], ROWS[1][1:]))
                     + "</table>"}],
    }
    # OCR: one block per cell, the answers' row read partly after the next section (by position)
    cells = [("题号", 100), *zip(ROWS[0][1:], (150, 200, 250, 300))]
    ocr = [{"type": "text", "text": c, "page_idx": 0, "bbox": [x, 100, x + 30, 115]} for c, x in cells]
    ocr += [{"type": "text", "text": "答案", "page_idx": 0, "bbox": [100, 120, 130, 135]},
            {"type": "text", "text": "B", "page_idx": 0, "bbox": [152, 120, 165, 135]},
            {"type": "text", "text": "二、填空", "page_idx": 0, "bbox": [100, 140, 160, 155]},
            {"type": "text", "text": "D", "page_idx": 0, "bbox": [203, 121, 216, 135]},
            {"type": "text", "text": "A", "page_idx": 0, "bbox": [251, 120, 264, 135]},
            {"type": "text", "text": "C", "page_idx": 0, "bbox": [302, 120, 315, 134]}]
    forms["OCR cells"] = ocr
    for name, items in forms.items():
        tables, _used = answer_tables(items)
        assert list(tables.values()) == [list(zip(ROWS[0][1:], ROWS[1][1:]))], name
    score = [t(0, "题号 一 二 三 总分"), t(0, "得分")]  # a paper's score box is no answer table
    assert answer_tables(score) == ({}, set())
    # a marks grid read row by row (0533): `Esercizio 1 … 5` over the parts' letters `a b c d e a b c d`
    # (exercises 3 and 4 have parts): more letters than numbers, so no key; a key's band has as many
    marks = [t(0, "Esercizio")] + [t(0, str(k)) for k in range(1, 6)] + [t(0, c) for c in "abCdeabCd"]
    assert answer_tables(marks) == ({}, set())
    key = [t(0, str(k)) for k in range(1, 6)] + [t(0, c) for c in "BDACB"] + [t(0, str(k)) for k in range(6, 9)] + \
        [t(0, c) for c in "ACD"]
    assert list(answer_tables(key)[0].values()) == [list(zip("12345678", "BDACBACD"))]


def test_a_table_and_fill_answers_link_to_the_paper():
    answers = [h(0, "数学答案"), t(0, "一、选择"), t(0, "题号 1 2"), t(0, "选项 A B"), t(0, "二、填空"),
               t(0, "3、(x+2)(x-2)；4、x≠2。"), t(0, "三、解答"), t(0, "5、"), t(0, "解：2x=4，"),
               t(0, "1. 移项；2. 系数化为 1，"), t(0, "x=2。")]
    found = by_number(linked(PAPER, answers))
    assert [found[k]["answer"]["text"] for k in "1234"] == ["A", "B", "(x+2)(x-2)", "x≠2。"]
    assert found["5"]["answer"]["text"].endswith("x=2。")  # its steps 1. 2. are no answers 1 and 2


def test_a_scored_section_makes_a_paper_and_ocr_joins_are_split():
    paper = [h(0, "2025 年某地数学真题 by 某某"),  # a title that says no 试卷
             t(0, "一、选择题（本大题共3小题，每小题3分，共9分）1.（3分）-3 的相反数是（ ）"), t(0, "A. 3 B. -3"),
             t(0, "C. 1/3 D. -1/3 2.（3分）下列计算正确的是（ ）"),  # the OCR line's tail and question 2
             t(1, "3.（3分）函数 y=2x 的图象经过第几象限")]  # asks nothing a textbook rule sees
    found = exercise_index(paper, None)["exercises"]
    assert [(e["number"], e["page"]) for e in found] == [("1", 1), ("2", 1), ("3", 2)]
    assert found[0]["text"].endswith("D. -1/3") and found[1]["text"].startswith("2.（3分）下列计算")


def test_search_hits_on_a_papers_page_name_its_section():
    from f.common.exercises.on_pages import label, pages_of

    pages = pages_of(exercise_index(PAPER, None)["exercises"], "zh")["pages"]
    assert label(pages["1"]) == "一、选择题 1-2" and label(pages["2"]) == "二、填空题 3-4；三、解答题 5"


def test_an_english_paper_with_parts_and_a_one_line_key():
    paper = [h(0, "Midterm Exam"), t(0, "Instructions: 1. Write your name on the answer sheet."),
             t(0, "2. You have 90 minutes."), h(0, "Part A Vocabulary"),
             t(0, "1. The opposite of 'ancient' is ( ) A. old B. modern C. early D. past"),
             t(0, "2. Choose the word that means 'happy'. A. sad B. glad C. angry D. tired"),
             h(1, "Part B Grammar"), t(1, "1. She ____ (go) to school every day."), t(1, "2. They ____ (be) late yesterday.")]
    answers = [h(0, "Midterm Exam Answer Key"), t(0, "Part A 1. B 2. B"), t(0, "Part B 1. goes 2. were")]
    found = {(e["scope"][0], e["number"]): e["answer"]["text"] for e in linked(paper, answers)}
    assert found == {(1, "1"): "B", (1, "2"): "B", (2, "1"): "goes", (2, "2"): "were"}
