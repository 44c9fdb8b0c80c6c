"""Issue 28: books repeat a chapter's title as the running head of its pages. The chapter's opener,
the same words set larger and lower on the page, is its heading, not furniture: lshort-zh-cn's
20 pt `第一章 …` a sixth of the way down its first page, under the 10 pt heads of the chapter's
other pages, was typed a running head, so the chapters left the tree; the Spanish TeX FAQ's long
chapter titles (two lines of 14 pt) under a running head of the same words were too long for a
heading. The running heads themselves stay out of the text and the tree."""
import json

import pymupdf

from f.common.pdf.run import parse_pdf
from tests import pdfmake

SECTIONS = ["Line and page breaking", "Special characters", "Space between words"]


def _book(chapters: list[str], opener_y: float, opener_size: float, wrap: int | None = None,
          opener_font: str = "tibo", head_font: str = "tibo") -> bytes:
    """Each chapter: an opener page (its title at `opener_y`, wrapped after `wrap` words) and five
    pages under a 10 pt running head of the chapter's title beside the folio; a numbered 12 pt bold
    section on pages 1, 3 and 5 of the chapter."""
    doc = pymupdf.open()
    for c, chapter in enumerate(chapters, 1):
        for k in range(6):
            page = doc.new_page(width=612, height=792)
            folio = doc.page_count
            y = 100.0
            if k == 0:
                words = chapter.split()
                lines = [" ".join(words[:wrap]), " ".join(words[wrap:])] if wrap else [chapter]
                for n, line in enumerate(lines):
                    page.insert_text((72, opener_y + n * opener_size * 1.2), line, fontname=opener_font,
                                     fontsize=opener_size)
                y = opener_y + len(lines) * opener_size * 1.2 + 30
            else:
                page.insert_text((72, 50), chapter, fontname=head_font, fontsize=10)
                page.insert_text((530, 50), str(folio), fontname="tiro", fontsize=10)
            if k in (1, 3, 5):
                page.insert_text((72, y), f"{c}.{k // 2 + 1} {SECTIONS[k // 2]}", fontname="tibo", fontsize=12)
                y += 24
            pdfmake.prose(page, y, lines=int((700 - y) // 13))
    return pdfmake.to_bytes(doc)


def _expected(chapters: list[str]) -> list[tuple[int, str]]:
    return [(depth, title) for c, chapter in enumerate(chapters, 1)
            for depth, title in [(1, chapter)] + [(2, f"{c}.{n} {s}") for n, s in enumerate(SECTIONS, 1)]]


def test_a_chapter_opener_under_its_running_heads_is_a_heading():
    # the opener at y 130 of 792 (its middle within a fifth of the top, where a verbatim copy of a
    # running title is still read as one), set at 20 pt over the bold 10 pt heads
    chapters = ["1 Typesetting text", "2 Mathematical formulae", "3 Document elements"]
    data = _book(chapters, opener_y=150, opener_size=20)
    rows = pdfmake.outline(pdfmake.tree_of(data), skip=("Front matter",))
    assert rows == _expected(chapters), rows
    # the heads stay furniture: out of the page text, once per chapter in the markdown (the opener)
    files, _ = parse_pdf(data, use_outline=False, workers=0)
    markdown = files["content.md"].decode()
    assert [markdown.count(chapter) for chapter in chapters] == [1, 1, 1]
    items = json.loads(files["content_list.json"])
    assert sum(i["type"] == "header" for i in items) == 3 * 5, [i for i in items if i["type"] == "header"]


def test_a_running_line_pushed_down_keeps_its_kind():
    # the same words in the same size a little lower (a page that starts lower) are still the head
    from f.common.pdf.furniture import mark

    def line(text, y0, size=10.0):
        return {"text": text, "bbox": [120, y0, 600, y0 + 14], "size": size, "bold": True, "lines": 1}

    pages = [[line("Typesetting text", 60), line(f"Body text of page {n} runs on across the measure.", 400)]
             for n in range(6)]
    pages[5][0] = line("Typesetting text", 150)
    mark(pages)
    assert [p[0].get("kind") for p in pages] == ["header"] * 6, pages


def test_a_long_chapter_title_repeating_its_running_head_is_a_heading():
    # two lines of 14 pt roman, longer than an unnumbered size-ranked title may be, low on its page:
    # the running head carrying the same words says it is the chapter's title
    chapters = ["1. What documentation is there about the typesetting system and its companions?",
                "2. How do I get the typesetting system and the other programs that go with it?"]
    data = _book(chapters, opener_y=300, opener_size=14, wrap=7, opener_font="tiro", head_font="tiro")
    rows = pdfmake.outline(pdfmake.tree_of(data), skip=("Front matter",))
    assert rows == _expected(chapters), rows


def test_a_chapter_the_contents_left_out_is_a_sibling_of_the_listed_ones():
    # the contents' last chapter lost (lshort-zh-cn's `第八章` read as a heading on the contents
    # page): its opener continues the listed chapters' numbering, so it is their sibling, not a
    # heading inside the last listed section
    listed = [("1 Introduction", 2), ("1.1 What It Is", 2), ("2 Interfaces", 3), ("2.1 The Terminal", 3),
              ("3 Calculus", 4), ("3.1 Limits", 4)]
    body = listed + [("4 Plotting", 5), ("4.1 Curves", 5)]
    doc = pymupdf.open()
    pdfmake.contents_page(doc, [(title, 72 if "." not in title else 90, number, "tiro") for title, number in listed])

    def write(page, y, entry):
        chapter = "." not in entry[0]
        page.insert_text((72, y), entry[0], fontname="tibo", fontsize=18 if chapter else 12)
        return pdfmake.prose(page, y + 30, lines=6)
    pdfmake.body_pages(doc, body, write)
    pdfmake.number_pages(doc)
    rows = pdfmake.outline(pdfmake.tree_of(pdfmake.to_bytes(doc)), skip=("Front matter", "Contents"))
    assert rows == [(1 if "." not in title else 2, title) for title, _page in body], rows
