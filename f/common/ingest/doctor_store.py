"""bin/kb-doctor's checks of the object store, book by book (store.versions describes the
layout): the served manifest, the objects it names (and their recorded hashes), the ingest lease
and attempt, and version folders or objects nothing serves. Each problem is a dict {book_id, kind,
detail, fix}; `fix(...)` repairs it where a repair exists that loses nothing served."""
from __future__ import annotations

import json

from f.common.ingest import versioned
from f.common.store import books
from f.common.store import lease as leases
from f.common.store import manifest as manifests
from f.common.store.versions import physical, raw_of, split

SOURCES = {"pdf": ("source.pdf",), "mineru": ("content_list.json", "content.md")}
BY_STEP = {"build_index": "pageindex.json", "extract_terms": "glossary.json",
           "extract_exercises": "exercises.json"}


def problem(book_id: str, kind: str, detail: str, fix: str = "", **extra) -> dict:
    return {"book_id": book_id, "kind": kind, "detail": detail, "fix": fix, **extra}


def pointer(store, book_id: str) -> tuple[dict | None, bool]:
    """(the served manifest, whether it is damaged); (None, False) when there is none."""
    try:
        value = json.loads(raw_of(store).get(physical(book_id, None, "manifest.json")))
    except KeyError:
        return None, False
    except ValueError:
        return None, True
    return (value, False) if isinstance(value, dict) else (None, True)


def expected_objects(manifest: dict) -> dict:
    """name -> recorded sha256 (None: only its presence is known) of what the manifest names."""
    if isinstance(manifest.get("objects"), dict):
        return dict(manifest["objects"])
    names = dict.fromkeys(SOURCES.get((manifest.get("source") or {}).get("kind"), ("content_list.json",)))
    steps = manifest.get("steps") or {}
    names.update(dict.fromkeys(name for step, name in BY_STEP.items() if steps.get(step)))
    if steps.get("parse"):
        names["content_list.json"] = None
    return names


def object_key(book_id: str, version: str | None, name: str) -> str:
    return books.source_key(book_id) if name == "source.pdf" and not version else physical(book_id, version, name)


def bad_objects(store, book_id: str, version: str | None, manifest: dict) -> list[tuple[str, str]]:
    """(name, what is wrong) for each object the manifest names that is missing, changed or (a
    JSON file) unreadable."""
    raw, found = raw_of(store), []
    for name, digest in expected_objects(manifest).items():
        try:
            data = raw.get(object_key(book_id, version, name))
        except KeyError:
            found.append((name, "missing"))
            continue
        if digest and manifests.sha256(data) != digest:
            found.append((name, "changed since it was published (hash differs)"))
        elif name.endswith(".json"):
            try:
                json.loads(data)
            except ValueError:
                found.append((name, "not valid JSON"))
    return found


def complete_versions(store, book_id: str, skip: set) -> list[str]:
    """Versions on disk, newest first, whose staged manifest finished every step and whose
    objects are all intact: what a damaged served manifest can be restored to."""
    good = []
    for version in sorted((v for v in versioned.versions_on_disk(store, book_id) if v), reverse=True):
        staged = versioned.staged_manifest(store, book_id, version)
        steps = staged.get("steps") or {}
        if version in skip or not steps or not all(steps.values()):
            continue
        if not bad_objects(store, book_id, version, staged):
            good.append(version)
    return good


def check_lease(store, settings, book_id: str) -> list[dict]:
    held = leases.read(store, book_id)
    attempt = versioned.read_attempt(store, book_id) or {}
    if held and leases.is_stale(held, settings.lease_stale):
        return [problem(book_id, "stale-lease", f"ingest lease of {leases.describe(held)} is stale "
                        f"(KB_LEASE_STALE={settings.lease_stale:.0f} s); its attempt stopped in step "
                        f"{step_of(store, book_id, attempt)}", "take the lease over and mark the attempt failed")]
    if held is None and attempt.get("status") == "running":
        return [problem(book_id, "dead-attempt", f"attempt {attempt.get('version')} is running but no ingest "
                        f"holds the book; it stopped in step {step_of(store, book_id, attempt)}",
                        "mark the attempt failed")]
    return []


def step_of(store, book_id: str, attempt: dict) -> str:
    staged = versioned.staged_manifest(store, book_id, attempt.get("version") or "")
    return staged.get("step") or attempt.get("step") or "?"


def orphaned_versions(store, book_id: str, served: str | None) -> list[dict]:
    """Version folders neither served, nor the attempt's (in progress or resumable), nor the one
    previous version kept for readers that pinned it a moment ago."""
    attempt = versioned.read_attempt(store, book_id) or {}
    on_disk = versioned.versions_on_disk(store, book_id)
    others = sorted((v for v in on_disk if v != served and v != attempt.get("version")), key=lambda v: v or "")
    found = []
    for version in others[:-versioned.KEEP_PREVIOUS] if versioned.KEEP_PREVIOUS else others:
        label = f"version {version}" if version else "the flat files of the layout before versions"
        found.append(problem(book_id, "orphaned-version", f"{label}: {len(on_disk[version])} object(s) nothing "
                             "serves", "delete them", version=version))
    return found


def check_book(store, settings, book_id: str) -> list[dict]:
    manifest, damaged = pointer(store, book_id)
    found = check_lease(store, settings, book_id)
    if damaged:
        found.append(problem(book_id, "damaged-manifest", "manifest.json is not a JSON object",
                             "restore it from the newest complete version"))
        return found
    if manifest is None:
        return found
    served = manifest.get("version")
    if manifest.get("status") == books.READY:
        for name, what in bad_objects(store, book_id, served, manifest):
            kind = "missing-object" if what == "missing" else "damaged-object"
            found.append(problem(book_id, kind, f"the served manifest names {name}: {what}",
                                 "rebuild the book from its stored source, or serve the newest complete "
                                 "version", object=name))
    found += orphaned_versions(store, book_id, served)
    return found


def unknown_books(store, settings, known: set) -> list[dict]:
    """Objects under parsed/ or source/ of a book that has no manifest (and no live ingest)."""
    groups: dict[str, list[str]] = {}
    raw = raw_of(store)
    for key in raw.list("parsed/"):
        parts = split(key)
        if parts and parts[0] not in known:
            groups.setdefault(parts[0], []).append(key)
    for key in raw.list("source/"):
        book_id = key[len("source/"):-len(".pdf")] if key.endswith(".pdf") else ""
        if book_id and book_id not in known:
            groups.setdefault(book_id, []).append(key)
    found = []
    for book_id, keys in sorted(groups.items()):
        held = leases.read(store, book_id)
        if held and not leases.is_stale(held, settings.lease_stale):
            continue  # an ingest that has just taken its lease writes the manifest next
        fix = "restore its manifest from the newest complete version" if complete_versions(
            store, book_id, set()) else "delete them"
        found.append(problem(book_id, "no-manifest", f"{len(keys)} object(s) of a book without a manifest",
                             fix, keys=keys))
    return found
