"""Issue 28: a contents page whose only numbers are bare roman parts (`I Basics`, `II Plotting
styles`) over unnumbered chapters set flush with them and sections set further in (gnuplot's
manual, LaTeX from doc2tex): the chapters are the parts' children, and each further indent is one
level deeper, past the third (a fifth level under a fourth)."""

import pymupdf

from tests import pdfmake

# (title, indent, page): parts and chapters flush left, each level below 20 pt further in
CONTENTS = [("I Basics", 0, 2), ("Copyright", 0, 2), ("Expressions", 0, 3), ("Functions", 20, 3),
            ("Using specifier functions", 40, 4), ("Column", 60, 4), ("Valid", 60, 4),
            ("Value", 40, 5), ("Operators", 20, 5), ("II Plotting styles", 0, 6), ("Arrows", 0, 6),
            ("Boxes", 0, 7), ("Two-dimensional boxes", 20, 7)]


def _write(page, y, entry) -> float:
    title, indent, _page = entry
    if title.split()[0] in ("I", "II"):
        page.insert_text((72, y), f"Part {title.split()[0]}", fontname="tibo", fontsize=20)
        return pdfmake.titled_paragraph(page, y + 30, title.split(" ", 1)[1], font="tibo", size=24)
    return pdfmake.titled_paragraph(page, y, title, font="tibo", size=16 - indent / 10)


def _pdf() -> bytes:
    doc = pymupdf.open()
    pdfmake.contents_page(doc, [(title, 72 + indent, number, "tibo" if title.split()[0] in ("I", "II") else "tiro")
                                for title, indent, number in CONTENTS])
    pdfmake.body_pages(doc, CONTENTS, _write)
    pdfmake.number_pages(doc)
    return pdfmake.to_bytes(doc)


def test_parts_hold_unnumbered_chapters_and_every_indent_is_a_level():
    rows = pdfmake.outline(pdfmake.tree_of(_pdf()), skip=("Front matter", "Contents"))
    assert rows == [(1, "I Basics"), (2, "Copyright"), (2, "Expressions"), (3, "Functions"),
                    (4, "Using specifier functions"), (5, "Column"), (5, "Valid"), (4, "Value"),
                    (3, "Operators"), (1, "II Plotting styles"), (2, "Arrows"), (2, "Boxes"),
                    (3, "Two-dimensional boxes")], rows
