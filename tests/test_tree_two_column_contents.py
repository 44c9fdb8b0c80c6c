"""Issue 28: a contents page set in two columns (LaTeX's multicol contents: ctex's manual,
biblatex's German one, droit-fr). The text layer orders its lines by height, across both
columns (`3 Checking ... 6` beside `1 Getting started ... 2`); the entries are read left column
then right, band by band down the page, so each section stays under its own chapter. The list of
tables printed after the contents on the same page names tables, not chapters."""
import pymupdf

from tests.pdfmake import FONT, new_page, outline, prose, to_bytes, tree_of

LEFT = [("1", "Getting started", 2), ("1.1", "Installing", 2), ("1.2", "Configuring", 3),
        ("2", "Writing", 4), ("2.1", "Paragraphs", 4), ("2.2", "Lists", 5)]
RIGHT = [("3", "Checking", 6), ("3.1", "Lint tools", 6), ("3.2", "Reports", 7),
         ("4", "Shipping", 8), ("4.1", "Uploads", 8), ("4.2", "Mirrors", 9)]
TABLES = [("1", "Sizes of type", 3), ("2", "Fonts in use", 7)]


def _row(page, x, y, number, title, at, right_edge):
    indent = 0 if "." not in number else 14
    page.insert_text((x + indent, y), f"{number}  {title}", fontname="tiro", fontsize=10)
    page.insert_text((right_edge, y), str(at), fontname="tiro", fontsize=10)


def _manual() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 90), "Contents", fontname="tibo", fontsize=18)
    for n, (left, right) in enumerate(zip(LEFT, RIGHT)):
        _row(page, 72, 130 + n * 16, *left, 280)
        _row(page, 330, 130 + n * 16, *right, 540)
    page.insert_text((72, 260), "List of Tables", fontname="tibo", fontsize=14)
    _row(page, 72, 290, *TABLES[0], 280)
    _row(page, 330, 290, *TABLES[1], 540)
    _chapter_pages(doc, tables=True)
    return to_bytes(doc)


def _chapter_pages(doc, tables: bool = False) -> None:
    """Pages 2-9: each entry of LEFT + RIGHT on its page, its heading over four lines of body text;
    with `tables`, the two tables' captions on pages 3 and 7."""
    for number in range(2, 10):
        page, y = doc.new_page(width=612, height=792), 90
        for mark, title, at in LEFT + RIGHT:
            if at == number:
                page.insert_text((72, y), f"{mark}  {title}", fontname="hebo", fontsize=16 if "." not in mark else 13)
                y = prose(page, y + 24, gap=10)
        if tables and number in (3, 7):
            page.insert_text((200, y + 20), f"Table {1 if number == 3 else 2}: a table", fontname="tiro", fontsize=10)
        page.insert_text((300, 760), str(number), fontname="tiro", fontsize=10)


def test_two_column_contents_keeps_each_section_under_its_chapter():
    rows = outline(tree_of(_manual()), skip=("Contents", "Front matter"))
    assert rows == [(1 if "." not in mark else 2, f"{mark} {title}") for mark, title, _at in LEFT + RIGHT]


def test_contents_lines_in_height_order_across_two_columns_are_read_column_by_column():
    # the text layer's order on ctex's contents page: by height, a left line then the right one;
    # the cover's date set beside the title, above the contents' own title, is no entry
    from f.common.tree.contents_page import contents_pages, entries
    from tests.tree_fixtures import block

    def line(number, title, at, x0, y):
        indent = 0 if "." not in number else 28
        return block("t", f"{number} {title} . . . . . {at}", 0, bbox=[x0 + indent, y, x0 + 350, y + 14])

    page = [block("h", "A Manual", 0, bbox=[300, 40, 600, 70]), block("t", "2022/07/14", 0, bbox=[560, 80, 680, 94]),
            block("h", "Contents", 0, bbox=[120, 100, 300, 124])]
    for n, (left, right) in enumerate(zip(LEFT, RIGHT)):
        page += [line(*left, 120, 140 + 20 * n), line(*right, 540, 140 + 20 * n)]
    page += [block("h", "List of Tables", 0, level=2, bbox=[120, 300, 330, 320]),
             line(*TABLES[0], 120, 340), line(*TABLES[1], 540, 340)]
    by_page = {0: page, 1: [block("h", "1 Getting started", 1), block("t", "", 1, y=260)]}
    got = entries(by_page, contents_pages(by_page))
    assert [(e.title, e.label) for e in got] == [(f"{mark} {title}", str(at)) for mark, title, at in LEFT + RIGHT]
    # indentation compares within a column: each chapter flush, each section set in alike
    assert {e.x0 for e in got if "." not in e.title.split()[0]} == {120}
    assert {e.x0 for e in got if "." in e.title.split()[0]} == {148}


def test_a_chapter_whose_number_the_gutter_took_stands_over_its_sections():
    # droit-fr: `3` went to the line beside it; `droit-fr, un style ...` over `3.1` is chapter 3,
    # while an unnumbered line among a chapter's own sections stays under that chapter
    from f.common.tree.contents_page import Entry
    from f.common.tree.contents_path import levels
    from f.common.tree.headings import classify

    def entry(title, x0):
        return Entry(title, "1", classify(title), 0, x0)

    toc = [entry("2 Writing", 120), entry("2.1 Paragraphs", 148), entry("Notes on style", 148),
           entry("2.2 Lists", 148), entry("A style for references", 148), entry("3.1 Installing", 148),
           entry("3.2 Options", 148)]
    assert levels(toc) == [1, 2, 2, 2, 1, 2, 2]


