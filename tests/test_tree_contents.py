"""Contents pages and page furniture: never nodes, never node text, but evidence (a chapter whose
opening page carries its title only in the running header, or only in the contents)."""
from f.common.tree.contents_page import is_toc_title
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def nodes(items, contents=False):
    """(tree, nodes); the contents page's own node (issue 28) only when asked for."""
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    return tree, [(d, n["title"], n["start_index"], n["end_index"])
                  for d, n, _ in walk(tree["structure"]) if contents or not is_toc_title(n["title"])]


def test_contents_page_lines_with_leaders_and_numbers_are_not_nodes():
    items = book([
        [("t", "高中数学 必修 第一册")],
        [("h", "目录"), ("h", "第一章 集合 ……………… 1"), ("h", "1.1 集合的概念 1"),
         ("t", "1.2 集合间的基本关系 ........ 3\n1.3 集合的运算 4"), ("h", "第二章 函数 ··· 5")],
        [("h", "第一章 集合"), ("h", "1.1 集合的概念"), ("t",)],
        [("h", "1.2 集合间的基本关系"), ("t",), ("h", "1.3 集合的运算"), ("t",)],
        [("h", "第二章 函数"), ("t",)],
    ])
    _, got = nodes(items, contents=True)
    # the contents page is a node of its own inside the front matter (issue 28), its lines no nodes
    assert [t for _, t, *_ in got] == ["前置内容", "目录", "第一章 集合", "1.1 集合的概念",
                                       "1.2 集合间的基本关系", "1.3 集合的运算", "第二章 函数"]
    assert got[0][2:] == (1, 2)  # front matter spans the cover and the contents page
    assert got[1] == (2, "目录", 2, 2)


def test_stray_contents_line_outside_a_contents_page_is_not_a_node():
    items = book([[("h", "第一章 集合"), ("h", "1.1 集合的概念 ........ 3"), ("h", "1.1 集合的概念"),
                   ("t",)]])
    _, got = nodes(items)
    assert [t for _, t, *_ in got] == ["第一章 集合", "1.1 集合的概念"]


def test_running_headers_footers_and_page_numbers_stay_out():
    pages = []
    for n in range(4):
        blocks = [("hdr", "高中数学 必修 第一册" if n % 2 else "第一章 集合"), ("pn", str(n + 1))]
        blocks += [("h", "第一章 集合")] if n == 0 else []
        blocks += [("h", "1.1 集合的概念")] if n == 1 else [("t",)]
        blocks += [("hdr", "— 学生用书 —", {"as_type": "footer"})]
        pages.append(blocks)
    tree, got = nodes(book(pages))
    assert [t for _, t, *_ in got] == ["第一章 集合", "1.1 集合的概念"]
    text = "".join(n["text"] for _, n, _ in walk(tree["structure"]))
    assert "高中数学" not in text and "学生用书" not in text and "第一章 集合" not in text


def test_decorative_chapter_page_named_only_by_its_running_header():
    items = book([
        [("h", "第一章 集合"), ("h", "1.1 集合的概念"), ("t",)],
        [("t",)],
        [("hdr", "第二章 函数"), ("img",), ("pn", "3")],          # the decorative opening page
        [("hdr", "第二章 函数"), ("h", "2.1 函数的概念"), ("t",)],
        [("hdr", "第二章 函数", {"as_type": "discarded"}), ("t",)],
    ])
    _, got = nodes(items)
    assert got == [(1, "第一章 集合", 1, 2), (2, "1.1 集合的概念", 1, 2), (1, "第二章 函数", 3, 5),
                   (2, "2.1 函数的概念", 4, 5)]


def test_chapter_known_only_from_the_contents_page_and_printed_numbers():
    # printed page = physical page - 2; chapter 2 opens on printed 3 (physical 5) with no text
    pages = [[("t", "封面")],
             [("h", "目录"), ("t", "第一章 集合 ........ 1\n1.1 集合的概念 ........ 1\n"
                                  "第二章 函数 ........ 3\n2.1 函数的概念 ........ 4")],
             [("h", "第一章 集合"), ("h", "1.1 集合的概念"), ("t",), ("pn", "1")],
             [("t",), ("pn", "2")],
             [("img",), ("pn", "3")],
             [("h", "2.1 函数的概念"), ("t",), ("pn", "4")]]
    tree, got = nodes(book(pages))
    assert (1, "第二章 函数", 5, 6) in got and (2, "2.1 函数的概念", 6, 6) in got
    assert tree["page_labels"]["5"] == "3"


