"""The library of the load run (bench/bench_load.py): synthetic books through the real ingest, and
the one book that is re-ingested while agents read, whose every version carries its generation.

Every page, heading and definition of generation `g` of the re-ingested book holds the marker
`kbgen<g:04d>` and the book has `base + g % 2` pages, so any answer names the one version it came
from. The other books are ingested for real (store, tree, glossary) and embedded with their real
passages and sparse vectors but random unit dense vectors (embedding 2,000 pages with the bundled
model would take an hour on 2 cores; search cost does not depend on the vector values, as in
bench/search_bench.py); the re-ingested book is embedded by the bundled model, every time."""
from __future__ import annotations

import hashlib
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.search_bench import page_text  # noqa: E402

BOOK = "负载/重印本"
PREFIX = "负载/"
MARK = re.compile(r"kbgen(\d{4})")
BOOK_PAGES = 200  # pages per static book


def marker(gen: int) -> str:
    return f"kbgen{gen:04d}"


def book_items(pages: int, gen: int | None, seed: int) -> list[dict]:
    """A MinerU content list: chapters of sections of 3 pages, each page a definition sentence
    (the glossary finds it: 数量积<page>号) and filler; `gen`: the marker on every text."""
    rng, tag = random.Random(seed), (f" {marker(gen)}" if gen is not None else "")
    out = [{"type": "text", "text": f"第1章 向量与几何{tag}", "text_level": 1, "page_idx": 0}]
    for p in range(pages):
        if p and p % 24 == 0:
            out.append({"type": "text", "text": f"第{p // 24 + 1}章 专题{p // 24 + 1}{tag}",
                        "text_level": 1, "page_idx": p})
        if p % 3 == 0:
            out.append({"type": "text", "text": f"{p // 24 + 1}.{p % 24 // 3 + 1} 小节{p // 3 + 1}{tag}",
                        "text_level": 1, "page_idx": p})
        out.append({"type": "text", "text": f"本页{tag}。" + page_text(rng)
                    + f"我们把两个向量的模与夹角余弦的乘积叫做数量积{p + 1}号（{tag or '定义'}）。",
                    "page_idx": p})
        out.append({"type": "text", "text": page_text(rng, 200) + tag, "page_idx": p})
        out.append({"type": "page_number", "text": str(p + 1), "page_idx": p})
    return out


def write_book(folder: Path, pages: int, gen: int | None, seed: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "book_content_list.json").write_text(json.dumps(book_items(pages, gen, seed), ensure_ascii=False))
    return folder


def pages_of(gen: int, base: int) -> int:
    return base + gen % 2


class RandomDense:
    """The bundled model's name, window and tokenizer, with random unit vectors for documents
    (building the static books only; queries and the re-ingested book use the real model)."""

    def __init__(self, real):
        self.real, self.name, self.dimension = real, real.name, real.dimension
        self.max_tokens, self.token_count = real.max_tokens, real.token_count

    def embed_documents(self, texts):
        import numpy as np

        out = []
        for text in texts:
            seed = int.from_bytes(hashlib.sha1(text.encode()).digest()[:8], "little")
            vec = np.random.default_rng(seed).normal(size=self.dimension)
            out.append((vec / np.linalg.norm(vec)).tolist())
        return out


def build(work: Path, pages: int, reingest_pages: int) -> dict:
    """Ingest the library under the current KB_HOME: static books of BOOK_PAGES pages up to
    `pages - reingest_pages`, then generation 0 of the re-ingested book (real model)."""
    from f.common.config import load
    from f.common.embeddings.factory import get_embedder
    from f.common.ingest.flow import ingest
    from f.common.store.objects import get_store
    from f.common.store.versions import versioned
    from f.common.vectors.embed_book import embed_book
    from f.common.vectors.service import writer

    settings = load()
    store = versioned(get_store(settings))
    fake = RandomDense(get_embedder(settings))
    left, n, ids = pages - reingest_pages, 0, {}
    while left > 0:
        size = min(BOOK_PAGES, left)
        book_id = f"{PREFIX}书{n:02d}"
        ingest(write_book(work / f"static{n}", size, None, n), book_id, skip_vectors=True,
               no_summaries=True, settings=settings, store=store)
        with writer(settings) as client:
            embed_book(settings, store, client, fake, book_id)
        ids[book_id] = size
        left, n = left - size, n + 1
    report = ingest(write_book(work / "gen0", pages_of(0, reingest_pages), 0, 999), BOOK,
                    no_summaries=True, settings=settings, store=store)
    return {"static_books": ids, "reingested": BOOK, "version": report["version"],
            "pages": pages - reingest_pages + report["page_count"]}


def served(store) -> str | None:
    """The re-ingested book's served version, from its manifest pointer (the raw store)."""
    from f.common.store.versions import physical, raw_of

    try:
        return json.loads(raw_of(store).get(physical(BOOK, None, "manifest.json"))).get("version")
    except (KeyError, ValueError):
        return None


def reingest(work: Path, gen: int, base: int) -> dict:
    """Generation `gen` of the book through `bin/ebook-ingest`, as a user runs it."""
    folder = write_book(work / f"gen{gen}", pages_of(gen, base), gen, 999)
    started = time.perf_counter()
    run = subprocess.run([str(ROOT / "bin" / "ebook-ingest"), str(folder), "--book", BOOK,
                          "--no-summaries", "--json"], capture_output=True, text=True)
    if run.returncode:
        raise SystemExit(f"the re-ingest of generation {gen} failed: {run.stderr[-1500:]}")
    return {"gen": gen, "version": json.loads(run.stdout)["version"], "seconds": round(time.perf_counter() - started, 2),
            "done_at": time.time()}
