"""The nineteenth PDF set's kinds (issue 28, 0866-0868): running heads the parser left as text, a
contents entry found under another section's number, a title the text layer cut inside a word, an
unnumbered contents entry whose body line is numbered as the chapters. Hand-made MinerU-shaped items."""
from f.common.tree.contents_path import _numbered_level, body_lines, other_number
from f.common.tree.cut_words import whole_line
from f.common.tree.headings import classify
from f.common.tree.pageindex import build_pageindex
from f.common.tree.running_heads import running_head_lines, running_heads
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def titles(items) -> list[tuple]:
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    return [(depth, n["title"]) for depth, n, _ in walk(tree["structure"]) if n["title"] != "Front matter"]


def _head(text: str) -> tuple:
    return ("t", text, {"bbox": [111, 38, 889, 53]})


def test_a_running_head_read_as_text_opens_no_section():
    # 0866: tlmgr's introduction: `4.2 search    4 操作` atop each page, untagged, above every heading
    items = book([
        [("h", "4 操作", {"level": 1}), ("h", "4.1 info", {"level": 2}), ("t",)],
        [_head("4.2 search 示例说明 4 操作"), ("h", "4.2 search", {"level": 2}), ("t",)],
        [_head("4.3 install 示例说明 4 操作"), ("h", "4.3 install", {"level": 2}), ("t",)],
        [_head("4.4 update 示例说明 4 操作"), ("h", "4.4 update", {"level": 2}), ("t",)],
    ])
    assert running_head_lines(items) == {i for i, item in enumerate(items) if item["bbox"][1] == 38}
    assert titles(items) == [(1, "4 操作"), (2, "4.1 info"), (2, "4.2 search"), (2, "4.3 install"),
                             (2, "4.4 update")]


def test_one_finding_serves_the_candidates_and_the_contents_path():
    # 0925: the parser's headers on three pages make a row; an untagged line on it on another page
    # (memoir's `2.3. The page`, 0313) is a running head for body_lines, a tagged one is not
    items = book([[("hdr", f"Chapter {n}"), ("h", f"{n}.1 Title", {"level": 2}), ("t",)] for n in range(1, 4)]
                 + [[("t", "2.3. The page", {"bbox": [400, 60, 600, 80]}), ("t",)],
                    [("h", "4 Last", {"level": 1, "bbox": [400, 61, 600, 81]}), ("t",)]])
    running = running_heads(items)
    unmarked = next(i for i, item in enumerate(items) if item["text"] == "2.3. The page")
    tagged = next(i for i, item in enumerate(items) if item["text"] == "4 Last")
    assert running.holds(unmarked, items[unmarked]) and not running.holds(tagged, items[tagged])
    keys = {i for lines in body_lines(items, set(), running).values() for i, _key, _t in lines}
    assert unmarked not in keys and tagged in keys
    assert body_lines(items, set()) == body_lines(items, set(), running)  # found on its own when not given


def test_ocr_lines_are_never_a_running_heads_row():
    # 0707: a scan's section titles atop their pages, untagged until the OCR heading rules read them,
    # share the row the text layer's running heads stand on; they stay candidates
    items = book([
        [("h", "4 操作", {"level": 1}), ("h", "4.1 info", {"level": 2}), ("t",)],
        [_head("4.2 search"), ("t",), ("h", "示例", {"level": 3})], [_head("4.3 install"), ("t",), ("h", "示例", {"level": 3})],
        [_head("4.4 update"), ("t",), ("h", "示例", {"level": 3})],
    ])
    assert running_head_lines(items)  # as text-layer lines, a running heads' row
    for item in items:
        item["ocr"] = True
    assert running_head_lines(items) == set()


def test_a_first_line_at_the_headings_height_is_no_running_head():
    # a page opening on plain text where other pages open on a heading: the text block's top row
    items = book([[("h", f"{n} 标题", {"level": 1}), ("t",)] if n % 2 else [("t",), ("h", f"{n} 标题")]
                  for n in range(1, 7)])
    assert running_head_lines(items) == set()


def test_a_contents_entry_is_not_found_under_another_sections_number():
    # 0867: seuthesix' sample: each chapter's `引言`; `2.1 引言` is not the line `3.1 引言`
    entry = classify("2.1 引言")
    assert other_number(entry, {"type": "text", "text": "3.1 引言"})
    assert not other_number(entry, {"type": "text", "text": "2.1 引言"})
    assert not other_number(entry, {"type": "text", "text": "引言"})
    assert not other_number(entry, {"type": "text", "text": "3.1 引言", "ocr": True})  # a misread digit
    assert not other_number(classify("引言"), {"type": "text", "text": "3.1 引言"})


