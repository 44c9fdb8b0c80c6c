"""Footnotes: small-type blocks at the foot of the body area that start with a note marker become
`page_footnote` blocks (kind "footnote"), so they are neither body text nor headings. Pure."""
from __future__ import annotations

import logging
import re

log = logging.getLogger(__name__)

# `1 Text`, `12Text` (a superscript glued by the layer), `*`, `†`, `①`, `注：`, `[3]`
MARKER = re.compile(r"^\s*(\d{1,3}(\s+|(?=[^\d\s.,:%)]))|[*†‡§]+|[\u2460-\u2473\u2776-\u277f]|"
                    r"注\s*[：:\d]|\[\d{1,3}\]|Note\s*\d*:)")
SMALL = 0.92  # at most this share of the body size
LOWER = 450  # a footnote area starts in the lower part of the page (0-1000)
# a contents line's dot leaders and page number (`2.1 File/Nuovo . . . . 5`): a contents list set
# at the foot of a first page under its abstract (an article's) is no run of notes
_LEADERS = re.compile(r"(?:\.\s*){4,}\s*[\divxlc]{1,4}\s*$", re.I)


def mark(pages: list[list[dict]], body: float) -> int:
    """Set kind "footnote" in place on each page's footnote blocks; returns how many."""
    found = 0
    for blocks in pages:
        found += _mark_page(blocks, body)
    return found


def _small(block: dict, body: float) -> bool:
    return block["size"] <= body * SMALL


def _mark_page(blocks: list[dict], body: float) -> int:
    body_blocks = [b for b in blocks if not b.get("kind")]
    by_top = sorted(body_blocks, key=lambda b: b["bbox"][1])
    for start, block in enumerate(by_top):
        if block["bbox"][1] < LOWER or not _small(block, body) or block.get("code") or block.get("mono"):
            continue
        marker = MARKER.match(block["text"])
        if not marker or block.get("text_level") or len(block["text"][marker.end():].strip()) < 3:
            continue  # a bare number is a line number or a figure label, not a note
        if not any(not _small(b, body) for b in by_top[:start]):
            return 0  # no body text above to annotate (a cover or form page set small)
        rest = by_top[start:]
        if 2 * sum(bool(_LEADERS.search(b["text"])) for b in rest) >= len(rest):
            return 0
        # the area below is all small type (notes and their wrapped lines), not body text again
        if all(_small(b, body) and not b.get("code") and not b.get("mono") for b in rest):
            for b in rest:
                b["kind"] = "footnote"
            return len(rest)
    return 0
