"""The twenty-first PDF set's kinds (issue 28, 0911-0914): a contents page that the body's first
section shares, its running foot typed as text with the page number. Hand-made MinerU-shaped items."""
from f.common.tree.contents_page import entries
from f.common.tree.pageindex import build_pageindex
from f.common.tree.running_feet import is_running_foot, running_feet
from f.common.tree.walk import walk

FOOT = "SMF – GAZETTE"


def _text(page, top, text, level=None, left=120):
    item = {"type": "text", "text": text, "page_idx": page, "bbox": [left, top, 880, top + 14]}
    return {**item, "text_level": level} if level else item


def _gazette(first_foot: str = f"{FOOT} 1") -> list[dict]:
    """gzt-fr's first page: the contents, then `1. Introduction` and its text, the foot typed as
    text; later pages open their numbered sections and carry the foot marked as footer."""
    items = [_text(0, 300, "Table des matières", 4),
             _text(0, 340, "1 Introduction 1"), _text(0, 356, "2 Avertissements préliminaires 2"),
             _text(0, 372, "3 Article standard 3"), _text(0, 388, "4 Canevas de fichier source 4"),
             _text(0, 720, "1. Introduction", 4),
             _text(0, 770, "Remarque 1.1 – Documentation : travail en cours"),
             _text(0, 800, "La présente documentation est un travail en cours, merci de nous écrire."),
             _text(0, 974, first_foot, left=440)]
    for page, title in ((1, "2. Avertissements préliminaires"), (2, "3. Article standard"),
                        (3, "4. Canevas de fichier source")):
        items += [_text(page, 150, title, 4), _text(page, 200, "Le texte de la section, sur plusieurs lignes."),
                  {"type": "footer", "text": FOOT, "page_idx": page, "bbox": [440, 974, 540, 988]},
                  {"type": "page_number", "text": str(page + 1), "page_idx": page, "bbox": [860, 977, 880, 988]}]
    return items


def _by_page(items):
    out: dict[int, list[dict]] = {}
    for item in items:
        out.setdefault(item["page_idx"], []).append(item)
    return out


def test_a_running_foot_typed_as_text_under_the_contents_is_no_entry():
    # 0911: gzt-fr: `SMF – GAZETTE 1` ended in a number, so the body's `1. Introduction` and its
    # remark above it were read as one contents entry placed on page 24, holding sections 10.1-10.7
    toc = entries(_by_page(_gazette()), {0})
    assert [e.title for e in toc] == ["1 Introduction", "2 Avertissements préliminaires", "3 Article standard",
                                      "4 Canevas de fichier source"]


def test_the_first_section_sharing_the_contents_page_is_its_own_node():
    tree = build_pageindex(_gazette(), book_id="t/b", doc_name="b")
    nodes = [(n["title"], n["start_index"]) for _, n, _ in walk(tree["structure"])]
    assert not any("Remarque" in title or FOOT in title for title, _ in nodes)
    assert any(title.endswith("Introduction") and page == 1 for title, page in nodes)


def test_only_the_words_of_footers_marked_on_three_pages_are_a_running_foot():
    items = _gazette()
    feet = running_feet(items)
    assert is_running_foot(items[8], feet)
    # the same line elsewhere on the page, or other words on the footers' row, are no foot
    assert not is_running_foot({**items[8], "bbox": [440, 600, 880, 614]}, feet)
    assert not is_running_foot(_text(0, 974, "Index des commandes 27", left=440), feet)
    # footers marked on two pages only make no running foot
    two = [item for item in items if not (item.get("type") == "footer" and item["page_idx"] == 3)]
    assert not is_running_foot(items[8], running_feet(two))
