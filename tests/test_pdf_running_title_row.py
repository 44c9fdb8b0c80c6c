"""Issue 28: Sphinx's running titles are two lines on one row: the book's name at one side of
every page, the section's number and title (`1.2. Preparing`, set in bold at the body's size) at
the other side of every other page. The book's name recurs and is found as a running title; the
section's half, read on one or two pages each, is that title's other half, never a heading."""

import pymupdf

from tests import pdfmake

SECTIONS = ["Introduction", "Preparing", "Fixing a bug", "Packaging new software"]


def _pdf() -> bytes:
    doc = pymupdf.open()
    for n, title in enumerate(SECTIONS):
        for k in range(3):  # three pages a section
            page = doc.new_page(width=612, height=792)
            if doc.page_count % 2 == 0:  # the section's half at the left, the book's name at the right
                page.insert_text((72, 40), f"1.{n + 1}. {title}", fontname="hebo", fontsize=10)
                page.insert_text((430, 40), "Packaging Guide", fontname="helv", fontsize=10)
            else:
                page.insert_text((72, 40), "Packaging Guide", fontname="helv", fontsize=10)
                page.insert_text((430, 40), "Release 1.0", fontname="helv", fontsize=10)
            y = 90
            if k == 0:
                page.insert_text((72, y), f"1.{n + 1} {title}", fontname="hebo", fontsize=16)
                y += 30
            for _ in range(3):
                y = pdfmake.titled_paragraph(page, y, "", lines=5, after_title=0)
            page.insert_text((300, 760), str(doc.page_count), fontname="helv", fontsize=9)
    return pdfmake.to_bytes(doc)


def test_the_other_half_of_a_running_title_row_is_no_heading():
    rows = pdfmake.outline(pdfmake.tree_of(_pdf()), skip=("Front matter",))
    assert rows == [(1, f"1.{n + 1} {t}") for n, t in enumerate(SECTIONS)], rows
