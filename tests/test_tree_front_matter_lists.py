"""Front matter before the contents page (0761): a page opened by a heading set as the contents'
own title (`Lista de símbolos` in a thesis's pre-textual pages) is a list of the front matter,
not a cover line, however little prose it holds."""
from __future__ import annotations

from f.common.tree.pageindex import build_pageindex

BODY = "Texto corrido do capítulo, com frases inteiras que enchem a página de prosa. " * 6


def _items(list_box: list[float]) -> list[dict]:
    items = [{"type": "text", "text": "Modelo Canônico de Projeto", "text_level": 2, "page_idx": 0,
              "bbox": [360, 461, 687, 486]},
             {"type": "text", "text": "Brasil 2015", "text_level": 4, "page_idx": 0, "bbox": [459, 892, 588, 909]},
             {"type": "text", "text": "Lista de símbolos", "text_level": 1, "page_idx": 1, "bbox": list_box},
             {"type": "text", "text": "Γ  Letra grega Gama", "page_idx": 1, "bbox": [143, 200, 500, 214]},
             {"type": "text", "text": "∈  Pertence", "page_idx": 1, "bbox": [143, 220, 400, 234]},
             {"type": "text", "text": "Sumário", "text_level": 1, "page_idx": 2, "bbox": [451, 99, 583, 128]}]
    chapters = ["Introdução", "Métodos", "Resultados"]
    for n, title in enumerate(chapters, 1):
        items.append({"type": "text", "text": f"{n} {title} . . . . . . . . . . {n + 3}", "page_idx": 2,
                      "bbox": [143, 180 + 30 * n, 905, 194 + 30 * n]})
    for n, title in enumerate(chapters, 1):
        items += [{"type": "text", "text": f"{n} {title}", "text_level": 1, "page_idx": n + 2,
                   "bbox": [143, 99, 500, 128]},
                  {"type": "text", "text": BODY, "page_idx": n + 2, "bbox": [143, 160, 905, 400]}]
    for n in range(6):
        items.append({"type": "page_number", "text": str(n + 1), "page_idx": n, "bbox": [500, 960, 510, 972]})
    return items


def _titles(tree: dict) -> list[str]:
    out = []

    def walk(nodes):
        for node in nodes:
            out.append(node["title"])
            walk(node.get("nodes", []))
    walk(tree["structure"])
    return out


def test_a_list_set_as_the_contents_title_is_front_matter_not_a_cover_line():
    tree = build_pageindex(_items([382, 99, 665, 128]), book_id="b", doc_name="b")
    assert "Lista de símbolos" in _titles(tree)


def test_a_line_set_otherwise_before_the_contents_is_still_a_cover_line():
    # set small and low on the page, unlike the contents' title: a cover's line, dropped
    items = _items([382, 600, 665, 612])
    items[2]["text_level"] = 3
    tree = build_pageindex(items, book_id="b", doc_name="b")
    assert "Lista de símbolos" not in _titles(tree)
