"""A textbook's front and its chapter pages (issue 28), in a real PDF through the real parser:
cover, title and copyright pages make one front-matter node and no junk nodes; the contents page
is a node of its own titled as printed; a node ends the page before the next one when that one
opens its page (a picture above it does not count as text), on the same page when it starts below
text; a numbered step repeated as a heading inside a review is no node."""
from __future__ import annotations

import pymupdf

from f.common.tree.walk import walk
from tests.pdfmake import new_page, to_bytes, tree_of, write

BODY = "本节介绍数据与信息的概念，以及如何用计算机处理数据。学生应当理解数据的含义和用途。"


def _picture(page, rect):
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 60, 30), 0)
    pix.set_rect(pix.irect, (120, 160, 200))
    page.insert_image(rect, pixmap=pix)


def textbook() -> bytes:
    doc = pymupdf.open()
    cover = new_page(doc)
    write(cover, 120, 90, "普通高中教科书", 20)
    write(cover, 150, 200, "信息技术", 40)
    write(cover, 160, 260, "必修 1", 20)
    write(cover, 130, 540, "数据与计算出版社", 16)
    title = new_page(doc)
    write(title, 120, 90, "普通高中教科书", 18)
    write(title, 150, 200, "信息技术", 36)
    write(title, 160, 300, "主编 张三 李四", 14)
    copyright_ = new_page(doc)
    write(copyright_, 50, 80, "图书在版编目（CIP）数据", 10)
    write(copyright_, 50, 100, "ISBN 978-7-0000-0000-0", 10)
    write(copyright_, 50, 120, "版权所有 未经许可不得翻印", 10)
    toc = new_page(doc)
    write(toc, 180, 70, "目  录", 20)
    rows = [("第1章 数据与信息", "1"), ("1.1 数据的概念", "1"), ("1.2 数据的处理", "2"),
            ("本章复习", "3"), ("第2章 算法与程序", "4"), ("2.1 算法的描述", "4"), ("本章复习", "5")]
    for n, (title_, page) in enumerate(rows):
        write(toc, 60, 120 + n * 26, f"{title_} ………………………… {page}", 12)
    pages = [
        [("第1章 数据与信息", 22), ("1.1 数据的概念", 15), BODY, BODY],
        [("1.2 数据的处理", 15), BODY, BODY],
        [("本章复习", 18), "回顾本章的学习过程。", BODY, BODY],
        [("第2章 算法与程序", 22), ("2.1 算法的描述", 15), BODY, "设计算法的步骤如下。",
         ("1 确定需求", 13), BODY, ("2 设计算法", 13), BODY],
        [BODY, ("本章复习", 18), "回顾本章的学习过程。", ("1 确定需求", 13), BODY],
    ]
    for number, lines in enumerate(pages):
        page = new_page(doc)
        y = 70
        if number == 3:
            _picture(page, pymupdf.Rect(40, 30, 380, 110))  # a chapter opener's picture above its title
            y = 150
        for line in lines:
            text, size = line if isinstance(line, tuple) else (line, 10.5)
            if size == 10.5:
                for part in (text[:30], text[30:]):
                    write(page, 40, y, part, size)
                    y += 18
            else:
                write(page, 40, y, text, size)
                y += size * 2.2
        write(page, 200, 570, str(number + 1), 9)
    return to_bytes(doc)


def _nodes():
    tree = tree_of(textbook())
    return tree, [(d, n["title"], n["start_index"], n["end_index"]) for d, n, _ in walk(tree["structure"])]


def test_cover_title_and_copyright_pages_are_one_front_node_with_the_contents_in_it():
    tree, nodes = _nodes()
    tops = [n["title"] for n in tree["structure"]]
    assert tops == ["前置内容", "第1章 数据与信息", "第2章 算法与程序"], nodes
    front = tree["structure"][0]
    assert [(c["title"], c["start_index"], c["end_index"]) for c in front.get("nodes", [])] == [("目录", 4, 4)]
    assert (front["start_index"], front["end_index"]) == (1, 4)
    assert not any(t in ("普通高中教科书", "信息技术", "必修 1") for _, t, _, _ in nodes)


def test_a_node_ends_before_a_chapter_that_opens_its_page_and_on_a_page_shared_with_text():
    _, nodes = _nodes()
    by_title = {}
    for d, title, start, end in nodes:
        by_title.setdefault(title, []).append((d, start, end))
    # chapter 1's review ends on page 7: chapter 2 opens page 8 below only a picture
    assert by_title["本章复习"][0] == (2, 7, 7)
    assert by_title["第1章 数据与信息"] == [(1, 5, 7)]
    # 2.1 runs onto page 9, where the second review starts below its text
    assert by_title["2.1 算法的描述"] == [(2, 8, 9)]


def test_a_numbered_step_repeated_in_a_review_is_no_node():
    _, nodes = _nodes()
    steps = [(d, start) for d, title, start, _ in nodes if title == "1 确定需求"]
    assert steps == [(3, 8)], nodes  # the step in 2.1 stays, its copy in the review does not
    # beside 第N章 chapters a bare `2 设计算法` is a step, not a repeat of chapter 2
    assert (3, "2 设计算法", 8, 9) in nodes
