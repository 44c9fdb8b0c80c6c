"""Running headers and footers: found across pages, kept as furniture, never in page text."""
from __future__ import annotations

import json
from pathlib import Path

import pymupdf
import pytest

from f.common.content.content_list import parse_content_list
from f.common.content.page_text import page_texts
from f.common.pdf.furniture import mark_items
from f.common.pdf.run import parse_pdf
from tests.pdfmake import new_page, to_bytes, write

PDFS = Path(__file__).resolve().parents[2] / "shared" / "dev-data" / "pdfs"


def _items(data: bytes) -> list[dict]:
    files, _ = parse_pdf(data, workers=0)
    return json.loads(files["content_list.json"])


def _bold(page, x, y, text, size=11):
    page.insert_text((x, y), text, fontname="hebo", fontsize=size)


def test_a_bold_line_on_every_page_is_a_header_but_a_heading_atop_one_page_is_not():
    doc = pymupdf.open()
    for number in range(6):
        page = new_page(doc)
        _bold(page, 150, 30, "Contains Nonbinding Recommendations")
        if number in (1, 3, 5):  # a section heading opening a page, like 习题 6.1 / 6.2 / 6.3
            _bold(page, 40, 40, f"Exercises {number}.1", 14)
        write(page, 40, 120, f"Body text of page {number + 1} about mobile medical apps.", 11)
        write(page, 200, 570, f"- {number + 1} -", 10)
    items = _items(to_bytes(doc))
    headers = [i for i in items if i["type"] == "header"]
    assert [i["page_idx"] for i in headers] == list(range(6))
    assert all(i["text"] == "Contains Nonbinding Recommendations" for i in headers)
    texts = page_texts(items)
    assert not any("Nonbinding" in text for text in texts.values())
    assert "Exercises 1.1" in texts[2] and "Exercises 5.1" in texts[6]
    assert [i["text"] for i in items if i["type"] == "page_number"] == [str(n) for n in range(1, 7)]


def test_odd_even_titles_and_a_year_that_is_not_a_page_number():
    doc = pymupdf.open()
    for number in range(8):
        page = new_page(doc)
        title = "第六章 平面向量" if number % 2 else "高中数学 必修第二册"
        write(page, 40, 30, title, 9)
        write(page, 40, 120, f"第 {number + 1} 页的正文，讲述向量的加法与减法。", 11)
        write(page, 40, 575, f"Working Model – Version 1.0 – January 2019   {number + 3}", 9)
    items = _items(to_bytes(doc))
    assert {i["text"] for i in items if i["type"] == "header"} == {"第六章 平面向量", "高中数学 必修第二册"}
    footers = {i["text"] for i in items if i["type"] == "footer"}
    assert footers == {"Working Model – Version 1.0 – January 2019"}
    assert [i["text"] for i in items if i["type"] == "page_number"] == [str(n + 3) for n in range(8)]
    assert all("平面向量" not in t and "January" not in t for t in page_texts(items).values())


def test_figures_at_a_page_foot_are_body_text():
    doc = pymupdf.open()
    for number in range(5):
        page = new_page(doc)
        write(page, 40, 120, "Consolidated balance sheet (in thousands)", 11)
        write(page, 40, 560, f"{1_316_983 + number * 1000:,}", 10)
        write(page, 120, 560, "$", 10)
    items = _items(to_bytes(doc))
    assert not [i for i in items if i["type"] in ("header", "footer")]


def _mineru(page, text, bbox, **extra):
    return {"type": "text", "text": text, "bbox": bbox, "page_idx": page, **extra}


def test_a_watermark_mineru_kept_as_text_becomes_a_footer_and_headings_stay():
    items = []
    for page in range(40):
        items.append(_mineru(page, f"第{page + 1}课 正文", [90, 300, 500, 320]))
        items.append(_mineru(page, "【某某书店：示例水印】", [92, 913, 267, 927]))
        if page % 8 == 0:  # a lesson's third part opening five pages: a heading, not furniture
            items.append(_mineru(page, "（三）解题技巧", [95, 83, 215, 98], text_level=2))
    parsed = parse_content_list(json.dumps(items))
    assert [i["page_idx"] for i in parsed if i["type"] == "footer"] == list(range(40))
    tips = [i for i in parsed if i["text"] == "（三）解题技巧"]
    assert len(tips) == 5 and all(i["type"] == "text" and i["text_level"] == 2 for i in tips)


def test_items_without_a_bbox_are_left_alone():
    items = [{"type": "text", "text": "同一行", "page_idx": p} for p in range(5)]
    mark_items(items)
    assert {i["type"] for i in items} == {"text"}


@pytest.mark.parametrize("name, running, pages", [
    ("fda-device-software-policy-2019", "Contains Nonbinding Recommendations", 45),
    ("alibaba-java-manual-huangshan", "Java 开发手册（黄山版）", 53),
    ("fda-precert-working-model-2019", "FDA.gov", 57),
])
def test_real_running_titles_leave_the_page_text(name, running, pages):
    source = PDFS / f"{name}.pdf"
    if not source.exists():
        pytest.skip(f"dev data {source} not on this machine")
    items = _items(source.read_bytes())
    found = {i["page_idx"] for i in items if i["type"] in ("header", "footer") and i["text"] == running}
    assert len(found) == pages
    lines = [(p, line) for p, text in page_texts(items).items() for line in text.split("\n")]
    assert not [p for p, line in lines if line.strip() == running]  # the words may be quoted in a sentence


def test_a_contents_entry_under_a_running_title_that_carries_the_folio_is_text():
    # 0762: a reference's repeated `Description` makes the first body row a running one; a page
    # whose running title carries its folio already (`DocBook to LaTeX Publishing v`) sets a
    # contents entry there (`4 Using dblatex 9`), no second title and folio
    from f.common.pdf.furniture import mark

    def block(text, y, size=10.0, bold=False):
        return {"text": text, "bbox": [95, y, 952, y + 12], "size": size, "bold": bold}

    romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]
    pages = []
    for n in range(8):  # contents pages: the running title with its roman folio, then entries
        first = block(f"{n + 4} Chapter title number {n + 4} {9 + 10 * n}", 98, bold=True)
        pages.append([block(f"DocBook to LaTeX Publishing {romans[n]}", 45), first,
                      block(f"{n + 4}.1 A section . . . . . . . . {10 + 10 * n}", 119)])
    for n in range(12):  # reference pages: `Description` opens each, under the running title and folio
        pages.append([block(f"DocBook to LaTeX Publishing {20 + n}", 45), block("Description", 99, bold=True),
                      block("A parameter described at length in the body of the page.", 130)])
    mark(pages)
    assert [page[1].get("kind") for page in pages[:8]] == [None] * 8
    assert all(page[0].get("kind") == "header" for page in pages)
