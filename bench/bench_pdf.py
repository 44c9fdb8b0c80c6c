"""PDF parsing and OCR benchmark: `.venv/bin/python bench/bench_pdf.py [--runs 3]`.

Prints medians for (1) text-layer parsing on a 200-page PDF (our parser end to end, and the raw
text extraction of PyMuPDF and pypdfium2 that informed the choice), (2) OCR seconds per page and
character accuracy on the sample book's image-only pages at several resolutions, (3) tree
agreement: bookmarks found as tree nodes with the same start page, and our parser's tree against
the tree built from MinerU's output of zh-thesis/origin.pdf (both with f.common.tree.pageindex)."""
from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import statistics
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402

import f.common.pdf.ocr as ocr  # noqa: E402
from f.common.pdf.run import parse_pdf  # noqa: E402
from f.common.tree.pageindex import build_pageindex  # noqa: E402
from f.sample.build import build, scan_texts  # noqa: E402

THESIS = ROOT.parent / "shared" / "dev-data" / "mineru-samples" / "zh-thesis"
SMALL_PRINT = ["注：本页用 6.5 磅小字排印，检验低分辨率下的识别率。",
               "设 a = (x1, y1)，b = (x2, y2)，则 a·b = x1x2 + y1y2。",
               "等比数列前 n 项和：当 q ≠ 1 时，S_n = a_1(1 - q^n)/(1 - q)。",
               "高斯发现首尾两数相加都等于 101，一共有 50 对。"]
NO_OCR = {"ocr_fn": lambda page: {"blocks": [], "confidence": 0.0, "width": 1, "height": 1}}


