"""A book in the store: its keys, its manifest, and reading it for the query tools.

Every query goes through `open_book`, which validates the id, applies the deployment's book scope
(a forbidden book gets exactly the answer an unknown one gets) and refuses books that are not
ready."""
from __future__ import annotations

import difflib
import json
import logging

from f.common.config import Settings
from f.common.errors import BadInput, NotFound, NotReady
from f.common.store.book_id import is_allowed, validate_book_id
from f.common.store.objects import ObjectStore
from f.common.textnorm import check_stored

READY = "ready"
_REQUIRED = object()

log = logging.getLogger(__name__)


def prefix(book_id: str) -> str:
    return f"parsed/{book_id}/"


def key(book_id: str, name: str) -> str:
    return f"parsed/{book_id}/{name}"


def source_key(book_id: str) -> str:
    return f"source/{book_id}.pdf"


def read_json(store: ObjectStore, object_key: str, default=_REQUIRED, kind: type | None = None):
    """A stored JSON value, with the one error rule for every reader: a missing object is NotFound
    (or `default`, when one is given: a cache, an optional file); one that is not JSON, or not of
    `kind`, is NotReady ("damaged"). Any other failure of the store propagates as it is."""
    try:
        data = store.get(object_key)
    except KeyError:
        if default is _REQUIRED:
            raise NotFound(f"missing object {object_key}") from None
        return default
    try:
        value = json.loads(data)
    except ValueError:
        value = _REQUIRED
    if value is _REQUIRED or (kind is not None and not isinstance(value, kind)):
        raise NotReady(f"stored object {object_key} is damaged (not JSON{' ' + kind.__name__ if kind else ''}); "
                       "re-ingest the book")
    return value


def read_content_list(store: ObjectStore, book_id: str) -> list[dict]:
    """The book's stored content list, parsed; the same rule as read_json: missing is NotFound,
    damaged (not a valid content list) is NotReady."""
    from f.common.content.content_list import parse_content_list

    object_key = key(book_id, "content_list.json")
    try:
        data = store.get(object_key)
    except KeyError:
        raise NotFound(f"book {book_id!r} has no stored content list; ingest it first") from None
    try:
        return parse_content_list(data, object_key)
    except BadInput as exc:
        raise NotReady(f"stored object {object_key} is damaged ({exc.message}); re-ingest the book") from None


def write_json(store: ObjectStore, object_key: str, value) -> bytes:
    """Every stored JSON object goes through here, so none can hold a control character."""
    check_stored(value, object_key)
    data = json.dumps(value, ensure_ascii=False, indent=1).encode()
    store.put(object_key, data, "application/json")
    return data


def publish_files(store: ObjectStore, book_id: str, files: dict[str, bytes]) -> None:
    """The one writer of a book's parsed files (upload and parse): write them and delete stale ones
    (e.g. images of an older version)."""
    keep = set(files) | {"manifest.json", "pageindex.json", "summary_cache.json", "lease.json", "attempt.json",
            "source.pdf"}  # a versioned book keeps its PDF in its version (store.versions)
    for name, data in files.items():
        if name == "content_list.json":
            check_stored(json.loads(data), f"{key(book_id, name)}")
        elif name == "content.md":
            check_stored(data.decode("utf-8", "replace"), f"{key(book_id, name)}")
    import mimetypes

    for name, data in files.items():
        kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
        store.put(key(book_id, name), data, kind)
    where = prefix(book_id)
    for object_key in store.list(where):
        if object_key[len(where):] not in keep:
            store.delete(object_key)


def unknown(book_id: str, candidates: list[str] | tuple[str, ...] = ()) -> NotFound:
    """The unknown-book error, naming the closest of `candidates` (ids the caller may read)."""
    close = difflib.get_close_matches(book_id, list(candidates), n=3, cutoff=0.6)
    names = ", ".join(close[:-1]) + " or " + close[-1] if len(close) > 1 else "".join(close)
    hint = f"; did you mean {names}?" if close else ""
    return NotFound(f"unknown book {book_id!r}{hint}; bin/list-books shows the catalogue")


