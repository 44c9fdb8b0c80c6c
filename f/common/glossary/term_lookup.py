"""`lookup_term`: a term's definitions in the books' own words (bin/kb-term, MCP lookup_term).

Reads glossary.json only (no model, no Qdrant), so it answers in the time of pageindex-content.
The scope is the one every tool keeps: --book (an id or a prefix) within KB_ALLOWED_BOOKS."""
from __future__ import annotations

import logging

from f.common.config import Settings, load
from f.common.errors import BadInput, NotFound
from f.common.glossary.lookup import check_term, lookup
from f.common.glossary.step import read_glossary
from f.common.store import books
from f.common.store.book_id import is_allowed, validate_book_id
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
FIELDS = ("term", "aliases", "definition", "quote", "page", "page_label", "section", "node_id",
          "method", "kind", "confidence")
LIMIT = 5


def readable_books(settings: Settings, store: ObjectStore, raw: str = "") -> list[str]:
    """Ready books the caller may read: all of them, one id, or those under a prefix."""
    wanted = validate_book_id(raw) if raw else ""
    ids = [b for b in books.list_book_ids(store) if is_allowed(b, settings.allowed_books)
           and (not wanted or b == wanted or b.startswith(wanted + "/"))]
    ready = [b for b in ids if (books.read_manifest(store, b) or {}).get("status") == books.READY]
    if wanted and not ready:
        if ids:  # the book exists but is being ingested: say so, as the other tools do
            books.open_book(settings, store, ids[0])
        raise books.unknown(wanted)
    return ready


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
    ids = readable_books(settings, store, book)
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
    near.sort(key=lambda pair: pair[0])
    result = {"term": term, "matches": matches, "near": [e for _, e in near[:LIMIT]]}
    if missing:
        result["books_without_glossary"] = missing
    if not matches:
        result["hint"] = "no definition of this term in the glossaries; search the pages with qdrant-search"
    log.debug("lookup_term %r over %d books: %d matches", term, len(ids), len(matches))
    return result
