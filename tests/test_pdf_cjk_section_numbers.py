"""Chinese LaTeX templates (ctex) set a section's number or label in the Latin face and its title
in a bold Chinese one, apart on the same row: `A.1`  `图表示例`, `附录 A`  `补充内容`. They are one
heading line, number first; and in a contents page an appendix stands beside the chapters."""
from f.common.pdf.rows import join_chapter_labels
from f.common.tree.contents_page import Entry
from f.common.tree.contents_path import levels
from f.common.tree.headings import classify


def _block(x0, x1, text, bold, size=14.0, y0=280):
    return {"bbox": [x0, y0, x1, y0 + 17], "text": text, "size": size, "bold": bold, "lines": 1}


def test_a_latin_face_number_joins_its_bold_chinese_title():
    out = join_chapter_labels([_block(143, 178, "A.1", False), _block(202, 296, "图表示例", True)])
    assert [b["text"] for b in out] == ["A.1 图表示例"]
    out = join_chapter_labels([_block(143, 194, "2.3", False), _block(216, 259, "算法", True)])
    assert [b["text"] for b in out] == ["2.3 算法"]


def test_an_appendix_label_joins_its_title_read_before_or_after_it():
    label, title = _block(393, 472, "附录 A", True, 16, 132), _block(499, 607, "补充内容", True, 16, 132)
    assert [b["text"] for b in join_chapter_labels([title, label])] == ["附录 A 补充内容"]
    assert [b["text"] for b in join_chapter_labels([label, title])] == ["附录 A 补充内容"]


def test_english_numbers_still_need_the_same_face():
    out = join_chapter_labels([_block(143, 178, "2.3", False), _block(202, 400, "Algorithms", True)])
    assert len(out) == 2   # a plain number beside a bold English line is not its section number


def test_a_label_never_swallows_a_title_with_its_own_marker():
    out = join_chapter_labels([_block(100, 160, "Appendix A", True), _block(180, 400, "1. Proofs", True)])
    assert len(out) == 2


def _entry(title, label, x0=143.0):
    return Entry(title, label, classify(title), 10, x0)


def test_an_appendix_in_the_contents_stands_beside_the_chapters():
    toc = [_entry("第 1 章 引言", "1"), _entry("1.1 背景", "1", 163), _entry("第 2 章 方法", "4"),
           _entry("2.1 数据", "5", 163), _entry("附录 A 补充内容", "12"), _entry("A.1 图表示例", "12", 163)]
    got = levels(toc)
    assert got[4] == got[0] == got[2], got
    assert got[5] > got[4], got


def test_a_word_going_on_after_appendix_is_no_appendix_heading():
    assert classify("附录中的图片示例").kind == "plain"
    assert [classify(t).scheme for t in ("附录", "附录 A 补充内容", "附录一 证明", "Appendix B")] == ["appendix"] * 4


def test_a_running_header_copy_never_replaces_the_bookmarked_heading():
    from f.common.tree.pageindex import build_pageindex

    def text(page, y, words, **extra):
        x0, x1 = (430, 570) if y < 100 else (143, 857)  # the running header: short, centred, on top
        return {"type": "text", "text": words, "bbox": [x0, y, x1, y + 15], "page_idx": page, **extra}

    body = "附录是与论文内容密切相关、但编入正文又影响整篇论文编排的条理和逻辑性的资料。" * 2
    items = [text(0, 132, "第 1 章 引言", text_level=1, outline_level=1), text(0, 200, body),
             text(1, 75, "附录A 补充内容"), text(1, 132, "附录 A 补充内容", text_level=1, outline_level=1),
             text(1, 200, body), text(1, 280, "A.1 图表示例", text_level=2, outline_level=2), text(1, 320, body),
             text(2, 75, "附录A 补充内容"), text(2, 200, body)]
    tree = build_pageindex(items, book_id="b", doc_name="b")
    tops = [(n["title"], [c["title"] for c in n.get("nodes", [])]) for n in tree["structure"]]
    assert tops == [("第 1 章 引言", []), ("附录 A 补充内容", ["A.1 图表示例"])], tops


def test_a_worded_section_heads_its_dotted_subsections():
    """0777: ctex's article numbers sections `第6节` and their subsections `6.1`: both rank as sections, the
    worded one is the parent (fduthesis's code manual, scanned)."""
    from f.common.tree.pageindex import build_pageindex

    body = "这里给出实现的细节，说明每个内部函数的用途以及它们之间的调用关系。" * 2

    def text(y, words, **extra):
        return {"type": "text", "text": words, "bbox": [143, y, 857, y + 15], "page_idx": 0, **extra}

    items = [text(100, "第6节 实现细节", text_level=1), text(140, body), text(200, "6.1 准备", text_level=2),
             text(240, body), text(300, "6.1.1 内部变量声明", text_level=3), text(340, body),
             text(400, "6.2 选项处理", text_level=2), text(440, body), text(500, "第7节 附录", text_level=1),
             text(540, body), text(600, "8.1 其他", text_level=2), text(640, body)]
    tree = build_pageindex(items, book_id="b", doc_name="b")

    def shape(nodes):
        return [(n["title"], shape(n.get("nodes", []))) for n in nodes]
    tops = shape(tree["structure"])
    assert tops[0] == ("第6节 实现细节", [("6.1 准备", [("6.1.1 内部变量声明", [])]), ("6.2 选项处理", [])]), tops
    assert ("8.1 其他", []) not in tops[1][1], tops  # 8.1 is no subsection of 第7节
