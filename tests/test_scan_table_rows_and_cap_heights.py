"""Issue 28, thirteenth round (decisions 0581, 0582): a bold heading OCR'd without a descender
(`Revenue`, `RESULTS OF OPERATIONS`) reads smaller than the body's lines though set at their size, and a
table's rows read as lines of words (`Total change` … `51%`, `Royalty costs 4` joined across the
gap) are no headings. Small hand-made OCR'd lines for the pure rules."""
from f.common.pdf.ocr_lines import CAP_EM, INK_EM, ink_em, type_size
from f.common.pdf.page_headings import _candidate
from f.common.pdf.scan_lines import mark_fragments
from tests.pdfmake import ocr_line as _line

PARAGRAPH = ("Cost of subscription revenue consists of third-party royalties and expenses related to operating "
             "our network infrastructure, including depreciation expense and operating lease payments.")


def test_a_latin_line_with_no_descender_spans_less_of_the_em():
    assert ink_em("Revenue") == ink_em("RESULTS OF OPERATIONS") == CAP_EM
    assert ink_em("Issuer Purchases") == CAP_EM
    assert ink_em("Segment Information") == INK_EM  # the g reaches below the baseline
    assert ink_em("第四章 系统") == INK_EM and ink_em("2019") == INK_EM  # Chinese fills the em; no letters
    assert ink_em("Accounting (Topic 606)") == INK_EM  # brackets descend


def test_an_ocr_line_is_compared_by_its_type_size_a_text_layer_line_as_it_is():
    ocr = _line("Cost of Revenue", [80, 166, 200, 180], size=7.6, bold=True)
    assert round(type_size(ocr), 1) == round(7.6 * INK_EM / CAP_EM, 1)
    layer = dict(ocr, ocr=False)
    assert type_size(layer) == 7.6
    assert type_size(_line("Segment Information", [80, 618, 222, 634], size=8.6)) == 8.6


def test_a_bold_heading_at_the_body_size_without_descenders_is_a_heading_candidate():
    body = 8.7
    # read at 7.6 (its capitals' height over 0.88 of the em): under the body, so it was no candidate
    assert _candidate(_line("Cost of Revenue", [80, 166, 200, 180], size=7.6, bold=True), body)
    assert _candidate(_line("RESULTS OF OPERATIONS", [392, 51, 606, 65], size=7.6, bold=True), body)
    # a footnote's small type stays small; a plain line is no candidate by its size alone
    assert not _candidate(_line("Revenue", [80, 650, 144, 666], size=6.0, bold=True), body)
    assert not _candidate(_line("Revenue", [80, 650, 144, 666], size=7.6), body)


def _page(*lines):
    return [_line(PARAGRAPH, [78, 400, 921, 450], lines=3, size=8.7),
            _line(PARAGRAPH[:110], [78, 460, 921, 476], size=8.7), *lines]


def test_a_tables_row_ending_in_a_figure_is_no_heading():
    apart = _line("Total change", [90, 713, 181, 731], size=9.9)
    figure = _line("51%", [879, 712, 922, 732], size=7.6)
    # the words and the value read as one line, the values going down the column (no page numbers)
    above = _line("Media rebill costs 7", [81, 624, 907, 642], size=8.2)
    joined = _line("Royalty costs 4", [80, 642, 907, 659], size=9.7)
    page = _page(apart, figure, above, joined)
    mark_fragments([page])
    assert apart.get("no_heading") and joined.get("no_heading") and above.get("no_heading")


def test_a_contents_pages_rows_whose_numbers_rise_stay():
    rows = [_line(f"{title} {page}", [80, 600 + 18 * k, 907, 616 + 18 * k], size=9.0)
            for k, (title, page) in enumerate([("Version history", 13), ("Code index", 14), ("Further reading", 17)])]
    mark_fragments([_page(*rows)])
    assert not any(b.get("no_heading") for b in rows)


def test_a_heading_with_its_row_to_itself_or_a_figure_near_it_stays():
    heading = _line("Cost of Revenue", [80, 166, 200, 180], size=9.0, bold=True)
    year = _line("Results for 2019", [80, 300, 250, 316], size=9.0, bold=True)  # a figure in its own words
    near = _line("Overview", [80, 500, 170, 516], size=9.0, bold=True)
    mark = _line("2", [180, 500, 190, 516], size=6.0)  # a note mark beside it, not a value column
    page = _page(heading, year, near, mark)
    mark_fragments([page])
    assert not heading.get("no_heading") and not year.get("no_heading") and not near.get("no_heading")
