"""Moving a library's index from qdrant-client local mode (KB_HOME/qdrant) to Qdrant Edge
(KB_HOME/edge/<collection>), on the first use of the Edge engine or by bin/kb-reindex.

Every point is copied with its vectors and payload (no re-embedding), the copy is counted
against the source, and only then is the old folder renamed to `qdrant.migrated` (kept, not
deleted: `KB_VECTOR_ENGINE=local` after renaming it back reads it again)."""
from __future__ import annotations

import logging
import time

from f.common.config import Settings
from f.common.errors import ServiceError
from f.common.progress import note

log = logging.getLogger(__name__)

BATCH = 512
KEPT = "qdrant.migrated"


def legacy_present(settings: Settings) -> bool:
    """A local-mode collection is on disk (checked without importing qdrant_client)."""
    return (settings.qdrant_path / "collection" / settings.collection).is_dir()


def migrate_if_needed(settings: Settings) -> dict | None:
    """Migrate once if there is a local-mode collection and no Edge shard yet; None otherwise."""
    from f.common.vectors.edge_store import META

    if (settings.edge_path / META).is_file() or not legacy_present(settings):
        return None
    from f.common.vectors.engines import writer_lock

    with writer_lock(settings, wait=max(settings.index_wait, 60.0)):
        if (settings.edge_path / META).is_file() or not legacy_present(settings):
            return None  # another process migrated while we waited
        return migrate(settings)


def copy_points(source, target) -> int:
    """Every point of one store into another (vectors and payloads as they are); the count."""
    batch, copied = [], 0
    for _hit, entry in source.scroll(with_vectors=True):
        batch.append(entry)
        if len(batch) >= BATCH:
            target.upsert(batch)
            copied, batch = copied + len(batch), []
    target.upsert(batch)
    return copied + len(batch)


def migrate(settings: Settings) -> dict:
    """Copy the local-mode collection into a new Edge shard (the caller holds the writer lock and
    has asked warm search processes to let go: service.reader / writer do)."""
    from f.common.errors import IndexBusy
    from f.common.vectors.edge_store import EdgeStore
    from f.common.vectors.engines import Held, busy_message, open_local_mode

    started = time.monotonic()
    note(f"migrating the search index from qdrant-client local mode ({settings.qdrant_path}) to "
         f"Qdrant Edge ({settings.edge_path}); this happens once")
    deadline = time.monotonic() + max(settings.index_wait, 30.0)
    while True:
        try:
            source = open_local_mode(settings)
            break
        except Held:
            if time.monotonic() >= deadline:
                raise IndexBusy(busy_message(settings)) from None
            time.sleep(0.2)
    target = EdgeStore(settings.edge_path)
    try:
        recorded = source.recorded_model()
        if recorded is None:
            return {"points": 0}
        target.create(*recorded)
        copied = copy_points(source, target)
        expected, got = source.count(), target.count()
        if got != expected or copied != expected:
            target.drop()
            raise ServiceError(f"migration to Qdrant Edge copied {got} of {expected} points; "
                               f"nothing changed, the local-mode index is still at {settings.qdrant_path}")
    finally:
        target.close()
        source.close()
    kept = settings.kb_home / KEPT
    if kept.exists():
        kept = settings.kb_home / f"{KEPT}-{int(time.time())}"
    settings.qdrant_path.rename(kept)
    seconds = round(time.monotonic() - started, 2)
    note(f"migrated {copied} points (model {recorded[0]}) to Qdrant Edge in {seconds} s; the old "
         f"local-mode folder is kept at {kept}")
    log.info("migrated %d points to %s", copied, settings.edge_path)
    return {"points": copied, "model": recorded[0], "kept": str(kept), "seconds": seconds}
