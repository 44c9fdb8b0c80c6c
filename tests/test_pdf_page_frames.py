"""A browser's printout draws a page-size background and boxes around code and notes; PyMuPDF's
find_tables makes one "table" of the whole page out of their edges, every paragraph a row. Such a
grid is the page's frame, not a table: the page's text and headings stay (the Debian handbook's
chapters printed by Chromium lost 18 of 21 headings). A page-size grid of data is still a table.
Real PDFs made here (tests/pdfmake.py), the real parser and tree builder."""
from __future__ import annotations

import json

import pymupdf

from f.common.pdf import parser
from f.common.pdf.run import parse_pdf
from tests.pdfmake import new_page, paths_of, to_bytes, tree_of, write

GREY, SHADE, LIGHT = (0.67, 0.67, 0.67), (0.93, 0.93, 0.93), (0.96, 0.96, 0.96)
BANNER, EDGE, DARK = (0.6, 0, 0), (0.75, 0.38, 0.38), (0.53, 0.53, 0.53)
# (rect, fill, stroke) as Chromium printed a Debian handbook page: the page's white background, a
# banner kept atop and below every page, a shaded note with a rule under its title, code boxes
SHAPES = [
    ((28, 28, 584, 764), (1, 1, 1), None), ((34, 21, 590, 88), GREY, None), ((40, 28, 584, 81), LIGHT, None),
    ((14, 14, 597, 61), DARK, None), ((28, 28, 584, 47), BANNER, None), ((28, 28, 583, 47), None, EDGE),
    ((28, 47, 584, 48), EDGE, None),
    ((249, 26, 363, 47), (0.27, 0.27, 0.27), None), ((28, 28, 29, 92), GREY, None),
    ((28, 99, 29, 316), GREY, None), ((28, 409, 29, 461), GREY, None),  # a note's bar down its left
    ((14, 750, 597, 781), DARK, None), ((28, 765, 583, 783), None, EDGE),
    ((28, 99, 584, 316), SHADE, None), ((28, 100, 584, 315), None, GREY), ((37, 121, 575, 122), (0, 0, 0), None),
    ((30, 203, 582, 280), GREY, None), ((37, 209, 575, 273), LIGHT, None),
    ((28, 409, 584, 461), SHADE, None), ((28, 410, 584, 460), None, GREY), ((37, 430, 575, 431), (0, 0, 0), None),
    ((21, 555, 590, 602), GREY, None), ((28, 562, 584, 596), LIGHT, None),
    ((21, 638, 590, 745), GREY, None), ((28, 644, 584, 739), LIGHT, None)]
PROSE = "The mail server can receive mails addressed to other domains besides its own one."


def printed_page(doc, section: str, subsection: str):
    page = new_page(doc, 612, 792)
    for rect, fill, stroke in SHAPES:
        page.draw_rect(pymupdf.Rect(*rect), color=stroke, fill=fill, width=1.5 if stroke else 0)
    write(page, 40, 24, "12/6/26, 4:33 PM      Chapter 11 Network Services", 8)
    write(page, 250, 42, "Download the ebook", 10)
    for k in range(2):  # the end of a code box the page before began
        write(page, 44, 62 + 12 * k, f"default_transport_{k} = smtp relay_transport_{k} = smtp inet_protocols = all", 9)
    write(page, 40, 115, "Note: snake oil certificates", 10)
    for k in range(3):
        write(page, 44, 140 + 16 * k, "Snake oil certificates are self-signed and prove nothing at all.", 10)
        write(page, 44, 225 + 14 * k, f"smtpd_tls_option_{k} = /etc/ssl/value_{k}", 9)
        write(page, 40, 375 + 14 * k, PROSE, 10)
    write(page, 40, 350, section, 16)
    write(page, 40, 425, "Warning: virtual and canonical domains", 10)
    write(page, 40, 520, subsection, 13)
    for k in range(2):
        write(page, 44, 575 + 14 * k, f"virtual_alias_domain_{k} = falcot.com", 9)
    for k in range(5):
        write(page, 44, 660 + 14 * k, f"webmaster{k}@falcot.com  jean@falcot.com", 9)


def printout() -> bytes:
    doc = pymupdf.open()
    printed_page(doc, "11.1. Mail Server", "11.1.1. Installing Postfix")
    printed_page(doc, "11.2. Configuring Virtual Domains", "11.2.1. Virtual Alias Domains")
    return to_bytes(doc)


def test_a_page_size_grid_of_boxes_is_no_table():
    page = pymupdf.open(stream=printout())[0]
    assert page.find_tables().tables  # PyMuPDF does see one: the rule is what keeps the text
    assert parser.grid_tables(page) == []
    files, _ = parse_pdf(printout(), use_outline=False, workers=0)
    items = json.loads(files["content_list.json"])
    assert not [item for item in items if item["type"] == "table"]
    assert any("virtual_alias_domain_1" in (item.get("text") or "") for item in items)


def test_the_printout_keeps_its_headings():
    paths = paths_of(tree_of(printout()))
    assert paths["11.1.1. Installing Postfix"] == ("11.1. Mail Server",)
    assert paths["11.2.1. Virtual Alias Domains"] == ("11.2. Configuring Virtual Domains",)


def test_a_page_size_grid_of_data_is_a_table():
    doc = pymupdf.open()
    page = new_page(doc, 612, 792)
    xs, ys = [20, 160, 300, 440, 592], [20 + 42 * k for k in range(18)]
    for x in xs:
        page.draw_line((x, ys[0]), (x, ys[-1]))
    for y in ys:
        page.draw_line((xs[0], y), (xs[-1], y))
    for r, (top, bottom) in enumerate(zip(ys, ys[1:])):
        for c, left in enumerate(xs[:-1]):
            write(page, left + 6, (top + bottom) / 2 + 4, f"cell {r}.{c}" if r else f"column {c}", 10)
    tables = parser.grid_tables(pymupdf.open(stream=to_bytes(doc))[0])
    assert len(tables) == 1 and "cell 16.3" in tables[0]["html"]
