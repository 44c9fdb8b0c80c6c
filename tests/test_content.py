"""Page text from content-list items: tables, equations, captions kept; furniture left out."""
import json

import pytest

from f.common.content.content_list import parse_content_list
from f.common.content.page_text import page_labels, page_texts, render_item
from f.common.content.tables import markdown_table
from f.common.errors import BadInput


def test_page_text_keeps_body_and_drops_furniture():
    items = [
        {"type": "header", "text": "第六章 平面向量", "page_idx": 0},
        {"type": "text", "text": "6.2 向量的运算", "text_level": 1, "page_idx": 0},
        {"type": "text", "text": "两个向量的数量积是一个数。", "page_idx": 0},
        {"type": "equation", "text": "$$a\\cdot b=|a||b|\\cos\\theta$$", "page_idx": 0},
        {"type": "image", "img_path": "images/a.jpg", "image_caption": ["图6.2-1 向量的夹角"],
         "image_footnote": [], "page_idx": 0},
        {"type": "footer", "text": "人民教育出版社", "page_idx": 0},
        {"type": "page_number", "text": "17", "page_idx": 0},
        {"type": "discarded", "text": "扫描水印", "page_idx": 0},
        {"type": "list", "sub_type": "text", "list_items": ["(1) 第一条", "(2) 第二条"], "page_idx": 1},
        {"type": "code", "code_body": "print(1)", "code_caption": ["代码1"], "page_idx": 1},
    ]
    texts = page_texts(items)
    assert texts[1] == ("# 6.2 向量的运算\n\n两个向量的数量积是一个数。\n\n"
                        "$$a\\cdot b=|a||b|\\cos\\theta$$\n\n[图: 图6.2-1 向量的夹角]")
    for furniture in ("人民教育出版社", "扫描水印", "第六章 平面向量\n", "17"):
        assert furniture not in texts[1]
    assert "- (1) 第一条" in texts[2] and "```\nprint(1)\n```" in texts[2]
    assert page_labels(items) == {1: "17"}


def test_tables_become_pipe_rows_with_caption():
    item = {"type": "table", "table_caption": ["表1 三角函数值"], "table_footnote": ["注：近似值"],
            "table_body": "<table><tr><th>角</th><th>sin</th></tr><tr><td>30°</td><td>0.5</td></tr></table>",
            "page_idx": 0}
    assert render_item(item) == "表1 三角函数值\n| 角 | sin |\n| --- | --- |\n| 30° | 0.5 |\n注：近似值"
    nested = "<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table>"
    assert markdown_table(nested) == "x"  # a table inside a cell gives its text to that cell (issue 18)


def test_old_caption_names_are_read():
    items = parse_content_list(json.dumps([{"type": "image", "img_path": "a.jpg",
                                            "img_caption": ["图1 旧格式"], "page_idx": 0}]))
    assert render_item(items[0]) == "[图: 图1 旧格式]"


def test_content_list_v2_is_read():
    pages = [[{"type": "title", "content": {"title_content": [{"type": "text", "content": "第一章 集合"}],
                                            "level": 1}, "bbox": [0, 0, 10, 10]},
              {"type": "paragraph", "content": {"paragraph_content": [
                  {"type": "text", "content": "集合是一些对象的全体。"}]}}],
             [{"type": "page_number", "content": {"page_number_content": [{"type": "text", "content": "2"}]}}]]
    items = parse_content_list(json.dumps(pages))
    assert page_texts(items) == {1: "# 第一章 集合\n\n集合是一些对象的全体。"}
    assert page_labels(items) == {2: "2"}


@pytest.mark.parametrize("data,message", [
    ('[{"type": "text", "text": "x", "page_idx": 0}', "not valid JSON"),
    ("not json at all", "not valid JSON"),
    ('{"type": "text"}', "must be a JSON list"),
    ('[{"type": "text", "text": "x"}]', "no valid page_idx"),
    ('[{"type": "text", "text": "x", "page_idx": -1}]', "no valid page_idx"),
    ('[{"type": "text", "text": "x", "page_idx": "3"}]', "no valid page_idx"),
    ('[{"text": "x", "page_idx": 0}]', "has no type"),
    ('["just a string"]', "is not an object"),
    (b"\xff\xfe\x00garbage", "not valid JSON"),
])
def test_broken_content_lists_are_clear_errors(data, message):
    with pytest.raises(BadInput, match=message):
        parse_content_list(data)
