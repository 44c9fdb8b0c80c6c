"""Issue 28, eleventh round (decision 0469): on OCR'd pages, a two-column page's lines are measured
against their own column (a left column's paragraph line filling its column is a paragraph's, a
heading beside the other column's line is no table row); code lines, a reference list's items, a
citation's broken page and a footnote mark ending a line are no titles; a screenshot's words are
none; and section numbers of two parts or more at the body's size (`3.4.19 英语-作文框`) are titles
when they follow one another as an outline does. Small hand-made OCR blocks (page units 0-1000)
through f.common.pdf.scan_lines."""
from f.common.pdf import scan_lines
from tests.pdfmake import ocr_line as _line

LEFT = ["in which the different behaviors of DVI specials of", "DVIPS, DVIPDFM, and DVIPDFMx were discussed.",
        "DVI specials for PDF generation, however, were not", "fully discussed at that time. The main objective of",
        "features of DVI specials defined in DVIPDFM for", "PDF generation, and the extended features given by"]
RIGHT = ["is rarely used, especially to specify the objects in a", "the special command 'pdf : obj' because the length",
         "to construct a stream object whose source comes from", "comes from the string object '(string)'. The stream",
         "the dictionary entry /Length' is created automatically", "The following two special commands, for instance"]


def _two_column_page(extra):
    """A TUGboat-like page: six paragraph lines in each column (left 113-487, right 509-884), plus `extra`."""
    blocks = [_line(t, [113, 100 + 16 * k, 487, 115 + 16 * k], size=8.0) for k, t in enumerate(LEFT)]
    blocks += [_line(t, [509, 100 + 16 * k, 884, 115 + 16 * k], size=8.0) for k, t in enumerate(RIGHT)]
    return blocks + extra


def test_a_left_column_line_filling_its_column_is_a_paragraph_line():
    first = _line("Two special commands are provided by DVIPDFM(x)", [114, 766, 488, 783], size=9.0)
    short = _line("2.2 User-defined named objects", [114, 746, 391, 763], size=9.0)
    blocks = _two_column_page([short, first])
    full = scan_lines._full_measure(blocks)
    assert blocks.index(first) in full and blocks.index(short) not in full
    # one column: the page's paragraphs give the measure as before (a line stopping mid-page is no full line)
    single = [_line(t * 2, [113, 100 + 40 * k, 884, 135 + 40 * k], lines=2, size=8.0) for k, t in enumerate(LEFT)]
    assert not scan_lines._full_measure(single + [first])


def test_a_heading_beside_the_other_columns_line_is_no_table_row():
    heading = _line("1 Introduction", [113, 310, 252, 325], size=8.0)
    beside = _line("ity of some special commands", [509, 310, 700, 325], size=8.0)
    under = _line("Introducing the paper", [113, 330, 300, 345], size=8.0)
    under_beside = _line("of DVIPDFM and more", [509, 330, 690, 345], size=8.0)
    blocks = _two_column_page([heading, beside, under, under_beside])
    assert blocks.index(heading) not in scan_lines._two_cell_rows(blocks)
    # the same rows on a one-column page are a table's
    table = [heading, beside, under, under_beside]
    assert table.index(heading) in scan_lines._two_cell_rows(table)


def test_code_lines_references_and_note_marks_are_no_titles():
    for text in ("\\usepackage[%", "\\special{pdf:put @Moon1", "> pdflatex sample2e.tex",
                 "[1] Adobe Systems, Inc., PDF Reference, 6th", "[length] depth [length] <<dict>>",
                 "p. 15] for corresponding pdfmark operators.)", "'stream' followed by an end-of-line marker.6",
                 "3. Preview the PDF file, for example:"):
        assert scan_lines.no_title(_line(text, [115, 300, 480, 315])), text
    for text in ("Version 2.6", "1.2 LaTeX", "References", "3.5 Testing the installation", "2. Installation:"):
        assert not scan_lines.no_title(_line(text, [115, 300, 480, 315])), text


def test_a_screenshots_title_bar_among_its_fragments_is_no_heading():
    bar = _line("TeX Live 2022 Installer", [369, 148, 632, 164], size=12.0, bold=True)
    parts = [dict(_line(t, box, size=8.2), kind="fragment") for t, box in
             (("r.62146", [469, 170, 531, 186]), ("Change", [631, 202, 695, 222]),
              ("Installation root", [287, 203, 402, 216]))]
    assert scan_lines._figure_labels([bar, *parts], body=8.0) == {0}
    # a heading over its paragraph, the picture's fragments near, stays
    text = _line("The installer's window shows the directories and options chosen so far.",
                 [120, 170, 880, 186], size=8.0)
    assert scan_lines._figure_labels([bar, text, *parts], body=8.0) == set()


def _manual(numbers_by_page, size=11.0):
    pages = []
    for numbers in numbers_by_page:
        blocks = []
        for k, (number, words) in enumerate(numbers):
            blocks.append(_line(f"{number} {words}", [206, 100 + 200 * k, 380, 118 + 200 * k], size=size))
            blocks.append(_line("英语作文框环境。键值列表接入 tcolorbox 环境的可选参数，见下面的例子。",
                                [210, 130 + 200 * k, 700, 146 + 200 * k], size=11.0))
        pages.append(blocks)
    return pages


def test_dotted_section_numbers_in_step_are_titles_at_their_depth():
    pages = _manual([[("3.4.19", "英语-作文框"), ("3.4.20", "师生两版")], [("3.4.21", "图文排版")],
                     [("3.5", "参数设置"), ("3.5.1", "风格设置")]])
    assert scan_lines.mark_dotted_section_titles(pages) == 5
    levels = {b["text"].split()[0]: b.get("text_level") for blocks in pages for b in blocks if b["text"][0].isdigit()}
    assert levels == {"3.4.19": 3, "3.4.20": 3, "3.4.21": 3, "3.5": 2, "3.5.1": 3}


def test_dotted_numbers_out_of_step_on_one_page_or_sized_stay_as_they_were():
    values = _manual([[("3.14", "圆周率的近似"), ("2.71", "自然对数的底"), ("1.41", "根号二的值")],
                      [("9.81", "重力加速度")]])
    assert scan_lines.mark_dotted_section_titles(values) == 0  # not an outline's steps
    one_page = _manual([[("1.1", "引言"), ("1.2", "方法"), ("1.3", "结果")]])
    assert scan_lines.mark_dotted_section_titles(one_page) == 0  # a contents page or a table holds them on one
    sized = _manual([[("3.4.19", "英语-作文框"), ("3.4.20", "师生两版")], [("3.4.21", "图文排版")]], size=16.0)
    assert scan_lines.mark_dotted_section_titles(sized) == 0  # their size ranks them


def test_a_display_title_opening_on_a_lower_case_name_stays_a_title():
    title = _line("tlmgr: Managing your installation", [160, 656, 568, 674], size=14.5)
    assert scan_lines.no_title(title)  # opening in lower case: a wrapped line at the body's size
    assert scan_lines._display_name(title, body=8.0)
    assert not scan_lines._display_name(dict(title, size=9.0), body=8.0)  # the body's size: a wrapped line
    wrapped = _line("ject, and the other is to add content.", [160, 656, 568, 674], size=14.5)
    assert not scan_lines._display_name(wrapped, body=8.0)  # it ends a sentence
