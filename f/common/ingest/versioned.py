"""An ingest as a new version: the attempt record, resuming a failed attempt, the switch, and
garbage collection of old versions (store.versions describes the layout).

`attempt.json` {version, status running|failed, step, error, hashes, options, started_at} says
which version an ingest builds; a failed (or dead) attempt with the same input hashes and options
is resumed: its version folder is reused and its completed steps are skipped."""
from __future__ import annotations

import contextlib
import json
import time
import uuid

from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.lease import Lease, describe
from f.common.store.objects import ObjectStore
from f.common.store.versions import physical, raw_of, split, versioned

KEEP_PREVIOUS = 1  # versions kept besides the served one (readers that pinned it a moment ago)


def attempt_key(book_id: str) -> str:
    return f"parsed/{book_id}/attempt.json"


def read_attempt(store: ObjectStore, book_id: str) -> dict | None:
    try:
        value = json.loads(raw_of(store).get(attempt_key(book_id)))
    except (KeyError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def write_attempt(store: ObjectStore, book_id: str, attempt: dict) -> None:
    books.write_json(raw_of(store), attempt_key(book_id), {**attempt, "updated_at": manifests.now()})


def staged_manifest(store: ObjectStore, book_id: str, version: str) -> dict:
    try:
        value = json.loads(raw_of(store).get(physical(book_id, version, "manifest.json")))
    except (KeyError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def mark_dead(store: ObjectStore, book_id: str, lease: dict | None) -> dict | None:
    """A running attempt whose ingest died (its lease went stale): failed, naming its step."""
    attempt = read_attempt(store, book_id)
    if not attempt or attempt.get("status") != "running":
        return attempt
    step = staged_manifest(store, book_id, attempt.get("version", "")).get("step") or attempt.get("step")
    attempt.update(status="failed", step=step, error={
        "step": step, "code": "Died", "at": manifests.now(),
        "message": f"the ingest died in step {step}" + (f" ({describe(lease)})" if lease else "")})
    write_attempt(store, book_id, attempt)
    return attempt


def begin(store: ObjectStore, book_id: str, lease: Lease, hashes: dict, options: dict) -> tuple[str, set]:
    """(the version to build, the steps already done in it): a resumed attempt's, or a new one."""
    attempt = mark_dead(store, book_id, lease.taken_over)
    if attempt and attempt.get("hashes") == hashes and attempt.get("options") == options and attempt.get("version"):
        version = attempt["version"]
        steps = staged_manifest(store, book_id, version).get("steps") or {}
        done = {name for name, ok in steps.items() if ok}
    else:
        if attempt and attempt.get("version"):
            drop_version(store, book_id, attempt["version"])
        version, done = time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + "-" + uuid.uuid4().hex[:6], set()
    first_ingest(store, book_id)
    write_attempt(store, book_id, {"version": version, "status": "running", "step": None, "hashes": hashes,
                                   "options": options, "started_at": manifests.now(), "owner": lease.record})
    return version, done


def first_ingest(store: ObjectStore, book_id: str) -> None:
    """A book never served yet is listed (pending, then failed or ready) from its first attempt."""
    if not raw_of(store).exists(physical(book_id, None, "manifest.json")):
        books.write_json(raw_of(store), physical(book_id, None, "manifest.json"),
                         {"book_id": book_id, "status": "pending", "step": "upload", "created_at": manifests.now(),
                          "updated_at": manifests.now()})


def failed(store: ObjectStore, book_id: str, version: str, exc: BaseException) -> None:
    """The attempt failed; a book with no served version shows the failure in its manifest too."""
    staged = staged_manifest(store, book_id, version)
    step = staged.get("step")
    served = None
    with contextlib.suppress(Exception):  # a damaged manifest must not hide why the ingest failed
        served = books.read_json(raw_of(store), physical(book_id, None, "manifest.json"), default=None)
    if isinstance(served, dict) and not served.get("version") and served.get("status") != books.READY:
        with contextlib.suppress(Exception):
            books.write_json(raw_of(store), physical(book_id, None, "manifest.json"),
                             {**staged, "book_id": book_id, "status": "failed", "version": None,
                              "error": staged.get("error") or {"step": step, "message": str(exc)[:500]}})
    attempt = read_attempt(store, book_id) or {"version": version}
    message = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
    attempt.update(status="failed", step=step, error={"step": step, "code": getattr(exc, "code", type(exc).__name__),
                                                      "message": str(message)[:500], "at": manifests.now()})
    with contextlib.suppress(Exception):  # the store may be what failed: the lease goes stale then
        write_attempt(store, book_id, attempt)


def switch(store: ObjectStore, book_id: str, version: str, lease: Lease) -> dict:
    """Make `version` the served one: one write of the book-level manifest. Then the other
    versions' vectors and objects are removed (all but KEEP_PREVIOUS older ones)."""
    store = versioned(store)
    manifests.update(store, book_id, step="publish")  # the staged manifest: where a crash stopped
    previous = store.served_version(book_id)
    manifest = {**staged_manifest(store, book_id, version), "book_id": book_id, "version": version,
                "status": books.READY, "step": None, "error": None, "updated_at": manifests.now(),
                "objects": object_hashes(store, book_id, version)}
    lease.check()
    from f.common.ingest.steps import fault_point

    fault_point("publish")
    books.write_json(raw_of(store), physical(book_id, None, "manifest.json"), manifest)  # the switch
    store.stage(book_id, None)
    store.served_version(book_id)
    raw_of(store).delete(attempt_key(book_id))
    collect_garbage(store, book_id, keep={version, previous})
    return manifest


def object_hashes(store: ObjectStore, book_id: str, version: str) -> dict:
    """name -> sha256 of the version's files (not its images), recorded in the served manifest so
    that bin/kb-doctor finds a missing or changed object."""
    return {split(key)[2]: manifests.sha256(raw_of(store).get(key))
            for key in versions_on_disk(store, book_id).get(version, [])
            if split(key)[2] != "manifest.json" and not split(key)[2].startswith("images/")}


def versions_on_disk(store: ObjectStore, book_id: str) -> dict[str | None, list[str]]:
    """version (None: the flat, pre-versions layout) -> its raw keys, for this book only."""
    found: dict[str | None, list[str]] = {}
    for key in raw_of(store).list(f"parsed/{book_id}/"):
        parts = split(key)
        if not parts or parts[0] != book_id or (parts[1] is None and parts[2] in ("manifest.json", "lease.json",
                                                                                  "attempt.json")):
            continue
        found.setdefault(parts[1], []).append(key)
    return found


def drop_version(store: ObjectStore, book_id: str, version: str | None) -> int:
    keys = versions_on_disk(store, book_id).get(version, [])
    if version is None and raw_of(store).exists(books.source_key(book_id)):
        keys.append(books.source_key(book_id))  # the flat layout's PDF (store.versions)
    for key in keys:
        raw_of(store).delete(key)
    return len(keys)


def collect_garbage(store: ObjectStore, book_id: str, keep: set) -> list:
    """Delete every version of the book not in `keep` (the flat layout counts as version None)."""
    attempt = read_attempt(store, book_id)
    keep = set(keep) | ({attempt.get("version")} if attempt else set())
    dropped = [v for v in versions_on_disk(store, book_id) if v not in keep]
    for version in dropped:
        drop_version(store, book_id, version)
    return dropped
