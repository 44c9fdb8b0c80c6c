"""Issue 11: the contents-page path serves PDFs parsed by our own parser too: a printed contents
page in a PDF without bookmarks, lesson titles set at body size (nothing marks them as headings),
printed page numbers in the footer with an offset from the physical page."""
import json
import unicodedata

import pymupdf

from f.common.cli import render
from f.common.ingest.flow import ingest
from f.common.pdf.run import parse_pdf
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests import pdfmake

BODY = "本课练习计算与作图，先读题，再写出每一步的理由，最后检查结果是否合理。"
CONTENTS = [("第一单元 图形的认识", 3), ("1. 长方形和正方形", 3), ("2. 平行四边形（1）", 4),
            ("2. 平行四边形（2）", 5), ("第一单元 综合练习", 6), ("第二单元 分数的初步认识", 7),
            ("1. 几分之一", 7), ("2. 几分之几", 8)]


def _workbook() -> bytes:
    doc = pymupdf.open()
    cover = pdfmake.new_page(doc)
    pdfmake.write(cover, 120, 200, "数学 一课一练", 24)
    toc = pdfmake.new_page(doc)
    pdfmake.write(toc, 180, 60, "目录", 16)
    for n, (title, printed) in enumerate(CONTENTS):
        indent = 40 if title.startswith("第") else 60
        pdfmake.write(toc, indent, 100 + n * 24, f"{title} {'.' * 30} {printed}", 10)
    # printed page p is physical page p (0-based index p: cover and contents are pages 1-2,
    # printed 3 starts on physical page 3); every lesson title at body size on its page
    by_printed: dict[int, list[str]] = {}
    for title, printed in CONTENTS:
        by_printed.setdefault(printed, []).append(title)
    for printed in range(3, 9):
        page = pdfmake.new_page(doc)
        y = 60
        for title in by_printed.get(printed, []):
            pdfmake.write(page, 40, y, title, 10)
            y += 22
            for _ in range(3):
                pdfmake.write(page, 40, y, BODY, 10)
                y += 18
        pdfmake.write(page, 200, 570, str(printed), 9)
    return pdfmake.to_bytes(doc)


def _fold(title: str) -> str:
    return unicodedata.normalize("NFKC", title).replace(" ", "")


def test_a_printed_contents_page_without_bookmarks_gives_the_tree():
    files, _ = parse_pdf(_workbook(), workers=0)
    items = json.loads(files["content_list.json"])
    tree = build_pageindex(items, book_id="t/w", doc_name="w")
    got = [(n["title"], n["start_index"]) for _, n, _ in walk(tree["structure"])]
    for title, printed in CONTENTS:
        assert any(_fold(t) == _fold(title) and s == printed for t, s in got), \
            (title, printed, got)
    assert tree["contents"]["located"] == len(CONTENTS)
    # the contents page is one node of its own on its page (issue 28), its lines none
    assert [(t, p) for t, p in got if t == "目录"] == [("目录", 2)]


def test_the_ingest_report_and_manifest_say_the_tree_follows_the_contents(tmp_path, store_env):
    settings, store = store_env
    pdf = tmp_path / "workbook.pdf"
    pdf.write_bytes(_workbook())
    report = ingest(pdf, "t/workbook", skip_vectors=True, settings=settings, store=store)
    assert report["tree"]["contents"] == {"path": "contents", "entries": len(CONTENTS),
                                          "located": len(CONTENTS)}
    assert f"contents: {len(CONTENTS)} entries, {len(CONTENTS)} located" in render.ingest(report)
    manifest = json.loads(store.get("parsed/t/workbook/manifest.json"))
    assert manifest["tree"]["path"] == "contents"
