"""Issue 28: a heading the body sets over two or three lines (DBLaTeX's `Chapter 2 Getting and
installing Debian` over `GNU/Linux`; a question running on) is the contents entry it wraps, one
node: the entry is found on its first line even when that line alone is too short to match, and
the lines that go on with it are no nodes of their own."""

import pymupdf

from tests import pdfmake

# (contents title, the lines the body sets it on, page)
ENTRIES = [("1 Definitions and overview", ["Chapter 1 Definitions and overview"], 2),
           ("1.1 What is the difference between this system and other operating system distributions?",
            ["1.1 What is the difference between this system and other", "operating system distributions?"], 2),
           ("1.2 How does one pronounce it?", ["1.2 How does one pronounce it?"], 3),
           ("2 Getting and installing the system on machines", ["Chapter 2 Getting and installing",
                                                                "the system on machines"], 4),
           ("2.1 What is the latest version?", ["2.1 What is the latest version?"], 4)]


def _write(page, y, entry) -> float:
    _title, lines, _page = entry
    size = 20 if lines[0].startswith("Chapter") else 14
    for line in lines[:-1]:
        page.insert_text((72, y), line, fontname="tibo", fontsize=size)
        y += size  # set solid: line boxes touch, as DBLaTeX's tall type's overlap, one block a line
    return pdfmake.titled_paragraph(page, y, lines[-1], font="tibo", size=size)


def _pdf() -> bytes:
    doc = pymupdf.open()
    pdfmake.contents_page(doc, [(title, 72 if title[1] == " " else 90, number, "tiro")
                                for title, _lines, number in ENTRIES], number_x=540)
    pdfmake.body_pages(doc, ENTRIES, _write)
    pdfmake.number_pages(doc)
    return pdfmake.to_bytes(doc)


def test_a_heading_wrapped_over_lines_is_its_contents_entry():
    rows = pdfmake.outline(pdfmake.tree_of(_pdf()), skip=("Front matter", "Contents"))
    assert [(depth, title.split()[0]) for depth, title in rows] == [
        (1, "1"), (2, "1.1"), (2, "1.2"), (1, "2"), (2, "2.1")], rows
