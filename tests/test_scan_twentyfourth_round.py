"""Issue 28, twenty-fourth scan round (decision 1101): a screenshot's words have its marks beside them, a heading
white paper. A hand-drawn page image (grey levels 0-255) and OCR'd blocks (page units 0-1000)."""
import numpy as np

from f.common.pdf import ocr, ocr_lines, scan_lines
from f.common.pdf.scan_picture_marks import lines_among_marks, marked_sides
from tests.pdfmake import ocr_line as _line


def _page():
    """A white page: a heading on paper at the top, a window (frame, title bar, icons) with a menu word inside it."""
    gray = np.full((400, 300), 255.0)
    gray[20:32, 20:120] = 0            # the heading's text
    gray[100:300, 40:260] = 255        # the window: frame lines, a filled title bar, a row of icons
    gray[100, 40:260] = gray[300, 40:260] = 60
    gray[100:301, 40] = gray[100:301, 260] = 60
    gray[101:115, 41:260] = 120        # title bar (its words blanked with the line boxes)
    gray[140:152, 50:62] = gray[140:152, 70:82] = 30  # icons under the menu
    gray[122:132, 50:90] = 0           # the menu word `File(F)`
    return gray


_HEADING = [[20, 20], [120, 20], [120, 32], [20, 32]]
_MENU = [[50, 122], [90, 122], [90, 132], [50, 132]]


def test_a_menu_word_inside_a_window_has_marks_on_its_sides_a_heading_none():
    heading, menu = marked_sides(_page(), [_HEADING, _MENU])
    assert heading == ""
    assert "a" in menu and "b" in menu  # the title bar above, the icons below


def test_sensor_specks_are_no_marks():
    gray = _page()
    rng = np.random.default_rng(3)
    ys, xs = rng.integers(0, 90, 200), rng.integers(0, 300, 200)
    gray[ys, xs] = 40  # lone dark pixels around the heading
    assert marked_sides(gray, [_HEADING])[0] == ""


def test_measured_lines_carry_their_marked_sides_into_one_line_blocks():
    raw = [{"quad": [[x * 2, y * 2] for x, y in q], "text": t, "confidence": 0.99}
           for q, t in ((_HEADING, "Interface"), (_MENU, "File(F)"))]
    lines = ocr.measure_lines(np.stack([_page()] * 3, axis=2), raw, 2.0)
    parsed, _ = ocr_lines.lines_from(lines, 600, 800)
    blocks = ocr.group_lines(parsed, 800)
    sides = {b["text"]: b.get("marked_sides") for b in blocks}
    assert sides["Interface"] == "" and len(sides["File(F)"]) >= 2


def test_lines_among_marks_are_no_headings_but_numbered_titles_and_paragraphs_stay():
    blocks = [_line("文件(F)", [50, 100, 120, 115]), _line("7.1. 主屏幕", [50, 60, 200, 75]),
              _line("页面右上角", [60, 130, 140, 145]), _line("右侧窗口是编辑窗口。" * 3, [50, 200, 900, 240], lines=2),
              _line("Interface", [50, 20, 200, 35])]
    for b, sides in zip(blocks, ("lab", "lab", "rb", "lb", "b")):
        b["marked_sides"] = sides
    assert lines_among_marks(blocks) == {0, 2}


def test_a_title_boxed_or_between_pictures_stays():
    """Marks left and right: a band or a box round the title; above and below only: a catalogue's title between
    two rows of pictures; a long line over a table: a report's heading."""
    blocks = [_line("另一个简单的边框范例", [60, 100, 260, 115]), _line("接双线的角点符号", [60, 200, 240, 215]),
              _line("表格", [60, 300, 100, 315]),
              _line("Appendix – FDA Response to Comments Received", [60, 400, 600, 415])]
    for b, sides in zip(blocks, ("lrb", "ab", "lrab", "rb")):
        b["marked_sides"] = sides
    assert lines_among_marks(blocks) == set()


def test_a_heading_in_a_filled_band_has_marks_left_and_right_only_and_stays():
    gray = np.full((200, 300), 255.0)
    gray[51:70, 10:290] = 90           # the band, as tall as its line (OCR reads the box's height)
    quad = [[60, 52], [160, 52], [160, 68], [60, 68]]
    sides = marked_sides(gray, [quad])[0]
    assert sides == "lr"
    band = _line("探究与拓展", [60, 50, 160, 70])
    band["marked_sides"] = sides
    assert lines_among_marks([band]) == set()


def test_scan_lines_marks_a_screenshots_word_no_heading():
    prose = "The drawing sheet editor's main window shows the sheet and the items it holds, one per row."
    page = [_line("Interface", [100, 60, 300, 80], size=12.0), _line(prose, [100, 100, 900, 140], size=10.0, lines=2),
            _line("Page 1", [500, 300, 560, 315], size=10.0), _line(prose, [100, 500, 900, 540], size=10.0, lines=2)]
    page[0]["marked_sides"], page[2]["marked_sides"] = "", "lab"
    scan_lines.mark_fragments([page])
    assert page[2].get("no_heading") and not page[0].get("no_heading")
