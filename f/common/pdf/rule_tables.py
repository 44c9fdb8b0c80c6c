"""Three-line tables (三线表) from a page's drawn rules and text positions (pure).

A 三线表 draws a top rule, a rule under the header and a bottom rule, all of one width, and no
vertical lines, so PyMuPDF's find_tables (which wants a grid) never sees it and its cells came out
as text soup. Here: horizontal rules (Word draws each as several thin rectangles, cut at the
column edges) are merged per height; runs of three or more rules of the same extent with text
between them are tables, cut where a caption (`表 2.2 ...`) sits between two rules (two tables
stacked); a vertical rule inside the frame means a grid, left to find_tables. Rows are text lines
(a line whose first column is empty and that sits tight under the row before continues that row's
cells: a wrapped cell); columns are the gaps every body row leaves free. Output: rows of cells,
the first row the header (see f.common.pdf.tables.html for the table_body)."""
from __future__ import annotations

from f.common.content.figures import caption_kind

THIN = 3.0         # points: a filled rectangle at most this tall is a rule
JOIN = 3.0         # points: pieces of one rule closer than this join
SAME_Y = 1.5       # points: pieces at heights this close are one rule
ALIGN = 0.04       # share of the page width the ends of a table's rules may differ by
MIN_WIDTH = 0.2    # share of the page width a rule must span
MIN_GAP = 0.6      # share of the body font size a column gap must be, at least
MAX_HEADER_ROWS = 3  # lines between the top rule and the header rule (more: prose, not a header)


def rules(pieces: list[tuple[float, float, float]], page_width: float) -> list[tuple[float, float, float]]:
    """Horizontal pieces (y, x0, x1) merged into rules, top to bottom, the short ones dropped."""
    out: list[list[float]] = []
    for y, x0, x1 in sorted(pieces, key=lambda p: (round(p[0]), p[1])):
        for rule in out:
            if abs(rule[0] - y) <= SAME_Y and x0 <= rule[2] + JOIN and x1 >= rule[1] - JOIN:
                rule[1], rule[2] = min(rule[1], x0), max(rule[2], x1)
                break
        else:
            out.append([y, x0, x1])
    return sorted((tuple(r) for r in out if r[2] - r[1] >= MIN_WIDTH * page_width),
                  key=lambda r: r[0])


def _aligned(a, b, page_width: float) -> bool:
    slack = ALIGN * page_width
    return abs(a[1] - b[1]) <= slack and abs(a[2] - b[2]) <= slack


def _lines_between(lines: list[dict], top: float, bottom: float, x0: float, x1: float) -> list[dict]:
    return [ln for ln in lines if top < (ln["bbox"][1] + ln["bbox"][3]) / 2 < bottom
            and ln["bbox"][0] >= x0 - 12 and ln["bbox"][2] <= x1 + 12]


def frames(found: list[tuple], lines: list[dict], verticals: list[tuple], page_width: float) -> list[list[tuple]]:
    """Runs of aligned rules (top, header rule, ..., bottom) that frame a table."""
    out: list[list[tuple]] = []
    run: list[tuple] = []

    def close():
        if len(run) >= 3:
            out.append(list(run))

    for rule in found:
        if run and _aligned(run[-1], rule, page_width):
            between = _lines_between(lines, run[-1][0], rule[0], rule[1], rule[2])
            header_ok = len(run) >= 2 or len(_rows(between)) <= MAX_HEADER_ROWS
            if between and header_ok and not any(caption_kind(ln["text"]) for ln in between):
                run.append(rule)
                continue
        close()
        run = [rule]
    close()
    tables = []
    for frame in out:
        top, bottom = frame[0][0], frame[-1][0]
        x0, x1 = min(r[1] for r in frame), max(r[2] for r in frame)
        crossed = any(x0 - 2 <= vx <= x1 + 2 and min(vy1, bottom) - max(vy0, top) > 0.5 * (bottom - top)
                      for vx, vy0, vy1 in verticals)
        if not crossed:
            tables.append(frame)
    return tables


