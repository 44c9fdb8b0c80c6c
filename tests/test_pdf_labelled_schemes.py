"""Issue 12: bold body-size headings of a filing (`PART I` > `ITEM 1. BUSINESS` > centred
`BUSINESS OVERVIEW` > `Digital Media`): each labelling word (Part, Item, Note, ...) is a numbering
scheme of its own, nested in the order the document first uses it; unnumbered bold headings sit
one below the scheme in force; a numbered heading wrapped over two lines is still one; short bold
cells on one row (`2019  2018  2017`, `5 years`) are a table, not headings."""

import pymupdf

from tests import pdfmake

BODY = ("We design and sell software and services to customers around the world and across many "
        "markets, and we report our results in three segments described below in this report.")
WIDTH = 612


def _line(page, y, text, bold=False, centred=False):
    font = "hebo" if bold else "helv"
    x = (WIDTH - pymupdf.get_text_length(text, fontname=font, fontsize=10)) / 2 if centred else 72
    page.insert_text((x, y), text, fontname=font, fontsize=10)


def _paragraph(page, y) -> float:
    words, line = BODY.split(), ""
    for word in words:
        if pymupdf.get_text_length(line + " " + word, fontname="helv", fontsize=10) > 460:
            _line(page, y, line)
            y, line = y + 13, word
        else:
            line = (line + " " + word).strip()
    _line(page, y, line)
    return y + 26


def _short_rows(page, y, rows=4) -> float:
    """Short plain lines set apart (a list of figures), so that bold stays rare among short lines."""
    for n in range(rows):
        _line(page, y, f"Revenue of the product line number {n} grew in the year.")
        y += 28
    return y


def _filing() -> bytes:
    doc = pymupdf.open()
    cover = doc.new_page(width=WIDTH, height=792)
    cover.insert_text((150, 200), "ANNUAL REPORT ON FORM 10-K", fontname="hebo", fontsize=20)
    pages = [
        [("PART I", "b"), ("ITEM 1. BUSINESS", "b"), (None, "p"), ("BUSINESS OVERVIEW", "c"), (None, "p"),
         ("Digital Media", "b"), (None, "p"), (None, "s")],
        [("SEGMENTS", "c"), (None, "p"), ("cells", "t"), (None, "p"), ("Publishing", "b"), (None, "p"),
         (None, "s")],
        [("ITEM 1A. RISK FACTORS", "b"), (None, "p"), (None, "s"),
         ("ITEM 5. MARKET FOR REGISTRANT'S COMMON EQUITY, RELATED STOCKHOLDER MATTERS AND", "b"),
         ("ISSUER PURCHASES OF EQUITY SECURITIES", "w"), (None, "p"), ("Dividends", "b"), (None, "p")],
        [("PART II", "b"), ("ITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS", "b"), (None, "p"),
         ("RESULTS OF OPERATIONS", "c"), (None, "p"), (None, "s")],
    ]
    for lines in pages:
        page = doc.new_page(width=WIDTH, height=792)
        y = 72
        for text, kind in lines:
            if kind == "p":
                y = _paragraph(page, y)
            elif kind == "s":
                y = _short_rows(page, y)
            elif kind == "t":  # column heads of a table, bold, no ruling
                for x, cell in ((300, "2019"), (400, "2018"), (500, "2017")):
                    page.insert_text((x, y), cell, fontname="hebo", fontsize=10)
                y += 26  # and a plain row whose numbered cells read like `5 Results`
                for x, cell in ((72, "Total"), (200, "1 year"), (300, "3 years"), (400, "5 years")):
                    page.insert_text((x, y), cell, fontname="helv", fontsize=10)
                y += 26
            elif kind == "w":  # the second line of a wrapped heading
                _line(page, y, text, bold=True)
                y += 26
            else:
                _line(page, y, text, bold=True, centred=kind == "c")
                y += 13 if text.startswith("ITEM 5") else 26
    for _ in range(3):
        _short_rows(doc.new_page(width=WIDTH, height=792), 72, rows=24)
    return pdfmake.to_bytes(doc)


def _paths() -> dict[str, tuple]:
    return pdfmake.paths_of(pdfmake.tree_of(_filing()))


def test_item_headings_nest_under_parts_and_hold_the_unnumbered_ones():
    paths = _paths()
    assert paths.get("ITEM 1. BUSINESS") == ("PART I",), paths
    assert paths.get("BUSINESS OVERVIEW") == ("PART I", "ITEM 1. BUSINESS"), paths
    assert paths.get("SEGMENTS") == ("PART I", "ITEM 1. BUSINESS"), paths
    assert paths.get("ITEM 1A. RISK FACTORS") == ("PART I",), paths
    assert paths.get("ITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS") == ("PART II",), paths


def test_a_wrapped_numbered_heading_is_one_node():
    paths = _paths()
    item5 = [t for t in paths if t.startswith("ITEM 5.")]
    assert item5 and item5[0].endswith("EQUITY SECURITIES") and paths[item5[0]] == ("PART I",), paths


def test_bold_cells_on_one_row_are_no_headings():
    paths = _paths()
    assert not {"2019", "2018", "2017", "1 year", "3 years", "5 years"} & set(paths), paths
