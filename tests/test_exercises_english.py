"""English exercise books with their solutions at the back (issue 27): `Exercise 3 …` labels an
exercise and `Solution 3 …` its answer; `Solutions` / `Solutions to the exercises` open the key;
`Exercises 14.1` names a lesson, so where numbers repeat across lessons the key at the back links
by lesson. The layouts of xsim's and probsoln's example sheets (bench --packages), made here
small: a PDF through our parser, and content lists for the finer cases."""
from __future__ import annotations

import json

from f.common.exercises import numbers as n
from f.common.exercises.index import exercise_index
from f.common.pdf.run import parse_pdf
from tests import pdfmake
from tests.exercise_books import h, t


def found(items):
    return {(e["lesson"], e["number"]): e for e in exercise_index(items, None)["exercises"]}


def _workbook_pdf() -> bytes:
    doc = pdfmake.pymupdf.open()
    lessons = [("14.1 Cats as pets", ["1. Draw a cat.", "2. Bathe a cat."]),
               ("14.2 Frogs as pets", ["1. Lick a frog.", "2. Feed a frog.", "3. Name a frog."])]
    for title, items in lessons:
        page = pdfmake.new_page(doc)
        pdfmake.write(page, 40, 60, title, 18)
        pdfmake.write(page, 40, 90, "Some text about the animal, read before the exercises.")
        pdfmake.write(page, 40, 120, f"Exercises {title.split()[0]}", 14)
        for k, item in enumerate(items):
            pdfmake.write(page, 40, 145 + 20 * k, item)
    page = pdfmake.new_page(doc)
    pdfmake.write(page, 40, 60, "Solutions to the exercises", 18)
    y = 90
    for lesson, answers in (("14.1", ["whiskers", "warm water"]), ("14.2", ["no", "flies", "Fred"])):
        pdfmake.write(page, 40, y, f"Exercises {lesson}", 14)
        for k, answer in enumerate(answers, 1):
            y += 20
            pdfmake.write(page, 40, y, f"{k}. {answer}")
        y += 30
    return pdfmake.to_bytes(doc)


def test_a_workbook_pdf_links_each_lessons_exercises_to_the_solutions_at_the_back():
    files, _ = parse_pdf(_workbook_pdf(), workers=0)
    book = found(json.loads(files["content_list.json"]))
    answers = {(n.lesson_digits(lesson), number): e["answer"] and e["answer"]["text"]
               for (lesson, number), e in book.items()}
    assert answers == {("14.1", "1"): "whiskers", ("14.1", "2"): "warm water",
                       ("14.2", "1"): "no", ("14.2", "2"): "flies", ("14.2", "3"): "Fred"}


def test_labelled_exercises_and_solutions():
    book = found([h(0, "1 Problems"), t(0, "Exercise 1 Pythagoras"), t(0, "Show that a² + b² = c²."),
                  t(0, "Exercise 2"), t(0, "a)"), t(0, "Factor x² − 1"),
                  h(0, "2 Solutions"), h(0, "Solution 1"), t(0, "Draw the squares."),
                  t(0, "Solution 2 (x − 1)(x + 1)")])
    assert [(e["text"].split("\n")[0], e["answer"]["text"]) for e in book.values()] == [
        ("Exercise 1 Pythagoras", "Draw the squares."), ("Exercise 2", "(x − 1)(x + 1)")]


def test_dotted_labels_and_solutions_under_no_key_title():
    book = found([h(0, "1.1 Section"), t(0, "Exercise 1.1.1"), t(0, "I am an exercise."),
                  h(1, "1.2 Section"), t(1, "Exercise 1.2.1"), t(1, "I am another."),
                  t(3, "Solution 1.1.1 The first."), t(3, "Solution 1.2.1 The second.")])
    assert {number: e["answer"]["text"] for (_lesson, number), e in book.items()} == {
        "1.1.1": "The first.", "1.2.1": "The second."}


def test_a_solution_printed_right_after_its_exercise_is_its_answer():
    book = found([t(0, "Exercise 1"), t(0, "Differentiate sin x."), t(0, "Solution 1 cos x"),
                  t(0, "Exercise 2"), t(0, "Differentiate eˣ."), t(0, "Solution 2 eˣ")])
    assert {number: (e["answer"]["text"], e["answer"]["method"]) for (_l, number), e in book.items()} == {
        "1": ("cos x", "inline"), "2": ("eˣ", "inline")}


def test_words_that_only_look_like_labels():
    assert n.labelled_exercise("Exercises 14.1") is None  # a lesson's exercises, not exercise 14.1
    assert n.labelled_exercise("Exercise 12.5kg of flour") is None
    assert n.labelled_solution("Short Solution 1 a hint") is None
    assert n.key_title("Solution 3") is None and n.key_title("Solutions") == ""
    assert n.key_title("2 Solutions") == "" and n.key_title("Solutions to the Exercises") == ""
    assert n.lesson_of("Exercises 14.1") and n.lesson_digits(n.lesson_of("Exercises 14.1")) == "14.1"
    book = found([h(0, "Exercises"), t(0, "1. Is a cat a pet?"), t(0, "The solution is on page 4."),
                  h(1, "Solutions"), t(1, "1. Yes.")])
    assert [e["answer"]["text"] for e in book.values()] == ["Yes."]


def test_solution_colon_after_a_problem_is_its_answer():
    book = found([t(0, "Differentiate the following functions:"), t(0, "1. f(x) = x².", ),
                  t(0, "Solution:"), t(0, "f′(x) = 2x"), t(0, "2. y = arccos x."),
                  t(0, "Solution: cos y = x, so y′ = −1/√(1 − x²)"), t(0, "3. y = eˣ Answer: y′ = eˣ")])
    assert {number: e["answer"]["text"] for (_l, number), e in book.items()} == {
        "1": "Solution:\nf′(x) = 2x", "2": "Solution: cos y = x, so y′ = −1/√(1 − x²)", "3": "Answer: y′ = eˣ"}
    assert n.ANSWER_MARK.match("Solutions to the exercises") is None


def test_chapter_problems_that_ask_nothing_are_exercises_when_the_solutions_answer_them():
    book = found([h(0, "Chapter 1 Easy Problems"), t(0, "1.1. y = tan x"), t(0, "1.2. y = arcsin x"),
                  t(0, "1.3. y = x²"), t(0, "1"),
                  h(2, "Appendix A Solutions"), t(2, "1.1"), t(2, "y′ = sec² x"), t(2, "1 + tan² x"),
                  t(2, "1.2"), t(2, "y′ = 1/√(1 − x²)"), t(2, "3")])
    answers = {number: e["answer"] and e["answer"]["text"] for (_l, number), e in book.items()}
    # 1.3: never answered; `3`, page 3's number as its last line, ends no answer (0436)
    assert answers == {"1.1": "y′ = sec² x\n1 + tan² x", "1.2": "y′ = 1/√(1 − x²)"}
    assert n.top_number("2.5 米") is None and n.top_number("1.1 有理数") is None  # lessons and measures
