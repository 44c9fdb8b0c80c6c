"""Exercises, round 10 (issue 27, decisions 0756-0758): a book that prints `Exercice 3`, the
question, then `Solution` alone on its line (set as a heading) and the answer in its running
text; the answer's numbered code lines and footnotes; the contents' dotted lines; a page whose
last lines of body a parser took for footnotes. Small content lists written for the pattern
(original text)."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises.contents_entries import contents_line as _contents_line
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answers_of(exercises):
    return {e["number"]: (e["answer"] or {}).get("text") for e in exercises}


def note(page, text):
    return {"type": "page_footnote", "text": text, "page_idx": page}


CONTENTS = [h(0, "Table des matières"), t(0, "1.1. Les macros . . . . . . . . . . . . . . . 7"),
            t(0, "1.2. Et les groupes? . . . . . . . . . . . . . . . 9")]
BOOK = CONTENTS + [
    h(2, "1.1. Les macros"), t(2, "Une macro se définit avec \\def."),
    t(2, "Exercice 1"), t(2, "Que fait le code suivant?"),
    h(2, "Solution"), t(2, "Il définit une macro vide."),
    t(2, "Code no II-1"), t(2, "1 \\def\\foo{}"), t(2, "2 \\foo"),  # the answer's numbered code lines
    t(2, "2. Une macro vide ne produit rien."),  # its footnote, numbered like the next exercise
    t(3, "Exercice 2"), t(3, "Pourquoi écrire \\relax ici?"),
    t(3, "3. C’est ainsi que le noyau le définit."),  # a footnote between the question and its Solution
    h(4, "Solution"), t(4, "Parce que la lecture du nombre s’arrête là."),
    h(5, "1.2. Et les groupes?"), t(5, "Un groupe rend les définitions locales."),
]


def test_solution_alone_after_a_labelled_exercise_is_its_answer_in_place():
    exercises = indexed(BOOK)
    assert [(e["number"], e["page"]) for e in exercises] == [("1", 3), ("2", 4)]
    answers = answers_of(exercises)
    # code lines and the footnote stay in answer 1; the footnote under exercise 2 is its text
    assert answers["1"].startswith("Il définit une macro vide.\nCode no II-1\n1 \\def\\foo{}")
    assert "2. Une macro vide" in answers["1"]
    assert answers["2"] == "Parce que la lecture du nombre s’arrête là."
    assert exercises[1]["answer"]["page"] == 5  # the answer starts on the page after the question
    assert "3. C’est ainsi" in exercises[1]["text"]


def test_other_words_for_the_answer_alone_after_a_labelled_exercise():
    for word in ("Réponse", "Lösung", "Corrigé", "Solution :"):
        items = [t(0, "Aufgabe 3"), t(0, "Berechne 2 + 3."), h(0, word), t(0, "Es ist 5."),
                 t(1, "Aufgabe 4"), t(1, "Berechne 2 · 3."), h(1, word), t(1, "Es ist 6.")]
        assert answers_of(indexed(items)) == {"3": "Es ist 5.", "4": "Es ist 6."}, word


def test_a_key_titled_solutions_after_the_exercises_stays_a_key():
    # a heading between the last exercise and `Solutions`: a key, answers by number
    items = [t(0, "Exercise 1"), t(0, "Factor x² − 1."), t(0, "Exercise 2"), t(0, "Expand (x + 1)²."),
             h(1, "Solutions"), t(1, "1. (x − 1)(x + 1)"), t(1, "2. (x + 1)(x + 1)")]
    answers = answers_of(indexed(items))
    assert answers == {"1": "(x − 1)(x + 1)", "2": "(x + 1)(x + 1)"}
    # `Solution` alone under a heading of its own, no labelled exercise since: still a key's title
    items = [t(0, "Exercise 1"), t(0, "Factor x² − 1."), h(1, "Answers and hints"), h(1, "Solution"),
             t(1, "1. (x − 1)(x + 1)")]
    assert answers_of(indexed(items)) == {"1": "(x − 1)(x + 1)"}
    # `Corrigé` after the last exercise, the exercises restated under it: a key after all
    items = [t(0, "Exercice 1"), t(0, "Dériver x³."), t(0, "Exercice 2"), t(0, "Résoudre 2x = 8."),
             h(1, "Corrigé"), t(1, "Exercice 1"), t(1, "3x²."), t(1, "Exercice 2"), t(1, "x = 4.")]
    answers = answers_of(indexed(items))
    assert answers == {"1": "3x2.", "2": "x = 4."} or answers == {"1": "3x².", "2": "x = 4."}


def test_contents_lines_with_leaders_are_no_exercises():
    assert _contents_line("1.4. Et le bon dans tout ça? . . . . . . . . . . . 13")
    assert _contents_line("2.1. Qu’est ce qu’un argument? . . . . . . . . . . . xii")
    assert not _contents_line("1. The capital of France is ..........")  # a blank to fill
    assert not _contents_line("3. Calculer 2 + 3 = 5")
    assert not _contents_line("Il faut . . . . . . . . attendre Ceci")
    assert indexed(CONTENTS) == []


def test_footnotes_from_an_exercise_label_on_are_the_page_body():
    items = [t(0, "Le caractère d’échappement est \\."), note(0, "1. Une note de bas de page."),
             note(0, "Exercice 20"), note(0, "Aurait-on pu écrire ceci?"), note(0, "Solution"),
             note(0, "Non, car le catcode a changé."),
             note(1, "2. Une vraie note de la page suivante.")]
    exercises = indexed(items)
    assert [(e["number"], e["page"]) for e in exercises] == [("20", 1)]
    assert answers_of(exercises)["20"] == "Non, car le catcode a changé."
    assert n.exercise_label_alone("Exercice 20") and not n.exercise_label_alone("Exercice 20 Calculer.")
    # the question on the page before, its `Solution` and answer taken for the next page's notes
    items = [t(0, "Exercice 21"), t(0, "Définir une commande \\foo."), note(1, "Solution"),
             note(1, "Il va falloir agir dans un groupe."), note(2, "4. Une note.")]
    exercises = indexed(items)
    assert answers_of(exercises)["21"] == "Il va falloir agir dans un groupe."
    assert indexed([t(0, "Une note suit."), note(0, "1. Une note."), note(0, "solution")]) == []
