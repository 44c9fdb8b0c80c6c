"""Search benchmarks (issue 5): embedding throughput with the bundled model, and the wall time of
one bin/qdrant-search call as the library grows from 2,000 to 20,000 pages.

    .venv/bin/python bench/search_bench.py [--ingest-pages 40] [--sizes 2000,5000,10000,20000]
    .venv/bin/python bench/search_bench.py --first-call 2000   # where a session's first search goes

Everything runs under a throw-away KB_HOME. The query library is synthetic: pages of generated
Chinese textbook-like text with their real sparse vectors and random unit dense vectors (search
cost in local mode does not depend on the vector values; embedding 20,000 real pages would take
hours on 2 cores). Prints medians."""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TERMS = ("向量 数量积 夹角 余弦 模 平面 坐标 投影 正交 基底 线性 复数 虚部 实部 函数 导数 极限 数列 概率 "
         "样本 方差 事件 独立 条件 三角形 正弦定理 余弦定理 面积 体积 棱柱 圆锥 直线 平面 垂直 平行 "
         "证明 例题 习题 定义 性质 定理 推论 计算 求解 已知 所以 因此 如图 可得").split()


def page_text(rng: random.Random, chars: int = 300) -> str:
    out = []
    while sum(map(len, out)) < chars:
        out.append(rng.choice(TERMS))
        if rng.random() < 0.15:
            out.append("。")
    return "".join(out)


def bench_ingest(pages: int) -> dict:
    from f.common.config import load
    from f.common.ingest.flow import ingest
    from f.common.store.objects import get_store
    from f.common.vectors import service

    rng = random.Random(1)
    src = Path(tempfile.mkdtemp()) / "book"
    src.mkdir()
    items = []
    for i in range(pages):
        items.append({"type": "text", "text": f"第{i + 1}节 练习", "text_level": 1, "page_idx": i})
        items.append({"type": "text", "text": page_text(rng), "page_idx": i})
    (src / "content_list.json").write_text(json.dumps(items, ensure_ascii=False), "utf-8")
    ingest(src, "bench/ingest", skip_vectors=True)
    settings = load()
    from f.common.embeddings.factory import get_embedder

    get_embedder(settings)  # one-off loads (model, jieba's dictionary, the Qdrant client) are
    from f.common.vectors import sparse  # not per-page costs: done before the clock starts

    sparse.tokens("预热")
    __import__("qdrant_edge" if settings.vector_engine == "edge" else "qdrant_client")
    report = service.embed_step(settings, get_store(settings), "bench/ingest")
    return {"pages": pages, "seconds": report["seconds"], "model_seconds": report["model_seconds"],
            "pages_per_s": round(pages / report["seconds"], 2),
            "overhead_share": round(1 - report["model_seconds"] / report["seconds"], 3)}


def grow(target: int, have: int) -> None:
    """Add synthetic pages (200 per book) until the collection holds `target` points."""
    import numpy as np

    from f.common.config import load
    from f.common.vectors import sparse
    from f.common.vectors.book_passages import Passage
    from f.common.vectors.collection import ensure_collection
    from f.common.vectors.service import writer
    from f.common.vectors.store_api import Entry

    settings = load()
    rng = random.Random(have)
    nrng = np.random.default_rng(have)
    with writer(settings) as client:
        ensure_collection(client, settings, "bundled:multilingual-e5-small-q4", 384)
        for start in range(have, target, 256):
            points = []
            for n in range(start, min(target, start + 256)):
                p = Passage(f"bench/书{n // 200:03d}", n % 200 + 1, 0, page_text(rng), None,
                            "第一章 > 1.1", "0001")
                vec = nrng.normal(size=384)
                indices, values = sparse.document_vector(p.text)
                points.append(Entry(p.point_id, (vec / np.linalg.norm(vec)).tolist(), (indices, values),
                                    p.payload("bundled:multilingual-e5-small-q4")))
            client.upsert(points)


def wall(args: list[str], env: dict | None = None) -> float:
    started = time.perf_counter()
    run = subprocess.run([str(ROOT / "bin" / "qdrant-search"), *args], capture_output=True,
                         text=True, env={**os.environ, **(env or {})})
    if run.returncode:
        raise SystemExit(f"qdrant-search failed: {run.stderr}")
    return time.perf_counter() - started


