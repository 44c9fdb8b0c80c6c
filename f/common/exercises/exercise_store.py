"""A book's stored exercise index (parsed/<book_id>/exercises.json) read back. Imports no rule,
so bin/kb-exercise starts without compiling the patterns of the step."""
from __future__ import annotations

from f.common.store import books
from f.common.store.objects import ObjectStore

EXERCISES = "exercises.json"


def read_exercises(store: ObjectStore, book_id: str) -> list[dict]:
    """The book's exercises; a book ingested before this step says how to build its index."""
    return books.read_step_output(store, book_id, EXERCISES, "exercises", "exercise index", "exercises")
