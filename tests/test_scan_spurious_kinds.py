"""Issue 28, spurious nodes on OCR'd pages by kind (fourth round): a table's rows and columns, a
line broken on a preposition, a postal address, a chart's words, credits, markup and paths, a
chapter's label read glued to its Chinese title. Small hand-made OCR'd lines for the pure rules
(f.common.pdf.scan_lines, f.common.tree.contents_path)."""
from f.common.pdf.scan_lines import mark_fragments, no_title
from f.common.tree.contents_path import contents_key
from tests.pdfmake import ocr_line as _line

PARAGRAPH = ("The model description is coded in a plain text format, which the translator reads "
             "statement by statement and checks for errors before generating the problem instance.")


def test_the_rows_of_a_two_column_table_are_no_headings():
    heading = _line("Model objects", [100, 80, 320, 100], size=18.0, bold=True)
    text = _line(PARAGRAPH, [100, 110, 880, 160], lines=3)
    rows = [(_line(term, [120, 200 + 30 * k, 400, 218 + 30 * k]), _line(note, [450, 200 + 30 * k, 860, 218 + 30 * k]))
            for k, (term, note) in enumerate([("Free (unbounded) variable", "no bound on its value"),
                                              ("Variable with upper bound", "bounded above only"),
                                              ("Elemental plain set", "a set of elements")])]
    cells = [b for row in rows for b in row]
    mark_fragments([[heading, text, *cells]])
    assert all(b.get("no_heading") for b in cells), [b["text"] for b in cells if not b.get("no_heading")]
    assert not heading.get("no_heading")


def test_a_lone_row_or_a_contents_row_with_its_page_number_stays():
    # one row with a partner, none stacked with it: a heading beside a margin note stays a title
    lone = [_line("Getting started", [100, 200, 330, 220], size=18.0), _line("see also Examples", [600, 200, 860, 218]),
            _line(PARAGRAPH, [100, 240, 880, 290], lines=3)]
    mark_fragments([lone])
    assert not lone[0].get("no_heading")
    # a contents page's rows: the partner is a page number, no words
    contents = [c for k, t in enumerate(["Installing the package", "Reading the manual", "Running a first model"])
                for c in (_line(t, [100, 200 + 30 * k, 330, 218 + 30 * k]),
                          _line(str(5 + k), [840, 200 + 30 * k, 860, 218 + 30 * k]))]
    mark_fragments([contents])
    assert not any(b.get("no_heading") for b in contents[::2])


def test_a_line_stopping_on_a_preposition_is_no_title():
    assert no_title(_line("ICC profile for the output device using", [100, 200, 600, 220]))
    assert no_title(_line("Colour is converted via", [100, 200, 600, 220]))
    assert not no_title(_line("Colour management with ICC profiles", [100, 200, 600, 220]))


def test_a_postal_address_is_no_title():
    cover = [_line("Colour Management", [300, 150, 700, 190], size=28.0),
             _line("Novato, CA 94945, USA", [380, 600, 620, 620], size=18.0),
             _line("北京市海淀区 邮政编码：100081", [360, 640, 640, 660], size=18.0)]
    mark_fragments([cover])
    assert cover[1].get("no_heading") and cover[2].get("no_heading")
    # a standard's number is no state and zip code
    standard = [_line("GB 18030 编码", [300, 150, 700, 190], size=28.0)]
    mark_fragments([standard])
    assert not standard[0].get("no_heading")
    assert not cover[0].get("no_heading")


def test_a_chapter_label_glued_to_a_chinese_title_is_the_contents_entry():
    # OCR reads `Chapter 1` over `正确的起点` as one line with no space: the same heading as the
    # contents entry `1 正确的起点`, so no second node under it
    assert contents_key("Chapter 1正确的起点") == contents_key("1 正确的起点")
    assert contents_key("Chapters of life") == "chaptersoflife"


def _one(text):
    return _line(text, [150, 300, 450, 318])


def test_a_charts_words_are_no_titles():
    assert no_title(_one("七年级20%"))
    assert no_title(_one("七年级八年级九年级年级"))
    assert not no_title(_one("中国古典舞身韵组合"))
    assert not no_title(_one("第三单元 年级活动"))


def test_a_works_credits_are_no_title():
    assert no_title(_one("编导：张继钢、孙育鹏、夏小虎、金美花"))
    assert no_title(_one("主编：王小明"))


def test_markup_with_a_closing_tag_or_a_path_alone_is_no_title():
    assert no_title(_one("<prefer><family>Arial</family></prefer>"))
    assert no_title(_one("$XDG_CONFIG_HOME/fontconfig/fonts.conf"))
    assert not no_title(_one('<dir prefix="default">'))  # an element's own heading
    assert not no_title(_one("Input/Output"))


