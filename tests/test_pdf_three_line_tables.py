"""Three-line tables (三线表) in our own PDF parser: real PDFs made here (tests/pdfmake.py), the real
parser. A table drawn with a top rule, a header rule and a bottom rule (as lines, or as Word's
thin filled rectangles cut at the column edges), no vertical lines, becomes a table item with
rows of cells and its caption, rendered through the one Markdown table renderer; prose between
rules, a heading's underline and a footnote separator stay text."""
from __future__ import annotations

import json

import pymupdf

from f.common.content.page_text import page_texts
from f.common.content.tables import markdown_table
from f.common.pdf import rule_tables
from f.common.pdf.run import parse_pdf
from tests.pdfmake import new_page, to_bytes, write

COLUMNS = (60, 150, 260)  # x of each column's text
HEADER = ("运算", "运算律", "表达式")
BODY = [("加法", "交换律", "a+b=b+a"), ("加法", "结合律", "(a+b)+c=a+(b+c)"),
        ("数乘", "分配律", "λ(a+b)=λa+λb")]
PROSE = "向量的运算满足一定的运算律，利用这些运算律可以简化计算。"


def _rule(page, y, width, word_style: bool):
    if word_style:  # Word: filled rectangles, one per column, with tiny joints between them
        edges = [50, 140, 250, 370]
        for x0, x1 in zip(edges, edges[1:]):
            page.draw_rect(pymupdf.Rect(x0, y, x1 - 1, y + width), color=None, fill=(0, 0, 0))
            page.draw_rect(pymupdf.Rect(x1 - 1, y, x1, y + width), color=None, fill=(0, 0, 0))
    else:
        page.draw_line((50, y), (370, y), width=width)


def table_page(doc, word_style=False, caption="表 1 向量的运算律"):
    page = new_page(doc)
    write(page, 50, 60, "6.2 平面向量的运算", 14)
    write(page, 50, 90, PROSE, 10)
    write(page, 130, 125, caption, 10)
    _rule(page, 135, 1.5, word_style)
    for x, text in zip(COLUMNS, HEADER):
        write(page, x, 150, text, 10)
    _rule(page, 158, 0.75, word_style)
    y = 175
    for row in BODY:
        for x, text in zip(COLUMNS, row):
            write(page, x, y, text, 10)
        y += 18
    # a wrapped cell: the second line of column 2, tight under its row
    for x, text in zip(COLUMNS, ("数量积", "交换律，与实数", "a·b=b·a")):
        write(page, x, y, text, 10)
    write(page, COLUMNS[1], y + 12, "乘法相同", 10)
    _rule(page, y + 20, 1.5, word_style)
    write(page, 50, y + 50, PROSE, 10)
    return page


def prose_page(doc):
    """Rules that frame no table: a heading's underline, full-width separators with prose between
    them, a short footnote separator."""
    page = new_page(doc)
    write(page, 50, 60, "6.3 平面向量基本定理", 14)
    page.draw_line((50, 68), (370, 68), width=0.75)
    for i in range(3):
        write(page, 50, 90 + 16 * i, PROSE, 10)
    page.draw_line((50, 150), (370, 150), width=0.75)
    for i in range(3):
        write(page, 50, 170 + 16 * i, PROSE, 10)
    page.draw_line((50, 230), (370, 230), width=0.75)
    write(page, 50, 250, PROSE, 10)
    page.draw_line((50, 540), (150, 540), width=0.5)
    write(page, 50, 555, "① 这是一个脚注。", 8)
    return page


def _parse(build) -> tuple[list[dict], dict]:
    doc = pymupdf.open()
    build(doc)
    files, report = parse_pdf(to_bytes(doc), workers=0)
    return json.loads(files["content_list.json"]), report


EXPECTED = [list(HEADER), *map(list, BODY), ["数量积", "交换律，与实数乘法相同", "a·b=b·a"]]


def _rows(html: str) -> list[list[str]]:
    lines = markdown_table(html).splitlines()
    return [[c.strip() for c in line.strip("|").split(" | ")] for i, line in enumerate(lines) if i != 1]


def test_a_three_line_table_drawn_with_lines_becomes_a_table_with_its_caption():
    items, report = _parse(table_page)
    tables = [i for i in items if i["type"] == "table"]
    assert len(tables) == 1 and report["tables"] == 1
    assert tables[0]["table_caption"] == ["表 1 向量的运算律"]
    assert _rows(tables[0]["table_body"]) == EXPECTED
    text = page_texts(items)[1]
    assert "| 运算 | 运算律 | 表达式 |\n| --- | --- | --- |\n| 加法 | 交换律 | a+b=b+a |" in text
    assert text.count("结合律") == 1  # the cells are not also left as loose text
    assert text.count(PROSE) == 2     # the prose around the table stays


def test_word_style_rules_cut_at_the_column_edges_are_one_rule_each():
    items, _ = _parse(lambda doc: table_page(doc, word_style=True))
    (table,) = [i for i in items if i["type"] == "table"]
    assert _rows(table["table_body"]) == EXPECTED


def test_two_tables_stacked_under_one_extent_are_cut_at_the_second_caption():
    def build(doc):
        page = table_page(doc)
        write(page, 130, 330, "表 2 数量积的运算律", 10)
        page.draw_line((50, 340), (370, 340), width=1.5)
        for x, text in zip(COLUMNS, HEADER):
            write(page, x, 355, text, 10)
        page.draw_line((50, 363), (370, 363), width=0.75)
        for x, text in zip(COLUMNS, ("数量积", "交换律", "a·b=b·a")):
            write(page, x, 380, text, 10)
        page.draw_line((50, 388), (370, 388), width=1.5)
    items, _ = _parse(build)
    tables = [i for i in items if i["type"] == "table"]
    assert [t["table_caption"] for t in tables] == [["表 1 向量的运算律"], ["表 2 数量积的运算律"]]
    assert _rows(tables[1]["table_body"]) == [list(HEADER), ["数量积", "交换律", "a·b=b·a"]]


def test_rules_around_prose_and_a_footnote_separator_are_no_table():
    items, report = _parse(prose_page)
    assert report["tables"] == 0 and not [i for i in items if i["type"] == "table"]
    assert page_texts(items)[1].count(PROSE) == 7


def test_a_grid_with_vertical_lines_is_left_to_the_grid_reader():
    lines = [{"text": "a", "bbox": (60, 140, 80, 150), "size": 10},
             {"text": "b", "bbox": (160, 140, 180, 150), "size": 10},
             {"text": "c", "bbox": (60, 170, 80, 180), "size": 10},
             {"text": "d", "bbox": (160, 170, 180, 180), "size": 10}]
    found = rule_tables.rules([(135, 50, 370), (158, 50, 370), (190, 50, 370)], 420)
    assert len(rule_tables.frames(found, lines, [], 420)) == 1
    verticals = [(150, 135, 190)]
    assert rule_tables.frames(found, lines, verticals, 420) == []
