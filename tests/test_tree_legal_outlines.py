"""Legal- and standards-style outlines (issue 28, the second public set): headings set in body type
among long paragraphs, the lowest numbered level a little smaller, lettered items apart from the
paragraph above, `Article` divisions, and body pages that mention copyright. Small synthetic blocks."""
from f.common.pdf.page_headings import apply
from f.common.pdf.paragraphs import paragraphs
from f.common.tree.headings import classify
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import book

PROSE = "The Commission proposes that each fund adopt written policies reasonably designed to do so."


def _block(text, bold=False, size=11.0, lines=1, italic=False, y=100):
    block = {"bbox": [120, y, 880 if lines > 1 else 400, y + 14 * lines], "text": text, "size": size,
             "bold": bold, "lines": lines}
    return dict(block, italic=True) if italic else block


def test_bold_headings_among_long_paragraphs_count_though_most_short_lines_are_bold():
    # a legal text's short blocks are nearly all its headings: 3 bold of 8 short lines (over the
    # 20% share), but 3 of ~100 lines of text
    headings = ["I. Background", "A. Overview", "II. Discussion"]
    pages = [[_block(h, bold=True), _block(PROSE * 8, lines=30), _block(f"Report {k}", y=950)]
             for k, h in enumerate(headings)] + [[_block("2", y=960), _block("3", y=960)]]
    assert apply(pages, 11.0) == 3
    assert [p[0]["text_level"] for p in pages[:3]] == [1, 2, 1]


def test_a_document_whose_text_is_mostly_bold_lines_still_gets_none():
    pages = [[_block(f"Bold term {k}", bold=True), _block(PROSE, lines=2)] for k in range(10)]
    assert apply(pages, 11.0) == 0


def test_a_numbered_heading_set_a_little_smaller_than_the_body_counts_a_footnote_does_not():
    pages = [[_block("I. Background", bold=True, y=60), _block(PROSE * 8, lines=20, y=80),
              _block("(1) Purpose", size=10.5, italic=True, y=380), _block(PROSE * 8, lines=20, y=400),
              _block("12. See Release No. 1234", size=8.5, italic=True, y=900)]]
    pages += [[_block(f"Release {k}", y=40)] for k in range(6)]  # short plain lines: bold stays rare
    apply(pages, 11.0)
    assert pages[0][2].get("text_level") and not pages[0][4].get("text_level")


def _line(text, x0, y, x1, italic=False):
    block = {"bbox": [x0, y, x1, y + 13], "text": text, "size": 11.0, "bold": False, "lines": 1}
    return dict(block, italic=True) if italic else block


def test_a_lettered_heading_below_a_paragraphs_last_line_stays_apart():
    # the last line of a paragraph ends short; `(b) Normative References` under it is no more of it
    out = paragraphs([_line("only to aid interpretation in such cases.", 121, 91, 392),
                      _line("(b) Normative References", 139, 111, 357, italic=True)])
    assert [b["text"] for b in out] == ["only to aid interpretation in such cases.", "(b) Normative References"]


def test_contents_lines_with_spaced_leaders_are_not_joined_to_the_next_entry_number():
    # Texinfo spaces its leaders and sets each entry's number apart: `... . . . 41` then `A.2`
    out = paragraphs([_line("Essential programs and libraries. . . . . . . . 41", 133, 447, 440),
                      _line("A.2", 105, 461, 125)])
    assert len(out) == 2


def test_article_is_a_fixed_division_above_numbered_sections_and_below_chapters():
    cls = classify("Article II Transition Period")
    assert (cls.kind, cls.scheme, cls.number, cls.rest) == ("fixed", "article", (2,), "Transition Period")
    items = book([
        [("h", "Article I Name"), ("t",), ("h", "1. Current Requirements"), ("t",), ("h", "(a) Quorum"), ("t",),
         ("h", "(i) Meetings"), ("t",)],
        [("h", "Article II Officers"), ("t",), ("h", "1. Powers"), ("t",)],
    ])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    got = [(d, n["title"]) for d, n, _ in walk(tree["structure"])]
    assert got == [(1, "Article I Name"), (2, "1. Current Requirements"), (3, "(a) Quorum"),
                   (4, "(i) Meetings"), (1, "Article II Officers"), (2, "1. Powers")], got


