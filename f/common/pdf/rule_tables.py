"""Three-line tables (三线表) from a page's drawn rules and text positions (pure).

A 三线表 draws a top rule, a rule under the header and a bottom rule, all of one width, and no
vertical lines, so PyMuPDF's find_tables (which wants a grid) never sees it and its cells came out
as text soup. Here: horizontal rules (Word draws each as several thin rectangles, cut at the
column edges) are merged per height; runs of three or more rules of the same extent with text
between them are tables, cut where a caption (`表 2.2 ...`) sits between two rules (two tables
stacked); a vertical rule inside the frame means a grid, left to find_tables. Columns are where the cells'
x-extents cover the frame (a few bridging cells aside); lines of one column set tighter than the
rows are one wrapped cell; cells whose heights overlap are one row. Output: rows of cells, the
first row the header (f.common.pdf.tables.html makes the table_body, which the one Markdown
table renderer, f.common.content.tables.markdown_table, shows)."""
from __future__ import annotations

from f.common.content.figures import caption_kind

THIN = 3.0         # points: a filled rectangle at most this tall is a rule
JOIN = 3.0         # points: pieces of one rule closer than this join
SAME_Y = 1.5       # points: pieces at heights this close are one rule
ALIGN = 0.04       # share of the page width the ends of a table's rules may differ by
MIN_WIDTH = 0.2    # share of the page width a rule must span
MIN_GAP = 0.6      # share of the body font size a column gap must be, at least
TIGHT = 1.6        # type sizes: lines of one column closer than this are one wrapped cell
BRIDGING = 0.05   # share of a table's cells that may cross a column gap
OVERLAP = 0.3      # share of the lower height two cells must overlap by to be one row
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


def columns(groups: list[list[dict]], size: float) -> list[tuple[float, float]]:
    """Column extents: where the cells' x-extents cover the page, cut at the gaps at least
    MIN_GAP type sizes wide; a gap that at most BRIDGING of the cells cross (a long label, a
    note spanning the table) is still a gap."""
    cells = [c["bbox"] for group in groups for c in group]
    if not cells:
        return []
    left, right = int(min(b[0] for b in cells)), int(max(b[2] for b in cells)) + 1
    cover = [0] * (right - left + 1)
    for b in cells:
        for x in range(int(b[0]) - left, int(b[2]) - left + 1):
            cover[x] += 1
    allowed = int(BRIDGING * len(cells))
    out: list[list[float]] = []
    for x, count in enumerate(cover):
        if count <= allowed:
            continue
        if out and x + left <= out[-1][1] + MIN_GAP * size:
            out[-1][1] = x + left
        else:
            out.append([x + left, x + left])
    return [tuple(c) for c in out]


def _column_of(cell: dict, cols: list[tuple[float, float]]) -> int:
    x0, x1 = cell["bbox"][0], cell["bbox"][2]
    overlaps = [min(x1, c1) - max(x0, c0) for c0, c1 in cols]
    best = max(range(len(cols)), key=lambda j: overlaps[j])
    if overlaps[best] > 0:
        return best
    mid = (x0 + x1) / 2
    return min(range(len(cols)), key=lambda j: abs(mid - (cols[j][0] + cols[j][1]) / 2))


def _join(a: str, b: str) -> str:
    return f"{a}{'' if _cjk_end(a) else ' '}{b}".strip() if a else b


def _cjk_end(text: str) -> bool:
    return bool(text) and ord(text[-1]) > 0x2e80


def _grid(lines: list[dict], cols: list[tuple[float, float]]) -> list[list[str]]:
    """Rows of cells. The lines of one column closer than TIGHT type sizes are one cell (a
    wrapped cell), when the table's rows are in the main further apart than that (a dense table
    keeps one row a line); cells whose heights overlap are one row (a label centred beside a
    wrapped cell joins it)."""
    by_col: dict[int, list[dict]] = {}
    for cell in lines:
        by_col.setdefault(_column_of(cell, cols), []).append(cell)
    sizes = sorted(c.get("size") or 10.0 for c in lines)
    tight = TIGHT * sizes[len(sizes) // 2]
    pitches = [b["bbox"][1] - a["bbox"][1] for cells in by_col.values()
               for a, b in zip(sorted(cells, key=_top), sorted(cells, key=_top)[1:])]
    wrap = bool(pitches) and sum(p > tight for p in pitches) * 3 >= len(pitches)
    pieces = []  # [column, top, bottom, text, top of its last line]
    for j, cells in by_col.items():
        for c in sorted(cells, key=_top):
            last = pieces[-1] if pieces and pieces[-1][0] == j else None
            if wrap and last and c["bbox"][1] - last[4] <= tight:
                last[2], last[3], last[4] = c["bbox"][3], _join(last[3], c["text"].strip()), c["bbox"][1]
            else:
                pieces.append([j, c["bbox"][1], c["bbox"][3], c["text"].strip(), c["bbox"][1]])
    rows: list[list] = []  # [top, bottom, cells]
    for j, top, bottom, text, _last in sorted(pieces, key=lambda p: (p[1], p[0])):
        if rows and min(bottom, rows[-1][1]) - top > OVERLAP * min(bottom - top, rows[-1][1] - rows[-1][0]):
            row = rows[-1]
            row[1] = max(row[1], bottom)
        else:
            row = [top, bottom, [""] * len(cols)]
            rows.append(row)
        row[2][j] = _join(row[2][j], text)
    return [cells for _t, _b, cells in rows]


def _top(cell: dict) -> float:
    return cell["bbox"][1]


def table_of(frame: list[tuple], lines: list[dict]) -> dict | None:
    """{bbox (points), rows} of one framed table; None when it does not hold a header and a body
    of at least two columns."""
    top, header_rule, bottom = frame[0][0], frame[1][0], frame[-1][0]
    x0, x1 = min(r[1] for r in frame), max(r[2] for r in frame)
    head = _lines_between(lines, top, header_rule, x0, x1)
    body = _lines_between(lines, header_rule, bottom, x0, x1)
    if not head or not body:
        return None
    sizes = sorted(c.get("size") or 10.0 for c in body)
    size = sizes[len(sizes) // 2]
    cols = columns([body], size)
    # a sparse body (a regression table) leaves columns empty that the header names: the header's
    # cells count too, unless one of them spans several body columns (a grouped header)
    if not any(sum(min(c["bbox"][2], c1) > max(c["bbox"][0], c0) for c0, c1 in cols) > 1 for c in head):
        cols = columns([head, body], size)
    if len(cols) < 2:
        return None
    header = [" ".join(" ".join(part).split()) for part in zip(*_grid(head, cols))]
    rows = [header] + _grid(body, cols)
    keep = [j for j in range(len(cols)) if any(row[j] for row in rows)]  # a column no cell took
    rows = [[row[j] for j in keep] for row in rows]
    if len(keep) < 2:
        return None
    if sum(1 for c in rows[0] if c) < 2:
        return None
    return {"bbox": (x0, top, x1, bottom), "rows": rows}
