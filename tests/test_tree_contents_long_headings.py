"""Issue 12: the contents path finds an entry's heading line even when it is longer than a body
line (a chapter title of 80+ characters), and never takes a figure caption that repeats the
chapter's words for the entry (`Figure 11.1: ... F extension ...` on the next page)."""

import pymupdf

from f.common.tree.walk import walk
from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page here."
LONG = '"F" Standard Extension for Single-Precision Floating-Point Arithmetic, Version 2.2'
CONTENTS = [("10 Counters", 1), ("10.1 Base Counters and Timers", 1), (f"11 {LONG}", 2),
            ("11.1 F Register State", 2), ("11.2 Floating-Point Control Register", 3)]


def _pdf(chapter_line: bool = True) -> bytes:
    doc = pymupdf.open()
    contents = pdfmake.new_page(doc, 612, 792)
    pdfmake.write(contents, 72, 90, "Contents", 20)
    for n, (title, printed) in enumerate(CONTENTS):
        pdfmake.write(contents, 72, 130 + n * 20, f"{title} {'. ' * 6} {printed}", 9)
    pages = [[("Chapter 10 Counters", 12), ("10.1 Base Counters and Timers", 12)],
             [(f"Chapter 11 {LONG}", 12), ("11.1 F Register State", 12)],
             [("Figure 11.1: F Standard Extension for Single-Precision Floating-Point.", 9),
              ("11.2 Floating-Point Control Register", 12)]]
    for printed, lines in enumerate(pages, start=1):
        page = pdfmake.new_page(doc, 612, 792)
        y = 90
        for text, size in lines:  # headings in bold body-size type, the caption in light type
            if text.startswith("Chapter 11") and not chapter_line:
                continue
            if text.startswith("Figure"):
                pdfmake.write(page, 72, y, text, size)
            else:
                page.insert_text((72, y), text, fontname="hebo", fontsize=size)
            for n in range(5):
                pdfmake.write(page, 72, y + 24 + n * 14, BODY, 10)
            y += 130
        pdfmake.write(page, 300, 760, str(printed), 10)
    return pdfmake.to_bytes(doc)


def _nodes(data: bytes) -> dict:
    tree = pdfmake.tree_of(data)
    assert tree["contents"]["path"] == "contents"
    return {node["title"]: (node["start_index"], parent["title"] if parent else None)
            for _depth, node, parent in walk(tree["structure"])}


def test_a_long_chapter_heading_is_found_on_its_page():
    got = _nodes(_pdf())
    chapter = next(t for t in got if "Standard Extension" in t and not t.startswith("Figure"))
    assert got[chapter] == (3, None), got  # printed 2 = physical 3, the chapter's own page
    assert got["11.1 F Register State"] == (3, chapter), got
    assert got["11.2 Floating-Point Control Register"] == (4, chapter), got


def test_a_caption_repeating_the_chapter_title_does_not_stand_for_it():
    got = _nodes(_pdf(chapter_line=False))
    chapter = next(t for t in got if "Standard Extension" in t and not t.startswith("Figure"))
    assert got[chapter] == (3, None), got  # at its mapped page, not at the caption on page 4
