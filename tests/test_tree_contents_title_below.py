"""A printed web page puts the document's title, its first heading and a paragraph above the table
of contents on the first page (Texinfo's HTML: `Bash Reference Manual`, `Bash Features`, then
`Table of Contents`). The blocks above the contents' title are no contents: they stay the
document's text and headings (contents_page.contents_blocks). Real PDFs made here
(tests/pdfmake.py), the real parser and tree builder."""
from __future__ import annotations

import pymupdf

from tests.pdfmake import outline, prose, to_bytes, tree_of

ENTRIES = [("1 Introduction", 2), ("1.1 What is a widget?", 2), ("2 Definitions", 3), ("3 Basic Features", 4),
           ("3.1 Syntax", 4), ("3.2 Commands", 5)]


def manual(title_above: bool = True) -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 80
    if title_above:
        page.insert_text((72, y), "Widget Reference Manual", fontname="hebo", fontsize=22)
        page.insert_text((72, y + 40), "Widget Features", fontname="hebo", fontsize=18)
        y = prose(page, y + 70, 5)
    page.insert_text((72, y + 10), "Table of Contents", fontname="hebo", fontsize=16)
    for n, (title, number) in enumerate(ENTRIES):
        page.insert_text((90 if "." in title.split()[0] else 72, y + 40 + 18 * n), title, fontname="tiro", fontsize=10)
        page.insert_text((520, y + 40 + 18 * n), str(number), fontname="tiro", fontsize=10)
    for title, number in ENTRIES:
        while doc.page_count < number:
            doc.new_page(width=612, height=792)
        page = doc[number - 1]
        top = 90 if not page.get_text().strip() else 330
        page.insert_text((72, top), title, fontname="hebo", fontsize=16 if "." not in title.split()[0] else 13)
        prose(page, top + 30, 8)
    for n in range(1, doc.page_count):
        doc[n].insert_text((300, 760), str(n + 1), fontname="tiro", fontsize=10)
    return to_bytes(doc)


def test_the_heading_above_the_contents_title_is_a_node():
    titles = [title for _depth, title in outline(tree_of(manual()))]
    assert "Widget Features" in titles
    assert titles.index("Widget Features") < titles.index("1 Introduction")


def test_the_contents_still_place_the_chapters():
    paths = {title: depth for depth, title in outline(tree_of(manual()))}
    plain = {title: depth for depth, title in outline(tree_of(manual(title_above=False)))}
    for title, _number in ENTRIES:
        assert paths[title] == plain[title]


def test_entries_listed_before_a_title_printed_above_them_stay_contents():
    """OCR lists a scanned contents page's blocks in its own order: the entries may come before the
    title 目录 printed above them. Above is by position, so they stay the contents."""
    from f.common.tree.contents_page import contents_blocks

    entries = [{"type": "text", "text": f"{n}、第{n}节 ………… {n + 2}", "page_idx": 2,
                "bbox": [100, 200 + 40 * n, 800, 230 + 40 * n]} for n in range(1, 4)]
    title = {"type": "text", "text": "目录", "page_idx": 2, "bbox": [400, 100, 520, 150]}
    banner = {"type": "text", "text": "体育与健康 教师用书", "page_idx": 2, "bbox": [100, 30, 700, 80]}
    kept = contents_blocks({2: [banner, *entries, title]}, {2}, [])
    assert {id(item) for item in entries} <= kept and id(title) in kept
    assert id(banner) not in kept
