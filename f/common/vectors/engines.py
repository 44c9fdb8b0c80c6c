"""The embedded index's locks and its qdrant-client local-mode opener, shared by the opener
(client.py) and the one-time migration to Edge (migrate.py), which both sit above this module.

Writers (ingest) take `run/index-writer.lock` first, so readers know a write is under way; the
engines' own folder locks are retried by the opener for a bounded time (KB_INDEX_WAIT)."""
from __future__ import annotations

import contextlib
import fcntl
import os
import time

from f.common.config import Settings
from f.common.errors import IndexBusy, ServiceError


def busy_message(settings: Settings) -> str:
    return (f"index busy: the search index under {index_path(settings)} is being written by "
            "another process (an ingest); try again when it has finished")


def index_path(settings: Settings):
    return settings.edge_path if settings.vector_engine == "edge" else settings.qdrant_path


class Held(Exception):
    """The embedded engine's folder is open in another process."""


def open_local_mode(settings: Settings):
    """qdrant-client local mode under KB_HOME/qdrant (Held while another process has it)."""
    from qdrant_client import QdrantClient

    from f.common.vectors.qdrant_store import QdrantStore

    settings.qdrant_path.mkdir(parents=True, exist_ok=True)
    try:
        return QdrantStore(QdrantClient(path=str(settings.qdrant_path)), settings.collection, server=False)
    except RuntimeError as exc:
        if "already accessed" not in str(exc):
            raise ServiceError(f"cannot open the local search index: {exc}") from None
        raise Held() from None


def _lock_path(settings: Settings):
    settings.run_dir.mkdir(parents=True, exist_ok=True)
    return settings.run_dir / "index-writer.lock"


def _flock(handle, mode: int, wait: float, poll: float, busy: str) -> None:
    """Take an flock within `wait` seconds, polling (a blocking flock could not time out)."""
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(handle, mode | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise IndexBusy(busy) from None
            time.sleep(poll)


@contextlib.contextmanager
def writer_lock(settings: Settings, wait: float = 3600.0):
    """Held by an ingest while it writes the local index (no-op with a server)."""
    if settings.qdrant_url:
        yield
        return
    with open(_lock_path(settings), "a+") as handle:
        _flock(handle, fcntl.LOCK_EX, wait, 0.2, "another ingest is writing the search index")
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def wait_for_writers(settings: Settings, wait: float) -> None:
    """Return once no ingest holds the writer lock; IndexBusy after `wait` seconds."""
    if settings.qdrant_url:
        return
    with open(_lock_path(settings), "a+") as handle:
        _flock(handle, fcntl.LOCK_SH, wait, 0.1, busy_message(settings))
        fcntl.flock(handle, fcntl.LOCK_UN)