def test_a_tables_column_inside_the_text_read_line_by_line_is_no_headings():
    heading = _line("3.1.10 Hierarchy of operations", [115, 600, 424, 617], bold=True)
    text = [_line(PARAGRAPH, [115, 300 + 60 * k, 885, 345 + 60 * k], lines=3) for k in range(3)]
    column = [_line("Operation", [276, 727, 359, 743]),
              _line("Evaluation of functions (abs)", [275, 744, 595, 760], bold=True),
              _line("Conditional evaluation", [275, 762, 560, 778])]
    mark_fragments([[*text, heading, *column]])
    assert all(b.get("no_heading") for b in column), [b["text"] for b in column if not b.get("no_heading")]
    assert not heading.get("no_heading")
    # a centred heading under its running title in the margin stays one
    running, centred = _line("摘要", [475, 64, 522, 85]), _line("摘要", [466, 114, 533, 142], size=20.0)
    mark_fragments([[running, centred, *text]])
    assert not centred.get("no_heading")
    # a title at the text's edge over its paragraph stays one
    title = _line("Getting started", [115, 200, 330, 218], size=18.0)
    body = _line(PARAGRAPH, [115, 222, 885, 267], lines=3)
    mark_fragments([[title, body, *text]])
    assert not title.get("no_heading")


def test_a_contents_line_with_its_dotted_leader_is_no_title():
    # a contents page OCR did not take for one (a continuation page, its 目录 title lost): its lines
    # still carry the leader, which no heading in the body has
    for text in ("第五章 体育与健康教学计划案例及分析......(126)", "三、教学指导.................",
                 "2.3 Selections . . . . . . . . . 12", "Preface……………… 5"):
        assert no_title(_line(text, [150, 300, 860, 320])), text
    for text in ("第五章 体育与健康教学计划案例及分析", "2.3 Selections", "Wait... what next"):
        assert not no_title(_line(text, [150, 300, 600, 320])), text


def _boxed_page(label, heading=None):
    """A page of running text with a box: `label` over the box's text, both indented."""
    page = [_line(PARAGRAPH, [92, 100, 955, 150], lines=3)]
    if heading:
        page.append(_line(heading, [92, 200, 300, 220], size=18.0, bold=True))
    page += [_line(label, [165, 268, 206, 285], bold=True),
             _line("Never share the root password with another user of the system.", [166, 283, 956, 300]),
             _line(PARAGRAPH, [92, 340, 955, 390], lines=3)]
    return page


def _label(page):
    return next(b for b in page if b["bbox"][1] == 268)


def test_a_callout_label_repeated_in_boxes_is_no_heading():
    for label in ("警告", "Warning"):
        pages = [_boxed_page(label) for _ in range(3)]
        mark_fragments(pages)
        assert all(_label(p).get("no_heading") for p in pages), label


def test_a_label_on_two_pages_a_generic_heading_or_a_flush_heading_stays():
    twice = [_boxed_page("警告") for _ in range(2)]
    generic = [_boxed_page("习题") for _ in range(3)]
    mark_fragments(twice)
    mark_fragments(generic)
    assert not any(_label(p).get("no_heading") for p in twice + generic)
    # a heading repeated in every chapter, set flush with the text, is no box's label
    flush = [_boxed_page("警告", heading="Introduction") for _ in range(3)]
    mark_fragments(flush)
    assert not any(b.get("no_heading") for p in flush for b in p if b["text"] == "Introduction")
    assert all(_label(p).get("no_heading") for p in flush)


def test_a_line_under_a_tables_row_is_the_tables():
    # a title page's revision table: rows of three cells, a row's note set under it in bold
    page = [_line(PARAGRAPH, [113, 100, 883, 150], lines=3)]
    notes = []
    for k, (revision, date, note) in enumerate([("Revision 2.1", "19 Jun 2009", "Version 2.1 (XI2)"),
                                                 ("Revision 2.2", "29 Jun 2009", "Version 2.2 (Property post-data hook)")]):
        y = 500 + 32 * k
        page += [_line(revision, [198, y, 293, y + 15]), _line(date, [453, y, 547, y + 15]),
                 _line("efw", [737, y, 773, y + 15])]
        notes.append(_line(note, [362, y + 15, 638, y + 31], bold=True))
    page += notes
    mark_fragments([page])
    assert all(b.get("no_heading") for b in notes), [b["text"] for b in notes if not b.get("no_heading")]


def test_a_two_line_cell_right_of_the_middle_is_no_title():
    # a table's cell of two lines whose words OCR read hyphenated
    assert no_title(_line("ChangeProperty, RotateProper- ties, DeleteProperty", [653, 875, 866, 906], lines=2))
    assert not no_title(_line("Security concerns with specific window attributes", [115, 875, 866, 906], lines=2))
