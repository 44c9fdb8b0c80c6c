"""`bin/kb-doctor [--fix]`: check every book (its manifest, the objects it names and their
hashes, its lease and attempt, version folders nothing serves, its vectors and the collection's
model; doctor_store, doctor_vectors) and repair what it finds (doctor_fix).

Damaged text looked for: a control character in any stored text (the NUL-bracketed digits an older PDF
normaliser wrote for `（1）`, `“2”`; control characters a MinerU text layer carried). A repair
re-ingests the book from what the store holds, through the one ingest path: the source PDF is
parsed again, a MinerU book's stored output is cleaned on intake; the tree, summaries and vectors
are rebuilt. Nothing is repaired without --fix."""
from __future__ import annotations

import json
import logging

from f.common.config import Settings, load
from f.common.store import books
from f.common.store.objects import ObjectStore, get_store
from f.common.textnorm import CONTROL, first_control

log = logging.getLogger(__name__)
TEXT_FILES = ("content_list.json", "pageindex.json", "content.md", "glossary.json")


def damage(store: ObjectStore, book_id: str) -> list[dict]:
    """Each stored text file of the book holding a control character: {file, where}."""
    found = []
    for name in TEXT_FILES:
        key = books.key(book_id, name)
        if not store.exists(key):
            continue
        text = store.get(key).decode("utf-8", "replace")
        if name.endswith(".json"):
            try:
                where = first_control(json.loads(text))
            except ValueError:
                found.append({"file": name, "where": "not valid JSON"})
                continue
        else:
            match = CONTROL.search(text)
            where = f"character {match.start()}" if match else None
        if where:
            found.append({"file": name, "where": where})
    return found


def examine(fix: bool = False, book: str = "", settings: Settings | None = None,
            store: ObjectStore | None = None) -> dict:
    """Every book (or those under `book`): store, leases, versions, text, then the search index;
    with `fix`, each problem repaired where that loses nothing served. exit_status 1: problems
    found (without --fix), or some left unrepaired (with it)."""
    from f.common.ingest import doctor_fix, doctor_store, doctor_vectors

    settings = settings or load()
    store = store or get_store(settings)
    ids = [b for b in books.list_book_ids(store) if not book or b == book or b.startswith(book)]
    found: list[dict] = []
    affected = []
    for book_id in ids:
        found += doctor_store.check_book(store, settings, book_id)
        manifest, _ = doctor_store.pointer(store, book_id)
        problems = damage(store, book_id) if (manifest or {}).get("status") == books.READY else []
        problems = [p for p in problems if p["where"] != "not valid JSON"]  # a damaged-object already
        if problems:
            affected.append({"book_id": book_id, "problems": problems})
            where = "; ".join(f"{p['file']} at {p['where']}" for p in problems)
            found.append(doctor_store.problem(book_id, "damaged-text", f"control characters in {where}",
                                              "re-parse it and rebuild its tree and vectors"))
    if not book:
        found += doctor_store.unknown_books(store, settings, set(ids))
    if fix:
        doctor_fix.apply(settings, store, found)
    index = doctor_vectors.check(settings, store, ids, whole=not book)
    if fix:
        doctor_vectors.apply(settings, store, index)
    found += index
    for item in found:
        item.pop("keys", None)
        item.pop("points", None)
    left = [p for p in found if not p.get("fixed")]
    return {"checked": len(ids), "checked_books": ids, "problems": found, "affected": affected,
            "fixed": sorted({p["book_id"] for p in found if p["kind"] in doctor_fix.REBUILD and p.get("fixed")}),
            "failed": [{"book_id": p["book_id"], "kind": p["kind"], "error": p["error"]} for p in found
                       if p.get("error")],
            "exit_status": 1 if left else 0}
