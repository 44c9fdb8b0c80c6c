"""A separately ingested answer booklet (`bin/ebook-ingest BOOKLET --book ID --answers-for BOOK`):
read whole as an answer key, and its answers linked to the book's exercises. Pure.

Every block of a booklet is an answer; a lesson heading (`习题6.2`, `23.1（2）`, `第三章`) names the
lesson of the answers after it, as does a lesson id opening a block when the book has that
lesson (`23.1 (2) 1. B 2. C`); an exercise-section heading (`基础巩固`) keeps the lesson, any
other heading ends it (answers under no lesson link by number only, when every number occurs
once in the book). Links follow the rules of `link`, with the booklet's book id on each answer;
an answer the book prints right after its question always stays, one from the book's own key
stays unless the booklet's is surer."""
from __future__ import annotations

import re

from f.common.exercises.link import link


def booklet_index(items: list[dict], lessons=(), labels: dict | None = None, book_id: str = "",
                  answers_for: str = "") -> dict:
    """exercises.json of a booklet: no exercises of its own, its answers with page and label."""
    from f.common.exercises.parse import BookletReader, read_book  # not on kb-exercise's path

    reader = read_book(items, reader=BookletReader(lessons))
    labels = labels or {}
    answers = [{"lesson": a["lesson"], "number": a["number"], "page": a["page"],
                "page_label": labels.get(a["page"]), "text": a["text"], "explicit": a["explicit"],
                "key": a["key"], "group": a.get("group"), "scope": a.get("scope")} for a in reader.answers]
    return {"book_id": book_id, "answers_for": answers_for, "exercises": [], "answers": answers,
            "counts": {"exercises": 0, "answers": len(answers), "linked": 0, "methods": {}}}


RESTATED = 0.9  # an answer that restates its question, under its number: surer than by order


def _opening(text: str, size: int = 16) -> str:
    """A question's first characters as a key restates them: no number or label (`1.`,
    `Esercizio 1.`), no spaces."""
    from f.common.exercises.numbers import labelled_exercise, top_number

    text = text or ""
    head = labelled_exercise(text) or top_number(text)
    return re.sub(r"\s+", "", head[1] if head else text)[:size]


def restated_links(exercises: list[dict], answers: list[dict]) -> list[int | None]:
    """Per exercise, the answer (index) that restates it under its number, where one does: an
    answer file that is the paper again, filled in (a teacher's copy, a `-sol` version), whose
    numbers repeat across versions and sections so that number and order tell nothing. Several
    such answers: the one on the exercise's own page, else none."""
    by_key: dict[tuple[str, str], list[int]] = {}
    for j, a in enumerate(answers):
        opening = _opening(a.get("text"))
        if len(opening) >= 12:
            by_key.setdefault((a["number"], opening), []).append(j)
    found: list[int | None] = []
    for e in exercises:
        same = by_key.get((e["number"], _opening(e.get("text"))), [])
        if len(same) > 1:
            same = [j for j in same if answers[j]["page"] == e["page"]]
        found.append(same[0] if len(same) == 1 else None)
    return found


def link_booklets(exercises: list[dict], booklets: list[tuple[str, list[dict]]]) -> int:
    """Give each exercise (a stored exercises.json entry) the booklets' answer where the book has
    none or a less sure one; returns how many exercises got one."""
    got = 0
    for booklet_id, answers in booklets:
        copies = [{"lesson": e.get("lesson"), "number": e["number"], "page": e["page"],
                   "scope": e.get("scope")} for e in exercises]
        link(copies, [{**a, "source": "key", "key_page": None} for a in answers])
        for copy, j in zip(copies, restated_links(exercises, answers)):
            if j is not None and (copy["answer"] is None or copy["answer"]["confidence"] < RESTATED):
                copy["answer"] = {"page": answers[j]["page"], "text": answers[j]["text"],
                                  "confidence": RESTATED, "method": "restated"}
        for exercise, copy in zip(exercises, copies):
            found, current = copy["answer"], exercise.get("answer")
            if found is None or (current and (current.get("method") == "inline"
                                              or current["confidence"] >= found["confidence"])):
                continue  # the book's own answer printed after the question, or a surer link
            source = next((a for a in answers if a["page"] == found["page"] and a["text"] == found["text"]), {})
            exercise["answer"] = {"book_id": booklet_id, "page": found["page"],
                                  "page_label": source.get("page_label"), "text": found["text"],
                                  "confidence": found["confidence"], "method": "booklet_" + found["method"]}
            got += 1
    return got
