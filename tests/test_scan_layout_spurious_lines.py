"""Issue 28, eighteenth scan set (decision 0816): OCR'd lines that look like no heading in their layout or
their run: a note set between code lines, a paragraph's run-in label before code,
a variable opening on `@`, an index's entry ending on its page numbers. Small hand-made OCR blocks (page
units 0-1000)."""
from f.common.pdf import scan_code, scan_lines
from tests.pdfmake import ocr_line as _line


def test_a_note_between_code_lines_is_the_listings_a_heading_with_space_above_is_not():
    above = _line("21\\ProcessKeyvalOptions*", [192, 393, 382, 407], size=8.5)
    note = _line("检测选项是否合法", [217, 415, 359, 432], size=11.5)
    below = _line("22\\newcommand\\nju@validate@key[1]{%", [192, 439, 467, 453], size=8.5)
    assert scan_code.between_code([above, note, below]) == {1}
    # a line of space above it (a heading after a listing), or prose below it: no note
    spaced = dict(note, bbox=[217, 430, 359, 447])
    assert scan_code.between_code([above, spaced, dict(below, bbox=[192, 455, 467, 469])]) == set()
    prose = _line("The options are checked before the class is loaded.", [192, 439, 700, 453])
    assert scan_code.between_code([above, note, prose]) == set()
    # a numbered heading between two listings stays a candidate
    assert scan_code.between_code([above, _line("5.3 加载宏包", [180, 415, 311, 432]), below]) == set()


def test_a_run_in_label_before_code_or_lower_case_words_is_no_title():
    for text in ("Syntax: annotate [@name] dimension+ PDF_dictionary", "Syntax: endann", "Syntax: pagesize dimension+",
                 "Example: the annotation below", "@catalog", "@thispage"):
        assert scan_lines.no_title(_line(text, [178, 300, 500, 315])), text
    for text in ("Patgen: Creating hyphenation patterns", "MLTeX: Multi-lingual TeX", "Installation: Getting Started"):
        assert not scan_lines.no_title(_line(text, [178, 300, 500, 315])), text


def test_an_index_entry_ending_on_its_page_numbers_is_no_title():
    for text in ("Berry, Karl . 1", "1s-R, simplest build. 15", "/etc/profile. 42 30", "/, trailing in home directory. 8"):
        assert scan_lines.no_title(_line(text, [144, 300, 400, 315])), text
    for text in ("5.6 kpsewhich: Standalone path searching", "Version 2.3 changes", "Appendix B"):
        assert not scan_lines.no_title(_line(text, [144, 300, 400, 315])), text


def test_a_numbered_listing_line_counts_as_code_around_a_note():
    above = _line("90\\Urlmuskip=0mu plus0.1mu", [193, 251, 405, 265], size=8.7)
    note = _line("页眉页脚设置", [216, 272, 326, 292], size=11.9)
    below = _line("91 \\RequirePackage{fancyhdr}", [193, 298, 403, 312], size=8.7)
    assert scan_code.between_code([above, note, below]) == {1}


def test_an_author_with_a_thanks_mark_and_a_guard_read_with_a_bracket_are_no_titles():
    for text in ("David M. Jones*", "雾月， Longaster*", "1 (*sty〉"):
        assert scan_lines.no_title(_line(text, [300, 300, 500, 315])), text
    assert not scan_lines.no_title(_line("The amsfonts package", [300, 300, 500, 315]))
    assert not scan_code.code_only("7.1. The (new) command")
