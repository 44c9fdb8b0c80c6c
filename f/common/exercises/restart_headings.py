"""Headings whose numbering the exercises restart under are lessons, whatever their word (1081). Pure.

A book names its lessons by many words: `Chapter 3`, `Module 2`, `Topic 4`, `模块二`. The lesson
patterns of `numbers` know some (`Lesson 4`, `Unit 2`, `第三章`); a word they do not know still
scopes the exercises when the book shows it does: the word's headings number on (1, 2, 3) and the
exercises under two or more of them start again at 1. Then that word's headings are lessons in
this book (a key at the back names its answers by them), and in no other."""
from __future__ import annotations

import re

from f.common.exercises import numbers as n

_CN = "一二三四五六七八九十"
# A word, then its number: `Chapter 3 Waves`, `Module 2`, `模块二 …`. Capitalised English words
# only (a sentence's `the 3 …` is no heading); two or three Han characters before a numeral.
_NUMBERED = re.compile(rf"^\s*(?P<word>[A-Z][a-z]{{2,11}}|[\u4e00-\u9fff]{{2,3}}?)\s*(?P<num>\d{{1,3}}|[{_CN}]{{1,3}})"
                       r"(?=\s|$|[:：.．\u4e00-\u9fff])")


def numbered_heading(text: str) -> tuple[str, str] | None:
    """(word, number) of a heading `Chapter 3 Waves`; None for another text."""
    m = _NUMBERED.match(text or "")
    return (m.group("word"), m.group("num")) if m else None


def restart_words(blocks) -> set[str]:
    """The heading words under which the book's exercise numbers start again at 1, from its
    (page, text, is_heading, kind) blocks: two or more of the word's headings each followed by a
    `1.` first, and the numbers before the second one having run past 1."""
    firsts: dict[str, list[int]] = {}  # word -> the first number under each of its headings
    last_max: dict[str, int] = {}      # word -> the highest number read under its headings so far
    current: str | None = None
    restarted: set[str] = set()
    for _page, text, heading, kind in blocks:
        if kind not in ("text", "equation") or not isinstance(text, str):
            continue
        found = numbered_heading(text) if heading else None
        # a lesson the patterns know, an exercise's label or an exercises title (`复习题一`: the
        # chapter's exercises, under the chapter that scopes them) or a key's title is no such word
        if found and not n.lesson_of(text) and not n.labelled_exercise(text) and not n.is_exercise_title(text) \
                and n.key_title(text) is None:
            current = found[0]
            firsts.setdefault(current, []).append(0)
            continue
        top = n.top_number(text)
        if current is None or not top or not top[0].isdigit():
            continue
        number = int(top[0])
        if firsts[current][-1] == 0:
            firsts[current][-1] = number
            if number == 1 and last_max.get(current, 0) >= 2:
                restarted.add(current)
        last_max[current] = max(last_max.get(current, 0), number)
    return {w for w in restarted if sum(1 for x in firsts[w] if x == 1) >= 2}


def restart_lesson(text: str, words: set[str]) -> tuple[str, str] | None:
    """(lesson label, rest) for `Chapter 3 Waves` when `Chapter` is one of the book's restart
    words: ('Chapter 3', 'Waves'); None otherwise."""
    m = _NUMBERED.match(text or "") if words else None
    if not m or m.group("word") not in words:
        return None
    word, num = m.group("word"), m.group("num")
    return (f"{word}{num}" if word[0] > "\u2e80" else f"{word} {num}"), text[m.end():].strip(" :：.．")
