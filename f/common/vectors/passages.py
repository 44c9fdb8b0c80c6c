"""Split a page's text into passages that fit the embedding model's window (pure).

Most textbook pages fit in one passage; a dense page is cut at paragraph breaks, then at sentence
ends, then (a run-on block) at a hard length, greedily packing pieces up to the limit so there
are as few passages as possible. `count` is the model's token counter."""
from __future__ import annotations

import re
from collections.abc import Callable

_SENTENCE = re.compile(r"(?<=[。！？；!?;.])\s*|\n")


def split_passages(text: str, count: Callable[[str], int], limit: int) -> list[str]:
    text = text.strip()
    if not text:
        return []
    if count(text) <= limit:
        return [text]
    pieces: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        pieces.extend(_fit(paragraph.strip(), count, limit))
    out: list[str] = []
    current = ""
    for piece in pieces:
        if not piece:
            continue
        joined = f"{current}\n\n{piece}" if current else piece
        if current and count(joined) > limit:
            out.append(current)
            current = piece
        else:
            current = joined
    if current:
        out.append(current)
    return out


def _fit(paragraph: str, count, limit: int) -> list[str]:
    if not paragraph or count(paragraph) <= limit:
        return [paragraph]
    sentences = [s for s in _SENTENCE.split(paragraph) if s and s.strip()]
    if len(sentences) > 1:
        out: list[str] = []
        for sentence in sentences:
            out.extend(_fit(sentence.strip(), count, limit))
        return out
    # one run-on block: halve until it fits (token counts are not linear in characters)
    half = len(paragraph) // 2
    return _fit(paragraph[:half], count, limit) + _fit(paragraph[half:], count, limit)
