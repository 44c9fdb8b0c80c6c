"""Heading lines the text layer cut inside a word: a raised or lowered letter (the XeLaTeX logo, set
`X` | `E` | `LATEX` with the E lowered) ends a block, so one title comes as blocks touching on one
row, and a contents line carries it spaced (`第一章 X E LATEX 模板简介`). Read whole, the title reads
as its bookmark does. Pure."""
from __future__ import annotations

TOUCH = 0.3  # of the line's height: how far two pieces of one word overlap at most


def _touching(a: dict, b: dict) -> bool:
    (_, ay0, ax1, ay1), (bx0, by0, bx1, by1) = a["bbox"], b["bbox"]
    height = min(ay1 - ay0, by1 - by0)
    if height <= 0:
        return False
    overlap = min(ay1, by1) - max(ay0, by0)
    return overlap >= 0.5 * height and -TOUCH * height <= bx0 - ax1 <= 0.05 * height and bx1 > ax1


def whole_line(items: list[dict], i: int) -> str:
    """Tagged line i with the tagged blocks of its level that touch it on its row after it, joined
    without a space (`第一章 X` | `E` | `LATEX 模板简介` -> `第一章 XELATEX 模板简介`); "" when none do."""
    first = items[i]
    text, j = (first.get("text") or "").strip(), i + 1
    while j < len(items) and first.get("text_level") and first.get("bbox"):
        item, last = items[j], items[j - 1]
        if not (item.get("type") == "text" and item.get("text_level") == first["text_level"]
                and item.get("page_idx") == first.get("page_idx") and item.get("bbox")
                and (item.get("text") or "").strip() and _touching(last, item)):
            break
        text, j = text + item["text"].strip(), j + 1
    return text if j > i + 1 else ""
