"""The search's evidence verdict per language pair (issue 17): `BENCH_KB_HOME=... .venv/bin/python
bench/bench_evidence_pairs.py [--rows FILE]`.

Every search and pack question goes through one hybrid search of the whole library (the library
bench/bench_answer.py builds; run that first): bench/eval/dev_data.jsonl, sample_book.jsonl,
off_topic.jsonl and the pack questions of bench/eval/answer/questions.json. The pair is the query's
language and that of the page dense search put first (f.common.vectors.evidence.pair). Tuning half:
dev_data, the odd lines of off_topic (1st, 3rd, ...), the even positions of the pack questions;
held-out half: sample_book, the even off-topic lines, the odd pack positions.

Prints the confusion table (off-topic and answerable: none / weak / found, per pair and half) with
the cuts in force, and for each pair the cut the rule would choose from the tuning half: the
highest dense cut under which no answerable tuning question of the pair whose lexical signal is
also low would read "none" (so a strong signal of either kind never gives "none")."""
from __future__ import annotations

import json
import math
import os
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if os.environ.get("BENCH_KB_HOME"):
    os.environ["KB_HOME"] = os.environ["BENCH_KB_HOME"]

from f.common.config import load
from f.common.vectors import evidence

EVAL = ROOT / "bench" / "eval"


def _lines(name: str) -> list[dict]:
    return [json.loads(line) for line in (EVAL / name).read_text("utf-8").splitlines() if line.strip()]


def questions() -> list[dict]:
    """[{"query", "answerable", "half"}], half 0 = tuning, 1 = held out."""
    out = [{"query": q["question"], "answerable": True, "half": 0} for q in _lines("dev_data.jsonl")]
    out += [{"query": q["question"], "answerable": True, "half": 1} for q in _lines("sample_book.jsonl")]
    out += [{"query": q["question"], "answerable": False, "half": 1 - n % 2}
            for n, q in enumerate(_lines("off_topic.jsonl"))]
    pack = json.loads((EVAL / "answer" / "questions.json").read_text("utf-8"))["questions"]
    out += [{"query": q["question"][:2000], "answerable": q.get("answerable", True), "half": n % 2}
            for n, q in enumerate(pack)]
    return out


def run(settings, rows: list[dict]) -> list[dict]:
    from f.common.vectors.service import search_batch_here_or_warm

    results = []
    for start in range(0, len(rows), 16):
        chunk = rows[start:start + 16]
        results += search_batch_here_or_warm(settings, [r["query"] for r in chunk], top_k=6, mode="hybrid")
    out = []
    for row, result in zip(rows, results):
        detail = result.get("evidence_detail") or {}
        out.append({**row, "evidence": result["evidence"], "pair": detail.get("language_pair"),
                    "dense_top": detail.get("dense_top"),
                    "lexical_low": (detail.get("term_coverage") or 0.0) < evidence.coverage_min(row["query"])})
    return out


def table(rows: list[dict]) -> list[str]:
    lines = ["| pair | half | off-topic: none / weak / found | answerable: none / weak / found |",
             "|---|---|---|---|"]
    for pair in sorted({r["pair"] for r in rows if r["pair"]}):
        for half, name in ((0, "tuning"), (1, "held-out")):
            cells = []
            for answerable in (False, True):
                c = Counter(r["evidence"] for r in rows if r["pair"] == pair and r["half"] == half
                            and r["answerable"] == answerable)
                cells.append(f"{c['none']} / {c['weak']} / {c['found']}")
            lines.append(f"| {pair} | {name} | {cells[0]} | {cells[1]} |")
    for half, name in ((0, "tuning"), (1, "held-out")):
        part = [r for r in rows if r["half"] == half]
        off = [r for r in part if not r["answerable"]]
        ans = [r for r in part if r["answerable"]]
        lines.append(f"{name}: off-topic told none {sum(r['evidence'] == 'none' for r in off)}/{len(off)}, "
                     f"answerable told none {sum(r['evidence'] == 'none' for r in ans)}/{len(ans)}")
    return lines


def chosen_cuts(rows: list[dict], by=lambda r: r["pair"]) -> dict:
    """Per group (a pair, or with `by` the query's language), from the tuning half: the lowest
    dense score of an answerable question whose lexical signal is low, rounded down to 0.01 (a
    cut at it tells none of them "none"), with how many such questions it rests on."""
    out = {}
    for group in sorted({by(r) for r in rows if r["pair"]}):
        low = [r["dense_top"] for r in rows if r["pair"] and by(r) == group and r["half"] == 0
               and r["answerable"] and r["lexical_low"] and r["dense_top"] is not None]
        out[group] = [math.floor(min(low) * 100) / 100 if low else None, len(low)]
    return out


def main() -> None:
    from f.common.vectors import warm_search

    settings = load()
    try:
        rows = run(settings, questions())
    finally:
        warm_search.stop_all(settings)
    print("cuts in force:", evidence.DENSE_MIN)
    print("\n".join(table(rows)))
    print("cuts the tuning half chooses, [cut, questions it rests on] (None: no answerable tuning "
          "question has a low lexical signal): per pair", json.dumps(chosen_cuts(rows)),
          "per query language", json.dumps(chosen_cuts(rows, lambda r: r["pair"].split("-")[0])))
    if "--rows" in sys.argv:
        Path(sys.argv[sys.argv.index("--rows") + 1]).write_text(json.dumps(rows, ensure_ascii=False))


if __name__ == "__main__":
    main()
