"""Hybrid page search: dense (the embedding model) and sparse (BM25 over Chinese-aware tokens)
candidates, each reduced to pages (a page's best passage), fused by a convex combination of
min-max normalised scores over each side's top FUSE_DEPTH pages (score-aware fusion: a page far
ahead on one side keeps its lead, which rank fusion throws away). DENSE_WEIGHT and FUSE_DEPTH
were chosen on the dev-data questions and confirmed on the sample-book ones (docs/benchmarks.md).
Every result says whether the library holds evidence for the query (f.common.vectors.evidence).

The deployment's book scope (KB_ALLOWED_BOOKS) is a filter inside every Qdrant query, so no hit
can come from another book; a --book outside the scope gets the unknown-book answer."""
from __future__ import annotations

from f.common.config import Settings
from f.common.errors import BadInput
from f.common.store import books
from f.common.store.book_id import validate_book_id
from f.common.store.objects import ObjectStore
from f.common.vectors import evidence, sparse
from f.common.vectors.collection import check_model, require_collection

MODES = ("hybrid", "dense", "sparse")
MAX_TOP_K = 50
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
    return " ".join(query.split())[:MAX_QUERY_CHARS], top_k, mode


def resolve_book(settings: Settings, store: ObjectStore, raw: str) -> str:
    """A readable book id or prefix; unknown and out-of-scope books get the same NotFound."""
    books.in_scope(settings, store, raw)
    return validate_book_id(raw)


def scope_filter(settings: Settings, book: str):
    from qdrant_client import models

    must = []
    if book:
        must.append(models.FieldCondition(key="book_prefixes", match=models.MatchValue(value=book)))
    if settings.allowed_books:
        scope = [validate_book_id(entry) for entry in settings.allowed_books]
        must.append(models.FieldCondition(key="book_prefixes", match=models.MatchAny(any=scope)))
    return models.Filter(must=must) if must else None


def _pages(points) -> list:
    """Points ranked best first -> one entry per page (its best passage), order kept."""
    seen, out = set(), []
    for point in points:
        key = (point.payload.get("book_id"), point.payload.get("page"))
        if key not in seen:
            seen.add(key)
            out.append(point)
    return out


def _hit(point, score: float) -> dict:
    p = point.payload
    return {"book_id": p.get("book_id"), "page": p.get("page"), "page_label": p.get("page_label"),
            "section": p.get("section") or "", "node_id": p.get("node_id"),
            "score": round(float(score), 4), "text": p.get("text") or ""}


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
    from qdrant_client import models

    query, top_k, mode = check_args(query, top_k, mode)
    book = resolve_book(settings, store, book) if book else ""
    require_collection(client, settings)
    flt = scope_filter(settings, book)
    limit = max(4 * top_k, 3 * FUSE_DEPTH)  # passages; pages with several count once
    ranked: dict[str, list] = {}
    if mode in ("dense", "hybrid"):
        check_model(client, settings, embedder.name, embedder.dimension)
        ranked["dense"] = _pages(client.query_points(
            settings.collection, query=embedder.embed_query(query), using="dense",
            query_filter=flt, limit=limit, with_payload=True).points)
    if mode in ("sparse", "hybrid"):
        from f.common.glossary.step import library_terms

        sparse.add_terms(library_terms(store))  # glossary terms are whole tokens in the index too
        indices, values = sparse.query_vector(query)
        ranked["sparse"] = _pages(client.query_points(
            settings.collection, query=models.SparseVector(indices=indices, values=values),
            using="sparse", query_filter=flt, limit=limit, with_payload=True).points) if indices else []
    if mode != "hybrid":
        hits = [_hit(p, p.score) for p in ranked[mode][:top_k]]
    else:
        hits = [_hit(point, score) for score, point in fuse(ranked["dense"], ranked["sparse"], top_k)]
    lexical = ranked.get("sparse", ranked.get("dense", []))
    dense_top = float(ranked["dense"][0].score) if ranked.get("dense") else None
    if "dense" in ranked and not ranked["dense"]:
        dense_top = 0.0
    verdict = evidence.judge(query, getattr(embedder, "name", None) if "dense" in ranked else None,
                             dense_top, [evidence.page_text(p.payload) for p in lexical])
    if not hits:
        verdict["evidence"] = "none"
    return {"query": query, "mode": mode, "book": book or None, "hits": hits, **verdict}
