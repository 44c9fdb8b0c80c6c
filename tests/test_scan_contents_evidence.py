"""Issue 28, the contents page as evidence on OCR'd pages (fifth round): a contents page's number
column read whole although a running head's page number stands further right. Small hand-made
OCR'd lines for the pure rules (f.common.pdf.ocr, f.common.pdf.rows)."""
import f.common.pdf.ocr as ocr
from f.common.pdf.rows import merge_contents_rows


def _raw_line(text, x0, y0, x1, size=9.0):
    return {"bbox": [x0, y0, x1, y0 + 12], "text": text, "size": size, "confidence": 0.99}


def test_a_contents_number_column_short_of_a_running_heads_number_stays_one_row_each():
    # page 612 x 792 points; the running head's `ii` in the top margin sets its number further right
    # than the contents' number column, whose numbers OCR read as lines of their own
    titles = ["5.2 How can add-on packages be installed?", "5.3 How can add-on packages be used?",
              "5.4 How can add-on packages be removed?", "5.5 How can I create an R package?",
              "5.6 How can I contribute to R?"]
    lines = [_raw_line("ii", 540, 46, 552)]
    for k, title in enumerate(titles):
        y = 100 + 13 * k
        lines += [_raw_line(title, 110, y, 330), _raw_line(str(22 + k), 462, y, 476)]
    blocks = ocr.group_lines(lines, height=792)
    numbers = [b["text"] for b in blocks if b["text"].isdigit()]
    assert numbers == [str(22 + k) for k in range(5)], [b["text"] for b in blocks]
    # so each row joins into one contents line with its number (page units 0-1000, as the parser has them)
    scaled = [dict(b, bbox=[b["bbox"][0] * 1000 / 612, b["bbox"][1] * 1000 / 792, b["bbox"][2] * 1000 / 612,
                            b["bbox"][3] * 1000 / 792], ocr=True) for b in blocks]
    rows = [b["text"] for b in merge_contents_rows(scaled) if b.get("contents_row")]
    assert rows == [f"{t} {22 + k}" for k, t in enumerate(titles)], rows


def _item(page, text, level=None, y=100):
    item = {"type": "text", "text": text, "page_idx": page, "bbox": [100, y, 800, y + 20]}
    if level:
        item["text_level"] = level
    return item


def test_a_cover_whose_copyright_line_reads_as_a_heading_is_front_matter():
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.walk import walk

    # a manual's cover read by OCR: every line set large enough to be a heading, the copyright
    # line among them; a licence's small print under it (more than a cover's few words)
    cover = [_item(0, "Bacula", 1, 60), _item(0, "The Leading Open Source Backup Solution", 2, 220),
             _item(0, "Bacula Utility Programs", 3, 400), _item(0, "Kern Sibbald", 6, 470),
             _item(0, "Copyright © 2000-2018, Kern Sibbald", 6, 620),
             _item(0, "This documentation is licensed under a Creative Commons licence; a complete list "
                      "of contributors can be found in the License chapter of the manual.", None, 680)]
    titles = ["1 Volume Utility Tools", "1.1 Specifying the Configuration File", "1.2 Specifying Volumes",
              "2 Other Programs", "2.1 bsmtp"]
    contents = [_item(1, "Contents", 1, 60)] + [_item(1, f"{t} {3 + k // 2}", None, 120 + 30 * k)
                                                 for k, t in enumerate(titles)]
    body = []
    for k, title in enumerate(titles):
        page = 2 + k // 2
        body += [_item(page, title, 2 if "." not in title.split()[0] else 3, 100 + 300 * (k % 2)),
                 _item(page, "Each of these programs reads a Volume directly, without the Storage "
                             "daemon, and writes what it finds to the console for the operator.", None,
                       140 + 300 * (k % 2))]
    tree = build_pageindex(cover + contents + body, book_id="b", doc_name="b")
    nodes = [n["title"] for _d, n, _ in walk(tree["structure"])]
    assert not {"Bacula", "Kern Sibbald", "Bacula Utility Programs"} & set(nodes), nodes
    assert tree["structure"][0]["title"] == "Front matter", nodes


