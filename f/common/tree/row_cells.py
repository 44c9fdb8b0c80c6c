"""Table cells: a short line that shares its row with other short lines is a cell of a table (or
a diagram's label), never a heading, whatever its number says (issue 12). One rule for our PDF
parser's bold lines (f.common.pdf.page_headings) and for content-list items (the tree). Pure."""
from __future__ import annotations

from f.common.pdf.code import same_row

ROW_CELLS = 2  # a short line with this many other short lines on its row is a table cell
SHORT = 40     # characters: a paragraph line beside a heading in another column is longer


def on_row_with_cells(box, neighbours, cells: int = ROW_CELLS) -> bool:
    """`box` shares its row with `cells` of the `neighbours` (bboxes of the other short lines of
    its page): a heading has its row to itself."""
    others = 0
    for b in neighbours:
        others += same_row(box, b)
    return others >= cells


def row_cell(items: list[dict], i: int) -> bool:
    """Content-list item i is a table cell among the short text items of its page."""
    box, page = items[i].get("bbox"), items[i]["page_idx"]
    if not box:
        return False
    neighbours = []
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(items) and items[j]["page_idx"] == page:
            other, j = items[j], j + step
            if other.get("type") == "text" and other.get("bbox") and len(other.get("text") or "") <= SHORT:
                neighbours.append(other["bbox"])
    return on_row_with_cells(box, neighbours)
