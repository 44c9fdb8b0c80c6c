"""Table cells among content-list items: a short line that shares its row with other short lines
is a cell of a table (or a diagram's label), never a heading, whatever its number says (issue 12).
Pure."""
from __future__ import annotations

ROW_CELLS = 2  # a short line with this many other short text lines on its row is a table cell


def row_cell(items: list[dict], i: int) -> bool:
    """Item i shares its row with ROW_CELLS short text items of its page (a heading has its row to
    itself; a paragraph line beside it in another column is long)."""
    box, page = items[i].get("bbox"), items[i]["page_idx"]
    if not box:
        return False
    others = 0
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(items) and items[j]["page_idx"] == page:
            other, j = items[j], j + step
            b = other.get("bbox")
            if other.get("type") != "text" or not b or len(other.get("text") or "") > 40:
                continue
            overlap = min(box[3], b[3]) - max(box[1], b[1])
            others += overlap > 0.5 * min(box[3] - box[1], b[3] - b[1])
    return others >= ROW_CELLS