def bench_queries(sizes: list[int], repeats: int) -> list[dict]:
    from f.common.config import load
    from f.common.vectors import warm_search as searchd

    queries = ["向量的数量积怎么计算", "余弦定理的证明", "条件概率的定义", "复数的实部和虚部", "函数的导数与极限"]
    rows, have = [], 0
    for size in sizes:
        grow(size, have)
        have = size
        searchd.stop_all(load())
        time.sleep(0.5)
        cold = wall([queries[0]])
        warm = [wall([queries[i % len(queries)]]) for i in range(repeats)]
        inline = [wall([queries[i % len(queries)]], {"KB_SEARCHD": "off"}) for i in range(3)]
        served = {}
        for mode in ("dense", "sparse", "hybrid"):  # inside the warm process, no process start
            times = []
            for i in range(5):
                started = time.perf_counter()
                searchd.warm_search(load(), query=queries[i], top_k=5, book="", mode=mode)
                times.append(time.perf_counter() - started)
            served[f"served_{mode}_s"] = round(statistics.median(times), 3)
        row = {"pages": size, "first_call_s": round(cold, 3), **served,
               "median_s": round(statistics.median(warm), 3), "max_s": round(max(warm), 3),
               "no_warm_process_median_s": round(statistics.median(inline), 3)}
        print(json.dumps(row), flush=True)
        rows.append(row)
    searchd.stop_all(load())
    return rows


STAGES = {  # each timed in a fresh interpreter, as the first search of a session pays it
    "interpreter start": "pass",
    "import qdrant_client": "import qdrant_client",
    "import qdrant_edge": "import qdrant_edge",
    "jieba, its own dictionary cache": "import jieba, logging; jieba.setLogLevel(logging.WARNING); "
                                       "t = jieba.Tokenizer(); t.initialize()",
    "jieba, our cache under KB_HOME": "from f.common.vectors import sparse; sparse.tokens('预热')",
    "bundled model load + first query": "from f.common.config import load; "
                                        "from f.common.embeddings.factory import get_embedder; "
                                        "get_embedder(load()).embed_query('预热')",
    "vector index open (KB_VECTOR_ENGINE)": "from f.common.config import load; "
                                           "from f.common.vectors.client import open_client; "
                                           "open_client(load()).close()",
}


def bench_first_call(pages: int, repeats: int) -> dict:
    """Where the first search of a session goes: each stage alone, then the whole cold call."""
    from f.common.config import load
    from f.common.vectors import warm_search as searchd

    grow(pages, 0)
    from f.common.vectors import sparse

    sparse.tokens("预热")  # the KB_HOME cache exists from here on, as after any first search
    stages = {}
    for name, code in STAGES.items():
        times = []
        for _ in range(repeats):
            started = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                           env={**os.environ, "PYTHONPATH": str(ROOT)})
            times.append(time.perf_counter() - started)
        stages[name] = round(statistics.median(times), 3)
        print(json.dumps({name: stages[name]}, ensure_ascii=False), flush=True)
    cold = []
    for _ in range(repeats):
        searchd.stop_all(load())
        time.sleep(0.5)
        cold.append(wall(["向量的数量积怎么计算"]))
    searchd.stop_all(load())
    return {"pages": pages, "stages_s": stages, "first_call_s": round(statistics.median(cold), 3)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ingest-pages", type=int, default=40)
    parser.add_argument("--sizes", default="2000,5000,10000,20000")
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--first-call", type=int, default=0, metavar="PAGES",
                        help="only the first-search breakdown, on a library of PAGES pages")
    args = parser.parse_args()
    os.environ["KB_HOME"] = tempfile.mkdtemp(prefix="kb-bench-search-")
    os.environ.setdefault("KB_SEARCHD_IDLE", "120")
    if args.first_call:
        print(json.dumps(bench_first_call(args.first_call, 3), ensure_ascii=False), flush=True)
        return
    if args.ingest_pages:
        print(json.dumps({"ingest": bench_ingest(args.ingest_pages)}), flush=True)
    if args.sizes:
        bench_queries([int(s) for s in args.sizes.split(",")], args.repeats)


if __name__ == "__main__":
    main()
