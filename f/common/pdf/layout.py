"""Reading order of a page's blocks, one- or two-column. Pure: blocks are dicts with `bbox`
(x0, y0, x1, y1 in page units); the page width is given.

Two columns are recognised when enough narrow blocks sit wholly left and wholly right of a common
gutter. Blocks that cross the gutter (titles, wide figures) cut the page into bands; inside a band
the left column is read before the right one."""
from __future__ import annotations


def _gutter(blocks: list[dict], width: float) -> float | None:
    """The x of a column gutter, or None for a one-column page."""
    narrow = [b for b in blocks if (b["bbox"][2] - b["bbox"][0]) < 0.55 * width]
    if len(narrow) < 4:
        return None
    for share in (0.5, 0.45, 0.55, 0.4, 0.6):
        x = share * width
        left = [b for b in narrow if b["bbox"][2] <= x + 2]
        right = [b for b in narrow if b["bbox"][0] >= x - 2]
        crossing = [b for b in blocks if b["bbox"][0] < x - 2 and b["bbox"][2] > x + 2]
        if (len(left) >= 2 and len(right) >= 2 and len(left) + len(right) >= 0.6 * len(blocks)
                and len(crossing) <= len(blocks) * 0.3):
            # Columns must overlap vertically; side-by-side label/value pairs are not columns.
            top = max(min(b["bbox"][1] for b in left), min(b["bbox"][1] for b in right))
            bottom = min(max(b["bbox"][3] for b in left), max(b["bbox"][3] for b in right))
            if bottom - top > 0.2 * (max(b["bbox"][3] for b in blocks) - min(b["bbox"][1] for b in blocks)):
                return x
    return None


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
