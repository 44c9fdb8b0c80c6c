"""An index's letter groups (pure): a book's index sets each group of its terms under the group's
letter, alone on its line (`A`, `B`, ... `Z`, in the index's columns), at body size and untagged.
Authors bookmark them under the index (makeindex's and hyperref's `Index > A`), and a reader of the
tree goes to a term by its letter, so each letter opens a heading item one level below every
heading the page's type gives.

A single capital letter alone on a line is an index letter only in a run of MIN_RUN letters or
more that rise through the alphabet in the index's reading order (page, then column, then line):
answer options (`A`, `B`, `C`, `D` again and again) or a table's letter cells never rise so far
without falling back."""
from __future__ import annotations

import re

MIN_RUN = 8  # letters rising without a fall: an index's groups, not options or cells
COLUMN = 40  # page units (of 1000): letters this close in x stand in one column
_LETTER = re.compile(r"\s*[A-Z]\s*")
_BAR = re.compile(r"\s*[A-Z](\s*\|\s*[A-Z])*\s*")  # `A | B | C | ...`: the index's letter bar


def _order(item: dict) -> tuple:
    box = item["bbox"]
    return item["page_idx"], round(box[0] / COLUMN), box[1]


def index_letters(items: list[dict]) -> list[dict]:
    """items with an index's untagged letter lines tagged as headings (copies of those items, one
    text level below the deepest level in use); the same list when there are none."""
    letters = sorted((i for i, item in enumerate(items) if item.get("type") == "text" and item.get("bbox")
                      and not item.get("text_level") and _LETTER.fullmatch(item.get("text") or "")),
                     key=lambda i: _order(items[i]))
    runs: list[list[int]] = []
    for i in letters:
        if runs and items[runs[-1][-1]]["text"].strip() < items[i]["text"].strip():
            runs[-1].append(i)
        else:
            runs.append([i])
    chosen = {i for run in runs if len(run) >= MIN_RUN for i in run}
    if not chosen:
        return items
    level = _letter_level(items, min(chosen), items[min(chosen)])
    return [{**item, "text": item["text"].strip(), "text_level": level, "index_letter": True} if i in chosen else item
            for i, item in enumerate(items)]


def _height(item: dict) -> float:
    return item["bbox"][3] - item["bbox"][1]


def _letter_level(items: list[dict], first: int, letter: dict) -> int:
    """The letters' text level: a group's set like them before the first letter (`Symbols`,
    `Numbers`), whose siblings they are; else one below the index's title (the nearest heading
    before them but the letter bar); else one below the deepest level in use."""
    for item in reversed(items[:first]):
        if not item.get("text_level") or item.get("type") != "text" or _BAR.fullmatch(item.get("text") or ""):
            continue
        if item.get("bbox") and _height(item) <= 1.25 * _height(letter):
            return int(item["text_level"])  # `Symbols` over the signs' entries: a group beside the letters
        return int(item["text_level"]) + 1
    return 1 + max((int(item.get("text_level") or 0) for item in items), default=0)
