"""The `extract_exercises` ingest step: the stored content list and tree ->
parsed/<book_id>/exercises.json. The manifest's `exercises` field moves pending -> extracting ->
ready | failed on its own, beside the book's status, so `--only exercises` rebuilds the index
while the book is served."""
from __future__ import annotations

import logging
import time

from f.common.exercises.exercise_store import EXERCISES
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)


def build_exercises(store: ObjectStore, book_id: str) -> dict:
    from f.common.exercises.index import exercise_index
    from f.common.tree.build_step import load_items

    started = time.monotonic()
    with manifests.step_status(store, book_id, "exercises"):
        items = load_items(store, book_id)
        tree = books.read_json(store, books.key(book_id, "pageindex.json"))
        manifest = books.read_manifest(store, book_id) or {}
        index = exercise_index(items, tree, manifest.get("page_labels"), book_id=book_id)
        books.write_json(store, books.key(book_id, EXERCISES), index)
    counts = index["counts"]
    manifests.update(store, book_id, exercises={"status": "ready", "count": counts["exercises"],
                                                "linked": counts["linked"], "error": None})
    if counts["exercises"]:
        note(f"{book_id}: {counts['exercises']} exercise(s), {counts['linked']} with an answer")
    log.info("%s: exercises %s", book_id, counts)
    return {"book_id": book_id, **counts, "seconds": round(time.monotonic() - started, 3)}
