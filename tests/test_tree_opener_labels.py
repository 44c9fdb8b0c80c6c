"""Issue 28: a chapter opener's label in the book's language, alone on its line (Sphinx's
`Глава 1` over `Статьи`, `Kapitel 2` over its title): the label and the title under it are one
chapter, numbered as the label says and named as its contents line names it (`1 Статьи`), so
that the chapter's `1.1` sections sit under it. A word counts as a label only where the book uses
it with two or more numbers."""
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def outline(items) -> list[tuple]:
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    return [(depth, n["title"]) for depth, n, _ in walk(tree["structure"])]


def test_a_labelled_opener_and_its_title_are_one_chapter():
    items = book([
        [("h", "Глава 1"), ("h", "Статьи"), ("h", "1.1 Введение"), ("t",)],
        [("h", "1.2 Подготовка"), ("t",)],
        [("h", "Глава 2"), ("h", "База знаний"), ("h", "2.1 Коммуникация"), ("t",)],
    ])
    assert outline(items) == [(1, "1 Статьи"), (2, "1.1 Введение"), (2, "1.2 Подготовка"),
                              (1, "2 База знаний"), (2, "2.1 Коммуникация")]


def test_a_word_met_with_one_number_is_no_label():
    # `Version 2` over a title once: a heading of its own, not a chapter opener
    items = book([
        [("h", "Version 2"), ("h", "Release notes"), ("t",)],
        [("h", "Upgrading"), ("t",)],
    ])
    assert (1, "2 Release notes") not in outline(items)
