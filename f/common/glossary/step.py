"""The `extract_terms` ingest step: the stored content list and tree -> parsed/<book_id>/glossary.json.

Rules always run; with KB_LLM_API_KEY set an LLM pass proposes what they missed (kept only when
its quote is verbatim on the page). The manifest's `terms` field moves pending -> extracting ->
ready | failed on its own, beside the book's status, and says which methods ran."""
from __future__ import annotations

import logging
import time

from f.common.config import Settings
from f.common.errors import NotFound, NotReady
from f.common.glossary.rules import dedupe, extract_terms
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)
GLOSSARY = "glossary.json"


def build_glossary(settings: Settings, store: ObjectStore, book_id: str, *, llm: bool = True) -> dict:
    from f.common.tree.build_step import load_items

    started = time.monotonic()
    manifests.update(store, book_id, terms={"status": "extracting", "error": None})
    try:
        items = load_items(store, book_id)
        tree = books.read_json(store, books.key(book_id, "pageindex.json"))
        manifest = books.read_manifest(store, book_id) or {}
        entries = extract_terms(items, tree, manifest.get("page_labels") or {})
        methods, llm_report = ["rules"], None
        if llm and settings.llm_api_key:
            from f.common.glossary.llm import LLMFailed, propose

            try:
                found, llm_report = propose(settings, store, book_id, items, entries, tree,
                                            manifest.get("page_labels") or {})
                entries = dedupe(entries + found)
                methods.append("llm")
            except LLMFailed as exc:  # the rules' glossary stands; the manifest says why alone
                log.warning("%s: glossary LLM pass skipped: %s", book_id, exc)
                note(f"{book_id}: the glossary's LLM pass failed ({exc}); rules only")
                llm_report = {"error": str(exc)[:300]}
        elif llm:
            note(f"{book_id}: no KB_LLM_API_KEY; the glossary comes from the rules alone")
        entries.sort(key=lambda e: (e["page"], -e["confidence"], e["term"]))
        books.write_json(store, books.key(book_id, GLOSSARY), {"book_id": book_id, "terms": entries})
    except BaseException as exc:  # whatever stopped it (a store outage too): never left "extracting"
        message = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
        manifests.update(store, book_id, terms={"status": "failed", "error": str(message)[:300]})
        raise
    report = {"book_id": book_id, "terms": len(entries), "methods": methods, "llm": llm_report,
              "seconds": round(time.monotonic() - started, 3)}
    manifests.update(store, book_id, terms={"status": "ready", "count": len(entries),
                                            "methods": methods, "error": None,
                                            "llm_error": (llm_report or {}).get("error")})
    return report


def read_glossary(store: ObjectStore, book_id: str) -> list[dict]:
    """The book's entries; a book ingested before this step says how to build its glossary."""
    key = books.key(book_id, GLOSSARY)
    if not store.exists(key):
        raise NotFound(f"book {book_id!r} has no glossary yet: build it with "
                       f"bin/ebook-ingest --only terms --book {book_id}")
    data = books.read_json(store, key)
    return data.get("terms", []) if isinstance(data, dict) else []


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
