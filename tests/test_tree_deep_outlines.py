"""Deep outlines on documents the rules were not written for (issue 28): each numbering scheme
nested by where the document puts it. Hand-made MinerU-shaped books, every heading level 1."""
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def outline(items) -> list[tuple]:
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    return [(depth, n["title"]) for depth, n, _ in walk(tree["structure"])]


def test_numbered_chapters_over_their_decimal_sections():
    # DocBook and Word write `1.` chapters over `1.1.` sections; `3.` has none and still
    # continues the count, so it is a chapter too, never a list item under 2.1.
    items = book([
        [("h", "1. Introduction"), ("t",), ("h", "1.1. Version"), ("t",), ("h", "1.2. Scope"), ("t",)],
        [("h", "2. Unified system"), ("t",), ("h", "2.1. Directory layout"), ("t",)],
        [("h", "3. Contributors"), ("t",)],
    ])
    assert outline(items) == [(1, "1. Introduction"), (2, "1.1. Version"), (2, "1.2. Scope"),
                              (1, "2. Unified system"), (2, "2.1. Directory layout"),
                              (1, "3. Contributors")]


def test_numbered_chapters_over_their_sections_on_the_contents_path():
    toc = ("1. Introduction ........ 1\n1.1. Version ........ 1\n1.2. Scope ........ 2\n"
           "2. Unified system ........ 3\n2.1. Directory layout ........ 3\n3. Contributors ........ 4")
    items = book([
        [("h", "Table of Contents"), ("t", toc)],
        [("h", "1. Introduction"), ("t",), ("h", "1.1. Version"), ("t",), ("pn", "1")],
        [("h", "1.2. Scope"), ("t",), ("pn", "2")],
        [("h", "2. Unified system"), ("t",), ("h", "2.1. Directory layout"), ("t",), ("pn", "3")],
        [("h", "3. Contributors"), ("t",), ("pn", "4")],
    ])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    assert tree["contents"]["path"] == "contents"
    got = [(d, n["title"]) for d, n, _ in walk(tree["structure"]) if n["title"] != "Table of Contents"]
    assert got == [(1, "1. Introduction"), (2, "1.1. Version"), (2, "1.2. Scope"),
                   (1, "2. Unified system"), (2, "2.1. Directory layout"), (1, "3. Contributors")], got
