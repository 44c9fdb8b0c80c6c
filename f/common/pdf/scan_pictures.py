"""A captioned picture's words on a scan (pure): OCR reads every word inside a figure or screenshot
(`Word`, `重慶大學` on a poster, a window's `TeX Live 2020 Installer`, a menu's `Debug`), some large or
isolated enough to pass for headings. A reader knows them by the picture's box: the space between
the running text above and the caption under it (`图 1: …`, `Figure 3: …`). On a scan there is no
image object to give that box, so it is taken from the page: from the caption up to the first
paragraph (a block at the body's size spanning most of the text's measure) or numbered title above
it, within the caption's column. Every line inside is the picture's, and the caption is a caption:
never a heading (they stay text)."""
from __future__ import annotations

import re

from f.common.content.figures import FIGURE, caption_kind

BODY_SLACK = 0.2      # of the body size: a paragraph's line is at the body's size give or take this
PARAGRAPH_CHARS = 20  # characters (spaces aside): a one-line paragraph holds this many, at least
MEASURE_SHARE = 0.6   # of the text's measure (the page's, or the caption's column's): a one-line paragraph spans it
MIDDLE = 500          # page units: the page's middle


def _chars(text: str) -> int:
    return len(re.sub(r"\s+", "", text))


# a field's label and its value: `Sans Serif: Default`, `Scale (%): 100`
_FIELD = re.compile(r"[^\W\d_][\w )(%]*: +\S")
FORM_FIELDS = 2       # labelled fields on one line that make it a form's row, at least


def _paragraph(block: dict, body: float, measure: float) -> bool:
    """Running text: a block at the body's size spanning most of the measure (a screenshot's lines,
    even two OCR read as one block, `Humanities packages LaTeX additional packages`, are narrower).
    A dialog's row OCR read across its columns (`Colors Typewriter: Default Scale (%): 100`) spans
    the measure too, but holds two labelled fields: a form's, not prose."""
    size = block.get("size") or 0.0
    if not body or abs(size - body) > BODY_SLACK * body or _chars(block["text"]) < PARAGRAPH_CHARS:
        return False
    if len(_FIELD.findall(block["text"])) >= FORM_FIELDS:
        return False
    x0, _, x1, _ = block["bbox"]
    return (x1 - x0) >= MEASURE_SHARE * measure


# a window's or menu's own lettered items (`N. of collections:`, `a [X] full scheme`) are no section number
_ITEM_SCHEMES = (None, "upper", "lower", "roman")


def _section_number(text: str) -> bool:
    """A section's number opens the line (`3.2.1 …`, `一、…`, `Chapter 2`): the section a figure opens
    stops its box."""
    from f.common.pdf.page_headings import scheme_of

    return scheme_of(text) not in _ITEM_SCHEMES


def picture_lines(blocks: list[dict], body: float) -> set[int]:
    """Indices of `blocks` (one page's OCR blocks, furniture apart) inside a captioned picture's box,
    and the captions."""
    out: set[int] = set()
    if not body:
        return out
    lefts = [b["bbox"][0] for b in blocks if _paragraph(b, body, 0.0)]
    rights = [b["bbox"][2] for b in blocks if _paragraph(b, body, 0.0)]
    page_measure = (max(rights) - min(lefts)) if lefts else 0.0
    for c, caption in enumerate(blocks):
        # a figure's caption (content.figures reads captions for every path); a table's stands
        # above its table, so the lines above it are no picture
        kind = caption_kind(caption["text"])
        if kind is None:
            continue
        cx0, cy0, cx1, cy1 = caption["bbox"]
        # a caption wholly on one side of the page's middle is a column's: its picture is in that column
        side = "left" if cx1 < MIDDLE else "right" if cx0 > MIDDLE else None
        measure = page_measure / 2 if side else page_measure
        # a table's caption under its table (running text or the page's end right below it, no cells):
        # the lines above it are the table's, as a figure's are (1049)
        if kind != FIGURE and not _under_its_table(blocks, c, body, measure, side):
            continue
        above = sorted((n for n, b in enumerate(blocks) if n != c and b["bbox"][3] <= cy0 + 2
                        and _in_column(b, caption, side, measure)), key=lambda n: -blocks[n]["bbox"][3])
        for n in above:
            b = blocks[n]
            if _paragraph(b, body, measure) or _section_number(b["text"]) or caption_kind(b["text"]):
                break
            out.add(n)
        out.add(c)
    return out


def _under_its_table(blocks: list[dict], c: int, body: float, measure: float, side: str | None) -> bool:
    """The table caption `blocks[c]` ends its table: the first block below it in its column is running
    text, or there is none, and the block right above it is no running text."""
    caption = blocks[c]
    below = sorted((b for n, b in enumerate(blocks) if n != c and b["bbox"][1] >= caption["bbox"][3] - 2
                    and _in_column(b, caption, side, measure)), key=lambda b: b["bbox"][1])
    above = sorted((b for n, b in enumerate(blocks) if n != c and b["bbox"][3] <= caption["bbox"][1] + 2
                    and _in_column(b, caption, side, measure)), key=lambda b: -b["bbox"][3])
    return bool(above) and not _paragraph(above[0], body, measure) and (
        not below or _paragraph(below[0], body, measure))


def _in_column(block: dict, caption: dict, side: str | None, measure: float) -> bool:
    """The block is across the caption's span (widened to its column's measure), on its side of the page."""
    x0, _, x1, _ = block["bbox"]
    cx0, _, cx1, _ = caption["bbox"]
    centre = (cx0 + cx1) / 2
    if side == "left" and x1 >= MIDDLE + 15 or side == "right" and x0 <= MIDDLE - 15:
        return False
    return x0 < max(cx1, centre + measure / 2) and x1 > min(cx0, centre - measure / 2)