def test_western_contents_page_and_book_level_entries():
    def line(text, x0):  # one block per contents line, indented by level
        return ("t", text, {"bbox": [x0, 0, 880, 20]})

    items = book([
        [("h", "Contents"), line("Preface .......... v", 120), line("Chapter 1 Sets .......... 1", 120),
         line("1.1 Notions .......... 2", 150), line("Study guide .......... 9", 120)],
        [("h", "Preface"), ("t", "This book introduces sets and maps for first-year students.")],
        [("h", "Chapter 1 Sets"), ("h", "1.1 Notions"), ("t",)],
        [("h", "Study guide"), ("t", "How to use the exercises of this book.")],
    ])
    _, got = nodes(items)
    assert [(d, t) for d, t, *_ in got] == [(1, "Preface"), (1, "Chapter 1 Sets"),
                                            (2, "1.1 Notions"), (1, "Study guide")]


def test_contents_page_gives_printed_labels_when_no_page_numbers_were_read():
    pages = [[("h", "目录"), ("t", "第一章 集合 ........ 1\n第二章 函数 ........ 3\n"
                                   "第三章 数列 ........ 4\n第四章 导数 ........ 9")],
             [("h", "第一章 集合"), ("t",)], [("t",)], [("h", "第二章 函数"), ("t",)],
             [("h", "第三章 数列"), ("t",)], [("t",)]]
    tree, _ = nodes(book(pages))
    # 第四章 is not in the book (the entry disagrees): pages 2-5 labelled 1-4, nothing guessed beyond
    assert tree["page_labels"] == {"2": "1", "3": "2", "4": "3", "5": "4"}


def test_a_page_of_lines_ending_in_numbers_is_not_contents_unless_they_rise():
    answers = "\n".join(f"（{i}）答案 {n}" for i, n in enumerate([3, 1, 4, 1, 5, 9, 2, 6], 1))
    items = book([[("h", "第一章 数"), ("t",)],
                  [("h", "参考答案"), ("t", answers), ("h", "1.1 习题答案"), ("t",)]])
    _, got = nodes(items)
    assert [t for _, t, *_ in got] == ["第一章 数", "参考答案", "1.1 习题答案"]


def test_contents_entry_on_a_page_without_text_gets_its_node():
    pages = [[("h", "目录"), ("t", "第一章 集合 ........ 1\n1.1 集合的概念 ........ 1\n"
                                   "阅读与思考 集合论的诞生 ........ 3\n本章小结 ........ 4")],
             [("h", "第一章 集合"), ("h", "1.1 集合的概念"), ("t",), ("pn", "1")],
             [("t",), ("h", "习题1.1"), ("t",), ("pn", "2")],
             [("img",), ("pn", "3")],                                     # a scanned page, no text
             [("h", "本章小结"), ("t",), ("pn", "4")]]
    _, got = nodes(book(pages))
    assert [(d, t, s) for d, t, s, _ in got] == [
        (1, "第一章 集合", 2), (2, "1.1 集合的概念", 2), (3, "习题1.1", 3),
        (2, "阅读与思考 集合论的诞生", 4), (2, "本章小结", 5)]


def test_a_contents_page_whose_page_numbers_were_not_read_is_still_the_contents():
    # issue 28: a scanned textbook prints its page numbers in coloured circles that OCR does not
    # read; the titled page and the one after it hold only short entry lines
    from f.common.tree.contents_page import contents_pages

    def item(page, text, y):
        return {"type": "text", "text": text, "page_idx": page, "bbox": [100, y, 500, y + 20]}

    first = ["目录", "第一单元 我们是春天", "演唱", "我们是春天 春天又来临", "音乐知识", "活动与练习",
             "第二单元 七彩管弦(二)", "欣赏"]
    second = ["第五单元 泥土的歌(二)", "演唱", "丢丢铜仔", "第六单元 八音和鸣(二)", "欣赏", "活动与练习"]
    body = ["第一单元 我们是春天", "这是一首歌曲，旋律优美，练习时应注意节奏和音准，用明亮的声音来演唱。"]
    by_page = {0: [item(0, "音乐", 100)], 1: [item(1, t, 100 + 30 * n) for n, t in enumerate(first)],
               2: [item(2, t, 100 + 30 * n) for n, t in enumerate(second)],
               3: [item(3, t, 100 + 30 * n) for n, t in enumerate(body)]}
    assert contents_pages(by_page) == {1, 2}
