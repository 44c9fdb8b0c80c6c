"""Issue 28, fourteenth scan round (0621): a contents title set letter-spaced (`目  录`) that OCR read as
one character. Small hand-made OCR'd blocks for the pure rules (f.common.tree.contents_page)."""
from f.common.tree.contents_page import contents_pages, entries, titles_contents


def _item(page, text, y, x0=110):
    return {"type": "text", "text": text, "page_idx": page, "bbox": [x0, y, 890, y + 18], "ocr": True}


ROWS = ["第三章 教程 1", "第四章绘图命令 7", "4.1 描绘（draw） 7", "4.2 填充（fill） 9", "4.3 剪裁（clip） 12",
        "第五章 编程 17", "5.1 数据类型 18"]


def _by_page(items):
    out = {}
    for item in items:
        out.setdefault(item["page_idx"], []).append(item)
    return out


def test_a_lone_mu_or_lu_line_names_the_contents_and_no_other_line_does():
    assert titles_contents("目") and titles_contents(" 录 ") and titles_contents("目录")
    assert not titles_contents("项目") and not titles_contents("目的") and not titles_contents("第一章 目")


def test_a_contents_page_titled_by_a_lone_mu_keeps_its_entries_before_the_next_pages_running_head():
    # page 3 of a manual: its `目 录` read as `目`; page 4 goes on under a running head `iv  目录`, the
    # only whole title OCR read: the first page's entries were dropped as lines before the title
    first = [_item(2, "目", 215, 460)] + [_item(2, row, 316 + 21 * k) for k, row in enumerate(ROWS)]
    second = [dict(_item(3, "iv", 90), type="header"), _item(3, "目录", 88, 849), _item(3, "5.13 类型转换 78", 124),
              _item(3, "5.14 导入 79", 144), _item(3, "索引 84", 198)]
    by_page = _by_page(first + second)
    pages = contents_pages(by_page)
    assert pages == {2, 3}
    titles = [e.title for e in entries(by_page, pages)]
    assert titles[:2] == ["第三章 教程", "第四章绘图命令"] and titles[-1] == "索引" and len(titles) == len(ROWS) + 3


def test_a_short_manuals_first_page_with_its_contents_over_the_body_is_a_contents_page():
    # zhlineskip-like: title, author, date, `目` (for 目录), the contents lines, then the body's first section
    head = [_item(0, "zhlineskip 宏包", 60, 380), _item(0, "张瑞熹*", 100, 450), _item(0, "2019/05/15 v1.0e", 130, 420),
            _item(0, "目", 170, 480)]
    rows = [_item(0, row, 200 + 20 * k) for k, row in enumerate(["第1节简介 1", "1.1 宏包依赖 1", "1.2 中西有别 2",
                                                                  "第2节 功能介绍 3", "2.1 载入宏包时的键值选项 4"])]
    body = [_item(0, "第1节 简介", 340)] + [
        _item(0, "zhlineskip宏包允许用户指定正文行距相比于正文字号的倍数（通常建议设置在1.5至1.67之间）。", 380 + 20 * k)
        for k in range(8)]
    by_page = _by_page(head + rows + body)
    assert contents_pages(by_page) == {0}
    assert [e.title for e in entries(by_page, {0})] == ["第1节简介", "1.1 宏包依赖", "1.2 中西有别", "第2节 功能介绍",
                                                         "2.1 载入宏包时的键值选项"]
    # the same page without the lone `目`: not enough contents lines among the body's to be one
    by_page = _by_page([i for i in head if i["text"] != "目"] + rows + body)
    assert contents_pages(by_page) == set()


def _book(ocr: bool):
    def item(page, text, y, level=None):
        out = {"type": "text", "text": text, "page_idx": page, "bbox": [110, y, 890, y + 18]}
        if ocr:
            out["ocr"] = True
        if level:
            out["text_level"] = level
        return out
    para = "本宏包允许用户指定正文行距相比于正文字号的倍数，以及脚注行距相比于脚注字号的倍数，使得全文的视觉密度较为均匀。"
    rows = ["第1节 简介 1", "1.1 宏包依赖 1", "1.2 中西有别 2", "第2节 功能介绍 3", "2.1 键值选项 3"]
    items = [item(0, "zhlineskip 宏包", 60, 1), item(0, "张瑞熹", 100), item(0, "目", 170)]
    items += [item(0, row, 200 + 20 * k) for k, row in enumerate(rows)]
    items += [item(0, "第1节 简介", 340, 2), item(0, para, 380), item(0, "1.1 宏包依赖", 420, 3), item(0, para, 460),
              item(1, "1.2 中西有别", 100, 3), item(1, para, 140), item(2, "第2节 功能介绍", 100, 2), item(2, para, 140),
              item(2, "2.1 键值选项", 300, 3), item(2, para, 340)]
    return items


def _titles(items):
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.walk import walk

    return [n["title"] for _d, n, _p in walk(build_pageindex(items, book_id="b", doc_name="b")["structure"])]


def test_a_scanned_title_block_over_the_contents_on_the_first_page_opens_no_node():
    titles = _titles(_book(ocr=True))
    assert "zhlineskip 宏包" not in titles, titles
    assert [t for t in titles if t[:1] in "第12"] == ["第1节 简介", "1.1 宏包依赖", "1.2 中西有别", "第2节 功能介绍",
                                                      "2.1 键值选项"], titles
    # on a text layer the title block is left to the rules that read its type (0622 is OCR only)
    assert "zhlineskip 宏包" in _titles(_book(ocr=False))
