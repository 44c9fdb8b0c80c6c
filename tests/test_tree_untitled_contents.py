"""Issue 12, scanned workbooks: a contents page whose title OCR lost (`目  录` read as `目`) under a
cover title and a blurb is still a contents page: the share of contents lines is taken from the
first one down, so the lines above do not dilute it; and the front-matter node is named in the
book's language when its own text has no words (`01`)."""
from f.common.tree.contents_page import contents_pages
from f.common.tree.pageindex import build_pageindex

COVER = ["专题 1-1", "一网打尽全等三角形模型（10个模型）", "导语：熟悉模型，补全结构",
         "条件不足另外凑，凑不出来挠挠头，下次考试再来秀", "01", "题型·解读", "目"]
ENTRIES = [("模型梳理", 2), ("题型一 倍长中线模型", 3), ("题型二 一线三等角模型", 4),
           ("题型三 半角模型", 5), ("2022·山东日照真题", 5), ("题型四 手拉手模型", 6),
           ("题型五 对角互补+邻边相等模型", 7), ("题型六 平行线夹中点模型", 8)]
BODY = "如图，在三角形中，点D是边的中点，延长中线到点E，使DE等于AD，连接相应的线段并证明全等。"


def _items():
    items = [{"type": "text", "text": line, "page_idx": 0} for line in COVER]
    items += [{"type": "text", "text": f"{title} {page}", "page_idx": 0} for title, page in ENTRIES]
    for page in range(1, 9):
        heads = [t for t, p in ENTRIES if p == page + 1]
        items += [{"type": "text", "text": t, "text_level": 1, "page_idx": page} for t in heads]
        items += [{"type": "text", "text": BODY, "page_idx": page}]
    return items


def test_an_untitled_contents_page_under_a_cover_block_is_found():
    by_page: dict[int, list[dict]] = {}
    for item in _items():
        by_page.setdefault(item["page_idx"], []).append(item)
    assert contents_pages(by_page) == {0}


def test_its_front_matter_node_is_named_in_the_book_s_language():
    tree = build_pageindex(_items(), book_id="b", doc_name="b")
    titles = [n["title"] for n in tree["structure"]]
    assert "Front matter" not in titles
    assert "题型一 倍长中线模型" in titles


def test_lists_of_figures_and_tables_after_the_contents_are_no_contents_pages():
    """`插图清单`, `附表清单` after the contents (a LaTeX thesis): their captions (`表2.1`, set apart
    from their titles) make them lists, whose entries must not become the book's chapters."""
    def page(n, title, mark, rows):
        out = [{"type": "text", "text": title, "page_idx": n},
               {"type": "text", "text": title, "text_level": 1, "page_idx": n}]
        for k, (name, at) in enumerate(rows, 1):
            out += [{"type": "text", "text": f"{mark}2.{k}", "page_idx": n},
                    {"type": "text", "text": f"{name}{'.' * 40}{at}", "page_idx": n}]
        return out

    by_page = {0: [{"type": "text", "text": "目录", "page_idx": 0}]
               + [{"type": "text", "text": f"第{n}章 标题{n}{'.' * 40}{n * 3}", "page_idx": 0} for n in range(1, 7)],
               1: page(1, "插图清单", "图", [("示例图片标题", 4), ("多个分图的示例", 4)]),
               2: page(2, "附表清单", "表", [("三线表示例", 5), ("带附注的表格示例", 5), ("跨页长表格的表题", 5)]),
               3: [{"type": "text", "text": BODY, "page_idx": 3}]}
    assert contents_pages(by_page) == {0}
