"""Does the library hold evidence for a query? A search always returns its nearest pages, even
for a question no book answers; this says how far to trust them.

Two signals, both cheap: the best dense similarity of the query to any page (the model's
"is this about the same thing"), and the share of the query's content terms (the sparse
tokenizer's) found on the best lexically matching page. "none" = both low; "weak" = one low;
"found" = neither. The dense thresholds are calibrated for the bundled model only (cosines are
not comparable across models) and differ for queries without Chinese characters (an English
question about Chinese pages is cross-lingual and scores lower). Calibrated on
bench/eval/dev_data.jsonl + every other line of bench/eval/off_topic.jsonl, confirmed on the
sample-book questions and the other off-topic lines (docs/benchmarks.md)."""
from __future__ import annotations

import functools

from f.common.cjk import has_cjk
from f.common.vectors import sparse

DENSE_MIN = {"bundled:multilingual-e5-small-q4": {"zh": 0.865, "other": 0.80}}
COVERAGE_MIN = 0.35
PAGES_LOOKED_AT = 5


@functools.lru_cache(maxsize=2048)
def _page_tokens(text: str, dictionary: int) -> frozenset:
    """A page's tokens, kept: the queries of one evidence pack read the same pages again and
    again. Keyed by the dictionary's size too, since added glossary terms change the cut."""
    return frozenset(sparse.tokens(text))


def coverage(query: str, texts: list[str]) -> tuple[float, list[str]]:
    """Best share of the query's distinct terms present in one text, and those terms."""
    wanted = set(sparse.tokens(query))
    if not wanted:
        return 0.0, []
    best: tuple[float, list[str]] = (0.0, [])
    for text in texts[:PAGES_LOOKED_AT]:
        found = wanted & _page_tokens(text, sparse.dictionary_size())
        share = len(found) / len(wanted)
        if share > best[0]:
            best = (share, sorted(found, key=lambda t: (-len(t), t)))
    return best


def judge(query: str, model: str | None, dense_top: float | None, texts: list[str]) -> dict:
    """{"evidence": "none"|"weak"|"found", "evidence_detail": {...}} for one search."""
    share, terms = coverage(query, texts)
    lexical_low = share < COVERAGE_MIN
    limits = DENSE_MIN.get(model or "")
    if dense_top is None or limits is None:
        dense_low = None   # not measured (sparse mode) or not calibrated (another model)
    else:
        dense_low = dense_top < limits["zh" if has_cjk(query) else "other"]
    if dense_low is None:
        verdict = "weak" if lexical_low else "found"
    elif dense_low and lexical_low:
        verdict = "none"
    elif dense_low or lexical_low:
        verdict = "weak"
    else:
        verdict = "found"
    detail = {"term_coverage": round(share, 3), "terms_matched": terms[:8],
              "dense_top": None if dense_top is None else round(float(dense_top), 4)}
    return {"evidence": verdict, "evidence_detail": detail}


def page_text(hit_payload: dict) -> str:
    return f"{hit_payload.get('section') or ''}\n{hit_payload.get('text') or ''}"
