"""Lines set among a picture's marks on a scan (decision 1101). Pure (numpy).

A screenshot's words (a window's menu bar `文件(F)`, a drop-down list's `页面右上角`, a status bar's
`页面尺寸：宽 297 高 210`) are read by OCR like any line, and some pass for headings. The page image
tells them apart: once the OCR'd text is blanked out, what ink is left is the page's non-text marks
(a window's frame and fills, icons, a list's border, a grid's dots). A heading stands on white paper,
with space before it and no marks beside it; a screenshot's words have its marks within a few line heights
on one side (left or right) and above or below. A heading set in a filled band or a box (marks left and
right) or between two pictures (marks above and below only) stays. Numbered titles are never taken (a
section's number opens it: `7.1. 主屏幕` over the screenshot it introduces)."""
from __future__ import annotations

DARK = 200          # grey level: darker is a mark (a light UI grey reads as one; paper and noise do not)
REACH = 3.0         # line heights: how far beside, above and below a line its marks are looked for
MARKED = 0.01       # share of a side's pixels that are marks, at least, for that side to count
PAD = 2             # pixels: a line's box is widened by this before its text is blanked out


def _boxes(quads: list[list[list[float]]], shape: tuple[int, int]) -> list[tuple[int, int, int, int]]:
    h, w = shape
    out = []
    for quad in quads:
        xs, ys = [p[0] for p in quad], [p[1] for p in quad]
        out.append((max(0, int(min(xs)) - PAD), max(0, int(min(ys)) - PAD),
                    min(w, int(max(xs)) + PAD + 1), min(h, int(max(ys)) + PAD + 1)))
    return out


def _marks(gray, boxes: list[tuple[int, int, int, int]], dark_below: float = DARK):
    """The page's non-text marks: pixels darker than `dark_below`, two wide at least (a speck of sensor noise is
    one), the OCR'd lines' boxes blanked out."""
    dark = gray < dark_below
    marks = dark.copy()
    marks[:, :-1] &= dark[:, 1:]
    for x0, y0, x1, y1 in boxes:
        marks[y0:y1, x0:x1] = False
    return marks


def marked_sides(gray, quads: list[list[list[float]]]) -> list[str]:
    """For each line (its quad in pixels of `gray`, the page image), which of its four sides hold the page's
    non-text marks within REACH line heights: a string of `l`, `r`, `a` (above), `b` (below)."""
    import numpy as np

    boxes = _boxes(quads, gray.shape)
    marks = _marks(gray, boxes)
    h, w = marks.shape

    def share(a: int, b: int, c: int, d: int) -> float:
        a, b, c, d = max(0, a), min(w, b), max(0, c), min(h, d)
        region = marks[c:d, a:b]
        return float(np.count_nonzero(region)) / region.size if region.size else 0.0

    out = []
    for x0, y0, x1, y1 in boxes:
        reach = int(REACH * (y1 - y0))
        sides = (share(x0 - reach, x0, y0, y1), share(x1, x1 + reach, y0, y1),
                 share(x0, x1, y0 - reach, y0), share(x0, x1, y1, y1 + reach))
        out.append("".join(side for side, s in zip("lrab", sides) if s > MARKED))
    return out


def lines_among_marks(blocks: list[dict]) -> set[int]:
    """Indices of short one-line unnumbered blocks whose line has a picture's marks on one side and above or
    below it (a filled band or box round a heading, or pictures only above and below it, are none)."""
    from f.common.pdf.page_headings import scheme_of

    return {n for n, b in enumerate(blocks)
            if b.get("lines", 1) == 1 and _among_marks(b.get("marked_sides") or "") and scheme_of(b["text"]) is None
            and _width(b["text"].strip()) <= WORD_WIDTH}  # a long line over a table is its heading (a report's)


WORD_WIDTH = 30      # characters (a Chinese one twice): a screenshot's word or label is this short, at most


def _among_marks(sides: str) -> bool:
    # beside it on one side only, and above or below: marks at both its left and right are a band or a box
    # round the line, its own frame (a textbook's filled `探究与拓展`, an example box's title `另一个简单的边框范例`,
    # a table's row head); marks only above and below are the pictures a catalogue's title stands between
    # (`接双线的角点符号` between two rows of ornaments)
    return ("l" in sides) != ("r" in sides) and ("a" in sides or "b" in sides)


def _width(text: str) -> int:
    return len(text) + sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")


