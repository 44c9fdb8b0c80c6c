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


def test_a_running_header_with_a_roman_page_number_is_no_contents_entry():
    doc = pymupdf.open()
    entries = [f"{n}.{k} Topic {n}.{k}" for n in range(1, 4) for k in range(1, 9)]
    for page_no, roman in enumerate(("iii", "iv", "v")):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 40), f"Field Manual {roman}", fontname="helv", fontsize=9)
        if page_no == 0:
            page.insert_text((72, 90), "Contents", fontname="hebo", fontsize=16)
        for row, entry in enumerate(entries[page_no * 8:page_no * 8 + 8]):
            page.insert_text((72, 130 + row * 22), entry, fontname="helv", fontsize=10)
            page.insert_text((520, 130 + row * 22), str(page_no * 8 + row + 1), fontname="helv", fontsize=10)
    for n, entry in enumerate(entries):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 90), entry, fontname="hebo", fontsize=13)
        for line in range(10):
            page.insert_text((72, 130 + line * 16), BODY, fontname="helv", fontsize=10)
        page.insert_text((300, 760), str(n + 1), fontname="helv", fontsize=9)
    tree = tree_of(to_bytes(doc))
    titles = [n["title"] for _, n, _ in walk(tree["structure"])]
    assert not any(t.startswith("Field Manual") for t in titles), titles
    assert "3.8 Topic 3.8" in titles
