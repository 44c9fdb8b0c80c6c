"""Held-out labelled books with separate answer booklets (`--answers-for`), written after the
booklet rules and never tuned on: each a MinerU-shaped book, its booklet, and the answer every
exercise of the book should get from the booklet (a prefix) or None. Scored by
bench/bench_exercises.py --labels with tests.exercise_books.score."""
from __future__ import annotations

from tests.exercise_books import h, t

SYNC_BOOK = [  # 同步练习册: 习题 lessons in the book, bare section numbers in the booklet
    h(0, "第一章 三角形"), h(0, "1.1 与三角形有关的线段"), h(0, "习题1.1"),
    t(0, "1. 三角形的两边长为 3 和 5，第三边长可能是（ ） A. 1 B. 2 C. 6 D. 8"),
    t(0, "2. 画出锐角三角形 ABC 的三条高。"), t(1, "3. 一个等腰三角形的周长为 16，一边长为 6，求另两边长。"),
    h(1, "1.2 与三角形有关的角"), h(1, "习题1.2"), t(1, "1. 三角形的内角和是多少度？"),
    t(2, "2. 在 △ABC 中，∠A=50°，∠B=60°，求 ∠C。"), t(2, "3. 直角三角形的两个锐角有什么关系？"),
]
SYNC_BOOKLET = [
    h(0, "参考答案"), h(0, "第一章 三角形"), h(0, "1.1 与三角形有关的线段"),
    t(0, "1. C 2. 图略 3. 6 和 4，或 5 和 5"), h(1, "1.2 与三角形有关的角"),
    t(1, "1. 180° 2. ∠C=70° 3. 互余"),
]
SYNC_LABELS = {("习题1.1", "1"): "C", ("习题1.1", "2"): "图略", ("习题1.1", "3"): "6 和 4",
               ("习题1.2", "1"): "180°", ("习题1.2", "2"): "∠C=70°", ("习题1.2", "3"): "互余"}

TOPIC_BOOK = [  # 专题 handout, numbers restarting per topic; the booklet prints 【答案】 per item
    h(0, "专题1 一元二次方程的解法"), t(0, "1. 解方程 x²=4。"), t(0, "2. 用配方法解 x²+2x-3=0。"),
    h(1, "专题2 根的判别式"), t(1, "1. 方程 x²+x+1=0 有实数根吗？"),
    t(1, "2. k 为何值时，方程 x²-2x+k=0 有两个相等的实数根？"), t(1, "3. 判断方程 2x²-3x-1=0 根的情况。"),
]
TOPIC_BOOKLET = [
    h(0, "答案详解"), h(0, "专题1"), t(0, "1.【答案】x=±2【解析】直接开平方。"),
    t(0, "2.【答案】x₁=1，x₂=-3"), h(1, "专题2"), t(1, "1.【答案】没有"), t(1, "2.【答案】k=1"),
]
TOPIC_LABELS = {("专题1", "1"): "【答案】x=±2", ("专题1", "2"): "【答案】x₁=1",
                ("专题2", "1"): "【答案】没有", ("专题2", "2"): "【答案】k=1", ("专题2", "3"): None}

MIXED_BOOK = [  # lessons 2.1（1） with full-width brackets; the book answers one question itself
    h(0, "2.1（1） 有理数的加法"), h(0, "练习"), t(0, "1. 计算：(-3)+5。"), t(0, "2. 计算：(-7)+(-2)。"),
    t(0, "解：(-7)+(-2)=-9。"), h(1, "2.1（2） 有理数的减法"), h(1, "练习"), t(1, "1. 计算：4-(-6)。"),
    t(1, "2. 计算：-5-3。"),
]
MIXED_BOOKLET = [  # lesson ids opening the key's blocks, half-width brackets and a space
    h(0, "练习册答案"), t(0, "2.1 (1) 1. 2 2. -9"), t(0, "2.1 (2) 1. 10 2. -8"),
    h(1, "单元测试"), t(1, "1. A 2. 3"),  # numbers repeat in the book: unlinked
]
MIXED_LABELS = {("2.1(1)", "1"): "2", ("2.1(1)", "2"): "解：", ("2.1(2)", "1"): "10",
                ("2.1(2)", "2"): "-8"}

BOOKLETS = {"同步练习册, bare section numbers": (SYNC_BOOK, SYNC_BOOKLET, SYNC_LABELS),
            "专题 handout, 【答案】 per item": (TOPIC_BOOK, TOPIC_BOOKLET, TOPIC_LABELS),
            "lesson ids in key blocks, the book's own answer kept": (MIXED_BOOK, MIXED_BOOKLET, MIXED_LABELS)}


def booklet_found(book: list, booklet: list) -> dict:
    """(lesson, number) -> the book's exercise with the booklet's answers linked, as kb-exercise
    sees it."""
    from f.common.exercises.booklet import booklet_index, link_booklets
    from f.common.exercises.index import exercise_index

    exercises = exercise_index(book, None, book_id="book")["exercises"]
    answers = booklet_index(booklet, [e["lesson"] for e in exercises], book_id="booklet")["answers"]
    link_booklets(exercises, [("booklet", answers)])
    return {(e["lesson"], e["number"]): e for e in exercises}