def test_a_full_body_page_that_mentions_copyright_is_no_copyright_page():
    # a licence's or a ruling's text says `copyright` on its first pages; only a short page of such
    # lines is a copyright page whose headings are cover lines
    text = ("A contributor's copyright notices must be kept in every copy of the work. " * 30)
    items = book([
        [("h", "Report of the Committee")],
        [("h", "I. Background"), ("t", text), ("h", "A. Overview"), ("t", text)],
        [("h", "II. Discussion"), ("t", text)],
    ])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    titles = [n["title"] for _d, n, _ in walk(tree["structure"])]
    assert "I. Background" in titles and "A. Overview" in titles, titles


def test_bold_lines_that_are_nearly_all_numbered_are_headings_however_many():
    # a heading-dense text (short sections, paragraphs of 2-3 lines): 40% of short lines and 10% of
    # all lines are bold, but every one is numbered
    pages = [[_block(f"({chr(97 + k)}) Section title", bold=True, y=60), _block(PROSE * 2, lines=3, y=80),
              _block("Short plain line", y=200), _block(PROSE, lines=2, y=260)] for k in range(8)]
    assert apply(pages, 11.0) == 8
    pages[0][0]["text"] = "Emphasis, not a heading"
    for blocks in pages[1:4]:  # a third of the bold lines unnumbered: bold is emphasis here
        blocks[0]["text"] = "Bold lead words"
    for blocks in pages:
        blocks[0].pop("text_level", None)
    assert apply(pages, 11.0) == 0


def test_a_document_title_above_its_roman_parts_is_no_parent_of_them():
    # free numbering nests under whatever heading is open; the title on the first page is open
    items = book([
        [("h", "Report of the Committee on Licensing", {"level": 1}), ("h", "I. Background", {"level": 2}),
         ("t",), ("h", "A. Overview", {"level": 3}), ("t",)],
        [("h", "II. Discussion", {"level": 2}), ("t",), ("h", "A. Comments", {"level": 3}), ("t",)],
    ])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    got = [(d, n["title"]) for d, n, _ in walk(tree["structure"])]
    assert got == [(1, "Report of the Committee on Licensing"), (1, "I. Background"), (2, "A. Overview"),
                   (1, "II. Discussion"), (2, "A. Comments")], got


def test_an_italic_lettered_heading_under_a_plain_last_line_stays_apart_a_wrapped_initial_does_not():
    out = paragraphs([_line("See 17 CFR 270.22e-4(b)(1)(ii).", 121, 687, 285),
                      _line("a. Market Practices", 121, 704, 266, italic=True)])
    assert len(out) == 2
    out = paragraphs([_line("The letter was signed by John", 121, 687, 880),
                      _line("A. Smith and two others.", 121, 704, 400)])
    assert len(out) == 1


def test_a_contents_entry_the_body_never_bore_out_gives_way_to_the_bodys_heading_of_its_title():
    # a volume of books, each numbering its pages afresh: the contents' `Release Notes ... 1` points
    # at the first book's page 1, where no such line is; the body's own heading opens the node, at
    # the contents' level (a plain heading after `3. Usage` would nest under it)
    toc = ("1. Introduction ........ 1\n2. Installation ........ 2\n3. Usage ........ 3\n"
           "Release Notes ........ 1")
    items = book([
        [("h", "Contents"), ("t", toc)],
        [("h", "1. Introduction"), ("t",), ("pn", "1")],
        [("h", "2. Installation"), ("t",), ("pn", "2")],
        [("h", "3. Usage"), ("t",), ("pn", "3")],
        [("h", "Release Notes"), ("t",), ("pn", "1")],
    ])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    got = [(d, n["title"], n["start_index"], bool(n.get("contents_only"))) for d, n, _ in walk(tree["structure"])
           if n["title"] != "Contents"]
    assert (1, "Release Notes", 5, False) in got and not any(g[3] for g in got), got
