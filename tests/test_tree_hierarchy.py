"""Hierarchy from numbering and form on hand-made MinerU-shaped books where every heading is
level 1 (as MinerU writes them): nesting, generic headings, Western and full-width numbering."""
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def outline(items, **kw) -> list[tuple]:
    tree = build_pageindex(items, book_id="t/b", doc_name="b", **kw)
    return [(depth, n["title"], n["start_index"], n["end_index"])
            for depth, n, _ in walk(tree["structure"])]


def test_all_level_one_headings_nest_by_numbering():
    items = book([
        [("h", "第一章 集合与函数"), ("h", "1.1 集合"), ("t",), ("h", "1.1.1 集合的含义"), ("t",)],
        [("t",), ("h", "1.1.2 集合间的基本关系"), ("t",)],
        [("h", "1.2 函数"), ("t",)],
        [("t",)],
        [("h", "第二章 基本初等函数"), ("t",), ("h", "2.1 指数函数"), ("t",)],
        [("t",)],
    ])
    assert outline(items) == [
        (1, "第一章 集合与函数", 1, 4), (2, "1.1 集合", 1, 2), (3, "1.1.1 集合的含义", 1, 2),
        (3, "1.1.2 集合间的基本关系", 2, 2), (2, "1.2 函数", 3, 4),
        (1, "第二章 基本初等函数", 5, 6), (2, "2.1 指数函数", 5, 6)]


def test_page_ranges_follow_where_the_next_heading_sits():
    # 1.2 starts mid-page 2 (1.1 ends on page 2); chapter 2 opens page 4 (chapter 1 ends on 3)
    items = book([
        [("h", "第一章 数列"), ("h", "1.1 数列的概念"), ("t",)],
        [("t",), ("h", "1.2 等差数列"), ("t",)],
        [("t",)],
        [("h", "第二章 导数"), ("t",)],
        [("t",)],
    ])
    assert outline(items) == [(1, "第一章 数列", 1, 3), (2, "1.1 数列的概念", 1, 2),
                              (2, "1.2 等差数列", 2, 3), (1, "第二章 导数", 4, 5)]


def test_generic_headings_nest_under_their_section_never_at_the_top():
    items = book([
        [("h", "第六章 平面向量"), ("h", "6.1 平面向量的概念"), ("h", "要点归纳"), ("t",),
         ("h", "基础训练"), ("t",)],
        [("h", "习题6.1"), ("t",)],
        [("h", "6.2 平面向量的运算"), ("h", "要点归纳"), ("t",), ("h", "6.2.1 向量的加法"),
         ("t",)],
        [("h", "习题6.2"), ("t",), ("h", "本章小结"), ("t",)],
        [("h", "第七章 复数"), ("h", "7.1 复数的概念"), ("t",), ("h", "Exercises"), ("t",)],
    ])
    got = outline(items)
    top = [title for depth, title, *_ in got if depth == 1]
    assert top == ["第六章 平面向量", "第七章 复数"]
    assert got == [
        (1, "第六章 平面向量", 1, 4), (2, "6.1 平面向量的概念", 1, 2), (3, "要点归纳", 1, 1),
        (3, "基础训练", 1, 1), (3, "习题6.1", 2, 2), (2, "6.2 平面向量的运算", 3, 4),
        (3, "要点归纳", 3, 3), (3, "6.2.1 向量的加法", 3, 3), (3, "习题6.2", 4, 4),
        (2, "本章小结", 4, 4), (1, "第七章 复数", 5, 5), (2, "7.1 复数的概念", 5, 5),
        (3, "Exercises", 5, 5)]


def test_western_numbering():
    items = book([
        [("h", "Part I Foundations"), ("h", "Chapter 1 Sets"), ("h", "1.1 Basic notions"), ("t",)],
        [("h", "1.1.1 Membership"), ("t",), ("h", "Exercises"), ("t",)],
        [("h", "Chapter 2 Functions"), ("h", "Section 2.1 Maps"), ("t",), ("h", "§2.2 Inverses"),
         ("t",)],
        [("h", "Part II Analysis"), ("h", "Chapter 3 Limits"), ("t",)],
        [("h", "Appendix A Tables"), ("h", "A.1 Normal table"), ("t",), ("h", "Index"), ("t",)],
    ])
    assert [(d, t) for d, t, *_ in outline(items)] == [
        (1, "Part I Foundations"), (2, "Chapter 1 Sets"), (3, "1.1 Basic notions"),
        (4, "1.1.1 Membership"), (5, "Exercises"), (2, "Chapter 2 Functions"),
        (3, "Section 2.1 Maps"), (3, "§2.2 Inverses"), (1, "Part II Analysis"),
        (2, "Chapter 3 Limits"), (2, "Appendix A Tables"), (3, "A.1 Normal table"), (1, "Index")]


