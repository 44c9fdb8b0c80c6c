"""Page text from content-list items (pure): what `pageindex-content` returns and what is embedded.

Headings become markdown headings, tables a Markdown table (f.common.content.tables, the one
table renderer), code a fenced block, equations stay LaTeX, figures keep their captions, footnotes
come after the page's body, marked; furniture is left out."""
from __future__ import annotations

import logging

from f.common.cjk import count_cjk
from f.common.content.content_list import FURNITURE
from f.common.content.tables import render_table

log = logging.getLogger(__name__)

FOOTNOTE, FOOTNOTE_CJK = "[Footnote]", "[脚注]"


def _cjk(text: str) -> bool:
    return count_cjk(text) > len(text) // 4


def _join(parts) -> str:
    return " ".join(str(p).strip() for p in (parts or []) if str(p).strip())


def render_item(item: dict, lang: str | None = None) -> str:
    """One block as page text; `lang` ("zh"/"en", the book's) words what the renderer adds."""
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
        return render_table(item, lang)
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
    lang = book_language(items)
    for item in items:
        text = render_item(item, lang)
        if text:
            into = notes if item.get("type") == "page_footnote" else pages
            into.setdefault(item["page_idx"] + 1, []).append(text)
    for page, parts in notes.items():
        pages.setdefault(page, []).extend(parts)
    return {page: "\n\n".join(parts) for page, parts in sorted(pages.items())}


def book_language(items: list[dict]) -> str:
    """"zh" or "en": the language of the book's first body text (up to 2000 characters)."""
    from f.common.cjk import is_chinese

    sample, size = [], 0
    for item in items:
        if item.get("type") == "text" and size < 2000:
            sample.append(item.get("text") or "")
            size += len(sample[-1])
    return "zh" if is_chinese(" ".join(sample)) else "en"


def page_labels(items: list[dict]) -> dict[int, str]:
    """1-based page -> the page number printed on it (see f.common.tree.labels)."""
    from f.common.tree.labels import page_labels_from

    return page_labels_from(items)
