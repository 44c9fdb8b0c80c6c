"""Issue 28, fifteenth scan round (0671-0673): a scanned contents page set in two columns, OCR'd row by
row across the gutter. Small hand-made OCR'd boxes for the pure rules (f.common.tree.contents_page)."""
from f.common.tree.contents_page import entries


def _item(text, x0, y, x1, level=None, ocr=True):
    out = {"type": "text", "text": text, "page_idx": 0, "bbox": [x0, y, x1, y + 16]}
    if ocr:
        out["ocr"] = True
    if level:
        out["text_level"] = level
    return out


def _titles(items):
    return [(e.title, e.label) for e in entries({0: items}, {0})]


def test_a_line_read_across_the_gutter_is_cut_where_the_right_columns_entry_begins():
    # lshort-like: left column 116-466, right column 499-822; OCR joined rows at one height
    items = [_item("目录", 434, 170, 508),
             _item("第一章 基本概念 1", 118, 200, 464), _item("2.3.8 标志 15", 538, 200, 822),
             _item("1.1 概述 第三章 文档元素 19", 143, 220, 822),
             _item("1.1.1 TEX 1", 181, 240, 464), _item("3.1 章节和目录 19", 500, 240, 822),
             _item("1.1.2 LATEX 1", 181, 260, 464), _item("3.1.1 章节标题 19", 539, 260, 822),
             _item("1.2 第一次使用 3 附录 A 安装 103", 143, 280, 822),
             _item("1.3 代码结构 4", 143, 300, 464), _item("3.2 标题页 20", 499, 300, 822)]
    more = [(f"1.3.{k} 小节 {4 + k}", f"3.2.{k} 小节 {20 + k}") for k in range(1, 6)]
    items += [box for k, (a, b) in enumerate(more)
              for box in (_item(a, 181, 320 + 20 * k, 464), _item(b, 538, 320 + 20 * k, 822))]
    got = _titles(items)
    assert ("1.1 概述", None) in got and ("第三章 文档元素", "19") in got
    assert ("1.2 第一次使用", "3") in got and ("附录 A 安装", "103") in got
    # the left column first, then the right, each in its rows' order
    assert [t for t, _ in got] == ["第一章 基本概念", "1.1 概述", "1.1.1 TEX", "1.1.2 LATEX", "1.2 第一次使用",
                                   "1.3 代码结构"] + [a.rsplit(" ", 1)[0] for a, _ in more] + [
                                   "2.3.8 标志", "第三章 文档元素", "3.1 章节和目录", "3.1.1 章节标题", "附录 A 安装",
                                   "3.2 标题页"] + [b.rsplit(" ", 1)[0] for _, b in more]


def test_a_line_of_one_column_is_not_cut():
    items = [_item("目录", 400, 170, 470), _item("第一章 基本概念 1", 118, 200, 822),
             _item("1.1 概述 第三章的内容 2", 143, 220, 822), _item("1.2 第一次使用 3", 143, 240, 822)]
    assert [t for t, _ in _titles(items)] == ["第一章 基本概念", "1.1 概述 第三章的内容", "1.2 第一次使用"]


def test_page_numbers_ocrd_apart_at_the_left_columns_edge_end_their_rows():
    # hanzibox-like: titles 227-490, their page numbers at 557-575, the right column from 585; a chapter
    # row read at a heading's size after the extra space over it; a page number run into the next entry
    items = [_item("目", 226, 433, 284),
             _item("第1节 简要说明", 227, 470, 363), _item("1", 559, 471, 575), _item("3.11 作文格式选项 7", 610, 470, 932),
             _item("第2节用户接口 2 第4节 应用实例 8", 227, 501, 931, level=6),
             _item("2.1 \\hanzibox 命令", 252, 519, 449), _item("3.1", 252, 624, 292), _item("基础字符和字号", 291, 624, 447),
             _item("2 4.1 拼一拼练习 8", 557, 519, 931),
             _item("2.2 \\hanzidialog 命令", 252, 538, 461), _item("3", 557, 539, 574),
             _item("4.2 标注声母练习 8", 610, 537, 931),
             _item("4", 557, 625, 574), _item("第5节 代码实现 12", 585, 556, 933)]
    assert _titles(items) == [("第1节 简要说明", "1"), ("第2节用户接口", "2"), ("2.1 \\hanzibox 命令", "2"),
                              ("2.2 \\hanzidialog 命令", "3"), ("3.1 基础字符和字号", "4"), ("3.11 作文格式选项", "7"),
                              ("第4节 应用实例", "8"), ("4.1 拼一拼练习", "8"), ("4.2 标注声母练习", "8"),
                              ("第5节 代码实现", "12")]


def test_a_footnote_under_the_contents_and_the_contents_own_entry_are_no_entries():
    items = [_item("目录", 434, 170, 508), _item("英文版致谢 iii", 118, 200, 466), _item("目录 vii", 118, 220, 466),
             _item("1 Introduction 3", 210, 240, 800), _item("3.6 Working with other packages 10", 240, 260, 800),
             _item("*Revision: 2016/05/14.", 236, 814, 405), _item("†https://gitee.com/nwafu_nan/hanzibox-l3", 236, 830, 600),
             _item("1", 497, 873, 512)]
    titles = [t for t, _ in _titles(items)]
    assert titles == ["英文版致谢", "1 Introduction", "3.6 Working with other packages"]
    assert _titles(items)[0] == ("英文版致谢", "iii")  # a front-matter entry's roman page (0856)


def test_a_section_mark_numbering_an_entry_is_no_footnote_mark():
    # qyxf-book-like: `§1.1` numbers the sections of a one-column contents
    items = [_item("目录", 460, 99, 542), _item("第一章 模板功能介绍", 141, 165, 339), _item("§1.1 模板概况", 179, 186, 317),
             _item("§1.2 版本演进.", 180, 208, 321), _item("1.2.1 V1 版本 2", 226, 231, 859),
             _item("§1.3 常用功能指南. 3", 179, 316, 860)]
    assert [t for t, _ in _titles(items)] == ["第一章 模板功能介绍", "§1.1 模板概况", "§1.2 版本演进", "1.2.1 V1 版本",
                                              "§1.3 常用功能指南"]
