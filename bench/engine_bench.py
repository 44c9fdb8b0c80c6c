"""The two embedded vector engines side by side (issue 17), in one run on one machine: Qdrant Edge
and qdrant-client local mode, each on its own throw-away KB_HOME holding the same synthetic library
(bench/search_bench.py's pages: real sparse vectors, random unit dense vectors).

    .venv/bin/python bench/engine_bench.py [--sizes 2000,20000] [--repeats 10] [--engines edge,local]

Per engine and size: upsert rate (points/s of the store's upsert alone, and of the growing step
with its sparse vectors made by our tokenizer), `import` of the engine and opening
the index in a fresh interpreter, a warm `bin/qdrant-search` call (warm process up), a first call
of a session (warm process stopped before each) and a call without the warm process
(KB_SEARCHD=off). Prints one JSON line per row, medians."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.search_bench import grow, wall  # noqa: E402

QUERIES = ["向量的数量积怎么计算", "余弦定理的证明", "条件概率的定义", "复数的实部和虚部", "函数的导数与极限"]
IMPORT = {"edge": "import qdrant_edge", "local": "import qdrant_client"}
OPEN = ("from f.common.config import load; from f.common.vectors.client import open_client; "
        "open_client(load()).close()")


def fresh(code: str, repeats: int) -> float:
    """Median wall time of `code` in a fresh interpreter, less the interpreter's own start."""
    def once(snippet):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", snippet], cwd=ROOT, check=True,
                       env={**os.environ, "PYTHONPATH": str(ROOT)})
        return time.perf_counter() - started
    base = statistics.median(once("pass") for _ in range(repeats))
    return round(statistics.median(once(code) for _ in range(repeats)) - base, 3)


def raw_upsert(points: int) -> float:
    """Points/s of the store's upsert alone (vectors made beforehand), into a scratch collection."""
    import random

    import numpy as np

    from bench.search_bench import page_text
    from f.common.config import load
    from f.common.vectors import sparse
    from f.common.vectors.client import open_client
    from f.common.vectors.store_api import Entry

    rng, nrng = random.Random(7), np.random.default_rng(7)
    entries = []
    for n in range(points):
        vec = nrng.normal(size=384)
        entries.append(Entry(f"00000000-0000-4000-8000-{n:012d}", (vec / np.linalg.norm(vec)).tolist(),
                             sparse.document_vector(page_text(rng)),
                             {"book_id": "scratch", "book_prefixes": ["scratch"], "page": n}))
    settings = load().replace(collection="scratch_upsert")
    store = open_client(settings)
    try:
        store.create("scratch", 384)
        started = time.perf_counter()
        for start in range(0, points, 256):
            store.upsert(entries[start:start + 256])
        return points / (time.perf_counter() - started)
    finally:
        store.drop()
        store.close()


def bench_engine(engine: str, sizes: list[int], repeats: int) -> list[dict]:
    from f.common.config import load
    from f.common.vectors import warm_search as searchd

    os.environ["KB_HOME"] = tempfile.mkdtemp(prefix=f"kb-bench-{engine}-")
    os.environ["KB_VECTOR_ENGINE"] = engine
    rows, have = [], 0
    for size in sizes:
        started = time.perf_counter()
        grow(size, have)
        upsert_rate = (size - have) / (time.perf_counter() - started)
        have = size
        searchd.stop_all(load())
        time.sleep(0.5)
        cold = []
        for i in range(max(3, repeats // 3)):
            searchd.stop_all(load())
            time.sleep(0.5)  # the stopped process unlinks its socket on the way out
            cold.append(wall([QUERIES[i % len(QUERIES)]]))
        wall([QUERIES[0]])
        warm = [wall([QUERIES[i % len(QUERIES)]]) for i in range(repeats)]
        searchd.stop_all(load())
        inline = [wall([QUERIES[i % len(QUERIES)]], {"KB_SEARCHD": "off"}) for i in range(max(3, repeats // 3))]
        row = {"engine": engine, "pages": size, "ingest_code_points_per_s": round(upsert_rate),
               "upsert_points_per_s": round(raw_upsert(2000)),
               "import_s": fresh(IMPORT[engine], 5), "open_s": fresh(OPEN, 5),
               "warm_p50_s": round(statistics.median(warm), 3), "warm_max_s": round(max(warm), 3),
               "cold_p50_s": round(statistics.median(cold), 3),
               "no_warm_process_p50_s": round(statistics.median(inline), 3),
               "load_avg": round(os.getloadavg()[0], 1)}
        print(json.dumps(row), flush=True)
        rows.append(row)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="2000,20000")
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--engines", default="edge,local")
    args = parser.parse_args()
    os.environ.setdefault("KB_SEARCHD_IDLE", "120")
    for engine in args.engines.split(","):
        bench_engine(engine, [int(s) for s in args.sizes.split(",")], args.repeats)


if __name__ == "__main__":
    main()
