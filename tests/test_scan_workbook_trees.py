"""Issue 28, scanned workbooks: OCR'd lines of a workbook page (prompts, table cells, unit labels)
are no headings, and a contents page set in two columns of units is read in its own order. Small
hand-made inputs for the pure rules (f.common.pdf.rows, f.common.tree.contents_page,
f.common.pdf.scan_lines)."""
from f.common.pdf.rows import merge_contents_rows
from f.common.tree.contents_page import entries


def _b(x0, y0, x1, text, height=20):
    return {"bbox": [x0, y0, x1, y0 + height], "text": text, "size": 12.0, "lines": 1}


# a 目录 page in two columns: unit 1 over unit 3 on the left, unit 2 over unit 4 on the right; the
# left column's page numbers end mid-page, in blocks of their own
_UNITS = {1: ("显微镜下的生命世界", 138, 118), 3: ("地球的运动", 138, 480), 2: ("仿生", 521, 300), 4: ("简单机械", 527, 660)}


def _two_column_page() -> list[dict]:
    blocks = [_b(715, 80, 890, "目录", 50)]
    for unit, (title, x, y) in _UNITS.items():
        blocks.append(_b(x, y, x + 300, f"{unit}单元{title}", 26))
        for n in range(4):
            lesson = (unit - 1) * 4 + n + 1
            blocks += [_b(x + 4, y + 45 + 30 * n, x + 230, f"{lesson}. 第{lesson}课"),
                       _b(x + 330, y + 45 + 30 * n, x + 355, str(lesson))]
    return blocks


def test_a_two_column_contents_page_gets_one_row_per_entry_with_its_number():
    texts = [b["text"] for b in merge_contents_rows(_two_column_page())]
    for lesson in range(1, 17):
        assert f"{lesson}. 第{lesson}课 {lesson}" in texts, texts
    # untitled, numbers ending mid-page make no contents rows (a table's last column): the left
    # column stays as it was read
    untitled = [b["text"] for b in merge_contents_rows([b for b in _two_column_page() if b["text"] != "目录"])]
    assert "1. 第1课" in untitled and "1" in untitled, untitled


def test_two_entries_on_one_row_of_a_two_column_contents_page_stay_two():
    blocks = [_b(715, 80, 890, "目录", 50)]
    for n in range(4):
        y = 150 + 30 * n
        blocks += [_b(140, y, 380, f"{n + 1}. 左栏第{n + 1}课"), _b(470, y, 495, str(n + 1)),
                   _b(520, y, 760, f"{n + 5}. 右栏第{n + 5}课"), _b(840, y, 870, str(n + 5))]
    texts = [b["text"] for b in merge_contents_rows(blocks)]
    assert "1. 左栏第1课 1" in texts and "5. 右栏第5课 5" in texts, texts


def test_units_read_column_by_column_are_put_back_in_page_order():
    items = [{"type": "text", "page_idx": 2, **b} for b in merge_contents_rows(_two_column_page())]
    # the OCR read the left column first: unit 1, unit 3, then unit 2, unit 4
    left = [i for i in items if i["bbox"][0] < 500]
    right = [i for i in items if i["bbox"][0] >= 500 and i["text"] != "目录"]
    got = [e.title for e in entries({2: items[:1] + left + right}, {2})]
    assert got[0].startswith("1单元") and got[5].startswith("2单元") and got[10].startswith("3单元"), got
    assert [t for t in got if "课" in t] == [f"{n}. 第{n}课" for n in range(1, 17)], got
