"""Issue 28, scanned workbooks: OCR'd lines of a workbook page (prompts, table cells, unit labels)
are no headings, and a contents page set in two columns of units is read in its own order. Small
hand-made inputs for the pure rules (f.common.pdf.rows, f.common.tree.contents_page,
f.common.pdf.scan_lines)."""
from f.common.pdf.rows import merge_contents_rows
from f.common.tree.contents_page import entries
from tests.pdfmake import ocr_line as _line


def _b(x0, y0, x1, text, height=20):
    return {"bbox": [x0, y0, x1, y0 + height], "text": text, "size": 12.0, "lines": 1}


# a 目录 page in two columns: unit 1 over unit 3 on the left, unit 2 over unit 4 on the right; the
# left column's page numbers end mid-page, in blocks of their own
_UNITS = {1: ("显微镜下的生命世界", 138, 118), 3: ("地球的运动", 138, 480), 2: ("仿生", 521, 300), 4: ("简单机械", 527, 660)}


def _two_column_page() -> list[dict]:
    blocks = [_b(715, 80, 890, "目录", 50)]
    for unit, (title, x, y) in _UNITS.items():
        blocks.append(_b(x, y, x + 300, f"{unit}单元{title}", 26))
        for n in range(4):
            lesson = (unit - 1) * 4 + n + 1
            blocks += [_b(x + 4, y + 45 + 30 * n, x + 230, f"{lesson}. 第{lesson}课"),
                       _b(x + 330, y + 45 + 30 * n, x + 355, str(lesson))]
    return blocks


def test_a_two_column_contents_page_gets_one_row_per_entry_with_its_number():
    texts = [b["text"] for b in merge_contents_rows(_two_column_page())]
    for lesson in range(1, 17):
        assert f"{lesson}. 第{lesson}课 {lesson}" in texts, texts
    # untitled, numbers ending mid-page make no contents rows (a table's last column): the left
    # column stays as it was read
    untitled = [b["text"] for b in merge_contents_rows([b for b in _two_column_page() if b["text"] != "目录"])]
    assert "1. 第1课" in untitled and "1" in untitled, untitled


def test_two_entries_on_one_row_of_a_two_column_contents_page_stay_two():
    blocks = [_b(715, 80, 890, "目录", 50)]
    for n in range(4):
        y = 150 + 30 * n
        blocks += [_b(140, y, 380, f"{n + 1}. 左栏第{n + 1}课"), _b(470, y, 495, str(n + 1)),
                   _b(520, y, 760, f"{n + 5}. 右栏第{n + 5}课"), _b(840, y, 870, str(n + 5))]
    texts = [b["text"] for b in merge_contents_rows(blocks)]
    assert "1. 左栏第1课 1" in texts and "5. 右栏第5课 5" in texts, texts


def test_units_read_column_by_column_are_put_back_in_page_order():
    items = [{"type": "text", "page_idx": 2, **b} for b in merge_contents_rows(_two_column_page())]
    # the OCR read the left column first: unit 1, unit 3, then unit 2, unit 4
    left = [i for i in items if i["bbox"][0] < 500]
    right = [i for i in items if i["bbox"][0] >= 500 and i["text"] != "目录"]
    got = [e.title for e in entries({2: items[:1] + left + right}, {2})]
    assert got[0].startswith("1单元") and got[5].startswith("2单元") and got[10].startswith("3单元"), got
    assert [t for t in got if "课" in t] == [f"{n}. 第{n}课" for n in range(1, 17)], got


