"""A book's stored glossary (parsed/<book_id>/glossary.json) read back, and the library's terms for
the sparse dictionary. Imports no rule, so bin/kb-term starts without compiling the patterns."""
from __future__ import annotations

import logging
import time

from f.common.errors import NotFound, NotReady
from f.common.store import books
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)
GLOSSARY = "glossary.json"


def read_glossary(store: ObjectStore, book_id: str) -> list[dict]:
    """The book's entries; a book ingested before this step says how to build its glossary."""
    return books.read_step_output(store, book_id, GLOSSARY, "terms", "glossary", "terms")


_LIBRARY: dict = {"at": 0.0, "key": None, "terms": []}
LIBRARY_TTL = 60.0  # seconds a process keeps the library's term list before looking again


def library_terms(store: ObjectStore, fresh: bool = False) -> list[str]:
    """Every glossary term and alias of the library (for the sparse tokenizer's dictionary)."""
    now = time.monotonic()
    if not fresh and _LIBRARY["key"] is not None and now - _LIBRARY["at"] < LIBRARY_TTL:
        return _LIBRARY["terms"]
    ids = books.list_book_ids(store)
    counts = tuple((b, ((books.read_manifest(store, b) or {}).get("terms") or {}).get("count"))
                   for b in ids)
    if counts != _LIBRARY["key"]:
        terms = []
        for book_id, count in counts:
            if count:
                try:
                    terms += [n for e in read_glossary(store, book_id)
                              for n in [e.get("term"), *(e.get("aliases") or [])] if n]
                except (NotFound, NotReady):
                    log.info("%s: glossary not readable; its terms are left out", book_id)
        _LIBRARY.update(key=counts, terms=sorted(set(terms)))
    _LIBRARY["at"] = now
    return _LIBRARY["terms"]
