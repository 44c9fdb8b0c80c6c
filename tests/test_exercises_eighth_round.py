"""Exercises, round 9 (issue 27, decisions 0751-0753): a book whose chapters end with a numbered
exercises section (`2.4 Exercices`) of items `2.1 …` printed without a closing dot, answered in an
appendix `B Solutions des exercices` under `Chapitre 2` headings, the answers numbered like the
exercises with no marker. Small content lists written for the pattern (original text)."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answers_of(exercises):
    return {e["number"]: (e["answer"] or {}).get("text") for e in exercises}


BODY = [  # a chapter whose body numbers its steps `1.` `2.`, then its exercises without dots
    h(0, "2.3 Listes"), t(0, "Pour créer une liste :"), t(0, "1. Ouvrir l’environnement."),
    t(0, "2. Écrire les éléments."),
    h(1, "2.4 Exercices"),
    t(1, "2.1 Compiler le fichier modele.tex avec la classe article."),
    t(1, "a) Observer les marges."),
    t(1, "1. Un gabarit est un fichier de départ."),  # a footnote the parser kept as text
    t(2, "2.2 Modifier le fichier commandes.tex afin d’obtenir le texte ci-dessous."),
    t(2, "1. Une liste numérotée."), t(2, "2. Une liste à puces."),  # the text the exercise shows
    t(2, "2.3 a) Charger le paquetage icomma."),
    h(3, "3.1 Boites"), t(3, "Une boite est une unité de contenu."),
    h(4, "3.5 Exercice"), t(4, "3.1 Réaliser une boite encadrée de 5 cm."),
]
KEY = [
    h(8, "B Solutions des exercices"), h(8, "Chapitre 2"),
    t(8, "2.2 Il faut deux modifications."), t(8, "1. Ajouter les accolades."),
    t(8, "2. Utiliser enumerate."),
    h(8, "Chapitre 3"), t(8, "3.1 On place une parbox dans une fbox."),
]


def test_chapter_exercises_without_dots_linked_from_an_appendix_by_chapter():
    exercises = indexed(BODY + KEY)
    assert [(e["number"], e["page"]) for e in exercises] == [
        ("2.1", 2), ("2.2", 3), ("2.3", 3), ("3.1", 5)]
    answers = answers_of(exercises)
    assert answers["2.1"] is None and answers["2.3"] is None
    # the answer's own `1.` `2.` points stay its text, not answers 1 and 2
    assert answers["2.2"] == "Il faut deux modifications.\n1. Ajouter les accolades.\n2. Utiliser enumerate."
    assert answers["3.1"] == "On place une parbox dans une fbox."
    # the exercise keeps the points it shows and the footnote under it
    assert "1. Une liste numérotée." in exercises[1]["text"]


def test_chapter_items_only_in_an_exercises_section_and_in_sequence():
    assert n.chapter_item("2.3 a) Charger") == ("2.3", "a) Charger")
    assert n.chapter_item("2.10.5 Séparateur") is None
    items = [h(0, "2.1 Routes"), t(0, "2.5 km de route séparent les villes."),  # body text, no section
             h(1, "2.4 Exercices"), t(1, "3.1 Lire la section 3.1."),  # not chapter 2's first exercise
             t(1, "2.1 Mesurer la route."), t(1, "2.4 Comparer."),  # 2.2 and 2.3 missing: 2.4 is text
             ]
    assert [e["number"] for e in indexed(items)] == ["2.1"]


def test_exercise_titles_numbered_as_sections_and_appendix_key_titles():
    for title in ("2.11 Exercices", "4.9 Exercice", "1.5. Exercices", "2 Exercises"):
        assert n.is_exercise_title(title), title
    assert not n.is_exercise_title("2.10.5 Séparateur décimal")
    assert n.key_title("B Solutions des exercices") == "des exercices"
    assert n.key_title("A Solution is given below") is None  # a sentence, not an appendix's title
    assert n.key_title("A Classe pour les thèses") is None


def test_a_tables_solution_column_among_the_exercises_opens_no_key():
    items = [h(0, "2.4 Exercices"), t(0, "2.1 Lire le tableau."), t(1, "Enjeu"), t(1, "Solution"),
             t(1, "Coupure de mots"), t(1, "babel"), t(1, "2.2 Modifier le tableau."),
             h(5, "B Solutions des exercices"), t(5, "2.2 On ajoute une colonne.")]
    exercises = indexed(items)
    assert [e["number"] for e in exercises] == ["2.1", "2.2"]
    assert answers_of(exercises)["2.2"] == "On ajoute une colonne."


def test_an_answer_the_parser_took_for_code_in_the_key():
    items = [h(0, "9.3 Exercices"), t(0, "9.1 Définir une commande pour les sigles."),
             h(5, "B Solutions des exercices"), h(5, "Chapitre 9"),
             {"type": "code", "code_body": "9.1 a) \\newcommand{\\sigle}{x}", "page_idx": 5}]
    assert answers_of(indexed(items))["9.1"] == "a) \\newcommand{\\sigle}{x}"
    # a code block in the body is no exercise and no answer
    body = [h(0, "9.3 Exercices"), {"type": "code", "code_body": "9.1 \\def\\x{}", "page_idx": 0}]
    assert indexed(body) == []


def test_a_chapter_number_that_occurs_once_links_though_plain_numbers_repeat():
    items = [h(0, "1.2 Notes"), t(0, "1. Écrire une note ?"), h(1, "1.3 Renvois"), t(1, "1. Insérer un renvoi ?"),
             h(2, "1.4 Exercices"), t(2, "1.1 Composer une note."),
             h(6, "A Solutions des exercices"), t(6, "1.1 On utilise footnote.")]
    exercises = indexed(items)
    assert [e["number"] for e in exercises].count("1") == 2
    assert answers_of(exercises)["1.1"] == "On utilise footnote."