def test_prompts_questions_blanks_and_column_heads_are_no_titles():
    from f.common.pdf.scan_lines import no_title

    never = ["有“功”的事例：", "我的结论：", "它们的相同之处：", "是什么因素导致这些现象周而复始地出现？",
             "2. 在轮上用力省力，还是在轴上用力省力？", "计算结果是（ ）", "钩码数量/个", "拉小车的力/牛",
             "单位：千克", "(书的本数)", "）。C. 减少了", "我认为：如果没有微生物，世界将会"]
    for text in never:
        assert no_title(_line(text, [150, 300, 600, 325])), text
    # a prompt and the table head OCR read with it, over two lines
    assert no_title(_line("仿照示例，观察身边的生物，设想仿生两件物品。序号", [160, 170, 800, 240], lines=2))
    assert no_title(_line("●提出问题前，我阅读的资料和受到的启发：序号", [160, 170, 800, 240], lines=2))
    kept = ["学术论文：", "什么是微生物？", "1.2 平行四边形", "微生物无处不在", "第一单元 中外民族民间舞",
            "一、选择题（每小题4分，共48分）", "《妞出嫁》（片段）"]
    for text in kept:
        assert not no_title(_line(text, [150, 300, 600, 325])), text


def test_short_lines_stacked_in_a_column_are_table_heads_a_title_over_its_text_is_not():
    from f.common.pdf.scan_lines import mark_fragments

    para = "测出沿不同坡度拉小车的力，把测力计读数填写在表格里，再比较它们的大小。"
    heads = [_line("斜面坡度", [154, 222, 266, 246]), _line("(书的本数)", [137, 249, 280, 272]),
             _line("拉小车的力", [155, 275, 266, 299])]
    table = [_line("简单机械", [184, 794, 300, 822]), _line("杠杆", [393, 794, 457, 821]),
             _line("轮轴", [527, 795, 590, 821]), _line("滑轮斜面", [662, 795, 857, 821]), _line("序号", [209, 852, 269, 879])]
    title = _line("微生物无处不在", [407, 563, 609, 584])
    # a bold table title over its column of cells
    caption = _line("答辩委员会名单", [415, 880, 584, 902], bold=True)
    row = [_line("主席", [430, 907, 560, 927]), _line("委员", [430, 930, 560, 950]), _line("秘书", [430, 953, 560, 973])]
    part = [_line("一、选择", [148, 700, 227, 717]), _line("1-5 ACBDA", [148, 720, 300, 737]),
            _line("6-10 BCDAB", [148, 740, 300, 757])]
    page = [_line(para, [120, 172, 900, 195]), *heads, title, _line(para, [120, 592, 895, 615]), *table]
    mark_fragments([page + part + [caption, *row]])
    assert not caption.get("no_heading") and not caption.get("kind"), caption
    assert not part[0].get("no_heading"), part  # a numbered part heading over its answers
    assert all(h.get("no_heading") or h.get("kind") for h in heads), heads
    assert table[-1].get("no_heading") or table[-1].get("kind"), table[-1]
    assert not title.get("no_heading") and not title.get("kind"), title


def test_a_units_running_title_repeated_or_split_in_the_top_margin_counts_once():
    from f.common.pdf.scan_lines import mark_fragments

    body = "画出在显微镜下观察到的手背皮肤和洋葱鳞片内表皮的样子，并写出它们的相同之处。"
    tops = ["1单元 显微镜下的生命世界", "1单元", "1单元 显微镜下的生命世界", "2单元 仿生", "2单元"]
    pages = [[_line(t, [120, 53, 577, 79]), _line(body, [120, 300, 900, 325])] for t in tops]
    mark_fragments(pages)
    assert [bool(p[0].get("no_heading")) for p in pages] == [False, True, True, False, True]


def test_a_cover_with_an_isbn_gives_no_titles():
    from f.common.pdf.scan_lines import mark_fragments

    cover = [_line("科学", [55, 341, 276, 433]), _line("学生活动手册", [247, 403, 557, 449]),
             _line("五年级下册", [59, 418, 258, 450]), _line("ISBN 978-7-5499-9022-1", [751, 835, 915, 846])]
    mark_fragments([cover])
    assert all(b.get("no_heading") or b.get("kind") for b in cover), cover
    body = "画出在显微镜下观察到的手背皮肤和洋葱鳞片内表皮的样子。"
    page = [_line("第一单元", [55, 341, 276, 433]), _line(body, [120, 500, 900, 525])]
    mark_fragments([page])
    assert not page[0].get("no_heading")


