"""manifest.json: a book's status, counts, hashes, models and timings.

Status moves pending -> parsing -> indexing -> ready, or to failed with the failing step and its
message. Only `ready` books are served."""
from __future__ import annotations

import contextlib
import hashlib
import time

from f.common.store import books
from f.common.store.objects import ObjectStore
from f.common.textnorm import fold

STEPS = ("upload", "parse", "build_index", "embed_pages")


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def update(store: ObjectStore, book_id: str, **changes) -> dict:
    """Read, merge (dicts one level deep), stamp and write the manifest; returns it."""
    manifest = books.read_manifest(store, book_id) or {"book_id": book_id, "created_at": now()}
    for name, value in changes.items():
        if isinstance(value, dict) and isinstance(manifest.get(name), dict):
            manifest[name] = {**manifest[name], **value}
        elif value is None:
            manifest.pop(name, None)
        else:
            manifest[name] = value
    manifest["book_id"] = book_id
    manifest["updated_at"] = now()
    books.write_json(store, books.key(book_id, "manifest.json"), manifest)
    return manifest


def set_status(store: ObjectStore, book_id: str, status: str, step: str | None = None,
               **changes) -> dict:
    error = None if status != "failed" else changes.pop("error", None)
    return update(store, book_id, status=status, step=step, error=error, **changes)


def fail(store: ObjectStore, book_id: str, step: str, exc: BaseException) -> dict:
    message = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
    return update(store, book_id, status="failed", step=step,
                  error={"step": step, "code": getattr(exc, "code", type(exc).__name__),
                         "message": fold(str(message)[:500]), "at": now()})


@contextlib.contextmanager
def step_status(store: ObjectStore, book_id: str, field: str):
    """A book-level step's own status (terms, exercises): extracting while the block runs, failed
    with the reason if anything stops it (a store outage too), so it is never left "extracting".
    The caller writes "ready" with its counts afterwards."""
    update(store, book_id, **{field: {"status": "extracting", "error": None}})
    try:
        yield
    except BaseException as exc:
        message = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
        update(store, book_id, **{field: {"status": "failed", "error": str(message)[:300]}})
        raise
