"""HTML tables (MinerU's `table_body`, our PDF parser's f.common.pdf.tables.html) as compact
Markdown tables: the one table renderer of content output. Pure.

A rowspan cell is repeated in every row it covers (each row reads on its own; text longer than
REPEAT characters is a ditto mark 〃 there, to keep the table compact); a colspan cell fills its
first column and leaves the others empty; a first row that is one cell spanning the whole table
is a title, printed above the table. Cell text is whitespace-folded (`<br>` a space), pipes
escaped (nothing else: LaTeX keeps its backslashes); empty rows and columns are dropped. A table
inside a cell gives its text to that cell. A table with no body (an image MinerU did not read) is
a label in the book's language."""
from __future__ import annotations

import logging

from f.common.cjk import count_cjk

log = logging.getLogger(__name__)
MAX_SPAN = 50  # a span larger than this is a damaged attribute, read as this
REPEAT, DITTO = 30, "〃"


def _span(attrs: dict, name: str) -> int:
    value = (attrs.get(name) or "1").strip()
    return max(1, min(int(value), MAX_SPAN)) if value.isdigit() else 1


def _parser():
    from html.parser import HTMLParser  # lazily: only pages with tables pay for it

    class Cells(HTMLParser):
        """rows of (text, rowspan, colspan, is_header) of the outermost table."""

        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.rows: list[list[tuple[str, int, int, bool]]] = []
            self.depth = 0
            self.cell: list[str] | None = None
            self.attrs: dict = {}
            self.header = False

        def handle_starttag(self, tag, attrs):
            if tag == "table":
                self.depth += 1
            elif self.depth > 1:  # a nested table: its text goes to the outer cell
                if tag in ("td", "th", "br", "tr") and self.cell is not None:
                    self.cell.append(" ")
            elif tag == "tr":
                self._close()
                self.rows.append([])
            elif tag in ("td", "th"):
                self._close()
                if not self.rows:
                    self.rows.append([])
                self.cell, self.attrs, self.header = [], dict(attrs), tag == "th"
            elif tag == "br" and self.cell is not None:
                self.cell.append(" ")

        def handle_endtag(self, tag):
            if tag == "table":
                self.depth -= 1
                if self.depth == 0:
                    self._close()
            elif self.depth == 1 and tag in ("td", "th", "tr"):
                self._close()

        def handle_data(self, data):
            if self.cell is not None:
                self.cell.append(data)

        def _close(self):
            if self.cell is None:
                return
            text = " ".join("".join(self.cell).split())
            self.rows[-1].append((text, _span(self.attrs, "rowspan"), _span(self.attrs, "colspan"),
                                  self.header))
            self.cell = None

    return Cells()


def grid(html: str) -> tuple[list[list[str]], bool] | None:
    """(the table as rows of cell texts, spans resolved; whether its first row is a header of
    `<th>` cells), or None when the HTML holds no table cells."""
    parser = _parser()
    try:
        parser.feed(html)
        parser.close()
    except Exception as exc:  # html.parser's errors: the caller keeps the text as it is
        log.debug("table HTML not read (%s)", type(exc).__name__)
        return None
    parser._close()
    out: list[list[str | None]] = []
    pending: dict[int, tuple[str, int]] = {}  # column -> (text, rows still covered) from a rowspan
    header = bool(parser.rows and parser.rows[0] and all(c[3] for c in parser.rows[0]))
    for cells in parser.rows:
        row: list[str | None] = []
        queue = list(cells)
        while queue or any(col >= len(row) for col in pending):
            col = len(row)
            if col in pending:
                text, left = pending.pop(col)
                row.append(text)
                if left > 1:
                    pending[col] = (text, left - 1)
                continue
            if not queue:
                row.append("")
                continue
            text, rowspan, colspan, _ = queue.pop(0)
            for i in range(colspan):
                row.append(text if i == 0 else None)  # None: covered by the cell to its left
                if rowspan > 1:
                    below = text if len(text) <= REPEAT else DITTO
                    pending[col + i] = (below if i == 0 else None, rowspan - 1)
        out.append(row)
    if not any(out):
        return None
    width = max(len(r) for r in out)
    rows = [[c or "" for c in r] + [""] * (width - len(r)) for r in out]
    keep = [j for j in range(width) if any(r[j] for r in rows)]
    rows = [[r[j] for j in keep] for r in rows if any(r[j] for j in keep)]
    return rows, header


def _cell(text: str) -> str:
    return text.replace("|", "\\|")  # only the pipe: a backslash is LaTeX's (`\\frac`)


def markdown_table(html: str) -> str:
    """An HTML table as a Markdown table (the `<th>` row, else the first row, is the header); a
    first row spanning the whole table is printed above it as its title. Text without table
    cells is returned stripped, as it is."""
    if "<t" not in (html or ""):
        return (html or "").strip()
    read = grid(html)
    if read is None:
        return html.strip()
    rows, _header = read
    title = ""
    if len(rows) > 1 and len(rows[0]) > 1 and rows[0][0] and not any(rows[0][1:]):
        title, rows = rows[0][0], rows[1:]
    width = len(rows[0])
    if width == 1 and len(rows) == 1:  # one cell: a boxed note, not a table
        return "\n".join(p for p in (title, rows[0][0]) if p)
    lines = ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    table = "\n".join([lines[0], "| " + " | ".join(["---"] * width) + " |", *lines[1:]])
    return f"{title}\n{table}" if title else table


def _join(parts) -> str:
    return " ".join(str(p).strip() for p in (parts or []) if str(p).strip())


def render_table(item: dict, lang: str | None = None) -> str:
    """A content-list table block: its caption, the Markdown table, its footnote. A table with no
    body (MinerU kept only the image) is `[表: caption]` / `[Table: caption]`: in `lang` (the
    book's, "zh" or "en") when given, else in its caption's."""
    caption, footnote = _join(item.get("table_caption")), _join(item.get("table_footnote"))
    body = markdown_table(item.get("table_body") or "")
    if not body:
        lang = lang or ("zh" if count_cjk(caption) or not caption else "en")
        word = "表" if lang == "zh" else "Table"
        body, caption = (f"[{word}: {caption}]" if caption else f"[{word}]"), ""
    return "\n".join(p for p in (caption, body, footnote) if p)
