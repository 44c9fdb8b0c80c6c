"""Exercises, twelfth set (issue 27, decisions 1081-1084): heading words the exercises restart
under, answers printed in place and again in an appendix, question and answer lines OCR set as
headings, range answer lists with commas, lower case and colons, a question number before digits.
Small content lists written for the patterns, in other words than the set's (original text)."""
from __future__ import annotations

from f.common.exercises import key_runs, restart_headings
from f.common.exercises.index import exercise_index
from tests.exercise_books import h, t


def answers_of(items):
    return {(e["lesson"], e["number"]): (e["answer"] or {}).get("text")
            for e in exercise_index(items, None)["exercises"]}


MODULES = [  # `Module N`: a word no lesson pattern knows; the numbers start again under each
    h(0, "Module 1 Plants"), t(0, "1. What do roots take in?"), t(0, "2. What is the green pigment in leaves called?"),
    h(1, "Module 2 Animals"), t(1, "1. Which animals feed their young on milk?"), t(1, "2. What do gills do?"),
    h(2, "Answers"),
    h(2, "Module 1"), t(2, "1. Water and minerals"), t(2, "2. Chlorophyll"),
    h(2, "Module 2"), t(2, "1. Mammals"), t(2, "2. They take oxygen from water"),
]


def test_a_heading_word_the_numbers_restart_under_is_a_lesson():
    got = answers_of(MODULES)
    assert got[("Module 1", "2")] == "Chlorophyll" and got[("Module 2", "2")] == "They take oxygen from water"
    assert got[("Module 2", "1")] == "Mammals"


def test_a_numbered_heading_without_restart_is_no_lesson():
    # numbers that run on across `Figure`-like headings: no restart, no lesson word
    blocks = [(1, "Stage 1 Setup", True, "text"), (1, "1. Why?", False, "text"), (1, "2. How?", False, "text"),
              (2, "Stage 2 Run", True, "text"), (2, "3. When?", False, "text")]
    assert restart_headings.restart_words(blocks) == set()
    blocks[-1] = (2, "1. When?", False, "text")
    assert restart_headings.restart_words(blocks) == {"Stage"}
    # an exercises title with its numeral (`复习题一`) is the chapter's exercises, no scope of its own
    assert restart_headings.restart_words([(1, "复习题一", True, "text"), (1, "1．求 x。", False, "text"),
                                           (1, "2．求 y。", False, "text"), (2, "复习题二", True, "text"),
                                           (2, "1．求 z。", False, "text")]) == set()
    assert restart_headings.restart_lesson("模块二 电路", {"模块"}) == ("模块二", "电路")
    assert restart_headings.restart_lesson("Module 2", set()) is None


IN_PLACE = [  # the answer under each question, and a fuller copy in an appendix keyed by chapter
    h(0, "Topic 1 Light"), t(0, "1. What is the speed of light in air? Answer: About 3 × 10⁸ m/s"),
    t(0, "2. What does a prism split white light into? Answer: A spectrum"),
    h(1, "Topic 2 Sound"), t(1, "1. What does sound need to travel?"), h(1, "Answer: A medium"),  # OCR set it large
    h(1, "2. Why is the echo in a hall heard later than the voice?"), t(1, "Answer: It travels further"),
    h(2, "Solutions"), h(2, "Topic 1"), t(2, "1. Light travels at nearly its vacuum speed."),
    t(2, "2. The prism bends each colour by a different amount."),
    h(2, "Topic 2"), t(2, "1. Sound is a vibration of matter."), t(2, "2. The echo's path is longer."),
]


def test_an_answer_in_place_outranks_the_appendix_copy():
    got = answers_of(IN_PLACE)
    assert got[("Topic 1", "1")].startswith("Answer: About") and got[("Topic 1", "2")] == "Answer: A spectrum"
    assert got[("Topic 2", "1")] == "Answer: A medium" and got[("Topic 2", "2")] == "Answer: It travels further"


KEY_LINES = [  # `第一单元`-like lessons the patterns know, a joined key line with colons and `；`
    h(0, "第1单元 长度"), t(0, "1．1.5 米等于（　　）A．15 厘米　B．150 厘米"),
    t(0, "2．2.4 千米等于多少米？"), t(0, "3．1 分米＝____厘米。"),
    h(1, "第2单元 时间"), t(1, "1．1 小时等于（　　）A．60 分　B．100 分"), t(1, "2．半小时是____分钟。"),
    h(2, "答案与提示"),
    t(2, "第1单元：1～2 b、a；3．10第2单元：1．A；2．30"),
]


def test_range_lists_with_separators_and_numbers_before_digits():
    got = answers_of(KEY_LINES)
    assert got[("第1单元", "1")] == "b" and got[("第1单元", "2")] == "a" and got[("第1单元", "3")] == "10"
    assert got[("第2单元", "1")] == "A" and got[("第2单元", "2")] == "30"
    assert key_runs.letter_run("1–3: c, a, d") == "1. c 2. a 3. d"
    assert key_runs.letter_run("：1-2 B, D；3．x") == "1. B 2. D ；3．x"
    assert key_runs.letter_run("1-3 bad") is None  # a word, not three answers
    assert key_runs.lesson_inside("3．10第2单元：1．A", {"第2单元"}) == 4


def test_a_key_band_joined_on_one_line():
    from f.common.exercises.answer_tables import answer_tables, one_line_band

    assert one_line_band("4 5 6 D A C") == [("4", "D"), ("5", "A"), ("6", "C")]
    assert one_line_band("1 2 3 a b c") is None  # a marks grid's part labels (0533)
    assert one_line_band("1 2 4 A B C") is None and one_line_band("1 2 3 A B") is None
    items = [h(0, "Answers"), h(0, "1 2 3 4 C A D B"), h(0, "5 6 7 8 B B A C")]
    found, _used = answer_tables(items)
    assert [p for pairs in found.values() for p in pairs][4:] == [("5", "B"), ("6", "B"), ("7", "A"), ("8", "C")]


def test_a_title_ending_in_exercises_and_work_out_asks():
    from f.common.exercises import numbers as n

    assert n.is_exercise_title("Further practice problems") and n.is_exercise_title("Revision exercises")
    assert not n.is_exercise_title("How the exercises work") and not n.is_exercise_title("Lots of problems here")
    assert n.ASKS.search("Work out the area of the lawn.") and not n.ASKS.search("The work out there was hard")
    items = [h(0, "Unit 4 Area"), h(0, "Revision exercises"), t(0, "1. Measure the table."),
             t(0, "2. Draw a square of side 3 cm.")]
    assert [e["number"] for e in exercise_index(items, None)["exercises"]] == ["1", "2"]
