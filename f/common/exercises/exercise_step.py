"""The `extract_exercises` ingest step: the stored content list and tree ->
parsed/<book_id>/exercises.json. The manifest's `exercises` field moves pending -> extracting ->
ready | failed on its own, beside the book's status, so `--only exercises` rebuilds the index
while the book is served."""
from __future__ import annotations

import logging
import time

from f.common.exercises.exercise_store import EXERCISES
from f.common.exercises.on_pages import PAGES, book_lang, pages_of
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
        if manifest.get("answers_for"):
            index = _booklet(store, book_id, manifest["answers_for"], items, tree, manifest)
        else:
            index = exercise_index(items, tree, manifest.get("page_labels"), book_id=book_id)
        books.write_json(store, books.key(book_id, EXERCISES), index)
        books.write_json(store, books.key(book_id, PAGES), pages_of(index["exercises"], book_lang(index["exercises"])))
        if manifest.get("answers_for"):
            from f.common.exercises.booklet_store import register

            register(store, manifest["answers_for"], book_id)
    counts = index["counts"]
    manifests.update(store, book_id, exercises={"status": "ready", "count": counts["exercises"],
                                                "linked": counts["linked"], "error": None,
                                                **({"answers": counts["answers"]} if index.get("answers_for") else {})})
    if index.get("answers_for"):
        note(f"{book_id}: answer booklet of {index['answers_for']}: {counts['answers']} answer(s), "
             f"{counts['linked']} of its exercises answered")
    elif counts["exercises"]:
        note(f"{book_id}: {counts['exercises']} exercise(s), {counts['linked']} with an answer")
    log.info("%s: exercises %s", book_id, counts)
    return {"book_id": book_id, **counts, **({"answers_for": index["answers_for"]} if index.get("answers_for") else {}),
            "seconds": round(time.monotonic() - started, 3)}


def _booklet(store: ObjectStore, book_id: str, target: str, items: list, tree, manifest: dict) -> dict:
    """A booklet's index: its answers, read with the lessons of its book's index (when built),
    and how many of the book's exercises they answer."""
    from f.common.exercises.booklet import booklet_index, link_booklets
    from f.common.glossary.context import page_labels

    book = books.read_json(store, books.key(target, EXERCISES), default=None, kind=dict) or {}
    exercises = [e for e in book.get("exercises") or [] if isinstance(e, dict)]
    index = booklet_index(items, [e.get("lesson") for e in exercises],
                          page_labels(items, tree, manifest.get("page_labels")), book_id, target)
    index["counts"]["linked"] = link_booklets([{**e, "answer": None} for e in exercises],
                                              [(book_id, index["answers"])])
    return index