def unknown_here(settings: Settings, store: ObjectStore, book_id: str) -> NotFound:
    """The unknown-book error with suggestions from the books in the deployment's scope only (a
    book outside it is never suggested, so a forbidden book still answers as an unknown one)."""
    try:
        ids = [b for b in list_book_ids(store) if is_allowed(b, settings.allowed_books)]
    except Exception as exc:  # the suggestion is a courtesy: never let it hide the real answer
        log.warning("no book id suggestions: %s", exc)
        ids = []
    return unknown(book_id, ids)


def read_manifest(store: ObjectStore, book_id: str) -> dict | None:
    """The book's manifest, None when it has none; a damaged one reads as a failed book."""
    try:
        return read_json(store, key(book_id, "manifest.json"), default=None, kind=dict)
    except NotReady as exc:
        log.warning("%s", exc.message)
        return {"book_id": book_id, "status": "failed", "error": {
            "message": "damaged manifest; bin/kb-doctor --fix serves its last complete version again"}}


def open_book(settings: Settings, store: ObjectStore, raw_book_id: object) -> dict:
    """The manifest of a ready book the caller may read; NotFound / NotReady / BadInput otherwise."""
    if raw_book_id is None or raw_book_id == "":
        raise BadInput("--book is required (bin/list-books shows the catalogue)")
    book_id = validate_book_id(raw_book_id)
    if not is_allowed(book_id, settings.allowed_books):
        raise unknown_here(settings, store, book_id)
    manifest = read_manifest(store, book_id)
    if manifest is None:
        raise unknown_here(settings, store, book_id)
    status = manifest.get("status")
    if status != READY:
        detail = (manifest.get("error") or {}).get("message", "")
        raise NotReady(f"book {book_id!r} is not ready (status: {status}"
                       + (f"; {detail}" if detail else "") + ")")
    manifest["book_id"] = book_id
    return manifest


def list_book_ids(store: ObjectStore) -> list[str]:
    """Every book that has a manifest, in sorted order."""
    suffix = "/manifest.json"
    return [k[len("parsed/"):-len(suffix)] for k in store.list("parsed/") if k.endswith(suffix)]


def in_scope(settings, store: ObjectStore, raw: str = "", ready: bool = False) -> list[str]:
    """The books the caller may read: every one, one id, or those under a prefix (`教材/数学/`);
    ready=True keeps the served ones. A --book naming none of them is the unknown-book NotFound
    (the same answer for a book outside the scope), a book still being ingested its NotReady."""
    return list(served_in_scope(settings, store, raw) if ready else _scope_ids(settings, store, raw))


def served_in_scope(settings, store: ObjectStore, raw: str = "") -> dict[str, dict]:
    """in_scope(ready=True) with the served manifests it read (their version), read once."""
    from f.common.store.book_id import validate_book_id

    ids = _scope_ids(settings, store, raw)
    manifests = {b: read_manifest(store, b) or {} for b in ids}
    served = {b: m for b, m in manifests.items() if m.get("status") == READY}
    if raw and not served:
        open_book(settings, store, ids[0])  # says it is not ready, and why
        raise unknown_here(settings, store, validate_book_id(raw))
    return served


def _scope_ids(settings, store: ObjectStore, raw: str) -> list[str]:
    from f.common.store.book_id import is_allowed, validate_book_id

    wanted = validate_book_id(raw) if raw else ""
    ids = [b for b in list_book_ids(store) if is_allowed(b, settings.allowed_books)
           and (not wanted or b == wanted or b.startswith(wanted + "/"))]
    if wanted and not ids:
        raise unknown_here(settings, store, wanted)
    return ids


def read_step_output(store: ObjectStore, book_id: str, name: str, field: str, what: str, only: str) -> list:
    """`field` of a book-level step's file (glossary.json, exercises.json); a book ingested before
    that step is NotFound naming the command that builds it."""
    object_key = key(book_id, name)
    if not store.exists(object_key):
        raise NotFound(f"book {book_id!r} has no {what} yet: build it with "
                       f"bin/ebook-ingest --only {only} --book {book_id}")
    data = read_json(store, object_key)
    return (data.get(field) or []) if isinstance(data, dict) else []
