"""Our PDF parser on real PDFs made here: reading order (two columns), furniture by repetition,
headings from bookmarks and from font statistics, page labels, tables, figures, NFKC."""
from __future__ import annotations

import json
import re

import pymupdf
import pytest

from f.common.pdf.layout import reading_order
from f.common.pdf.run import parse_pdf
from tests.pdfmake import new_page, to_bytes, write


def _items(data: bytes, **options) -> tuple[list[dict], dict]:
    files, report = parse_pdf(data, name="t.pdf", **options)
    return json.loads(files["content_list.json"]), report


def _texts(items, page_idx, kind="text"):
    return [i["text"] for i in items if i["page_idx"] == page_idx and i["type"] == kind]


def test_two_columns_read_left_column_first():
    doc = pymupdf.open()
    page = new_page(doc, 595, 842)
    write(page, 60, 60, "双栏排版的标题横跨整页宽度", 16)
    left = ["左栏第一段：向量既有大小又有方向。", "左栏第二段：数量只有大小。", "左栏第三段：零向量的方向任意。"]
    right = ["右栏第一段：等差数列的公差为 d。", "右栏第二段：等比数列的公比为 q。", "右栏第三段：数列是一列数。"]
    for n, (l, r) in enumerate(zip(left, right)):
        write(page, 60, 140 + n * 90, l, 10)
        write(page, 320, 140 + n * 90, r, 10)
    items, _ = _items(to_bytes(doc))
    order = _texts(items, 0)
    assert order[0].startswith("双栏排版")
    assert order[1:] == left + right  # the book's full-width punctuation is kept


def test_reading_order_is_pure_and_keeps_every_block():
    blocks = [{"bbox": [50, 300, 480, 320], "id": "l2"}, {"bbox": [520, 100, 950, 120], "id": "r1"},
              {"bbox": [50, 100, 480, 120], "id": "l1"}, {"bbox": [520, 300, 950, 320], "id": "r2"},
              {"bbox": [50, 40, 950, 70], "id": "title"}, {"bbox": [50, 500, 480, 520], "id": "l3"},
              {"bbox": [520, 500, 950, 520], "id": "r3"}]
    assert [b["id"] for b in reading_order(blocks, 1000)] == ["title", "l1", "l2", "l3", "r1", "r2", "r3"]
    single = [{"bbox": [100, 200, 900, 220], "id": "b"}, {"bbox": [100, 100, 900, 120], "id": "a"}]
    assert [b["id"] for b in reading_order(single, 1000)] == ["a", "b"]



def test_a_gutter_left_of_the_middle_is_found_where_no_line_crosses():
    """An exam set in two columns whose right column's numbers hang left of the middle (`10.` at
    0.497 of the width, its left column ending at 0.469): the gutter is where no text runs (0530)."""
    blocks = []
    for n in range(6):
        y = 100 + n * 120
        blocks += [{"bbox": [68, y, 469, y + 14], "id": f"l{n}"}, {"bbox": [100, y + 30, 300, y + 44], "id": f"lo{n}"},
                   {"bbox": [497, y + 10, 905, y + 24], "id": f"r{n}"}, {"bbox": [536, y + 40, 700, y + 54], "id": f"ro{n}"}]
    ids = [b["id"] for b in reading_order(blocks, 1000)]
    assert ids == [i for n in range(6) for i in (f"l{n}", f"lo{n}")] + [i for n in range(6) for i in (f"r{n}", f"ro{n}")]
    # one column with options side by side (A B | C D under each question) stays row by row
    rows = []
    for n in range(8):
        y = 100 + n * 80
        rows += [{"bbox": [77, y, 880, y + 14], "id": f"q{n}"}] + [
            {"bbox": [150 + k * 190, y + 30, 250 + k * 190, y + 44], "id": f"q{n}{k}"} for k in range(4)]
    assert [b["id"] for b in reading_order(rows, 1000)] == [b["id"] for b in rows]


