"""Where chat citations land on their pages, on real books: `.venv/bin/python bench/bench_chat_highlight.py`.

Library (BENCH_KB_HOME reuses one, else /tmp/chat-highlight/kb): two real exam papers from
dev-data/exams, each ingested with its answer PDF as its answer booklet (--answers-for), and one
real MinerU handout (dev-data/mineru-samples/zk-12345-zhuanti1-3, no page images). Questions: every
fifth body block of 12-80 characters of each paper or handout (a student pasting a line of the
exercise), asked in evidence-only mode of that book; even positions are the tuning half, odd the
held-back half (nothing was tuned on either: the rules were written before this ran).

Per citation: `placed` (the highlight route found its quote: block boxes, or the marked page text),
`boxed` (boxes to draw, on books whose content list keeps bboxes) and, on PDF books, `verified`: the
text PyMuPDF reads inside the boxes (scaled from 0-1000 to the page) holds the folded quote, an
independent check of the coordinates the page draws. Per turn on a paper: every citation inside the
paper and its booklet (`in_scope`), and whether the booklet was cited."""
from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = Path(os.environ.get("KB_DEV_DATA", ROOT.parent / "shared" / "dev-data"))
HOME = Path(os.environ.get("BENCH_KB_HOME") or "/tmp/chat-highlight/kb")
os.environ["KB_HOME"] = str(HOME)
os.environ["KB_SEARCHD"] = "off"  # in this process: nothing left running
for name in ("KB_LLM_API_KEY", "DEEPSEEK_API_KEY"):
    os.environ.pop(name, None)

PAIRS = {"考试/数学/河南2017": ("exams/henan-2017.pdf", "考试/数学/河南2017答案", "exams/henan-2017-answers.pdf"),
         "考试/数学/人教模拟": ("exams/rj-mock.pdf", "考试/数学/人教模拟答案", "exams/rj-mock-answers.pdf")}
MINERU = {"讲义/数学/专题1-3": "mineru-samples/zk-12345-zhuanti1-3"}
STRIDE, PER_BOOK = 5, 12
COMMAND = ".venv/bin/python bench/bench_chat_highlight.py"


def build(settings) -> None:
    from f.common.ingest.flow import ingest
    from f.common.store import books
    from f.common.store.objects import get_store

    store = get_store(settings)
    for book, (paper, booklet, answers) in PAIRS.items():
        if (books.read_manifest(store, book) or {}).get("status") != books.READY:
            ingest(DATA / paper, book, settings=settings)
        if (books.read_manifest(store, booklet) or {}).get("status") != books.READY:
            ingest(DATA / answers, booklet, settings=settings, answers_for=book)
    for book, folder in MINERU.items():
        if (books.read_manifest(store, book) or {}).get("status") != books.READY:
            ingest(DATA / folder, book, settings=settings)


def questions(store, book: str) -> list[str]:
    from f.common.cjk import count_cjk
    from f.common.store import books

    lines = [" ".join((i.get("text") or "").split()) for i in books.read_content_list(store, book)
             if i.get("type") == "text" and not i.get("text_level")]
    lines = [t for t in lines if 12 <= len(t) <= 80 and count_cjk(t) >= 6]
    return lines[::STRIDE][:PER_BOOK]


def verified(store, citation: dict, boxes: list, share: float = 1.0) -> bool | None:
    """The quote read back from the PDF inside the boxes (the whole folded quote; with `share` < 1,
    that share of its characters, counted as a multiset: the PDF's reading order inside a block may
    differ from the parser's); None for a book without a source PDF."""
    from collections import Counter

    import pymupdf

    from f.common.glossary.lookup import fold_term
    from f.common.store import books

    key = books.source_key(citation["book_id"])
    if not store.exists(key):
        return None
    with pymupdf.open(stream=store.get(key), filetype="pdf") as doc:
        page = doc[citation["page"] - 1]
        w, h = page.rect.width, page.rect.height
        text = "".join(page.get_text("text", clip=pymupdf.Rect(x0 * w / 1000 - 2, y0 * h / 1000 - 2,
                                                                x1 * w / 1000 + 2, y1 * h / 1000 + 2))
                       for x0, y0, x1, y1 in boxes)
    quote, inside = fold_term(citation["quote"]), fold_term(text)
    if share >= 1.0:
        return quote in inside
    missing = Counter(quote) - Counter(inside)
    return sum(missing.values()) <= (1 - share) * len(quote)


