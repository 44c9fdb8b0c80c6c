"""A thesis's front pages and chapter openings (issue 28, 0856-0858), in a real PDF through the real
parser: a title page of short lines only (candidate, advisers, year, each set large) is front
matter whatever its length; a contents line ending in a lowercase roman page (`Declaration iv`)
names `Declaration`; a chapter whose opening page repeats its title in the running head above it
opens that page, so the node before ends on the page before."""
from __future__ import annotations

import pymupdf

from f.common.tree.contents_page import roman_page_tail
from f.common.tree.page_opening import opens_its_page
from f.common.tree.walk import walk
from tests.pdfmake import new_page, to_bytes, tree_of, write

BODY = "This chapter sets out the question and the method used to answer it in the thesis. " * 2


def _body(page, y, lines=8):
    for _ in range(lines):
        write(page, 50, y, BODY[:80], 10)
        y += 16
    return y


def thesis() -> bytes:
    doc = pymupdf.open()
    title = new_page(doc)
    write(title, 120, 60, "Department of Physics and Astronomy", 10)
    write(title, 120, 78, "Doctoral Programme in Physics", 10)
    write(title, 60, 160, "Usage example of a class for a PhD thesis", 16)
    write(title, 60, 200, "Optional translated title", 14)
    write(title, 60, 330, "Candidate", 13)
    write(title, 60, 348, "Francesco Rossi (ID number 1234567)", 10)
    write(title, 60, 380, "Thesis Advisors", 13)
    write(title, 60, 398, "Prof. Name Surname, Dr. Name Surname", 10)
    write(title, 60, 430, "Academic Year 2018/2019", 10)
    rights = new_page(doc)
    write(rights, 50, 400, "Usage example of a class for a PhD thesis", 10)
    write(rights, 50, 416, "© 2019 Francesco Rossi. All rights reserved", 10)
    toc = new_page(doc)
    write(toc, 50, 70, "Contents", 20)
    for n, line in enumerate(["Declaration iv", "Chapter 1 Introduction 1", "Chapter 2 Methods 5"]):
        write(toc, 50, 120 + n * 22, line, 11)
    declaration = new_page(doc)
    write(declaration, 50, 70, "Declaration", 20)
    _body(declaration, 110, 4)
    folio = 0
    for number, name in ((1, "Introduction"), (2, "Methods")):
        for k in range(4):
            folio += 1
            page = new_page(doc)
            # running heads: the chapter's title on odd pages (its opening page too), the thesis's on even ones
            write(page, 150, 30, f"Chapter {number} {name}" if folio % 2 else "A thesis of the university", 9)
            if k == 0:
                write(page, 50, 90, f"Chapter {number} {name}", 20)
            _body(page, 130)
            write(page, 200, 570, str(folio), 9)
    doc.set_page_labels([{"startpage": 0, "prefix": "", "style": "r", "firstpagenum": 1},
                         {"startpage": 4, "prefix": "", "style": "D", "firstpagenum": 1}])
    return to_bytes(doc)


def _nodes():
    tree = tree_of(thesis())
    return tree, [(d, n["title"], n["start_index"], n["end_index"]) for d, n, _ in walk(tree["structure"])]


def test_a_title_page_of_short_lines_is_front_matter():
    tree, nodes = _nodes()
    titles = [t for _, t, _, _ in nodes]
    assert not {"Candidate", "Thesis Advisors", "Optional translated title"} & set(titles), nodes
    assert (tree["structure"][0]["start_index"], tree["structure"][0]["end_index"]) in ((1, 2), (1, 3)), nodes


def test_a_contents_line_ending_in_a_roman_page_names_its_title_alone():
    _, nodes = _nodes()
    assert any(t == "Declaration" and start == 4 for _, t, start, _ in nodes), nodes
    assert roman_page_tail("Declaration iv") == ("Declaration", "iv")
    assert roman_page_tail("Non numbered chapter xi") == ("Non numbered chapter", "xi")
    assert roman_page_tail("Preface v") == ("Preface", "v")
    # a capital, a lone `c` or `l`, or a label word's own number is no page
    for title in ("World War II", "Vitamin c", "Part ii", "Chapter iv", "iv"):
        assert roman_page_tail(title) is None, title


def test_a_chapter_under_a_running_head_of_its_own_title_opens_its_page():
    _, nodes = _nodes()
    ends = {t: (start, end) for _, t, start, end in nodes}
    assert ends.get("1 Introduction", ends.get("Chapter 1 Introduction")) == (5, 8), nodes


def _item(text, bbox):
    return {"type": "text", "text": text, "bbox": bbox, "page_idx": 0}


def test_text_above_a_heading_counts_unless_it_is_the_headings_own_running_head():
    heading = _item("第一章 使用介绍", [379, 133, 621, 155])
    running = _item("第一章  使用介绍", [429, 66, 571, 78])
    prose = _item("上一章的最后一段正文。", [124, 90, 876, 120])
    items = [running, prose, heading]
    assert opens_its_page(items, 2, [0])
    assert opens_its_page(items, 2, [])
    assert not opens_its_page(items, 2, [0, 1])
    assert not opens_its_page([prose, heading], 1, [0])


def test_a_roman_tail_after_the_arabic_entries_is_no_page():
    from f.common.tree.contents_page import entries

    lines = ["Contents", "Declaration iv", "1 Introduction 1", "2 Methods 5", "©ISO 2002 — All rights reserved iii"]
    items = [{"type": "text", "text": t, "page_idx": 2, "bbox": [100, 100 + 30 * n, 800, 120 + 30 * n]}
             for n, t in enumerate(lines)]
    got = [(e.title, e.label) for e in entries({2: items}, {2})]
    assert ("Declaration", "iv") in got, got
    assert not any(label == "iii" for _, label in got), got
