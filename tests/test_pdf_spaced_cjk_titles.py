"""Letter-spaced Chinese titles (`摘  要`, `致  谢`, a contents row `摘  要 …… I`): the parser's wide
gaps split them into one fragment a character; the fragments of a row are one title again, so the
tree has `摘要` and `致谢`, not `摘` with a child `要`."""

import pymupdf

from f.common.pdf.rows import join_spaced_cjk
from tests import pdfmake

BODY = "本章的正文是一段普通的文字，它占满页面的一整行，用来说明正文字号与标题字号的差别。"


def _spaced(page, x, y, title, size, ems=2.0):
    for n, char in enumerate(title):  # one character at a time, `ems` apart, as templates set them
        pdfmake.write(page, x + n * size * (1 + ems), y, char, size)


def _pdf() -> bytes:
    doc = pymupdf.open()
    for title in ("摘要", None, "致谢"):
        page = pdfmake.new_page(doc)
        if title:
            _spaced(page, 160, 80, title, 18)
        else:
            pdfmake.write(page, 120, 80, "第 1 章 引言", 18)
        for n in range(14):
            pdfmake.write(page, 40, 120 + n * 16, BODY[: 20 + n % 3], 10.5)
    return pdfmake.to_bytes(doc)


def test_spaced_titles_are_one_top_node_each():
    tree = pdfmake.tree_of(_pdf())
    titles = pdfmake.outline(tree)
    assert (1, "摘要") in titles and (1, "致谢") in titles, titles
    assert not any(t in ("摘", "要", "致", "谢") for _, t in titles), titles


def _block(text, x0, x1, y0=100, size=12.0, bold=False):
    return {"text": text, "bbox": [x0, y0, x1, y0 + 14], "size": size, "bold": bold, "lines": 1}


def test_a_row_of_fragments_joins_and_table_columns_do_not():
    signed = join_spaced_cjk([_block("签", 444, 465), _block("名：", 485, 525), _block("日", 651, 671),
                              _block("期：", 691, 731)])
    assert [b["text"] for b in signed] == ["签名：", "日期："]
    contents = join_spaced_cjk([_block("摘", 143, 163, bold=True), _block("要" + "." * 40, 183, 840),
                                _block("I", 845, 857)])
    assert [b["text"] for b in contents] == ["摘要" + "." * 40, "I"]
    columns = join_spaced_cjk([_block("甲", 100, 114), _block("乙", 300, 314), _block("丙", 500, 514)])
    assert [b["text"] for b in columns] == ["甲", "乙", "丙"]   # further apart than letter spacing
    sizes = join_spaced_cjk([_block("第", 100, 114, size=18), _block("章", 130, 144, size=10)])
    assert len(sizes) == 2
    rows = join_spaced_cjk([_block("致", 100, 114, y0=100), _block("谢", 130, 144, y0=300)])
    assert len(rows) == 2
