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
