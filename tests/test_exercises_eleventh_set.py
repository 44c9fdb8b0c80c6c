"""Exercises, eleventh set (issue 27, decisions 1076-1078): a workbook's back key keyed by chapter
heading and plain numbers, whose short lines a parser joined (`2.5 3.>`) or left alone (`4.2`); a
paper whose answer file is titled `Mark Scheme` and gives its parts in another order, one part
heading joined to the end of the answer above it. Small content lists written for the patterns
(original text)."""
from __future__ import annotations

from f.common.exercises import key_runs, paper
from f.common.exercises import numbers as n
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t
from tests.test_exercises_papers import linked


def answers_of(exercises):
    return {(e["lesson"], e["number"]): (e["answer"] or {}).get("text") for e in exercises}


CHAPTER_KEY = [
    h(0, "第一章 有理数"), h(0, "复习题一"),
    t(0, "1．下列各数中，是负数的是（　　）A．0　B．−3"), t(0, "2．−5 的相反数是＿＿＿＿。"),
    t(0, "3．比较大小：−2＿＿＿＿−7。"),
    h(1, "第二章 整式"), h(1, "复习题二"),
    t(1, "1．单项式 −3x²y 的系数是＿＿＿＿。"), t(1, "2．化简：3a＋2a＝＿＿＿＿。"),
    t(1, "3．多项式 x²＋2x＋1 的次数是＿＿＿＿。"),
    h(2, "参考答案"),
    h(2, "第一章"), t(2, "1．B"), t(2, "2．5 3．＞"),  # two short lines the parser joined: `2.5 3.>`
    h(2, "第二章"), t(2, "1．−3"), t(2, "2．5a"), t(2, "3．2"),  # `3.2` alone: answer 3 is 2
]


def test_chapter_key_numbers_are_answers_not_sections():
    got = answers_of(exercise_index(CHAPTER_KEY, None)["exercises"])
    assert got[("第一章", "2")] == "5" and got[("第一章", "3")] == ">"
    assert got[("第二章", "3")] == "2"


def test_a_section_id_stays_a_section():
    # `2.1` under 第二章 (its own chapter), a run that starts again at 1, or a book printing
    # dotted lessons: the id is a section heading, not the next answer
    assert not key_runs.answer_not_lesson("2.3", "", 2, "第二章", set())
    assert not key_runs.answer_not_lesson("2.1", "1. B", 1, "第一章", set())
    assert not key_runs.answer_not_lesson("2.5", "3. C", 1, "第一章", {"习题1.2"})
    assert key_runs.answer_not_lesson("2.5", "3. C", 1, "第一章", set())
    assert key_runs.answer_not_lesson("4.2", "", 3, "Chapter 2", set())
    assert key_runs.chapter_number("第十二章") == 12 and key_runs.chapter_number("Chapter 3") == 3


PAPER = [
    h(0, "Physics Mock Examination"), h(0, "Instructions to candidates"),
    t(0, "1. Write your name in the space provided."), t(0, "2. Answer all questions."),
    t(0, "Part I Multiple choice"),
    t(0, "1. Which unit measures electric current? (A) volt (B) ampere"),
    t(0, "2. Which energy rises as a ball falls? (A) potential (B) kinetic"),
    t(1, "Part II Short answers"),
    t(1, "1. State Newton's first law of motion."), t(1, "2. Calculate the net force on 2 kg at 3 m/s²."),
]
MARK_SCHEME = [
    h(0, "Physics Mock Examination: Mark Scheme"),
    t(0, "Part II Short answers"),
    t(0, "1. A body stays at rest or moves uniformly unless a net force acts."),
    t(0, "2. F = ma = 6 N. Part I Multiple choice"),  # the next part's heading joined to the answer
    t(0, "1. B"), t(0, "2. B"),
]


def test_mark_scheme_parts_in_another_order():
    by = {(e["scope"][0], e["number"]): (e["answer"] or {}).get("text") for e in linked(PAPER, MARK_SCHEME)}
    assert by[(1, "1")] == "B" and by[(1, "2")] == "B"
    assert by[(2, "1")].startswith("A body stays") and by[(2, "2")] == "F = ma = 6 N."


def test_mark_scheme_is_a_key_title_and_a_trailing_part_is_cut():
    assert n.key_title("Mark Scheme") == "" and n.key_title("Marking scheme") == ""
    assert n.key_title("Mark scheme for the test is below") is None
    assert paper.names_key("Physics Mock Examination: Mark Scheme")
    text = "4. Remote controls. Part I Multiple choice"
    assert text[paper.trailing_part(text):] == "Part I Multiple choice"
    assert paper.trailing_part("4. It is part of the answer. Part of it is wrong") is None
    assert paper.trailing_part("See section 3 of the notes") is None


LESSON_LISTS = [  # written after the held-back score (1079): its kind, other words
    h(0, "第1课 杠杆"), t(0, "1．下列工具属于省力杠杆的是（　　）A．钳子　B．镊子"),
    t(0, "2．支点到力的作用线的距离叫＿＿＿＿。"),
    t(0, "3．天平是（　　）A．省力杠杆　B．等臂杠杆"),
    h(0, "第2课 滑轮"), t(0, "1．定滑轮的作用是（　　）A．省力　B．改变力的方向"), t(0, "2．动滑轮能省＿＿＿＿力。"),
    t(0, "3．使用滑轮组可以（　　）A．省功　B．省力"),
    h(1, "参考答案"),
    t(1, "第1课 1 A 2．力臂 3．B第2课 1-2 BA 3．B"),  # two lessons' lines joined by the parser
]


def test_letter_runs_and_lessons_joined_in_a_key():
    assert key_runs.letter_run("1-5 ACCDD 6．振动") == "1. A 2. C 3. C 4. D 5. D 6．振动"
    assert key_runs.letter_run("1～3：A B C") == "1. A 2. B 3. C"
    assert key_runs.letter_run("1-5 ACD") is None  # three letters for five numbers: no run
    assert key_runs.lesson_inside("6．介质第2课 1-5 ABCBA", {"第2课"}) == 4
    assert key_runs.lesson_inside("见第2课的例题", {"第2课"}) is None
    assert key_runs.lesson_inside("x = 2.1 3. 4", {"2.1"}) is None
    got = answers_of(exercise_index(LESSON_LISTS, None)["exercises"])
    assert got[("第2课", "1")] == "B" and got[("第2课", "2")] == "A" and got[("第2课", "3")] == "B"
    assert got[("第1课", "3")] == "B"
