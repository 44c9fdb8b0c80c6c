"""bin/kb-doctor's checks of the search index against the store: the collection's recorded model
(and lexical version) against the configured one, points of books or versions nothing serves or
builds, and served books that should have points and have none. --fix deletes the stray points,
embeds a book that lost its points, and re-indexes a collection of another model."""
from __future__ import annotations

from f.common.errors import KBError
from f.common.ingest import doctor_store as checks
from f.common.ingest import versioned
from f.common.store import books

LIBRARY = "(search index)"


def check(settings, store, ids: list[str], whole: bool) -> list[dict]:
    """Problems of the index; `whole`: every book of the library was checked (so a point of a book
    not among `ids` belongs to no book)."""
    from f.common.vectors.collection import ModelMismatch, check_model
    from f.common.vectors.service import reader

    allowed, expected = {}, []
    for book_id in ids:
        manifest, damaged = checks.pointer(store, book_id)
        if damaged:  # which version it serves is unknown until it is restored: touch none of its points
            allowed[book_id] = None
            continue
        manifest = manifest or {}
        attempt = versioned.read_attempt(store, book_id) or {}
        ready = manifest.get("status") == books.READY
        allowed[book_id] = {manifest.get("version")} if ready else set()
        if attempt.get("version"):
            allowed[book_id].add(attempt["version"])
        if ready and (manifest.get("steps") or {}).get("embed_pages"):
            expected.append((book_id, manifest.get("version")))
    found, groups = [], {}
    with reader(settings) as client:
        if client.exists():
            from f.common.embeddings.factory import get_embedder

            embedder = get_embedder(settings)
            try:
                check_model(client, settings, embedder.name, embedder.dimension)
            except ModelMismatch as exc:
                found.append(checks.problem(LIBRARY, "collection-model", exc.message,
                                            "re-index every served book with the configured model"))
            for hit in client.scroll():
                key = (hit.payload.get("book_id"), hit.payload.get("version"))
                groups.setdefault(key, []).append(hit.id)
    for (book_id, version), points in sorted(groups.items(), key=lambda g: (str(g[0][0]), str(g[0][1]))):
        if book_id in allowed:
            if allowed[book_id] is None or version in allowed[book_id]:
                continue
            detail = f"{len(points)} point(s) of version {version}, which is neither served nor being built"
        elif whole:
            detail = f"{len(points)} point(s) of a book the store does not hold"
        else:
            continue
        found.append(checks.problem(str(book_id), "orphaned-vectors", detail, "delete them", points=points))
    for book_id, served in expected:
        if (book_id, served) not in groups:
            found.append(checks.problem(book_id, "missing-vectors", "the served version has no points in the "
                                        "search index (search cannot find it)", "embed its pages"))
    return found


def apply(settings, store, found: list[dict]) -> None:
    from f.common.vectors.service import embed_step, reindex, writer

    for item in found:
        try:
            if item["kind"] == "collection-model":
                done = reindex(settings, store)
                item["fixed"] = f"re-indexed {done['books']} book(s) with {done['model']}"
                return  # every other point was rebuilt with it
            if item["kind"] == "orphaned-vectors":
                points = item.pop("points")
                with writer(settings) as client:
                    client.delete(points)
                item["fixed"] = f"deleted {len(points)} point(s)"
            elif item["kind"] == "missing-vectors":
                done = embed_step(settings, store, item["book_id"])
                item["fixed"] = f"embedded {done['points']} passage(s)"
        except KBError as exc:
            item["error"] = exc.message
