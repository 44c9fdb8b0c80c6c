"""Issue 12: what is not a book's contents page. A `Table of Contents` link atop every page (SEC
filings) titles no page; an untitled list of statements with page numbers deep in the body (a
10-K's index of financial statements) is that section's own list, not the book's contents, so its
entries are not book-level chapters and the section heading set above it stays a heading."""

import pymupdf

from f.common.tree.walk import walk
from tests import pdfmake
from tests.test_pdf_labelled_schemes import WIDTH, _line, _paragraph, _short_rows

STATEMENTS = ["Consolidated Balance Sheets", "Consolidated Statements of Income",
              "Consolidated Statements of Cash Flows", "Notes to Consolidated Financial Statements"]


def _filing() -> bytes:
    doc = pymupdf.open()
    for number in range(1, 41):  # 40 pages; the index of statements on page 30
        page = doc.new_page(width=WIDTH, height=792)
        page.insert_text((260, 30), "Table of Contents", fontname="helv", fontsize=9)
        y = 72
        if number == 30:
            _line(page, y, "ITEM 8. FINANCIAL STATEMENTS AND SUPPLEMENTARY DATA", bold=True)
            _line(page, y + 26, "INDEX TO CONSOLIDATED FINANCIAL STATEMENTS", bold=True, centred=True)
            for n, title in enumerate(STATEMENTS):
                _line(page, y + 60 + n * 19, title)
                page.insert_text((520, y + 60 + n * 19), str(31 + n), fontname="helv", fontsize=10)
        elif number == 34:
            _line(page, y, "NOTES TO CONSOLIDATED FINANCIAL STATEMENTS", bold=True, centred=True)
            _line(page, y + 26, "NOTE 1. BASIS OF PRESENTATION", bold=True)
            _paragraph(page, y + 52)
        elif number % 5 == 1 and number != 31:  # ITEM 1-7 before, ITEM 9 after the statements
            item = number // 5 + 1 + (number > 30)
            _line(page, y, f"ITEM {item}. RESULTS OF SEGMENT {'ABCDEFGHIJ'[item]}", bold=True)
            _paragraph(page, y + 26)
        else:
            _short_rows(page, _paragraph(page, y), rows=8)
        page.insert_text((300, 760), str(number), fontname="helv", fontsize=9)
    return pdfmake.to_bytes(doc)


def test_a_running_contents_link_and_a_statement_index_are_not_the_contents():
    tree = pdfmake.tree_of(_filing())
    assert tree["contents"]["path"] == "headings"
    starts = {n["title"]: n["start_index"] for _d, n, _p in walk(tree["structure"])}
    paths = {title: (starts[title], path) for title, path in pdfmake.paths_of(tree).items()}
    item8 = "ITEM 8. FINANCIAL STATEMENTS AND SUPPLEMENTARY DATA"
    assert paths.get(item8) == (30, ()), paths
    assert paths.get("NOTES TO CONSOLIDATED FINANCIAL STATEMENTS") == (34, (item8,)), paths
    assert paths.get("ITEM 9. RESULTS OF SEGMENT J") == (36, ()), paths