def test_full_width_digits_spaces_and_sub_numbering():
    items = book([
        [("h", "第２３章 旋转"), ("h", "２３．１ 图形的旋转"), ("h", "23.1(一) 旋转的概念"), ("t",)],
        [("h", "23.1（二）旋转的性质"), ("t",), ("h", "23 . 2 中心对称"), ("t",)],
        [("h", "第 24 章 圆"), ("h", "24.1 圆的有关性质"), ("t",)],
    ])
    assert [(d, t) for d, t, *_ in outline(items)] == [
        (1, "第２３章 旋转"), (2, "２３．１ 图形的旋转"), (3, "23.1(一) 旋转的概念"),
        (3, "23.1（二）旋转的性质"), (2, "23 . 2 中心对称"), (1, "第 24 章 圆"),
        (2, "24.1 圆的有关性质")]


def test_free_schemes_nest_in_their_section():
    items = book([
        [("h", "第一章 总论"), ("h", "一、研究对象"), ("h", "（一）对象的范围"), ("t",),
         ("h", "（二）对象的特征"), ("t",)],
        [("h", "二、研究方法"), ("h", "1. 观察法"), ("t",), ("h", "2. 实验法"), ("t",)],
        [("h", "第二章 方法"), ("h", "一、概述"), ("t",)],
    ])
    assert [(d, t) for d, t, *_ in outline(items)] == [
        (1, "第一章 总论"), (2, "一、研究对象"), (3, "（一）对象的范围"), (3, "（二）对象的特征"),
        (2, "二、研究方法"), (3, "1. 观察法"), (3, "2. 实验法"), (1, "第二章 方法"),
        (2, "一、概述")]


def test_unnumbered_headings_use_text_level_and_layout():
    centred = {"bbox": [400, 100, 600, 130]}
    items = book([
        [("h", "数与代数", centred), ("h", "数的认识", {"level": 2}), ("t",),
         ("h", "数的运算", {"level": 2}), ("t",)],
        [("h", "图形与几何", centred), ("h", "平面图形"), ("t",), ("h", "立体图形"), ("t",)],
    ])
    assert [(d, t) for d, t, *_ in outline(items)] == [
        (1, "数与代数"), (2, "数的认识"), (2, "数的运算"), (1, "图形与几何"), (2, "平面图形"),
        (2, "立体图形")]


def test_untagged_chapter_line_becomes_a_heading_but_body_sentences_do_not():
    items = book([
        [("h", "第一章 函数"), ("h", "1.1 概念"), ("t", "第二章将讨论导数，这里先复习函数。")],
        [("t", "第二章 导数"), ("t", "2.1 导数的概念"), ("t", "1.5 倍的增长不是标题")],
    ])
    assert [(d, t) for d, t, *_ in outline(items)] == [
        (1, "第一章 函数"), (2, "1.1 概念"), (1, "第二章 导数"), (2, "2.1 导数的概念")]


def test_chapter_number_alone_merges_with_its_title_and_duplicates_are_dropped():
    items = book([
        [("h", "第三章"), ("h", "概率"), ("t",)],
        [("h", "第三章 概率"), ("h", "3.1 随机事件"), ("t",)],
        [("h", "表 3.1 事件的关系"), ("t",), ("h", "3.1 随机事件"), ("t",)],
    ])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    assert [(d, n["title"], n["start_index"]) for d, n, _ in walk(tree["structure"])] == [
        (1, "第三章 概率", 1), (2, "3.1 随机事件", 2)]
    section = tree["structure"][0]["nodes"][0]
    assert "表 3.1 事件的关系" in section["text"]


def test_unnumbered_headings_of_larger_type_hold_the_smaller_ones():
    big, small = {"bbox": [120, 100, 400, 136]}, {"bbox": [120, 200, 400, 222]}
    items = book([
        [("h", "力学", big), ("h", "运动的描述", small), ("t",), ("h", "相互作用", small), ("t",)],
        [("h", "热学", big), ("h", "分子动理论", small), ("t",)],
    ])
    assert [(d, t) for d, t, *_ in outline(items)] == [
        (1, "力学"), (2, "运动的描述"), (2, "相互作用"), (1, "热学"), (2, "分子动理论")]


def test_a_section_closed_by_its_exercises_takes_no_more_generic_headings():
    items = book([
        [("h", "第六章 平面向量"), ("h", "6.3 基本定理"), ("h", "6.3.1 正交分解"), ("t",)],
        [("h", "习题6.3"), ("t",)],
        [("h", "阅读与思考 向量概念的由来"), ("t",)],
        [("h", "本章小结"), ("t",), ("h", "复习参考题6"), ("t",)],
    ])
    assert [(d, t) for d, t, *_ in outline(items)] == [
        (1, "第六章 平面向量"), (2, "6.3 基本定理"), (3, "6.3.1 正交分解"), (3, "习题6.3"),
        (2, "阅读与思考 向量概念的由来"), (2, "本章小结"), (2, "复习参考题6")]
