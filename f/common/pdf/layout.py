"""Reading order of a page's blocks, one- or two-column. Pure: blocks are dicts with `bbox`
(x0, y0, x1, y1 in page units); the page width is given.

Two columns are recognised when enough narrow blocks sit wholly left and wholly right of a common
gutter (found where the fewest blocks cross, 0530) and a tall stretch of the columns runs uncut
by any block across it. Blocks that cross the gutter (titles, wide figures) cut the page into bands; inside a band
the left column is read before the right one."""
from __future__ import annotations


def _candidates(blocks: list[dict], width: float) -> list[float]:
    """Gutter positions to try, from 0.38 to 0.62 of the width: the ones fewest blocks cross
    first, then the nearest the middle. A gutter is where no text runs, not at a fixed share: a
    paper's columns may meet at 0.48 (a right column whose numbers hang left of the middle). A
    block alone on its row (a `Part One` set over the columns) is not counted: it is a title the
    gutter may cut through, read in its place."""
    xs = [width * k / 100 for k in range(38, 63)]
    in_rows = _sharing_a_row(blocks)

    def crossing(x: float) -> int:
        return sum(1 for b in in_rows if b["bbox"][0] < x - 2 and b["bbox"][2] > x + 2)
    return sorted(xs, key=lambda x: (crossing(x), abs(x - width / 2)))


def _sharing_a_row(blocks: list[dict]) -> list[dict]:
    """The blocks another block overlaps vertically (one sweep down the page)."""
    ordered = sorted(blocks, key=lambda b: b["bbox"][1])
    out, reach = [], float("-inf")  # the lowest bottom of the blocks above
    for k, b in enumerate(ordered):
        below = ordered[k + 1]["bbox"][1] < b["bbox"][3] if k + 1 < len(ordered) else False
        if reach > b["bbox"][1] or below:
            out.append(b)
        reach = max(reach, b["bbox"][3])
    return out


def _gutter(blocks: list[dict], width: float) -> float | None:
    """The x of a column gutter, or None for a one-column page."""
    narrow = [b for b in blocks if (b["bbox"][2] - b["bbox"][0]) < 0.55 * width]
    if len(narrow) < 4:
        return None
    for x in _candidates(blocks, width):
        left = [b for b in narrow if b["bbox"][2] <= x + 2]
        right = [b for b in narrow if b["bbox"][0] >= x - 2]
        crossing = [b for b in blocks if b["bbox"][0] < x - 2 and b["bbox"][2] > x + 2]
        if (len(left) >= 2 and len(right) >= 2 and len(left) + len(right) >= 0.6 * len(blocks)
                and len(crossing) <= len(blocks) * 0.3):
            # Columns must overlap vertically; side-by-side label/value pairs are not columns.
            top = max(min(b["bbox"][1] for b in left), min(b["bbox"][1] for b in right))
            bottom = min(max(b["bbox"][3] for b in left), max(b["bbox"][3] for b in right))
            if bottom - top > 0.2 * (max(b["bbox"][3] for b in blocks) - min(b["bbox"][1] for b in blocks)) \
                    and _longest_run(crossing, top, bottom) >= RUN * (bottom - top):
                return x
    return None


RUN = 0.4  # of the columns' height, left uncut by any block across the gutter


def _longest_run(crossing: list[dict], top: float, bottom: float) -> float:
    """The tallest stretch between top and bottom that no block across the gutter cuts. Columns
    run on past a title or a figure; the options of a one-column page's questions (`A.` `B.` |
    `C.` `D.`) leave a gutter too, but every long question line cuts it again (0530)."""
    edge, longest = top, 0.0
    for b in sorted(crossing, key=lambda b: b["bbox"][1]):
        if b["bbox"][3] <= top or b["bbox"][1] >= bottom:
            continue
        longest = max(longest, b["bbox"][1] - edge)
        edge = max(edge, b["bbox"][3])
    return max(longest, bottom - edge)


def _rows(blocks: list[dict]) -> list[dict]:
    """Top to bottom; blocks on the same line (overlapping vertically) left to right."""
    ordered = sorted(blocks, key=lambda b: (b["bbox"][1], b["bbox"][0]))
    out: list[dict] = []
    for block in ordered:
        out.append(block)
        # bubble a block left of its predecessor on the same line into place
        i = len(out) - 1
        while i > 0:
            prev = out[i - 1]
            same_line = min(prev["bbox"][3], block["bbox"][3]) - max(prev["bbox"][1], block["bbox"][1]) > \
                0.5 * min(prev["bbox"][3] - prev["bbox"][1], block["bbox"][3] - block["bbox"][1])
            if same_line and prev["bbox"][0] > block["bbox"][0]:
                out[i - 1], out[i] = block, prev
                i -= 1
            else:
                break
    return out


def reading_order(blocks: list[dict], width: float) -> list[dict]:
    gutter = _gutter(blocks, width)
    if gutter is None:
        return _rows(blocks)
    spanning = sorted((b for b in blocks if b["bbox"][0] < gutter - 2 and b["bbox"][2] > gutter + 2),
                      key=lambda b: b["bbox"][1])
    rest = [b for b in blocks if not (b["bbox"][0] < gutter - 2 and b["bbox"][2] > gutter + 2)]
    out: list[dict] = []
    top = float("-inf")
    for cut in [*spanning, None]:
        bottom = (cut["bbox"][1] + cut["bbox"][3]) / 2 if cut else float("inf")
        band = [b for b in rest if top <= (b["bbox"][1] + b["bbox"][3]) / 2 < bottom]
        out += _rows([b for b in band if b["bbox"][0] < gutter - 2])
        out += _rows([b for b in band if b["bbox"][0] >= gutter - 2])
        if cut:
            out.append(cut)
            top = (cut["bbox"][1] + cut["bbox"][3]) / 2
    return out
