"""The vector-store interface the collection, search and embed code use, whatever the engine:
qdrant-client (a server by QDRANT_URL, or local mode) in `qdrant_store`, Qdrant Edge in
`edge_store`. Plain values cross it, so no caller imports an engine's model classes.

A filter is a tuple of (payload key, values) conditions that must all hold; one value is an
exact match, several are MatchAny. Point ids are strings (uuid5 text) on every engine."""
from __future__ import annotations

from typing import NamedTuple


class Entry(NamedTuple):
    """A point to write: dense vector, sparse (indices, values), payload."""
    id: str
    dense: list[float]
    sparse: tuple[list[int], list[float]]
    payload: dict


class Hit(NamedTuple):
    """A scored point of a query, or a record of a scroll/retrieve (score 0)."""
    id: str
    score: float
    payload: dict


class Query(NamedTuple):
    """One query of a batch: `using` is "dense" (vector: list) or "sparse" (vector: (indices,
    values)); `fields` the payload keys to return."""
    using: str
    vector: object
    filter: tuple
    limit: int
    fields: tuple


def book_filter(book_id: str) -> tuple:
    return (("book_id", (book_id,)),)


SCROLL_PAGE = 512


def scroll_all(page, with_vectors: bool):
    """Every point of a paged scroll, as Hit or (Hit, Entry): `page(offset)` -> (records, next
    offset), each record with .id, .payload and (with vectors) .vector["dense"] / ["sparse"]."""
    offset = None
    while True:
        records, offset = page(offset)
        for r in records:
            hit = Hit(str(r.id), 0.0, r.payload or {})
            if with_vectors:
                s = r.vector["sparse"]
                yield hit, Entry(hit.id, list(r.vector["dense"]), (list(s.indices), list(s.values)), hit.payload)
            else:
                yield hit
        if offset is None:
            return
