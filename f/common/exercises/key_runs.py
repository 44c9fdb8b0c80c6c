"""A key's run of numbered answers against lesson ids (decision 1076). Pure.

A back-of-book key keyed by chapter (`第一章`, `Chapter 2`) prints plain numbers under each chapter
heading; a parser that joins short lines or folds `2．5` to `2.5` makes `2.5 3.>` (answer 2 is 5,
answer 3 is >) or a lone `4.2` (answer 4 is 2) look like a section id `2.5` / `4.2`. Such an id is
the key's next answer when its first part is the number due next, what follows it goes on with
the number after that, and nothing says it is a section: the book printed no dotted lessons, and
the chapter heading it stands under is not its chapter (`2.3` under 第二章 stays a section)."""
from __future__ import annotations

import re

from f.common.exercises import paper
from f.common.exercises.numbers import lesson_digits

_DOTTED = re.compile(r"(\d{1,3})\.(\d{1,3})")
_CHAPTER_CN = re.compile(r"^第\s*([一二三四五六七八九十]{1,3})\s*[章单讲]")


def chapter_number(lesson: str | None) -> int | None:
    """`第二章` -> 2, `Chapter 3` / `第3章` -> 3; None for no lesson or one without a number."""
    if not lesson:
        return None
    m = _CHAPTER_CN.match(lesson.strip())
    if m:
        return paper._cn_number(m.group(1))
    m = re.search(r"\d{1,3}", lesson)
    return int(m.group(0)) if m else None


def answer_not_lesson(lesson: str, rest: str, key_last: int, key_lesson: str | None,
                      book_lessons) -> bool:
    """`2.5 3.>` (lesson `2.5`, rest `3.>`) read after answer 1 of a chapter's key: answers 2 and 3."""
    m = _DOTTED.fullmatch(lesson.strip())
    if not m or key_last < 1 or int(m.group(1)) != key_last + 1:
        return False
    after = paper.number(rest) if rest.strip() else None
    if rest.strip() and (after is None or after[0] != key_last + 2):
        return False  # `2.1 1. B`: a section's own answers start again
    if chapter_number(key_lesson) == int(m.group(1)):
        return False  # `2.3` under 第二章: a section of that chapter
    return not any(_DOTTED.fullmatch(lesson_digits(x) or "") for x in book_lessons if x)


# `1-5 ACCDD`, `1～5：ACBDA`: a 参考答案 line giving a range's choice letters in one run (1079)
# `1–4: b, d, a, c`, `1-3 B, A, D`: the letters set apart by commas, lower case too (1084); a colon
# before the range is what is left of the lesson named first (`第1单元：1～4 CABD`)
_LETTER_RUN = re.compile(r"^\s*[:：]?\s*(\d{1,3})\s*[-－—–～~]\s*(\d{1,3})\s*[:：.．、]?\s*"
                         r"([A-H](?:\s*[,，、]?\s*[A-H])+|[a-h](?:\s*[,，、]\s*[a-h])+)(?![A-Za-z])")


def letter_run(text: str) -> str | None:
    """`1-5 ACCDD 6.振动` -> `1. A 2. C 3. C 4. D 5. D 6.振动` when the letters are as many as the
    range's numbers; None for anything else."""
    m = _LETTER_RUN.match(text or "")
    if not m:
        return None
    first, last, letters = int(m.group(1)), int(m.group(2)), re.sub(r"[\s,，、]", "", m.group(3))
    if last <= first or len(letters) != last - first + 1:
        return None
    rest = text[m.end():].strip()
    return " ".join(f"{first + i}. {c}" for i, c in enumerate(letters)) + (f" {rest}" if rest else "")


def lesson_inside(text: str, lessons) -> int | None:
    """Where a lesson the book named (`第2课`) starts again inside a key's block, an answer number
    after it: `…6.振动；介质第2课 1-5 ABCBA` (a parser joined two lessons' key lines). Lessons that
    are only digits (`2.1`) are left alone: inside a line they are values."""
    at = [m.start() for lesson in lessons if lesson and not re.fullmatch(r"[\d.\s()（）-]+", lesson)
          for m in re.finditer(re.escape(lesson) + r"(?=\s*[:：]?\s*\d)", text or "") if m.start() > 0]
    return min(at, default=None)
