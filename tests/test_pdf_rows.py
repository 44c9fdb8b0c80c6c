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
