"""Exercises, round 12 (issue 27, decisions 0830-0833): a package manual whose exercises follow
its source listings, whose contents list the solutions (`Solution 9. . . . 58`), whose
solutions are printed in place, in examples of the solutions list along the way and again in an
appendix before its bibliography. Small content lists written for the pattern (original text)."""
from __future__ import annotations

from f.common.exercises import contents_entries
from f.common.exercises import numbers as n
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t


def code(page, text):
    return {"type": "code", "code_body": text, "page_idx": page}


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answers_of(exercises):
    return {e["number"]: ((e["answer"] or {}).get("text"), (e["answer"] or {}).get("page")) for e in exercises}


MANUAL = [
    # a contents page whose entries the parser cut apart: label | leaders | number
    t(0, "1. Questions"), t(0, ". . . . . . . . . . . 2"),
    t(0, "Solution 1."), t(0, ". . . . . . . . . . . . . ."), t(0, "7 B. Bibliography 8"),
    t(0, "Solution 2. . . . . . . . . . . . . . ."), t(0, "7"),
    h(1, "1 Questions"),
    code(1, "1 \\begin{question}\n   What is a box?\n3 \\end{question}"),
    t(1, "Exercise 1."), t(1, "What is a box?"),
    code(1, "1 \\begin{question}\n   What is glue?\n3 \\end{question}"),
    t(1, "Exercise 2."), t(1, "What is glue?"),
    t(2, "Solution 2."), t(2, "Stretchable space between boxes."),
    h(3, "2 Printing solutions"), t(3, "The list of all solutions is printed so:"),
    code(3, "1 \\printsolutions"),
    t(3, "Solution 1."), t(3, "A rectangle with a height, a depth and a width."),  # an example of the list
    t(3, "Solution 2."), t(3, "Stretchable space between boxes."),
    t(4, "2. Printing solutions"),  # a running header the parser kept: a numbered line
    t(4, "Exercise 3."), t(4, "Name a box."), t(4, "Solution 3."), t(4, "An hbox."),
    t(4, "Exercise 4."), t(4, "Name some glue."), t(4, "Fancy name 4."), t(4, "An hskip."),
    t(5, "⋆ Bonus Question 5."), t(5, "Why is glue rubber?"), t(5, "⋆ Solution 5."), t(5, "It stretches."),
    t(5, "ID: sixth; tagged Exercise 6."), t(5, "Which box is vertical?"),
    t(5, "7. Exercise"), t(5, "A heading style with the number first."),
    h(7, "A A List of all Solutions"),
    t(7, "Solution 1."), t(7, "A rectangle: height, depth, width."),
    t(7, "Solution 6."), t(7, "A vbox."),
    h(8, "B. Bibliography"),
    t(8, "1. Knuth, The TeXbook, 1984."), t(8, "2. Lamport, LaTeX, 1994."),
]


def test_contents_entries_cut_apart_open_no_key():
    exercises = indexed(MANUAL)
    assert [e["number"] for e in exercises] == ["1", "2", "3", "4", "5", "6", "7"]
    assert all(e["page"] > 1 for e in exercises)  # none on the contents page


def test_leaders_rejoined_and_read_as_a_contents_entry():
    assert contents_entries.leaders_only(". . . . . . . . 58") and contents_entries.leaders_only(". . . . .")
    assert not contents_entries.leaders_only("............") and not contents_entries.leaders_only("58")
    assert contents_entries.contents_line("Solution 10. . . . . . . . . . . . . . .")
    assert contents_entries.contents_line("1.4. Et le bon . . . . . . . 13")
    assert not contents_entries.contents_line("Try to fill in blanks. All of them ............")
    joined = list(contents_entries.rejoined([(1, "Solution 9.", False, "text"), (1, ". . . . . .", False, "text"),
                                             (1, "58", False, "text")]))
    assert [b[1] for b in joined] == ["Solution 9. . . . . . .", "58"]


def test_solutions_in_place_win_and_the_appendix_wins_over_an_example_list():
    answers = answers_of(indexed(MANUAL))
    assert answers["2"] == ("Stretchable space between boxes.", 3)  # in place, after a code listing
    assert answers["3"] == ("An hbox.", 5)  # `Solution 3.` though a running header waited as a candidate
    assert answers["4"] == ("An hskip.", 5)  # a renamed solution label
    assert answers["5"] == ("It stretches.", 6)
    assert answers["1"] == ("A rectangle: height, depth, width.", 8)  # the appendix, not the example on p. 4
    assert answers["6"] == ("A vbox.", 8)
    assert answers["7"] == (None, None)  # the bibliography's `1.` `2.` answer nothing


def test_labels_starred_reversed_and_after_a_margin_note():
    assert n.labelled_exercise("⋆ Bonus Question 29.")[0] == "29"
    assert n.labelled_solution("⋆ Solution 29.")[0] == "29"
    assert n.reversed_label("36. Exercise") == "36" and n.reversed_label("41. Exercise (1 P.)") == "41"
    assert n.reversed_label("1. Exercises") is None  # a section of exercises, not a label
    assert n.reversed_label("2. Exercise your rights") is None
    assert n.labelled_exercise("Bonus Question 3.") is None  # a qualifier only after a star
    exercises = indexed(MANUAL)
    six = next(e for e in exercises if e["number"] == "6")
    assert six["text"].startswith("Exercise 6.") and six["page"] == 6


def test_a_finished_question_before_the_next_label_is_no_margin_note():
    # 0929: a sheet whose parser joined each label to the line before it (`… = 15. Exercice 3`):
    # the finished sentence is exercise 2's question, kept; a note (`ID: …; tagged`) ends in no stop
    items = [t(0, "Feuille d'exercices. Exercice 1"), t(0, "Calculer la dérivée de f. Exercice 2"),
             t(0, "Résoudre l'équation 2x + 7 = 15. Exercice 3"), t(0, "Donner la limite de 1/x.")]
    texts = {e["number"]: e["text"] for e in indexed(items)}
    assert texts["2"] == "Exercice 2\nRésoudre l'équation 2x + 7 = 15."
    assert set(texts) == {"1", "2", "3"}


def test_a_renamed_label_needs_the_waiting_exercise_number():
    items = [t(0, "Exercise 1."), t(0, "Name a box."), t(0, "Fancy name 2."), t(0, "An hbox.")]
    assert answers_of(indexed(items))["1"] == (None, None)


def test_a_reversed_label_numbers_as_the_plain_items_do():
    # chemexec's sheet: `1. Exercise` (its default title), then items titled by their topic
    items = [t(0, "Exercises"), t(0, "1. Exercise"), t(0, "Write the reactions of phosphoric acid."),
             t(0, "2. Oxidation states"), t(0, "Which oxidation state has nitrogen in ammonia?")]
    assert [e["number"] for e in indexed(items)] == ["1", "2"]


def test_a_later_copy_wins_in_the_book_but_not_in_a_separate_booklet():
    from f.common.exercises.link import link

    def run(key_page):
        exercises = [{"number": "3", "lesson": None, "page": 1, "text": "3. Name a box."}]
        answers = [{"number": "3", "lesson": None, "page": p, "text": text, "source": "key", "key": k,
                    "explicit": False, "key_page": key_page if key_page is None else p}
                   for k, (p, text) in enumerate([(4, "first copy"), (9, "the list at the back")])]
        link(exercises, answers)
        return exercises[0]["answer"]["text"]

    assert run(0) == "the list at the back"
    assert run(None) == "first copy"
