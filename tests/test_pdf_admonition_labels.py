"""Issue 28: a box's label set in heading type (`Note:`, `Warning:`) is no section: the headings
after it stay under the section it sits in (Erlang's manuals nested `Program` under `Note:`)."""

import pymupdf

from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the whole line of the page, as prose does."


def _pdf() -> bytes:
    doc = pymupdf.open()
    for chapter in (1, 2):
        page = doc.new_page(width=612, height=792)
        y = 80
        for text, size in ((f"{chapter} Getting Started", 16), ("Example", 13), ("Note:", 13),
                           ("Program", 11.5), ("Warning:", 13), ("Program Explained", 11.5)):
            page.insert_text((72, y), text, fontname="hebo", fontsize=size)
            y += 24
            for _ in range(4):
                page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
                y += 13
            y += 12
    return pdfmake.to_bytes(doc)


def test_a_note_label_is_not_a_section():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree)
    want = []
    for chapter in (1, 2):
        want += [(1, f"{chapter} Getting Started"), (2, "Example"), (3, "Program"), (3, "Program Explained")]
    assert rows == want, rows
