"""Issue 28, twenty-fifth scan round: a ruled table's cells (1146), a contents list without page numbers (1147), a
menu's path (1148). Hand-drawn page images (grey levels 0-255) and OCR'd blocks (page units 0-1000)."""
import numpy as np

from f.common.pdf import ocr, ocr_lines, scan_lines
from f.common.pdf.scan_lines import no_title, numbered_list_run
from f.common.pdf.scan_picture_marks import lines_between_rules, ruled_sides
from tests.pdfmake import ocr_line as _line


def _quad(x0, y0, x1, y1):
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def _table_page(turn: float = 0.0):
    """A white page: a heading on paper, then a table of three rows between light hairline rules (a scan's grey
    230), each cell's type 12 px high; `turn`: pixels the rules and type drop over the table's width."""
    gray = np.full((300, 400), 255.0)
    gray[20:34, 20:160] = 0                       # the heading's type
    for row in range(4):                          # the rules at 60, 90, 120, 150
        y = 60 + 30 * row
        for x in range(40, 360):
            gray[y + int(turn * (x - 40) / 320), x] = 230
    for row in range(3):                          # each cell's type, between two rules
        y = 69 + 30 * row
        for x in range(60, 180, 3):               # letters with gaps between them
            gray[y + int(turn * (x - 40) / 320):y + 12 + int(turn * (x - 40) / 320), x:x + 2] = 0
    return gray


def test_a_cell_between_hairline_rules_has_both_and_a_heading_on_paper_none():
    # OCR's box reaches past the type over the rules (its box 63-87 for type at 69-81), as RapidOCR's do
    heading, cell = ruled_sides(_table_page(), [_quad(18, 14, 162, 40), _quad(58, 63, 182, 87)], [14, 12])
    assert heading == "" and cell == "AB"


def test_rules_on_a_turned_scan_are_followed_along_the_line():
    gray = _table_page(turn=4.0)
    quad = [[58, 63], [182, 64], [182, 89], [58, 88]]  # the line drops with the page
    assert ruled_sides(gray, [quad], [12]) == ["AB"]


def test_a_title_in_a_filled_band_has_no_rules():
    gray = np.full((200, 300), 255.0)
    gray[40:80, 10:290] = 90                      # the band, thicker than a rule round its type
    gray[54:66, 60:160] = 255                     # its type in white
    assert ruled_sides(gray, [_quad(58, 48, 162, 72)], [12]) == [""]


def test_measured_lines_carry_their_rules_into_one_line_blocks():
    gray = _table_page()
    raw = [{"quad": [[x * 2, y * 2] for x, y in q], "text": t, "confidence": 0.99}
           for q, t in ((_quad(18, 14, 162, 40), "Toolbar Icons"), (_quad(58, 63, 182, 87), "General Ledger"))]
    lines = ocr.measure_lines(np.stack([gray] * 3, axis=2), raw, 2.0)
    parsed, _ = ocr_lines.lines_from(lines, 400, 300)
    blocks = ocr.group_lines(parsed, 300)
    assert {b["text"]: b.get("rule_sides") for b in blocks} == {"Toolbar Icons": "", "General Ledger": "AB"}


def _cell_lines(sides: str) -> list[dict]:
    return [{"bbox": [100, 80, 260, 92], "text": "Income & Expense", "size": 10.0, "confidence": 0.99, "rule_sides": sides},
            {"bbox": [100, 100, 260, 112], "text": "Cash Flow", "size": 10.0, "confidence": 0.99, "rule_sides": sides},
            {"bbox": [100, 118, 300, 130], "text": "Cash Flow Barchart", "size": 10.0, "confidence": 0.99,
             "rule_sides": sides}]


def test_on_a_tables_page_two_lines_with_a_rule_between_them_are_two_blocks():
    assert len(ocr.group_lines(_cell_lines("AB"), 1000)) == 3
    # the same lines without the rules: one paragraph (the block rules as before)
    assert len(ocr.group_lines(_cell_lines(""), 1000)) == 1