def share(rows: list[dict], key: str) -> float | None:
    return round(statistics.mean(bool(r[key]) for r in rows), 3) if rows else None


def main() -> None:
    from f.common.chat import book_pages
    from f.common.chat.conversation_scope import chat_books
    from f.common.chat.turn import answer_turn
    from f.common.config import load
    from f.common.store import books
    from f.common.store.objects import get_store

    settings = load()
    started = time.perf_counter()
    build(settings)
    store = get_store(settings)
    print(f"library ready in {time.perf_counter() - started:.0f} s ({HOME})", file=sys.stderr)
    rows = {"tuned": [], "held-back": []}
    turns = {"tuned": [], "held-back": []}
    for book in [*PAIRS, *MINERU]:
        scope = set(chat_books(settings, store, books.read_manifest(store, book)))
        for n, question in enumerate(questions(store, book)):
            split = "tuned" if n % 2 == 0 else "held-back"
            message = answer_turn(book, question, settings=settings, store=store)
            cited = {c["book_id"] for c in message["citations"]}
            if book in PAIRS:
                turns[split].append({"in_scope": cited <= scope, "booklet": bool(cited - {book})})
            for c in message["citations"]:
                spot = book_pages.highlight(settings, store, c["book_id"], str(c["page"]), c["quote"])
                rows[split].append({"book": c["book_id"], "placed": spot["found"], "boxed": bool(spot["boxes"]),
                                    "verified": verified(store, c, spot["boxes"]) if spot["boxes"] else None,
                                    "chars": verified(store, c, spot["boxes"], 0.95) if spot["boxes"] else None,
                                    "pdf": spot["image"]})
    figures = []
    for split in ("tuned", "held-back"):
        cites, turned = rows[split], turns[split]
        pdf = [r for r in cites if r["pdf"]]
        figures += [
            ("citations placed on their page (boxes or marked text)", share(cites, "placed"), ">= 0.95", len(cites), split),
            ("PDF citations with boxes", share(pdf, "boxed"), ">= 0.9", len(pdf), split),
            ("PDF boxes that hold the quote (read back with PyMuPDF)", share([r for r in pdf if r["boxed"]], "verified"),
             ">= 0.95", len([r for r in pdf if r["boxed"]]), split),
            ("PDF boxes holding >= 95% of the quote's characters", share([r for r in pdf if r["boxed"]], "chars"),
             ">= 0.95", len([r for r in pdf if r["boxed"]]), split),
            ("paper turns citing only the paper and its answer booklet", share(turned, "in_scope"), "= 1.0", len(turned), split),
            ("paper turns citing the answer booklet", share(turned, "booklet"), "(reported)", len(turned), split)]
    today = time.strftime("%Y-%m-%d")
    data = "2 exam papers + answer booklets (dev-data/exams: henan-2017, rj-mock), 1 MinerU handout (zk-12345)"
    out = {"capability": "chat-citation-highlight", "section": "docs/benchmarks/chat-citation-highlight.md",
           "rows": [{"figure": f, "value": v, "target": t, "data": f"{data}; n={n}", "split": s, "date": today,
                     "command": COMMAND} for f, v, t, n, s in figures]}
    (ROOT / "bench" / "results" / "chat-citation-highlight.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for f, v, t, n, s in figures:
        print(f"{s:9} {f}: {v} (n={n}, target {t})")


if __name__ == "__main__":
    main()
