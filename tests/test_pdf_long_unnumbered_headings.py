"""Issue 28: an unnumbered heading set larger than the body on one line may run past 50 characters
(`Configuring the server's (daemon's) command execution`, SSH's user's guide); two lines of large
type that long are still a paragraph's (a lead paragraph), not a heading."""

import pymupdf

from tests import pdfmake

TITLES = ["I/O from a function called in an Erlang ssh daemon",
          "Configuring the server's (daemon's) command execution",
          "Establishing a connection or starting a daemon with options"]


def _pdf() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), "Getting Started", fontname="helv", fontsize=15)
    # a lead paragraph in large type: two long lines, one block
    page.insert_text((72, 110), "Every time a daemon is started it enables the one-time execution of", fontname="helv",
                     fontsize=13)
    page.insert_text((72, 126), "commands as described in the section on one-time execution here", fontname="helv",
                     fontsize=13)
    y = 160
    for title in TITLES:
        y = pdfmake.titled_paragraph(page, y, title, "helv", 11.7, lines=6, gap=14)
    return pdfmake.to_bytes(doc)


def test_a_long_one_line_heading_is_a_heading_and_two_long_large_lines_are_not():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree)
    assert rows == [(1, "Getting Started")] + [(2, t) for t in TITLES], rows
