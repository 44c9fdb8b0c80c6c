"""What the exercise sets written for the benchmark share (bench/make_exercises11.py, 12): the page and
row helpers, writing each document (and its answer file) as a PDF, scanned ones as images with their
OCR lines cached, and the labels with the rows OCR cannot read as printed set aside."""
from __future__ import annotations

from pathlib import Path

import pymupdf

from bench import scan_unseen
from bench.make_exercise_papers5 import render


def p(*texts: str) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


def row(number, page, a_page, starts, **more) -> dict:
    return {"number": str(number), "page": page, **more, "a_page": a_page, "check": {"starts": starts}}


def make(out: Path, docs: dict, seed: int) -> None:
    """docs: name -> (maker, split, scanned); maker() -> (paper pages, answer pages or None, rows)."""
    out.mkdir(parents=True, exist_ok=True)
    for k, (name, (maker, _split, scanned)) in enumerate(docs.items()):
        paper, answers, _rows = maker()
        for suffix, pages in (("", paper), ("-answers", answers)):
            if pages is None:
                continue
            path = out / f"{name}{suffix}.pdf"
            render(pages, path)
            if scanned:  # image-only, like the seventh set's scans; OCR lines cached in out/ocr
                made = scan_unseen.made(pymupdf.open(path), seed + k + 50 * bool(suffix))
                path.write_bytes(made.tobytes(garbage=3, deflate=True))
                scan_unseen.warm(path)
            print("made", path, flush=True)


def labels(docs: dict, generator: str, fixes: dict, key) -> dict:
    """Each document's split, paths and rows; a row whose key(name, row) is in fixes gets that check
    instead, or is kept for "found" only where the fix is None (OCR lost its answer)."""
    def fixed(name: str, r: dict) -> dict:
        k = key(name, r)
        if k not in fixes:
            return r
        if fixes[k] is None:
            return {f: v for f, v in r.items() if f not in ("a_page", "check")}
        return dict(r, check=fixes[k])

    out = {}
    for name, (maker, split, scanned) in docs.items():
        _paper, answers, rows = maker()
        out[name] = {"split": split, "made": f"written for this set ({generator}), not a real document",
                     "scanned": scanned, "path": f"/{name}.pdf",
                     **({"answers_path": f"/{name}-answers.pdf"} if answers else {}),
                     "rows": [fixed(name, r) for r in rows]}
    return out
