"""Question analysis against the labelled exam questions in bench/eval/answer/questions.json:
question-type and polarity accuracy of `f.common.answer.plan.analyse`, overall, per type and per
book, the misses, and the time per question.

    .venv/bin/python bench/bench_question_plan.py [--file FILE] [--misses]

Target: type accuracy >= 0.95. The rules were written from the brief's marker lists, not tuned to
this set's misses; a miss is a case to understand, not a pattern to add."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("KB_HOME", tempfile.mkdtemp(prefix="kb-bench-plan-"))  # jieba's cache only

from f.common.answer.plan import analyse

DEFAULT = ROOT / "bench" / "eval" / "answer" / "questions.json"


def evaluate(questions: list[dict]) -> dict:
    rows = []
    analyse("预热：什么是向量？")  # load the tokenizer outside the timing
    started = time.perf_counter()
    for q in questions:
        plan = analyse(q["question"])
        rows.append((q, plan))
    elapsed = time.perf_counter() - started
    return {"rows": rows, "ms_per_question": 1000 * elapsed / max(len(rows), 1)}


def _share(hits: int, total: int) -> str:
    return f"{hits / total:.3f} ({hits}/{total})" if total else "-"


def report(result: dict, show_misses: bool) -> None:
    rows = result["rows"]
    type_ok = [q["type"] == p["question_type"] for q, p in rows]
    pol_ok = [q["polarity"] == p["polarity"] for q, p in rows]
    print(f"questions: {len(rows)}  ({sum(q.get('answerable', True) for q, _ in rows)} answerable)")
    print(f"type accuracy:     {_share(sum(type_ok), len(rows))}")
    print(f"polarity accuracy: {_share(sum(pol_ok), len(rows))}")
    negatives = [(q, p) for q, p in rows if q["polarity"] == "negative"]
    print(f"negative recall:   {_share(sum(p['polarity'] == 'negative' for _q, p in negatives), len(negatives))}")
    print(f"time: {result['ms_per_question']:.2f} ms per question")
    print("\nper type (gold):")
    for kind, total in sorted(Counter(q["type"] for q, _ in rows).items()):
        hits = sum(ok for (q, _), ok in zip(rows, type_ok) if q["type"] == kind)
        print(f"  {kind:<11} {_share(hits, total)}")
    print("\nper book:")
    for book, total in sorted(Counter(str(q.get("book")) for q, _ in rows).items()):
        hits = sum(ok for (q, _), ok in zip(rows, type_ok) if str(q.get("book")) == book)
        print(f"  {book:<28} type {_share(hits, total)}")
    confusion = Counter((q["type"], p["question_type"]) for (q, p), ok in zip(rows, type_ok) if not ok)
    if confusion:
        print("\nconfusions (gold -> got): " + ", ".join(f"{g}->{o} x{n}" for (g, o), n in confusion.items()))
    if show_misses:
        for (q, p), t, o in zip(rows, type_ok, pol_ok):
            if not (t and o):
                print(f"  {q['id']}: gold {q['type']}/{q['polarity']}, got {p['question_type']}/"
                      f"{p['polarity']}: {q['question'][:70]!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=DEFAULT)
    parser.add_argument("--misses", action="store_true", help="list every misclassified question")
    args = parser.parse_args(argv)
    questions = json.loads(args.file.read_text(encoding="utf-8"))["questions"]
    report(evaluate(questions), args.misses)
    return 0


if __name__ == "__main__":
    sys.exit(main())
