"""A hit's snippet: the part of its passage that matched the query, within a character budget.

No tokenizer dictionary (the renderer runs in the calling process, where loading jieba would cost
its start-up): the query's Latin words (lower-cased, a few function words dropped, matched on
their first letters so "policies" finds "policy") and the character pairs of its Chinese runs are
looked for in the text. The window is the run of whole sentences (from a sentence start) that holds
the most distinct query terms, longer terms counting more, then the one whose first match is
nearest its start (a quarter of the budget of context before it counts as near); a tie keeps the
earlier window, so a passage that matches at its start reads as before. A text within the budget is shown whole; a
window cut short is marked with "…" at the cut ends, counted in the budget."""
from __future__ import annotations

import re

from f.common.cjk import RANGES

_LATIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'-]*")
_CJK_RUN = re.compile(f"[{RANGES}]+")
_STARTS = re.compile(r"(?<=[。！？；!?.;:\n])\s*")
_STOP = set("the a an of to in and or is are be for on with as by at what which how why does do "
            "did when where who whom this that these those it its from into than then there their "
            "can could should would will shall may might must has have had not no yes if".split())
_CJK_STOP = set("的了是在和与及或也都就而之其这那个为以于对由把被从到吗呢吧啊什么怎如何哪些")
ELLIPSIS = "…"


def query_terms(query: str) -> list[str]:
    """Lower-case search keys: Latin word stems (first 5 letters of longer words) and the
    character pairs (a lone character: itself) of each Chinese run, function words dropped."""
    terms: list[str] = []
    for word in _LATIN.findall(query or ""):
        word = word.lower().strip("'-")
        if len(word) >= 2 and word not in _STOP:
            terms.append(word[:max(5, len(word) - 3)] if len(word) > 5 else word)
    for run in _CJK_RUN.findall(query or ""):
        chars = "".join(c for c in run if c not in _CJK_STOP) if len(run) > 2 else run
        terms.extend([chars[i:i + 2] for i in range(len(chars) - 1)] if len(chars) > 1 else [chars])
    return list(dict.fromkeys(t for t in terms if t))


def _score(window: str, terms: list[str], lead: int) -> tuple[float, int]:
    """(weight of the distinct terms in the window, minus how far into it the first one is,
    counting up to `lead` characters of context before it as nothing)."""
    low = window.lower()
    found = [low.find(t) for t in terms if t in low]
    if not found:
        return 0.0, 0
    return float(sum(len(t) for t in terms if t in low)), -max(0, min(found) - lead)


def window(text: str, query: str, limit: int) -> tuple[int, int]:
    """(start, end) of the best window of `text` for `query`, at most `limit` characters."""
    text = text or ""
    if len(text) <= limit:
        return 0, len(text)
    terms = query_terms(query)
    starts = sorted({0, *(m.end() for m in _STARTS.finditer(text) if m.end() < len(text))})
    low = text.lower()
    # a sentence longer than the budget: also windows that open a little before each match
    for term in terms:
        for m in re.finditer(re.escape(term), low):
            starts.append(max(0, m.start() - limit // 4))
    best, best_score = 0, (0.0, 0)
    for start in sorted(set(starts)):
        score = _score(text[start:start + limit], terms, limit // 4)
        if score > best_score:
            best, best_score = start, score
    if best_score[0] <= 0:
        best = 0
    return best, min(len(text), best + limit)


def snippet(text: str, query: str, limit: int) -> str:
    """The best window as text: a verbatim slice, with "…" where it was cut (within `limit`)."""
    text = text or ""
    if limit <= 0:
        return ""
    if len(text) <= limit:
        return text
    start, _end = window(text, query, limit)
    head = ELLIPSIS if start > 0 else ""
    room = limit - len(head)
    body = text[start:start + room]
    if start + room < len(text):
        body = body[:room - 1] + ELLIPSIS
    return head + body.lstrip()