def test_a_contents_entry_named_list_of_tables_is_no_list():
    # a contents set as a table: `List of Tables` is an entry, its page on the next line
    from f.common.tree.contents_page import contents_pages, entries
    from tests.tree_fixtures import block

    rows = ["Contents", "List of Tables", "xi", "1 Getting started . . . . . 2", "1.1 Installing . . . . . 2",
            "2 Writing . . . . . 4"]
    page = [block("h" if n == 0 else "t", text, 0, bbox=[120, 100 + 20 * n, 600, 114 + 20 * n])
            for n, text in enumerate(rows)]
    by_page = {0: page, 1: [block("h", "1 Getting started", 1), block("t", "", 1, y=260)]}
    got = [e.title for e in entries(by_page, contents_pages(by_page))]
    assert got[-3:] == ["1 Getting started", "1.1 Installing", "2 Writing"], got


def _title_beside_the_right_column(title: str) -> bytes:
    # njurepo (tenth set): the left column opens with the contents' title, the right column's first
    # entry stands on the title's baseline; the text layer gives them as one row
    doc = pymupdf.open()
    page = new_page(doc, 612, 792)
    page.insert_text((72, 90), title, fontname=FONT, fontsize=15)
    for n, left in enumerate(LEFT):
        _row(page, 72, 120 + n * 16, *left, 280)
    for n, right in enumerate(RIGHT):
        _row(page, 330, 90 + n * 16, *right, 540)
    _chapter_pages(doc)
    return to_bytes(doc)


def test_the_contents_title_beside_the_right_columns_first_entry_is_no_part_of_it():
    for title in ("目录", "Contents"):
        rows = outline(tree_of(_title_beside_the_right_column(title)), skip=(title, "Front matter"))
        assert rows == [(1 if "." not in mark else 2, f"{mark} {title_}") for mark, title_, _at in LEFT + RIGHT], title


def test_a_contents_row_of_the_title_leaders_and_a_page_number_keeps_its_title():
    from f.common.pdf.rows import _title_beside_entry

    assert _title_beside_entry(["目录", "5.6.1", "英文字体 . . . .", "10"])
    assert not _title_beside_entry(["Contents", ". . . . . .", "v"])
    assert not _title_beside_entry(["1", "Getting started", "2"])


def test_a_left_row_that_took_the_right_rows_chapter_number_gives_it_back():
    # etoolbox, csquotes (ltxdockit): the right column's chapter number stands at the gutter, its
    # title further in; the text layer runs the number on after the left row's page number
    # (`1 Introduction 1 3`, or before its leaders: `2.6 Environment Hooks 5 .... 5`), and the
    # rows are tagged as headings, each a gap below the one before
    from f.common.tree.contents_page import contents_pages, entries
    from tests.tree_fixtures import block

    def row(text, x0, x1, y, level=None):
        item = block("t", text, 0, bbox=[x0, y, x1, y + 13])
        return {**item, "text_level": level} if level else item

    page = [block("h", "Contents", 0, level=2, bbox=[214, 213, 319, 230]),
            row("1 Introduction 1 3", 214, 576, 247, level=3), row("Author Commands 6", 593, 881, 247),
            row("1.1 About . . . . 1", 242, 529, 265), row("3.1 Definitions . . . . 6", 593, 881, 265),
            row("2 User Commands 2", 214, 529, 284, level=3), row("4 Reporting issues 32", 566, 881, 284),
            row("2.1 Definitions . . . . 2", 242, 529, 302),
            row("2.2 Environment Hooks 5 . . . . 5", 242, 576, 320), row("Revision History 33", 593, 881, 320)]
    by_page = {0: page, 1: [block("h", "1 Introduction", 1), block("t", "", 1, y=260)]}
    got = [(e.title, e.label) for e in entries(by_page, contents_pages(by_page))]
    assert got == [("1 Introduction", "1"), ("1.1 About", "1"), ("2 User Commands", "2"), ("2.1 Definitions", "2"),
                   ("2.2 Environment Hooks", "5"), ("3 Author Commands", "6"), ("3.1 Definitions", "6"),
                   ("4 Reporting issues", "32"), ("5 Revision History", "33")]


def test_a_tagged_left_row_under_a_tagged_right_row_stays_in_the_band():
    # cquthesis (twelfth set): tags come and go row by row (`. . .` rows tagged, `....` rows not);
    # the last left row `4 致谢 17 6`, a gap below the untagged `3.11`, is tagged like the right
    # row read just before it (`5.15`): the same band, read after the left column, not after the
    # right one (1070; the csquotes rows of 1005 go on as well, by the row above in their column)
    from f.common.tree.contents_page import contents_pages, entries
    from tests.tree_fixtures import block

    def row(text, x0, x1, y, level=None):
        item = block("t", text, 0, bbox=[x0, y, x1, y + 13])
        return {**item, "text_level": level} if level else item

    page = [block("h", "目录", 0, level=2, bbox=[185, 63, 218, 76]),
            row("3 使用说明 6", 185, 532, 100, level=5), row("3.1 代码自动补全 . . . . . . 7", 211, 532, 121, level=5),
            row("3.10 其他说明 .... 17", 211, 532, 142), row("3.11 提问和新功能需求 .... 17", 211, 532, 163),
            row("4 致谢 17 6", 185, 571, 197, level=5),
            row("实现细节 19", 587, 907, 100, level=5), row("5.1 模板信息 .... 19", 587, 907, 121),
            row("5.14 参考文献 .... 48", 587, 907, 142), row("5.15 载入配置文件 . . . . . . 49", 587, 907, 163, level=5),
            row("更新记录 49", 587, 907, 197, level=5)]
    by_page = {0: page, 1: [block("h", "3 使用说明", 1), block("t", "", 1, y=260)]}
    got = [e.title for e in entries(by_page, contents_pages(by_page))]
    assert got.index("4 致谢") < got.index("实现细节"), got
