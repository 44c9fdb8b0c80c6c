"""Our parser end to end: PDF bytes -> MinerU-shaped files (content_list.json, content.md,
images/...) and a report. Text-layer pages are read in this process; pages that need OCR go to a
pool of worker processes. OCR results are handed to `cache` page by page as they finish, so an
interrupted parse resumes where it stopped."""
from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol

import f.common.pdf.items as itemlib
import f.common.pdf.mend as mendlib
import f.common.pdf.ocr as ocr
import f.common.pdf.parser as parser
from f.common.pdf import rows
from f.common.pdf.page_labels import page_labels
from f.common.pdf.validate import open_pdf
from f.common.progress import Progress

log = logging.getLogger(__name__)

LOW_CONFIDENCE = 0.80
PARSER_VERSION = "ours-1"


class PageCache(Protocol):
    def get(self, page: int) -> dict | None: ...
    def put(self, page: int, result: dict) -> None: ...


class NoCache:
    def get(self, page: int) -> dict | None:
        return None

    def put(self, page: int, result: dict) -> None:
        pass


def parse_pdf(data: bytes, *, name: str = "book.pdf", cache: PageCache | None = None,
              workers: int | None = None, use_outline: bool = True,
              ocr_fn: Callable | None = None) -> tuple[dict[str, bytes], dict]:
    """Pages needing OCR go to `workers` RapidOCR processes (default: one per core; 0 = in this
    process). `ocr_fn(page) -> {"blocks", "confidence", "width", "height"}` replaces the OCR of a
    page in-process (the benchmark uses it to time the text layer alone)."""
    started = time.monotonic()
    cache = cache or NoCache()
    doc = open_pdf(data, name)
    total = doc.page_count
    pages: list[dict] = []
    files: dict[str, bytes] = {}
    to_ocr: list[int] = []
    labels = page_labels(doc)  # decoded here: PyMuPDF's get_label() returns hex prefixes raw
    progress = Progress(f"parse {name}", total)
    for index in range(total):
        page = doc[index]
        blocks = parser.text_blocks(page)
        record = {"blocks": blocks, "images": [], "tables": [], "source": "text",
                  "label": labels[index]}
        if parser.needs_ocr(page, blocks):
            record["source"], record["blocks"] = "ocr", []
            to_ocr.append(index)
        elif not blocks:
            record["source"] = "blank"
        else:
            if mendlib.needs_mending(blocks):  # unmapped glyphs: OCR reads them (f.common.pdf.mend)
                record["mend"] = blocks
                to_ocr.append(index)
            drawn = parser.drawn_lines(page)
            parser.mark_underlined(blocks, drawn, page.rect.width or 1, page.rect.height or 1)
            record["blocks"], record["tables"] = parser.settled(blocks, parser.tables(page, drawn))
            for number, image in enumerate(parser.images(page, doc)):
                path = f"images/p{index + 1:04d}_{number + 1}.{image['ext']}"
                files[path] = image["data"]
                record["images"].append({"bbox": image["bbox"], "path": path})
        pages.append(record)
        progress.advance()
    progress.close()
    toc = doc.get_toc(simple=True) if use_outline else []
    ocr_report = _run_ocr(doc, data, to_ocr, pages, cache, workers, ocr_fn)
    doc.close()
    items, facts = itemlib.build_items(pages, toc)
    # a font's broken ToUnicode map can hand PyMuPDF a lone surrogate (`\ud80c`), which UTF-8 cannot
    # hold: it becomes `?` rather than failing the whole book
    files["content_list.json"] = json.dumps(items, ensure_ascii=False, indent=1).encode("utf-8", "replace")
    files["content.md"] = itemlib.markdown(items).encode("utf-8", "replace")
    seconds = time.monotonic() - started
    report = {"parser": PARSER_VERSION, "pages": total, "items": len(items),
              "text_pages": sum(p["source"] == "text" for p in pages),
              "blank_pages": sum(p["source"] == "blank" for p in pages),
              "images": sum(len(p["images"]) for p in pages),
              "tables": sum(len(p["tables"]) for p in pages),
              "outline_entries": len(toc), **facts, **ocr_report,
              "seconds": round(seconds, 2), "pages_per_second": round(total / max(seconds, 1e-6), 1)}
    return files, report


