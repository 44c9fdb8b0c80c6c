"""Bare pictures that are the page's design (a header banner on every page, a full-page backdrop
under the text) stay out of the page text; figures stay in (decision 0287)."""
from __future__ import annotations

import io
import json

import pymupdf
from PIL import Image

from f.common.content.content_list import parse_content_list
from f.common.content.page_text import page_texts
from f.common.pdf.run import parse_pdf
from tests.pdfmake import new_page, prose, to_bytes


def _text(page: int, text: str = "正文内容在这里，说明本页讲了什么。") -> dict:
    return {"type": "text", "text": text, "page_idx": page, "bbox": [100, 300, 900, 340]}


def _picture(page: int, bbox: list, **extra) -> dict:
    return {"type": "image", "img_path": f"images/p{page}.jpg", "image_caption": [], "image_footnote": [],
            "bbox": bbox, "page_idx": page, **extra}


def _types(items: list[dict]) -> list[str]:
    return [i["type"] for i in parse_content_list(json.dumps(items)) if i["type"] in ("image", "discarded")]


def test_a_banner_at_the_top_of_odd_and_even_pages_is_discarded():
    items = []
    for page in range(8):  # the banner mirrors: flush left on even pages, flush right on odd ones
        items += [_picture(page, [0, 50, 878, 98] if page % 2 else [122, 50, 1000, 98]), _text(page)]
    listed = parse_content_list(json.dumps(items))
    assert {i["type"] for i in listed if i.get("img_path")} == {"discarded"}
    assert all("[图]" not in text for text in page_texts(listed).values())


def test_pictures_at_one_place_on_few_pages_or_with_captions_are_figures():
    items = [_text(p) for p in range(12)]
    items += [_picture(p, [100, 400, 500, 700]) for p in (2, 7)]  # two figures set alike
    items += [_picture(p, [100, 100, 900, 200], image_caption=[f"图 {p} 示意图"]) for p in range(12)]
    items += [_picture(p, [600, 720, 900, 900], content="图中的文字") for p in range(12)]
    assert _types(items) == ["image"] * 26


def test_a_picture_covering_the_page_is_a_backdrop_only_under_text():
    items = [_picture(0, [0, 0, 1000, 1000]), _text(0),   # MinerU 4's backdrop under the page's text
             _picture(1, [0, 0, 1000, 1000]),              # a full-page plate: the page's only content
             _text(2), _picture(2, [50, 100, 950, 900])]   # a large figure, not the whole page
    assert _types(items) == ["discarded", "image", "image"]


def test_a_rule_of_three_pages_in_a_long_book_needs_a_quarter_of_the_pages():
    items = [_text(p) for p in range(40)]
    items += [_picture(p, [700, 50, 950, 90]) for p in (3, 4, 5)]  # 3 of 40 pages: not the design
    assert _types(items) == ["image"] * 3
    items += [_picture(p, [700, 50, 950, 90]) for p in range(6, 20)]
    assert set(_types(items)) == {"discarded"}


def _png(colour: tuple) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (200, 40), colour).save(out, format="PNG")
    return out.getvalue()


def test_a_parsed_pdf_keeps_its_figure_and_drops_its_banner():
    doc = pymupdf.open()
    banner, figure = _png((200, 40, 40)), _png((40, 40, 200))
    for number in range(6):
        page = new_page(doc)
        page.insert_image(pymupdf.Rect(30, 20, 390, 50), stream=banner)
        prose(page, 80)
        if number == 3:
            page.insert_image(pymupdf.Rect(60, 200, 360, 320), stream=figure)
    files, _ = parse_pdf(to_bytes(doc), workers=0)
    texts = page_texts(parse_content_list(files["content_list.json"]))
    assert [page for page, text in texts.items() if "[图" in text] == [4]
