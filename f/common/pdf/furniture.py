"""Running headers, footers and printed page numbers, found by position and repetition.

A block in the top or bottom margin whose text (digits masked) recurs on three or more pages is a
`header` / `footer`; a margin block that is only a number (`12`, `- 12 -`, `第 12 页`, `xii`) is a
`page_number`. A margin line holding a number and a running title (`12  第六章 平面向量`) is split
into both. Pure: works on the per-page block lists of parser.py (bbox scaled to 0-1000)."""
from __future__ import annotations

import re
from collections import Counter

TOP, BOTTOM = 100, 900  # margins, in 0-1000 page units
_NUMBER = re.compile(r"^[\s\-–—·•]*(?:第\s*)?(\d{1,4}|[ivxlcdm]{1,7}|[IVXLCDM]{1,7})(?:\s*页)?[\s\-–—·•]*$")
_EDGE_NUMBER = re.compile(r"^(\d{1,4})\s{1,}(\S.*)$|^(.*\S)\s{1,}(\d{1,4})$")
MIN_REPEATS = 3


def _key(text: str) -> str:
    return re.sub(r"\d+", "#", re.sub(r"\s+", "", text))


def _zone(block: dict) -> str | None:
    x0, y0, x1, y1 = block["bbox"]
    if y1 <= TOP:
        return "header"
    if y0 >= BOTTOM:
        return "footer"
    return None


def mark(pages: list[list[dict]]) -> None:
    """Set block["kind"] to header / footer / page_number (else leave it unset), in place.
    A header or footer with a page number at its edge gets block["number"] split off."""
    counts: Counter = Counter()
    sizes = sorted(b["size"] for blocks in pages for b in blocks)
    body = sizes[len(sizes) // 2] if sizes else 0
    for blocks in pages:
        seen = {(_zone(b), _key(b["text"])) for b in blocks if _zone(b) and len(b["text"]) <= 80}
        counts.update(seen)
    for blocks in pages:
        for block in blocks:
            zone = _zone(block)
            if not zone:
                continue
            text = block["text"].strip()
            if _NUMBER.match(text):
                block["kind"] = "page_number"
                continue
            heading_like = block.get("bold") or block["size"] > body * 1.1  # e.g. 习题 6.1 at a page top
            if len(text) <= 80 and not heading_like and counts[(zone, _key(text))] >= MIN_REPEATS:
                block["kind"] = zone
                edge = _EDGE_NUMBER.match(text)
                if edge:
                    number = edge.group(1) or edge.group(4)
                    block["number"] = number
                    block["text"] = (edge.group(2) or edge.group(3)).strip()


def number_of(text: str) -> str | None:
    match = _NUMBER.match(text)
    return match.group(1) if match else None
