"""Issue 12: where a PDF has bookmarks they win: levels and parents kept exactly, matched to their
heading line with numbering normalised, never re-parented by headings found in the pages."""
import json

import pymupdf

from f.common.pdf.run import parse_pdf
from f.common.tree.pageindex import build_pageindex
from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page."


def _tree(data: bytes, use_outline: bool = True) -> list:
    files, _ = parse_pdf(data, use_outline=use_outline)
    items = json.loads(files["content_list.json"])
    return build_pageindex(items, book_id="b", doc_name="b")["structure"]


def _titles(nodes, depth=0):
    out = []
    for node in nodes:
        out.append((depth, node["title"], node["start_index"]))
        out += _titles(node.get("nodes", []), depth + 1)
    return out


def _doc(pages: list[list[tuple[str, int]]], toc: list) -> bytes:
    doc = pymupdf.open()
    for lines in pages:
        page = pdfmake.new_page(doc)
        for n, (text, size) in enumerate(lines):
            pdfmake.write(page, 40, 60 + n * 26, text, size)
    doc.set_toc(toc)
    return pdfmake.to_bytes(doc)


def test_a_preface_bookmark_is_no_parent_of_the_numbered_chapters():
    data = _doc([[("前言", 16), ("这是前言的正文，说明本书的写法和用法，供读者参考。", 10)],
                 [("一、编程规约", 16), ("这是第一章的正文，说明编程的规约，供读者参考。", 10)],
                 [("（一）命名风格", 13), ("这是第一节的正文，说明命名的风格，供读者参考。", 10)],
                 [("二、异常日志", 16), ("这是第二章的正文，说明异常的日志，供读者参考。", 10)]],
                [[1, "前言", 1], [1, "一、编程规约", 2], [2, "(一) 命名风格", 3], [1, "二、异常日志", 4]])
    got = _titles(_tree(data))
    assert (0, "前言", 1) in got and (0, "一、编程规约", 2) in got and (0, "二、异常日志", 4) in got
    assert (1, "（一）命名风格", 3) in got


def test_a_bookmark_without_the_letter_matches_the_lettered_line():
    data = _doc([[("I. Introduction", 15), (BODY, 10)],
                 [("II. Definitions", 15), (BODY, 10), ("A. Mobile Platform", 12), (BODY, 10)]],
                [[1, "Introduction", 1], [1, "Definitions", 2], [2, "Mobile Platform", 2]])
    got = _titles(_tree(data))
    assert (0, "I. Introduction", 1) in got
    assert (1, "A. Mobile Platform", 2) in got  # the marker stays in the title


def test_a_chapter_label_bookmark_matches_a_two_digit_chapter():
    data = _doc([[("Chapter 9", 18), ("Timers", 22), (BODY, 10)],
                 [("Chapter 10", 18), ("Counters", 22), (BODY, 10)]],
                [[1, "Timers", 1], [1, "Counters", 2]])
    got = _titles(_tree(data))
    assert (0, "Chapter 9 Timers", 1) in got and (0, "Chapter 10 Counters", 2) in got


def test_a_footnote_is_never_a_heading():
    doc = pymupdf.open()
    page = pdfmake.new_page(doc)
    pdfmake.write(page, 40, 60, "I. Introduction", 15)
    for n in range(8):
        pdfmake.write(page, 40, 90 + n * 16, BODY, 10)
    pdfmake.write(page, 40, 540, "17 See 21 CFR 807.65 for the exemption of these devices.", 7)
    doc.set_toc([[1, "Introduction", 1]])
    got = _titles(_tree(pdfmake.to_bytes(doc)))
    assert [t for _d, t, _p in got] == ["I. Introduction"]


def test_a_bookmark_with_no_line_on_its_page_still_opens_its_section():
    data = _doc([[("Cover art, no title here", 10), (BODY, 10)],
                 [("I. Introduction", 15), (BODY, 10)]],
                [[1, "Cover Page", 1], [1, "Introduction", 2]])
    got = _titles(_tree(data))
    assert (0, "Cover Page", 1) in got and (0, "I. Introduction", 2) in got


def test_a_part_bookmark_is_not_glued_to_the_item_under_it():
    data = _doc([[("PART I", 14), ("ITEM 1. BUSINESS", 14), (BODY, 10), ("BUSINESS OVERVIEW", 12), (BODY, 10)]],
                [[1, "Part I", 1], [2, "Item 1. Business", 1], [3, "Business Overview", 1]])
    got = _titles(_tree(data))
    assert got == [(0, "PART I", 1), (1, "ITEM 1. BUSINESS", 1), (2, "BUSINESS OVERVIEW", 1)]


def test_a_wrapped_heading_matches_its_bookmark():
    data = _doc([[("C. Mobile Medical Application (Mobile", 14), ("Medical App)", 14), (BODY, 10)]],
                [[1, "Mobile Medical Application (Mobile Medical App)", 1]])
    got = _titles(_tree(data))
    assert got[0] == (0, "C. Mobile Medical Application (Mobile Medical App)", 1)


def test_bookmarks_win_over_a_printed_contents_page():
    contents = [("Contents", 16), ("1 Alpha ........ 2", 10), ("1.1 Beta ........ 2", 10),
                ("2 Gamma ........ 3", 10), ("2.1 Delta ........ 3", 10)]
    data = _doc([contents, [("1 Alpha", 16), (BODY, 10), ("1.1 Beta", 13), (BODY, 10)],
                 [("2 Gamma", 16), (BODY, 10), ("2.1 Delta", 13), (BODY, 10)]],
                # the author's outline nests Gamma under Alpha: kept exactly
                [[1, "Alpha", 2], [2, "Beta", 2], [2, "Gamma", 3], [3, "Delta", 3]])
    got = [(d, t) for d, t, _p in _titles(_tree(data)) if t != "Front matter"]
    assert got == [(0, "1 Alpha"), (1, "1.1 Beta"), (1, "2 Gamma"), (2, "2.1 Delta")]
