"""Each answer linked to its exercise, with a confidence; never a guessed link. Pure.

Inline answers belong to the question they follow. A key's answer links by lesson + number: its
lesson named in the key (`习题6.2`, `23.1（2）`), or the lesson just read when the key follows that
lesson's exercises and is one of several such keys, or the book has one lesson (answers per
lesson; one unnamed key after many lessons is the book's, not the last lesson's). A key that
names no lesson links by number only when every number occurs once in the book; otherwise its
answers stay unlinked.

An exam paper's exercises carry their `scope` ([part, section] ordinals, `parse`): there a number
that occurs once links by number alone (one repeated elsewhere does not switch the others off),
a repeated one by the section its answer is read under (一、 in the answer file = 一、 in the
paper), and where the answer file names no sections, by order: the k-th answer numbered N to the
k-th question numbered N, when both count N alike."""
from __future__ import annotations

import logging
import re
from collections import Counter, defaultdict

from f.common.exercises.numbers import fold_lesson, label_word_only, lesson_digits, top_number

log = logging.getLogger(__name__)

INLINE_MARKED, INLINE, NAMED, NAMED_DIGITS, PER_LESSON, BY_NUMBER = 0.95, 0.85, 0.9, 0.75, 0.85, 0.7
BY_SECTION, BY_ORDER = 0.8, 0.65
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
    paper = any(e.get("scope") is not None for e in exercises)
    # a chapter.exercise number (`2.2`) names its chapter too: when it occurs once it is that
    # exercise's, though plain numbers repeat elsewhere in the book (`1.` steps of a worked example)
    by_number = {e["number"]: i for i, e in enumerate(exercises)
                 if unique or ((paper or "." in e["number"]) and counted[e["number"]] == 1)}
    numbered: dict[str, list[int]] = defaultdict(list)
    for i, e in enumerate(exercises):
        numbered[e["number"]].append(i)
    # the k-th unnamed key answer with a number goes to the k-th question with it (papers only)
    seen_number: Counter = Counter()
    order: dict[int, int] = {}
    for j, a in enumerate(answers):
        if a["source"] == "key":
            order[j] = seen_number[a["number"]]
            seen_number[a["number"]] += 1
    unnamed_keys = {a["key"] for a in answers if a["source"] == "key" and not a.get("explicit")}
    per_lesson = len(unnamed_keys) >= 2 or len(last_page) == 1
    counts: Counter = Counter()
    for j, answer in enumerate(answers):
        target, confidence, method = _target(answer, by_lesson, by_digits, last_page, by_number,
                                             per_lesson)
        if target is None and paper and answer["source"] == "key":
            target, confidence, method = _by_section(answer, exercises, numbered[answer["number"]],
                                                     order.get(j), seen_number[answer["number"]])
        if target is None:
            counts["unlinked"] += 1
            continue
        text = answer["text"]
        if answer["source"] == "key" and answer.get("key_page") is not None:
            # a key in the book itself (an answer file's restated questions, as bhcexam's
            # teacher copy prints them filled in, are linked as read: booklet.link_booklets)
            text = after_restated(exercises[target].get("text") or "", without_label(text))
            if not text:  # the key restates the question and marks its answer by no text
                counts["restated_only"] += 1
                continue
        current = exercises[target]["answer"]
        if current is not None and current["confidence"] >= confidence and not _later_copy(current, method, answer):
            if answer["source"] == "inline" and current["method"] == "inline":
                current["text"] = (current["text"] + "\n" + answer["text"])[:3000]
            continue
        exercises[target]["answer"] = {"page": answer["page"], "text": text,
                                       "confidence": confidence, "method": method}
        counts[method] += 1
    log.debug("linked answers: %s", dict(counts))
    return dict(counts)


def _later_copy(current: dict, method: str, answer: dict) -> bool:
    """The same number answered by number in two unnamed keys: a solutions list printed again
    later (a manual's examples of its list along the way, the full list in its appendix) — the
    last one, the book's own list at the back, is the one it means (0833)."""
    return method == current["method"] == "key_number" and answer.get("key_page") is not None \
        and answer["page"] > current["page"]  # (a separate booklet's pages are not the book's: first wins)


_FOLIO_LINES = re.compile(r"(?:\n\s*\d{1,3}\s*)+$")
RESTATED_MIN = 12  # characters a question needs before its restatement in a key can be told
TITLE_MIN = 5  # a title line restated alone (`Nomenklatur`): enough letters not to be a stray word


def without_label(answer: str) -> str:
    """A key's answer without its label line: `1. Solution` then the answer below it (the number
    first, the word alone). A word alone with nothing after it is the answer's text (a sheet's
    placeholder `1. solution`), kept."""
    first, _nl, rest = answer.partition("\n")
    return rest.lstrip("\n") if rest.strip() and label_word_only(first) else answer


def after_restated(question: str, answer: str) -> str:
    """A key's answer without the question it restates first (an exam's answer key prints each
    question again, then its answer): the text after the question's lines, when the answer's
    line ends there too. A filled-in restatement (`… is the will to power.`) differs from the
    question mid-line and stays; a note the paper printed after the question (its next
    section's instructions) need not be restated. '' when the key gives nothing after the
    question (its answer marked by a drawing) or only a page number."""
    question = _FOLIO_LINES.sub("", question)  # a page number the parser kept as the page's last line
    top = top_number(question)
    lines = [re.sub(r"\s+", "", line) for line in (top[1] if top else question).split("\n")]
    at, matched, cut = 0, 0, None
    for k, line in enumerate(lines):
        for char in line:
            while at < len(answer) and answer[at].isspace():
                at += 1
            if at == len(answer) or answer[at] != char:
                return _cut(answer, cut)
            at += 1
        matched += len(line)
        # a question's short title line (`3. Nomenclature` then its task) restated alone on the
        # answer's first line counts though short: the key repeats the title, then answers
        title = k == 0 and len(lines) > 1 and len(line) >= TITLE_MIN and lines[0][-1:] not in "?？:："
        if (matched >= RESTATED_MIN or title) and not answer[at:].split("\n", 1)[0].strip():
            cut = at
    return _cut(answer, cut)


def _cut(answer: str, cut: int | None) -> str:
    if cut is None:
        return answer
    rest = answer[cut:].strip()
    return "" if _FOLIO_LINES.fullmatch("\n" + rest) else rest


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


def _compatible(a: list | None, b: list | None) -> bool:
    """Scopes agree where both name a part or section."""
    return all(x is None or y is None or x == y for x, y in zip(a or [None, None], b or [None, None]))


def _by_section(answer, exercises, candidates, k, answers_with_number):
    """A repeated number of a paper: the one question in the answer's section, else by order."""
    if answer.get("explicit"):  # a paper's answer file titled as its lesson (第一单元测试卷 答案)
        lesson = fold_lesson(answer.get("lesson"))
        candidates = [i for i in candidates if fold_lesson(exercises[i].get("lesson")) == lesson]
    scoped = [i for i in candidates if _compatible(exercises[i].get("scope"), answer.get("scope"))]
    same = [i for i in scoped if exercises[i].get("scope") == answer.get("scope")]
    if len(same) == 1:  # `一、`'s 1 over a 1 under no section (a mid-term before the paper, 1134)
        scoped = same
    if len(scoped) == 1 and answer.get("scope") and any(answer["scope"]):
        return scoped[0], BY_SECTION, "key_section"
    if k is not None and len(candidates) == answers_with_number and len(candidates) > 1:
        return candidates[k], BY_ORDER, "key_order"
    return None, 0, None
