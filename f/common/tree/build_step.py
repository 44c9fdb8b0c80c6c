"""The build_index step: the stored content list -> pageindex.json with summaries (+ page count
and printed page labels in the manifest). Run by bin/ebook-ingest and by the Windmill script
f/index/pageindex/build_index."""
from __future__ import annotations

import logging
import time

from f.common.config import Settings
from f.common.errors import BadInput, NotReady
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.objects import ObjectStore
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk

log = logging.getLogger(__name__)

CACHE = "summary_cache.json"


def load_items(store: ObjectStore, book_id: str) -> list[dict]:
    items = books.read_content_list(store, book_id)
    if not items:
        raise BadInput(f"book {book_id!r}: the content list holds no blocks")
    return items


def load_cache(store: ObjectStore, book_id: str) -> dict:
    """The book's summary cache; a missing or damaged one is simply empty (it is only a cache)."""
    try:
        cache = books.read_json(store, books.key(book_id, CACHE), default={}, kind=dict)
    except NotReady as exc:
        log.warning("%s; starting with an empty summary cache", exc.message)
        return {}
    return cache.get("entries", {})


def build_index(settings: Settings, store: ObjectStore, book_id: str, *, summaries: bool = True,
                force: bool = False, model: str = "") -> dict:
    """summaries=False: no LLM calls (verbatim / extractive); force: ask the LLM again even for
    nodes whose summary is cached; model: a chat model other than KB_LLM_MODEL."""
    from f.common.tree.summaries import summarise

    started = time.monotonic()
    manifest = books.read_manifest(store, book_id) or {}
    items = load_items(store, book_id)
    doc_name = manifest.get("title") or book_id.rsplit("/", 1)[-1]
    tree = build_pageindex(items, book_id=book_id, doc_name=doc_name,
                           pdf_labels=manifest.get("pdf_page_labels"))
    tree["page_count"] = max(tree["page_count"], int(manifest.get("page_count") or 0))
    model = (model or "").strip() or settings.llm_model
    use_llm = bool(summaries and settings.llm_api_key)
    if summaries and not settings.llm_api_key:
        note(f"{book_id}: no KB_LLM_API_KEY; summaries are extractive (labelled so)")
    cache = load_cache(store, book_id)
    summary_report, new_cache = summarise(tree, settings, cache=cache,
                               use_llm=use_llm, model=model, force=force)
    nodes = list(walk(tree["structure"]))
    for _depth, node, _parent in nodes:
        node.pop("text", None)  # the content list holds the text; the tree stays small
    books.write_json(store, books.key(book_id, "pageindex.json"), tree)
    if use_llm and new_cache != cache:
        books.write_json(store, books.key(book_id, CACHE),
                         {"prompt_version": _prompt_version(), "entries": new_cache})
    report = {"book_id": book_id, "nodes": len(nodes),
              "depth": max((d for d, _, _ in nodes), default=0), "pages": tree["page_count"],
              "contents": tree.get("contents", {}),
              "summaries": summary_report, "seconds": round(time.monotonic() - started, 3)}
    manifests.update(store, book_id, page_count=tree["page_count"],
                     page_labels=tree.get("page_labels", {}),
                     counts={"blocks": len(items), "nodes": len(nodes)},
                     tree=tree.get("contents", {}),  # path taken, contents entries and located
                     models={"summaries": model if use_llm else "extractive"},
                     # nodes left extractive by an LLM failure: the next ingest asks again
                     summaries_failed=summary_report.get("failed", 0) + ("doc_description_error" in summary_report))
    return report


def _prompt_version() -> str:
    from f.common.tree.summaries import PROMPT_VERSION

    return PROMPT_VERSION
