"""Issue 28: a contents page titled in the book's language (Sphinx and LaTeX print `Оглавление`,
`Inhaltsverzeichnis`, `Table des matières`) is the contents page: its lines (`1 Статьи ... 3`)
are no chapters at its page, and it has a node of its own."""
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def test_a_russian_contents_page_is_the_contents():
    items = book([
        [("t", "Руководство по созданию пакетов")],
        [("h", "Оглавление"), ("h", "1 Статьи"), ("h", "2 База знаний"), ("h", "3 Информация"),
         ("pn", "i")],
        [("h", "1 Статьи"), ("t",), ("pn", "1")],
        [("h", "2 База знаний"), ("t",), ("pn", "2")],
        [("h", "3 Информация"), ("t",), ("pn", "3")],
    ])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    rows = [(depth, n["title"], n["start_index"]) for depth, n, _ in walk(tree["structure"])]
    assert [r for r in rows if r[1] != "Front matter" and r[1] != "Оглавление"] == \
        [(1, "1 Статьи", 3), (1, "2 База знаний", 4), (1, "3 Информация", 5)], rows
    assert any(r[1] == "Оглавление" for r in rows), rows


def test_contents_titles_of_the_lshort_family_languages_are_contents_titles():
    # TeX Live's manuals in Finnish, Polish, Czech, Dutch... (eighth set: `Sisällys`)
    from f.common.tree.contents_page import is_toc_title

    for title in ("Sisällys", "Spis treści", "Obsah", "Inhoudsopgave", "İçindekiler", "Περιεχόμενα", "Зміст"):
        assert is_toc_title(title), title
    assert not is_toc_title("Sisällön tuottaminen")


def test_a_bare_marker_with_its_page_number_takes_its_title_from_the_next_line():
    # ko.TeX's contents (0497): `제1 장 3` over `유니코드문서작성하기`, `1.2.2 .... 4` over `컴파일`
    from f.common.tree.contents_page import entries

    lines = ["차례", "제1 장 3", "유니코드문서작성하기", "1.1 개관 . . . . . . . . 3", "1.2.2 .... 4", "컴파일",
             "제2 장 35", "글꼴문제"]
    page = [{"type": "text", "text": t, "bbox": [158, 100 + 20 * k, 840, 115 + 20 * k], "page_idx": 2}
            for k, t in enumerate(lines)]
    got = [(e.title, e.label) for e in entries({2: page}, {2})]
    assert got == [("제1 장 유니코드문서작성하기", "3"), ("1.1 개관", "3"), ("1.2.2 컴파일", "4"),
                   ("제2 장 글꼴문제", "35")], got
