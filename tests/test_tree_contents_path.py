"""The contents-page path (issue 11): with a contents page that has page numbers, the tree follows
it. Hand-made MinerU-shaped workbooks: continuation lessons, untagged lesson lines, exercise
headings, two printed pages per scan, unit reviews, front matter repeating chapter titles."""
from f.common.tree.contents_page import is_toc_title
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import block, book


def tree_of(items):
    """(tree, nodes) without the contents page's own node (issue 28; tested in test_tree_contents)."""
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    return tree, [(d, n["title"], n["start_index"], bool(n.get("contents_only")))
                  for d, n, _ in walk(tree["structure"]) if not is_toc_title(n["title"])]


def lesson_book():
    """Printed page = physical page + 10; the contents splits digits (`1 3`), loses one number
    to Word's broken bookmark, and names a unit review that only the contents shows."""
    toc = ("第19章 实数 ........ 11\n19.1 算术平方根(1) ........ 11\n19.1 平方根(2) ........ 1 2\n"
           "19.1 立方根(3) ........ 13\n19.2 无理数(2) . 1 4\n第19章 复习(1) ........ 15\n"
           "复习(2) ........ 15\n第20章 分数的初步认识 ........ 16\n"
           "2.几分之一(1) ........ 错误！未定义书签。\n第20章 综合练习 ........ 17")
    pages = [[("h", "目录"), ("t", toc)],
             [("h", "第19章 实数"), ("t", "19.1 算术平方根(1)"), ("h", "一、选择题"), ("t",),
              ("h", "二、填空题"), ("t",)],
             [("h", "19.1 平方根(2)"), ("h", "一、选择题"), ("t",)],
             [("h", "19.1 立方根(3)"), ("t",), ("h", "综合练习·做一做"), ("t",)],
             [("t", "19.2 无理数(2)"), ("h", "三、解答题"), ("t",)],
             [("h", "第19章 复习(1)"), ("t",), ("h", "复习(2)"), ("t",)],
             [("h", "第20章 分数的初步认识"), ("t", "2. 几分之一（1）"),
              ("h", "二. 用分数表示图中的阴影部分"), ("t",)],
             [("img",)]]
    items = book(pages)
    items += [block("pn", str(p + 10), p) for p in range(1, 8)]
    return sorted(items, key=lambda i: i["page_idx"])


def test_lessons_follow_the_contents_page():
    tree, got = tree_of(lesson_book())
    assert [(d, t, s, c) for d, t, s, c in got if not t.startswith(("一", "二", "三", "综合练习·"))] == [
        (1, "第19章 实数", 2, False), (2, "19.1 算术平方根(1)", 2, False),
        (2, "19.1 平方根(2)", 3, False), (2, "19.1 立方根(3)", 4, False),
        (2, "19.2 无理数(2)", 5, False), (2, "第19章 复习(1)", 6, False),
        (2, "复习(2)", 6, False), (1, "第20章 分数的初步认识", 7, False),
        (2, "2.几分之一(1)", 7, False), (2, "第20章 综合练习", 8, True)]
    assert tree["contents"] == {"path": "contents", "entries": 10, "located": 9}


def test_exercise_headings_stay_inside_their_lesson():
    _, got = tree_of(lesson_book())
    for depth, title, _page, _c in got:
        if title.startswith(("一、", "二、", "三、", "二.", "综合练习·")):
            assert depth >= 3, (title, depth)  # below a lesson, never a unit's sibling


def test_two_printed_pages_on_one_scan():
    toc = "Unit 1 Numbers ........ 2\nLesson 1 Counting ........ 3\nUnit 2 Shapes ........ 6\n" \
          "Lesson 2 Circles ........ 7"
    pages = [[("h", "Contents"), ("t", toc)],
             [("h", "Unit 1 Numbers"), ("t",), ("h", "Lesson 1 Counting"), ("t",)],
             [("t",)],
             [("h", "Unit 2 Shapes"), ("t",), ("t", "Lesson 2 Circles"), ("t",)]]
    items = book(pages)
    for p in range(1, 4):  # physical page p carries printed 2p and 2p+1, left and right
        items.append(block("pn", str(2 * p), p, bbox=[100, 915, 120, 930]))
        items.append(block("pn", str(2 * p + 1), p, bbox=[880, 915, 900, 930]))
    tree, got = tree_of(sorted(items, key=lambda i: i["page_idx"]))
    assert [(d, t, s) for d, t, s, _ in got] == [
        (1, "Unit 1 Numbers", 2), (2, "Lesson 1 Counting", 2), (1, "Unit 2 Shapes", 4),
        (2, "Lesson 2 Circles", 4)]
    assert tree["page_labels"]["2"] == "2-3"


def test_front_matter_repeating_unit_titles_is_not_the_unit():
    toc = "第一单元 位置与方向 ........ 3\n1 认识东南西北 ........ 3\n第二单元 除数是一位数的除法 ........ 5"
    pages = [[("h", "目录"), ("t", toc)],
             [("h", "本期导读"), ("h", "第一单元 位置与方向"), ("h", "第二单元 除数是一位数的除法")],
             [("h", "名校考题精选"), ("h", "第一单元 位置与方向"), ("t",)],
             [("h", "第一单元 位置与方向"), ("h", "1 认识东南西北"), ("t",)],
             [("t",)],
             [("h", "第二单元 除数是一位数的除法"), ("t",)]]
    items = book(pages) + [block("pn", str(p), p) for p in range(1, 6)]
    _, got = tree_of(sorted(items, key=lambda i: i["page_idx"]))
    units = [(t, s) for _, t, s, _ in got if t.startswith("第")]
    assert units == [("第一单元 位置与方向", 4), ("第二单元 除数是一位数的除法", 6)]
    assert (2, "1 认识东南西北", 4, False) in got


def test_a_contents_page_sharing_its_page_with_the_body():
    toc = "第一讲 数的认识 .. 1\n第二讲 数的运算 .. 2\n第三讲 图形 .. 3"
    pages = [[("h", "目录"), ("t", toc), ("h", "第一讲 数的认识"), ("t",)],
             [("t", "第二讲 数的运算"), ("t",)], [("h", "第三讲 图形"), ("t",)]]
    _, got = tree_of(book(pages))
    assert [(t, s) for _, t, s, _ in got] == [("第一讲 数的认识", 1), ("第二讲 数的运算", 2),
                                              ("第三讲 图形", 3)]


def test_a_decorated_block_repeated_in_every_lesson_stays_out_of_the_tree():
    items = lesson_book()
    for page in (2, 3, 5):  # the same 综合练习·做一做 box in three more lessons (4 in all)
        items.append(block("h", "综合练习·做一做", page, y=700))
    items.sort(key=lambda i: i["page_idx"])
    _, got = tree_of(items)
    assert not [t for _, t, _, _ in got if t.startswith("综合练习·")]
    assert ("第19章 复习(1)" in [t for _, t, _, _ in got])  # a review listed in the contents stays
