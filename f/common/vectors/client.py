"""Opening the vector store: a Qdrant server by QDRANT_URL (+ QDRANT_API_KEY), else the embedded
engine under KB_HOME: Qdrant Edge (KB_VECTOR_ENGINE=edge, the default) or qdrant-client's local
mode (local).

Both embedded engines admit one process per folder. Writers (ingest) take `run/index-writer.lock` first, so
readers know a write is under way; everyone retries the folder's own lock for a bounded time
(KB_INDEX_WAIT) and then gives up with IndexBusy, a one-line message, never a traceback."""
from __future__ import annotations

import logging
import time

from f.common.config import Settings
from f.common.errors import IndexBusy, ServiceError
from f.common.vectors.engines import (  # noqa: F401 (the locks are used through this module)
    Held,
    busy_message,
    index_path,
    open_local_mode,
    wait_for_writers,
    writer_lock,
)

log = logging.getLogger(__name__)


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
        except Held:
            log.info("the local search index is held by another process; waiting")
        if time.monotonic() >= deadline:
            raise IndexBusy(busy_message(settings))
        time.sleep(0.1)


def _open_embedded(settings: Settings):
    if settings.vector_engine == "edge":
        from f.common.vectors.edge_store import Busy, EdgeStore

        settings.edge_path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return EdgeStore(settings.edge_path)
        except Busy:
            raise Held() from None
        except Exception as exc:
            raise ServiceError(f"cannot open the search index {settings.edge_path}: {exc}") from None
    return open_local_mode(settings)
