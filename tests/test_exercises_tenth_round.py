"""Exercises, round 11 (issue 27, decisions 0806-0807): a homework whose answers follow the
questions with no marker, each closed by a tag after it (`−→Answer`, as assignment.cls prints
it); a key word used as a formula's variable (`Answer = f(bold)`) set as a heading. Small
content lists written for the pattern (original text)."""
from __future__ import annotations

from f.common.exercises import closing_tags
from f.common.exercises import numbers as n
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answers_of(exercises):
    return {e["number"]: ((e["answer"] or {}).get("text"), (e["answer"] or {}).get("page")) for e in exercises}


HOMEWORK = [
    h(0, "HOMEWORK 2 — Graphs"),
    t(0, "Problem 1. What is a tree ?"), t(0, "A connected graph with no cycle."),
    t(0, "−→Answer"),
    t(0, "Problem 2. How many edges has a tree on n vertices ?"), t(0, "Exactly n − 1."),
    t(1, "Count them by induction on n."), t(1, "−→Answer"),
    h(1, "Answer = n - 1"),  # the answer's display a parser set as a heading: no key title
    t(1, "Problem 3. Why does a tree have a leaf ?"),
    t(1, "Q.E.D."), t(1, "−→Answer"),  # the parser's order: the tag of 2's proof after 3's question
    t(2, "Take a longest path; its ends have degree one."),
    t(2, "Problem 4. Which trees are paths ?"),
    t(2, "Those whose vertices all have degree at most two."),
]


def test_text_closed_by_an_answer_tag_is_the_answer():
    exercises = indexed(HOMEWORK)
    assert [e["number"] for e in exercises] == ["1", "2", "3", "4"]
    answers = answers_of(exercises)
    assert answers["1"] == ("A connected graph with no cycle.", 1)
    assert answers["2"] == ("Exactly n − 1.\nCount them by induction on n.", 1)
    assert exercises[1]["text"] == "Problem 2. How many edges has a tree on n vertices ?"


def test_in_a_tagged_document_a_question_that_asks_is_answered_by_its_prose():
    answers = answers_of(indexed(HOMEWORK))
    assert answers["3"] == ("Take a longest path; its ends have degree one.", 3)  # Q.E.D. is no text
    assert answers["4"][0] == "Those whose vertices all have degree at most two."


def test_without_tags_the_prose_stays_the_question():
    plain = [x for x in HOMEWORK if "Answer" not in x["text"]]
    exercises = indexed(plain)
    assert all(not e.get("answer") for e in exercises)
    assert "A connected graph" in exercises[0]["text"]


def test_closing_tags_and_formulas():
    assert closing_tags.closing_tag("−→Answer") and closing_tags.closing_tag("→ Solution")
    assert not closing_tags.closing_tag("Answer") and not closing_tags.closing_tag("−→Answer the call")
    assert closing_tags.proof_end("Q.E.D.") and not closing_tags.proof_end("Q.E.D. follows")
    assert n.key_title("Answer = f(bold)") is None
    assert n.key_title("Answers") == ""
