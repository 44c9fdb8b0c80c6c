"""PDF page labels as viewers show them (issue 28): prefixes in UTF-16BE / UTF-16LE with a byte-order
mark, PDFDocEncoding and UTF-8; styles D, r/R, a/A with /St; a prefix that cannot be decoded leaves
the label out. A real PDF whose /PageLabels number tree is written by hand, the real parser and the
real wrappers: no raw label bytes in structure, content or search output."""
from __future__ import annotations

import json
import re

import pymupdf

from f.common.pdf.page_labels import clean_label, decode_text, numeral, page_labels
from f.common.pdf.run import parse_pdf
from f.common.tree.pageindex import build_pageindex
from tests.pdfmake import new_page, to_bytes, write
from tests.test_wrappers import run

RAW = re.compile(r"<\s*F[EF]F[EF]|FEFF|<[0-9A-F]{4,}>", re.I)

# page index -> (number-tree entry, the label a viewer shows)
RANGES = [
    (0, "<< /P <FEFF5C019762> >>", "封面"),               # UTF-16BE, prefix only
    (1, "<< /P <FEFF7AE082820033003A> /S /D >>", "章节3:1"),  # UTF-16BE prefix + decimal
    (3, "<< /P <FFFE2C7B> /S /r /St 4 >>", "第iv"),        # UTF-16LE prefix + roman from 4
    (4, "<< /P (A\\055) /S /A /St 27 >>", "A-AA"),        # PDFDocEncoding, letters past Z
    (5, "<< /P <FEFFD800> /S /D >>", None),               # a lone surrogate: not text
    (6, "<< /S /a >>", "a"),
]


def labelled_pdf() -> bytes:
    doc = pymupdf.open()
    texts = ["物理 必修 第一册", "第一章 运动的描述", "1.1 质点 参考系 物体的位置随时间变化",
             "1.2 时间 位移 时刻和时间间隔", "第二章 匀变速直线运动", "2.1 速度 加速度与速度变化",
             "2.2 自由落体运动 重力加速度"]
    for number, text in enumerate(texts):
        page = new_page(doc)
        write(page, 50, 80, text, 18 if number else 26)
        for line in range(6):
            write(page, 50, 130 + line * 22, f"{text}。物体运动的描述需要参考系，本页第{line + 1}段正文。", 11)
    nums = " ".join(f"{start} {entry}" for start, entry, _ in RANGES)
    doc.xref_set_key(doc.pdf_catalog(), "PageLabels", f"<< /Nums [ {nums} ] >>")
    return to_bytes(doc)


def test_decode_text_strings():
    assert decode_text(b"\xfe\xff\x7a\xe0\x00\x33") == "章3"
    assert decode_text(b"\xff\xfe\xe0\x7a") == "章"
    assert decode_text(b"\xef\xbb\xbf\xe7\xac\xac") == "第"
    assert decode_text("第".encode()) == "第"  # UTF-8 with no mark, as some producers write it
    assert decode_text(b"A\x84B") == "A\u2014B"  # PDFDocEncoding's em dash
    assert decode_text(b"\xfe\xff\xd8\x00") is None
    assert decode_text(b"A\x7f") is None
    assert [numeral(s, n) for s, n in [("D", 7), ("r", 14), ("R", 4), ("a", 1), ("A", 28), ("a", 53)]] \
        == ["7", "xiv", "IV", "a", "BB", "aaa"]


def test_labels_read_from_the_number_tree():
    doc = pymupdf.open(stream=labelled_pdf())
    assert page_labels(doc) == ["封面", "章节3:1", "章节3:2", "第iv", "A-AA", None, "a"]
    # the old way: PyMuPDF hands the hex prefix back raw
    assert doc[1].get_label().startswith("<FEFF")


def test_stored_raw_labels_are_decoded_or_left_out():
    assert clean_label("<FEFF7AE082820033003A>1") == "章节3:1"
    assert clean_label("<FEFFD800>1") is None
    assert clean_label("xii") == "xii"
    tree = build_pageindex([{"type": "text", "text": "正文", "page_idx": 0},
                            {"type": "page_number", "text": "<FEFF004D>2", "source": "page_label",
                             "bbox": [0, 0, 0, 0], "page_idx": 0},
                            {"type": "text", "text": "正文", "page_idx": 1}],
                           book_id="t/b", doc_name="b", pdf_labels={"2": "<FEFFDC00>"})
    assert tree["page_labels"] == {"1": "M2"}


def test_parse_and_tree_carry_decoded_labels():
    files, _ = parse_pdf(labelled_pdf(), workers=0)
    items = json.loads(files["content_list.json"])
    assert not RAW.search(json.dumps(items, ensure_ascii=False))
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    want = {str(start + 1): label for start, _, label in RANGES if label}
    want["3"] = "章节3:2"
    assert tree["page_labels"] == want


def test_no_raw_label_bytes_in_any_tool(tmp_path):
    pdf = tmp_path / "labels.pdf"
    pdf.write_bytes(labelled_pdf())
    book = "t/labels"
    code, out, err = run("ebook-ingest", str(pdf), "--book", book)
    assert code == 0, err
    outputs = []
    for args in (["pageindex-structure", "--book", book], ["pageindex-structure", "--book", book, "--json"],
                 ["pageindex-content", "--book", book, "--pages", "1-7"],
                 ["pageindex-content", "--book", book, "--pages", "1-7", "--json"],
                 ["qdrant-search", "参考系 物体的位置", "--book", book, "--top-k", "7"],
                 ["qdrant-search", "参考系 物体的位置", "--book", book, "--top-k", "7", "--json"]):
        code, out, err = run(*args)
        assert code == 0, (args, err)
        outputs.append(out)
    for out in outputs:
        assert not RAW.search(out), out[:400]
    content = json.loads(outputs[3])
    assert [p.get("page_label") for p in content["pages"]][:5] == ["封面", "章节3:1", "章节3:2", "第iv", "A-AA"]
    assert "printed 章节3:1" in outputs[2]
    hits = json.loads(outputs[5])
    labels = {h["page"]: h.get("page_label") for h in hits.get("results", hits.get("hits", []))}
    assert labels and all(labels[p] == dict((s + 1, lab) for s, _, lab in RANGES).get(p, labels[p])
                          for p in labels)
