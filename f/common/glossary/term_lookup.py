"""`lookup_term`: a term's definitions in the books' own words (bin/kb-term, MCP lookup_term).

Reads glossary.json only (no model, no Qdrant), so it answers in the time of pageindex-content.
The scope is the one every tool keeps: --book (an id or a prefix) within KB_ALLOWED_BOOKS."""
from __future__ import annotations

import logging

from f.common.config import Settings, load
from f.common.errors import BadInput, NotFound
from f.common.glossary.lookup import check_term, lookup, rank
from f.common.glossary.stored import read_glossary
from f.common.store import books
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
FIELDS = ("term", "aliases", "definition", "quote", "page", "page_label", "section", "node_id",
          "method", "kind", "confidence")
LIMIT = 5


def _hit(book_id: str, entry: dict) -> dict:
    return {"book_id": book_id, **{k: entry.get(k) for k in FIELDS}, "matched": entry.get("matched")}


def lookup_term(term: str = "", book: str = "", list_all: bool = False,
                settings: Settings | None = None, store: ObjectStore | None = None) -> dict:
    settings = settings or load()
    store = store or get_store(settings)
    if list_all:
        if not book:
            raise BadInput("--list needs --book ID (one book's whole glossary)")
        manifest = books.open_book(settings, store, book)
        entries = read_glossary(store, manifest["book_id"])
        return {"book_id": manifest["book_id"], "terms": [_hit(manifest["book_id"], e) for e in entries]}
    term = check_term(term)
    ids = books.in_scope(settings, store, book, ready=True)
    matches, near, missing = [], [], []
    for book_id in ids:
        try:
            entries = read_glossary(store, book_id)
        except NotFound:
            if len(ids) == 1:
                raise
            missing.append(book_id)
            continue
        found = lookup(entries, term, limit=LIMIT)
        matches += [_hit(book_id, e) for e in found["matches"]]
        near += [(e.get("distance", 9), _hit(book_id, e)) for e in found["near"]]
    matches.sort(key=rank)  # stable: within a rank, book order, then each book's own order
    near.sort(key=lambda pair: pair[0])
    result = {"term": term, "matches": matches, "near": [e for _, e in near[:LIMIT]]}
    if missing:
        result["books_without_glossary"] = missing
    if not matches:
        result["hint"] = "no definition of this term in the glossaries; search the pages with qdrant-search"
    log.debug("lookup_term %r over %d books: %d matches", term, len(ids), len(matches))
    return result
