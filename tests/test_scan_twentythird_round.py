"""Issue 28, twenty-third scan round (decisions 1046-1049): bold lines at the body's size on a scan, a figure's
words, a table's caption under its table. Small hand-made blocks (page units 0-1000)."""
from f.common.pdf import page_headings, scan_lines
from f.common.pdf.scan_figure_words import lines_inside_picture, words_over_figure
from f.common.pdf.scan_pictures import picture_lines
from tests.pdfmake import ocr_line as _line

_PROSE = "GPG stands for GNU Privacy Guard and it implements the OpenPGP standard which allows you to sign"


def _guide_page(shell_code=True):
    """A guide's page read by OCR: three bold titles at the body's size, paragraphs, and bold-read shell lines
    that the scan reader knew for code (or, shell_code=False, only ruled out as headings)."""
    blocks, y = [], 60
    for title in ("Create your GPG key", "Create your SSH key", "Set up pbuilder"):
        blocks.append(_line(title, [115, y, 300, y + 16], size=10.0, bold=True))
        blocks.append(_line(_PROSE, [114, y + 30, 885, y + 60], size=10.0, lines=2))
        for k in range(2):
            shell = _line(f"$ gpg --send-keys {k}", [111, y + 70 + 20 * k, 400, y + 86 + 20 * k], size=10.0, bold=True)
            shell["no_heading"], shell["code_line"] = True, shell_code
            blocks.append(shell)
        blocks.append(_line("Now save the file and run:", [114, y + 120, 400, y + 136], size=10.0))
        blocks.append(_line("$ source ~/.bashrc", [114, y + 140, 400, y + 156], size=10.0))
        blocks.append(_line("In this case the key ID is shown.", [114, y + 160, 400, y + 176], size=10.0))
        y += 200
    return blocks


def test_bold_shell_lines_do_not_turn_bold_headings_off():
    page = _guide_page()
    page_headings.apply([page], 10.0)
    assert [b["text"] for b in page if b.get("text_level")] == [
        "Create your GPG key", "Create your SSH key", "Set up pbuilder"]


def test_bold_lines_ruled_out_but_not_code_still_count_against_bold_headings():
    page = _guide_page(shell_code=False)
    page_headings.apply([page], 10.0)
    assert not any(b.get("text_level") for b in page)  # 9 bold of 18 short lines: bold is no signal


def test_a_shell_prompt_line_is_a_code_line():
    shell = _line("$ gpg --send-keys --keyserver keyserver.ubuntu.com 43CDE61D", [111, 665, 626, 682], bold=True)
    prose = _line(_PROSE, [114, 600, 885, 630], lines=2)
    scan_lines.mark_fragments([[prose, shell]])
    assert shell.get("no_heading") and shell.get("code_line")


def test_scanned_bold_lines_make_no_ladder_of_sizes():
    lines = [_line(t, [115, 100 * k, 300, 100 * k + 16], size=s, bold=True)
             for k, (t, s) in enumerate([("Alpha", 10.5), ("Beta", 10.5), ("Gamma", 10.0), ("Delta", 10.0)])]
    assert page_headings.bold_ladder(lines, 10.0) == []
    assert page_headings.bold_ladder([dict(b, ocr=False) for b in lines], 10.0) == [10.5, 10.0]


def _diagram(top_left=155):
    return [_line("Most of the software available through Ubuntu is not written by Ubuntu developers",
                  [113, 520, 885, 550], size=9.0, lines=2),
            _line("Upstream", [top_left, 592, top_left + 87, 608], size=9.2, bold=True),
            dict(_line("1.0", [172, 644, 226, 674]), kind="fragment"),
            dict(_line("Initial Packaging of Release", [213, 710, 424, 745]), kind="fragment"),
            dict(_line("New Release", [744, 725, 849, 753]), kind="fragment"),
            _line("In the example mentioned above it would make sense to ship Ubuntu with the existing",
                  [114, 768, 885, 815], size=9.0, lines=2)]


def test_a_word_inset_over_a_figures_marks_is_the_figures():
    assert words_over_figure(_diagram(), 9.0) == {1}


def test_a_title_on_the_texts_left_edge_over_a_figure_stays():
    assert words_over_figure(_diagram(top_left=113), 9.0) == set()
    assert words_over_figure(_diagram(top_left=456), 9.0) == set()  # centred on the page: a title over a table


def test_a_line_between_a_pictures_fragments_is_the_pictures():
    frag = lambda t, b: dict(_line(t, b), kind="fragment")  # noqa: E731
    blocks = [frag("00:00:00", [794, 459, 867, 475]), frag("Messages", [542, 470, 620, 484]),
              _line("Project Rate [Hz] Selection Start: End Length Audio Position", [105, 489, 831, 508], bold=True),
              frag("00 h 00 m 00 s", [467, 508, 571, 522]), frag("44100", [109, 509, 151, 521])]
    assert lines_inside_picture(blocks) == {2}
    assert lines_inside_picture(blocks[2:]) == set()  # fragments under it only: a heading over a picture
    numbered = [*blocks[:2], _line("9.4 Euler Script", [105, 489, 339, 508]), *blocks[3:]]
    assert lines_inside_picture(numbered) == set()  # a numbered title between a listing's lines stays


def test_a_run_in_label_over_a_list_is_no_title():
    assert scan_lines.no_title(_line("Hyperbolic functions: cosh, sinh, acosh, asinh, atanh", [118, 352, 560, 367]))
    assert not scan_lines.no_title(_line("Hyperbolic functions", [118, 352, 360, 367]))
    assert not scan_lines.no_title(_line("Getting started: the basics", [118, 352, 460, 367]))


def _table_page(caption_y=638, after="prose"):
    prose = _line("The dependent polynomial sources are written as in SPICE 2G6, one line each with its "
                  "coefficients after the nodes.", [114, 440, 885, 500], size=10.0, lines=3)
    blocks = [prose,
              _line("Dependent Polynomial Sources", [371, 519, 632, 537], size=16.9, bold=True),
              _line("Source Type", [125, 536, 235, 555], size=18.0, bold=True),
              _line("POLYNOMIAL VCVS", [126, 557, 321, 572], size=12.5),
              _line("Table 4.1: Dependent Polynomial Sources", [327, caption_y, 674, caption_y + 17], size=11.7)]
    if after == "prose":
        blocks.append(_line("The polynomial sources are kept for compatibility with older netlists written for "
                            "SPICE 2G6.", [114, 700, 885, 740], size=10.0, lines=2))
    elif after == "cells":
        blocks += [_line("Source Type", [125, 700, 235, 716], size=10.0), _line("VCVS", [400, 700, 460, 716])]
    return blocks


def test_a_tables_caption_under_its_table_makes_the_lines_above_the_tables():
    assert picture_lines(_table_page(), 10.0) == {1, 2, 3, 4}
    assert picture_lines(_table_page(after=None), 10.0) == {1, 2, 3, 4}  # the page ends under it


def test_a_tables_caption_over_its_cells_leaves_the_lines_above():
    assert picture_lines(_table_page(after="cells"), 10.0) == set()