def test_a_unit_label_beside_its_title_in_another_size_joins_it():
    from f.common.pdf.rows import join_chapter_labels

    label = {"bbox": [225, 37, 275, 57], "text": "1单元", "size": 16.5, "bold": False, "lines": 1}
    title = {"bbox": [286, 39, 468, 55], "text": "显微镜下的生命世界", "size": 14.2, "bold": False, "lines": 1}
    assert [b["text"] for b in join_chapter_labels([label, title])] == ["1单元 显微镜下的生命世界"]


def test_reference_manual_definitions_usage_and_option_lines_are_no_titles():
    from f.common.pdf.scan_lines import no_title

    never = ["sha256_init (struct sha256_ctx *ctx) [Function]", "[Function] [Function]", "SHA256_DIGEST_SIZE",
             "Usage: asn1Parser [OPTION] FILE", "-h, --help", "--version", "The digest is computed in",
             "$ asn1Coding pkix.asn assign.asn1",
             "Equations (PDE) simply. Although you can solve quite complicated prob-",
             "The boundary is given in parametric form. The name of the parameter"]
    for text in never:
        assert no_title(_line(text, [100, 300, 500, 320])), text
    assert no_title(_line("[Function] [Function]", [100, 300, 500, 340], lines=2))
    for text in ("Introduction", "BZ2_bzCompressInit", "Hash functions", "2.4. The glob files", "API",
                 "Fig. 3 Mesh", "Dr. Who and U.S. Patents", "3.3.2 Border(), buildmesh(), polygon()"):
        assert not no_title(_line(text, [100, 300, 500, 320])), text


def test_contents_entries_past_the_last_page_of_a_part_of_a_book_are_no_nodes():
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.walk import walk
    from tests.tree_fixtures import book

    # the first pages of a book: its contents lists chapters on printed pages 30 and 40 too
    pages = [[("h", "目录"), ("t", "第一章 集合 ........ 1\n1.1 集合的概念 ........ 2\n"
                                  "第二章 函数 ........ 30\n第三章 数列 ........ 40")],
             [("h", "第一章 集合"), ("t",), ("pn", "1")],
             [("h", "1.1 集合的概念"), ("t",), ("pn", "2")],
             [("t",), ("pn", "3")]]
    tree = build_pageindex(book(pages), book_id="t/p", doc_name="p")
    got = [(n["title"], n["start_index"]) for _, n, _ in walk(tree["structure"])]
    assert ("第一章 集合", 2) in got and ("1.1 集合的概念", 3) in got, got
    assert all(start <= 4 for _t, start in got) and not any("函数" in t or "数列" in t for t, _ in got), got


def test_an_entry_past_the_last_page_is_not_placed_at_a_line_the_ocr_rules_call_no_heading():
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.walk import walk
    from tests.tree_fixtures import book

    # the first pages of a manual; its contents lists `Selection Atoms` on printed page 12, past the
    # cut; a definition's line `selection: ATOM` on the last page reads like it, but OCR marked it
    # no heading (a code line): the entry is no node of this part of the book
    pages = [[("h", "Contents"), ("t", "1. Introduction ........ 1\nAtoms ........ 2\n"
                                       "2. Selections ........ 3\nSelection Atoms ........ 12")],
             [("h", "1. Introduction"), ("t",), ("pn", "1")],
             [("h", "Atoms"), ("t",), ("pn", "2")],
             [("h", "2. Selections"), ("t",), ("t", "selection: ATOM", {"no_heading": True, "ocr": True}),
              ("t",), ("pn", "3")]]
    tree = build_pageindex(book(pages), book_id="t/p", doc_name="p")
    got = [(n["title"], n["start_index"]) for _, n, _ in walk(tree["structure"])]
    assert ("2. Selections", 4) in got, got
    assert not any(t == "Selection Atoms" for t, _ in got), got
