"""A LaTeX manual's body page shows `\\tableofcontents` in a code example, under running heads that
carry section numbers and titles (`2.4 Building` left, `2 Installing` right) and over numbered
section headings: the code line was taken for the page's contents title and the numbered lines for
entries whose page numbers were lost, so a body page became a second contents page and the sections
on it were lost (njurepo's manual, the tenth set). A TeX command is no contents title
(contents_page.is_toc_title). Real PDFs made here (tests/pdfmake.py), the real parser and tree."""
from __future__ import annotations

import pymupdf

from tests.pdfmake import contents_page, number_pages, paths_of, prose, to_bytes, tree_of

SECTIONS = [("1 Introduction", 2), ("2 Installing", 2), ("2.1 Downloading", 2), ("2.2 Building", 3),
            ("2.3 Upgrading", 3), ("3 Using the class", 3), ("3.1 Options", 4), ("3.2 Fonts", 4)]


def manual(code_line: str = "\\tableofcontents") -> bytes:
    doc = pymupdf.open()
    contents_page(doc, [(t, 90 if "." in t.split()[0] else 72, n, "tiro") for t, n in SECTIONS])
    for number in range(2, 5):
        page = doc.new_page(width=612, height=792)
        here = [t for t, n in SECTIONS if n == number]
        # the running heads: the page's first section left, its chapter right
        page.insert_text((72, 50), here[0], fontname="tiro", fontsize=9)
        page.insert_text((470, 50), [t for t, n in SECTIONS if n <= number and "." not in t.split()[0]][-1],
                         fontname="tiro", fontsize=9)
        y = 100.0
        for title in here:
            page.insert_text((72, y), title, fontname="hebo", fontsize=14 if "." not in title.split()[0] else 12)
            y = prose(page, y + 24, 2)
            if number == 3 and title == "2.3 Upgrading":
                # a one-line example between paragraphs: the parser keeps it a text line
                page.insert_text((80, y), code_line, fontname="cour", fontsize=9)
                y = prose(page, y + 20, 2)
    number_pages(doc)
    return to_bytes(doc)


def nodes_of(data: bytes) -> dict[str, dict]:
    from f.common.tree.walk import walk

    return {node["title"]: node for _depth, node, _parent in walk(tree_of(data)["structure"])}


def test_a_code_line_naming_the_contents_does_not_make_a_contents_page():
    nodes = nodes_of(manual())
    for title, number in SECTIONS:
        assert nodes[title]["start_index"] == number, title
        assert not nodes[title].get("contents_only"), title
    assert paths_of(tree_of(manual()))["3.1 Options"][-1] == "3 Using the class"


def test_the_same_page_with_another_command_is_read_alike():
    plain = nodes_of(manual(code_line="\\maketitle"))
    nodes = nodes_of(manual())
    assert {t: plain[t]["start_index"] for t, _ in SECTIONS} == {t: nodes[t]["start_index"] for t, _ in SECTIONS}
