"""The vector operations as the tools call them: search, the embed step of an ingest and a full
rebuild, each opening what it needs (store, embedder, Qdrant) and closing Qdrant afterwards so
that the embedded engine's one-process lock is held no longer than necessary."""
from __future__ import annotations

import contextlib

from f.common.config import Settings
from f.common.store import books
from f.common.store.objects import ObjectStore, get_store
from f.common.vectors.client import open_client, wait_for_writers, writer_lock

WRITER_WAIT = 600.0


def search_here_or_warm(settings: Settings, **kwargs) -> dict:
    """Through the warm local search process, which keeps the model and the index open
    (KB_SEARCHD=off: in this process)."""
    if settings.searchd:
        from f.common.vectors import warm_search

        return warm_search.warm_search(settings, **kwargs)
    return search(settings, **kwargs)


def search_batch_here_or_warm(settings: Settings, queries: list[str], top_k: int = 5, book: str = "",
                              mode: str = "hybrid") -> list[dict]:
    """Several searches in one request to the warm process (or in this process): one embedding
    call, one batch of Qdrant queries."""
    if settings.searchd:
        from f.common.vectors import warm_search

        return warm_search.warm_search_batch(settings, queries=queries, top_k=top_k, book=book,
                                             mode=mode)
    return search_batch(settings, queries, top_k, book, mode)


@contextlib.contextmanager
def reader(settings: Settings):
    """The index for reading in this process (a warm search process of the same library is
    asked to let go of local mode's folder first; it re-opens it on its next request)."""
    wait_for_writers(settings, settings.index_wait)
    if not settings.qdrant_url:
        from f.common.vectors import warm_search as searchd

        searchd.release(settings)
    client = open_client(settings)
    try:
        yield client
    finally:
        client.close()


def search(settings: Settings, query: str, top_k: int = 5, book: str = "",
           mode: str = "hybrid", store: ObjectStore | None = None) -> dict:
    """One search in this process (Windmill workers, KB_SEARCHD=off, the warm search process)."""
    return search_batch(settings, [query], top_k, book, mode, store)[0]


def search_batch(settings: Settings, queries: list[str], top_k: int = 5, book: str = "",
                 mode: str = "hybrid", store: ObjectStore | None = None) -> list[dict]:
    from f.common.embeddings.factory import get_embedder
    from f.common.vectors import search as engine

    engine.check_batch(queries, top_k, mode)  # bad input fails before anything is loaded
    store = store or get_store(settings)
    embedder = get_embedder(settings) if mode != "sparse" else None
    with reader(settings) as client:
        return engine.search_batch(settings, store, client, embedder, queries, top_k, book, mode)


@contextlib.contextmanager
def writer(settings: Settings):
    """Exclusive use of the index: take the writer lock, make the warm search process let go of
    local mode's folder, then open it (waiting for in-flight searches to finish)."""
    if not settings.qdrant_url and settings.vector_engine == "edge":
        from f.common.vectors import warm_search as searchd
        from f.common.vectors.migrate import migrate_if_needed

        searchd.release(settings)
        migrate_if_needed(settings)  # before the writer lock, which it takes itself
    with writer_lock(settings):
        if not settings.qdrant_url:
            from f.common.vectors import warm_search as searchd

            searchd.release(settings)
        client = open_client(settings, wait=WRITER_WAIT)
        try:
            yield client
        finally:
            client.close()


def embed_step(settings: Settings, store: ObjectStore, book_id: str, force: bool = False) -> dict:
    """An ingest's vector step. The index is held (searches wait) only to read the book's points
    and to write the new ones; the model runs in between with the index free, so a search during
    an ingest waits for a write of milliseconds, not for the whole embedding (issue 16's load)."""
    from f.common.embeddings.factory import get_embedder
    from f.common.vectors import embed_book as steps

    embedder = get_embedder(settings)
    check_room(settings)
    with writer(settings) as client:
        work = steps.plan(settings, store, client, embedder, book_id, force=force)
    entries = steps.embed(settings, store, embedder, work)
    with writer(settings) as client:
        return steps.finish(settings, store, client, embedder, work, entries)


MIN_FREE_MB = 64  # the embedded engines write through memory maps: a full disk there is SIGBUS


def check_room(settings: Settings) -> None:
    """A clear error before the embedded index is written on a disk without room (its engine
    would die of SIGBUS mid-write instead; the served version survives that, the message not)."""
    if settings.qdrant_url:
        return
    import shutil

    from f.common.errors import ServiceError

    where = settings.kb_home
    while not where.exists() and where != where.parent:
        where = where.parent
    free = shutil.disk_usage(where).free >> 20
    if free < MIN_FREE_MB:
        raise ServiceError(f"no space left on device for the vector index under {settings.kb_home}: "
                           f"{free} MB free, at least {MIN_FREE_MB} MB needed")


def drop_other_versions(settings: Settings, book_id: str, version: str | None) -> int:
    """After the switch: delete the book's points of every version but `version`."""
    from f.common.vectors.store_api import book_filter

    with writer(settings) as client:
        if not client.exists():
            return 0
        gone = [hit.id for hit in client.scroll(book_filter(book_id)) if hit.payload.get("version") != version]
        client.delete(gone)
        return len(gone)


def reindex(settings: Settings, store: ObjectStore | None = None) -> dict:
    """Drop the collection and embed every ready book with the configured model; when only the
    lexical tokenizer's version changed, rewrite the word vectors instead (collection.relex)."""
    from f.common.embeddings.factory import get_embedder
    from f.common.vectors.collection import lexical_stale, recorded_model, relex
    from f.common.vectors.embed_book import embed_book

    store = store or get_store(settings)
    embedder = get_embedder(settings)
    reports = []
    with writer(settings) as client:
        if (recorded_model(client, settings) == (embedder.name, embedder.dimension) and lexical_stale(client)
                and client.count()):
            # only the word tokens changed: rewrite the sparse vectors, keep the embeddings
            points = relex(client)
            return {"collection": settings.collection, "model": embedder.name, "points": points,
                    "books": len({b for b in books.list_book_ids(store)
                                  if (books.read_manifest(store, b) or {}).get("status") == "ready"}),
                    "lexical_only": True}
        client.drop()
        for book_id in books.list_book_ids(store):
            manifest = books.read_manifest(store, book_id) or {}
            if manifest.get("status") == "ready":
                reports.append(embed_book(settings, store, client, embedder, book_id, force=True))
    return {"collection": settings.collection, "model": embedder.name, "books": len(reports),
            "points": sum(r["points"] for r in reports)}
