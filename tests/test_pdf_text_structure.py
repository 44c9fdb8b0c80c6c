"""Faithful page text: word spaces the PDF only implies, numbering markers and wrapped headings
joined to their titles, code listings kept as code, tables cleaned and shown as Markdown tables,
footnotes as page_footnote items after the body."""
from __future__ import annotations

import collections
import json
from pathlib import Path

import pymupdf
import pytest

from f.common.content.markdown_tables import markdown_table
from f.common.content.page_text import page_texts
from f.common.pdf import outline, spans, tables
from f.common.pdf.items import markdown
from f.common.pdf.paragraphs import paragraphs
from f.common.pdf.run import parse_pdf
from f.common.textnorm import first_control
from tests.pdfmake import new_page, to_bytes, write

DEV = Path("/work/shared/dev-data/pdfs")
NO_OCR = {"ocr_fn": lambda page: {"blocks": [], "confidence": 0.0, "width": 1, "height": 1}}


def _items(data: bytes, **options) -> list[dict]:
    files, _ = parse_pdf(data, name="t.pdf", workers=0, **options)
    items = json.loads(files["content_list.json"])
    assert first_control(items) is None and first_control(files["content.md"].decode()) is None
    return items


def _span(text, x0, x1, size=10.0, font="Times", color=0):
    return {"text": text, "bbox": (x0, 100, x1, 100 + size), "size": size, "font": font,
            "flags": 0, "color": color}


def test_a_gap_between_spans_is_a_space_but_kerning_is_not():
    assert spans.line_of([_span("III.", 0, 20), _span("Definitions", 30, 90)])["text"] == "III. Definitions"
    assert spans.line_of([_span("Defin", 0, 25), _span("itions", 25.8, 55)])["text"] == "Definitions"
    # the PDF's own space span is kept once, not doubled by the gap rule
    assert spans.line_of([_span("A.", 0, 10), _span(" ", 10, 13), _span("Mobile", 20, 50)])["text"] == "A. Mobile"
    assert spans.line_of([_span("第一章", 0, 30), _span("总则", 40, 60)])["text"] == "第一章总则"


def test_numbered_heading_set_at_a_tab_stop_reads_with_its_space():
    doc = pymupdf.open()
    page = new_page(doc)
    write(page, 40, 90, "III.", 16)
    write(page, 80, 90, "Definitions", 16)
    write(page, 40, 130, "The body text of the section is set in a smaller size than its heading.", 10)
    texts = [i["text"] for i in _items(to_bytes(doc), use_outline=False) if i["type"] == "text"]
    assert texts[0] == "III. Definitions"


def _block(text, bbox, size=18.0, bold=True):
    return {"text": text, "bbox": list(bbox), "size": size, "bold": bold, "lines": 1}


def test_a_bare_marker_joins_its_title_beside_or_below_it():
    beside = paragraphs([_block("B.", (200, 410, 230, 430)), _block("Mobile Application", (265, 410, 690, 430))])
    assert [b["text"] for b in beside] == ["B. Mobile Application"]
    below = paragraphs([_block("第1章", (400, 100, 600, 130)), _block("引言", (450, 135, 550, 165))])
    assert [b["text"] for b in below] == ["第1章 引言"]
    numbers = paragraphs([_block("1.", (100, 100, 120, 120)), _block("2.", (140, 100, 160, 120))])
    assert len(numbers) == 2  # a row of numbers is not a title
    body = paragraphs([_block("B.", (200, 410, 230, 430)), _block("Body text", (200, 440, 700, 455), 10, False)])
    assert len(body) == 2  # the paragraph below in body type is not the marker's title


def test_a_wrapped_heading_is_one_heading():
    first = dict(_block("C. Mobile Medical Application (Mobile Medical", (200, 540, 840, 560)), text_level=2)
    second = _block("App)", (265, 563, 330, 583))
    body = _block("For purposes of this guidance, ...", (150, 600, 850, 650), 12, False)
    page = [first, second, body]
    outline.join_wrapped([page])
    assert [b["text"] for b in page] == ["C. Mobile Medical Application (Mobile Medical App)", body["text"]]
    ended = [dict(_block("A complete title.", (200, 100, 600, 120)), text_level=1),
             _block("Another line", (200, 123, 600, 143))]
    outline.join_wrapped([ended])
    assert len(ended) == 2


def test_rows_of_a_contents_page_set_as_headings_stay_apart():
    # a scanned workbook's contents rows read in heading type: each row its own entry
    rows = [dict(_block("题型六 平行线夹中点模型 47", (123, 467, 912, 485)), text_level=6, contents_row=True),
            dict(_block("题型七 截长补短模型 50", (123, 488, 912, 506)), text_level=6, contents_row=True)]
    outline.join_wrapped([rows])
    assert [b["text"] for b in rows] == ["题型六 平行线夹中点模型 47", "题型七 截长补短模型 50"]


def test_outline_titles_match_headings_that_carry_a_number():
    page = [_block("III. Definitions", (100, 100, 400, 120)), _block("A. Mobile Platform", (120, 130, 400, 150))]
    assert outline.apply_outline([[1, "Definitions", 1], [2, "Mobile Platform", 1]], [page]) == 2
    assert [b["text_level"] for b in page] == [1, 2]


