"""Exercises, thirteenth set (issue 27, decisions 1134-1138): a paper's key at the back of its own
file under the paper's title, a section's one-line note, a wrapped `2，` line, a teacher's copy with
its answers in place (`解.`, `( C )`), `证明：` as a question's ask, and an unmarked answer set back
at the margin under an indented question. Small content lists written for the patterns, in other
words than the set's documents (original text)."""
from __future__ import annotations

from f.common.exercises import margin_answers, paper
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t


def found(items):
    return {(e.get("group"), e["number"], e["page"] - 1): (e["answer"] or {}).get("text")
            for e in exercise_index(items, None)["exercises"]}


MIDTERM_THEN_PAPER = [  # a mid-term with no sections, then a sectioned paper and its key, one file
    h(0, "某某学院期中试卷"), t(0, "1. (10 分) 求 2 + 3 的值."), t(0, "2. (10 分) 求 4 × 5 的值."),
    h(1, "某某学院试卷（B）"), t(1, "一、填空题（每题 3 分）"), t(1, "1. 方程 x + 1 = 6 的解为____."),
    t(1, "2. 7 的相反数为____."), t(1, "二、选择题（每题 3 分）"), t(1, "1. 下列数中是偶数的是（　）A. 3 B. 8"),
    t(1, "2. 下列数中是负数的是（　）A. −2 B. 2"),
    h(2, "某某学院试卷参考答案（B）"), t(2, "一、填空题"), t(2, "1. x = 5"), t(2, "2. −7"),
    t(2, "二、选择题"), t(2, "1. B"), t(2, "2. A"),
]


def test_a_papers_title_with_a_keys_name_after_the_questions_opens_its_key():
    got = found(MIDTERM_THEN_PAPER)
    assert got[("一、填空题", "1", 1)] == "x = 5" and got[("一、填空题", "2", 1)] == "−7"
    assert got[("二、选择题", "1", 1)] == "B" and got[("二、选择题", "2", 1)] == "A"
    assert got[(None, "1", 0)] is None and got[(None, "2", 0)] is None  # the mid-term has no answers
    assert len(got) == 6  # the key's lines are no questions of a third paper


def test_a_second_papers_title_without_a_keys_name_still_starts_a_paper():
    items = MIDTERM_THEN_PAPER[:10]
    got = found(items)
    assert set(got) == {(None, "1", 0), (None, "2", 0), ("一、填空题", "1", 1), ("一、填空题", "2", 1),
                        ("二、选择题", "1", 1), ("二、选择题", "2", 1)}
    assert not any(got.values())


SECTION_NOTE = [
    h(0, "某某学院考试试卷"), t(0, "一、填空题（共 2 小题，每小题 3 分）"),
    t(0, "答题须知：本题答案必须写在如下表格中，否则不给分．"),
    t(0, "1. 设 a = 2，则 a² 的值为 4．"), t(0, "2. 数列 1, 3, 5 的下一项为 7．"),
    t(0, "二、计算题"), t(0, "1. 设数列 {an} 满足 a1 ="), t(0, "2，an+1 = an + 3，求通项公式．"),
    t(0, "2. 求 1 + 2 + … + 10．"),
]


def test_a_sections_one_line_note_is_no_run_of_instructions():
    got = found(SECTION_NOTE)
    assert ("一、填空题", "1", 0) in got and ("一、填空题", "2", 0) in got


def test_a_comma_after_a_dotted_number_is_a_wrapped_line():
    got = found(SECTION_NOTE)
    calc = sorted(k[1] for k in got if k[0] == "二、计算题")
    assert calc == ["1", "2"]  # `2，an+1 = …` is question 1's line; question 2 is the `2.` after it
    assert paper.comma_after_dots("2，an+1 =", "1. 设数列") and not paper.comma_after_dots("2，求 x", "1，求 y")


def test_instructions_before_the_sections_are_still_no_questions():
    items = [h(0, "某某学院考试试卷"), t(0, "注意事项："), t(0, "1. 答卷前，考生务必将姓名填写在答题卡上。"),
             t(0, "2. 考试结束后，将本试卷交回。"), t(0, "一、选择题"), t(0, "1. 下列数中最大的是（　）A. 1 B. 2")]
    assert list(found(items)) == [("一、选择题", "1", 0)]


