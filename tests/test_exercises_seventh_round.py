"""Exercise sheets, round 7 (issue 27, decisions 0591-0592): an exercises section whose title
(`Exercises`, `Aufgaben`) is set as bold body text, with items `N. Title` whose task follows on
the next line; a key numbering its answers `1. Solution` / `1. Lösung` (the word alone, a label)
or restating a short item title (`3. Nomenclature`) before the answer. Small content lists
written for the patterns (no document's text)."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises.index import exercise_index
from f.common.exercises.link import after_restated
from tests.exercise_books import h, t


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answer(e):
    return e["answer"] and e["answer"]["text"]


SHEET = [t(0, "Some prose of the manual before the example sheet."),
         t(0, "Exercises"),
         t(0, "1. Exercise"), t(0, "Balance the equation of burning methane."),
         t(0, "2. Acids"), t(0, "Which of the listed salts dissolve in water?"),
         t(0, "3. Names"), t(0, "Name the compounds:"), t(0, "a) CH4 b) C2H6"),
         h(0, "Solutions"),
         t(0, "1. Solution"), t(0, "CH4 + 2 O2 -> CO2 + 2 H2O"),
         t(0, "2. Acids"), t(0, "sodium chloride and potassium nitrate"),
         t(0, "3. Names"), t(0, "a) methane b) ethane")]


def test_a_bold_exercises_line_opens_the_section_and_titled_items_are_exercises():
    found = {e["number"]: e for e in indexed(SHEET)}
    assert sorted(found) == ["1", "2", "3"]
    assert found["2"]["text"].startswith("2. Acids\nWhich")


def test_the_same_sheet_without_its_exercises_line_finds_none():
    # the title line is what says the numbered titles are exercises: a manual's `1. Exercise`
    # with an imperative on the next line alone stays unread, as before
    assert indexed([b for b in SHEET if b["text"] != "Exercises"][:8]) == []


def test_a_solution_word_alone_after_the_number_is_the_answers_label():
    found = {e["number"]: e for e in indexed(SHEET)}
    assert answer(found["1"]).startswith("CH4 + 2 O2")


def test_a_restated_short_title_is_cut_from_the_answer():
    found = {e["number"]: e for e in indexed(SHEET)}
    assert answer(found["2"]) == "sodium chloride and potassium nitrate"
    assert answer(found["3"]) == "a) methane b) ethane"  # `Names`: five letters, a title still


def test_german_sheet_aufgaben_loesungen():
    items = [t(0, "Aufgaben"), t(0, "1. Aufgabe"), t(0, "Geben Sie die Reaktionsgleichung an."),
             t(0, "2. Nomenklatur"), t(0, "Benennen Sie die Moleküle."),
             h(1, "Lösungen"), t(1, "1. Lösung"), t(1, "H2 + Cl2 -> 2 HCl"),
             t(1, "2. Nomenklatur"), t(1, "a) Ethansäure")]
    found = {e["number"]: e for e in indexed(items)}
    assert answer(found["1"]) == "H2 + Cl2 -> 2 HCl" and found["1"]["answer"]["page"] == 2
    assert answer(found["2"]) == "a) Ethansäure"


def test_title_alone_and_label_word_read_only_whole_lines():
    assert n.exercise_title_alone("Exercises") and n.exercise_title_alone("Aufgaben")
    assert n.exercise_title_alone(" ̈Ubungen") and n.exercise_title_alone("习题")
    assert not n.exercise_title_alone("Exercises 14.1") and not n.exercise_title_alone("Exercises for the reader")
    assert n.label_word_only("Solution") and n.label_word_only("Lösung") and n.label_word_only("Answer:")
    assert not n.label_word_only("Solution of the system") and not n.label_word_only("Answers")
    assert n.is_exercise_title("Aufgaben") and n.is_exercise_title("Exercices")


def test_a_short_first_line_is_cut_only_when_it_is_a_title_line():
    # the question's only line (no task after it) is no title: a short answer equal to it stays
    assert after_restated("4. Names", "Names") == "Names"
    # a first line ending in a colon introduces the task: not cut when short
    assert after_restated("5. Solve:\nx + 1 = 2", "Solve:\nx = 1") == "Solve:\nx = 1"
    assert after_restated("6. Names\nName them.", "Names\nmethane") == "methane"


def test_run_in_labelled_exercises_joined_by_the_parser_are_cut_apart():
    items = [h(0, "Feuille 3"),
             t(0, "Exercice 1. Calculer 2 + 2. Exercice 2. Résoudre x + 1 = 3."),
             t(0, "Exercice 3. Montrer que 7 est premier."),
             h(1, "Correction"),
             t(1, "Exercice 1. On trouve 4. Exercice 2. x = 2."),
             t(1, "Exercice 3. 7 n'a que deux diviseurs.")]
    found = {e["number"]: e for e in indexed(items)}
    assert sorted(found) == ["1", "2", "3"]
    assert found["1"]["text"] == "Exercice 1. Calculer 2 + 2."
    assert answer(found["1"]) == "On trouve 4." and answer(found["2"]) == "x = 2."
    # a label of the next number inside a sentence (no sentence end before it) is a reference
    assert n.inner_exercise("Exercice 1. Voir Exercice 2. pour la suite") is None
    assert n.inner_exercise("Exercise 4. Done. Exercise 6. Skipped") is None  # not the next number


def test_a_solution_word_alone_with_nothing_after_it_is_the_answer():
    # a sheet's placeholder answers (`1. solution` under `Exercises 14.1`) stay linked, as before
    items = [h(0, "Exercises 14.1"), t(0, "1. Draw a cat."), t(0, "2. Bathe a cat."),
             h(1, "Solutions to the exercises"), h(1, "Exercises 14.1"),
             t(1, "1. solution"), t(1, "2. solution")]
    found = {e["number"]: e for e in indexed(items)}
    assert answer(found["1"]) == "solution" and answer(found["2"]) == "solution"
