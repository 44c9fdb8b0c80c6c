"""MinerU's HTML tables as Markdown tables in content output (f.common.content.tables): spans,
pipes, nested tables, titles, tables MinerU kept only as an image, and a book's page text."""
from __future__ import annotations

from f.common.content.page_text import page_texts, render_item
from f.common.content.tables import grid, markdown_table, render_table

SPANS = ('<table><tr><td colspan="3">表1 期中成绩</td></tr>'
         '<tr><th>姓名</th><th>科目</th><th>分数</th></tr>'
         '<tr><td rowspan="2">张三</td><td>数学</td><td>90</td></tr>'
         '<tr><td>语文</td><td>85</td></tr>'
         '<tr><td colspan="2">合计</td><td>175</td></tr></table>')


def test_rowspan_repeats_down_colspan_fills_its_first_column_and_a_spanning_first_row_is_the_title():
    assert markdown_table(SPANS) == (
        "表1 期中成绩\n"
        "| 姓名 | 科目 | 分数 |\n| --- | --- | --- |\n"
        "| 张三 | 数学 | 90 |\n| 张三 | 语文 | 85 |\n| 合计 |  | 175 |")


def test_header_cells_are_known_and_a_rowspan_in_the_middle_keeps_later_columns_aligned():
    html = ("<table><thead><tr><th>a</th><th>b</th><th>c</th></tr></thead>"
            "<tr><td>1</td><td rowspan='2'>x</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>")
    rows, header = grid(html)
    assert header and rows == [["a", "b", "c"], ["1", "x", "2"], ["3", "x", "4"]]


def test_pipes_are_escaped_latex_kept_whitespace_folded_and_br_is_a_space():
    out = markdown_table("<table><tr><td>|x|</td><td>$\\frac{1}{2}$</td></tr><tr><td>one<br/>two\n  three</td>"
                         "<td>&lt;5 &amp; 6</td></tr></table>")
    assert out.splitlines() == ["| \\|x\\| | $\\frac{1}{2}$ |", "| --- | --- |", "| one two three | <5 & 6 |"]


def test_a_long_rowspan_cell_is_a_ditto_mark_below_its_first_row():
    long = "倒数型相似 AB∥EF∥CD，且三条平行线把两条直线分成的线段成比例"
    out = markdown_table(f"<table><tr><td rowspan=2>{long}</td><td>1</td></tr><tr><td>2</td></tr></table>")
    assert out.splitlines()[2:] == ["| 〃 | 2 |"] and out.startswith(f"| {long} | 1 |")


def test_empty_rows_and_columns_are_dropped_and_a_nested_table_gives_its_text_to_its_cell():
    out = markdown_table("<table><tr><td>k</td><td></td><td><table><tr><td>x</td><td>y</td></tr>"
                         "</table></td></tr><tr><td></td><td></td><td></td></tr><tr><td>v</td><td></td>"
                         "<td>w</td></tr></table>")
    assert out == "| k | x y |\n| --- | --- |\n| v | w |"


def test_a_one_cell_table_is_its_text_and_text_without_cells_is_kept():
    assert markdown_table("<table><tr><td>注意：单位为米</td></tr></table>") == "注意：单位为米"
    assert markdown_table("  plain  ") == "plain"
    assert markdown_table("<table></table>") == "<table></table>"


def test_damaged_spans_are_bounded():
    out = markdown_table('<table><tr><td colspan="x">a</td><td rowspan="100000">b</td></tr>'
                         "<tr><td>c</td></tr></table>")
    assert out == "| a | b |\n| --- | --- |\n| c | b |"


def test_a_table_block_has_its_caption_and_footnote_and_an_unread_one_a_label_in_the_books_language():
    item = {"type": "table", "page_idx": 0, "table_caption": ["表 2-1 数据"],
            "table_footnote": ["注：单位 kg"], "table_body": "<table><tr><td>a</td><td>b</td></tr></table>"}
    assert render_item(item) == "表 2-1 数据\n| a | b |\n| --- | --- |\n注：单位 kg"
    image_only = {"type": "table", "page_idx": 0, "table_body": "", "img_path": "images/t.jpg"}
    assert render_table(image_only, "en") == "[Table]"
    assert render_table(image_only, "zh") == "[表]"
    assert render_table({**image_only, "table_caption": ["Table 3 Results"]}) == "[Table: Table 3 Results]"
    english = [{"type": "text", "page_idx": 0, "text": "The results of the survey are below."}, image_only]
    chinese = [{"type": "text", "page_idx": 0, "text": "调查结果如下表所示。"}, image_only]
    assert page_texts(english)[1].endswith("[Table]")
    assert page_texts(chinese)[1].endswith("[表]")


def test_mineru_shaped_page_renders_the_table_between_its_paragraphs():
    items = [{"type": "text", "page_idx": 2, "text": "下表列出各组人数。"},
             {"type": "table", "page_idx": 2, "table_caption": ["表1"], "table_body": SPANS},
             {"type": "text", "page_idx": 2, "text": "由表可知……"}]
    text = page_texts(items)[3]
    assert text.startswith("下表列出各组人数。\n\n表1\n表1 期中成绩\n| 姓名 |")
    assert text.endswith("| 合计 |  | 175 |\n\n由表可知……")
