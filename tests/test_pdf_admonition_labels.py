"""Issue 28: a box's label set in heading type (`Note:`, `Warning:`) is no section: the headings
after it stay under the section it sits in (Erlang's manuals nested `Program` under `Note:`)."""

import pymupdf

from tests import pdfmake


def _pdf() -> bytes:
    doc = pymupdf.open()
    for chapter in (1, 2):
        page = doc.new_page(width=612, height=792)
        y = 80
        for text, size in ((f"{chapter} Getting Started", 16), ("Example", 13), ("Note:", 13),
                           ("Program", 11.5), ("Warning:", 13), ("Program Explained", 11.5)):
            y = pdfmake.titled_paragraph(page, y, text, "hebo", size, after_title=24)
    return pdfmake.to_bytes(doc)


def test_a_note_label_is_not_a_section():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree)
    want = []
    for chapter in (1, 2):
        want += [(1, f"{chapter} Getting Started"), (2, "Example"), (3, "Program"), (3, "Program Explained")]
    assert rows == want, rows
