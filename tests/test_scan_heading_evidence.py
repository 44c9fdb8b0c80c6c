"""Issue 28, seventh round: a heading on an OCR'd page needs evidence (decisions 0318-0321). A
line the OCR rules call no heading (a running title repeating a chapter's name, a table's numbered
rows) opens no node though numbered; a list-scheme heading (`一、`) under a contents entry the
contents page stops above is a heading, as is a chapter whose contents line OCR lost; the body's
first page is no more contents when its numbered titles start over; a page-opening heading before
the contents page needs no contents evidence. Small hand-made OCR'd lines and items."""
from f.common.pdf.items import build_items
from f.common.pdf.scan_lines import mark_fragments
from f.common.tree.contents_page import contents_pages
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.pdfmake import ocr_line as _line

PARAGRAPH = ("The model description is coded in a plain text format, which the translator reads "
             "statement by statement and checks for errors before generating the problem instance.")
ZH = "如果你位于终端模拟器中，你可以使用这个关闭终端模拟器窗口。为了保护一个在像这样所有人可写或同组可写的目录下文件内容的安全。"


def test_a_running_title_repeating_a_chapters_name_opens_no_node_from_its_second_showing():
    def text():
        return _line(ZH, [106, 228, 891, 294], lines=3, size=10.5)

    # the chapter's name atop odd pages, too rare for furniture: marked no heading by the scan rules,
    # and the tree's numbering pattern must not promote it (`第一章 …` reads as a chapter)
    pages = [[_line("第一章 机械运动", [780, 38, 906, 53], size=9.0),
              _line("第一章 机械运动", [106, 146, 416, 178], size=22.0), text()],
             [_line("初中物理（八年级上册）", [100, 38, 300, 53], size=9.0), text()],
             [_line("第一章 机械运动", [780, 37, 905, 55], size=9.0), text()]]
    mark_fragments(pages)
    assert pages[2][0].get("no_heading")
    items, _ = build_items([{"blocks": blocks} for blocks in pages])
    titles = [(n["title"], n["start_index"]) for _d, n, _ in walk(build_pageindex(items, book_id="b", doc_name="b")["structure"])]
    assert not any(page == 3 for _t, page in titles), titles


def test_an_ocr_line_the_scan_rules_call_no_heading_opens_no_node_though_numbered():
    # a table's first column read with its numbers (`2 LISTSXP`), set inside the text's left edge:
    # the OCR rules mark it no heading; the tree's numbering pattern must not promote it again
    rows = [_line(f"{k} {name}", [190, 673 + 17 * k, 300, 689 + 17 * k], size=10.0)
            for k, name in enumerate(["SYMSXP", "LISTSXP", "CLOSXP", "ENVSXP"], 1)]
    page = [_line("1.1 SEXPs", [144, 263, 278, 281], size=14.0, bold=True),
            _line(PARAGRAPH, [144, 291, 856, 356], lines=3, size=10.0),
            _line(PARAGRAPH, [144, 380, 856, 440], lines=3, size=10.0),
            *rows]
    mark_fragments([page])
    assert all(r.get("no_heading") for r in rows), [r["text"] for r in rows if not r.get("no_heading")]
    items, _ = build_items([{"blocks": page}])
    titles = [t for _d, t in _titles(build_pageindex(items, book_id="b", doc_name="b"))]
    assert not any("SXP" in t for t in titles), titles


def _item(page, text, level=None, y=100, ocr=True):
    item = {"type": "text", "text": text, "page_idx": page, "bbox": [100, y, 800, y + 20]}
    if level:
        item["text_level"] = level
    if ocr:
        item["ocr"] = True
    return item


def _titles(tree):
    return [(depth, n["title"]) for depth, n, _ in walk(tree["structure"])]


def _science(contents_rows):
    items = [_item(0, "目录", 1, 60)] + [_item(0, f"{t}……{p + 1}", None, 120 + 30 * k) for k, (t, p) in enumerate(contents_rows)]
    body = {1: ["第一章 机械运动", "第一节 长度的测量", "一、基本概念", "二、测量方法"],
            2: ["第二节 运动的描述", "三、影响因素"],
            3: ["第二章 声现象", "第一节 声音的产生", "一、实验结论"]}
    for page, heads in body.items():
        for k, title in enumerate(heads):
            level = 1 if "章" in title[:3] else 2 if "节" in title[:4] else 3
            items += [_item(page, title, level, 100 + 200 * k), _item(page, ZH, None, 140 + 200 * k)]
    return items


def test_a_list_scheme_heading_under_a_section_the_contents_stops_above_is_a_heading():
    rows = [("第一章 机械运动", 1), ("第一节 长度的测量", 1), ("第二节 运动的描述", 2), ("第二章 声现象", 3),
            ("第一节 声音的产生", 3)]
    titles = _titles(build_pageindex(_science(rows), book_id="b", doc_name="b"))
    assert (3, "一、基本概念") in titles and (3, "二、测量方法") in titles and (3, "一、实验结论") in titles, titles
    # `三、` right under a section, with no `一、` `二、` before it there: no evidence, text of its section
    assert all(t != "三、影响因素" for _d, t in titles), titles


