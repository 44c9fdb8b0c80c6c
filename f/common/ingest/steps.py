"""The ingest steps and the book status they move: upload -> parse -> build_index -> extract_terms
-> extract_exercises -> embed_pages -> publish. Every step runs through `run_step`, locally (bin/ebook-ingest) or as a Windmill
script in the ingestion flow, so the manifest always says where a book is and, on failure, which
step failed with what message (only that step needs re-running)."""
from __future__ import annotations

import logging
import time

TYPE_CHECKING = False  # the `typing` module itself costs start-up time

if TYPE_CHECKING:  # annotations only
    from collections.abc import Callable

from f.common.config import Settings, load
from f.common.store import manifest as manifests
from f.common.store.book_id import validate_book_id
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)

STATUS_OF_STEP = {"upload": "pending", "parse": "parsing", "build_index": "indexing",
                  "extract_terms": "indexing", "extract_exercises": "indexing", "embed_pages": "indexing"}


def context(settings: Settings | None = None, store: ObjectStore | None = None):
    settings = settings or load()
    return settings, store or get_store(settings)


def fault_point(step: str) -> None:
    """Test-only fault hook: KB_FAULT_KILL_STEP=<step> SIGKILLs this process as `step` starts (the
    fault tests, tests/test_faults_kill.py). Unset in every real run."""
    import os

    if os.environ.get("KB_FAULT_KILL_STEP") == step:
        import signal

        os.kill(os.getpid(), signal.SIGKILL)


def refuse_in_place(store: ObjectStore, book_id: str) -> None:
    """A step outside an ingest's staged version (a flow run started by hand on a served book)
    would rewrite the served version in place: refused, before anything is written."""
    staged = getattr(store, "staged", None)
    if staged is None or book_id in staged:
        return
    from f.common.store import books

    version = (books.read_manifest(store, book_id) or {}).get("version")
    if version:
        from f.common.errors import BadInput

        raise BadInput(f"book {book_id!r} is served (version {version}); a step run outside an ingest would "
                       "rewrite it in place: re-ingest it (bin/ebook-ingest PATH --book ID) or use --only STEP, "
                       "which build a new version beside it")


def run_step(store: ObjectStore, book_id: str, step: str, fn: Callable[[], dict]) -> dict:
    """Mark the book as in `step`, run it, record its time; on failure mark it failed and re-raise."""
    book_id = validate_book_id(book_id)
    refuse_in_place(store, book_id)
    manifests.set_status(store, book_id, STATUS_OF_STEP[step], step)
    fault_point(step)
    started = time.monotonic()
    try:
        report = fn()
    except BaseException as exc:
        log.error("%s: step %s failed: %s", book_id, step, getattr(exc, "message", None) or type(exc).__name__)
        manifests.fail(store, book_id, step, exc)
        raise
    seconds = round(time.monotonic() - started, 3)
    manifests.update(store, book_id, timings={step: seconds}, steps={step: True})
    return report


def publish(store: ObjectStore, book_id: str) -> dict:
    """The last step: the book is complete and may be served."""
    return manifests.set_status(store, validate_book_id(book_id), "ready", None)
