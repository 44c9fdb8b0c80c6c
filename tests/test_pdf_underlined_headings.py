"""Issue 28: a legal text's lowest heading levels set in plain weight and told apart only by an
underline drawn under the text (`(1) Packaging`), or in italic a size step smaller than the body
(`a. Market Practices` in 10 over 11 pt), are headings nested under the level above; a numbered
list item in plain type, and a numbered line over a rule that runs far past its text (a table's or
a page-wide rule), are not."""

import pymupdf

from f.common.pdf.parser import mark_underlined
from tests import pdfmake

BODY = ("The Commission proposes that each fund adopt and implement a written program under this "
        "section, reasonably designed to assess and manage the risk of the fund.")


def _paragraph(page, y: float, size: float = 11) -> float:
    for _ in range(3):
        page.insert_text((72, y), BODY[:92], fontname="tiro", fontsize=size)
        y += size * 1.35
    return y + 8


def _underlined(page, y: float, text: str) -> None:
    page.insert_text((72, y), text, fontname="tiro", fontsize=11)
    width = pymupdf.get_text_length(text, fontname="tiro", fontsize=11)
    page.draw_rect(pymupdf.Rect(72, y + 1.6, 72 + width, y + 2.3), color=None, fill=(0, 0, 0))


def _pdf() -> bytes:
    doc = pymupdf.open()
    for chapter, title in ((1, "Scope of the Rule"), (2, "Program Requirements")):
        page = doc.new_page(width=612, height=792)
        y = 80
        page.insert_text((72, y), f"{chapter}. {title}", fontname="tibo", fontsize=11)
        y = _paragraph(page, y + 20)
        page.insert_text((72, y), "a. Market Practices", fontname="tiit", fontsize=10)
        y = _paragraph(page, y + 20)
        _underlined(page, y, "(1) Packaging")
        y = _paragraph(page, y + 20)
        _underlined(page, y, "(2) Testing of the Program")
        y = _paragraph(page, y + 20)
        # a list item in plain type, and one over a page-wide rule: neither is a heading
        page.insert_text((72, y), "(3) The fund shall keep records of its determinations.", fontname="tiro",
                         fontsize=11)
        y = _paragraph(page, y + 20)
        page.insert_text((72, y), "(4) Records Kept", fontname="tiro", fontsize=11)
        page.draw_rect(pymupdf.Rect(72, y + 1.6, 540, y + 2.3), color=None, fill=(0, 0, 0))
        for _ in range(3):
            y = _paragraph(page, y + 20)
    return pdfmake.to_bytes(doc)


def test_underlined_and_smaller_italic_levels_nest_under_the_level_above():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree)
    want = []
    for chapter, title in ((1, "Scope of the Rule"), (2, "Program Requirements")):
        want += [(1, f"{chapter}. {title}"), (2, "a. Market Practices"), (3, "(1) Packaging"),
                 (3, "(2) Testing of the Program")]
    assert rows == want, rows


def test_an_underline_is_a_rule_as_wide_as_the_text_just_under_it():
    # PDF units on a 1000 x 1000 page, so block boxes (0-1000) read the same
    block = {"bbox": [72, 90, 150, 102], "text": "(1) Packaging", "lines": 1}
    assert mark_underlined([dict(block)], ([(103.5, 72, 150)], []), 1000, 1000) == 1
    assert mark_underlined([dict(block)], ([(103.5, 72, 540)], []), 1000, 1000) == 0  # a page-wide rule
    assert mark_underlined([dict(block)], ([(96, 72, 150)], []), 1000, 1000) == 0  # struck through
    assert mark_underlined([dict(block)], ([(103.5, 72, 100)], []), 1000, 1000) == 0  # under one word
    # a box drawn round a one-row table: its bottom rule meets the box's sides
    box = ([(103.5, 68, 154)], [(68, 80, 103.5), (154, 80, 103.5)])
    assert mark_underlined([dict(block)], box, 1000, 1000) == 0
