"""Issue 12: headings from the pages alone (no bookmarks): bold body-size lines with numbering
schemes nested in the order the document first uses them, markers kept, look-alikes rejected."""
from f.common.pdf.page_headings import apply, scheme_of

BODY = "This paragraph is ordinary body text that runs across the whole line here."


def _block(text, bold=True, size=10.0):
    return {"bbox": [100, 100, 500, 115], "text": text, "size": size, "bold": bold, "lines": 1}


def test_levels_follow_first_use_and_look_alikes_are_rejected():
    pages = [[_block("A. Scope"), _block(BODY, bold=False)], [_block("I. Late roman"), _block(BODY, False)],
             [_block("Results of the study."), _block("Introduction ..... 3"), _block(BODY, False)]]
    pages += [[_block(BODY, False) for _ in range(20)]]
    assert apply(pages, 10.0) == 2
    assert pages[0][0]["text_level"] == 1 and pages[1][0]["text_level"] == 2  # `A.` came first here
    assert "text_level" not in pages[2][0] and "text_level" not in pages[2][1]


def test_a_document_set_mostly_in_bold_gets_no_bold_line_headings():
    pages = [[_block("Some bold line"), _block("Another bold line"), _block(BODY, False)]]
    assert apply(pages, 10.0) == 0


def test_numbering_schemes():
    assert [scheme_of(t) for t in ("第一章 总论", "一、编程规约", "（一）命名风格", "1.2.3 Deep", "1.2 Mid",
                                   "IV. Roman", "B. Letter", "3. Arabic", "a. lower", "(1) paren",
                                   "(a) paren", "Plain title")] == [
        "cn-chapter", "cn-num", "cn-paren", "dotted3", "dotted2", "roman", "upper", "arabic", "lower",
        "paren-num", "paren-lower", None]


def test_a_title_ending_in_a_year_is_no_contents_line():
    # a release's `II. Rust 2015` (1041): a year after a word is no page number; leaders still are
    page = [_block("I. Background"), _block(BODY, False), _block("II. Rust 2015"), _block(BODY, False),
            _block("III. Fiscal Year 2019"), _block(BODY, False), _block("Introduction ..... 2015"),
            _block("Introduction 3"), _block(BODY, False)]
    for k, block in enumerate(page):  # a line each, down the page
        block["bbox"] = [100, 100 + 20 * k, 500, 115 + 20 * k]
    pages = [page, [_block(BODY, False) for _ in range(20)]]
    apply(pages, 10.0)
    assert [b.get("text_level") for b in pages[0][::2][:3]] == [1, 1, 1]
    assert "text_level" not in pages[0][6] and "text_level" not in pages[0][7]


def test_paren_i_and_ii_are_the_roman_scheme_of_paren_iii():
    # `(i)`, `(ii)` under `(a)` are one scheme with `(iii)` (1041); a lone `(v)` or `(x)` stays a letter
    assert [scheme_of(t) for t in ("(i) An exception", "(ii) Macros", "(iii) Renaming crates", "(a) Scope",
                                   "(v) Fifth item", "(h) Eighth")] == [
        "paren-roman", "paren-roman", "paren-roman", "paren-lower", "paren-lower", "paren-lower"]


def test_a_numbered_bold_line_at_a_browsers_h5_size_is_a_heading():
    # WeasyPrint's default h5 is 0.83 em (1042): `(1) Explicit discriminants` in 9.13 pt bold under
    # 11 pt body; a bold numbered line at 0.75 em is no heading
    page = [_block("A. Enumerations", size=11.0), _block(BODY, False, 11.0),
            _block("(1) Explicit discriminants", size=9.13), _block(BODY, False, 11.0),
            _block("(2) Too small a line", size=8.25), _block(BODY, False, 11.0)]
    for k, block in enumerate(page):
        block["bbox"] = [100, 100 + 20 * k, 500, 115 + 20 * k]
    pages = [page, [_block(BODY, False, 11.0) for _ in range(20)]]
    apply(pages, 11.0)
    assert pages[0][0]["text_level"] == 1 and pages[0][2]["text_level"] == 2
    assert "text_level" not in pages[0][4]
