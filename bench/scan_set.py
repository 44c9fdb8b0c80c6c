"""The scanned dev set for bench_scan_trees.py, made at bench time and never stored in the repo.

Each source PDF (a dev PDF from ../shared, or the sample book built by f.sample.build) is cut to
its first `pages` pages and written twice into the cache dir: the text-layer cut, and a scan of it:
every page rasterised in grey at 150-200 dpi (varying page to page), every third page turned by
0.5-1.5°, every fourth given sensor noise and speckles, each page only an image (no text layer, no
bookmarks). Seeded: the same inputs give the same files. OCR is the slow part (seconds a page), so
`CachedOcr` keeps RapidOCR's raw lines per page image (sha1 of the image bytes) on disk; the
geometry after it (f.common.pdf.ocr.page_result) is re-run on every bench run."""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import numpy as np
import pymupdf

CACHE = Path("/tmp/kb-scan-bench")


def cut(src: Path | bytes, pages: int) -> pymupdf.Document:
    doc = pymupdf.open(stream=src) if isinstance(src, bytes) else pymupdf.open(src)
    out = pymupdf.open()
    out.insert_pdf(doc, from_page=0, to_page=min(pages, doc.page_count) - 1)
    return out


def _scan_image(page, n: int, rng: random.Random) -> bytes:
    import cv2

    dpi = rng.choice((150, 160, 175, 200))
    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False)
    img = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width).astype(np.float32)
    if n % 3 == 1:
        angle = rng.uniform(0.5, 1.5) * rng.choice((-1, 1))
        turn = cv2.getRotationMatrix2D((pix.width / 2, pix.height / 2), angle, 1.0)
        img = cv2.warpAffine(img, turn, (pix.width, pix.height), flags=cv2.INTER_LINEAR,
                             borderValue=255.0)
    if n % 4 == 2:
        noise = np.random.default_rng(n).normal(0, 14, img.shape)
        img = img + noise
        specks = np.random.default_rng(n + 1).random(img.shape) < 0.0015
        img[specks] = 40
    ok, png = cv2.imencode(".png", np.clip(img, 0, 255).astype(np.uint8))
    return png.tobytes()


def scan(doc: pymupdf.Document, seed: int = 12) -> pymupdf.Document:
    rng = random.Random(seed)
    out = pymupdf.open()
    for n, page in enumerate(doc):
        target = out.new_page(width=page.rect.width, height=page.rect.height)
        target.insert_image(target.rect, stream=_scan_image(page, n, rng))
    return out


def pair(name: str, src: Path | bytes, pages: int) -> tuple[bytes, bytes]:
    """(text-layer cut, its scan) as bytes, built once into CACHE."""
    CACHE.mkdir(parents=True, exist_ok=True)
    text_path, scan_path = CACHE / f"{name}-{pages}.pdf", CACHE / f"{name}-{pages}.scan.pdf"
    if not scan_path.exists():
        doc = cut(src, pages)
        doc.set_toc([])
        text_path.write_bytes(doc.tobytes(garbage=3, deflate=True))
        scan_path.write_bytes(scan(doc).tobytes(garbage=3, deflate=True))
    return text_path.read_bytes(), scan_path.read_bytes()


def image_hash(page) -> str:
    xref = page.get_images(full=True)[0][0]
    return hashlib.sha1(page.parent.xref_stream_raw(xref)).hexdigest()


class CachedOcr:
    """`ocr_fn` for parse_pdf: RapidOCR's raw lines from disk when this page image was read before."""

    def __init__(self, root: Path = CACHE / "ocr"):
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        self.hits = self.misses = 0

    def raw(self, page) -> list[dict]:
        import f.common.pdf.ocr as ocr

        path = self.root / f"{image_hash(page)}.json"
        image, scale = ocr.render(page)
        if path.exists():  # the engine's lines; their measures are taken again (cheap)
            self.hits += 1
            return ocr.measure_lines(image, json.loads(path.read_text()), scale)
        self.misses += 1
        lines = ocr.read_lines(image, scale)
        path.write_text(json.dumps(lines, ensure_ascii=False))
        return lines

    def __call__(self, page) -> dict:
        import f.common.pdf.ocr as ocr

        return ocr.page_result(self.raw(page), page.rect.width, page.rect.height)


def _warm(args: tuple[str, int]) -> int:
    import f.common.pdf.ocr as ocr

    path, index = args
    ocr.engine(1)  # one thread per worker process: two processes on two cores
    doc = pymupdf.open(path)
    CachedOcr().raw(doc[index])
    return index


def warm(scan_pdf: bytes, name: str, workers: int = 2) -> None:
    """OCR every page of a scan into the cache, `workers` processes at a time."""
    from concurrent.futures import ProcessPoolExecutor

    path = CACHE / f"{name}.warm.pdf"
    path.write_bytes(scan_pdf)
    doc = pymupdf.open(path)
    todo = [(str(path), i) for i in range(doc.page_count)
            if not (CACHE / "ocr" / f"{image_hash(doc[i])}.json").exists()]
    if todo:
        with ProcessPoolExecutor(workers) as pool:
            list(pool.map(_warm, todo))