def _code_pdf() -> bytes:
    doc = pymupdf.open()
    page = new_page(doc)
    write(page, 40, 60, "A rule, then an example:", 11)
    code = ["public class Order {", "    private int stock;", "    void add() {", "        stock++;",
            "    }", "}"]
    for n, line in enumerate(code):
        page.insert_text((40, 84 + n * 12), line, fontname="cour", fontsize=9)
    write(page, 40, 170, "List items end like code; they are prose;", 11)
    write(page, 40, 186, "and stay in their paragraph.", 11)
    return to_bytes(doc)


def test_code_keeps_its_lines_and_indentation():
    items = _items(_code_pdf())
    codes = [i for i in items if i["type"] == "code"]
    assert len(codes) == 1
    assert codes[0]["code_body"] == ("public class Order {\n    private int stock;\n    void add() {\n"
                                     "        stock++;\n    }\n}")
    assert codes[0]["text"] == codes[0]["code_body"]
    text = page_texts(items)[1]
    assert "```\npublic class Order {\n    private int stock;" in text
    assert "List items end like code; they are prose; and stay in their paragraph." in text
    assert "```\npublic class Order {" in markdown(items)


def test_tables_lose_empty_columns_and_get_a_header_row():
    rows = [["Name", None, "", "Value", ""], ["alpha", None, "", "1", ""], [None, None, "", None, ""],
            ["beta", None, "", "2", ""]]
    assert tables.clean(rows) == [["Name", "Value"], ["alpha", "1"], ["beta", "2"]]
    # one cell's text cut over two grid columns (covered cells None) comes back together
    split = [["Domain", "Measurement of", None], ["Element", None, "processes"]]
    assert tables.clean(split) == [["Domain", "Measurement of"], ["Element", "processes"]]
    html = tables.html(tables.clean(rows))
    assert html.startswith("<table><tr><th>Name</th><th>Value</th></tr>")
    assert markdown_table(html) == "| Name | Value |\n| --- | --- |\n| alpha | 1 |\n| beta | 2 |"


def _footnote_pdf() -> bytes:
    doc = pymupdf.open()
    page = new_page(doc)
    for n in range(4):
        write(page, 40, 80 + n * 16, f"Body line {n + 1} of the page, set in the running text size.", 11)
    write(page, 40, 160, "The paragraph after the note mark continues here.", 11)
    write(page, 40, 520, "1 Footnote text in small type at the foot of the page.", 8)
    write(page, 40, 531, "It wraps onto a second line.", 8)
    return to_bytes(doc)


def test_footnotes_are_page_footnote_items_after_the_body():
    items = _items(_footnote_pdf(), use_outline=False)
    notes = [i for i in items if i["type"] == "page_footnote"]
    note = "1 Footnote text in small type at the foot of the page. It wraps onto a second line."
    assert [n["text"] for n in notes] == [note]
    assert not any(i.get("text_level") for i in items)
    body = [i["text"] for i in items if i["type"] == "text"]
    assert not any("Footnote" in t for t in body)
    text = page_texts(items)[1]
    assert text.endswith(f"[Footnote] {note}")
    assert "[Footnote]" in markdown(items)


def _dev(name: str) -> list[dict]:
    path = DEV / name
    if not path.exists():
        pytest.skip("dev PDFs not present")
    files, _ = parse_pdf(path.read_bytes(), name=name, **NO_OCR)
    return json.loads(files["content_list.json"])


def _word_agreement(name: str, items: list[dict]) -> float:
    doc = pymupdf.open(DEV / name)
    ref = collections.Counter(w for page in doc for w in page.get_text().split())
    ours = collections.Counter(w for i in items for w in (i.get("text") or "").split())
    return sum((ref & ours).values()) / sum(ref.values())


def test_fda_guidance_headings_keep_their_space_and_their_title():
    name = "fda-device-software-policy-2019.pdf"
    items = _dev(name)
    texts = [i["text"] for i in items if i["type"] == "text"]
    assert not any(t.startswith(("III.Definitions", "A.Mobile Platform")) for t in texts)
    page7 = [(i["text"], i.get("text_level")) for i in items if i["page_idx"] == 6 and i["type"] == "text"]
    assert ("III. Definitions", 1) in page7 and ("B. Mobile Application (Mobile App)", 2) in page7
    assert not any(i["text"].strip() == "B." for i in items if i.get("text"))
    assert any(i["type"] == "page_footnote" and i["page_idx"] == 6 for i in items)
    assert _word_agreement(name, items) >= 0.94  # was 0.913 with glued words


def test_java_manual_code_examples_are_code_items():
    name = "alibaba-java-manual-huangshan.pdf"
    items = _dev(name)
    codes = [i for i in items if i["type"] == "code"]
    assert len(codes) >= 30
    assert any("\n    " in c["code_body"] and c["code_body"].count("\n") >= 3 for c in codes)
    assert _word_agreement(name, items) >= 0.70  # was 0.690
