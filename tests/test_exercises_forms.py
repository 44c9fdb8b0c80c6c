"""Exercise sheets, round 3 (issue 27, decisions 0432-0433): an English exam set in several forms,
each followed by an answer key that restates its questions; German and French labels with TeX's
accents as PDF text gives them; `Answer the following` as an instruction; a reference to an
exercise inside a broken sentence; an overview listing the exercises by page. Small content lists
written for the patterns (no document's text)."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises import paper
from f.common.exercises.index import exercise_index
from f.common.exercises.link import after_restated
from tests.exercise_books import h, t


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answer(e):
    return e["answer"] and e["answer"]["text"]


def _form(letter: str, order: list[int]) -> list[dict]:
    """One form of a paper (its questions in `order`) and its key restating each question."""
    questions = {1: "Why does ice float on water?", 2: "Name the largest planet of the solar system.",
                 3: "Which gas do plants take in? (a) Oxygen (b) Carbon dioxide"}
    answers = {1: "Answer: It is less dense than water.", 2: "Jupiter, by far.", 3: ""}
    page = {"A": 0, "B": 2}[letter]
    items = [t(page, f"Physics Quiz, Form: {letter}"), h(page, "Section 1. Short answers (5 pts each)")]
    items += [t(page, f"{i}. {questions[q]}") for i, q in enumerate(order, 1)]
    items += [h(page + 1, f"Answer Key for Exam {letter}"), h(page + 1, "Section 1. Short answers (5 pts each)")]
    for i, q in enumerate(order, 1):
        items.append(t(page + 1, f"{i}. {questions[q]}"))
        if answers[q]:
            items.append(t(page + 1, answers[q]))
    return items


def test_forms_of_a_paper_each_with_a_key_restating_its_questions():
    exercises = indexed(_form("A", [1, 2, 3]) + _form("B", [2, 3, 1]))
    got = [(e["number"], e["page"], answer(e)) for e in exercises]
    assert got == [("1", 1, "Answer: It is less dense than water."), ("2", 1, "Jupiter, by far."),
                   ("3", 1, None),  # the key marks the right option by no text: no answer given
                   ("1", 3, "Jupiter, by far."), ("2", 3, None),
                   ("3", 3, "Answer: It is less dense than water.")]


def test_paper_titles_with_a_form_or_a_date_and_sections_with_a_dot():
    assert paper.is_paper_title("Exam, Form: B")
    assert paper.is_paper_title("Midterm Exam A November 5, 1997")
    assert paper.part_heading("Section 3. Fill in the blanks (3 pts. each)")[0] == 3
    assert paper.after_part("Section 3. Fill in the blanks") == "Fill in the blanks"
    assert paper.part_heading("Section 3.2 Limits") is None


def test_a_restated_question_is_cut_only_where_the_key_goes_on_after_it():
    question = "4. Mill's theory of morality is known as"
    assert after_restated(question, "Mill's theory of morality is known as Utilitarianism") == \
        "Mill's theory of morality is known as Utilitarianism"  # filled in: the answer is the sentence
    assert after_restated("7. Why does ice float\non water?\nThe next section is short.",
                          "Why does ice float on water?\nIt is less dense.") == "It is less dense."
    assert after_restated("2. Why is that?", "Why is that?\nBecause.") == "Why is that?\nBecause."  # too short to tell
    assert after_restated("3. Which gas do plants take in?\n2", "Which gas do plants take in?\n3") == ""  # page numbers


def test_german_and_french_labels_with_tex_accents():
    assert n.labelled_exercise(" \u0308Ubung 1") == ("1", "")
    assert n.labelled_exercise("Aufgabe 1.2 (Widerstand)") == ("1.2", "(Widerstand)")
    assert n.labelled_exercise("Exercice 3 :") == ("3", "")
    assert n.labelled_solution("L \u0308osung 1") == ("1", "")
    assert n.labelled_solution("Lösung 2 Die Summe ist 4.") == ("2", "Die Summe ist 4.")
    book = indexed([t(0, "Aufgabe 1"), t(0, "Berechnen Sie 2 + 2."), t(0, "L \u0308osung 1"), t(0, "Es ist 4.")])
    assert [(e["number"], answer(e)) for e in book] == [("1", "Es ist 4.")]


def test_an_overview_of_exercises_by_page_adds_none():
    book = indexed([h(0, "1 Erstes Kapitel"), t(0, "Aufgabe 1.1"), t(0, "Eine erste Aufgabe"),
                    h(1, "Aufgaben \u0308ubersicht"), t(1, "Aufgabe 1.1 (Seite 1)"), t(1, "Eine erste Aufgabe")])
    assert [(e["number"], e["page"]) for e in book] == [("1.1", 1)]


def test_answer_the_following_is_an_instruction_not_a_key():
    assert n.key_title("Answer the following in one sentence:") is None
    assert n.key_title("Answer each question in a separate booklet") is None
    assert n.key_title("Answer Key for Exam A") == "Key for Exam A"
    assert n.key_title("Answers to Chapter 2") == "to Chapter 2"
    book = indexed([h(0, "Answer the following in one sentence:"), t(0, "1. Who wrote Hamlet?"),
                    t(0, "2. Who wrote Faust?")])
    assert [e["number"] for e in book] == ["1", "2"]


def test_a_reference_in_a_broken_sentence_and_a_closing_dot_after_the_number():
    assert n.labelled_exercise("Exercise 2.1 helpful.") is None
    assert n.labelled_exercise("Exercise 1.2.") == ("1.2", "")
    assert n.labelled_exercise("Exercise 1. Foo bar") == ("1", "Foo bar")
    assert n.labelled_exercise("Exercise 1.1 (Euclid)") == ("1.1", "(Euclid)")


def test_a_lower_case_answer_field_is_no_key_title():
    assert n.key_title("answer") is None
    assert n.key_title("Answer") == ""


def test_a_label_over_a_sentence_is_no_answer_table():
    book = indexed([h(0, "1 Questions"), t(0, "Question 1"), t(0, "Select one correct answer. □ one □ two"),
                    t(0, "Question 2"), t(0, "Answer this question on a separate sheet."),
                    t(0, "Question 3"), t(0, "Select two correct answers. □ one □ two")])
    assert [(e["number"], e["answer"]) for e in book] == [("1", None), ("2", None), ("3", None)]


def test_unasking_items_of_a_numbered_run_are_exercises():
    book = indexed([t(0, "1. y = arcsin(x)"), t(0, "2. Find the probability of heads."),
                    t(0, "3. y = cos(x) sin(x)"), t(0, "4. y = tan x"), t(0, "5. Find dy/dx, given y = x³."),
                    t(0, "6. The sum of the angles is two right angles.")])
    assert [e["number"] for e in book] == ["1", "2", "3", "4", "5"]  # 6 is followed by no exercise
