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


def marked_sides(gray, quads: list[list[list[float]]]) -> list[str]:
    """For each line (its quad in pixels of `gray`, the page image), which of its four sides hold the page's
    non-text marks within REACH line heights: a string of `l`, `r`, `a` (above), `b` (below)."""
    import numpy as np

    dark = gray < DARK
    # a speck of sensor noise is a lone dark pixel: a mark is two pixels wide at least
    marks = dark.copy()
    marks[:, :-1] &= dark[:, 1:]
    boxes = _boxes(quads, gray.shape)
    for x0, y0, x1, y1 in boxes:
        marks[y0:y1, x0:x1] = False
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
