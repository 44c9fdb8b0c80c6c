"""Issue 28 (0680, 0681): letgut (a LaTeX class's French manual) sets 17 and 14 pt headings bold,
a 12 pt bold level under them and an 11 pt bold level under that, over 11 pt body text.

0680: the share of short lines set bold, which decides whether bold lines are headings at all, had
counted the size-ranked headings too; the book sat on the 0.2 limit, and reading three pages'
columns another way (0531's gutter) tipped it over and dropped every bold-line heading of the book.
The headings already ranked by size are no emphasis and are not counted.

0681: bold lines in two sizes between the body and the size-ranked headings are two levels under
the heading in force, the larger above; one size alone stays the sibling of the deep heading in
force (EUnit, tests/test_pdf_bold_lines_beside_deep_headings.py)."""

from tests import pdfmake


def _ladder_pdf() -> bytes:
    import pymupdf

    headings = [("Manual of the class", "helv", 18), ("Usage", "helv", 14),
                ("Options of the class", "tibo", 11), ("Specification", "tibo", 10),
                ("List of the options", "tibo", 10), ("Other options", "tibo", 11),
                ("Compilation", "helv", 14), ("Keyboard keys", "tibo", 11), ("Examples of code", "tibo", 10)]
    doc = pymupdf.open()
    page, y = None, 800
    for text, font, size in headings:
        if y > 560:
            page, y = doc.new_page(width=612, height=792), 80
        y = pdfmake.titled_paragraph(page, y, text, font, size, lines=12, after_title=22, gap=14)
    return pdfmake.to_bytes(doc)


def test_bold_lines_in_two_sizes_are_two_levels_under_the_heading_in_force():
    rows = pdfmake.outline(pdfmake.tree_of(_ladder_pdf()))
    assert rows == [(1, "Manual of the class"), (2, "Usage"), (3, "Options of the class"),
                    (4, "Specification"), (4, "List of the options"), (3, "Other options"),
                    (2, "Compilation"), (3, "Keyboard keys"), (4, "Examples of code")], rows


WORDS = ["Apples", "Pears", "Plums", "Cherries", "Grapes", "Lemons", "Limes", "Oranges", "Peaches",
         "Melons", "Figs", "Dates", "Olives", "Quinces", "Medlars", "Apricots", "Berries", "Currants",
         "Kiwis", "Mangos"]


def _bold_sections_pdf() -> bytes:
    """Four pages: a bold 16 pt section, a bold body-size subsection, five short plain lines."""
    import pymupdf

    doc = pymupdf.open()
    for n in range(1, 5):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 90), f"Section number {n}", fontname="hebo", fontsize=16)
        page.insert_text((72, 130), f"Notes on the {WORDS[n].lower()} harvest", fontname="tibo", fontsize=10)
        for k in range(5):
            line = f"{WORDS[(n * 5 + k) % len(WORDS)]} are sold at market {n} today"
            page.insert_text((72, 170 + 40 * k), line, fontname="tiro", fontsize=10)
    return pdfmake.to_bytes(doc)


def test_bold_size_ranked_headings_do_not_count_in_the_bold_share():
    rows = pdfmake.outline(pdfmake.tree_of(_bold_sections_pdf()))
    assert [title for _depth, title in rows if title.startswith("Notes on")] == \
        [f"Notes on the {WORDS[n].lower()} harvest" for n in range(1, 5)], rows
