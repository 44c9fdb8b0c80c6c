"""Issue 28, twentieth scan round (decisions 0916-0919): a reference's field labels repeated with every entry
(`Templates`, `Description`), a table column's header and joined cells (`Type` beside `Description`, `atom`
beside the lines above it), a listing's line read alone (`/*begin`, `(nonvar(X)->`) are no titles; an OCR'd
copy of the running title under it on its page is the section's heading, not furniture.
Small hand-made OCR blocks (page units 0-1000) through f.common.pdf.scan_lines and f.common.pdf.furniture."""
from f.common.pdf import furniture, scan_lines
from tests.pdfmake import ocr_line as _line

PROSE = "This directive makes it possible to alter the definition of Pred by adding or removing clauses."


def _entries(pages_of_labels):
    """A reference's pages: each label (10 pt) over a paragraph (9.5 pt), through mark_fragments."""
    pages = []
    for labels in pages_of_labels:
        blocks = []
        for k, label in enumerate(labels):
            blocks.append(_line(label, [102, 250 + 120 * k, 192, 266 + 120 * k], size=10.0))
            blocks.append(_line(PROSE, [102, 280 + 120 * k, 849, 296 + 120 * k], size=9.5))
        pages.append(blocks)
    scan_lines.mark_fragments(pages)
    return pages


def _flags(pages, text):
    return [bool(b.get("no_heading")) for blocks in pages for b in blocks if b["text"] == text]


def test_labels_repeated_with_every_entry_are_no_titles():
    pages = _entries([["Templates", "Description"], ["Templates", "Description", "Templates"],
                      ["Description", "Portability", "Description"], ["Templates"]])
    assert _flags(pages, "Templates") == [True] * 4
    assert _flags(pages, "Description") == [True] * 4
    assert _flags(pages, "Portability") == [False]  # once in the document


def test_a_generic_heading_once_a_section_stays():
    # `Exercises` closes each section, one to a page: a heading, never twice on a page
    pages = _entries([["Exercises"], ["Exercises"], ["Exercises"], ["Exercises"]])
    assert _flags(pages, "Exercises") == [False] * 4


def _table(header=True):
    """GNU Prolog's table of types: a header row, then terms beside their descriptions; OCR joined two rows'
    descriptions into one block of two lines, its second line beside `atom`."""
    blocks = [_line("6.2 Types and modes", [104, 260, 325, 276], size=11.0)]
    if header:
        blocks += [_line("Type", [109, 310, 159, 331]), _line("Description", [291, 311, 381, 329])]
    rows = [("TYPE_list", "a list whose the type of each element is TYPE (section 8.1.2, page 40)"),
            ("boolean", "the atom true or the atom false, as the flags are given (section 8.22.1)"),
            ("byte", "an integer greater than or equal to 0 and less than or equal to 255")]
    y = 335
    for term, description in rows:
        blocks += [_line(term, [112, y, 200, y + 16]), _line(description, [291, y, 840, y + 16])]
        y += 16
    # OCR read two rows' descriptions as one block of two lines, its second line beside `atom`
    blocks += [_line("a term whose type is either TYPE1 or TYPE2, an atom (section 8.19.11, page 133)",
                     [291, y, 840, y + 32], lines=2),
               _line("TYPE1_or_TYPE2", [113, y, 239, y + 16]), _line("atom", [111, y + 16, 155, y + 32])]
    y += 32
    blocks.append(_line(PROSE, [104, y + 60, 849, y + 76], size=9.5))
    return blocks


def test_a_tables_header_and_its_joined_rows_are_no_titles():
    blocks = _table()
    scan_lines.mark_fragments([blocks])
    flags = {b["text"]: bool(b.get("no_heading") or b.get("kind")) for b in blocks}
    assert flags["Type"] and flags["atom"] and flags["TYPE1_or_TYPE2"] and flags["boolean"]
    assert not flags["6.2 Types and modes"]  # a numbered line is never a cell


def _rows(blocks):
    return scan_lines._two_cell_rows(blocks) | scan_lines._terms_over_descriptions(blocks)


def test_the_column_takes_its_header_not_a_heading_over_it():
    blocks = _table()
    assert {1, 11} <= scan_lines._column_of_rows(blocks, _rows(blocks))  # `Type`, `atom`
    blocks = _table(header=False)
    blocks.insert(1, _line("Types", [109, 310, 170, 331]))  # nothing on its right: its row is its own
    assert 1 not in scan_lines._column_of_rows(blocks, _rows(blocks))
    blocks = _table()[:3]  # a header and no rows under it: no column
    assert not scan_lines._column_of_rows(blocks, _rows(blocks))


def test_a_listings_line_read_alone_is_no_title():
    for text in ("/*begin", "(* nested (**) still comment", "(nonvar(X)->", "'_string-'", "// the loop"):
        assert scan_lines.no_title({"text": text, "bbox": [250, 500, 520, 515]}), text
    for text in ("Delimiters", "Slash (/)", "Ligaduras", "Puntos suspensivos (...)", "函数的概念(一)", "实验(2)"):
        assert not scan_lines.no_title({"text": text, "bbox": [102, 500, 400, 515]}), text


def _page(top, heading=None):
    blocks = [_line(top, [102, 65, 191, 81], size=8.5), _line(str(len(top)), [827, 65, 851, 81], size=8.0)]
    if heading:
        blocks.append(_line(heading, [102, 112, 220, 128], size=9.6))
    blocks.append(_line(PROSE, [102, 400, 849, 416], size=9.5))
    return blocks


def test_a_running_titles_copy_under_it_is_the_pages_heading():
    pages = [_page("6 FORMAT OF DEFINITIONS"), _page("6.3 Errors", heading="6.3Errors"),
             _page("6 FORMAT OF DEFINITIONS"), _page("6.3 Errors"), _page("6 FORMAT OF DEFINITIONS"),
             _page("6.3 Errors")]
    furniture.mark(pages)
    assert [p[0].get("kind") for p in pages] == ["header"] * 6
    assert pages[1][2]["text"] == "6.3Errors" and not pages[1][2].get("kind")


def test_a_text_layers_copy_under_the_running_title_is_left_as_it_was():
    # the rule reads OCR'd lines only: a text layer's lines keep furniture's verdict
    pages = [_page("6 FORMAT OF DEFINITIONS"), _page("6.3 Errors", heading="6.3 Errors"),
             _page("6 FORMAT OF DEFINITIONS"), _page("6.3 Errors"), _page("6 FORMAT OF DEFINITIONS"),
             _page("6.3 Errors")]
    for blocks in pages:
        for b in blocks:
            b.pop("ocr")
    furniture.mark(pages)
    assert pages[1][2].get("kind") == "header"
