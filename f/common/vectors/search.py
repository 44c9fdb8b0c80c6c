"""Hybrid page search: dense (the embedding model) and sparse (BM25 over Chinese-aware tokens)
candidates, each reduced to pages (a page's best passage), fused by a convex combination of
min-max normalised scores over each side's top FUSE_DEPTH pages (score-aware fusion: a page far
ahead on one side keeps its lead, which rank fusion throws away). DENSE_WEIGHT and FUSE_DEPTH
were chosen on the dev-data questions and confirmed on the sample-book ones (docs/benchmarks.md).
Every result says whether the library holds evidence for the query (f.common.vectors.evidence).

The deployment's book scope (KB_ALLOWED_BOOKS) is a filter inside every vector query, so no hit
can come from another book; a --book outside the scope gets the unknown-book answer."""
from __future__ import annotations

from f.common.config import Settings
from f.common.errors import BadInput
from f.common.store import books
from f.common.store.book_id import validate_book_id
from f.common.store.objects import ObjectStore
from f.common.textnorm import fold_ideographs
from f.common.vectors import evidence, figure_hits, sparse
from f.common.vectors.collection import check_lexical, check_model, require_collection
from f.common.vectors.store_api import Query

MODES = ("hybrid", "dense", "sparse")
MAX_TOP_K = 50
MAX_BATCH = 32          # queries in one batch (a plan has at most 10)
MAX_QUERY_CHARS = 2000   # the model reads ~512 tokens; more only costs time
FUSE_DEPTH = 20     # pages per side that enter the fusion
DENSE_WEIGHT = 0.3  # weight of the dense side; the sparse side gets the rest


def check_args(query: object, top_k: object, mode: object) -> tuple[str, int, str]:
    if not isinstance(query, str) or not query.strip():
        raise BadInput("the query is empty; ask a question or give some words to look for")
    try:
        top_k = int(top_k)
    except (TypeError, ValueError):
        raise BadInput(f"--top-k must be a whole number from 1 to {MAX_TOP_K}") from None
    if not 1 <= top_k <= MAX_TOP_K:
        raise BadInput(f"--top-k must be from 1 to {MAX_TOP_K}, not {top_k}")
    mode = (mode or "hybrid").strip().lower() if isinstance(mode, str) else mode
    if mode not in MODES:
        raise BadInput(f"--mode must be one of {', '.join(MODES)}, not {mode!r}")
    # a query pasted from an office suite's PDF may hold Kangxi radicals (0701), as stored text does not
    return fold_ideographs(" ".join(query.split()))[:MAX_QUERY_CHARS], top_k, mode


def check_batch(queries: object, top_k: object, mode: object) -> tuple[list[str], int, str]:
    if not isinstance(queries, list) or not 1 <= len(queries) <= MAX_BATCH:
        raise BadInput(f"a batch holds 1-{MAX_BATCH} queries")
    checked = [check_args(q, top_k, mode) for q in queries]
    return [c[0] for c in checked], checked[0][1], checked[0][2]


def resolve_book(settings: Settings, store: ObjectStore, raw: str) -> str:
    """A readable book id or prefix; unknown and out-of-scope books get the same NotFound."""
    books.in_scope(settings, store, raw)
    return validate_book_id(raw)


def scope_filter(settings: Settings, book: str) -> tuple:
    """The book and deployment scope as store_api filter conditions (all must hold)."""
    must = []
    if book:
        must.append(("book_prefixes", (book,)))
    if settings.allowed_books:
        must.append(("book_prefixes", tuple(validate_book_id(entry) for entry in settings.allowed_books)))
    return tuple(must)


def _pages(points) -> list:
    """Points ranked best first -> one entry per page (its best passage), order kept."""
    seen, out = set(), []
    for point in points:
        key = (point.payload.get("book_id"), point.payload.get("page"))
        if key not in seen:
            seen.add(key)
            out.append(point)
    return out


def _hit(p: dict, score: float) -> dict:
    hit = {"book_id": p.get("book_id"), "page": p.get("page"), "page_label": p.get("page_label"),
           "section": p.get("section") or "", "node_id": p.get("node_id"),
           "score": round(float(score), 4), "text": p.get("text") or ""}
    if p.get("kind") in figure_hits.KINDS:  # the best match on the page was a caption
        hit.update(figure_hits.fields(p))
    return hit


def _normalised(points) -> dict:
    """page key -> score min-max scaled to 0..1 by the list's top FUSE_DEPTH (a flat list: 1);
    deeper pages (only reached when top_k > FUSE_DEPTH) clip to 0, so the ranking of the first
    pages does not depend on top_k."""
    if not points:
        return {}
    scores = [float(p.score) for p in points[:FUSE_DEPTH]]
    low, high = min(scores), max(scores)
    return {(p.payload.get("book_id"), p.payload.get("page")):
            (max(0.0, (float(p.score) - low) / (high - low)) if high > low else 1.0)
            for p in points}


def fuse(dense: list, sparse_pages: list, top_k: int) -> list[tuple[float, object]]:
    depth = max(FUSE_DEPTH, top_k)
    d, s = _normalised(dense[:depth]), _normalised(sparse_pages[:depth])
    points = {}
    for point in sparse_pages[:depth] + dense[:depth]:  # dense payload wins a tie
        points[(point.payload.get("book_id"), point.payload.get("page"))] = point
    scored = [(DENSE_WEIGHT * d.get(key, 0.0) + (1 - DENSE_WEIGHT) * s.get(key, 0.0), point)
              for key, point in points.items()]
    return sorted(scored, key=lambda e: -e[0])[:top_k]


