"""Cells of a table found by PyMuPDF -> a clean grid and its HTML. find_tables splits a page's
rules into a fine grid: columns and rows that hold nothing, and one cell's text cut over two grid
columns (the extraction marks the covered cells None). Pure."""
from __future__ import annotations

import logging

from f.common.textnorm import fold

log = logging.getLogger(__name__)


def _text(cell) -> str | None:
    return None if cell is None else " ".join(fold(str(cell)).split())


def clean(rows: list[list]) -> list[list[str]]:
    """Drop rows and columns empty in every row; merge neighbouring columns that never both hold
    text where the extraction itself saw a spanning cell (None) between them."""
    grid = [[_text(c) for c in row] for row in rows if row]
    if not grid:
        return []
    width = max(len(r) for r in grid)
    grid = [r + [None] * (width - len(r)) for r in grid]
    grid = [r for r in grid if any(r)]
    columns = [j for j in range(width) if any(r[j] for r in grid)]
    if not grid or not columns:
        return []
    spans = {j for j in range(width) if any(r[j] is None for r in grid)}
    groups: list[list[int]] = [[columns[0]]]
    for j in columns[1:]:
        group = groups[-1]
        between = set(range(group[-1] + 1, j + 1))
        complementary = all(not (any(r[k] for k in group) and r[j]) for r in grid)
        if complementary and between & spans:
            group.append(j)
        else:
            groups.append([j])
    out = [[" ".join(r[k] for k in group if r[k]) for group in groups] for r in grid]
    return out if len(out[0]) > 1 or len(out) > 1 else []


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def html(rows: list[list[str]]) -> str:
    """MinerU-style table_body; the first row is the header (th)."""
    head = "<tr>" + "".join(f"<th>{_escape(c)}</th>" for c in rows[0]) + "</tr>"
    body = "".join("<tr>" + "".join(f"<td>{_escape(c)}</td>" for c in row) + "</tr>" for row in rows[1:])
    return f"<table>{head}{body}</table>"
