"""Chapter openers and running titles on documents the rules were not written for (issue 28), in a
real PDF through the real parser: Sphinx's `CHAPTER` over `ONE` over the title is one chapter
heading; a running title on the page number's row at the foot (`Chapter 1. About this manual`,
on a chapter's even pages only) is page furniture, never a heading."""
from __future__ import annotations

import pymupdf

from f.common.tree.walk import walk
from tests.pdfmake import to_bytes, tree_of

BODY = "This manual describes the policy requirements for the distribution and its packages."


def _pdf() -> bytes:
    doc = pymupdf.open()
    chapters = [("ONE", "ABOUT THIS MANUAL", ["1.1 Scope", "1.2 New versions of this document"]),
                ("TWO", "THE ARCHIVE", ["2.1 Archive areas", "2.2 Sections"])]
    printed = 0
    for number, (word, title, sections) in enumerate(chapters, start=1):
        for k in range(3):
            page = doc.new_page(width=612, height=792)
            printed += 1
            y = 90
            if k == 0:
                page.insert_text((480, 80), "CHAPTER", fontname="hebo", fontsize=11)
                page.insert_text((500, 105), word, fontname="hebo", fontsize=16)
                page.insert_text((330, 150), title, fontname="hebo", fontsize=16)
                y = 200
            if k < 2:
                page.insert_text((72, y), sections[k], fontname="hebo", fontsize=13)
                y += 30
            for _ in range(12):
                page.insert_text((72, y), BODY, fontname="helv", fontsize=10)
                y += 16
            foot = f"Chapter {number}. {title.title()}"
            if k == 1:  # the running title shares the page number's row
                page.insert_text((380, 750), foot, fontname="helv", fontsize=9)
            page.insert_text((72 if k == 1 else 530, 750), str(printed), fontname="helv", fontsize=9)
    return to_bytes(doc)


def test_chapter_word_over_its_number_over_its_title_is_one_heading():
    tree = tree_of(_pdf())
    got = [(d, n["title"], n["start_index"]) for d, n, _ in walk(tree["structure"])]
    assert got == [(1, "CHAPTER ONE ABOUT THIS MANUAL", 1), (2, "1.1 Scope", 1),
                   (2, "1.2 New versions of this document", 2),
                   (1, "CHAPTER TWO THE ARCHIVE", 4), (2, "2.1 Archive areas", 4), (2, "2.2 Sections", 5)], got
