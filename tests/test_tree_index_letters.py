"""An index's letter groups (0763): single capital letters alone on their lines, rising through
the alphabet in the index's reading order, open nodes under the index; answer options that fall
back to `A` do not."""
from __future__ import annotations

from f.common.tree.index_letters import MIN_RUN, index_letters
from f.common.tree.pageindex import build_pageindex

ENTRY = "\\@clsextension . . . . . . . 1880, 1898, 2818"


def _index(letters: str, columns: tuple[int, ...] = (250, 550)) -> list[dict]:
    items = [{"type": "text", "text": "1 Introduction", "text_level": 1, "page_idx": 0, "bbox": [120, 100, 500, 130]},
             {"type": "text", "text": "Body text " * 30, "page_idx": 0, "bbox": [120, 150, 880, 400]},
             {"type": "text", "text": "Index", "text_level": 1, "page_idx": 1, "bbox": [120, 100, 300, 130]}]
    per_page = 2 * len(columns)
    for k, letter in enumerate(letters):
        page, slot = 1 + k // per_page, k % per_page
        x, y = columns[slot // 2], 200 + 300 * (slot % 2)
        items += [{"type": "text", "text": letter, "page_idx": page, "bbox": [x, y, x + 12, y + 11]},
                  {"type": "text", "text": ENTRY, "page_idx": page, "bbox": [x - 40, y + 20, x + 250, y + 32]}]
    return items


def _tree(items):
    out = {}

    def walk(nodes, parent):
        for node in nodes:
            out[node["title"]] = parent
            walk(node.get("nodes", []), node["title"])
    walk(build_pageindex(items, book_id="b", doc_name="b")["structure"], None)
    return out


def test_rising_letters_in_an_index_are_its_groups():
    tree = _tree(_index("ABCDEFGHIKLM"))
    assert all(tree.get(letter) == "Index" for letter in "ABCDEFGHIKLM")


def test_letters_read_column_by_column_rise_though_the_reading_order_does_not():
    items = _index("ABCDEFGHIK")
    # the text layer gives the second column's lines first on each page
    items = items[:3] + sorted(items[3:], key=lambda it: (it["page_idx"], -it["bbox"][0]))
    tagged = [it["text"] for it in index_letters(items) if it.get("index_letter")]
    assert sorted(tagged) == list("ABCDEFGHIK")


def test_answer_options_falling_back_to_a_are_no_index():
    items = _index("ABCDABCDABCDABCD")
    assert index_letters(items) is items
    # fewer than MIN_RUN letters are an index's only under a heading naming the index (0951)
    short = [{**it, "text": "Answers"} if it["text"] == "Index" else it for it in _index("ABCDEFG")]
    assert len("ABCDEFG") < MIN_RUN and index_letters(short) == short
