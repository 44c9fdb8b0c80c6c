"""Page text from content-list items (pure): what `pageindex-content` returns and what is embedded.

Headings become markdown headings, tables a Markdown table (their HTML when it cannot be
flattened), code a fenced block, equations stay LaTeX, figures keep their captions, footnotes come
after the page's body, marked; furniture is left out."""
from __future__ import annotations

import logging

from f.common.cjk import count_cjk
from f.common.content.content_list import FURNITURE

log = logging.getLogger(__name__)

FOOTNOTE, FOOTNOTE_CJK = "[Footnote]", "[脚注]"


def _cjk(text: str) -> bool:
    return count_cjk(text) > len(text) // 4


def _join(parts) -> str:
    return " ".join(str(p).strip() for p in (parts or []) if str(p).strip())


def _table_parser():
    from html.parser import HTMLParser  # lazily: only pages with tables pay for it

    class _TableText(HTMLParser):
        def __init__(self):
            super().__init__()
            self.rows: list[list[str]] = []
            self._cell: list[str] | None = None
            self._pad = 0
            self.nested = False

        def handle_starttag(self, tag, attrs):
            if tag == "tr":
                self.rows.append([])
            elif tag in ("td", "th"):
                self._cell = []
                if self.rows == []:
                    self.rows.append([])
                span = dict(attrs).get("colspan") or "1"
                # a spanning cell keeps the columns under it aligned: empty cells after it
                self._pad = min(int(span), 50) - 1 if span.isdigit() else 0
            elif tag == "table" and self.rows:
                self.nested = True

        def handle_endtag(self, tag):
            if tag in ("td", "th") and self._cell is not None:
                self.rows[-1].append(" ".join("".join(self._cell).split()))
                self.rows[-1] += [""] * self._pad
                self._cell = None

        def handle_data(self, data):
            if self._cell is not None:
                self._cell.append(data)

    return _TableText()


def table_text(html: str) -> str:
    """An HTML table as a Markdown table (first row the header, then `---`); the HTML itself when
    it is not a simple table."""
    if "<t" not in html:
        return html.strip()
    parser = _table_parser()
    try:
        parser.feed(html)
        parser.close()
    except Exception as exc:  # html.parser's errors: the table is kept as its HTML
        log.debug("table HTML not flattened (%s)", type(exc).__name__)
        return html.strip()
    rows = [r for r in parser.rows if r]
    if parser.nested or not rows:
        return html.strip()
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    lines = ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join([lines[0], "| " + " | ".join(["---"] * width) + " |", *lines[1:]])


def render_item(item: dict) -> str:
    kind = item.get("type")
    if kind in FURNITURE:
        return ""
    if kind == "text":
        text = (item.get("text") or "").strip()
        level = item.get("text_level") or 0
        return f"{'#' * min(int(level), 6)} {text}" if text and level else text
    if kind == "equation":
        return (item.get("text") or "").strip()
    if kind == "table":
        parts = [_join(item.get("table_caption")), table_text(item.get("table_body") or ""),
                 _join(item.get("table_footnote"))]
        return "\n".join(p for p in parts if p)
    if kind in ("image", "chart"):
        caption = _join(item.get("image_caption") or item.get("chart_caption"))
        footnote = _join(item.get("image_footnote") or item.get("chart_footnote"))
        text = (item.get("text") or "").strip()  # OCR'd text of a figure, when a parser gave it
        label = f"[图: {caption}]" if caption else "[图]"
        return "\n".join(p for p in (label, text, footnote) if p)
    if kind == "list":
        return "\n".join(f"- {str(x).strip()}" for x in item.get("list_items") or [] if str(x).strip())
    if kind == "page_footnote":  # kept, but marked: a note is not the running text
        text = (item.get("text") or "").strip()
        return f"{FOOTNOTE_CJK if _cjk(text) else FOOTNOTE} {text}" if text else ""
    if kind == "code":
        caption = _join(item.get("code_caption"))
        body = (item.get("code_body") or item.get("text") or "").rstrip()
        return "\n".join(p for p in (caption, f"```\n{body}\n```" if body else "") if p)
    return (item.get("text") or "").strip()


def page_texts(items: list[dict]) -> dict[int, str]:
    """1-based page -> its text, blocks in reading order separated by blank lines; the page's
    footnotes after its body, wherever the parser put them."""
    pages: dict[int, list[str]] = {}
    notes: dict[int, list[str]] = {}
    for item in items:
        text = render_item(item)
        if text:
            into = notes if item.get("type") == "page_footnote" else pages
            into.setdefault(item["page_idx"] + 1, []).append(text)
    for page, parts in notes.items():
        pages.setdefault(page, []).extend(parts)
    return {page: "\n\n".join(parts) for page, parts in sorted(pages.items())}


def page_labels(items: list[dict]) -> dict[int, str]:
    """1-based page -> the page number printed on it (see f.common.tree.labels)."""
    from f.common.tree.labels import page_labels_from

    return page_labels_from(items)
