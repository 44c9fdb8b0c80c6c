"""The exercises on each page, for search hits: `parsed/<book_id>/exercise_pages.json`, written by
the exercise step beside exercises.json (small: lessons and numbers, no text), read per search
hit so a hit on an exercise page says which exercises it holds (JSON `exercises`, text
`习题 23.1(2) 1-5`; an exam paper's section where there is no lesson: `一、选择题 1-6`)."""
from __future__ import annotations

import logging
import re
import time

from f.common.errors import KBError
from f.common.store import books
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)
PAGES = "exercise_pages.json"
CACHE_SECONDS = 10.0  # a warm search process reads a book's page map at most this often
_cache: dict = {}
_WORD = {"zh": "习题", "en": "Exercises"}
_NAMED = re.compile(r"^\D")  # `习题6.2`, `第三章`, `题型二`, `Lesson 4`: the lesson names itself


def book_lang(exercises: list[dict]) -> str:
    """`zh` or `en`: the language a book's exercises are printed in (its first twenty), so what the
    tools say about them (`第5题` / `exercise 5`, `习题` / `Exercises`) is in the book's language."""
    from f.common.cjk import count_cjk

    # words of two letters or more: a Chinese maths paper's options `A.` `B.` and `x` are no English
    sample = " ".join(e.get("text") or "" for e in exercises[:20])
    return "zh" if count_cjk(sample) >= max(1, len(re.findall(r"[A-Za-z]{2,}", sample))) else "en"


def pages_of(exercises: list[dict], lang: str) -> dict:
    """The file's content: {"lang", "pages": {"3": [{"lesson", "numbers"}]}}, lessons in order."""
    pages: dict[str, list[dict]] = {}
    for e in exercises:
        entries = pages.setdefault(str(e["page"]), [])
        lesson = e.get("lesson") or e.get("group")  # a paper's section: `一、选择题 1-6`
        if not entries or entries[-1]["lesson"] != lesson:
            entries.append({"lesson": lesson, "numbers": []})
        if e["number"] not in entries[-1]["numbers"]:
            entries[-1]["numbers"].append(e["number"])
    return {"lang": lang, "pages": pages}


def numbers_text(numbers: list[str]) -> str:
    """['1', '2', '3', '5'] -> '1-3, 5' (runs of consecutive numbers)."""
    out: list[str] = []
    run: list[int] = []
    for number in [*numbers, None]:
        if number is not None and number.isdigit() and run and int(number) == run[-1] + 1:
            run.append(int(number))
            continue
        if run:
            out.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
            run = []
        if number is not None:
            if number.isdigit():
                run = [int(number)]
            else:
                out.append(number)
    return ", ".join(out)


def label(entries: list[dict], lang: str = "zh") -> str:
    """`习题 23.1(2) 1-5`; `习题6.2 1-3`; `Exercises 4.2 1-5`; several lessons joined by `；`/`; `."""
    word = _WORD.get(lang, _WORD["zh"])
    parts = []
    for entry in entries:
        lesson = entry.get("lesson") or ""
        head = lesson if lesson and _NAMED.match(lesson) else f"{word} {lesson}".strip()
        parts.append(f"{head} {numbers_text(entry.get('numbers') or [])}".strip())
    return ("；" if lang == "zh" else "; ").join(parts)


def _read(store: ObjectStore, book_id: str) -> dict:
    version = store.version_of(book_id) if hasattr(store, "version_of") else None
    key, now = (book_id, version), time.monotonic()
    cached = _cache.get(key)
    if cached and now - cached[0] < CACHE_SECONDS:
        return cached[1]
    try:
        value = books.read_json(store, books.key(book_id, PAGES), default=None, kind=dict) or {}
    except KBError as exc:  # the numbers decorate a hit: a damaged file costs them, not the search
        log.warning("%s: exercise pages not read: %s", book_id, exc.message)
        value = {}
    if len(_cache) > 256:
        _cache.clear()
    _cache[key] = (now, value)
    return value


def annotate(store: ObjectStore, results: list[dict]) -> None:
    """Each hit on a page with exercises gets `exercises` ([{"lesson", "numbers"}]) and
    `exercises_label` (the compact text); other hits are left as they are."""
    for result in results:
        for hit in result.get("hits") or []:
            if not hit.get("book_id") or hit.get("page") is None:
                continue
            known = _read(store, hit["book_id"])
            entries = (known.get("pages") or {}).get(str(hit["page"]))
            if entries:
                hit["exercises"] = entries
                hit["exercises_label"] = label(entries, known.get("lang") or "zh")
