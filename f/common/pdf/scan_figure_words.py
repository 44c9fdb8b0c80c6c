"""A figure's words above its other marks are no headings on a scan (decision 1048). Pure.

A diagram drawn in the text's column (a release cycle's `Upstream` / `Release` boxes, a flow's `Find
Problem` over `Get Code` `Fix` `Test` …) is read by OCR as short lines, most of them kept as the
figure's fragments; the top one or two, set a little apart, read as short bold lines and passed for
headings. A heading starts on the text's left edge; a figure's word stands inset from it, with the
figure's other marks under it before the running text goes on."""
from __future__ import annotations

import re

WORD_CHARS = 24       # characters (spaces aside): a box's word or two, at most
TEXT_INSET = 40       # page units: the word starts this far right of the text's left edge, at least
FRAGMENTS_UNDER = 3   # the figure's fragments under it before the running text, at least
DISPLAY = 1.5         # of the body size: a line this large is a display title, not a figure's word
LONG_CHARS = 40       # characters a line: the page's running text, whose left edge is the text's
PAGE_MIDDLE = 500     # page units: the page's middle
CENTRED = 30          # page units: a line whose middle is this near the text's middle is centred on it
RUNNING = 20          # characters: a block this long (not a fragment) is running text that closes the figure


_HAN = re.compile(r"[\u4e00-\u9fff]")


def _chars(text: str) -> int:
    return len(re.sub(r"\s+", "", text))


def words_over_figure(blocks: list[dict], body: float) -> set[int]:
    """Indices of short inset lines with FRAGMENTS_UNDER or more of the figure's fragments under them
    and no running text between."""
    long = [b["bbox"][0] for b in blocks if len(b["text"]) >= LONG_CHARS * b.get("lines", 1)]
    if not long:
        return set()
    left = min(long)
    middle = (left + max(b["bbox"][2] for b in blocks if len(b["text"]) >= LONG_CHARS * b.get("lines", 1))) / 2
    out = set()
    for n, b in enumerate(blocks):
        if b.get("kind") or b.get("lines", 1) > 1 or not 2 <= _chars(b["text"]) <= WORD_CHARS \
                or b["bbox"][0] < left + TEXT_INSET or body and (b.get("size") or 0.0) >= DISPLAY * body:
            continue
        if _HAN.search(b["text"]):
            continue  # a Chinese line inset over pictures is a centred or indented title as often (an ornament's)
        centre = (b["bbox"][0] + b["bbox"][2]) / 2
        if min(abs(centre - middle), abs(centre - PAGE_MIDDLE)) <= CENTRED:
            continue  # a title centred over the text's measure (a thesis' list of symbols over its table)
        under = 0
        for o in sorted(blocks, key=lambda o: o["bbox"][1]):
            if o is b or o["bbox"][1] < b["bbox"][3] - 2:
                continue
            if o.get("kind") == "fragment":
                under += 1
            elif _chars(o["text"]) >= RUNNING:
                break
        if under >= FRAGMENTS_UNDER:
            out.add(n)
    return out


CLOSE_LINES = 1.5     # line heights: a fragment this near above or below the line touches it
CLOSE_FRAGMENTS = 3   # the picture's fragments touching the line, at least, some above and some below


def lines_inside_picture(blocks: list[dict]) -> set[int]:
    """Indices of lines set between a picture's fragments (a window's status bar, `Project Rate [Hz]
    Selection Start: …`, read whole and bold among its fields): fragments touch it above and below. A
    heading has running text or space around it, not a picture on both sides."""
    from f.common.pdf.page_headings import scheme_of

    frags = [b for b in blocks if b.get("kind") == "fragment"]
    out = set()
    for n, b in enumerate(blocks):
        # a numbered title between a listing's lines read as fragments (`9.4 Euler Script`) stays
        if b.get("kind") or b.get("lines", 1) > 1 or scheme_of(b["text"]) is not None:
            continue
        x0, y0, x1, y1 = b["bbox"]
        reach = CLOSE_LINES * max(1.0, y1 - y0)
        near = [f for f in frags if f["bbox"][0] < x1 and f["bbox"][2] > x0
                and (0 <= y0 - f["bbox"][3] < reach or 0 <= f["bbox"][1] - y1 < reach
                     or f["bbox"][1] < y1 and f["bbox"][3] > y0)]
        above = any(f["bbox"][1] < y0 for f in near)
        below = any(f["bbox"][3] > y1 for f in near)
        if above and below and len(near) >= CLOSE_FRAGMENTS:
            out.add(n)
    return out
