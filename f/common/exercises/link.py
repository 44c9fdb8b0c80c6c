"""Each answer linked to its exercise, with a confidence; never a guessed link. Pure.

Inline answers belong to the question they follow. A key's answer links by lesson + number: its
lesson named in the key (`习题6.2`, `23.1（2）`), or the lesson just read when the key follows that
lesson's exercises and is one of several such keys, or the book has one lesson (answers per
lesson; one unnamed key after many lessons is the book's, not the last lesson's). A key that
names no lesson links by number only when every number occurs once in the book; otherwise its
answers stay unlinked."""
from __future__ import annotations

import logging
from collections import Counter, defaultdict

from f.common.exercises.numbers import fold_lesson, lesson_digits

log = logging.getLogger(__name__)

INLINE_MARKED, INLINE, NAMED, NAMED_DIGITS, PER_LESSON, BY_NUMBER = 0.95, 0.85, 0.9, 0.75, 0.85, 0.7
NEAR = 2  # pages between a lesson's last exercise and a key that belongs to it


def link(exercises: list[dict], answers: list[dict]) -> dict:
    """Sets exercise["answer"] (or None); returns counts by method."""
    for exercise in exercises:
        exercise["answer"] = None
    by_lesson: dict[tuple[str, str], list[int]] = defaultdict(list)
    by_digits: dict[tuple[str, str], list[int]] = defaultdict(list)
    last_page: dict[str, int] = {}
    for i, e in enumerate(exercises):
        lesson = fold_lesson(e.get("lesson"))
        by_lesson[(lesson, e["number"])].append(i)
        by_digits[(lesson_digits(lesson), e["number"])].append(i)
        last_page[lesson] = max(last_page.get(lesson, 0), e["page"])
    counted = Counter(e["number"] for e in exercises)
    unique = all(count == 1 for count in counted.values())  # else a number names no one question
    by_number = {e["number"]: i for i, e in enumerate(exercises)} if unique else {}
    unnamed_keys = {a["key"] for a in answers if a["source"] == "key" and not a.get("explicit")}
    per_lesson = len(unnamed_keys) >= 2 or len(last_page) == 1
    counts: Counter = Counter()
    for answer in answers:
        target, confidence, method = _target(answer, by_lesson, by_digits, last_page, by_number,
                                             per_lesson)
        if target is None:
            counts["unlinked"] += 1
            continue
        current = exercises[target]["answer"]
        if current is not None and current["confidence"] >= confidence:
            if answer["source"] == "inline" and current["method"] == "inline":
                current["text"] = (current["text"] + "\n" + answer["text"])[:3000]
            continue
        exercises[target]["answer"] = {"page": answer["page"], "text": answer["text"],
                                       "confidence": confidence, "method": method}
        counts[method] += 1
    log.debug("linked answers: %s", dict(counts))
    return dict(counts)


def _target(answer, by_lesson, by_digits, last_page, by_number, per_lesson):
    if answer["source"] == "inline":
        return answer["exercise"], INLINE_MARKED if answer.get("marked") else INLINE, "inline"
    lesson, number = fold_lesson(answer.get("lesson")), answer["number"]
    if answer.get("explicit"):
        found = by_lesson.get((lesson, number), [])
        if len(found) == 1:
            return found[0], NAMED, "key_lesson"
        found = by_digits.get((lesson_digits(lesson), number), []) if not found else found
        if len(found) == 1:
            return found[0], NAMED_DIGITS, "key_lesson"
        return None, 0, None  # two exercises share that lesson and number: no guess
    found = by_lesson.get((lesson, number), []) if lesson and per_lesson else []
    key_page = answer.get("key_page")  # None in a separate booklet: its pages are not the book's
    if len(found) == 1 and key_page is not None and 0 <= key_page - last_page.get(lesson, -99) <= NEAR:
        return found[0], PER_LESSON, "key_per_lesson"
    if number in by_number:
        return by_number[number], BY_NUMBER, "key_number"
    return None, 0, None
