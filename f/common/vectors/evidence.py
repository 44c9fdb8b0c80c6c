"""Does the library hold evidence for a query? A search always returns its nearest pages, even
for a question no book answers; this says how far to trust them.

Two signals, both cheap: the best dense similarity of the query to any page (the model's
"is this about the same thing"), and the share of the query's content terms (the sparse
tokenizer's) found on the best lexically matching page. "none" = both low; "weak" = one low;
"found" = neither. The dense thresholds are calibrated for the bundled model only (cosines are
not comparable across models) and per language pair: the query's language (Chinese when it holds
an ideograph) and that of the page the dense side put first (an English question about a Chinese
page is cross-lingual and scores lower; a Chinese question whose nearest page is English, a
formula page or an abstract, scores higher when off-topic). The Chinese cuts were calibrated on
the tuning half of issue 17 (bench/eval/dev_data.jsonl, the odd lines of off_topic.jsonl, the even
positions of answer/questions.json) and are kept. The English ones (en-en 0.83; coverage 0.6 for
an English query: near-miss questions such as "Adobe's revenue in 2021" share their generic words
with a filing's pages and score 0.80-0.86) were chosen on the English tuning half
(bench/eval/en_pdfs.jsonl, en_off_topic.jsonl): the rule with the most "found" hits whose "found"
precision is at least 0.88 and that tells at most 3 % of answerable questions "none"
(bench/bench_retrieval_tune.py; docs/benchmarks/search.md)."""
from __future__ import annotations

import functools

from f.common.cjk import is_chinese, language
from f.common.vectors import sparse

# (query language, top dense page's language) -> the dense cut under which the signal is low;
# en-zh rests on too few tuning questions (2) and takes the pooled English cut
# (bench/bench_evidence_pairs.py prints both)
DENSE_MIN = {"bundled:multilingual-e5-small-q4": {("zh", "zh"): 0.87, ("zh", "en"): 0.88,
                                                  ("en", "zh"): 0.77, ("en", "en"): 0.83}}
# the share of the query's terms one of the first lexical pages must hold, by query language: an
# English question shares its generic words (company, year, revenue) with most pages of a filing
COVERAGE_MIN = {"zh": 0.35, "en": 0.6}
# "found" could also ask that both sides put the first page among their first AGREE_DEPTH pages:
# measured (bench/bench_retrieval_tune.py), it lost more found hits than it saved; off
AGREEMENT = False
AGREE_DEPTH = 5
PAGES_LOOKED_AT = 5


def coverage_min(query: str) -> float:
    return COVERAGE_MIN[language(query)]


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


def pair(query: str, dense_text: str | None) -> tuple[str, str]:
    """(query language, page language): a page of unknown text counts as the query's language."""
    lang = language(query)
    if not dense_text or not dense_text.strip():
        return lang, lang
    return lang, "zh" if is_chinese(dense_text) else "en"


def judge(query: str, model: str | None, dense_top: float | None, texts: list[str],
          dense_text: str | None = None, agree: bool | None = None) -> dict:
    """{"evidence": "none"|"weak"|"found", "evidence_detail": {...}} for one search; dense_text is
    the text of the page the dense side ranked first (its language picks the threshold); agree:
    whether both sides put the first hit among their first AGREE_DEPTH pages (None: one side)."""
    share, terms = coverage(query, texts)
    lexical_low = share < coverage_min(query)
    limits = DENSE_MIN.get(model or "")
    if dense_top is None or limits is None:
        dense_low = None   # not measured (sparse mode) or not calibrated (another model)
    else:
        dense_low = dense_top < limits[pair(query, dense_text)]
    if dense_low is None:
        verdict = "weak" if lexical_low else "found"
    elif dense_low and lexical_low:
        verdict = "none"
    elif dense_low or lexical_low:
        verdict = "weak"
    elif AGREEMENT and agree is False:
        verdict = "weak"   # both signals strong, but the two sides disagree on the page
    else:
        verdict = "found"
    detail = {"term_coverage": round(share, 3), "terms_matched": terms[:8], "sides_agree": agree,
              "dense_top": None if dense_top is None else round(float(dense_top), 4),
              "language_pair": "-".join(pair(query, dense_text))}
    return {"evidence": verdict, "evidence_detail": detail}


def page_text(hit_payload: dict) -> str:
    return f"{hit_payload.get('section') or ''}\n{hit_payload.get('text') or ''}"
