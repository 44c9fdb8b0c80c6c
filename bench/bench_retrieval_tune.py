"""Choices made on the tuning half only, from the candidate lists bench/bench_retrieval.py --dump
wrote (the real search's pages and scores on each side): the fusion (dense weight of the min-max
combination, and RRF for comparison) and the evidence rule's thresholds.

    .venv/bin/python bench/bench_retrieval_tune.py DUMP.json [--split tuned|held-back]

Prints, per set, hit@1 / hit@5 / MRR@10 of every fusion, and the evidence confusion table
(found / weak / none against hit / miss / unanswerable) of every rule tried; the rule chosen is
the one with the most "found" hits whose "found" precision is at least 0.88 and which flags no
more than 3 % of answerable questions "none" in each set (the targets 0.85 and 5 %, with a
margin), then the most unanswerable told "none", then the fewest answerable told so, on the
tuning half."""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_retrieval import evidence_table, rank_of  # noqa: E402

FUSE_DEPTH = 20
FOUND_PRECISION, NONE_ANSWERABLE = 0.88, 0.03  # the targets 0.85 / 0.05, with a margin for unseen questions


def minmax(side: list, depth: int = FUSE_DEPTH) -> dict:
    top = side[:depth]
    if not top:
        return {}
    scores = [s for _b, _p, s in top]
    low, high = min(scores), max(scores)
    return {(b, p): (max(0.0, (s - low) / (high - low)) if high > low else 1.0) for b, p, s in top}


def fused(q: dict, weight: float, depth: int = FUSE_DEPTH) -> list:
    d, s = minmax(q["dense"], depth), minmax(q["sparse"], depth)
    keys = set(d) | set(s)
    return sorted(keys, key=lambda k: -(weight * d.get(k, 0.0) + (1 - weight) * s.get(k, 0.0)))[:10]


def rrf(q: dict, k: int = 60) -> list:
    score: Counter = Counter()
    for side in ("dense", "sparse"):
        for r, (b, p, _s) in enumerate(q[side][:FUSE_DEPTH], 1):
            score[(b, p)] += 1 / (k + r)
    return [key for key, _ in score.most_common(10)]


def quality(rows, ranking) -> tuple:
    ranks = [rank_of(q, ranking(q)) for q in rows]
    n = len(rows)
    return (round(sum(r == 1 for r in ranks) / n, 3), round(sum(bool(r and r <= 5) for r in ranks) / n, 3),
            round(sum(1 / r for r in ranks if r and r <= 10) / n, 3))


def fusions() -> dict:
    out = {f"minmax dense {w:.1f}": (lambda q, w=w: fused(q, w)) for w in [i / 10 for i in range(11)]}
    out["rrf k=60"] = rrf
    return out


def agree(q: dict, depth: int = 5) -> bool:
    """The first hybrid page is among the first `depth` pages of both sides."""
    if not q["hybrid"]:
        return False
    top = tuple(q["hybrid"][0][:2])
    return (top in {(b, p) for b, p, _s in q["dense"][:depth]}
            and top in {(b, p) for b, p, _s in q["sparse"][:depth]})


def rule(dense_cut: dict, coverage_min: dict, agreement: bool):
    """A verdict from the recorded details: none = both low; found = neither low (and, with
    `agreement`, both sides put the first page in their top 5); weak otherwise."""
    def verdict(q):
        detail = q["hybrid_detail"]
        lang = detail["language_pair"]
        dense_low = detail["dense_top"] is not None and detail["dense_top"] < dense_cut[lang]
        lexical_low = detail["term_coverage"] < coverage_min[lang.split("-")[0]]
        if dense_low and lexical_low:
            return "none"
        if dense_low or lexical_low or (agreement and not agree(q)):
            return "weak"
        return "found"
    return verdict


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("dump")
    parser.add_argument("--split", default="tuned")
    args = parser.parse_args()
    rows = [q for q in json.loads(Path(args.dump).read_text("utf-8")) if q["split"] == args.split]
    for lang in sorted({q["set"] for q in rows}):
        answerable = [q for q in rows if q["set"] == lang and q["pages"]]
        print(f"## {lang} {args.split}: {len(answerable)} answerable")
        for name, ranking in fusions().items():
            print(f"  {name:20s} hit@1/hit@5/mrr {quality(answerable, ranking)}")
    from f.common.vectors.evidence import DENSE_MIN
    base = {f"{a}-{b}": v for (a, b), v in DENSE_MIN["bundled:multilingual-e5-small-q4"].items()}
    sets_ = sorted({q["set"] for q in rows})
    tried = []
    for en_cut in [round(0.77 + i / 100, 2) for i in range(13)]:
        for zh_cut in (0.85, 0.86, 0.87, 0.88, 0.89):
            for coverage in [(en, zh) for en in (0.35, 0.5, 0.6, 0.7) for zh in (0.35, 0.5, 0.6)]:
                for agreement in (False, True):
                    cut = {**base, "en-en": en_cut, "zh-zh": zh_cut}
                    verdict = rule(cut, {"en": coverage[0], "zh": coverage[1]}, agreement)
                    tables = {lang: evidence_table([q for q in rows if q["set"] == lang], verdict) for lang in sets_}
                    tried.append(((en_cut, zh_cut, coverage, agreement), tables))
    def fine(tables):  # the targets (found precision >= 0.85, none on answerable <= 0.05) with a margin
        return all((t["found_precision"] or 0) >= FOUND_PRECISION and (t["none_on_answerable"] or 0) <= NONE_ANSWERABLE
                   for t in tables.values())
    # most "found" hits, then the most unanswerable told "none", then the fewest answerable told so
    ok = [(sum(t["counts"]["found"].get("hit", 0) for t in tables.values()),
           round(sum((t["none_recall"] or 0) for t in tables.values()), 3),
           -round(sum((t["none_on_answerable"] or 0) for t in tables.values()), 3), key)
          for key, tables in tried if fine(tables)]
    print(f"{len(ok)} of {len(tried)} rules meet found precision >= {FOUND_PRECISION} and none on answerable "
          f"<= {NONE_ANSWERABLE} in each set")
    for found_hits, none_recall, _none_answerable, key in sorted(ok, reverse=True)[:8]:
        print(f"  en-en cut {key[0]} zh-zh cut {key[1]} coverage {key[2]} agreement {key[3]}: "
              f"(coverage en, zh) found hits {found_hits}, none recall (sum over sets) {round(none_recall, 3)}")
    if ok:
        best = dict(tried)[max(ok)[-1]]
        print("chosen:", max(ok)[-1])
        for lang, table in best.items():
            print(f"  {lang}: {json.dumps(table)}")


if __name__ == "__main__":
    main()
