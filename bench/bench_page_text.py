"""Page-text faithfulness: `.venv/bin/python bench/bench_page_text.py [--runs 3]`.

For each dev PDF and the sample book, our page text (what `pageindex-content` returns) against a
reference extraction made without our code: PyMuPDF's plain text of the page with its furniture
removed (a line among a page's first or last three that, digits masked, recurs there on a tenth
of the pages or is only a number). Reported per book: character agreement (1 - edit operations /
reference length, whitespace ignored, NFKC both sides), control characters in the stored text,
and running-header lines left in our page text (a line equal to a reference furniture line). For
zh-thesis, MinerU's own output of the same PDF is the reference. Last, the parsing speed of a
200-page text-layer PDF (median pages/s)."""
from __future__ import annotations

import argparse
import difflib
import json
import re
import statistics
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402

from bench.bench_pdf import NO_OCR, text_pdf_200  # noqa: E402
from f.common.content.content_list import parse_content_list  # noqa: E402
from f.common.content.page_text import page_texts  # noqa: E402
from f.common.pdf.run import parse_pdf  # noqa: E402
from f.common.textnorm import first_control  # noqa: E402
from f.sample.build import build  # noqa: E402

PDFS = ROOT.parent / "shared" / "dev-data" / "pdfs"
THESIS = ROOT.parent / "shared" / "dev-data" / "mineru-samples" / "zh-thesis"
EDGE = 3  # lines at each end of a page where furniture sits


def _squash(text: str) -> str:
    return re.sub(r"[\s|]+", "", unicodedata.normalize("NFKC", text))  # table bars: markup


def _mask(line: str) -> str:
    return re.sub(r"\d+", "#", re.sub(r"\s+", "", line))


_MARKUP = re.compile(r"^#{1,6} |^\|?\s*:?-{3,}.*$|^```.*$|\[图(?:: )?|\]$|\|", re.M)


def strip_markup(text: str) -> str:
    """Our rendering's own marks (heading #, table pipes and rules, code fences, figure labels)."""
    return _MARKUP.sub(" ", text)


def char_overlap(got: str, want: str) -> tuple[int, int, int]:
    """(characters in common as multisets, reference length, our length): order-free, so a
    reading-order difference (columns, tables) is not counted as lost text."""
    a, b = Counter(_squash(strip_markup(got))), Counter(_squash(want))
    return sum((a & b).values()), sum(b.values()), sum(a.values())


def agreement(got: str, want: str) -> tuple[int, int]:
    """(edit operations, reference length) on whitespace-free NFKC text."""
    got, want = _squash(got), _squash(want)
    matcher = difflib.SequenceMatcher(None, want, got, autojunk=False)
    errors = sum(max(i2 - i1, j2 - j1) for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != "equal")
    return errors, len(want)


def reference(doc) -> tuple[dict[int, str], set[str]]:
    """1-based page -> PyMuPDF plain text without furniture, and the furniture lines (masked)."""
    pages = {n + 1: [line for line in doc[n].get_text().split("\n") if line.strip()]
             for n in range(doc.page_count)}
    edges = Counter(key for lines in pages.values()
                    for key in {_mask(x) for x in lines[:EDGE] + lines[-EDGE:]})
    furniture = {key for key, n in edges.items() if n >= max(3, doc.page_count / 10)
                 and re.search(r"[^\W\d_]", key)}
    texts = {}
    for page, lines in pages.items():
        keep = [x for i, x in enumerate(lines) if not (
            (i < EDGE or i >= len(lines) - EDGE)
            and (_mask(x) in furniture or re.fullmatch(r"[\s\-–—·\divxlcdmIVXLCDM]{1,8}", x)))]
        texts[page] = "\n".join(keep)
    return texts, furniture


def score(ours: dict[int, str], want: dict[int, str], furniture: set[str], items: list) -> dict:
    errors = total = common = mine = 0
    for page, text in want.items():
        e, n = agreement(strip_markup(ours.get(page, "")), text)
        errors, total = errors + e, total + n
        c, _, m = char_overlap(ours.get(page, ""), text)
        common, mine = common + c, mine + m
    left = sum(1 for text in ours.values() for line in text.split("\n")
               if line.strip() and _mask(line) in furniture)
    controls = sum(1 for item in items if first_control(item))
    return {"pages": len(want), "char_recall": round(common / max(1, total), 4),
            "char_precision": round(common / max(1, mine), 4),
            "sequence_agreement": round(1 - errors / max(1, total), 4),
            "control_characters": controls, "running_header_lines_left": left}


def our_pages(data: bytes, name: str) -> tuple[dict[int, str], list]:
    files, _ = parse_pdf(data, name=name, workers=0, **NO_OCR)
    items = json.loads(files["content_list.json"])
    return page_texts(items), items


def bench_book(path: Path) -> dict:
    data = path.read_bytes()
    doc = pymupdf.open(stream=data)
    text_pages = {n + 1 for n in range(doc.page_count) if doc[n].get_text().strip()}
    want, furniture = reference(doc)
    want = {p: t for p, t in want.items() if p in text_pages}  # scans: no text-layer reference
    ours, items = our_pages(data, path.name)
    return {"book": path.stem, **score(ours, want, furniture, items)}


def bench_thesis() -> dict:
    """Our parser on the thesis PDF against MinerU's output of it (its furniture discarded)."""
    mineru = parse_content_list((THESIS / "content_list.json").read_bytes())
    want = page_texts(mineru)
    ours, items = our_pages((THESIS / "origin.pdf").read_bytes(), "origin.pdf")
    furniture = {_mask(i.get("text") or "") for i in mineru
                 if i["type"] in ("header", "footer", "discarded") and len(i.get("text") or "") > 3}
    return {"book": "zh-thesis (reference: MinerU)", **score(ours, want, furniture, items)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        sample = build(Path(tmp))
        rows.append(bench_book(Path(sample)))
        for path in sorted(PDFS.glob("*.pdf")):
            rows.append(bench_book(path))
        if (THESIS / "origin.pdf").exists():
            rows.append(bench_thesis())
        data = text_pdf_200(Path(sample))
    total_chars = sum(r["pages"] for r in rows)
    for row in rows:
        print(json.dumps(row, ensure_ascii=False))
    print(json.dumps({"pages": total_chars, **{f"min_{k}": min(r[k] for r in rows) for k in (
        "char_recall", "char_precision", "sequence_agreement")}}))
    rates = []
    for _ in range(args.runs):
        started = time.perf_counter()
        _files, report = parse_pdf(data, name="bench200.pdf", **NO_OCR)
        rates.append(report["pages"] / (time.perf_counter() - started))
    print(json.dumps({"text_layer_200_pages_per_s_median": round(statistics.median(rates), 1),
                      "runs": [round(r, 1) for r in rates]}))


if __name__ == "__main__":
    main()
