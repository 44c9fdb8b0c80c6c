"""Issue 28: a small book's running titles sit just under the top 10% of the page (lshort in A5:
the band, not the margin proper), set in bold like its headings: the chapter's title and the page
number on the left-hand pages, the section's title and the page number on the right-hand ones. The
chapter's title atop three same-side pages in a row is a running title however heavy it reads,
and a line on the row where running titles stand on three pages or more is its own page's running
title (each section's short title, read on a page or two): none of them is a heading."""
import pymupdf

from tests import pdfmake

CHAPTERS = [("1 Typesetting text", ["1.1 Line and page breaking", "1.2 Special characters and symbols",
                                     "1.3 Space between words"]),
            ("2 Mathematical formulae", ["2.1 Single equations", "2.2 Building blocks of a formula",
                                         "2.3 Theorems, lemmas and proofs"])]


def _book() -> bytes:
    doc = pymupdf.open()
    folio = 0
    for chapter, sections in CHAPTERS:
        where = {0: sections[0], 3: sections[1], 5: sections[2]}
        for k in range(7):
            folio += 1
            page = doc.new_page(width=420, height=595)
            section = [s for at, s in where.items() if at <= k][-1]
            if k:  # running titles at y 61-72 of 595: in the band, under the top 10%
                # the right-hand pages carry the section's short title, as LaTeX's \section[short]{long}
                short = " ".join(section.split()[:3])
                left, right = (str(folio), chapter[2:]) if folio % 2 == 0 else (short, str(folio))
                page.insert_text((60, 70), left, fontname="tibo", fontsize=10)
                page.insert_text((300 if folio % 2 == 0 else 340, 70), right, fontname="tibo", fontsize=10)
            y = 110.0
            if k == 0:
                page.insert_text((60, y + 30), chapter, fontname="tibo", fontsize=18)
                y += 70
            if k in where:
                page.insert_text((60, y), where[k], fontname="tibo", fontsize=12)
                y += 22
            while y < 520:
                page.insert_text((60, y), "Words run on across the line as body text in a small book.",
                                 fontname="tiro", fontsize=10)
                y += 13
    return pdfmake.to_bytes(doc)


def test_running_titles_in_the_band_are_no_headings():
    rows = pdfmake.outline(pdfmake.tree_of(_book()), skip=("Front matter",))
    assert rows == [(depth, title) for chapter, sections in CHAPTERS
                    for depth, title in [(1, chapter)] + [(2, s) for s in sections]], rows


def test_the_foot_of_the_page_keeps_its_lines():
    # at the foot, a link's footnote on three same-side pages is a footer, but a contents page's
    # last entry on its row is an entry: a running title's row is read at the top of the page only
    from f.common.pdf.furniture import mark

    def line(text, y0, x0=150):
        return {"text": text, "bbox": [x0, y0, 840, y0 + 12], "size": 10.0, "bold": False, "lines": 1}

    pages = [[line(f"Body text of page {n + 1} runs on across the measure.", 400)] for n in range(8)]
    for n in (1, 3, 5):
        pages[n].append(line(f"{n}https://example.org/yodl/", 915))
    pages[7].append(line("3.4.7 Digit separators .... 60", 915))
    mark(pages)
    assert [b.get("kind") for b in pages[7]] == [None, None], pages[7]


def test_a_heading_on_the_running_row_of_other_pages_stays_a_heading():
    # a filing prints a running link at the top of some pages; the pages without it start higher,
    # their first heading on the link's row: with no page number beside it, it is a heading
    doc = pymupdf.open()
    titles = ["Results of Operations", "Liquidity and Capital Resources", "Market Risk", "Controls"]
    for n in range(8):
        page = doc.new_page(width=420, height=595)
        y = 110.0
        if n < 4:
            page.insert_text((60, 70), "Table of Contents", fontname="tiro", fontsize=10)
        else:
            page.insert_text((60, 70), titles[n - 4], fontname="tibo", fontsize=10)
            y = 92.0
        while y < 520:
            page.insert_text((60, y), "Words run on across the line as body text in a filing.", fontname="tiro",
                             fontsize=10)
            y += 13
    found = [title for _depth, title in pdfmake.outline(pdfmake.tree_of(pdfmake.to_bytes(doc)))]
    assert all(title in found for title in titles), found
