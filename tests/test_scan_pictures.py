"""Issue 28, twelfth scan round (decision 0501): the words inside a captioned picture on an OCR'd page
(a poster's `重慶大學`, a window's title bar, a menu's items) and the caption are no headings; the
box runs from the caption up to the paragraph or the section heading above it. Hand-made OCR'd lines
for the pure rule (f.common.pdf.scan_pictures, through f.common.pdf.scan_lines.mark_fragments)."""
from f.common.pdf.scan_lines import mark_fragments
from f.common.pdf.scan_pictures import picture_lines
from tests.pdfmake import ocr_line as _line

PARAGRAPH = ("The installer shows the directories, the options and the selections in one window, and "
             "every button opens its own menu; the figure below shows it as it first opens.")
ZH = "让我们以本校同学开发的模板为例，它可以大大减轻毕业生在撰写论文过程中的排版工作量，如图所示。"


def _page(middle: list[dict], caption: str) -> list[dict]:
    return [_line("3.2 The graphical installer", [100, 60, 500, 80], size=18.0, bold=True),
            _line(PARAGRAPH, [100, 90, 880, 140], lines=3),
            *middle,
            _line(caption, [350, 480, 650, 496], size=12.0),
            _line(PARAGRAPH, [100, 520, 880, 570], lines=3)]


def test_the_words_of_a_captioned_screenshot_are_no_headings():
    window = [_line("TeX Live 2020 Installer", [360, 160, 640, 180], size=16.0),
              _line("Directories", [130, 200, 240, 214]), _line("Options", [530, 200, 610, 214]),
              _line("Update all installed", [130, 240, 330, 256], size=15.0),
              _line("Humanities packages LaTeX additional packages", [520, 300, 720, 330], lines=2),
              _line("N. of collections:", [130, 340, 230, 352]), _line("Install", [800, 440, 850, 456])]
    page = _page(window, "Figure 4: The advanced installer window")
    mark_fragments([page])
    assert all(b.get("no_heading") for b in window), [b["text"] for b in window if not b.get("no_heading")]
    assert page[-2].get("no_heading")  # the caption
    assert not page[0].get("no_heading")  # the section over the paragraph over the picture


def test_a_poster_in_chinese_under_its_paragraph():
    poster = [_line("重慶大學", [150, 370, 420, 446], size=40.0), _line("毕业设计模板", [180, 420, 380, 446], size=20.0)]
    page = [_line(ZH, [110, 140, 820, 250], size=14.0, lines=4), *poster,
            _line("图2: 宣传海报，本文档电子版可无限放大以查看细节", [180, 660, 750, 678], size=13.0),
            _line(ZH, [110, 700, 820, 800], size=14.0, lines=4)]
    assert picture_lines(page, 14.0) == {1, 2, 3}


def test_a_section_heading_right_over_its_figure_and_a_page_without_caption_stay():
    heading = _line("3.2.1 二进制系统菜单", [120, 160, 440, 180], size=18.0)
    words = [_line("Available platforms:", [130, 200, 280, 214])]
    page = [_line(PARAGRAPH, [100, 90, 880, 140], lines=3), heading, *words,
            _line("图 5: Binaries 菜单", [375, 480, 625, 496])]
    assert picture_lines(page, 14.0) == {2, 3}
    # no caption: no box (a short line over a paragraph is left to the other rules)
    assert picture_lines([_line(PARAGRAPH, [100, 90, 880, 140], lines=3), _line("Options", [130, 200, 240, 214]),
                          _line("as in 图 5: the menu", [100, 480, 880, 496])], 14.0) == set()


def test_a_caption_in_the_right_column_boxes_that_column_only():
    left = [_line("2 Related work", [100, 200, 300, 220], size=18.0)]  # the left column's heading, level with the picture
    right = [_line("Select", [600, 200, 660, 214])]
    lines = [_line(PARAGRAPH[:60], [520, 100, 880, 116]), *left, *right,
             _line("Figure 2: The menu", [600, 300, 800, 314])]
    assert picture_lines(lines, 14.0) == {2, 3}