def _book(ocr: bool):
    """Items of a manual whose contents page lists chapters and sections: in the body a callout and
    a table's cell read as headings, a sub-section the contents page does not list, an index."""
    rows = [("1 Getting Started", 2), ("1.1 Installing", 2), ("1.2 First Steps", 3), ("2 Reference", 4),
            ("2.1 Options", 4)]
    items = [_item(0, "Contents", 1, 60)] + [_item(0, f"{t} {p + 1}", None, 120 + 30 * k)
                                              for k, (t, p) in enumerate(rows)]
    text = ("Each option is read from the command line first and then from the configuration file, "
            "so that a value given on the command line wins over the file.")
    pages = {2: ["1 Getting Started", "1.1 Installing", "Examples"], 3: ["1.2 First Steps", "1.2.1 On Windows",
             "Uniform(a, b)", "习题1.2"], 4: ["2 Reference", "2.1 Options", "习题4.18"], 5: ["3 Troubleshooting", "7 Tips"],
             6: ["Index"]}
    for page, heads in pages.items():
        for k, title in enumerate(heads):
            head = _item(page, title, 1 if title[0].isdigit() and "." not in title.split()[0] else 2, 100 + 250 * k)
            if ocr:
                head["ocr"] = True
            items += [head, _item(page, text, None, 130 + 250 * k)]
    return items


def test_an_ocr_heading_the_followed_contents_does_not_list_needs_evidence_of_its_own():
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.walk import walk

    tree = build_pageindex(_book(ocr=True), book_id="b", doc_name="b")
    nodes = [n["title"] for _d, n, _ in walk(tree["structure"])]
    assert tree["contents"]["path"] == "contents", tree["contents"]
    # a callout's word and a table's cell read large: no nodes
    assert "Examples" not in nodes and "Uniform(a, b)" not in nodes, nodes
    # a sub-section one level under the open section, the next chapter after the open one, and a
    # book-level title stay; a number out of step (a figure's, a list's) does not
    assert "1.2.1 On Windows" in nodes and "3 Troubleshooting" in nodes and "Index" in nodes, nodes
    assert "7 Tips" not in nodes, nodes
    # the open section's own exercises stay; exercises numbered as no open node do not
    assert "习题1.2" in nodes and "习题4.18" not in nodes, nodes
    # a text layer's headings are not OCR's: its unlisted headings are left as they were
    text_layer = [n["title"] for _d, n, _ in walk(build_pageindex(_book(ocr=False), book_id="b", doc_name="b")["structure"])]
    assert "Examples" in text_layer, text_layer


def test_a_heading_the_contents_page_names_as_ocr_misread_it_is_named():
    from f.common.tree.contents_path import contents_key
    from f.common.tree.pageindex import named_by_contents

    toc = [contents_key(t) for t in ("一、C大调及C宫系统调（1）", "第一部分 乐谱识读与运用",
                                     "5.2 How can add-on packages be installed?", "2.10 What is CRAN?", "FAMILY_NAME")]
    for head in ("一、C大调及C宫系统调（1)", "乐谱识读与运用", "5.2 How can add-on packages be installed",
                 "FAMILY_NAME Field"):
        assert named_by_contents(contents_key(head), toc), head
    # a cross-reference holds an entry's title and more: it is no heading the contents names
    for head in ("体验·探究", "Examples", "Uniform(a, b)", "44.5", "Section 2.10 [What is CRAN?], page 9)."):
        assert not named_by_contents(contents_key(head), toc), head


def test_digits_read_down_a_contents_pages_number_column_are_no_entries():
    from f.common.tree.contents_page import contents_pages, entries

    rows = ["1 Introduction 5", "1.1 Conventions 5", "1.2 Software and Documentation 6", "2 Installation 7",
            "2.1 Configure script 7", "3 The Gory Details 9", "3.1 Programs 9"]
    page = [_item(2, "Contents", 1, 60)] + [_item(2, r, None, 120 + 30 * k) for k, r in enumerate(rows)]
    # OCR read a run of the page numbers down a tall narrow box as lines of their own
    page.insert(4, dict(_item(2, "44.5", None, 200), bbox=[778, 190, 797, 250]))
    page.insert(7, dict(_item(2, "20 21 2", None, 300), bbox=[776, 290, 798, 350]))
    by_page = {2: page}
    got = [e.title for e in entries(by_page, contents_pages(by_page))]
    assert got == [r.rsplit(" ", 1)[0] for r in rows], got