def _run_ocr(doc, data: bytes, indexes: list[int], pages: list[dict], cache: PageCache,
             workers: int | None, ocr_fn: Callable | None) -> dict:
    confidence: dict[str, float] = {}
    skipped: list[dict] = []
    resumed = 0
    todo = []
    for index in indexes:
        cached = cache.get(index)
        if cached is not None:
            resumed += 1
            _accept(pages[index], index, cached, confidence)
        else:
            todo.append(index)
    progress = Progress("ocr", len(todo)) if todo else None
    started = time.monotonic()

    def done(index: int, result: dict | None, error: str | None) -> None:
        if error is None:
            cache.put(index, result)
            _accept(pages[index], index, result, confidence)
        elif "mend" in pages[index]:  # the page keeps its settled text-layer blocks
            pages[index].pop("mend")
            log.warning("page %d: OCR to read its unmapped glyphs failed (%s); they are left out", index + 1, error)
        else:
            pages[index]["source"] = "skipped"
            skipped.append({"page": index + 1, "error": error})
        progress.advance()

    # One single-threaded worker process per core: measured on 2 idle cores, 12 scanned pages
    # take 40 s this way, 49 s in-process with onnxruntime threads, 60 s in one 2-thread worker
    # (docs/benchmarks.md). Processes also isolate a page that crashes the engine.
    workers = ocr.cores() if workers is None else workers
    if todo and (ocr_fn or workers == 0 or len(todo) == 1):
        for index in todo:
            try:
                done(index, (ocr_fn or ocr.ocr_page)(doc[index]), None)
            except Exception as exc:  # one bad page must not sink the book: reported as skipped
                log.warning("OCR of page %d failed: %s: %s", index + 1, type(exc).__name__, str(exc)[:200])
                done(index, None, f"{type(exc).__name__}: {str(exc)[:200]}")
    elif todo:
        with tempfile.TemporaryDirectory(prefix="kb-ocr-") as tmp:
            path = os.path.join(tmp, "book.pdf")
            with open(path, "wb") as handle:
                handle.write(data)
            import multiprocessing

            threads = max(1, ocr.cores() // workers)
            context = multiprocessing.get_context("spawn")
            pending = set(todo)
            try:
                with ProcessPoolExecutor(max_workers=min(workers, len(todo)), mp_context=context,
                                         initializer=ocr.init_worker, initargs=(path, threads)) as pool:
                    for future in as_completed([pool.submit(ocr.worker_ocr, i) for i in todo]):
                        index, result, error = future.result()
                        pending.discard(index)
                        done(index, result, error)
            except BrokenProcessPool:
                # A worker died (a crash inside the engine, or the OOM killer): find the page that
                # does it by running the rest one at a time; that page alone is skipped.
                for index in sorted(pending):
                    try:
                        with ProcessPoolExecutor(1, mp_context=context, initializer=ocr.init_worker,
                                                 initargs=(path, threads)) as solo:
                            done(*solo.submit(ocr.worker_ocr, index).result())
                    except BrokenProcessPool:
                        done(index, None, "the OCR worker crashed on this page")
    if progress:
        progress.close()
    ocr_seconds = time.monotonic() - started
    low = sorted(int(p) for p, c in confidence.items() if c < LOW_CONFIDENCE)
    mending = [i for i in indexes if pages[i]["source"] == "text"]  # sent to OCR to be mended
    mended = [pages[i].pop("mended", 0) for i in mending]
    return {"ocr_pages": len(indexes) - len(mending), "ocr_resumed": resumed,
            "mended_pages": sum(1 for n in mended if n), "mended_blocks": sum(mended),
            "ocr_seconds_per_page": round(ocr_seconds / len(todo), 2) if todo else None,
            "ocr_confidence": confidence, "low_confidence_pages": low,
            "skipped_pages": sorted(skipped, key=lambda s: s["page"])}


def _accept(page: dict, index: int, result: dict, confidence: dict) -> None:
    if "mend" in page:  # a text page: its own blocks, with the OCR's characters where they agree
        width, height = result.get("width") or 1, result.get("height") or 1
        lines = [dict(l, bbox=parser.scale_bbox(l["bbox"], width, height)) for l in result.get("line_boxes") or []]
        blocks, page["mended"] = mendlib.mend(page.pop("mend"), lines)
        if page["mended"]:  # settled as every text page is (the blocks left with unmapped glyphs)
            page["blocks"], _tables = parser.settled(blocks, [])
        return
    if not result.get("blocks") and not result.get("lines"):
        # nothing to read (a blank or picture-only page): blank, not "low confidence" at 0.0
        page["source"], page["blocks"] = "blank", []
        return
    width, height = result.get("width") or 1, result.get("height") or 1
    blocks = [dict(b, bbox=parser.scale_bbox(b["bbox"], width, height), ocr=True)
              for b in result["blocks"]]
    # the line repairs text-layer pages get (contents rows, `Chapter 3` over its title)
    page["blocks"] = rows.repair(blocks)
    page["source"] = "ocr"
    confidence[str(index + 1)] = result["confidence"]


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]