def test_a_title_alone_over_the_columns_is_read_before_them_not_taken_for_the_right_column():
    """esami's `Part One`, set over both columns but wholly right of where no line runs: the
    gutter may cut through a block alone on its row, which then keeps its place (0531)."""
    blocks = [{"bbox": [417, 230, 507, 247], "id": "part"}]
    for n in range(5):
        y = 290 + n * 120
        blocks += [{"bbox": [39, y, 355, y + 12], "id": f"l{n}"}, {"bbox": [61, y + 22, 207, y + 34], "id": f"la{n}"},
                   {"bbox": [481, y - 1, 795, y + 11], "id": f"r{n}"}, {"bbox": [503, y + 21, 655, y + 33], "id": f"ra{n}"}]
    ids = [b["id"] for b in reading_order(blocks, 1000)]
    assert ids[0] == "part" and ids[1:] == [i for n in range(5) for i in (f"l{n}", f"la{n}")] + \
        [i for n in range(5) for i in (f"r{n}", f"ra{n}")]

def _book(outline: bool, labels: bool = True) -> bytes:
    doc = pymupdf.open()
    toc = []
    for number in range(6):
        page = new_page(doc)
        write(page, 40, 30, "示例教材 · 第六章 平面向量" if number % 2 else "高中数学", 9)
        write(page, 200, 575, str(number + 1), 9)
        if number in (0, 3):
            title = "第六章 平面向量" if number == 0 else "6.2 向量的运算"
            write(page, 40, 90, title, 18 if number == 0 else 14)
            toc.append([1 if number == 0 else 2, title, number + 1])
        write(page, 40, 140, f"这是第 {number + 1} 页的正文，讲述向量的概念与运算。", 11)
        write(page, 40, 160, "全角字符ＡＢＣ１２３应当被规范化。", 11)
    if outline:
        doc.set_toc(toc)
    if labels:
        doc.set_page_labels([{"startpage": 0, "prefix": "", "style": "D", "firstpagenum": 7}])
    return to_bytes(doc)


def test_furniture_headings_from_bookmarks_labels_and_nfkc():
    items, report = _items(_book(outline=True))
    assert report["heading_source"] == "outline" and report["headings"] == 2
    headings = [(i["page_idx"], i["text"], i["text_level"]) for i in items if i.get("text_level")]
    assert headings == [(0, "第六章 平面向量", 1), (3, "6.2 向量的运算", 2)]
    assert {i["text"] for i in items if i["type"] == "header"} == {"高中数学", "示例教材 · 第六章 平面向量"}
    assert [i["text"] for i in items if i["type"] == "page_number"] == [str(n) for n in range(1, 7)]
    body = " ".join(i["text"] for i in items if i["type"] == "text")
    assert "高中数学" not in body and "ABC123" in body and "ＡＢＣ" not in body
    assert all(0 <= v <= 1000 for i in items for v in i["bbox"])


def test_headings_from_font_statistics_without_bookmarks():
    items, report = _items(_book(outline=False), use_outline=False)
    assert report["heading_source"] == "font"
    levels = {i["text"]: i["text_level"] for i in items if i.get("text_level")}
    assert levels == {"第六章 平面向量": 1, "6.2 向量的运算": 2}


def test_page_labels_stand_in_when_no_number_is_printed():
    doc = pymupdf.open()
    for _ in range(3):
        write(new_page(doc), 40, 100, "没有印刷页码的页面，但 PDF 自带页码标签。", 11)
    doc.set_page_labels([{"startpage": 0, "prefix": "", "style": "r", "firstpagenum": 1}])
    items, _ = _items(to_bytes(doc))
    labels = [(i["text"], i.get("source")) for i in items if i["type"] == "page_number"]
    assert labels == [("i", "page_label"), ("ii", "page_label"), ("iii", "page_label")]


def test_table_and_figure_become_items_with_captions():
    doc = pymupdf.open()
    page = new_page(doc)
    write(page, 40, 60, "表1 数列的比较", 10)
    rows = [["项目", "等差数列", "等比数列"], ["通项", "a_n = a_1 + (n-1)d", "a_n = a_1 q^(n-1)"]]
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            write(page, 45 + c * 110, 88 + r * 24, cell, 9)
    for r in range(3):
        page.draw_line((40, 72 + r * 24), (370, 72 + r * 24))
    for c in range(4):
        page.draw_line((40 + c * 110, 72), (40 + c * 110, 120))
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 120, 80), 0)
    pix.clear_with(200)
    page.insert_image(pymupdf.Rect(120, 200, 300, 320), pixmap=pix)
    write(page, 150, 336, "图1 一幅插图", 10)
    items, report = _items(to_bytes(doc))
    tables = [i for i in items if i["type"] == "table"]
    assert len(tables) == 1 and tables[0]["table_caption"] == ["表1 数列的比较"]
    assert "<th>等比数列</th>" in tables[0]["table_body"]  # the first row is the header
    images = [i for i in items if i["type"] == "image"]
    assert len(images) == 1 and images[0]["image_caption"] == ["图1 一幅插图"]
    files, _ = parse_pdf(to_bytes(doc))
    assert images[0]["img_path"] in files and images[0]["img_path"].startswith("images/")
    body = [i["text"] for i in items if i["type"] == "text"]
    assert "等差数列" not in " ".join(body)  # table cells are not repeated as text


