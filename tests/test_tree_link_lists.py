"""A printed web page opens a chapter with a list of its sections, links with no page numbers
(`11.1. 邮件服务器`, `11.1.1. 安装 Postfix` ...); the page holds only the first sections, which come
again as headings on the later pages. The list's lines are no headings: the sections open where
their headings are, once, and the chapter's title over the list stays (drop_link_lists). Real PDFs
made here (tests/pdfmake.py), the real parser and tree builder."""
from __future__ import annotations

import pymupdf

from tests.pdfmake import BODY, new_page, outline, paths_of, prose, to_bytes, tree_of, write

CHAPTER = "Chapter 3 Network Services"
LISTED = [("3.1. Mail Server", 0), ("3.1.1. Installing Postfix", 1), ("3.1.2. Configuring Virtual Domains", 1),
          ("3.1.3. Restrictions on Receiving Mail", 1), ("3.2. Web Server", 0), ("3.2.1. Installing Apache", 1),
          ("3.3. File Server", 0), ("3.3.1. Securing the Server", 1)]
SECTIONS = [("3.1. Mail Server", 16), ("3.1.1. Installing Postfix", 13),
            ("3.1.2. Configuring Virtual Domains", 13), ("3.1.3. Restrictions on Receiving Mail", 13)]


def printed_chapter(with_list: bool = True) -> bytes:
    doc = pymupdf.open()
    page = new_page(doc, 612, 792)
    page.insert_text((72, 80), CHAPTER, fontname="hebo", fontsize=20)
    y = 120
    for title, depth in LISTED if with_list else ():
        write(page, 90 + 30 * depth, y, title, 10)
        y += 18
    prose(page, y + 20, 6)
    for title, size in SECTIONS:  # the sections the page holds, one page each
        page = new_page(doc, 612, 792)
        page.insert_text((72, 90), title, fontname="hebo", fontsize=size)
        prose(page, 120, 20)
        page.insert_text((72, 420), BODY, fontname="tiro", fontsize=10)
    return to_bytes(doc)


def test_the_list_of_links_opens_no_sections():
    tree = tree_of(printed_chapter())
    paths = paths_of(tree)
    assert paths["3.1.1. Installing Postfix"] == (CHAPTER, "3.1. Mail Server")
    assert paths["3.1.3. Restrictions on Receiving Mail"] == (CHAPTER, "3.1. Mail Server")
    titles = [title for _depth, title in outline(tree)]
    assert titles.count("3.1. Mail Server") == 1 and "3.2. Web Server" not in titles
    pages = {node["title"]: node["start_index"] for node in _nodes(tree["structure"])}
    assert pages["3.1. Mail Server"] == 2 and pages["3.1.2. Configuring Virtual Domains"] == 4
    assert pages[CHAPTER] == 1


def test_without_the_list_the_same_tree():
    assert outline(tree_of(printed_chapter(with_list=False))) == outline(tree_of(printed_chapter()))


def test_a_stack_of_headings_that_never_comes_again_stays():
    doc = pymupdf.open()
    page = new_page(doc, 612, 792)
    for n, title in enumerate(["1. Scope", "1.1. Purpose", "1.1.1. Audience", "1.1.2. Terms"]):
        page.insert_text((72, 80 + 24 * n), title, fontname="hebo", fontsize=16 - 2 * n)
    prose(page, 200, 10)
    page = new_page(doc, 612, 792)
    page.insert_text((72, 90), "2. Requirements", fontname="hebo", fontsize=16)
    prose(page, 120, 10)
    paths = paths_of(tree_of(to_bytes(doc)))
    assert paths["1.1.2. Terms"] == ("1. Scope", "1.1. Purpose")


def _nodes(nodes):
    for node in nodes:
        yield node
        yield from _nodes(node.get("nodes", []))