def clean(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def char_accuracy(got: str, want: str) -> float:
    """1 - (character edit operations / length of the known text), via difflib opcodes."""
    got, want = clean(got), clean(want)
    matcher = difflib.SequenceMatcher(None, want, got, autojunk=False)
    errors = sum(max(i2 - i1, j2 - j1) for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != "equal")
    return max(0.0, 1 - errors / max(1, len(want)))


def text_pdf_200(sample: Path) -> bytes:
    src = pymupdf.open(sample)
    text_pages = [n for n in range(src.page_count) if src[n].get_text().strip()]
    out = pymupdf.open()
    while out.page_count < 200:
        for n in text_pages[: 200 - out.page_count]:
            out.insert_pdf(src, from_page=n, to_page=n)
    return out.tobytes(garbage=3, deflate=True)


def bench_text(data: bytes, runs: int) -> dict:
    ours = []
    for _ in range(runs):
        started = time.perf_counter()
        _files, report = parse_pdf(data, name="bench200.pdf", **NO_OCR)
        ours.append(report["pages"] / (time.perf_counter() - started))
    mupdf = []
    for _ in range(runs):
        started = time.perf_counter()
        doc = pymupdf.open(stream=data)
        for page in doc:
            page.get_text("dict")
        mupdf.append(doc.page_count / (time.perf_counter() - started))
    result = {"pages": 200, "ours_pages_per_s": round(statistics.median(ours), 1),
              "pymupdf_dict_pages_per_s": round(statistics.median(mupdf), 1)}
    try:
        import pypdfium2 as pdfium

        pdfium_rates = []
        for _ in range(runs):
            started = time.perf_counter()
            doc = pdfium.PdfDocument(data)
            for index in range(len(doc)):
                textpage = doc[index].get_textpage()
                textpage.get_text_bounded()
                for i in range(textpage.count_rects()):
                    textpage.get_rect(i)
            pdfium_rates.append(len(doc) / (time.perf_counter() - started))
        result["pypdfium2_text_rects_pages_per_s"] = round(statistics.median(pdfium_rates), 1)
    except ImportError:
        result["pypdfium2_text_rects_pages_per_s"] = "not installed (bin/kb-setup --dev)"
    return result


def small_print_scan() -> pymupdf.Document:
    """A 300-dpi scan of 6.5 pt text: where a too-low OCR resolution would show."""
    src = pymupdf.open()
    page = src.new_page(width=420, height=160)
    page.insert_font(fontname="cjk", fontbuffer=pymupdf.Font("china-s").buffer)
    for number, line in enumerate(SMALL_PRINT):
        page.insert_text((20, 30 + number * 16), line, fontname="cjk", fontsize=6.5)
    pix = page.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
    out = pymupdf.open()
    out.new_page(width=420, height=160).insert_image(pymupdf.Rect(0, 0, 420, 160), stream=pix.tobytes("png"))
    return out


def bench_ocr(sample: Path, dpis: list[int], runs: int, small: bool = False) -> list[dict]:
    doc = pymupdf.open(sample)
    scans = [n for n in range(doc.page_count) if not doc[n].get_text().strip()]
    known = scan_texts()
    if small:
        doc, scans, known = small_print_scan(), [0], ["".join(SMALL_PRINT)]
    started = time.perf_counter()
    ocr.engine()
    load = time.perf_counter() - started
    rows = []
    for dpi in dpis:
        times, accuracy = [], []
        for number, want in zip(scans, known):
            for _ in range(runs):
                started = time.perf_counter()
                image, scale = ocr.render(doc[number], dpi)
                lines = ocr.recognise(image)
                times.append(time.perf_counter() - started)
            got = clean("".join(text for _box, text, _score in sorted(lines, key=lambda l: (l[0][1], l[0][0]))))
            # the page image also holds the running header and page number: compare body text only
            start = got.find(clean(want)[:4])
            body = got[start:] if start >= 0 else got
            accuracy.append(char_accuracy(body[: len(clean(want))], want))
        rows.append({"page": "6.5 pt small print" if small else "sample scans", "dpi": dpi,
                     "seconds_per_page": round(statistics.median(times), 2),
                     "char_accuracy": round(statistics.mean(accuracy), 4), "pages": len(scans)})
    return [{"engine_load_s": round(load, 2)}, *rows]


def bench_pool(sample: Path, pages: int = 12) -> dict:
    """Scanned pages parsed end to end: in this process (workers 0, onnxruntime on all cores), one
    worker process with all cores' threads (workers 1), one process per core (workers = cores)."""
    src = pymupdf.open(sample)
    scans = [n for n in range(src.page_count) if not src[n].get_text().strip()]
    out = pymupdf.open()
    for n in scans * (pages // len(scans)):
        out.insert_pdf(src, from_page=n, to_page=n)
    data = out.tobytes()
    result = {}
    for workers in sorted({0, 1, ocr.cores()}):
        started = time.perf_counter()
        _files, report = parse_pdf(data, workers=workers)
        result[f"workers_{workers}_s"] = round(time.perf_counter() - started, 1)
        assert report["ocr_pages"] == pages and not report["skipped_pages"]
    return {"scanned_pages": pages, **result}


def nodes_of(tree: dict) -> list[tuple[str, int, int]]:
    out = []

    def walk(items, depth):
        for node in items:
            out.append((clean(node["title"]), node["start_index"], depth))
            walk(node.get("nodes", []), depth + 1)

    walk(tree["structure"], 1)
    return out


def bookmark_agreement(data: bytes, use_outline: bool) -> dict:
    files, _ = parse_pdf(data, use_outline=use_outline)
    tree = build_pageindex(json.loads(files["content_list.json"]), book_id="b", doc_name="b")
    have = {(t, s) for t, s, _ in nodes_of(tree)}
    toc = pymupdf.open(stream=data).get_toc()
    hits = sum((clean(title), page) in have for _l, title, page in toc)
    return {"bookmarks": len(toc), "found_with_same_start": hits, "share": round(hits / max(1, len(toc)), 3)}


def thesis_vs_mineru(folder: Path) -> dict:
    data = (folder / "origin.pdf").read_bytes()
    ours_files, _ = parse_pdf(data)
    ours = nodes_of(build_pageindex(json.loads(ours_files["content_list.json"]), book_id="t", doc_name="t"))
    mineru = nodes_of(build_pageindex(json.loads((folder / "content_list.json").read_text()),
                                      book_id="t", doc_name="t"))
    toc = pymupdf.open(stream=data).get_toc()
    truth = {(clean(t), p) for _l, t, p in toc}
    ours_set, mineru_set = {(t, s) for t, s, _ in ours}, {(t, s) for t, s, _ in mineru}
    return {"bookmarks": len(truth),
            "ours_nodes": len(ours), "ours_bookmarks_found": len(truth & ours_set),
            "mineru_nodes": len(mineru), "mineru_bookmarks_found": len(truth & mineru_set),
            "shared_nodes_same_start": len(ours_set & mineru_set),
            "ours_depth_max": max(d for *_x, d in ours), "mineru_depth_max": max(d for *_x, d in mineru)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dpi", default="100,150,200")
    parser.add_argument("--thesis", type=Path, default=THESIS, help="MinerU dev data folder of zh-thesis")
    args = parser.parse_args()
    thesis_dir = args.thesis
    with tempfile.TemporaryDirectory() as tmp:
        sample = build(tmp)
        print("cores", ocr.cores(), "load average", os.getloadavg())
        print("text layer:", json.dumps(bench_text(text_pdf_200(sample), args.runs)))
        dpis = [int(d) for d in args.dpi.split(",")]
        for row in bench_ocr(sample, dpis, 1) + bench_ocr(sample, dpis, 1, small=True)[1:]:
            print("ocr:", json.dumps(row, ensure_ascii=False))
        print("ocr pool (whole parse, engine start included):", json.dumps(bench_pool(sample)))
        print("bookmarks (outline used):", json.dumps(bookmark_agreement(sample.read_bytes(), True)))
        print("bookmarks (font statistics only):", json.dumps(bookmark_agreement(sample.read_bytes(), False)))
        if thesis_dir.exists():
            thesis = (thesis_dir / "origin.pdf").read_bytes()
            print("zh-thesis bookmarks (outline used):", json.dumps(bookmark_agreement(thesis, True)))
            print("zh-thesis bookmarks (font statistics only):", json.dumps(bookmark_agreement(thesis, False)))
            print("zh-thesis ours vs MinerU:", json.dumps(thesis_vs_mineru(thesis_dir)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