def test_a_chapter_whose_contents_line_ocr_lost_fills_the_gap_in_the_contents_numbers():
    # OCR lost the contents line `第一章 机械运动 …… 2`: the chapter before the first listed one
    rows = [("第一节 长度的测量", 1), ("第二节 运动的描述", 2), ("第二章 声现象", 3), ("第一节 声音的产生", 3)]
    titles = [t for _d, t in _titles(build_pageindex(_science(rows), book_id="b", doc_name="b"))]
    assert "第一章 机械运动" in titles, titles
    # a chapter number past the last listed one is no gap: `第五章` alone stays text
    items = _science(rows) + [_item(4, "第五章 光现象", 1, 100), _item(4, ZH, None, 140)]
    titles = [t for _d, t in _titles(build_pageindex(items, book_id="b", doc_name="b"))]
    assert "第五章 光现象" not in titles, titles


def test_the_body_page_whose_numbered_titles_start_over_is_no_more_contents():
    def page(n, lines):
        return [{"type": "text", "text": t, "page_idx": n, "bbox": [90, 100 + 25 * k, 900, 118 + 25 * k]}
                for k, t in enumerate(lines)]

    contents = page(0, ["Contents", "1 APC", "1.1 940-0024C clone", "1.2 940-0024E clone 1", "2 Belkin 2",
                        "2.1 OmniGuard F6C 2", "3 Eaton 2", "3.1 MGE Office Protection Systems 2"])
    # a wiring diagram's short lines under the chapter's first headings: short, numbered, no sentence
    body = page(1, ["1 APC", "1.1 940-0024C clone", "From D. Stimits", "M - DB9", "F - DB9", "RxD", "TxD", "SigGnd"])
    assert contents_pages({0: contents, 1: body}) == {0}
    # a contents page that goes on over the next page, its entries new, stays contents
    more = page(1, ["4 HP-Compaq 8", "4.1 Older Compaq UPS Family 8", "5 Phoenixtec 8", "6 Tripp-Lite 9",
                    "6.1 Serial cables 9", "6.2 USB cables 10"])
    assert contents_pages({0: contents, 1: more}) == {0, 1}


def _sections(sub_titles):
    """A contents page listing a chapter and three sections; under each section two list-scheme
    headings, titled as given (one list per section)."""
    rows = [("第一章 模型与方法", 1), ("第一节 倍长中线", 1), ("第二节 一线三等角", 2), ("第三节 半角模型", 3)]
    items = [_item(0, "目录", 1, 60)] + [_item(0, f"{t}……{p + 1}", None, 120 + 30 * k) for k, (t, p) in enumerate(rows)]
    items += [_item(1, "第一章 模型与方法", 1, 60)]
    for s, (title, page) in enumerate(rows[1:]):
        items += [_item(page, title, 2, 100), _item(page, ZH, None, 140)]
        for k, sub in enumerate(sub_titles[s], 1):
            items += [_item(page, sub, 3, 140 + 200 * k), _item(page, ZH, None, 180 + 200 * k)]
    return items


def test_the_same_list_titles_under_every_section_are_a_templates_labels():
    template = [["（一）基本模型", "（二）结论推导"]] * 3
    titles = [t for _d, t in _titles(build_pageindex(_sections(template), book_id="b", doc_name="b"))]
    assert not any(t.startswith("（") for t in titles), titles
    varied = [["（一）基本概念", "（二）测量方法"], ["（一）影响因素", "（二）生活中的应用"],
              ["（一）误差与估计", "（二）实验结论"]]
    titles = [t for _d, t in _titles(build_pageindex(_sections(varied), book_id="b", doc_name="b"))]
    assert sum(t.startswith("（") for t in titles) == 6, titles


def test_a_numbered_label_the_contents_do_not_use_starts_a_level_under_an_entry():
    # the contents list `模型梳理` and `题型一 …`; the body numbers its models `模型1`, `模型2`: a scheme of
    # its own, though both read as chapter labels, first of it right inside the `模型梳理` entry
    rows = [("模型梳理", 1), ("题型一 倍长中线模型", 3), ("题型二 一线三等角模型", 4)]
    items = [_item(0, "目录", 1, 60)] + [_item(0, f"{t}……{p + 1}", None, 120 + 30 * k) for k, (t, p) in enumerate(rows)]
    items += [_item(1, "模型梳理", 2, 80), _item(1, "模型1 倍长中线模型", None, 120), _item(1, ZH, None, 160),
              _item(2, "模型2 一线三等角模型", None, 120), _item(2, ZH, None, 160),
              _item(3, "题型一 倍长中线模型", 2, 80), _item(3, ZH, None, 120),
              _item(4, "题型二 一线三等角模型", 2, 80), _item(4, ZH, None, 120)]
    titles = [t for _d, t in _titles(build_pageindex(items, book_id="b", doc_name="b"))]
    assert "模型1 倍长中线模型" in titles and "模型2 一线三等角模型" in titles, titles


