"""Exercise sheets, round 4 (issue 27, decisions 0435-0438): a worked key whose lines open with
decimal quantities (`2.96 × 10^3 m`), a page number kept as a page's last line, an exercise's
answers by part letter after `Solutions:`, and the paper or form each exercise of a file of
several is in. Small content lists written for the patterns (no document's text)."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises import paper
from f.common.exercises.exercise_lookup import _ambiguous
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t
from tests.test_exercises_papers import linked


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answer(e):
    return e["answer"] and e["answer"]["text"]


QUESTIONS = {1: "How far does a stone fall in 2 s?", 2: "What is the energy of a 2 kg mass at 3 m/s?"}
WORKED = {1: ["Answer: It falls", "h = g t2 / 2", "=", "1.96 × 101 m ≈ 20 m"],
          2: ["Answer: The kinetic energy is", "E = m v2 / 2", "=", "9.0 × 100 J = 9 J"]}


def _form(letter: str, order: list[int], page: int) -> list[dict]:
    """A form of a paper and its key restating each question, then a worked answer whose lines
    open with decimals, each page closed by its page number (the form's pages from 1)."""
    items = [t(page, f"Physics Final Exam, Form: {letter}"), h(page, "Short Answer (10 pts each)")]
    items += [t(page, f"{i}. {QUESTIONS[q]}") for i, q in enumerate(order, 1)] + [t(page, "1")]
    items.append(h(page + 1, f"Answer Key for Exam {letter}"))
    for i, q in enumerate(order, 1):
        items += [t(page + 1, f"{i}. {QUESTIONS[q]}")] + [t(page + 1, line) for line in WORKED[q]]
    return items + [t(page + 1, "2")]


def test_a_worked_key_whose_lines_open_with_decimals_keeps_its_numbering():
    book = _form("A", [1, 2], 0) + _form("B", [2, 1], 2) + _form("C", [1, 2], 4)
    got = [(e["paper"], e["number"], e["page"], (answer(e) or "").split("\n")[0]) for e in indexed(book)]
    assert got == [("Physics Final Exam, Form: A", "1", 1, "Answer: It falls"),
                   ("Physics Final Exam, Form: A", "2", 1, "Answer: The kinetic energy is"),
                   ("Physics Final Exam, Form: B", "1", 3, "Answer: The kinetic energy is"),
                   ("Physics Final Exam, Form: B", "2", 3, "Answer: It falls"),
                   ("Physics Final Exam, Form: C", "1", 5, "Answer: It falls"),  # a key past 0.6 of the file:
                   ("Physics Final Exam, Form: C", "2", 5, "Answer: The kinetic energy is")]  # `1.96` no lesson
    assert all(not answer(e).endswith(("\n1", "\n2")) for e in indexed(book))  # no page number kept


def test_a_decimal_quantity_is_neither_an_answer_number_nor_a_lesson():
    assert paper.quantity("2.96 × 103m ≈ 3km") and paper.quantity("x = 1.84 × 1019kg", 4)
    assert not paper.quantity("13.1") and not paper.quantity("13.2或3")
    assert n.lesson_and_rest("2.96 × 103m ≈ 3km") == (None, "2.96 × 103m ≈ 3km")
    assert n.lesson_and_rest("2.3 Limits")[0] == "2.3"
    # a Chinese key's `13.1` (answer 13 is 1) stays, after a short answer and after a worked one
    book = linked([h(0, "期末测试"), t(0, "1. 计算 2+3 的值。"), t(0, "2. x+1=2，则 x=______。")],
                  [h(0, "期末测试 参考答案"), t(0, "1. 解：2+3=5"), t(0, "2.1")])
    assert [(e["number"], answer(e)) for e in book] == [("1", "解：2+3=5"), ("2", "1")]


def test_a_page_number_closes_no_answer_but_a_last_line_of_working_stays():
    book = indexed([t(0, "Exercise 1"), t(0, "Compute 8 / 2."), t(0, "Solution: 8 / 2 is"), t(0, "4"),
                    t(1, "Exercise 2"), t(1, "Compute 1 + 1."), t(1, "Solution: it is 2."), t(1, "2")])
    assert [answer(e) for e in book] == ["Solution: 8 / 2 is\n4", "Solution: it is 2."]
    # page 1 ends `4`: not its number and no run of page numbers with page 2's `2`; page 2's `2` is


def test_solutions_by_part_letter_answer_the_exercise_before_them():
    book = indexed([h(0, "Exercise 1-31"), t(0, "Factorize."), t(0, "a) x2 − 1 ="), t(0, "b) x2 − 4 ="),
                    t(0, "Solutions:"), t(0, "a)"), t(0, "(x − 1)(x + 1)"), t(0, "b)"), t(0, "(x − 2)(x + 2)")])
    assert [(e["number"], answer(e)) for e in book] == [("1.31", "a)\n(x − 1)(x + 1)\nb)\n(x − 2)(x + 2)")]
    assert "Solutions" not in book[0]["text"]
    # `Answers:` over numbered answers is no answer of the exercise before it
    book = indexed([t(0, "Exercise 1"), t(0, "Compute 2 + 2."), t(0, "Exercise 2"), t(0, "Compute 3 + 3."),
                    t(0, "Answers:"), t(0, "1. Four."), t(0, "2. Six.")])
    assert answer(book[1]) is None


def test_candidates_of_a_number_in_every_form_name_their_form():
    book = indexed(_form("A", [1, 2], 0) + _form("B", [2, 1], 2))
    error = _ambiguous("1", [e for e in book if e["number"] == "1"])
    assert "Physics Final Exam, Form: A" in str(error) and "Physics Final Exam, Form: B p.3" in str(error)
    assert [c["paper"] for c in error.candidates] == ["Physics Final Exam, Form: A", "Physics Final Exam, Form: B"]
    one = indexed([t(0, "Physics Final Exam"), t(0, "1. Why does ice float?"), t(0, "2. Why is the sky blue?")])
    assert [e["paper"] for e in one] == [None, None]  # one paper: nothing to tell apart


def test_forms_that_share_a_title_are_told_apart_by_their_place():
    def form(page):  # the form's letter printed nowhere but in its key's title, if there
        return [h(page, "Final Exam"), t(page, "1. Why does ice float?"), t(page, "2. Why is the sky blue?"),
                h(page + 1, "Final Exam"), h(page + 1, "Answer Key for Exam"),  # the key under the title again
                t(page + 1, "1. Why does ice float?"), t(page + 1, "Answer: It is less dense.")]
    book = indexed(form(0) + form(2))
    assert [(e["paper"], e["number"]) for e in book] == [("Final Exam (1)", "1"), ("Final Exam (1)", "2"),
                                                         ("Final Exam (2)", "1"), ("Final Exam (2)", "2")]
