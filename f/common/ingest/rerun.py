"""`bin/ebook-ingest --only terms|exercises|tree|vectors --book ID`: one step of a served book
again, as a new version (store.versions): the served version's files are copied beside it, the
step runs on the copy (and the copy's vectors are refreshed from the served ones), and the switch
makes it current; until then agents read the old version, whole. A failed re-run changes nothing
served (the attempt is listed as failed; a step with its own status says so on the book too)."""
from __future__ import annotations

import contextlib
import time
import uuid

from f.common.config import Settings, load
from f.common.errors import BadInput, NotReady
from f.common.ingest import versioned
from f.common.ingest.build import build_tree_step, exercises_step, terms_step
from f.common.ingest.steps import run_step
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.book_id import validate_book_id
from f.common.store.lease import Lease
from f.common.store.objects import ObjectStore, get_store
from f.common.store.versions import physical, raw_of, split
from f.common.store.versions import versioned as versioned_store

STEPS = {"tree": "build_index", "terms": "extract_terms", "exercises": "extract_exercises",
         "vectors": "embed_pages"}
OWN_STATUS = ("terms", "exercises")  # steps with their own manifest field


def new_version() -> str:
    return time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + "-" + uuid.uuid4().hex[:6]


def copy_served(store, book_id: str, manifest: dict, version: str) -> int:
    """The served version's files (a book stored before versions: its flat files and source PDF)
    copied into `version`, with its manifest as the staged one."""
    raw = raw_of(store)
    served = manifest.get("version")
    keys = versioned.versions_on_disk(store, book_id).get(served, [])
    for key in keys:
        name = split(key)[2]
        if name != "manifest.json":
            raw.put(physical(book_id, version, name), raw.get(key))
    if not served and raw.exists(books.source_key(book_id)):
        raw.put(physical(book_id, version, "source.pdf"), raw.get(books.source_key(book_id)), "application/pdf")
    staged = {k: v for k, v in manifest.items() if k not in ("version", "objects")}
    books.write_json(raw, physical(book_id, version, "manifest.json"), {**staged, "step": None})
    return len(keys)


def rerun(book_id: str, only: str, *, force: bool = False, no_summaries: bool = False,
          settings: Settings | None = None, store: ObjectStore | None = None, wait: float = 0.0) -> dict:
    settings = settings or load()
    store = versioned_store(store or get_store(settings))
    book_id = validate_book_id(book_id)
    if only not in STEPS:
        raise BadInput(f"--only must be one of {', '.join(STEPS)} (got {only!r})")
    manifest = books.read_manifest(store, book_id)
    if manifest is None:
        raise books.unknown_here(settings, store, book_id)
    if manifest.get("status") != books.READY:
        raise NotReady(f"book {book_id!r} is not served (status: {manifest.get('status')}), so --only has no "
                       "version to start from; ingest it again from its source (bin/ebook-ingest PATH --book "
                       "ID), which resumes a failed attempt from its last completed step")
    from f.common.vectors.service import drop_other_versions, embed_step

    run = {"tree": lambda: build_tree_step(settings, store, book_id, summaries=not no_summaries),
           "terms": lambda: terms_step(settings, store, book_id, llm=not no_summaries),
           "exercises": lambda: exercises_step(store, book_id),
           "vectors": lambda: embed_step(settings, store, book_id, force=force)}[only]
    embedded = only == "vectors" or bool((manifest.get("steps") or {}).get("embed_pages"))
    lease = Lease(store, book_id, settings.lease_stale).acquire(wait)
    version = None
    try:
        versioned.mark_dead(store, book_id, lease.taken_over)
        version = new_version()
        versioned.write_attempt(store, book_id, {
            "version": version, "status": "running", "step": STEPS[only], "options": {"only": only},
            "hashes": None, "started_at": manifests.now(), "owner": lease.record})
        copy_served(store, book_id, manifest, version)
        store.stage(book_id, version)
        report = run() if only in OWN_STATUS else run_step(store, book_id, STEPS[only], run)
        if embedded and only != "vectors":  # the new version's points: copied, payloads refreshed
            run_step(store, book_id, "embed_pages", lambda: embed_step(settings, store, book_id))
        served = versioned.switch(store, book_id, version, lease)
        if embedded:
            drop_other_versions(settings, book_id, version)
    except BaseException as exc:
        if version:
            versioned.failed(store, book_id, version, exc)
            store.stage(book_id, None)
            if only in OWN_STATUS:  # the served book says its last rebuild failed (its old one is served)
                message = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
                with contextlib.suppress(Exception):  # the store may be what failed
                    manifests.update(store, book_id, **{only: {"status": "failed", "error": str(message)[:300]}})
        raise
    finally:
        store.stage(book_id, None)
        lease.release()
    return {"book_id": book_id, "status": served.get("status"), "step": STEPS[only], "version": version,
            "report": report}
