"""Issue 28: two things memoir's manual (615 pages, seventh set) does to a contents path. Its
subsection entries run on in one paragraph, each after the page of the one before (`2.4.1 A note
on the width 13, 2.4.2 Specifying the typeblock size 16`): each is an entry of its own. And its
running heads name the section open on the page (`2.3. The page`) on the row the parser marks as
header on most pages but not on all: an entry is never placed on that row, where it would open a
page late."""
from f.common.tree.contents_page import contents_pages, entries
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import block

BODY = "This paragraph is ordinary body text that runs across the whole line of the page, as prose does."


def _contents(lines: list[str]) -> list[dict]:
    return [block("h", "Contents", 0, bbox=[120, 100, 300, 124])] + [
        block("t", line, 0, bbox=[120 + 30 * line.count(".", 0, 6), 140 + 20 * n, 880, 154 + 20 * n])
        for n, line in enumerate(lines)]


def test_entries_run_on_in_one_line_are_each_an_entry():
    page = _contents(["2 Laying out the page 7", "2.4 The typeblock . . . . . . 13",
                      "2.4.1 A note on the width of the typeblock 13, 2.4.2 Specifying the typeblock size 16",
                      "B.1 Chapter styles . . . . . 402", "B.1.1 Chappell 402, B.1.2 Demo, Demo2 and demo3 403"])
    by_page = {0: page, 1: [block("h", "2 Laying out the page", 1), block("t", BODY, 1, y=260)]}
    got = [(e.title, e.label) for e in entries(by_page, contents_pages(by_page))]
    assert got == [("2 Laying out the page", "7"), ("2.4 The typeblock", "13"),
                   ("2.4.1 A note on the width of the typeblock", "13"), ("2.4.2 Specifying the typeblock size", "16"),
                   ("B.1 Chapter styles", "402"), ("B.1.1 Chappell", "402"), ("B.1.2 Demo, Demo2 and demo3", "403")]


def test_an_entry_is_not_placed_on_a_running_head_the_parser_left_unmarked():
    rows = [("1 Starting off", 1), ("1.1 Options", 1), ("1.2 Sizes", 3), ("2 Laying out", 5), ("2.1 The page", 6)]
    items = _contents([f"{title} . . . . . {page}" for title, page in rows])
    heads = {3: "1.2. Sizes", 4: "1.2. Sizes", 7: "2.1. The page"}  # printed page -> its running head
    for printed in range(1, 8):
        page = printed  # the contents is physical page 1, printed page n is physical page n + 1
        if printed in heads:
            kind = "t" if printed in (4, 7) else "hdr"  # the parser marked some, not all
            items.append(block(kind, heads[printed], page, bbox=[600, 60, 860, 74]) if kind == "t"
                         else block("hdr", heads[printed], page))
        y = 120
        for title, at in rows:
            if at == printed and title == "2.1 The page":  # its number and title read apart (small capitals)
                items += [block("t", "2.1", page, bbox=[120, y, 150, y + 14]),
                          block("t", "THE PAGE", page, bbox=[170, y, 300, y + 14])]
                y += 40
            elif at == printed:
                items.append(block("h", title, page, y=y, level=1 if "." not in title else 2))
                y += 40
        items += [block("t", BODY, page, y=y), block("pn", str(printed), page)]
    for page in (2, 5):  # more pages whose head the parser marked
        items.append(block("hdr", "1 STARTING OFF", page))
    tree = build_pageindex(items, book_id="b", doc_name="b")
    got = [(node["title"], node["start_index"]) for _, node, _ in walk(tree["structure"])
           if node["title"] not in ("Contents", "Front matter")]
    assert got == [(title, at + 1) for title, at in rows]
