"""A book's stored exercise index (parsed/<book_id>/exercises.json) read back. Imports no rule,
so bin/kb-exercise starts without compiling the patterns of the step."""
from __future__ import annotations

from f.common.errors import NotFound
from f.common.store import books
from f.common.store.objects import ObjectStore

EXERCISES = "exercises.json"


def read_exercises(store: ObjectStore, book_id: str) -> list[dict]:
    """The book's exercises; a book ingested before this step says how to build its index."""
    key = books.key(book_id, EXERCISES)
    if not store.exists(key):
        raise NotFound(f"book {book_id!r} has no exercise index yet: build it with "
                       f"bin/ebook-ingest --only exercises --book {book_id}")
    data = books.read_json(store, key, kind=dict)
    return data.get("exercises") or []
