"""bin/kb-doctor --fix: the repairs of what doctor_store and doctor_vectors find. None of them
touches a served version that is intact; a book whose served files are damaged is rebuilt
through the one ingest path (a new version, switched to when whole), or, when its stored source
itself is damaged, the newest complete version on disk is served again."""
from __future__ import annotations

import tempfile
from pathlib import Path

from f.common.errors import KBError, NotFound
from f.common.ingest import doctor_store as checks
from f.common.ingest import versioned
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.lease import Lease
from f.common.store.versions import physical, raw_of
from f.common.store.versions import versioned as versioned_store

REBUILD = ("damaged-text", "missing-object", "damaged-object")


def take_over(settings, store, book_id: str) -> str:
    """A stale lease: taken over (so no dead ingest's heartbeat can come back), the attempt marked
    failed with the step it died in, the lease released for the next ingest."""
    lease = Lease(store, book_id, settings.lease_stale).acquire(0)
    try:
        attempt = versioned.mark_dead(store, book_id, lease.taken_over) or {}
    finally:
        lease.release()
    return f"attempt marked failed in step {attempt.get('step') or '?'}"


def restore_pointer(store, book_id: str, skip: set = frozenset()) -> str:
    """Serve the newest complete version on disk again (one write of the book's manifest)."""
    attempt = versioned.read_attempt(store, book_id) or {}
    candidates = checks.complete_versions(store, book_id, set(skip) | {attempt.get("version")})
    if not candidates:
        raise NotFound(f"no complete version of {book_id!r} is left in the store to serve; ingest the book "
                       "again from its original PDF or MinerU folder")
    version = candidates[0]
    staged = versioned.staged_manifest(store, book_id, version)
    books.write_json(raw_of(store), physical(book_id, None, "manifest.json"), {
        **staged, "book_id": book_id, "version": version, "status": books.READY, "step": None, "error": None,
        "updated_at": manifests.now(), "objects": versioned.object_hashes(store, book_id, version)})
    versioned_store(store).served_version(book_id)
    return f"serving version {version} again"


def rebuild(settings, store, book_id: str) -> str:
    """Re-ingest from the stored source when it is intact, else serve the newest complete version."""
    manifest, _ = checks.pointer(store, book_id)
    manifest = manifest or {}
    sources = checks.SOURCES.get((manifest.get("source") or {}).get("kind"), ("content_list.json",))
    unreadable = {name for name, what in checks.bad_objects(store, book_id, manifest.get("version"), manifest)
                  if not what.startswith("changed")}  # a changed but readable source is re-read, cleaned
    if not unreadable & set(sources):
        repair(settings, store, book_id)
        return "rebuilt from its stored source as a new version"
    return restore_pointer(store, book_id, skip={manifest.get("version")})


def apply(settings, store, found: list[dict]) -> None:
    """Repair what can be repaired, in place in `found` (fixed: what was done, or error)."""
    rebuilt: dict[str, str | KBError] = {}
    for item in found:
        book_id, kind = item["book_id"], item["kind"]
        try:
            if kind in REBUILD:
                if book_id not in rebuilt:
                    try:
                        rebuilt[book_id] = rebuild(settings, store, book_id)
                    except KBError as exc:
                        rebuilt[book_id] = exc
                done = rebuilt[book_id]
                if isinstance(done, KBError):
                    raise done
            elif kind in ("stale-lease", "dead-attempt"):
                done = take_over(settings, store, book_id)
            elif kind == "damaged-manifest":
                done = restore_pointer(store, book_id)
            elif kind == "no-manifest":
                if item["fix"].startswith("restore"):
                    done = restore_pointer(store, book_id)
                else:
                    for key in item.pop("keys"):
                        raw_of(store).delete(key)
                    done = "deleted"
            elif kind == "orphaned-version":
                done = f"deleted {versioned.drop_version(store, book_id, item['version'])} object(s)"
            else:
                continue
        except KBError as exc:
            item["error"] = exc.message
            continue
        item["fixed"] = done


def repair(settings, store, book_id: str) -> dict:
    """Re-ingest from the stored source: the PDF when the book came from one, else the stored
    MinerU output (written to a scratch folder and read back like an uploaded folder)."""
    from f.common.ingest.flow import ingest

    manifest = books.read_manifest(store, book_id) or {}
    title = manifest.get("title")
    note(f"{book_id}: repairing the stored text")
    with tempfile.TemporaryDirectory(prefix="kb-doctor-") as scratch:
        folder = Path(scratch)
        if (manifest.get("source") or {}).get("kind") == "pdf" and store.exists(books.source_key(book_id)):
            path = folder / "source.pdf"
            path.write_bytes(store.get(books.source_key(book_id)))
        else:
            path = folder / "book"
            prefix = books.prefix(book_id)
            for key in store.list(prefix):
                name = key[len(prefix):]
                if name == "content.md" or name == "content_list.json" or name.startswith("images/"):
                    target = path / name
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(store.get(key))
        return ingest(path, book_id, title=title, force=True, settings=settings, store=store)
