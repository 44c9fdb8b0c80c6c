"""Issue 28 (1141): a number alone on its line in the headings' colour or face is a link (an
index's page or code-line number, coloured by hyperref like the section links), not a title:
CJKpunct's index put `289`, `296`, `424` over its letter groups. A coloured title with words stays
one, and a bold number line is no colour candidate (left to the weight rules)."""
import pymupdf

from tests.pdfmake import outline, to_bytes, tree_of
from tests.test_pdf_colour_headings import SECTIONS, write_sections


def _report_with_index() -> bytes:
    doc = pymupdf.open()
    write_sections(doc, link=False)
    page = doc.new_page(width=612, height=792)
    y = 90.0
    for number, entry in enumerate(("advance", "bgroup", "endlinechar", "newcount", "relax", "setbox")):
        # the entry and its dotted leader in black; its defining line's number in the links' colour,
        # a line of its own in the column's right margin
        page.insert_text((72, y), f"\\{entry} . . . . . . . . . .", fontname="tiro", fontsize=10)
        page.insert_text((250, y), str(289 + 7 * number), fontname="tiro", fontsize=10, color=SECTIONS[1][1])
        y += 26
    return to_bytes(doc)


def test_linked_numbers_in_the_headings_colour_are_no_titles():
    titles = [title for _depth, title in outline(tree_of(_report_with_index()))]
    assert not any(title.strip().isdigit() for title in titles), titles
    # the coloured titles with words are unchanged
    assert [t for t in titles if t in {s[0] for s in SECTIONS}] == [s[0] for s in SECTIONS], titles