def hybrid_search(settings: Settings, store: ObjectStore, client, embedder, query: str, top_k: int = 5,
                  book: str = "", mode: str = "hybrid") -> dict:
    """One search: the batch of one."""
    return search_batch(settings, store, client, embedder, [query], top_k, book, mode)[0]


def search_batch(settings: Settings, store: ObjectStore, client, embedder, queries: list[str],
                 top_k: int = 5, book: str = "", mode: str = "hybrid") -> list[dict]:
    """Several searches at once: one embedding call for all query texts and one batch of Qdrant
    queries (dense and sparse together); each result is what a single search returns."""
    texts, top_k, mode = check_batch(queries, top_k, mode)
    book = resolve_book(settings, store, book) if book else ""
    require_collection(client, settings)
    if mode == "sparse":
        check_lexical(client, settings)
    flt = scope_filter(settings, book)
    limit = max(4 * top_k, 3 * FUSE_DEPTH)  # passages; pages with several count once
    fields = ("book_id", "page", "version", "kind")
    requests, slots = [], []  # slots: (query index, side) of each request
    if mode in ("dense", "hybrid"):
        check_model(client, settings, embedder.name, embedder.dimension)
        for i, vector in enumerate(embedder.embed_queries(texts)):
            requests.append(Query("dense", vector, flt, limit, fields))
            slots.append((i, "dense"))
    ranked: list[dict] = [{} for _ in texts]
    if mode in ("sparse", "hybrid"):
        from f.common.glossary.step import library_terms

        sparse.add_terms(library_terms(store))  # glossary terms are whole tokens in the index too
        for i, text in enumerate(texts):
            indices, values = sparse.query_vector(text)
            ranked[i]["sparse"] = []
            if indices:
                requests.append(Query("sparse", (indices, values), flt, limit, fields))
                slots.append((i, "sparse"))
    versions: dict = {}
    captions: list[dict] = [{} for _ in texts]  # figure_hits.candidates of each query
    for (i, side), answer in zip(slots, client.query_batch(requests)):
        served = served_only(store, answer, versions)
        for key, points in figure_hits.candidates(served).items():
            captions[i].setdefault(key, []).extend(points)
        ranked[i][side] = _pages(served)
    picked = [_pick(sides, mode, top_k) for sides in ranked]
    # the searches fetched only book, page and kind (local mode deep-copies every payload it
    # returns): the full payloads of the points shown or judged come in one retrieve (and each
    # query's first dense page, whose language picks the evidence threshold)
    shown = [[(p.payload.get("book_id"), p.payload.get("page")) for _s, p in hits] for hits, _l in picked]
    wanted = {p.id for hits, lexical in picked for p in [*(p for _s, p in hits), *lexical]}
    wanted |= {sides["dense"][0].id for sides in ranked if sides.get("dense")}
    wanted |= {f.id for keys, found in zip(shown, captions) for k in keys for f in found.get(k, ())}
    full = client.retrieve(list(wanted))
    results = [_result(q, mode, book, hits, lexical, sides, embedder, full, found)
               for q, (hits, lexical), sides, found in zip(texts, picked, ranked, captions)]
    from f.common.exercises.on_pages import annotate

    annotate(store, results)  # a hit on an exercise page names its exercises
    return results


def served_only(store: ObjectStore, points, versions: dict) -> list:
    """The points of each book's served version (store.versions): during a re-ingest the new
    version's points exist before the switch and the old one's a moment after it."""
    if not hasattr(store, "served_version"):
        return list(points)
    out = []
    for point in points:
        book = point.payload.get("book_id")
        if book not in versions:
            versions[book] = store.served_version(book)
        if point.payload.get("version") == versions[book]:
            out.append(point)
    return out


def _pick(ranked: dict, mode: str, top_k: int) -> tuple[list, list]:
    """(the (score, point) hits, the pages the evidence signal reads) of one query."""
    if mode != "hybrid":
        hits = [(p.score, p) for p in ranked[mode][:top_k]]
    else:
        hits = fuse(ranked["dense"], ranked["sparse"], top_k)
    lexical = ranked.get("sparse", ranked.get("dense", []))[:evidence.PAGES_LOOKED_AT]
    return hits, lexical


def _agree(hits: list, ranked: dict) -> bool:
    """Both sides hold the first hit's page among their first evidence.AGREE_DEPTH pages."""
    if not hits:
        return False
    key = (hits[0][1].payload.get("book_id"), hits[0][1].payload.get("page"))
    return all(key in {(p.payload.get("book_id"), p.payload.get("page")) for p in ranked.get(side, [])[:evidence.AGREE_DEPTH]}
               for side in ("dense", "sparse"))


def _result(query: str, mode: str, book: str, hits: list, lexical: list, ranked: dict, embedder,
            full: dict, captions: dict) -> dict:
    def payload(point):
        return full.get(point.id, point.payload)

    dense_top = float(ranked["dense"][0].score) if ranked.get("dense") else None
    if "dense" in ranked and not ranked["dense"]:
        dense_top = 0.0
    first = evidence.page_text(payload(ranked["dense"][0])) if ranked.get("dense") else None
    verdict = evidence.judge(query, getattr(embedder, "name", None) if "dense" in ranked else None,
                             dense_top, [evidence.page_text(payload(p)) for p in lexical], first,
                             _agree(hits, ranked) if mode == "hybrid" else None)
    if not hits:
        verdict["evidence"] = "none"
    shown = [_hit(payload(p), score) for score, p in hits]
    figure_hits.mark(query, shown, captions, payload)
    return {"query": query, "mode": mode, "book": book or None, "hits": shown, **verdict}
