"""Saying that a search hit is on a figure or a table (pure). Each captioned figure and table has
its own point (f.common.vectors.figure_points); a page is one hit, so when its best point is a
caption the hit is that figure's. When the page's own text ranked first but one of its captions
was a candidate too and holds most of the query's terms (COVERED, by f.common.vectors.snippet's
terms: word stems and Chinese character pairs), the hit is marked as that figure's as well, and
keeps the page's text."""
from __future__ import annotations

from f.common.vectors.snippet import query_terms

KINDS = ("figure", "table")
COVERED = 0.6


def fields(payload: dict) -> dict:
    """What a hit on a figure or table adds: its kind, caption, image object key and bbox."""
    return {"kind": payload["kind"], "caption": payload.get("caption") or "",
            "image": payload.get("image"), "bbox": payload.get("bbox")}


def candidates(points) -> dict[tuple, list]:
    """(book, page) -> the figure and table points among a search's candidates, best first."""
    out: dict[tuple, list] = {}
    for point in points:
        if point.payload.get("kind") in KINDS:
            out.setdefault((point.payload.get("book_id"), point.payload.get("page")), []).append(point)
    return out


def coverage(query: str, caption: str) -> float:
    terms = query_terms(query)
    low = (caption or "").lower()
    return sum(t in low for t in terms) / len(terms) if terms else 0.0


def mark(query: str, hits: list[dict], figures: dict[tuple, list], payload) -> None:
    """Adds kind, caption, image and bbox to each page hit whose page has a candidate caption
    covering the query (payload(point) -> its full payload)."""
    for hit in hits:
        if hit.get("kind"):
            continue
        for point in figures.get((hit["book_id"], hit["page"]), ()):
            p = payload(point)
            if coverage(query, p.get("caption") or "") >= COVERED:
                hit.update(fields(p))
                break
