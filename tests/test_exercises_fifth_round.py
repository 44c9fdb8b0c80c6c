"""Exercise papers, round 5 (issue 27, decisions 0473-0475): a two-column page a parser read row
by row, a paper's skipped question given later, `Part One` and `Some other questions` scoping the
numbering, an answer file that restates the paper (versions whose numbers repeat), markers set
alone on their line (`解答`), a paper known by its marked first question or an Italian title,
and the student's `Answer:` line. Small content lists written for the patterns (no document's
text)."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises import paper
from f.common.exercises.booklet import restated_links
from f.common.exercises.columns import page_order
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t
from tests.test_exercises_papers import linked


def at(page, text, x, y, width=300):
    return {**t(page, text), "bbox": [x, y, x + width, y + 12]}


def indexed(items):
    return exercise_index(items, None)["exercises"]


def two_columns(page=0):
    """Questions 1-3 left, 4-6 right, given row by row (4, 1, 5, 2, 6, 3) with their options."""
    items = []
    for row, (right, left) in enumerate(((4, 1), (5, 2), (6, 3))):
        y = 100 + row * 200
        items += [at(page, f"{right}. (1 point) What is {right} + {right}?", 480, y),
                  at(page, f"{left}. (1 point) What is {left} + {left}?", 40, y + 1),
                  at(page, f"(a) {2 * left}", 60, y + 30, 100), at(page, f"(a) {2 * right}", 500, y + 30, 100)]
    return items


def test_a_two_column_page_read_row_by_row_is_read_column_by_column():
    items = [{**h(0, "Final Exam"), "bbox": [40, 20, 780, 40]}, *two_columns()]
    entries = list(enumerate(items))
    order = [item["text"][:2] for _, item in page_order(entries) if item.get("bbox")]
    assert [x for x in order if x[0].isdigit()] == ["1.", "2.", "3.", "4.", "5.", "6."]
    assert [e["number"] for e in indexed(items)] == ["1", "2", "3", "4", "5", "6"]


def test_one_column_with_a_hanging_indent_keeps_its_order_and_a_block_across_the_gutter_its_place():
    hanging = [at(0, f"{k}. What is {k} + {k}?", 40 + (k % 2) * 8, 100 * k) for k in (1, 2, 3, 4)]
    assert page_order(list(enumerate(hanging))) == list(enumerate(hanging))
    # the parser's order (0530): a full-width block cuts the page; above it and below it, each
    # band's left column is read before its right one
    spanning = two_columns() + [at(0, "A figure note across the page", 40, 290, 700)]
    order = [item["text"][:2] for _, item in page_order(list(enumerate(spanning))) if item["text"][0] in "123456A"]
    assert order == ["1.", "4.", "A ", "2.", "3.", "5.", "6."]


def test_a_question_set_beside_another_and_read_after_the_next_is_kept():
    items = [h(0, "Mathematics Test")] + [t(0, f"{k}. What is {k} + {k}?") for k in (1, 2, 3, 5, 4, 6)]
    assert sorted(int(e["number"]) for e in indexed(items)) == [1, 2, 3, 4, 5, 6]
    # a list inside a question restarting at 1 stays its text: 1 was asked already
    items = [h(0, "Mathematics Test")] + [t(0, f"{k}. What is {k} + {k}?") for k in (1, 2, 3)] + [t(0, "1. a list item")]
    assert [e["number"] for e in indexed(items)] == ["1", "2", "3"]


def test_part_one_and_a_run_titled_some_other_questions_start_the_numbering_again():
    assert paper.part_heading("Part One") == (1, "PartOne") and paper.part_heading("Parte due")[0] == 2
    assert paper.part_heading("Particular one") is None
    assert paper.subtitle("Some other questions") and not paper.subtitle("Hence the result follows")
    items = [h(0, "INSTRUCTIONS"), t(0, "• Write with a pen"), h(0, "Part One")]
    items += [t(0, f"{k}. (1 punto) What is {k} + {k}?") for k in (1, 2, 3)]
    items += [t(0, "Some other questions")] + [t(0, f"{k}. (2 punti) What is {k} × {k}?") for k in (1, 2)]
    items += [h(1, "Part two"), t(1, "Esercizio 1."), t(1, "Let A = {a, b} and B = {b, c}.")]
    got = [(e["number"], e["scope"][0]) for e in indexed(items)]
    assert got == [("1", 1), ("2", 1), ("3", 1), ("1", 1), ("2", 1), ("1", 2)]


def test_an_answer_file_that_restates_the_paper_links_each_version_by_its_restated_question():
    def version(page, shift, sol=False):
        items = [h(page, "INSTRUCTIONS"), t(page, "• two"), h(page, "Part One")]
        for k in (1, 2):
            items.append(t(page, f"{k}. (1 punto) exercise {k}a a = {k + shift}, b = {shift}"))
            items.append(t(page, "(a) answer 1 correct" if sol else "(a) answer 1"))
        items += [t(page, "Some other questions"), t(page, f"1. (2 punti) exercise 9b a = {shift}, c = 7")]
        return items + [t(page, "(b) ▶ answer 2 correct" if sol else "(b) answer 2")]

    exercises = linked(version(0, 3) + version(1, 5), version(0, 3, True) + version(1, 5, True))
    assert len(exercises) == 6
    for e in exercises:
        assert e["answer"] and e["answer"]["page"] == e["page"], e
        assert e["answer"]["text"].replace(" ", "").startswith(e["text"].split(" ", 1)[1].replace(" ", "")[:12])
    # the same restated question on two pages: the one on the exercise's page, else none
    one = [{"number": "1", "page": 3, "text": "1. (1 punto) exercise 11a"}]
    two = [{"number": "1", "page": p, "text": "(1 punto) exercise 11a {b, c}"} for p in (2, 4)]
    assert restated_links(one, two) == [None]
    assert restated_links(one, two + [{**two[0], "page": 3}]) == [2]


def test_answer_markers_alone_on_their_line_and_a_marked_first_question_make_a_paper():
    items = [h(0, "一、填空"), t(0, "本题组共2小题，共60分"), t(0, "1. ( 30 分) 以下哪一项不是社区的宗旨 C"),
             t(0, "A. 开放"), h(0, "解法一"), t(0, "宗旨是开放、高效."), t(0, "2. ( 30 分) 显示有瑕疵的是 D"),
             h(0, "解答"), t(0, "D 中正确的显示为 ln x.")]
    got = {e["number"]: e for e in indexed(items)}
    assert set(got) == {"1", "2"} and got["1"]["scope"] is not None
    assert "宗旨是开放" in got["1"]["answer"]["text"] and "D 中正确" in got["2"]["answer"]["text"]
    assert n.ANSWER_MARK.match("解法二") and n.ANSWER_MARK.match("Soluzione:") and not n.ANSWER_MARK.match("解法很多")


def test_an_italian_title_makes_a_paper_and_the_students_answer_line_is_no_answer():
    assert paper.is_paper_title("VERIFICA DI MATEMATICA") and paper.is_paper_title("Prova comune di fisica")
    assert not paper.is_paper_title("Prova che x è pari")
    items = [t(0, "VERIFICA DI MATEMATICA"), t(0, "1. Enuncia il teorema di Weierstrass."),
             t(0, "2. Completa. In un triangolo . . . . il quadrato")]
    assert [e["number"] for e in indexed(items)] == ["1", "2"]
    exam = [t(0, "Sample Exam"), t(0, "1. Calculate the limit of sin(4x)/8x at 0."), t(0, "Answer:"),
            t(0, "2. Find the derivative of x2 cos x."), t(0, "Answer:")]
    assert all(e["answer"] is None for e in indexed(exam))
    assert n.labelled_exercise("Esercizio 2.") == ("2", "") and n.labelled_solution("Soluzione 2")[0] == "2"
