"""Exercise sheets from LaTeX exercise classes, round 2 (issue 27, decisions 0400-0403): the marks
and cross-reference lines under an item's label, a Hints section that names exercises again, a key
titled at length, answers numbered without a dot, glued and hyphenated labels, English asking
words, a second paper in one file, and kb-exercise speaking the book's language. Small content
lists and one PDF through our parser, written for the patterns (no document's text)."""
from __future__ import annotations

import json

from f.common.cli.render import exercise as render_exercise
from f.common.exercises import numbers as n
from f.common.exercises.index import exercise_index
from f.common.exercises.on_pages import book_lang
from f.common.pdf.run import parse_pdf
from tests import pdfmake
from tests.exercise_books import h, t


def found(items):
    return {e["number"]: e for e in exercise_index(items, None)["exercises"]}


def answer(e):
    return e["answer"] and e["answer"]["text"]


def test_marks_and_cross_reference_lines_are_neither_items_nor_answer_text():
    book = found([h(0, "Exercises"), t(0, "Exercise 1"), t(0, "/2 p."), t(0, "Solution on page 2."),
                  t(0, "Compute the sum of the angles."),
                  h(1, "Solutions to the Exercises"), h(1, "Solution 1"), t(1, "3 p."),
                  t(1, "Exercise on page 1."), t(1, "They add up to two right angles.")])
    assert list(book) == ["1"]
    assert answer(book["1"]) == "They add up to two right angles."
    assert n.labelled_exercise("Exercise 4 is on page 12.") is None
    assert n.labelled_solution("Solution 2\n4 (+1) p.\nFactor it.") == ("2", "Factor it.")


def test_a_hints_section_naming_the_exercises_again_adds_none():
    book = found([h(0, "1 Problems"), h(0, "Exercise 1 Squares"), t(0, "Show that 2 is not a square."),
                  h(0, "Exercise 2 Cubes"), t(0, "Show that 3 is not a cube."),
                  h(0, "2 Hints"), t(0, "Exercise 1 Look at the last digit."),
                  t(0, "Exercise 2 Work modulo 9."),
                  h(0, "3 Solutions"), h(0, "Solution 1"), t(0, "No square ends in 2."),
                  h(0, "Solution 2"), t(0, "Cubes are 0, 1 or 8 modulo 9.")])
    assert list(book) == ["1", "2"]
    assert [answer(e) for e in book.values()] == ["No square ends in 2.", "Cubes are 0, 1 or 8 modulo 9."]


def test_a_long_key_title_and_answers_numbered_without_a_dot():
    assert n.key_title("Solutions to the Exercises of Chapter two, with remarks") is not None
    assert n.key_title("Solutions to the exercises are worth reading. They help.") is None
    book = found([h(0, "1 Exercises"), t(0, "1. Describe what a prime number is."),
                  t(0, "2. Explain why 1 is not prime."), t(0, "3. Find all primes below 10."),
                  h(0, "2 Solutions"), t(0, "1 A number with exactly two divisors."),
                  t(0, "2 It has one divisor only."), t(0, "3 2, 3, 5 and 7.")])
    assert [answer(e) for e in book.values()] == ["A number with exactly two divisors.",
                                                  "It has one divisor only.", "2, 3, 5 and 7."]


def test_glued_and_hyphenated_exercise_labels():
    assert n.labelled_exercise("Exercise1.2:") == ("1.2", "")
    assert n.labelled_exercise("Exercise 2-1: Solve it.") == ("2.1", "Solve it.")
    assert n.labelled_exercise("Exercises are at the end.") is None


def test_english_imperatives_ask_even_with_pdf_ligatures():
    for text in ("Describe what is meant by inheritance.", "Given f(x) = cos x,\ndiﬀerentiate from ﬁrst principles",
                 "Explain the result. Justify each step"):
        assert n.ASKS.search(text), text
    assert not n.ASKS.search("A coin is weighted so that heads is more likely.")


def test_a_key_read_from_its_last_answer_still_gives_the_earlier_ones():
    book = found([h(0, "1 Problems"), t(0, "1. What is 2 + 2?"), t(0, "2. What is 3 + 3?"),
                  t(0, "3. What is 4 + 4?"),
                  h(0, "2 Answers"), t(0, "3. 8"), t(0, "1. 4"), t(0, "2. 6")])
    assert [answer(e) for e in book.values()] == ["4", "6", "8"]


def test_a_second_paper_in_the_file_numbers_from_1_again():
    def paper(title):
        return [h(0, title), t(0, "本试卷共 4 页，3 题。"), t(0, "1. 答题前，考生务必将自己的姓名填写在答题卡上。"),
                t(0, "1. 求 2+3 的值。"), t(0, "2. 求 5×6 的值。"), t(0, "3. 解方程 x+1=4。")]
    items = paper("2021 年普通高等学校招生全国统一考试") + paper("2023 年普通高等学校招生全国统一考试")
    numbers = [e["number"] for e in exercise_index(items, None)["exercises"]]
    assert numbers == ["1", "2", "3", "1", "2", "3"]


def _lesson_pdf() -> bytes:
    doc = pdfmake.pymupdf.open()
    page = pdfmake.new_page(doc)
    pdfmake.write(page, 40, 60, "14.1 Cats as pets", 18)
    pdfmake.write(page, 40, 90, "Exercises 14.1", 14)
    pdfmake.write(page, 40, 115, "1. Describe a cat.")
    page = pdfmake.new_page(doc)
    pdfmake.write(page, 40, 60, "Solutions to the exercises", 18)
    pdfmake.write(page, 40, 90, "Exercises 14.1", 14)
    pdfmake.write(page, 40, 115, "1. Four legs and whiskers.")
    return pdfmake.to_bytes(doc)


def test_kb_exercise_output_is_in_the_books_language():
    files, _ = parse_pdf(_lesson_pdf(), workers=0)
    exercises = exercise_index(json.loads(files["content_list.json"]), None)["exercises"]
    assert [e["lesson"] for e in exercises] == ["Exercises 14.1"]  # as printed, not `Exercises14.1`
    english = render_exercise({"book_id": "cats", "lang": book_lang(exercises), "exercises": exercises})
    assert "exercise 1 (" in english and "Exercises 14.1" in english and "题" not in english
    chinese = [{**exercises[0], "lesson": "习题6.2", "text": "1. 计算：(-2)²的值是多少？"}]
    assert book_lang(chinese) == "zh"
    assert "第1题" in render_exercise({"book_id": "书", "lang": book_lang(chinese), "exercises": chinese})
