"""Issue 12: where a PDF has bookmarks, disagreements between them and the headings found in the
pages are logged (the bookmarks still win): numbered heading lines no bookmark names, and
bookmarks with no line on their page."""
import logging

import pymupdf

from f.common.pdf.run import parse_pdf
from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page here."


def test_headings_no_bookmark_names_and_bookmarks_without_a_line_are_logged(caplog):
    doc = pymupdf.open()
    for title, section in (("1 Introduction", "1.1 Scope of the Guide"), ("2 Methods", None)):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 80), title, fontname="hebo", fontsize=16)
        y = 110
        for n in range(4):
            page.insert_text((72, y + n * 14), BODY, fontname="helv", fontsize=10)
        if section:
            page.insert_text((72, 190), section, fontname="hebo", fontsize=10)
            for n in range(4):
                page.insert_text((72, 210 + n * 14), BODY, fontname="helv", fontsize=10)
    doc.set_toc([[1, "Introduction", 1], [1, "Methods", 2], [2, "Sampling Plan", 2]])
    with caplog.at_level(logging.INFO, logger="f.common.pdf"):
        parse_pdf(pdfmake.to_bytes(doc), workers=0)
    text = caplog.text
    assert "no bookmark names" in text and "1.1 Scope of the Guide" in text, text
    assert "no line on their page" in text and "Sampling Plan" in text, text
