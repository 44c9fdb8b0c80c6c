"""Exercises on scanned papers (issue 27, decisions 0641-0645): what OCR makes of a paper and its
key. A section's `一、` lost (`选择题` alone), a label line joined to the end of the line above,
bold item lines set as headings, a question table and a key table given one line per cell, an
`Answer key` title in body text, a subtitle in small capitals, a line of short answers whose
next number is followed by a digit (`13.1`). Small content lists written for the patterns."""
from __future__ import annotations

from f.common.exercises import numbers as n
from f.common.exercises import paper
from f.common.exercises.index import exercise_index
from f.common.exercises.question_tables import line_question_rows
from tests.exercise_books import h, t


def indexed(items):
    return exercise_index(items, None)["exercises"]


def answers(items):
    return {(e["number"], (e.get("scope") or [None, None])[1]): e["answer"] and e["answer"]["text"]
            for e in indexed(items)}


PAPER = [h(0, "八年级物理单元测试卷"),
         t(0, "一、选择题（每小题3分，共9分）"),
         t(0, "1. 下列物体中属于光源的是（  ）"), t(0, "A. 月亮 B. 太阳 C. 镜子 D. 雪"),
         t(0, "2. 声音在哪种介质中传播最快（  ）"), t(0, "A. 空气 B. 水 C. 钢铁 D. 真空"),
         t(1, "二、填空题（每小题4分，共8分）"),
         t(1, "1. 光在真空中的传播速度约为________。"), t(1, "2. 声音是由物体________产生的。"),
         t(2, "参考答案"), t(2, "选择题"), t(2, "1. B"), t(2, "2. C"),
         t(2, "填空题"), t(2, "1. 3×10⁸ m/s"), t(2, "2. 振动")]


def test_a_section_word_alone_in_the_key_scopes_its_answers():
    found = answers(PAPER)
    assert found[("1", 1)] == "B" and found[("2", 1)] == "C"
    assert found[("1", 2)].startswith("3×10") and found[("2", 2)] == "振动"


def test_without_the_section_words_the_repeated_numbers_stay_unlinked():
    # the key's two runs of 1, 2 cannot be told apart: nothing links to the wrong section
    found = answers([b for b in PAPER if b["text"] not in ("选择题", "填空题")])
    assert found[("1", 2)] in (None, "B") and found[("1", 2)] != "3×10⁸ m/s"
    assert found[("2", 2)] != "振动"


def test_bare_group_is_the_word_and_its_marks_only():
    assert paper.bare_group("选择题") == "选择"
    assert paper.bare_group("填空题（每小题4分）") == "填空"
    assert paper.bare_group("选择题每小题选出答案后，用铅笔涂黑") is None
    assert paper.group_kind("不定项选择") == "choice"


def test_a_label_ocr_joined_to_the_line_above_starts_its_exercise():
    items = [h(0, "Feuille d'exercices"), t(0, "Classe de seconde. Exercice 1"),
             t(0, "Calculer 3 + 4."), t(0, "Résoudre 2x = 6. Exercice 2"), t(0, "Factoriser x² − 1."),
             h(1, "Corrigé"), t(1, "Exercice 1"), t(1, "7."), t(1, "Exercice 2"), t(1, "x = 3.")]
    found = {e["number"]: e for e in indexed(items)}
    assert sorted(found) == ["1", "2"]
    assert found["1"]["text"].startswith("Exercice 1\nCalculer")
    assert n.trailing_label("Résoudre 2x = 6. Exercice 2") == len("Résoudre 2x = 6. ")
    assert n.trailing_label("Voir l'Exercice 2 pour la suite.") is None  # text after the label


def test_bold_item_lines_set_as_headings_under_an_exercises_title_are_items():
    items = [t(0, "Exercises"), h(0, "1. Exercise"), t(0, "Balance the burning of methane."),
             h(0, "2. Acids"), t(0, "Which salts dissolve in water?"),
             h(1, "Solutions"), t(1, "1. Solution"), t(1, "CH4 + 2 O2 -> CO2 + 2 H2O"),
             t(1, "2. Acids"), t(1, "sodium chloride")]
    found = {e["number"]: e for e in indexed(items)}
    assert sorted(found) == ["1", "2"]
    assert found["2"]["answer"]["text"] == "sodium chloride"


def test_a_numbered_heading_out_of_turn_is_still_a_section():
    # `3. Results` under the exercises title when no exercise 2 came: a section, not an item
    items = [t(0, "Exercises"), h(0, "1. Exercise"), t(0, "Balance the burning of methane."),
             h(0, "3. Results"), t(0, "Some prose about the results.")]
    assert [e["number"] for e in indexed(items)] == ["1"]


SHEET = [h(0, "Revision Sheet"), t(0, "Q"), t(0, "Task"), t(0, "Points"),
         t(0, "1 Name the gas plants take in. 2"), t(0, "2 Convert 3 km into metres. 1"),
         t(0, "3 What is 7 × 8? 1"),
         t(1, "Answer key"), t(1, "Q"), t(1, "Answer"), t(1, "1"), t(1, "Carbon dioxide."),
         t(1, "2"), t(1, "3000 m."), t(1, "3 56.")]


def test_a_question_table_read_line_by_line():
    rows, used = line_question_rows(SHEET, 1)
    assert rows == [("1", "Name the gas plants take in."), ("2", "Convert 3 km into metres."),
                    ("3", "What is 7 × 8?")]
    assert used == {1, 2, 3, 4, 5, 6}
    assert line_question_rows(SHEET, 8) == ([], set())  # `Q` `Answer`: an answer table's head


def test_a_key_table_given_cell_by_cell_and_an_answer_key_line():
    found = {e["number"]: e["answer"] and e["answer"]["text"] for e in indexed(SHEET)}
    assert found == {"1": "Carbon dioxide.", "2": "3000 m.", "3": "56."}
    assert n.key_title("Answer key") == "" and n.key_title("Answer Key 1.1") == "Key 1.1"


def test_a_subtitle_in_small_capitals():
    assert paper.subtitle("SOME OTHER QUESTIONS") and paper.subtitle("Some other questions")
    assert not paper.subtitle("INSTRUCTIONS")  # one word, naming no run of questions


def test_a_line_of_short_answers_whose_next_number_meets_a_digit():
    assert n.split_answers("12. 1.2 × 10⁸ 13.1 14.5 15.1 或 3") == [
        ("12", "1.2 × 10⁸"), ("13", "1"), ("14", "5"), ("15", "1 或 3")]
    assert n.split_answers("3. x = 2.5 and 4.5 is wrong") == [("3", "x = 2.5 and 4.5 is wrong")]


def test_a_labelled_question_alone_in_a_papers_key_starts_its_answer():
    items = [h(0, "Verifica di matematica"), t(0, "Esercizio 1."), t(0, "Calcola la somma 2 + 3."),
             t(0, "Esercizio 2."), t(0, "Risolvi l'equazione x + 1 = 3."),
             h(1, "Soluzioni"), t(1, "ESERCIZIO 1."), t(1, "La somma vale 5."),
             t(1, "ESERCIZIO 2."), t(1, "x = 2")]
    found = {e["number"]: e["answer"] and e["answer"]["text"] for e in indexed(items)}
    assert found == {"1": "La somma vale 5.", "2": "x = 2"}

