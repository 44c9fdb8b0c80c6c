"""Issue 12: line repairs before headings: contents rows split by wide gaps become one line; a
`Chapter N` label joins its title; a bare section number read after its title goes in front."""
from f.common.pdf.rows import join_chapter_labels, merge_contents_rows


def _b(x0, y0, x1, text, size=10.0, bold=False, height=14):
    return {"bbox": [x0, y0, x1, y0 + height], "text": text, "size": size, "bold": bold, "lines": 1}


def test_contents_rows_become_one_line_each():
    blocks = []
    for n in range(5):
        y = 100 + n * 30
        blocks += [_b(144, y, 170, f"4.{n}"), _b(185, y, 400, f"Section title {n}"),
                   _b(420, y, 848, ". . . . . . . ."), _b(865, y, 882, str(30 + n))]
    out = merge_contents_rows(blocks)
    assert [b["text"] for b in out] == [f"4.{n} Section title {n} .... {30 + n}" for n in range(5)]


def test_a_page_with_few_numbered_rows_is_left_alone():
    blocks = [_b(144, 100, 400, "Table 1 value"), _b(865, 100, 882, "12"), _b(100, 200, 800, "Body text")]
    assert merge_contents_rows([dict(b) for b in blocks]) == blocks


def test_a_chapter_label_joins_its_title_below_but_not_an_item_heading():
    out = join_chapter_labels([_b(118, 186, 285, "Chapter 1", 20, True, 26),
                               _b(118, 257, 369, "Introduction", 24, True, 32)])
    assert [b["text"] for b in out] == ["Chapter 1 Introduction"]
    out = join_chapter_labels([_b(118, 100, 200, "Part I", 12, True), _b(118, 120, 400, "Item 1. Business", 12, True)])
    assert [b["text"] for b in out] == ["Part I", "Item 1. Business"]


def test_a_bare_number_read_after_its_title_goes_in_front():
    out = join_chapter_labels([_b(144, 100, 567, "Immediate Encoding Variants", 12, True),
                               _b(118, 100, 135, "2.3", 12, True)])
    assert [b["text"] for b in out] == ["2.3 Immediate Encoding Variants"]


def test_a_part_title_set_in_the_margin_beside_the_entries_is_no_part_of_a_row():
    # issue 28 (a scanned music textbook): `乐谱识读与运用`, the second line of `第一部分` set left of the
    # entries, sat on the row of `二、C大调…  5` and became one entry with it
    blocks = [_b(51, 389, 134, "第一部分", 19.5), _b(164, 388, 450, "一、C大调及C宫系统调（1）"),
              _b(52, 413, 130, "乐谱识读与运用", 15.1), _b(163, 418, 450, "二、C大调及C宫系统调（2）"),
              _b(871, 418, 895, "...5")]
    for n, title in enumerate(["三、C大调", "四、a小调", "五、a小调", "六、a小调"]):
        blocks += [_b(163, 448 + 30 * n, 450, title), _b(875, 450 + 30 * n, 895, str(8 + 3 * n))]
    texts = [b["text"] for b in merge_contents_rows(blocks)]
    assert "乐谱识读与运用" in texts and "二、C大调及C宫系统调（2） ...5" in texts
    numbered = [_b(144, 100 + n * 30, 170, f"第{n + 1}章") for n in range(5)]
    titled = numbered + [_b(185, 100 + n * 30, 400, "标题") for n in range(5)] + \
        [_b(865, 100 + n * 30, 882, str(n + 1)) for n in range(5)]
    assert merge_contents_rows(titled)[0]["text"] == "第1章 标题 1"  # a marker column stays in its row


def test_a_unit_label_joins_its_title_below():
    out = join_chapter_labels([_b(82, 92, 160, "第二单元", 18.2, False, 25), _b(114, 122, 285, "七彩管弦", 41.8, False, 46)])
    assert [b["text"] for b in out] == ["第二单元七彩管弦"]
