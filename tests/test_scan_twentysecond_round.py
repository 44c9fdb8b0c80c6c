"""Issue 28, twenty-second scan round (decisions 1011-): a Latin chapter label over a Chinese title, a table's
wrapped right cells, a report's lettered subheadings. Small hand-made blocks (page units 0-1000)."""
from f.common.pdf import scan_lines
from f.common.pdf.page_headings import scheme_of
from f.common.pdf.rows import join_chapter_labels
from tests.pdfmake import ocr_line as _line


def _label_over(title):
    return join_chapter_labels([_line("Chapter 2", [139, 163, 312, 195], size=25.5),
                                _line(title, [139, 215, 312, 250], size=25.5)])


def test_a_latin_label_keeps_a_space_before_a_chinese_title():
    out = _label_over("系统需求")
    assert [b["text"] for b in out] == ["Chapter 2 系统需求"]
    assert scheme_of(out[0]["text"]) == "label-chapter"  # so `2.1` hangs under it


def test_a_latin_title_and_a_chinese_label_join_as_before():
    assert [b["text"] for b in _label_over("System Requirements")] == ["Chapter 2 System Requirements"]
    out = join_chapter_labels([_line("第2章", [139, 163, 250, 195], size=25.5),
                               _line("系统需求", [139, 215, 312, 250], size=25.5)])
    assert [b["text"] for b in out] == ["第2章系统需求"]


def _hardware_table(wrapped=True):
    """A two-column table under its caption: short left cells, right cells wrapped over two or three lines
    (or, before 1012, read as one line each: then only the one-line rows paired)."""
    lines = 3 if wrapped else 1
    return [_line("Table 3.1 有助于安装的硬件信息", [139, 157, 384, 173], size=13.1, bold=True),
            _line("硬件", [157, 173, 201, 191], size=14.7),
            _line("您需要了解的信息它们在系统上的次序。是 IDE、SATA 或 SCSI。", [529, 174, 809, 232], lines=lines),
            _line("硬盘", [158, 224, 200, 241], size=10.4),
            _line("可用空间。", [531, 231, 611, 247], size=13.1),
            _line("网卡", [157, 273, 200, 290], size=10.4),
            _line("现有网卡的类型/型号。", [529, 272, 701, 290], size=14.2),
            _line("打印机", [156, 286, 217, 304], size=16.1),
            _line("型号与制造商。类型/型号与制造商。", [531, 287, 684, 317], lines=2)]


def test_a_tables_left_cells_beside_wrapped_right_cells_are_cells():
    rows = scan_lines._two_cell_rows(_hardware_table())
    assert {1, 3, 5, 7} <= rows  # 硬件, 硬盘, 网卡, 打印机
    assert 0 not in rows  # the caption


def test_a_wrapped_right_cell_is_what_makes_its_row():
    assert 1 in scan_lines._two_cell_rows(_hardware_table(wrapped=False))  # one line each: paired, as before


def test_a_side_title_with_a_paragraph_beside_it_is_no_cell():
    blocks = [_line("Overview", [100, 200, 200, 220]),
              _line("This chapter tells what the program does and how its parts fit together; read it first, "
                    "then the chapters on each part.", [300, 200, 900, 260], lines=3),
              _line("Usage", [100, 400, 180, 420]),
              _line("Run it with the name of a file.", [300, 400, 700, 420])]
    assert not scan_lines._two_cell_rows(blocks)  # the paragraph is longer than a cell; the next title far below


def _definitions(bold=True):
    """A report's `III. Definitions` with lettered subheadings, a paragraph under each."""
    para = "For purposes of this guidance, the term is defined as follows in the sections below."
    return [_line("III. Definitions", [145, 247, 346, 268], bold=True),
            _line("A. Mobile Platform", [202, 282, 474, 302], bold=bold),
            _line(para, [144, 312, 860, 347], lines=2, size=10.9),
            _line("B. Mobile Application (Mobile App)", [200, 407, 683, 433], bold=bold),
            _line(para, [145, 441, 877, 493], lines=3, size=10.9)]


def test_bold_lettered_lines_apart_are_subheadings_not_options():
    assert not scan_lines._option_lines(_definitions())


def test_plain_lettered_lines_apart_stay_options():
    assert scan_lines._option_lines(_definitions(bold=False)) == {1, 3}


def test_bold_options_one_under_another_stay_options():
    blocks = [_line("1. 下列方程中有两个不相等实数根的是", [100, 100, 700, 120], size=10.5),
              _line("A. x²+1=0", [120, 130, 300, 150], bold=True), _line("B. x²-1=0", [520, 130, 700, 150], bold=True),
              _line("C. x²=0", [120, 160, 300, 180], bold=True), _line("D. x²+x+1=0", [520, 160, 700, 180], bold=True)]
    assert scan_lines._option_lines(blocks) == {1, 2, 3, 4}


def test_a_printed_cross_reference_is_no_title():
    assert scan_lines.no_title(_line("Section 17.16 [INSERT], page 237, for the accepted forms of", [145, 300, 860, 318]))
    assert scan_lines.no_title(_line("Chapter 2 [Spreadsheet-like data], page 7", [145, 300, 600, 318]))
    assert not scan_lines.no_title(_line("Section 17.16 INSERT", [145, 300, 400, 318]))


def test_a_c_preprocessor_line_is_no_title():
    assert scan_lines.no_title(_line("#include <gcrypt.h>", [191, 330, 373, 346]))
    assert scan_lines.no_title(_line("# define GCRYPT_NO_DEPRECATED", [191, 330, 500, 346]))
    assert not scan_lines.no_title(_line("Including the header", [191, 330, 373, 346]))


def test_a_phrase_as_long_as_a_cell_over_its_indented_description_is_a_term():
    blocks = [_line("It encapsulates the low level cryptography", [144, 552, 478, 570], size=10.5),
              _line("Libgcrypt provides a high level interface to cryptographic building blocks using",
                    [238, 570, 855, 586], size=11.5),
              _line("an extensible and flexible API.", [238, 586, 482, 602], size=8.7)]
    assert scan_lines._terms_over_descriptions(blocks) == {0}
    blocks[1]["bbox"] = [150, 570, 855, 586]  # a paragraph starting at the line's edge: its heading's
    assert not scan_lines._terms_over_descriptions(blocks)