def _rows(lines: list[dict]) -> list[list[dict]]:
    """Cells grouped into rows by their vertical middle."""
    rows: list[list[dict]] = []
    for ln in sorted(lines, key=lambda ln: ((ln["bbox"][1] + ln["bbox"][3]) / 2, ln["bbox"][0])):
        mid = (ln["bbox"][1] + ln["bbox"][3]) / 2
        if rows:
            last = rows[-1][0]["bbox"]
            if abs(mid - (last[1] + last[3]) / 2) <= 0.45 * (last[3] - last[1]):
                rows[-1].append(ln)
                continue
        rows.append([ln])
    return rows


def columns(rows: list[list[dict]], size: float) -> list[tuple[float, float]]:
    """Column extents: the union of the cells' x-extents over the rows, cut at the free gaps."""
    spans = sorted((c["bbox"][0], c["bbox"][2]) for row in rows for c in row)
    out: list[list[float]] = []
    for x0, x1 in spans:
        if out and x0 <= out[-1][1] + MIN_GAP * size:
            out[-1][1] = max(out[-1][1], x1)
        else:
            out.append([x0, x1])
    return [tuple(c) for c in out]


def _column_of(cell: dict, cols: list[tuple[float, float]]) -> int:
    x0, x1 = cell["bbox"][0], cell["bbox"][2]
    overlaps = [min(x1, c1) - max(x0, c0) for c0, c1 in cols]
    best = max(range(len(cols)), key=lambda j: overlaps[j])
    if overlaps[best] > 0:
        return best
    mid = (x0 + x1) / 2
    return min(range(len(cols)), key=lambda j: abs(mid - (cols[j][0] + cols[j][1]) / 2))


def _grid(rows: list[list[dict]], cols: list[tuple[float, float]]) -> list[tuple[list[str], float, float]]:
    out = []
    for row in rows:
        cells = [""] * len(cols)
        for cell in sorted(row, key=lambda c: c["bbox"][0]):
            j = _column_of(cell, cols)
            cells[j] = f"{cells[j]} {cell['text'].strip()}".strip()
        out.append((cells, min(c["bbox"][1] for c in row), max(c["bbox"][3] for c in row)))
    return out


def _merge_wrapped(grid: list[tuple[list[str], float, float]]) -> list[list[str]]:
    """A row with an empty first cell tight under the row before it is that row's wrapped text."""
    out: list[tuple[list[str], float, float]] = []
    for cells, top, bottom in grid:
        if out and not cells[0] and out[-1][0][0] and top - out[-1][2] < 0.6 * (bottom - top):
            prev = out[-1][0]
            joined = [(p + ("" if not c else ("" if _cjk_end(p) else " ") + c)).strip()
                      for p, c in zip(prev, cells)]
            out[-1] = (joined, out[-1][1], bottom)
        else:
            out.append((cells, top, bottom))
    return [cells for cells, _t, _b in out]


def _cjk_end(text: str) -> bool:
    return bool(text) and ord(text[-1]) > 0x2e80


def table_of(frame: list[tuple], lines: list[dict]) -> dict | None:
    """{bbox (points), rows} of one framed table; None when it does not hold a header and a body
    of at least two columns."""
    top, header_rule, bottom = frame[0][0], frame[1][0], frame[-1][0]
    x0, x1 = min(r[1] for r in frame), max(r[2] for r in frame)
    head = _rows(_lines_between(lines, top, header_rule, x0, x1))
    body = _rows(_lines_between(lines, header_rule, bottom, x0, x1))
    if not head or not body:
        return None
    sizes = sorted(c.get("size") or 10.0 for row in body for c in row)
    size = sizes[len(sizes) // 2]
    cols = columns(body, size)
    # a sparse body (a regression table) leaves columns empty that the header names: the header's
    # cells count too, unless one of them spans several body columns (a grouped header)
    if not any(sum(min(c["bbox"][2], c1) > max(c["bbox"][0], c0) for c0, c1 in cols) > 1
               for row in head for c in row):
        cols = columns(head + body, size)
    if len(cols) < 2:
        return None
    header = [" ".join(" ".join(part).split()) for part in zip(*[cells for cells, _t, _b in _grid(head, cols)])]
    rows = [header] + _merge_wrapped(_grid(body, cols))
    if sum(1 for c in rows[0] if c) < 2:
        return None
    return {"bbox": (x0, top, x1, bottom), "rows": rows}