def test_a_chapters_sections_are_found_in_it_when_its_title_line_is_broken():
    # 0866 + 0867: the chapter's running head on its blank verso is no place for the chapter, and its
    # sections are not the next chapter's sections of the same names
    toc = "\n".join(["第一章 绪论 .... 1", "1.1 引言 .... 1", "第二章 武学 .... 3", "2.1 引言 .... 3",
                     "2.2 本章小结 .... 3", "第三章 内功 .... 5", "3.1 引言 .... 5", "3.2 本章小结 .... 5"])
    pages = [[("h", "目录"), ("t", toc)],
             [("h", "第一章 绪论"), ("h", "1.1 引言", {"level": 2}), ("t",), ("pn", "1")],
             [("t", "第一章 绪论", {"bbox": [455, 60, 545, 71]}), ("pn", "2")],
             # the label and the first section read as one line, the title apart (`第二章2.1 引言` | `武学`)
             [("h", "第二章2.1 引言"), ("h", "武学"), ("t",), ("h", "2.2 本章小结", {"level": 2}), ("t",), ("pn", "3")],
             [("t", "第二章 武学", {"bbox": [455, 60, 545, 71]}), ("pn", "4")],
             [("h", "第三章 内功"), ("h", "3.1 引言", {"level": 2}), ("t",), ("h", "3.2 本章小结", {"level": 2}),
              ("t",), ("pn", "5")],
             [("t", "第三章 内功", {"bbox": [455, 60, 545, 71]}), ("pn", "6")]]
    tree = build_pageindex(book(pages), book_id="t/b", doc_name="b")
    found = {n["title"]: (depth, n["start_index"]) for depth, n, _ in walk(tree["structure"])}
    assert found["第二章 武学"] == (1, 4) and found["第三章 内功"] == (1, 6)
    assert found["2.1 引言"] == (2, 4) and found["2.2 本章小结"] == (2, 4) and found["3.1 引言"] == (2, 6)


def test_a_title_cut_inside_a_word_is_read_whole():
    # 0868: xduthesis' `第一章 X` | `E` (lowered) | `LATEX 模板简介`, touching on one row
    items = [{"type": "text", "text": "第一章 X", "text_level": 3, "bbox": [396, 129, 508, 150], "page_idx": 22},
             {"type": "text", "text": "E", "text_level": 3, "bbox": [505, 135, 523, 154], "page_idx": 22},
             {"type": "text", "text": "LATEX 模板简介", "text_level": 3, "bbox": [520, 129, 699, 154], "page_idx": 22},
             {"type": "text", "text": "1.1 要求", "text_level": 3, "bbox": [600, 129, 699, 154], "page_idx": 22}]
    assert whole_line(items, 0) == "第一章 XELATEX 模板简介"
    apart = [dict(items[0]), {**items[2], "bbox": [560, 129, 699, 154]}]
    assert whole_line(apart, 0) == ""


def test_an_unnumbered_entry_numbered_in_the_body_takes_the_chapters_level():
    # 0869: thucoursework's two-column contents page lost `6` before `修改记录`; the body reads `6 修改记录`
    from f.common.tree.contents_page import Entry

    entry = Entry("修改记录", "15", classify("修改记录"), 1)
    assert _numbered_level(entry, "6 修改记录", {"chapter": 1}) == 1
    assert _numbered_level(entry, "修改记录", {"chapter": 1}) == 99
    assert _numbered_level(entry, "6 修改记录", {"dotted": 1}) == 99  # not the chapters' numbering
    numbered = Entry("5.7 常用数学符号", "14", classify("5.7 常用数学符号"), 1)
    assert _numbered_level(numbered, "5 实现细节", {"chapter": 1}) == 99


def test_lists_of_figures_and_tables_stand_beside_the_abstract():
    # 0869: shtthesis' `图形列表`, `表格列表` after `Abstract`, xduthesis' `表格索引` after `插图索引`
    for title in ("图形列表", "插图索引", "表格目录", "缩略语对照表", "List of Figures", "List of Tables"):
        assert classify(title).kind == "book", title
    for title in ("表格", "符号说明的由来", "图形列表的生成方法"):
        assert classify(title).kind != "book", title
    items = book([
        [("h", "Abstract", {"level": 1, "bbox": [120, 120, 600, 150]}), ("t",)],
        [("h", "图形列表", {"level": 1, "bbox": [120, 120, 600, 140]}), ("t",)],
        [("h", "表格列表", {"level": 1, "bbox": [120, 120, 600, 140]}), ("t",)],
    ])
    assert titles(items) == [(1, "Abstract"), (1, "图形列表"), (1, "表格列表")]
