"""Issue 28: where the size-ranked headings are set in a face the body text hardly uses (DocBook
through FOP: DejaVu Sans headings over Times), a short line in that face at body size is the next
heading level down, under the heading in force; the same face smaller (a running header, a
caption) and body-face lines are not headings."""

import pymupdf

from tests import pdfmake


def _pdf() -> bytes:
    doc = pymupdf.open()
    for chapter in (1, 2):
        page = doc.new_page(width=612, height=792)
        page.insert_text((400, 40), f"{chapter}.1 Terminology", fontname="helv", fontsize=9)  # running header
        y = 80
        for text, size in ((f"{chapter}.1 Terminology", 15), ("In OpenSSH", 11.7), ("Password Authentication", 10),
                           ("Public Key Authentication", 10), ("In Erlang SSH", 11.7), ("Passwords in Erlang", 10)):
            y = pdfmake.titled_paragraph(page, y, text, "helv", size, gap=0)
            page.insert_text((72, y), "A line set apart", fontname="tiro", fontsize=10)  # body face: no heading
            y += 13
            page.insert_text((200, y + 5), "Figure 1.1: Protocol Layers", fontname="helv", fontsize=8)
            y += 30
    return pdfmake.to_bytes(doc)


def test_body_size_lines_in_the_heading_face_are_the_next_level_down():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree, skip=("Front matter",))  # the running header above the first heading
    want = []
    for chapter in (1, 2):
        want += [(1, f"{chapter}.1 Terminology"), (2, "In OpenSSH"), (3, "Password Authentication"),
                 (3, "Public Key Authentication"), (2, "In Erlang SSH"), (3, "Passwords in Erlang")]
    assert rows == want, rows
