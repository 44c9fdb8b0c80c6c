"""`find_exercise`: an exercise of one book and its linked answer (bin/kb-exercise, MCP
find_exercise), by page (and number) or by lesson and number. Reads exercises.json only (no
model, no Qdrant), and those of the book's answer booklets (`--answers-for`), linked as it reads
them, so re-ingesting either side never leaves a stale link; the book is opened through the
scope every tool keeps."""
from __future__ import annotations

import logging
import re

from f.common.config import Settings, load
from f.common.errors import BadInput
from f.common.exercises.exercise_store import read_exercises
from f.common.store import books
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
FIELDS = ("lesson", "number", "parts", "page", "page_label", "section", "text", "kind", "answer")
NO_ANSWER = "no answer found in this book"


def _fold(lesson: str) -> str:
    from f.common.exercises.numbers import fold_lesson

    return fold_lesson(lesson)


def _number(raw: str) -> str:
    """`5`, `5.`, `第5题`, `3.(2)` -> the question's number (`3`; its parts are in its text)."""
    m = re.match(r"^\s*(?:第\s*)?(\d{1,3})", str(raw))
    if not m:
        raise BadInput(f"--number must be a question number such as 5 or 3.(2), not {raw!r}")
    return m.group(1).lstrip("0") or "0"


def find_exercise(book_id: str = "", page: int | None = None, number: str = "", lesson: str = "",
                  settings: Settings | None = None, store: ObjectStore | None = None) -> dict:
    settings = settings or load()
    store = store or get_store(settings)
    if not page and not lesson:
        raise BadInput("give --page N (and --number) or --lesson L --number N")
    manifest = books.open_book(settings, store, book_id)
    book_id = manifest["book_id"]
    exercises = read_exercises(store, book_id)
    booklets = []
    if manifest.get("answer_booklets"):
        from f.common.exercises.booklet import link_booklets
        from f.common.exercises.booklet_store import booklets_of

        booklets = booklets_of(settings, store, manifest)
        exercises = [dict(e) for e in exercises]
        link_booklets(exercises, booklets)
    wanted = _number(number) if number else None
    found = [e for e in exercises if (not page or e["page"] == page)
             and (wanted is None or e["number"] == wanted)]
    if lesson:
        from f.common.exercises.numbers import lesson_digits

        key = _fold(lesson)
        exact = [e for e in found if _fold(e.get("lesson") or "") == key]
        found = exact or [e for e in found if lesson_digits(e.get("lesson")) == lesson_digits(key)]
    result = {"book_id": book_id, "exercises": [{k: e.get(k) for k in FIELDS} for e in found]}
    if booklets:
        result["answer_booklets"] = [b for b, _answers in booklets]
    if not found:
        where = f"page {page}" if page else f"lesson {lesson}"
        lessons = sorted({e["lesson"] for e in exercises if e.get("lesson")})[:20]
        result["hint"] = (f"no exercise {number or ''} at {where} in this book".replace("  ", " ")
                          + (f"; its lessons: {', '.join(lessons)}" if lessons else ""))
    log.debug("find_exercise %s page=%s lesson=%r number=%r: %d", book_id, page, lesson, number,
              len(found))
    return result
