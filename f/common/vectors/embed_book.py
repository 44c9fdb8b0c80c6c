"""Embedding a book's pages into the collection, incrementally: a passage whose id, text hash and
model are unchanged is not embedded again (only its payload is refreshed if the tree moved), and
points of pages that disappeared are deleted."""
from __future__ import annotations

import logging
import time

from f.common.config import Settings
from f.common.content.page_text import page_texts
from f.common.progress import Progress, note
from f.common.store import books
from f.common.store.objects import ObjectStore
from f.common.textnorm import check_stored
from f.common.tree.build_step import load_items
from f.common.vectors import sparse
from f.common.vectors.book_passages import Passage, book_passages
from f.common.vectors.collection import ensure_collection
from f.common.vectors.passages import split_passages
from f.common.vectors.store_api import Entry, book_filter

log = logging.getLogger(__name__)

SECTION_RESERVE = 64   # tokens left for the section path the dense model reads first


def collect(store: ObjectStore, book_id: str, embedder) -> list[Passage]:
    items = load_items(store, book_id)
    # no tree yet means no sections; a damaged one (NotReady) or a store failure fails the step
    tree = books.read_json(store, books.key(book_id, "pageindex.json"), default={}, kind=dict)
    from f.common.content.page_text import page_labels

    labels = tree.get("page_labels") or {str(k): v for k, v in page_labels(items).items()}
    return book_passages(book_id, page_texts(items), labels, tree.get("structure") or [],
                         lambda text: split_passages(text, embedder.token_count,
                                                     embedder.max_tokens - SECTION_RESERVE),
                         stored_figures(store, book_id, items))


def stored_figures(store: ObjectStore, book_id: str, items: list[dict]) -> list[dict]:
    """The book's figures and tables, each marked whether its image is in the store."""
    from f.common.content.figures import book_figures

    figures = book_figures(items)
    if any(f["path"] for f in figures):
        where = books.key(book_id, "")
        present = {k[len(where):] for k in store.list(books.key(book_id, "images/"))}
        for figure in figures:
            figure["stored"] = figure["path"] in present
    return figures


def existing_points(client, settings: Settings, book_id: str) -> dict[str, dict]:
    """This book's points: id -> payload (a filtered scroll, not the whole collection)."""
    return {hit.id: hit.payload for hit in client.scroll(book_filter(book_id))}


def other_versions(client, book_id: str, version: str | None, model: str, old: dict) -> dict:
    """(page, passage, content hash) -> the Entry of a point of another version of the book with
    the same text and model: a new version copies its vectors instead of embedding again."""
    if not any(p.get("version") != version for p in old.values()):
        return {}
    found = {}
    for hit, entry in client.scroll(book_filter(book_id), with_vectors=True):
        p = hit.payload
        if p.get("version") != version and p.get("model") == model:
            found[(p.get("page"), p.get("passage"), p.get("content_hash"))] = entry
    return found


class Plan:
    """What an embed of one book does, decided from the index: the passages, those to embed."""

    def __init__(self, book_id: str, passages: list, old: dict, todo: list, refresh: list, copied: int,
                 started: float):
        self.book_id, self.passages, self.old, self.todo = book_id, passages, old, todo
        self.refresh, self.copied, self.started = refresh, copied, started
        self.model_seconds = 0.0


def plan(settings: Settings, store: ObjectStore, client, embedder, book_id: str, force: bool = False) -> Plan:
    """Read the book's points, copy the vectors of passages unchanged since another version (a
    quick write) and list the passages the model must embed."""
    started = time.monotonic()
    passages = collect(store, book_id, embedder)
    version = store.version_of(book_id) if hasattr(store, "version_of") else None
    for p in passages:
        p.version = version
    check_stored([p.text for p in passages], f"the passages of {book_id}")
    ensure_collection(client, settings, embedder.name, embedder.dimension)
    old = existing_points(client, settings, book_id)
    todo, refresh, copied = [], [], []
    reusable = {} if force else other_versions(client, book_id, version, embedder.name, old)
    for p in passages:
        prev = old.get(p.point_id)
        if (not force and prev and prev.get("content_hash") == p.content_hash
                and prev.get("model") == embedder.name):
            if prev != p.payload(embedder.name):
                refresh.append(p)
        elif (p.page, p.passage, p.content_hash) in reusable:  # unchanged since the served version
            entry = reusable[(p.page, p.passage, p.content_hash)]
            copied.append(entry._replace(id=p.point_id, payload=p.payload(embedder.name)))
        else:
            todo.append(p)
    for start in range(0, len(copied), settings.embed_batch):
        client.upsert(copied[start:start + settings.embed_batch])
    return Plan(book_id, passages, old, todo, refresh, len(copied), started)


def embed(settings: Settings, store: ObjectStore, embedder, work: Plan) -> list[Entry]:
    """The model's part: dense and sparse vectors of the passages to embed (no index needed, so
    the embed step holds the index only to read and to write, and searches go on meanwhile)."""
    from f.common.glossary.step import library_terms

    sparse.add_terms(library_terms(store, fresh=True))  # this book's terms were just extracted
    entries = []
    progress = Progress(f"{work.book_id}: embedding", len(work.todo)) if work.todo else None
    for start in range(0, len(work.todo), settings.embed_batch):
        batch = work.todo[start:start + settings.embed_batch]
        t0 = time.monotonic()
        dense = embedder.embed_documents([p.embed_text for p in batch])
        work.model_seconds += time.monotonic() - t0
        entries += [Entry(p.point_id, vector, sparse.passage_vector(p.section, p.text), p.payload(embedder.name))
                    for p, vector in zip(batch, dense)]
        progress.advance(len(batch))
    if progress:
        progress.close()
    return entries


def finish(settings: Settings, store: ObjectStore, client, embedder, work: Plan, entries: list[Entry]) -> dict:
    """Write the new vectors and payloads, delete the points of pages that disappeared."""
    ensure_collection(client, settings, embedder.name, embedder.dimension)
    for start in range(0, len(entries), settings.embed_batch):
        client.upsert(entries[start:start + settings.embed_batch])
    for p in work.refresh:
        client.overwrite_payload(p.point_id, p.payload(embedder.name))
    keep = {p.point_id for p in work.passages}
    served = store.served_version(work.book_id) if hasattr(store, "served_version") else None
    gone = [pid for pid, payload in work.old.items() if pid not in keep and payload.get("version") != served]
    client.delete(gone)
    client.maintain()  # Edge: optimize past OPTIMIZE_AT points (a no-op elsewhere)
    seconds = time.monotonic() - work.started
    passages = work.passages
    report = {"book_id": work.book_id, "points": len(passages),
              "pages": len({p.page for p in passages}), "embedded": len(work.todo),
              "skipped": len(passages) - len(work.todo), "copied": work.copied, "refreshed": len(work.refresh),
              "deleted": len(gone), "model": embedder.name, "dimension": embedder.dimension,
              "model_seconds": round(work.model_seconds, 3), "seconds": round(seconds, 3)}
    note(f"{work.book_id}: {report['points']} passages on {report['pages']} pages; embedded "
         f"{report['embedded']}, unchanged {report['skipped']}, deleted {report['deleted']}")
    return report


def embed_book(settings: Settings, store: ObjectStore, client, embedder, book_id: str,
               force: bool = False) -> dict:
    """The whole embed of one book on an open index (a rebuild holds it throughout)."""
    work = plan(settings, store, client, embedder, book_id, force)
    return finish(settings, store, client, embedder, work, embed(settings, store, embedder, work))
