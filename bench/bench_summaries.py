"""Summaries against the OpenAI-compatible chat double (tests/llm_double.py: a contract double,
not a model) with a fixed latency per call: calls, wall time, the effect of concurrency, and the
second run on an unchanged book (which must make 0 calls).

    .venv/bin/python bench/bench_summaries.py [--sections 60] [--latency 0.5]

Runs the real build_index step (real openai SDK, local object store in a temporary KB_HOME)."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.llm_double import API_KEY, ChatDouble  # noqa: E402

TEXT = "平面向量的数量积把两个向量对应到一个实数，它的几何意义是投影与长度之积。" * 10


def book(folder: Path, sections: int) -> None:
    items = []
    for s in range(sections):
        chapter, section = s // 6 + 1, s % 6 + 1
        if section == 1:
            items.append({"type": "text", "text": f"第{chapter}章 第{chapter}章的标题",
                          "text_level": 1, "page_idx": s})
        items.append({"type": "text", "text": f"{chapter}.{section} 第{s}节", "text_level": 1,
                      "page_idx": s})
        items.append({"type": "text", "text": TEXT + str(s), "page_idx": s})
    folder.mkdir(parents=True)
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False))


def run(folder: Path, concurrency: int, latency: float) -> list[tuple]:
    from f.common.config import load
    from f.common.ingest.flow import ingest
    from f.common.store.objects import get_store
    from f.common.tree.build_step import build_index

    double = ChatDouble(latency=latency)
    home = tempfile.mkdtemp(prefix="bench-sum-")
    os.environ.update(KB_HOME=home, KB_LLM_BASE_URL=double.url, KB_LLM_API_KEY=API_KEY,
                      KB_LLM_MODEL="double-chat", KB_LLM_CONCURRENCY=str(concurrency))
    try:
        rows = []
        t0 = time.perf_counter()
        report = ingest(folder, "bench/summaries", skip_vectors=True)["tree"]
        rows.append(("first build", report, len(double.requests), time.perf_counter() - t0))
        settings = load()
        t0 = time.perf_counter()
        report = build_index(settings, get_store(settings), "bench/summaries")
        rows.append(("second build (unchanged)", report, len(double.requests) - rows[0][2],
                     time.perf_counter() - t0))
        return rows
    finally:
        double.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sections", type=int, default=60)
    ap.add_argument("--latency", type=float, default=0.5)
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench-book-")) / "book"
    book(folder, args.sections)
    print(f"{args.sections} sections, {args.latency:.2f} s per call (double)")
    for concurrency in (1, 4, 8):
        for name, report, calls, seconds in run(folder, concurrency, args.latency):
            s = report["summaries"]
            print(f"concurrency {concurrency}: {name}: {calls} HTTP calls, {seconds:.2f} s wall "
                  f"(llm {s['llm']}, cached {s['cached']}, verbatim {s['verbatim']}, "
                  f"failed {s['failed']})")


if __name__ == "__main__":
    main()