@pytest.mark.parametrize("name", ["sample"])
def test_sample_book_parses_into_a_faithful_shape(name, tmp_path):
    from f.sample.build import build

    path = build(tmp_path, outline=False)
    items, report = _items(path.read_bytes(), ocr_fn=lambda page: {"blocks": [], "confidence": 0.0,
                                                                     "width": 1, "height": 1})
    assert report["pages"] >= 30 and report["ocr_pages"] == 2 and report["tables"] == 2
    headings = [i["text"] for i in items if i.get("text_level")]
    for title in ("第六章 平面向量", "6.2.4 向量的数量积", "习题6.3", "7.3.2 等比数列的前n项和"):
        assert title in headings
    assert not any("......" in h for h in headings)  # contents lines are body size, not headings
    contents = [i["text"] for i in items if i["page_idx"] == 2 and i["type"] == "text"]
    assert contents[0] == "目录" and len(contents) > 25  # one item per contents line
    assert all(re.search(r"\.{3,} ?\d+$", line) for line in contents[1:])  # the PDF types a space


def test_numbered_headings_below_the_outline_depth_are_kept():
    doc = pymupdf.open()
    page = new_page(doc)
    write(page, 40, 90, "第一章 数列", 18)
    write(page, 40, 130, "（一）数列的概念", 11)
    write(page, 40, 150, "按照确定的顺序排列的一列数称为数列，数列中的每一个数叫做项。", 11)
    write(page, 40, 170, "（二）通项公式是第 n 项与 n 之间的关系式，可以用它求任意一项。", 11)
    doc.set_toc([[1, "第一章 数列", 1]])
    items, _ = _items(to_bytes(doc))
    levels = [(i["text"], i.get("text_level")) for i in items if i["type"] == "text"]
    assert levels[0] == ("第一章 数列", 1) and levels[1] == ("（一）数列的概念", 2)
    assert all(level is None for _text, level in levels[2:])  # numbered sentences stay body text


def _page_dict(*spans):
    return {"blocks": [{"type": 0, "lines": [{"spans": [{"font": f, "text": t} for f, t in spans]}]}]}


def test_a_notation_font_mapped_onto_cjk_codepoints_is_told_from_chinese_text():
    from f.common.pdf.parser import remapped_fonts

    # numbered notation as a sight-singing textbook's font encodes it: U+6196-U+6219
    score = _page_dict(("O-PK7487a7", "憗=懚戓 戙憛 憛憛憙憙 憢憘 憜憛"), ("FZSSK", "以do为主音的调式称为大调式。"))
    assert remapped_fonts(score) == {"O-PK7487a7"}
    # real text, however few or many characters, spreads over the CJK block
    assert remapped_fonts(_page_dict(("FZSSK", "我们所有的打算都成了，战胜困难要靠双手。"))) == set()
    assert remapped_fonts(_page_dict(("FZHT", "第一部分 乐谱识读与运用"))) == set()
    assert remapped_fonts(_page_dict(("N", "憗憘憙"))) == set()  # too few to tell


def test_a_notation_fonts_glyphs_stay_out_of_page_text_and_headings():
    doc = pymupdf.open()
    page = new_page(doc, 595, 842)
    write(page, 60, 60, "二、C大调及C宫系统调", 18)
    write(page, 60, 100, "本课延续了第一课的调式基础，节拍以四二拍子为主。", 10)
    for row, notes in enumerate(["憗=懚戓", "戙憛憛憛", "憙憙憢憘", "憜憛憗憠"]):
        page.insert_text((60, 160 + row * 40), notes, fontname="china-ss", fontsize=20)  # a font of its own
    items, _ = _items(to_bytes(doc))
    text = " ".join(i.get("text", "") for i in items)
    assert "本课延续" in text and "二、C大调" in text
    assert not set("憗懚戓戙憛憙憢憘憜憠") & set(text), text
