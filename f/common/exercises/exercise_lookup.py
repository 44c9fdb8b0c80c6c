"""`find_exercise`: an exercise of one book and its linked answer (bin/kb-exercise, MCP
find_exercise), by page (and number), by lesson and number, or by number alone. Reads
exercises.json only (no model, no Qdrant), and those of the book's answer booklets
(`--answers-for`), linked as it reads them, so re-ingesting either side never leaves a stale
link; the book is opened through the scope every tool keeps.

A number alone finds the exercise when the book has one with that number; where several share it
(each section of a paper from 1, each lesson), it is bad input (exit 2) whose message and JSON
`error.candidates` list each one's lesson or section and page, to ask again with --page or
--lesson (a lesson, or a paper's section: 二, 填空题, 卷II; the form of a file of several,
`B` for `Exam, Form: B`, each candidate naming its paper)."""
from __future__ import annotations

import logging
import re

from f.common.config import Settings, load
from f.common.errors import BadInput
from f.common.exercises.exercise_store import read_exercises
from f.common.store import books
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
FIELDS = ("lesson", "number", "parts", "page", "page_label", "section", "paper", "group", "text", "kind", "answer")
NO_ANSWER = "no answer found in this book"


def _with_candidates(self) -> dict:
    out = BadInput.to_json(self)
    out["error"]["candidates"] = self.candidates
    return out


# --number alone names several exercises: bad input whose JSON lists them. Its class is named
# BadInput because a Windmill job reports an error by its class name and the wrappers map that
# name back (exit 2); the message lists the candidates too, for callers that see only it.
AmbiguousNumber = type("BadInput", (BadInput,), {"to_json": _with_candidates, "candidates": ()})


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
    if not page and not lesson and not number:
        raise BadInput("give --number N (with --page N or --lesson L where numbers repeat), or --page N")
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
    dotted = re.fullmatch(r"\s*(\d{1,3}(?:[.\-]\d{1,3})+)\.?\s*", str(number or ""))
    if dotted and any(e["number"] == dotted.group(1).replace("-", ".") for e in exercises):
        wanted = dotted.group(1).replace("-", ".")  # `--number 1.1`: chapter 1's exercise 1 (`Exercise 1.1`)
    found = [e for e in exercises if (not page or e["page"] == page)
             and (wanted is None or e["number"] == wanted)]
    if lesson:
        from f.common.exercises.numbers import lesson_digits

        key = _fold(lesson)
        exact = [e for e in found if _fold(e.get("lesson") or "") == key]
        found = exact or [e for e in found if lesson_digits(e.get("lesson")) == lesson_digits(key)] \
            or [e for e in found if key and key in _fold(e.get("group") or "")] \
            or [e for e in found if key and _fold(e.get("paper") or "").endswith(key)]  # 二, 填空题, 卷II; form B
    if wanted is not None and not page and not lesson and len(found) > 1:
        raise _ambiguous(wanted, found)
    from f.common.exercises.on_pages import book_lang

    result = {"book_id": book_id, "lang": book_lang(exercises),
              "exercises": [{k: e.get(k) for k in FIELDS} for e in found]}
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


def _ambiguous(number: str, found: list[dict]) -> BadInput:
    candidates = [{"number": e["number"], "lesson": e.get("lesson"), "paper": e.get("paper"), "group": e.get("group"),
                   "section": e.get("section"), "page": e["page"], "page_label": e.get("page_label"),
                   "kind": e.get("kind")} for e in found]
    # the paper or form first (`Exam, Form: B Section5 p.10`): a file of several forms numbers each alike
    places = "; ".join(" ".join(x for x in (c["paper"], c["lesson"], c["group"] or (
        None if c["lesson"] else c["section"]), f"p.{c['page']}") if x) for c in candidates[:12])
    more = f" and {len(candidates) - 12} more" if len(candidates) > 12 else ""
    error = AmbiguousNumber(f"question {number} is in {len(candidates)} places: {places}{more}; give --page "
                            "or --lesson (a lesson, section or form as listed)")
    error.candidates = candidates
    return error
