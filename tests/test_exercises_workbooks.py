"""Workbooks with a separate answer section at the back (issue 27): lessons set as body text, a
key naming lessons by title alone or by a lesson the body never headed, and a per-lesson key that
still ends where the next lesson's exercises begin. Labelled books in tests/exercise_workbooks.py
(DEV tuned on, HELD written before the rules ran on them)."""
from __future__ import annotations

import pytest

from f.common.exercises.index import exercise_index
from tests.exercise_books import h, score, t
from tests.exercise_workbooks import DEV, HELD, PLAIN, TITLES


def found(items):
    return {(e["lesson"], e["number"]): e for e in exercise_index(items, None)["exercises"]}


@pytest.mark.parametrize("name", [*DEV, *HELD])
def test_each_workbook_links_its_answer_section(name):
    items, labels = {**DEV, **HELD}[name]
    s = score(found(items), labels)
    assert s["found"] == s["exercises"] and s["right"] == s["links"] == s["answered"], s


def test_a_lesson_set_as_body_text_is_a_lesson():
    book = found(PLAIN)
    assert sorted(book) == [("第1课时", "1"), ("第1课时", "2"), ("第2课时", "1"), ("第2课时", "2"), ("第2课时", "3")]
    assert book[("第2课时", "3")]["answer"]["text"] == "3 项"
    contents = [t(0, "第1课时 单项式 …… 3"), t(0, "1. 单项式 -3x 的系数是______。")]  # a contents line
    assert [e["lesson"] for e in found(contents).values()] == [None]


def test_a_key_names_a_lesson_by_its_title():
    book = found(TITLES)
    assert book[("1.1", "2")]["answer"]["text"] == "不是" and book[("1.2", "2")]["answer"]["text"] == "1/2"
    assert book[("1.1", "1")]["answer"]["method"] == "key_lesson"


def test_a_lesson_the_body_never_headed_does_not_end_a_key_at_the_back():
    book = [h(0, "2.1 整式"), h(0, "练习"), t(0, "1. 单项式 2a 的系数是多少？"),
            h(1, "2.3 整式的加减"), h(1, "练习"), t(1, "1. 化简：3a+2a。"), t(1, "2. 化简：5b-b。"),
            h(6, "参考答案"), h(6, "2.1 整式"), t(6, "1. 2"),
            h(6, "2.2 多项式"), t(6, "1. 3 2. 二次"),  # 2.2: the body never headed it
            h(7, "2.3 整式的加减"), t(7, "1. 5a 2. 4b")]
    linked = found(book)
    assert sorted(linked) == [("2.1", "1"), ("2.3", "1"), ("2.3", "2")]  # 2.2's answers are no exercises
    assert linked[("2.3", "1")]["answer"]["text"] == "5a" and linked[("2.3", "2")]["answer"]["text"] == "4b"


def test_a_per_lesson_key_still_ends_where_the_next_lessons_exercises_begin():
    book = [h(0, "5.1 相交线"), h(0, "练习"), t(0, "1. 对顶角相等吗？为什么？"), h(0, "答案"), t(0, "1. 相等"),
            h(1, "5.2 平行线"), h(1, "练习"), t(1, "1. 过直线外一点能画几条平行线？")]
    linked = found(book)
    assert linked[("5.2", "1")]["text"].startswith("1. 过直线外一点") and linked[("5.2", "1")]["answer"] is None


def test_lines_that_only_look_like_lessons_and_a_unit_test_inside_the_book():
    book = [h(0, "1.1 长度"), h(0, "练习"), t(0, "1. 一根绳子长 5 米，剪去一半，还剩多少米？"), t(0, "2.5 米"),
            t(0, "3.14 是圆周率的近似值"), t(0, "2. 1 米等于多少厘米？"),
            h(3, "第一章 单元测试"), t(3, "一、选择题（每小题 3 分，共 6 分）"),
            t(3, "1. 下列长度单位中最大的是（ ）A. 米 B. 千米"),
            h(4, "1.2 面积"), h(4, "练习"), t(4, "1. 边长 2 米的正方形面积是多少？")]
    exercises = exercise_index(book, None)["exercises"]
    assert [(e["lesson"], e["number"]) for e in exercises] == [("1.1", "1"), ("1.1", "2"), ("第一章", "1"), ("1.2", "1")]
    assert all(e["scope"] is None for e in exercises)  # a unit test inside a workbook makes no paper of it
