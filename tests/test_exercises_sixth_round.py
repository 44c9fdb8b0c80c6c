"""Exercise papers, round 6 (issue 27, decisions 0481-0483): key tables in the shapes a parser gives
them (no rules: one block per cell; merged cells `1 2 … 30` over `A B ?? …`; no 题号/答案 labels;
labels in other languages), a sheet laid out as one question table, key titles and solution labels
in German and French (`Corrigé`, `Correction`, `Lösungen`, `Lösung zu Aufgabe 2:`), a key naming
its answers by the sheet's own `Exercice N`, two labelled solutions a parser joined, and numbered
instructions addressed to the candidate. Small content lists written for the patterns."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises import paper
from f.common.exercises.answer_tables import answer_tables
from f.common.exercises.index import exercise_index
from f.common.exercises.question_tables import question_rows
from tests.exercise_books import h, t

KEYS = list(zip("12345678", "BCDADCDB"))


def table(rows) -> dict:
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return {"type": "table", "page_idx": 1, "table_body": f"<table>{body}</table>"}


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answers_of(exercises):
    return {e["number"]: (e["answer"] or {}).get("text") for e in exercises}


def test_a_key_table_without_rules_one_block_per_cell_or_per_row():
    cells = [t(1, x) for x in "12345678"] + [t(1, x) for x in "BCDADCDB"]
    rows = [t(1, "1 2 3 4 5 6 7 8"), t(1, "B C D A D C D B")]
    bands = [t(1, "1 2 3 4"), t(1, "B C D A"), t(1, "5 6 7 8"), t(1, "D C D B")]
    for name, items in {"cells": cells, "rows": rows, "bands": bands}.items():
        tables, used = answer_tables([t(1, "Answers"), *items])
        assert list(tables.values()) == [KEYS], name
        assert used == set(range(1, len(items) + 1)), name
    # numbers over numbers (a table of data), or over words, are no key
    assert answer_tables([t(0, "1 2 3"), t(0, "4 5 6")]) == ({}, set())
    assert answer_tables([t(0, "1"), t(0, "2"), t(0, "3"), t(0, "Mercury"), t(0, "Venus"), t(0, "Mars")]) == ({}, set())


def test_a_key_table_merged_unlabelled_or_labelled_in_german():
    merged = table([["1 2 3 4 5 6 7 8"], ["B C D A D C D B"]])  # a parser's two cells
    unlabelled = table([list("1234"), list("BCDA"), list("5678"), list("DCDB")])
    german = table([["Aufgabe", *"12345678"], ["Lösung", *"BCDADCDB"]])
    for name, item in {"merged": merged, "unlabelled": unlabelled, "german": german}.items():
        tables, _used = answer_tables([item])
        assert list(tables.values()) == [KEYS], name
    assert answer_tables([table([["1", "2", "3"], ["4", "5", "6"]])]) == ({}, set())


def test_a_key_table_without_rules_links_to_the_questions():
    items = [h(0, "Physics Unit Test"), t(0, "1. What is the unit of force?"), t(0, "(A) joule (B) newton"),
             t(0, "2. Which quantity is a vector?"), t(0, "3. What is the charge of a neutron?"),
             h(1, "Answers"), *(t(1, x) for x in "123"), *(t(1, x) for x in "BDC")]
    assert answers_of(indexed(items)) == {"1": "B", "2": "D", "3": "C"}


WORKSHEET = [["No.", "Question", "Marks"], ["1", "Name the process by which plants lose water.", "2"],
             ["2", "Convert 2.5 km into metres.", "1"], ["3", "Give the formula of table salt.", "1"]]


def test_a_worksheet_laid_out_as_one_table():
    assert [x for x, _q in question_rows(table(WORKSHEET)["table_body"])] == ["1", "2", "3"]
    data = [["Year", "Population", "Area"], ["1", "2000", "5"], ["2", "3000", "6"]]
    assert question_rows(table(data)["table_body"]) == []  # no column of questions
    key = [["No.", "Answer"], ["1", "Transpiration."], ["2", "2500 m"], ["3", "NaCl"]]
    items = [h(0, "Science Worksheet"), {**table(WORKSHEET), "page_idx": 0}, h(1, "Solutions"), table(key)]
    found = indexed(items)
    assert [(e["number"], e["page"]) for e in found] == [("1", 1), ("2", 1), ("3", 1)]
    assert answers_of(found) == {"1": "Transpiration.", "2": "2500 m", "3": "NaCl"}


def test_key_titles_and_solution_labels_in_german_and_french():
    for title in ("Corrigé", "Correction", "Lösungen", "Lösungsschlüssel", "Réponses"):
        assert n.key_title(title) == "", title
    assert n.key_title("Correctional facilities") is None
    assert n.labelled_solution("Lösung zu Aufgabe 2: x = 3") == ("2", "x = 3")
    assert n.labelled_solution("Correction de l'exercice 3 On a") == ("3", "On a")
    assert n.key_title("Correction de l'exercice 3") is None  # a solution's label, not a key


def test_a_key_naming_answers_by_the_sheets_own_label():
    sheet = [h(0, "Feuille d'exercices 3"), h(0, "Exercice 1"), t(0, "Résoudre 2x + 7 = 15."),
             h(0, "Exercice 2"), t(0, "Factoriser x² − 9."), h(1, "Corrigé"), h(1, "Exercice 1"),
             t(1, "On trouve x = 4."), t(1, "Exercice 2. (x − 3)(x + 3).")]
    found = indexed(sheet)
    assert [(e["number"], e["page"]) for e in found] == [("1", 1), ("2", 1)]
    assert answers_of(found) == {"1": "On trouve x = 4.", "2": "(x − 3)(x + 3)."}


def test_two_labelled_solutions_a_parser_joined():
    text = "Lösung zu Aufgabe 1: 19/12. Lösung zu Aufgabe 2: Der Flächeninhalt ist 40 cm²."
    assert text[n.inner_solution(text):].startswith("Lösung zu Aufgabe 2")
    assert n.inner_solution("Lösung zu Aufgabe 1: siehe Lösung zu Aufgabe 3.") is None
    sheet = [h(0, "Übungsblatt 2"), h(0, "Aufgabe 1"), t(0, "Berechnen Sie 3/4 + 5/6."), h(0, "Aufgabe 2"),
             t(0, "Wie groß ist die Fläche?"), h(1, "Lösungen"), t(1, text)]
    assert answers_of(indexed(sheet)) == {"1": "19/12.", "2": "Der Flächeninhalt ist 40 cm²."}


def test_numbered_instructions_addressed_to_the_candidate_are_no_questions():
    assert paper.to_candidate("Write your name and class at the top of the sheet.")
    assert not paper.to_candidate("Write your answer to 3/4 + 1/4 = ____")
    items = [h(0, "Biology Quiz 5"), h(0, "Instructions"), t(0, "1. Write your name at the top of the sheet."),
             t(0, "2. Answer every question; there is no penalty for guessing."), t(0, "3. You have 30 minutes."),
             h(0, "Section A: Multiple choice"), t(0, "1. Which organelle makes ATP?"), t(0, "2. Which base pairs with A?")]
    found = indexed(items)
    assert [e["text"][:5] for e in found] == ["1. Wh", "2. Wh"]


def test_a_column_key_whose_cells_a_parser_merged():
    item = table([["Question", "Key"], ["1 2 3 4 5 6 7 8", "B C D A D C D B"]])
    tables, _used = answer_tables([item])
    assert list(tables.values()) == [KEYS]
    unkeyed = table([["Question", "Key"], ["1 2 3 4", "B ?? D ??"]])  # `??`: the key leaves it open
    assert list(answer_tables([unkeyed])[0].values()) == [[("1", "B"), ("3", "D")]]