TEACHER_COPY = [
    h(0, "某某学院考试试卷"), t(0, "一、单选题（共 2 小题）"),
    t(0, "1. 下列数中最大的是· · · · · · · · ( C )"), t(0, "(A) 1 (B) 2 (C) 3 (D) 0"),
    t(0, "2. 下列数中最小的是（　）"), t(0, "(A) 1 (B) 2 (C) 3 (D) 0"),
    t(0, "3. 下列数中是质数的是（　）"), t(0, "（A） 4 （B） 6 （C） 7 （D） 9"), t(0, "( D ) 以上都不是"),
    t(0, "二、计算题"), t(0, "1. 求不定积分 ∫ 2x dx。"), t(0, "解. 原式 = x² + C"), t(0, "······8分"),
    t(0, "2. 设 a > 0．"), t(0, "证. 由 a > 0 知 a + 1 > 1．"),
]


def test_a_teachers_copy_answers_in_place():
    got = found(TEACHER_COPY)
    assert got[("一、单选题", "1", 0)] == "C"
    assert got[("一、单选题", "2", 0)] is None  # an empty blank; `(C) 3` is an option, no answer
    assert got[("一、单选题", "3", 0)] is None  # options in full-width brackets, one opening a line spaced
    assert got[("二、计算题", "1", 0)].startswith("解. 原式 = x² + C")
    assert got[("二、计算题", "2", 0)].startswith("证. 由 a > 0")
    question = next(e for e in exercise_index(TEACHER_COPY, None)["exercises"] if e["number"] == "1")
    assert "(A) 1" in question["text"]  # the options stay the question's


PROOF_ASKED = [
    h(0, "某某学院考试试卷"), t(0, "三、解答题"),
    t(0, "1. 设函数 f(x) 在 [0, 1] 上连续, 且 f(0) = f(1) = 0."), t(0, "证明: 存在 ξ ∈ (0, 1) 使得 f(ξ) = 0."),
    t(0, "2. 求证：a² + b² ⩾ 2ab．"), t(0, "证明: 因为 (a − b)² ⩾ 0，所以 a² + b² ⩾ 2ab．"),
]


def test_proof_after_premises_is_the_ask_and_after_an_ask_the_answer():
    got = found(PROOF_ASKED)
    assert got[("三、解答题", "1", 0)] is None
    assert got[("三、解答题", "2", 0)].startswith("证明: 因为")
    first = next(e for e in exercise_index(PROOF_ASKED, None)["exercises"] if e["number"] == "1")
    assert "证明: 存在" in first["text"]


_LINES = iter(range(100, 10_000, 30))  # each block a line below the one before


def at(page, text, left, kind="text", level=None):
    top = next(_LINES) % 900
    item = {"type": kind, "page_idx": page, "bbox": [left, top, 900, top + 20]}
    item["code_body" if kind == "code" else "text"] = text
    if level:
        item["text_level"] = level
    return item


PROBLEM_SET = [  # each statement indented under its label, the solution back at the edge, no marker
    at(0, "Problem 1", 150, level=2), at(0, "Sort the list 3, 1, 2 by insertion and count the swaps.", 260),
    at(0, "Two swaps: 3 moves past 1, then past 2.", 150),
    at(0, "The list is sorted after the second pass.", 150),
    at(1, "Problem 2", 150, level=2), at(1, "Write a function returning the larger of two numbers.", 260),
    at(1, "def larger(a, b):\n    return a if a > b else b", 70, kind="code"),
]


def test_an_unmarked_answer_back_at_the_margin_under_an_indented_question():
    got = {e["number"]: (e["answer"] or {}).get("text") for e in exercise_index(PROBLEM_SET, None)["exercises"]}
    assert got["1"].startswith("Two swaps") and "sorted after the second pass" in got["1"]
    assert got["2"].startswith("def larger(a, b):")


def test_a_question_not_set_indented_gets_no_answer_by_layout():
    flat = [dict(item, bbox=[150] + item["bbox"][1:]) for item in PROBLEM_SET]  # every block at the edge
    assert margin_answers.margin_answer_starts(flat) == set()
    assert not any(e["answer"] for e in exercise_index(flat, None)["exercises"])
    # a page break between the indented question and the next block at the edge: no layout to read
    split = PROBLEM_SET[:2] + [dict(PROBLEM_SET[2], page_idx=1)]
    assert margin_answers.margin_answer_starts(split) == set()
    # a title beside the label on its line, a note in the right margin: no indented question
    beside = [at(0, "Exercise 4", 150), dict(at(0, "A title", 270), bbox=PROBLEM_SET[0]["bbox"]), at(0, "Note", 700),
              at(0, "The question, set at the edge.", 150)]
    beside[1]["bbox"] = [270] + beside[0]["bbox"][1:]
    assert margin_answers.margin_answer_starts(beside) == set()
    # a block at the edge that names itself (`Solutions:`) is read by the markers, not by layout
    marked = PROBLEM_SET[:2] + [at(0, "Solutions:", 150)]
    assert margin_answers.margin_answer_starts(marked) == set()
