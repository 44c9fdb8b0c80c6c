"""The twentieth PDF set's kinds (issue 28, 0881-0884): an index letter the text layer joined to the
next column's line, a verso's folio `2 |` read as a chapter, a manual's change log closing it beside
its index, a two-column contents whose every row the parser tagged as a heading. Hand-made
MinerU-shaped items."""
from f.common.tree.contents_page import _column_order
from f.common.tree.index_letters import index_letters
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.test_tree_index_letters import _index, _tree
from tests.tree_fixtures import book


def titles(items) -> list[tuple]:
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    return [(depth, n["title"]) for depth, n, _ in walk(tree["structure"]) if n["title"] != "Front matter"]


def _join(items: list[dict], letter: str, text: str) -> list[dict]:
    """items with the index's line `letter` replaced by the text layer's joined line `text`."""
    return [{**item, "text": text, "bbox": [item["bbox"][0], item["bbox"][1], 800, item["bbox"][3]]}
            if item.get("text") == letter else item for item in items]


def test_a_letter_joined_to_the_next_columns_line_is_still_its_group():
    # 0881: huawei's and njustthesis' three-column indexes: `H      \ifx . . . 280`, `... 392 L`,
    # and a letter on its own line inside a block of terms set as code
    items = _join(_index("ABCDEFGHIKLM"), "H", "H                \\ifx . . . . . . .   280, 315,")
    items = _join(items, "K", "\\BLANK . . . . . . . . 103, 139 \\huawei@bar . . 95, 245, 392 K")
    items = [{**item, "type": "code", "text": "\\pagestyle . . . 267\n           L\n\\par . . 3"}
             if item.get("text") == "L" else item for item in items]
    tree = _tree(items)
    assert all(tree.get(letter) == "Index" for letter in "ABCDEFGHIKLM")


def test_a_letter_inside_minerus_code_item_is_found_as_in_ours():
    # MinerU's code item keeps its lines in `code_body` only (our parser writes `text` too)
    items = [{**item, "type": "code", "sub_type": "code", "code_body": "\\pagestyle . . . 267\n   L\n\\par . . 3",
              "text": None} if item.get("text") == "L" else item for item in _index("ABCDEFGHIKLM")]
    assert all(_tree(items).get(letter) == "Index" for letter in "ABCDEFGHIKLM")


def test_a_capital_in_a_joined_line_is_no_group_the_run_already_has_or_off_the_index_pages():
    items = _join(_index("ABCDEFGHIKLM"), "H", "H                \\ifx . . . 280")
    items.append({"type": "text", "text": "Appendix Z of the manual", "page_idx": 0,
                  "bbox": [120, 700, 800, 720]})  # a page before the index
    items.append({"type": "text", "text": "\\foo . . . 12 C", "page_idx": 1, "bbox": [250, 700, 800, 720]})
    tagged = [it["text"] for it in index_letters(items) if it.get("index_letter")]
    assert sorted(tagged) == list("ABCDEFGHIKLM")  # C once, no Z


def test_a_versos_folio_and_rule_is_no_chapter():
    # 0882: dccpaper: `2 |` beside the running title on every even page, typed as a header
    pages = [[("h", "Introduction", {"level": 2}), ("t",)]]
    for n in range(2, 7):
        head = [("hdr", f"{n} |")] if n % 2 == 0 else []
        pages.append(head + [("h", f"Part {n} of the body", {"level": 2}), ("t",)])
    assert not any(title.endswith("|") for _, title in titles(book(pages)))


def test_a_change_history_after_the_last_section_closes_the_document():
    # 0883: huawei's manual (ltxdoc): `Change History` set as its sections, after `6 Implementation`
    items = book([[("h", "1 Introduction", {"level": 2}), ("t",)], [("h", "2 Options", {"level": 2}), ("t",)],
                  [("h", "3 Implementation", {"level": 2}), ("t",)],
                  [("h", "Change History", {"level": 2}), ("t", "v0.1.0 General: first version . . . 5")]])
    assert (1, "Change History") in titles(items)


def test_a_two_column_contents_tagged_row_by_row_is_read_column_by_column():
    # 0884: njuvisual: every contents row tagged as a heading, rows further apart than a band's gap
    rows = [("第1 节宏包介绍 2", "3.3 导出图像 . . . . . 4"), ("第2 节宏包选项 2", "第4 节实现细节 4"),
            ("第3 节使用方法 2", "第5 节版本历史 11"), ("3.1 标准色彩 . . . . . 2", "第6 节代码索引 12")]
    items = [{"type": "text", "text": "目录", "text_level": 2, "page_idx": 1, "bbox": [219, 84, 270, 102]}]
    for k, (left, right) in enumerate(rows):
        y = 121 + 32 * k
        items += [{"type": "text", "text": left, "text_level": 4, "page_idx": 1, "bbox": [219, y, 566, y + 14]},
                  {"type": "text", "text": right, "text_level": 4, "page_idx": 1, "bbox": [582, y, 929, y + 14]}]
    order = [it["text"].split()[0] for it in _column_order(items, {})]
    assert order == ["目录", "第1", "第2", "第3", "3.1", "3.3", "第4", "第5", "第6"]