def test_a_heading_opening_a_page_before_the_contents_page_needs_no_contents_evidence():
    # `说明` opens the page before the contents page, which lists only what follows it; a line lower
    # on that page, read large, is no heading
    rows = [("第一章 机械运动", 3), ("第一节 长度的测量", 3), ("第二章 声现象", 4)]
    items = [_item(0, "初中物理", 1, 300), _item(0, "人民教育出版社", 2, 800),
             _item(1, "说明", 1, 80), _item(1, ZH, None, 120), _item(1, ZH, None, 300), _item(1, "二〇二一年九月", 2, 600),
             _item(2, "目录", 1, 60)] + [_item(2, f"{t}……{p + 1}", None, 120 + 30 * k) for k, (t, p) in enumerate(rows)]
    items += [_item(3, "第一章 机械运动", 1, 80), _item(3, "第一节 长度的测量", 2, 140), _item(3, ZH, None, 180),
              _item(4, "第二章 声现象", 1, 80), _item(4, ZH, None, 120)]
    titles = [t for _d, t in _titles(build_pageindex(items, book_id="b", doc_name="b"))]
    assert "说明" in titles and "二〇二一年九月" not in titles, titles


def test_two_touching_ocr_title_lines_sized_apart_are_one_title():
    from f.common.tree.contents_path import wraps

    def item(text, bbox, level, ocr=True):
        return {"type": "text", "text": text, "bbox": bbox, "page_idx": 10, "text_level": level,
                **({"ocr": True} if ocr else {})}

    # `Chapter 2. Peer-to-Peer` over `Communication by Means of Selections`: OCR read the title's two
    # lines at two sizes (levels 1 and 3); flush left and touching, the second goes on with the first
    chapter = [item("Chapter 2. Peer-to-Peer", [112, 88, 576, 126], 1),
               item("Communication by Means of Selections", [111, 127, 678, 199], 3)]
    assert wraps(chapter, 1, set())
    # a section heading a paragraph's gap below, or indented, is another heading
    apart = [chapter[0], item("Acquiring Selection Ownership", [112, 150, 600, 170], 2)]
    indented = [chapter[0], item("Acquiring Selection Ownership", [190, 127, 600, 150], 2)]
    assert not wraps(apart, 1, set()) and not wraps(indented, 1, set())
    # on a text layer the sizes are exact: a level apart is another heading
    assert not wraps([item(t, b, lv, ocr=False) for t, b, lv in
                      (("Chapter 2. Peer-to-Peer", [112, 88, 576, 126], 1),
                       ("Communication by Means of Selections", [111, 127, 678, 199], 3))], 1, set())


def test_a_title_page_line_repeating_the_covers_title_is_no_section():
    from f.common.tree.contents_path import contents_key
    from f.common.tree.headings import classify
    from f.common.tree.heads import Head
    from f.common.tree.pageindex import repeats_cover

    def head(title, page):
        return Head(title, page, classify(title), True)

    cover = [contents_key("Inter-Client Communication Conventions Manual")]
    # the title page's verso opens with the title again, over the licence
    assert repeats_cover(head("Inter-Client Communication Conventions Manual: X Consortium Standard", 2), cover)
    assert not repeats_cover(head("Preface to Version 2.0", 5), cover)
    # a cover word too short to tell a title by is no evidence (`Manual` atop a preface)
    assert not repeats_cover(head("Manual of style", 2), [contents_key("Manual")])


def test_a_title_page_repeating_a_cover_title_the_cover_rule_dropped_opens_no_node():
    # the cover's title (no text on its page) is no section, and the title page's verso that opens
    # with it again, over the abstract, repeats the cover all the same
    prose = ("This paper attempts to list all instances of certain types of security problems in the "
             "protocol, and the requests and events that can be used to exploit them.")
    rows = [("1. Introduction", 1), ("2. Access to Server Resources", 2), ("3. Denial of Service", 3)]
    items = [_item(0, "Analysis of the X Protocol", 1, 100), _item(0, "David P. Wiggins", 3, 400),
             _item(1, "Analysis of the X Protocol for Security Concerns", 2, 80), _item(1, prose, None, 120),
             _item(2, "Contents", 1, 60)] + [_item(2, f"{t} ........ {p}", None, 120 + 30 * k) for k, (t, p) in enumerate(rows)]
    for k, (title, _p) in enumerate(rows):
        items += [_item(3 + k, title, 1, 80), _item(3 + k, prose, None, 120), _item(3 + k, str(k + 1), None, 950)]
        items[-1]["type"] = "page_number"
    titles = [t for _d, t in _titles(build_pageindex(items, book_id="b", doc_name="b"))]
    assert "1. Introduction" in titles and "3. Denial of Service" in titles, titles
    assert "Analysis of the X Protocol for Security Concerns" not in titles, titles
