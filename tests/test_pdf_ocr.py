"""OCR with the real RapidOCR models: scanned pages are read, their confidence recorded; a page
that makes OCR fail is skipped and reported; an interrupted parse resumes from its cached pages."""
from __future__ import annotations

import difflib
import json
import os
import re
import signal
import subprocess
import sys
import time
import unicodedata

import pymupdf

import f.common.pdf.ocr as ocr
from f.common.config import load
from f.common.ingest.flow import ingest
from f.common.pdf.run import parse_pdf
from f.common.store import books
from f.common.store.objects import get_store
from tests.conftest import ROOT
from tests.pdfmake import font_buffer, new_page, scan_page, to_bytes, write

SCAN_A = ["向量既有大小又有方向。", "数量只有大小，没有方向。"]
SCAN_B = ["等差数列的公差为 d，", "通项公式 a_n = a_1 + (n - 1)d。"]


def _clean(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def similarity(got: str, want: str) -> float:
    return difflib.SequenceMatcher(None, _clean(got), _clean(want)).ratio()


def _scanned_book(scans=(SCAN_A, SCAN_B)) -> bytes:
    doc = pymupdf.open()
    write(new_page(doc), 40, 80, "第一页有文字层。", 11)
    for lines in scans:
        scan_page(doc, list(lines))
    return to_bytes(doc)


def test_scanned_pages_are_read_in_parallel_with_confidence():
    files, report = parse_pdf(_scanned_book(), name="scan.pdf", workers=2)
    assert report["ocr_pages"] == 2 and report["skipped_pages"] == []
    assert set(report["ocr_confidence"]) == {"2", "3"}
    assert all(c > 0.8 for c in report["ocr_confidence"].values())
    items = json.loads(files["content_list.json"])
    for page_idx, lines in ((1, SCAN_A), (2, SCAN_B)):
        text = "".join(i["text"] for i in items if i["page_idx"] == page_idx and i["type"] == "text")
        assert similarity(text, "".join(lines)) > 0.9, text


def test_a_page_that_breaks_ocr_is_skipped_and_reported(monkeypatch, tmp_path):
    real = ocr.ocr_page

    def breaks_on_page_two(page):
        if page.number == 1:
            raise RuntimeError("onnxruntime: invalid input tensor")
        return real(page)

    # Fault injection into the real engine call: one page raises, the book still completes.
    monkeypatch.setattr(ocr, "ocr_page", breaks_on_page_two)
    doc = pymupdf.open()
    write(new_page(doc), 40, 80, "第一页有文字层。", 11)
    scan_page(doc, SCAN_A)
    path = tmp_path / "broken.pdf"
    path.write_bytes(to_bytes(doc))
    report = ingest(path, "测试/坏页", skip_vectors=True)
    assert report["status"] == "ready"
    assert report["parse"]["skipped_pages"] == [
        {"page": 2, "error": "RuntimeError: onnxruntime: invalid input tensor"}]
    manifest = books.read_manifest(get_store(load()), "测试/坏页")
    assert manifest["status"] == "ready" and manifest["page_count"] == 2
    assert manifest["parse"]["skipped_pages"][0]["page"] == 2


def test_an_interrupted_parse_resumes_from_cached_pages(tmp_path):
    settings = load()
    store = get_store(settings)
    pages = [[f"第{n}页：数列是一列数。"] for n in range(1, 6)]
    doc = pymupdf.open()
    for lines in pages:
        scan_page(doc, lines, width=220, height=90)
    store.put(books.source_key("测试/续跑"), to_bytes(doc))
    cache_dir = settings.objects_dir / settings.bucket / "cache" / "测试" / "续跑"
    code = ("from f.common.config import load; from f.common.store.objects import get_store;"
            "from f.common.pdf.parse_step import parse_book; s = load();"
            "parse_book(s, get_store(s), '测试/续跑', workers=0)")
    child = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=os.environ.copy(),
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and child.poll() is None:
            if len(list(cache_dir.rglob("*.json"))) >= 2:
                break
            time.sleep(0.2)
        assert child.poll() is None, "the parse finished before it could be interrupted"
        child.send_signal(signal.SIGKILL)  # as hard as a lost worker
    finally:
        child.wait(timeout=30)
    cached = len(list(cache_dir.rglob("*.json")))
    assert 2 <= cached < 5
    from f.common.pdf.parse_step import parse_book

    report = parse_book(settings, store, "测试/续跑")  # the default pool this time
    assert report["ocr_resumed"] == cached and report["ocr_pages"] == 5
    items = json.loads(store.get(books.key("测试/续跑", "content_list.json")))
    assert {i["page_idx"] for i in items if i["type"] == "text"} == set(range(5))
    assert not cache_dir.exists() or not list(cache_dir.rglob("*.json"))  # dropped once stored


def test_a_garbage_text_layer_is_replaced_by_ocr():
    """A scan with a broken invisible text layer (glyphs without a Unicode mapping, as bad OCR or
    font tools leave behind) is read again by OCR instead of trusting the layer."""
    doc = pymupdf.open()
    page = scan_page(doc, SCAN_A)
    page.insert_font(fontname="cjk", fontbuffer=font_buffer())
    page.insert_text((20, 40), "\ue001\ue002\ue003\ue004" * 8, fontname="cjk", fontsize=10, render_mode=3)
    files, report = parse_pdf(to_bytes(doc), workers=0)
    assert report["ocr_pages"] == 1
    text = "".join(i["text"] for i in json.loads(files["content_list.json"]) if i["type"] == "text")
    assert "\x00" not in text and similarity(text, "".join(SCAN_A)) > 0.9


def test_a_blank_scanned_page_is_blank_not_low_confidence():
    """A scanned page with nothing on it: the real engine finds no line; the page is blank (no
    text, nothing to trust or distrust), never "low OCR confidence" at 0.0."""
    doc = pymupdf.open()
    write(new_page(doc), 40, 80, "第一页有文字层，这一页的文字足够多。", 11)
    scan_page(doc, list(SCAN_A))
    scan_page(doc, [])  # the scan of an empty page
    files, report = parse_pdf(to_bytes(doc), name="scan.pdf", workers=0)
    assert report["ocr_pages"] == 2 and report["blank_pages"] == 1
    assert report["low_confidence_pages"] == [] and set(report["ocr_confidence"]) == {"2"}
    assert [i["page_idx"] for i in json.loads(files["content_list.json"])].count(2) == 0


def test_rapidocr_speaks_through_our_logger_without_colour(caplog):
    """RapidOCR installs a coloured stderr handler of its own; ours replaces it: its records come
    through f.common.pdf.ocr's logger as plain text, the routine "nothing detected" at DEBUG."""
    import logging

    import numpy as np

    ocr.engine()
    rapid = logging.getLogger("RapidOCR")
    assert any(type(h).__name__ == "_Relay" for h in rapid.handlers) and not rapid.propagate
    assert not any(type(h.formatter).__name__ == "ColoredFormatter" for h in rapid.handlers)
    with caplog.at_level(logging.DEBUG, logger="f.common.pdf.ocr"):
        assert ocr.read_lines(np.full((400, 300, 3), 255, dtype=np.uint8), 0.5) == []
        rapid.warning("model file looks odd")
    said = [(r.name, r.levelno, r.getMessage()) for r in caplog.records]
    assert ("f.common.pdf.ocr", logging.WARNING, "RapidOCR: model file looks odd") in said
    assert any(level == logging.DEBUG and "detection result is empty" in message
               for _name, level, message in said)
    assert not any("\x1b[" in message for _name, _level, message in said)


def test_an_ingest_of_a_blank_scan_prints_no_colour_codes_nor_low_confidence(tmp_path, kb_home):
    doc = pymupdf.open()
    write(new_page(doc), 40, 80, "第一页有文字层，这一页的文字足够多。", 11)
    scan_page(doc, [])
    pdf = tmp_path / "blank.pdf"
    pdf.write_bytes(to_bytes(doc))
    run = subprocess.run([str(ROOT / "bin" / "ebook-ingest"), str(pdf), "--book", "测试/空白页",
                          "--skip-vectors", "--json"], capture_output=True, text=True,
                         env={**os.environ, "KB_HOME": str(kb_home)}, timeout=300)
    assert run.returncode == 0, run.stderr[-1000:]
    parse = json.loads(run.stdout)["parse"]
    assert parse["blank_pages"] == 1 and parse["low_confidence_pages"] == []
    assert "\x1b[" not in run.stderr and "RapidOCR" not in run.stderr
    assert "low OCR confidence" not in run.stderr
