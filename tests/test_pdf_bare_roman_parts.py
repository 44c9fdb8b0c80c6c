"""Issue 28: parts numbered by a bare roman numeral in the contents (`I Foundations`, no word
`Part`) are the level above the chapters (`1 Introduction`), and a chapter opener that sets its
word small and its number large on one row (`CHAPTER1`) is the contents' `1 Introduction`, not a
second node; a lone `X Window System` is a title, not part ten."""

import pymupdf

from f.common.tree.headings import classify
from f.common.tree.pageindex import bare_parts
from tests import pdfmake

BODY = ("This paragraph is ordinary body text that runs across the whole line of the page, "
        "as a manual's prose does.")
CONTENTS = [("I Foundations", 2), ("1 Introduction", 3), ("1.1 What It Is", 3), ("2 Interfaces", 4),
            ("2.1 The Terminal", 4), ("II Applications", 5), ("3 Calculus", 6), ("3.1 Limits", 6),
            ("4 Plotting", 7)]


def _prose(page, y: float, lines: int = 8) -> None:
    for n in range(lines):
        page.insert_text((72, y + n * 13), BODY[:95], fontname="tiro", fontsize=10)


def _pdf() -> bytes:
    doc = pymupdf.open()
    pdfmake.contents_page(doc, [(title, 72 if title[0] in "IV" else 90 if "." not in title else 110, number, "tiro")
                                for title, number in CONTENTS])
    chapter = 0
    for title, _number in CONTENTS:
        if title[0] in "IV":
            page = doc.new_page(width=612, height=792)
            page.insert_text((260, 280), f"Part {title.split()[0]}", fontname="tibo", fontsize=20)
            page.insert_text((200, 320), title.split(" ", 1)[1], fontname="tibo", fontsize=25)
        elif "." not in title:
            chapter += 1
            page = doc.new_page(width=612, height=792)
            page.insert_text((454, 160), "CHAPTER", fontname="tibo", fontsize=14)
            page.insert_text((528, 166), str(chapter), fontname="tibo", fontsize=25)
            page.insert_text((72, 220), title.split(" ", 1)[1], fontname="tibo", fontsize=14)
            _prose(page, 260, 4)
        else:
            page.insert_text((72, 330), title, fontname="hebo", fontsize=11)
            _prose(page, 350)
    pdfmake.number_pages(doc)
    return pdfmake.to_bytes(doc)


def test_bare_roman_parts_hold_the_chapters_and_chapter_openers_are_not_doubled():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree, skip=("Front matter", "Contents"))
    assert rows == [(1, "I Foundations"), (2, "1 Introduction"), (3, "1.1 What It Is"), (2, "2 Interfaces"),
                    (3, "2.1 The Terminal"), (1, "II Applications"), (2, "3 Calculus"), (3, "3.1 Limits"),
                    (2, "4 Plotting")], rows


class _Head:
    def __init__(self, title):
        self.title, self.cls = title, classify(title)


def test_only_a_count_from_one_is_a_part():
    heads = {0: _Head("I Foundations"), 1: _Head("1 Introduction"), 2: _Head("II Applications")}
    bare_parts(heads)
    assert [heads[i].cls.scheme for i in range(3)] == ["part", "chapter", "part"]
    heads = {0: _Head("1 Introduction"), 1: _Head("X Window System"), 2: _Head("2 Fonts")}
    bare_parts(heads)
    assert heads[1].cls.kind == "plain"
