"""The `extract_terms` ingest step: the stored content list and tree -> parsed/<book_id>/glossary.json.

Rules always run; with KB_LLM_API_KEY set an LLM pass proposes what they missed (kept only when
its quote is verbatim on the page). The manifest's `terms` field moves pending -> extracting ->
ready | failed on its own, beside the book's status, and says which methods ran."""
from __future__ import annotations

import logging
import time

from f.common.config import Settings
from f.common.glossary.rules import dedupe, extract_terms
from f.common.glossary.stored import GLOSSARY, library_terms, read_glossary  # noqa: F401 (their home)
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)


def build_glossary(settings: Settings, store: ObjectStore, book_id: str, *, llm: bool = True) -> dict:
    from f.common.tree.build_step import load_items

    started = time.monotonic()
    with manifests.step_status(store, book_id, "terms"):
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
    report = {"book_id": book_id, "terms": len(entries), "methods": methods, "llm": llm_report,
              "seconds": round(time.monotonic() - started, 3)}
    manifests.update(store, book_id, terms={"status": "ready", "count": len(entries),
                                            "methods": methods, "error": None,
                                            "llm_error": (llm_report or {}).get("error")})
    return report
