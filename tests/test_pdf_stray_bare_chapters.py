"""Issue 28: a body line that reads as a chapter only by its leading number (`1 x closed status
message`, a definition list's term in body type) is no chapter where it does not go on with the
chapters' count; the reference manual's modules after it stay under their chapter."""

import pymupdf

from tests import pdfmake


def _pdf() -> bytes:
    doc = pymupdf.open()
    for chapter, title, modules in ((1, "User's Guide", ["Getting Started"]),
                                    (2, "Reference Manual", ["ssh_connection", "ssh_file", "ssh_agent"])):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 80), f"{chapter} {title}", fontname="hebo", fontsize=18)
        y = pdfmake.prose(page, 110, 5)
        for module in modules:
            page.insert_text((72, y), module, fontname="hebo", fontsize=14)
            y = pdfmake.prose(page, y + 22, 5)
            if module == "ssh_connection":  # a definition list: the term, its description indented
                page.insert_text((72, y + 10), "1 x closed status message", fontname="tiro", fontsize=10)
                page.insert_text((92, y + 23), "Indicates that the channel started for the execution "
                                 "of the command has closed.", fontname="tiro", fontsize=10)
                y = pdfmake.prose(page, y + 50, 5)
    return pdfmake.to_bytes(doc)


def test_a_numbered_body_line_out_of_the_count_is_no_chapter():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree)
    assert rows == [(1, "1 User's Guide"), (2, "Getting Started"), (1, "2 Reference Manual"),
                    (2, "ssh_connection"), (2, "ssh_file"), (2, "ssh_agent")], rows


def _release_notes() -> bytes:
    doc = pymupdf.open()
    for title in ("Introduction", "New Features", "Bugs Fixed", "Credits"):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 80), title, fontname="hebo", fontsize=18)
        y = pdfmake.prose(page, 110, 5)
        if title == "New Features":  # a list of changes: a count opens one item, in body type
            page.insert_text((72, y + 10), "22 new arrowhead types", fontname="tiro", fontsize=10)
            page.insert_text((92, y + 23), "Arrowheads may now be drawn in any of the new shapes listed "
                             "in the panel.", fontname="tiro", fontsize=10)
            pdfmake.prose(page, y + 50, 5)
    return pdfmake.to_bytes(doc)


def test_a_count_in_lower_case_before_any_chapter_is_no_chapter():
    """`22 new arrowhead types` in unnumbered release notes (htmldoc's xfig reference, 0956): no
    chapter 22 holding the headings after it."""
    rows = pdfmake.outline(pdfmake.tree_of(_release_notes()))
    assert rows == [(1, "Introduction"), (1, "New Features"), (1, "Bugs Fixed"), (1, "Credits")], rows
