"""The lexical side alone, two tokenizers on the same passages (issue 17): ours (jieba's search
cut with the cached dictionary, English Snowball stems) against Qdrant Edge's built-in BM25 with
its multilingual tokenizer. Both score with the same BM25 (IDF over the library's passages, as
Qdrant's IDF modifier does) so only the tokens differ; pages are ranked by their best passage.

    KB_HOME=DIR .venv/bin/python bench/bench_sparse_tokenizers.py FILE.jsonl [FILE ...]

DIR is an ingested library (bench/eval/README.md). Prints per file and tokenizer hit@5 and
MRR@10, and each tokenizer's start-up in a fresh interpreter (first tokenised text), medians."""
from __future__ import annotations

import json
import math
import statistics
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from f.common.cli.evaluate import read_questions  # noqa: E402
from f.common.config import load  # noqa: E402
from f.common.vectors import service, sparse  # noqa: E402

STARTUP = {
    "jieba+stem": "from f.common.vectors import sparse; sparse.tokens('两个向量的数量积 instructions')",
    "edge-bm25": ("import qdrant_edge as qe; m = qe.Bm25(qe.Bm25Config(tokenizer=qe.TokenizerType.Multilingual,"
                  " language='english')); m.embed_document('两个向量的数量积 instructions')"),
}


def edge_model():
    import qdrant_edge as qe

    return qe.Bm25(qe.Bm25Config(tokenizer=qe.TokenizerType.Multilingual, language="english"))


def vectors(name: str):
    """(document -> {index: weight}, query -> [indices]) of one tokenizer."""
    if name == "jieba+stem":
        return (lambda t: dict(zip(*sparse.document_vector(t))), lambda q: sparse.query_vector(q)[0])
    model = edge_model()
    return (lambda t: dict(zip(*(lambda v: (v.indices, v.values))(model.embed_document(t)))),
            lambda q: list(model.embed_query(q).indices))


def evaluate(name: str, points: list, questions: list[dict]) -> dict:
    doc_of, query_of = vectors(name)
    docs = [doc_of(p["text"]) for p in points]
    df = Counter(i for d in docs for i in d)
    n = len(docs)
    idf = {i: math.log(1 + (n - c + 0.5) / (c + 0.5)) for i, c in df.items()}
    postings = defaultdict(list)
    for k, d in enumerate(docs):
        for i, w in d.items():
            postings[i].append((k, w))
    per_file = defaultdict(lambda: [0, 0.0, 0])
    for q in questions:
        scores = defaultdict(float)
        for i in set(query_of(q["question"])):
            for k, w in postings.get(i, ()):
                scores[k] += w * idf[i]
        pages = []
        for k in sorted(scores, key=lambda k: -scores[k]):
            key = (points[k]["book_id"], points[k]["page"])
            if key not in pages:
                pages.append(key)
            if len(pages) == 10:
                break
        gold = {(q["book_id"], p) for p in q["pages"]}
        rank = next((r for r, key in enumerate(pages, 1) if key in gold), None)
        row = per_file[q["file"]]
        row[0] += bool(rank and rank <= 5)
        row[1] += 1 / rank if rank else 0.0
        row[2] += 1
    return {f: {"n": c, "hit@5": round(h / c, 3), "mrr": round(m / c, 3)} for f, (h, m, c) in per_file.items()}


def startup(name: str, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        code = f"import time; t = time.perf_counter(); {STARTUP[name]}; print(time.perf_counter() - t)"
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return round(statistics.median(times), 3)


def main(files: list[str]) -> None:
    questions = read_questions(files)
    with service.reader(load()) as client:
        points = [p.payload for p in client.scroll()]
    for name in STARTUP:
        print(json.dumps({"tokenizer": name, "passages": len(points), "startup_s": startup(name),
                          "files": evaluate(name, points, questions)}, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1:])
