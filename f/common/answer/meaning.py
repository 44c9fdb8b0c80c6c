"""A meaning-level signal for a pack the lexical rules call "no evidence" (issue 27, 0489).

A user says in their words what the page says in its own (column count / number of columns,
startup file / initialization file, 借钱 / 融资约束): no rule on words sees it, and the pack's
answering page is there, called "no evidence". The embedding model does see it, but not by its
cosine alone: a near-topic question nothing answers (a heatmap in a plotting manual, 筷子舞 beside
a Mongolian dance page) is as close to the library's pages as an answerable one (e5's cosines
crowd into 0.80-0.92 for both). What differs is the shape: a question a page answers singles that
page out (its cosine stands above the next pages'), a question no page answers is about equally
near to all the pages of its topic. So: the question's dense-best page, in the pack's first pages,
standing out from the next ones by STANDOUT, lifts "no evidence" to "weak evidence".

The page side costs nothing (the passage vectors are in the index); the question costs one
embedding and one dense query (`dense_pages`)."""
from __future__ import annotations

from statistics import mean

# The best page against the mean of the next NEXT pages (one entry per page, its best passage).
NEXT = 9
DEPTH = 60      # passages read from the dense side: enough for NEXT + 1 distinct pages
# Chosen on the tuned halves only (docs/benchmarks/evidence-packs.md, "a meaning-level signal"):
# just above the largest gap of a flagged unanswerable English question of those halves (0.018,
# 13 of them; 4 of 8 refused answerable ones stand out more). Chinese questions get no lift
# (0491): on their tuned halves the near-topic ones stand out as much as the answerable ones
# (北极的极昼 0.037 singling out a page on day and night), and the threshold above them lifted no
# answerable question of any Chinese half while it cost a seen half a flag (青光眼).
STANDOUT = {"en": 0.02, "zh": None}
FIRST_PAGES = 3  # the pack's first pages (pack.TOGETHER_PAGES): the answering page is there


def standout(scores: list[float]) -> float | None:
    """How far the best page's cosine stands above the mean of the next NEXT pages' (scores best
    first, one per page); None with fewer pages (a library too small to say). Pure."""
    if len(scores) < NEXT + 1:
        return None
    return round(scores[0] - mean(scores[1:NEXT + 1]), 4)


def reads(chinese: bool) -> bool:
    """Whether the signal reads a question of this language at all (no threshold: never), so a
    pack does not pay an embedding and a dense query for a verdict that cannot change. Pure."""
    return STANDOUT["zh" if chinese else "en"] is not None


def singled_out(ranked: list[tuple[tuple, float]], pack_keys: list[tuple], chinese: bool) -> dict | None:
    """{"page": (book, page), "standout": gap} when the question's dense-best page (ranked: page
    key and cosine, best first) is among the pack's first FIRST_PAGES and stands out from the next
    pages by STANDOUT of the question's language; else None. Pure."""
    limit = STANDOUT["zh" if chinese else "en"]
    gap = standout([score for _key, score in ranked])
    if limit is None or gap is None or gap < limit:
        return None
    best = tuple(ranked[0][0])
    if best not in [tuple(k) for k in pack_keys[:FIRST_PAGES]]:
        return None  # the page the meaning singles out is not the one the pack shows
    return {"page": list(best), "standout": gap}


def dense_pages(settings, store, client, embedder, text: str, book: str = "") -> list[tuple[tuple, float]]:
    """(page key, cosine) of the library's pages nearest to `text` as a query, best first, one per
    page, in the search's scope (the book, the deployment's allowed books, served versions)."""
    from f.common.vectors.search import resolve_book, scope_filter, served_only
    from f.common.vectors.store_api import Query

    book = resolve_book(settings, store, book) if book else ""
    vector = embedder.embed_queries([text])[0]
    points = client.query_batch([Query("dense", vector, scope_filter(settings, book), DEPTH,
                                       ("book_id", "page", "version"))])[0]
    seen: dict[tuple, float] = {}
    for point in served_only(store, points, {}):
        key = (point.payload.get("book_id"), point.payload.get("page"))
        seen.setdefault(key, float(point.score))
    return list(seen.items())