def test_a_rule_between_two_lines_off_a_tables_page_joins_as_before():
    # a cover's title over the rule under it, a link's underline: one rule, no table's rows
    lines = _cell_lines("")[1:]
    lines[0]["rule_sides"], lines[1]["rule_sides"] = "B", "A"
    assert len(ocr.group_lines(lines, 1000)) == 1


def _cells():
    return [_line("Menu Item", [120, 70, 250, 85]), _line("General Ledger", [262, 86, 400, 100]),
            _line("Investment Portfolio", [262, 104, 420, 118]), _line("Save (Ctrl+S)", [120, 632, 230, 645]),
            _line("Account Tree - Windows Menu", [70, 300, 400, 318]), _line("4.2 Menus", [262, 140, 400, 154])]


def test_a_tables_cells_are_no_headings_but_titles_on_paper_and_numbered_lines_stay():
    blocks = _cells()
    for b, sides in zip(blocks, ("AB", "AB", "AB", "A", "", "AB")):
        b["rule_sides"] = sides
    # `Save (Ctrl+S)`: one rule, in the column of `Menu Item`; the heading on paper and the numbered line stay
    assert lines_between_rules(blocks) == {0, 1, 2, 3}


def test_a_title_between_two_rules_alone_on_its_page_stays():
    blocks = _cells()
    for b, sides in zip(blocks, ("", "", "AB", "", "", "")):
        b["rule_sides"] = sides
    assert lines_between_rules(blocks) == set()  # one ruled line: no table


def test_scan_lines_marks_a_tables_cells_no_heading():
    prose = "The GnuCash main window has a number of buttons in the toolbar to quickly reach its common functions."
    page = [_line("Account Tree - Toolbar", [70, 60, 400, 80], size=14.0), _line(prose, [100, 100, 900, 140], lines=2),
            *_cells()[:4], _line(prose, [100, 700, 900, 740], lines=2)]
    for b, sides in zip(page[2:6], ("AB", "AB", "AB", "A")):
        b["rule_sides"] = sides
    scan_lines.mark_fragments([page])
    assert all(b.get("no_heading") for b in page[2:6]) and not page[0].get("no_heading")


def _contents():
    texts = ["• 0. A first look at TeXstudio", "• 1. Configuring TeXstudio", "。1.1 Configuring the editor",
             "。1.2 Configuring the latex related commands", "1.3 Configuring the build system",
             "• 2. Editing a TeX document", "2.1 Usual commands"]
    return [_line(t, [100, 100 + 20 * n, 600, 115 + 20 * n]) for n, t in enumerate(texts)]


def test_a_run_of_numbered_lines_is_a_contents_list_until_its_numbers_go_back():
    blocks = [_line("Contents:", [100, 60, 300, 80]), *_contents(), _line("0. A first look at TeXstudio",
                                                                            [100, 300, 600, 320])]
    assert numbered_list_run(blocks) == set(range(1, 8))  # the body's `0.` after `2.1` is a title


def test_titles_with_paragraphs_between_and_a_question_papers_items_are_no_list():
    prose = "Before we take a closer look at all the possibilities of TeXstudio, let us look at the window."
    titles = [_line(t, [100, 100 + 60 * n, 600, 115 + 60 * n]) for n, t in
              enumerate(["1. Configuring", "1.1 The editor", "1.2 Commands", "1.3 Build", "1.4 General", "1.5 Spell"])]
    body = [b for t in titles for b in (t, _line(prose, [100, t["bbox"][1] + 20, 900, t["bbox"][1] + 50], lines=2))]
    assert numbered_list_run(body) == set()
    items = [_line(f"{n}. Which of the following is true", [100, 100 + 20 * n, 600, 115 + 20 * n]) for n in range(1, 8)]
    assert numbered_list_run(items) == set()  # not dotted: a paper's questions


def test_a_menus_path_is_no_title_but_one_arrow_in_a_title_stays():
    assert no_title(_line('("Configure TeXstudio" -> "Editor"-> "Editor Font")', [100, 100, 600, 115]))
    assert no_title(_line("Options -> Build -> Build Options", [100, 100, 600, 115]))
    assert not no_title(_line("Budget →", [100, 100, 300, 115]))
    assert not no_title(_line("Converting LaTeX -> HTML", [100, 100, 400, 115]))
