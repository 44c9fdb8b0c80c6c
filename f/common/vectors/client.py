"""Opening the vector store: a Qdrant server by QDRANT_URL (+ QDRANT_API_KEY), else the embedded
engine under KB_HOME: Qdrant Edge (KB_VECTOR_ENGINE=edge, the default) or qdrant-client's local
mode (local).

Both embedded engines admit one process per folder. Writers (ingest) take `run/index-writer.lock` first, so
readers know a write is under way; everyone retries the folder's own lock for a bounded time
(KB_INDEX_WAIT) and then gives up with IndexBusy, a one-line message, never a traceback."""
from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import time

from f.common.config import Settings
from f.common.errors import IndexBusy, ServiceError

log = logging.getLogger(__name__)


def busy_message(settings: Settings) -> str:
    return (f"index busy: the search index under {index_path(settings)} is being written by "
            "another process (an ingest); try again when it has finished")


def index_path(settings: Settings):
    return settings.edge_path if settings.vector_engine == "edge" else settings.qdrant_path


def open_client(settings: Settings, wait: float | None = None):
    """The vector store (f.common.vectors.store_api) for QDRANT_URL or the embedded engine, or
    IndexBusy after `wait` seconds (default KB_INDEX_WAIT) of another process holding it."""
    if settings.qdrant_url:
        from qdrant_client import QdrantClient

        from f.common.vectors.qdrant_store import QdrantStore

        try:
            client = QdrantClient(url=settings.qdrant_url, api_key=settings.qdrant_api_key or None,
                                  timeout=60)
        except Exception as exc:
            raise ServiceError(f"cannot reach Qdrant at {settings.qdrant_url}: {exc}") from None
        return QdrantStore(client, settings.collection, server=True)
    if settings.vector_engine == "edge":
        from f.common.vectors.migrate import migrate_if_needed

        migrate_if_needed(settings)
    deadline = time.monotonic() + (settings.index_wait if wait is None else wait)
    while True:
        try:
            return _open_embedded(settings)
        except _Held:
            log.info("the local search index is held by another process; waiting")
        if time.monotonic() >= deadline:
            raise IndexBusy(busy_message(settings))
        time.sleep(0.1)


class _Held(Exception):
    pass


def _open_embedded(settings: Settings):
    if settings.vector_engine == "edge":
        from f.common.vectors.edge_store import Busy, EdgeStore

        settings.edge_path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return EdgeStore(settings.edge_path)
        except Busy:
            raise _Held() from None
        except Exception as exc:
            raise ServiceError(f"cannot open the search index {settings.edge_path}: {exc}") from None
    return open_local_mode(settings)


def open_local_mode(settings: Settings):
    """qdrant-client local mode under KB_HOME/qdrant (_Held while another process has it)."""
    from qdrant_client import QdrantClient

    from f.common.vectors.qdrant_store import QdrantStore

    settings.qdrant_path.mkdir(parents=True, exist_ok=True)
    try:
        return QdrantStore(QdrantClient(path=str(settings.qdrant_path)), settings.collection, server=False)
    except RuntimeError as exc:
        if "already accessed" not in str(exc):
            raise ServiceError(f"cannot open the local search index: {exc}") from None
        raise _Held() from None


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
