"""Section headings set in capitals, centred over the text, at the body's size (decision 0772). Pure.

Some books set their sections in small capitals or capitals of the body's size and weight, centred
on the text column (`7. USING THE EXTRA SYMBOLS`, `REFERENCES`, `A.1. INTRODUCTION`): on a scan no
size or weight tells them from the text, and OCR reads small capitals as capitals a little smaller
than the body. What does is the layout: one short line, every letter a capital, its middle on the
text column's middle and its ends well inside the column, a paragraph right under it. A paragraph's
line fills the column; a table's cells sit off its middle or beside other cells; a running title is
in the margin (not looked at here: zone()).

The column is taken per page from its long lines (a scan's text block shifts from page
to page); a page with too few paragraph lines gives no column and no such heading."""
from __future__ import annotations

import re

from f.common.margins import zone

COLUMN_LINES = 3     # long blocks on the page, at least, to know its column
PARAGRAPH_CHARS = 40  # characters a line: a paragraph's block is this long at least
CENTRE_SLACK = 20    # page units (0-1000): a centred line's middle this near the column's middle
CENTRE_INSET = 0.12  # of the column's width: a centred line starts this far in from its left edge, at least
CAPITALS_MIN = 6     # letters: a capitals heading has this many at least (`REFERENCES`; not `AB`)
CAPITALS_SHARE = 0.9  # of its Latin letters in capitals (`A.3. INSTALLING THE .pk FILES`)
UNDER_CHARS = 20     # characters: the block right under the heading is running text this long at least
_NUMBER = re.compile(r"^\s*((?:\d{1,2}|[A-Z](?=[.．]\d))(?:[.．]\d{1,2}){0,3})[.．]?\s+(?=[A-Z])")


def _column(blocks: list[dict]) -> tuple[float, float] | None:
    """The text column's left and right edges: the outermost of the page's long lines (a list's
    hanging indent or a short last line sit inside it)."""
    long = [b for b in blocks if len(b["text"]) >= PARAGRAPH_CHARS * b.get("lines", 1)]
    if len(long) < COLUMN_LINES:
        return None
    return min(b["bbox"][0] for b in long), max(b["bbox"][2] for b in long)


def capitals(text: str) -> bool:
    """Latin letters only, CAPITALS_MIN or more, CAPITALS_SHARE of them capitals."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < CAPITALS_MIN or any(not c.isascii() for c in letters):
        return False
    return sum(c.isupper() for c in letters) >= CAPITALS_SHARE * len(letters)


def level_of(text: str) -> int:
    """1 for an unnumbered or one-part number (`7.`, `REFERENCES`), else its parts (`A.1.` 2)."""
    m = _NUMBER.match(text)
    return min(6, len(re.findall(r"[.．]\d", m.group(1))) + 1) if m else 1


def mark_centred_capitals(pages: list[list[dict]]) -> int:
    """Give such lines a text level (they are no longer for size or weight to rank); returns how many."""
    found = 0
    for blocks in pages:
        ocr = [b for b in blocks if b.get("ocr") and not b.get("kind")]
        column = _column(ocr)
        if column is None:
            continue
        left, right = column
        middle, width = (left + right) / 2, right - left
        for n, b in enumerate(ocr[:-1]):
            text = b["text"].strip()
            if b.get("lines", 1) != 1 or b.get("text_level") or b.get("no_heading") or not capitals(text) \
                    or zone(b["bbox"], wide=True):
                continue
            x0, x1 = b["bbox"][0], b["bbox"][2]
            under = ocr[n + 1]
            if abs((x0 + x1) / 2 - middle) <= CENTRE_SLACK and x0 >= left + CENTRE_INSET * width \
                    and x1 <= right - CENTRE_INSET * width and len(under["text"]) >= UNDER_CHARS \
                    and under["bbox"][1] > b["bbox"][3]:
                b["text_level"] = level_of(text)
                b["plain_title"] = True  # one line by what made it a title: never joined with the next
                found += 1
    return found
