"""Figures and tables, measured: `.venv/bin/python bench/bench_figures.py`.

1. Captions found on the dev-data MinerU samples (../shared, read at run time): per sample the
   image/table blocks, those with a caption from MinerU, those given one by the neighbour rule
   (f.common.content.figures), and caption-like text blocks no figure took (possible misses).
2. Our own PDF parser on the samples' origin.pdf, against MinerU's blocks of the same pages:
   tables and figures found on the same page with overlapping bbox, captions attached, and for
   tables the cells: the share of MinerU's table grids ours reproduces exactly (same rows and
   columns, same cell text after whitespace folding) and the share of MinerU's cells found.
3. The three-line-table PDFs of tests/test_pdf_three_line_tables.py (made here): tables found.
4. With --search: zh-thesis ingested with vectors, each caption's words searched (caption_search).
Nothing here is copied into the repository; the text stays in ../shared."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from f.common.content.content_list import parse_content_list  # noqa: E402
from f.common.content.figures import book_figures, caption_kind  # noqa: E402
from f.common.content.page_text import _table_parser  # noqa: E402
from f.common.textnorm import fold  # noqa: E402

MINERU = ROOT.parent / "shared" / "dev-data" / "mineru-samples"


def captions(folder: Path) -> dict:
    items = parse_content_list((folder / "content_list.json").read_bytes())
    figures = book_figures(items)
    own = sum(1 for i in items if i["type"] in ("image", "table", "chart") and any(
        str(x).strip() for x in (i.get("image_caption") or i.get("table_caption") or [])))
    taken = {(f["page"], f["caption"]) for f in figures if f["caption"]}
    loose = [i for i in items if i["type"] == "text" and caption_kind(i.get("text") or "")
             and (i["page_idx"] + 1, " ".join((i.get("text") or "").split())) not in taken]
    return {"blocks": len(figures), "figures": sum(f["kind"] == "figure" for f in figures),
            "tables": sum(f["kind"] == "table" for f in figures), "mineru_captioned": own,
            "captioned": sum(bool(f["caption"]) for f in figures),
            "numbered": sum(bool(caption_kind(f["caption"])) for f in figures if f["caption"]),
            "caption_like_text_not_taken": len(loose)}


def _cells(html: str) -> list[list[str]]:
    parser = _table_parser()
    parser.feed(html or "")
    return [[" ".join(fold(c).split()).replace(" ", "") for c in row] for row in parser.rows if row]


def _overlap(a, b) -> bool:
    return min(a[3], b[3]) > max(a[1], b[1]) and min(a[2], b[2]) > max(a[0], b[0])


def parser_vs_mineru(folder: Path) -> dict:
    from f.common.pdf.run import parse_pdf

    theirs = parse_content_list((folder / "content_list.json").read_bytes())
    started = time.monotonic()
    files, report = parse_pdf((folder / "origin.pdf").read_bytes(), workers=0,
                              ocr_fn=lambda page: {"blocks": [], "confidence": 1.0, "width": 1, "height": 1})
    seconds = time.monotonic() - started
    ours = json.loads(files["content_list.json"])
    out = {"pages": report["pages"], "parse_seconds": round(seconds, 1)}
    for kind in ("table", "image"):
        want = [i for i in theirs if i["type"] == kind and i.get("bbox")]
        have = [i for i in ours if i["type"] == kind]
        matched = [(w, next((h for h in have if h["page_idx"] == w["page_idx"]
                             and _overlap(h["bbox"], w["bbox"])), None)) for w in want]
        hits = [(w, h) for w, h in matched if h]
        key = f"{kind}_caption" if kind == "table" else "image_caption"
        entry = {"mineru": len(want), "ours": len(have), "found": len(hits),
                 "extra": len(have) - len({id(h) for _w, h in hits}),
                 "mineru_captioned": sum(bool(w.get(key)) for w in want),
                 "captioned_too": sum(bool(w.get(key)) and bool(h.get(key)) for w, h in hits)}
        if kind == "table":
            exact = cells = found_cells = 0
            for w, h in hits:
                a, b = _cells(w.get("table_body")), _cells(h.get("table_body"))
                exact += a == b
                flat = [c for row in b for c in row]
                mine = [c for row in a for c in row if c]
                cells += len(mine)
                found_cells += sum(c in flat for c in mine)
            entry.update(grids_exact=exact, cells_found=round(found_cells / max(cells, 1), 3))
        out[kind + "s"] = entry
    return out


def synthetic() -> dict:
    import pymupdf

    from f.common.pdf.run import parse_pdf
    from tests import test_pdf_three_line_tables as t

    found = {}
    for name, build in (("lines", t.table_page), ("word", lambda d: t.table_page(d, word_style=True)),
                        ("prose", t.prose_page)):
        doc = pymupdf.open()
        build(doc)
        items = json.loads(parse_pdf(t.to_bytes(doc), workers=0)[0]["content_list.json"])
        tables = [i for i in items if i["type"] == "table"]
        found[name] = {"tables": len(tables),
                       "exact": sum(t._rows(x["table_body"]) == t.EXPECTED for x in tables)}
    return found


def caption_search(folder: Path) -> dict:
    """Ingest the sample (embedded default, bundled model) and search each caption's words (its
    number cut off, e.g. 表 2.1): the first hit on the caption's page, and marked as its kind."""
    import os
    import tempfile

    os.environ["KB_HOME"] = tempfile.mkdtemp(prefix="kb-bench-figures-")
    os.environ["KB_SEARCHD"] = "off"
    from f.common.ingest.flow import ingest

    book = "bench/figures/" + folder.name
    ingest(folder, book, no_summaries=True)
    figures = [f for f in book_figures(parse_content_list((folder / "content_list.json").read_bytes()))
               if f["caption"]]
    out = {"captions": len(figures)}
    for how in ("words", "whole caption"):
        out[how] = _search_each(figures, book, how == "words")
    return out


def _search_each(figures: list[dict], book: str, words_only: bool) -> dict:
    import re

    from f.common.config import load
    from f.common.vectors import service

    page = marked = top5 = 0
    misses = []
    for f in figures:
        words = f["caption"]
        if words_only:
            words = re.sub(r"^\s*续?[图表]\s*[0-9]+(?:\s*[.\-]\s*[0-9]+)*\s*", "", words) or words
        hits = service.search(load(), words, top_k=5, book=book)["hits"]
        hit = hits[0]
        top5 += any(h["page"] == f["page"] and h.get("kind") == f["kind"] for h in hits)
        if hit["page"] != f["page"]:
            misses.append((f["page"], hit["page"], hit.get("kind") or "page"))
        page += hit["page"] == f["page"]
        marked += hit["page"] == f["page"] and hit.get("kind") == f["kind"]
    return {"first_hit_on_page": page, "first_hit_marked_as_kind": marked, "in_top5_marked": top5,
            "misses (page, first hit page, its kind)": misses}


def main() -> None:
    if not MINERU.is_dir():
        print(f"skipped: {MINERU} is not here")
        return
    if "--search" in sys.argv:
        print("zh-thesis caption search", json.dumps(caption_search(MINERU / "zh-thesis")))
        return
    for folder in sorted(p for p in MINERU.iterdir() if p.is_dir()):
        print(folder.name, "captions", json.dumps(captions(folder)))
        if (folder / "origin.pdf").exists():
            print(folder.name, "our parser", json.dumps(parser_vs_mineru(folder)))
    print("three-line test PDFs", json.dumps(synthetic()))


if __name__ == "__main__":
    main()
