"""Qdrant Edge's manual optimize() (issue 17): query latency before and after it, and its cost, on
the synthetic library of bench/search_bench.py (real sparse vectors, random unit dense vectors) in
a throw-away KB_HOME. Edge builds no HNSW index and merges no segments by itself.

    .venv/bin/python bench/bench_optimize.py [--sizes 10000,20000,40000] [--repeats 30]

Prints one JSON line per size: median ms of a dense query with the book filter and of a sparse
query, before and after, and the seconds optimize() took."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUERIES = ["向量的数量积怎么计算", "余弦定理的证明", "条件概率的定义", "复数的实部和虚部", "函数的导数与极限"]


def latency(store, repeats: int) -> dict:
    import numpy as np

    from f.common.vectors import sparse
    from f.common.vectors.store_api import Query

    rng = np.random.default_rng(7)
    dense, lexical = [], []
    for n in range(repeats):
        vec = rng.normal(size=384)
        q = Query("dense", (vec / np.linalg.norm(vec)).tolist(), (("book_prefixes", ("bench",)),), 60, ("page",))
        t = time.perf_counter()
        store.query_batch([q])
        dense.append(time.perf_counter() - t)
        s = Query("sparse", sparse.query_vector(QUERIES[n % len(QUERIES)]), (), 60, ("page",))
        t = time.perf_counter()
        store.query_batch([s])
        lexical.append(time.perf_counter() - t)
    return {"dense_ms": round(1000 * statistics.median(dense), 2),
            "sparse_ms": round(1000 * statistics.median(lexical), 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,20000,40000")
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="kb-optimize-")
    os.environ.update(KB_HOME=home, KB_SEARCHD="off", KB_VECTOR_ENGINE="edge")
    from bench.search_bench import grow
    from f.common.config import load
    from f.common.vectors.client import open_client

    have = 0
    for size in (int(s) for s in args.sizes.split(",")):
        grow(size, have)
        have = size
        client = open_client(load())
        try:
            before = latency(client, args.repeats)
            t = time.perf_counter()
            client.optimize()
            seconds = time.perf_counter() - t
            after = latency(client, args.repeats)
        finally:
            client.close()
        print(json.dumps({"points": size, "before": before, "optimize_s": round(seconds, 2), "after": after}),
              flush=True)


if __name__ == "__main__":
    main()