# A table's cell between its rules (decision 1146). A ruled table (a manual's `Menu Item | Description`, a toolbar's
# `Toolbar Buttons | Description`) sets each cell's text between two thin rules that run across the cell's whole
# width, a little above and below it; its short cells (`General Ledger`, `Billing Terms Editor`, `Open`) read like
# headings on a scan. A heading has white paper above and below it (space before, its text after); a title in a
# filled band has fill round it, not a thin rule.
RULE_DARK = 235     # grey level: a hairline rule scanned at 150 dpi reads light grey, lighter than DARK
RULE_REACH = 1.5    # ink heights from the line's middle: a cell's rule hugs its text this close (OCR's box reaches
                    # past the type, over the rules themselves; a heading's space before is wider)
RULE_COVER = 0.9    # share of the line's columns a rule marks (a row through type has gaps between its letters)
RULE_THICK = 0.25   # ink heights: a rule is this thin at most (a band's fill round a title runs thicker)


def ruled_sides(gray, quads: list[list[list[float]]], inks: list[float | None]) -> list[str]:
    """For each line (its quad in pixels of `gray`, its ink height in pixels or None), `A` when a thin rule runs
    across its whole width within RULE_REACH ink heights above its middle, `B` below (rows followed along the
    quad's slope, a pixel row joined with the next: scans are turned and a hairline falls across two rows)."""
    import numpy as np

    dark = gray < RULE_DARK
    pair = dark.copy()
    pair[:-1] |= dark[1:]
    h, w = dark.shape
    out = []
    for quad, ink_height in zip(quads, inks):
        (ax, ay), (bx, by), (cx, cy), (dx, dy) = quad
        x0, x1 = max(0, int(min(ax, dx))), min(w, int(max(bx, cx)))
        box = ((dy - ay) + (cy - by)) / 2
        height = ink_height or 0.5 * box
        if x1 - x0 < 4 or height < 3:
            out.append("")
            continue
        xs = np.arange(x0, x1)
        t = (xs - ax) / max(1e-6, bx - ax)
        middle = np.rint((ay + dy) / 2 + t * ((by + cy) / 2 - (ay + dy) / 2)).astype(int)
        reach, thick = int(RULE_REACH * height) + 1, max(3, int(RULE_THICK * height) + 1)
        above = _rule(pair, xs, middle, -1, reach, thick)
        below = _rule(pair, xs, middle, 1, reach, thick)
        out.append(("A" if above else "") + ("B" if below else ""))
    return out


def _rule(pair, xs, middle, step: int, reach: int, thick: int) -> bool:
    """A thin rule across the columns `xs` within `reach` pixel rows of the line's `middle` (one row per column),
    going `step` (-1 up, 1 down): RULE_COVER of the columns marked in `thick` rows at most; the first run of such
    rows met is the one (a band's fill, met first, runs thicker)."""
    import numpy as np

    h = pair.shape[0]
    run = 0
    for d in range(1, reach + 1):
        ys = middle + step * d
        if ys.min() < 0 or ys.max() >= h:
            return False
        if np.count_nonzero(pair[ys, xs]) >= RULE_COVER * len(xs):
            run += 1
            if run > thick:
                return False
        elif run:
            return True
    return 0 < run <= thick


TABLE_ROWS = 3      # lines between rules on one page, at least: a table's rows (a title between two rules stands alone)


def lines_between_rules(blocks: list[dict]) -> set[int]:
    """Indices of one-line unnumbered blocks that are a ruled table's cells, on a page with TABLE_ROWS blocks at
    least that have a rule above or below them (a table's rows): those with a rule above and below, and those with
    one rule that start where a block with both starts (a cell of its column whose row runs on over a note in the
    next cell, `Save (Ctrl+S)`)."""
    from f.common.pdf.page_headings import scheme_of

    ruled = [b for b in blocks if b.get("rule_sides")]
    if len(ruled) < TABLE_ROWS:
        return set()
    starts = [b["bbox"][0] for b in ruled if len(b["rule_sides"]) == 2]
    cells = set()
    for n, b in enumerate(blocks):
        x0, y0, _x1, y1 = b["bbox"]
        if b.get("rule_sides") and b.get("lines", 1) == 1 and scheme_of(b["text"]) is None \
                and (len(b["rule_sides"]) == 2 or any(abs(x0 - s) <= 0.5 * (y1 - y0) for s in starts)):
            cells.add(n)
    return cells
