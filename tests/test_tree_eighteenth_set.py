"""The eighteenth PDF set's kinds (issue 28, 0811-0813): a heading's parent is the nearest open
heading of the level above it, by its number and by its type. Hand-made MinerU-shaped books."""
from f.common.tree.headings import classify
from f.common.tree.heads import Head
from f.common.tree.pageindex import build_pageindex, next_after_entry
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def outline(items) -> list[tuple]:
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    return [(depth, n["title"]) for depth, n, _ in walk(tree["structure"])
            if n["title"] not in ("Sumário", "Front matter")]


def test_a_section_past_a_gap_leaves_the_deeper_entry_open():
    # 0811: `2.14` (its `2.13` never found) after the contents' `2.12` > `2.12.1` is a section of 2
    toc = ("1 Introdução ........ 1\n2 Resultados ........ 2\n2.12 Divisões ........ 2\n"
           "2.12.1 Subseção ........ 2")
    items = book([
        [("h", "Sumário"), ("t", toc)],
        [("h", "1 Introdução"), ("t",), ("pn", "1")],
        [("h", "2 Resultados"), ("t",), ("h", "2.12 Divisões", {"level": 2}), ("t",),
         ("h", "2.12.1 Subseção", {"level": 3}), ("t",), ("h", "2.14 Idiomas", {"level": 2}), ("t",), ("pn", "2")],
    ])
    assert outline(items) == [(1, "1 Introdução"), (1, "2 Resultados"), (2, "2.12 Divisões"),
                              (3, "2.12.1 Subseção"), (2, "2.14 Idiomas")]


def _entry(title: str) -> dict:
    return {"head": Head(title, 1, classify(title), True), "nodes": [], "own": [], "level": 1}


def test_numbers_far_past_the_entry_or_a_chapter_past_a_gap_stay_inside():
    # a table's `5.64mm` is no section 5.64 after `5.5`; a list's `第四章第三十六条` no chapter after 第二章
    stack = [{"head": None}, _entry("5 实现细节"), _entry("5.5 主文档格式"), _entry("5.5.2 字体")]
    assert next_after_entry(stack, Head("5.64mm", 1, classify("5.64mm"), False)) is None
    assert next_after_entry(stack, Head("5.7 其它", 1, classify("5.7 其它"), False)) == 2
    chapters = [{"head": None}, _entry("第二章 使用"), _entry("2.6 正文"), _entry("2.6.4 列表")]
    assert next_after_entry(chapters, Head("第四章第三十六条", 1, classify("第四章第三十六条"), False)) is None
    assert next_after_entry(chapters, Head("第三章 实现", 1, classify("第三章 实现"), False)) == 1


def test_an_appendix_letter_set_apart_and_the_back_matter_after_it():
    # 0812: `A` and its title on one line, tagged alike, is appendix A; 0813: `Références` set as the
    # sections after `B.1` stands beside them, not inside B.1
    items = book([
        [("h", "1 Introduction"), ("t",), ("h", "1.1 Scope", {"level": 2}), ("t",)],
        [("h", "A", {"bbox": [120, 400, 140, 420]}), ("h", "Création d’une page de titre", {"bbox": [170, 400, 600, 420]}),
         ("t",), ("h", "B", {"bbox": [120, 700, 140, 720]}), ("h", "Mise en œuvre", {"bbox": [170, 700, 600, 720]}),
         ("t",), ("h", "B.1 Tests", {"level": 2}), ("t",)],
        [("h", "Références"), ("t",)],
    ])
    assert outline(items) == [(1, "1 Introduction"), (2, "1.1 Scope"), (1, "A Création d’une page de titre"),
                              (1, "B Mise en œuvre"), (2, "B.1 Tests"), (1, "Références")]


def test_a_letter_on_a_line_of_its_own_is_not_an_appendix():
    items = book([
        [("h", "1 Introduction"), ("t",)],
        [("h", "A", {"bbox": [120, 300, 140, 320]}), ("h", "Création d’une page de titre", {"bbox": [120, 400, 600, 420]}),
         ("t",)],
    ])
    assert (1, "A Création d’une page de titre") not in outline(items)


def test_a_contents_page_whose_page_numbers_stand_apart_goes_on_the_contents():
    # 0814: the second contents page of abnTeX2's model: `2.15 Consulte o manual` | `19` on one row,
    # two items with no leaders; read as entries it continues the contents page before it
    from f.common.tree.contents_page import contents_pages

    first = "\n".join(f"1.{n} Seção {n} . . . . . . . . {n + 1}" for n in range(1, 9))
    items = [{"type": "text", "text": "Sumário", "text_level": 1, "bbox": [400, 100, 600, 130], "page_idx": 0},
             {"type": "text", "text": first, "bbox": [120, 200, 900, 700], "page_idx": 0}]
    y = 100
    for title, page in [("2.13 Diferentes idiomas e hifenizações", 12), ("2.14 Consulte o manual da classe abntex2", 13),
                        ("2.15 Referências bibliográficas e citações", 14), ("2.16 Precisa de ajuda com o modelo?", 15),
                        ("2.17 Você pode ajudar o projeto abnTeX2?", 16), ("Referências", 17)]:
        items.append({"type": "text", "text": title, "text_level": 3, "bbox": [120, y, 860, y + 8], "page_idx": 1})
        items.append({"type": "text", "text": str(page), "bbox": [120, y, 860, y + 15], "page_idx": 1})
        y += 22
    by_page: dict[int, list[dict]] = {}
    for item in items:
        by_page.setdefault(item["page_idx"], []).append(item)
    assert contents_pages(by_page) == {0, 1}
