"""A two-column page whose blocks a parser gave row by row (left, right, left, …): read each
column top to bottom, left column first. Exam papers are often set in two columns (A3 papers,
`esami`'s versions); read row by row their questions come 4, 1, 5, 2, … and a paper's numbering,
which runs forward, keeps three of seven. The order itself is the PDF parser's
(`pdf.layout.reading_order`, 0532): this module only says when a content list needs it (a page a
parser gave with its questions interleaved, ours of an older version or another's). Pure: works
on content-list items with a `bbox` (0-1000)."""
from __future__ import annotations

from f.common.exercises import paper


def _box(item: dict) -> list | None:
    box = item.get("bbox")
    return box if isinstance(box, (list, tuple)) and len(box) == 4 else None


def _interleaved(sides: list[int]) -> bool:
    """Questions of both columns, and a right one read before a left one that follows it."""
    return sides.count(0) >= 2 and sides.count(1) >= 2 and any(
        a == 1 and 0 in sides[k + 1:] for k, a in enumerate(sides))


def page_order(entries: list[tuple[int, dict]]) -> list[tuple[int, dict]]:
    """One page's (index, item) pairs in reading order: unchanged unless its numbered questions
    start in two columns (left edges either side of the page's middle) and the parser interleaved
    them; then in the PDF parser's column order."""
    boxes = [_box(item) for _, item in entries]
    if len(entries) < 4 or any(b is None for b in boxes):
        return entries
    starts = [b for (_, item), b in zip(entries, boxes) if paper.number(item.get("text") or "")]
    xs = sorted(b[0] for b in starts)
    gap, middle = max(((b - a, (a + b) / 2) for a, b in zip(xs, xs[1:])), default=(0, 0))
    # the questions' left edges in two groups, far apart: two columns (a hanging indent is a few points)
    if gap < 0.25 * (max(b[2] for b in boxes) - min(b[0] for b in boxes)):
        return entries
    if not _interleaved([int(b[0] >= middle) for b in starts]):
        return entries
    from f.common.pdf.layout import reading_order as layout_order

    # the parser's column reading: full-width blocks keep their place, each band's left column
    # is read before its right one
    ordered = layout_order([{"bbox": b, "at": k} for k, b in enumerate(boxes)], 1000)
    return [entries[block["at"]] for block in ordered]


def reading_order(items: list[dict]) -> list[tuple[int, dict]]:
    """(index, item) of every item, each page's in `page_order`."""
    pages: dict[int, list] = {}
    for at, item in enumerate(items):
        pages.setdefault(int(item.get("page_idx") or 0), []).append((at, item))
    return [pair for page in sorted(pages) for pair in page_order(pages[page])]
