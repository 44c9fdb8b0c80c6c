"""A book's display title when the operator gives none: the PDF's own metadata title, else its
cover's title (the first page's clearly largest line), else the first heading on its opening pages
that is not front matter nor numbered, else the last part of its id. `title_source` in the manifest
says which (`given`, `pdf metadata`, `pdf cover`, `first heading`, `book id`); a given title is kept across
re-ingests, a derived one is derived again."""
from __future__ import annotations

import logging
import re

from f.common.textnorm import drop_controls

log = logging.getLogger(__name__)

# Metadata titles that name the producing program or file, not the book.
_JUNK = re.compile(r"^(untitled|unknown|none|null|title|document\d*|microsoft (word|powerpoint) -.*"
                   r"|.*\.(docx?|pdf|tex|dvi|indd|qxd|pptx?|odt|rtf|ps))$", re.I)
OPENING_PAGES = 3  # a heading further in is a chapter's, not the book's
MAX_TITLE = 200


def clean(text: object) -> str | None:
    """The title as one line, or None when it says nothing about the book."""
    if not isinstance(text, str):
        return None
    text = " ".join(drop_controls(text).split())  # a PDF's metadata may hold any byte.strip(" -_·:：")
    if len(text) < 2 or len(text) > MAX_TITLE or _JUNK.match(text) or not re.search(r"\w", text):
        return None
    return text


def pdf_metadata_title(data: bytes) -> str | None:
    """The PDF's Info/XMP title, when it is a real one."""
    from f.common.pdf.validate import open_pdf

    try:
        with open_pdf(data) as doc:
            return clean((doc.metadata or {}).get("title"))
    except Exception as exc:  # a title is a courtesy; the parse reports a broken PDF properly
        log.warning("no metadata title: %s", exc)
        return None


# Headings of front matter, never a book's title.
_FRONT = re.compile(r"^(目\s*录|摘\s*要|前\s*言|序\s*言?|版权声明|声明|致谢|contents|abstract|preface|"
                    r"foreword|acknowledg(e)?ments?|copyright|table of contents)$", re.I)
# A cover's labelled title line ("题目：…", "Title: …") names the book better than any heading.
_LABELLED = re.compile(r"^\s*(题\s*目|论文题目|书\s*名|title)\s*[:：]\s*(.+)$", re.I)


# A numbered heading is a chapter's or a section's ("1 Introduction", "第一章 ..."), not the book's.
_NUMBERED = re.compile(r"^(\d+(\.\d+)*\.?\s|第[一二三四五六七八九十百\d]+[章节篇部]|chapter\s|part\s)", re.I)
COVER_RATIO = 1.15  # the cover's title is set clearly larger than the rest of the cover


def pdf_cover_title(data: bytes) -> str | None:
    """The largest line on the first page of a PDF's text layer, when it is set clearly larger
    than the page's usual text (a cover's title); None for a scanned cover or a plain page."""
    from f.common.pdf.validate import open_pdf

    try:
        with open_pdf(data) as doc:
            lines = [("".join(s["text"] for s in line["spans"]).strip(),
                      max(s["size"] for s in line["spans"]))
                     for block in doc[0].get_text("dict")["blocks"] for line in block.get("lines", [])
                     if line["spans"]]
    except Exception as exc:  # a courtesy, as above
        log.warning("no cover title: %s", exc)
        return None
    lines = [(text, size) for text, size in lines if text]
    if len(lines) < 2:
        return None
    sizes = sorted(size for _text, size in lines)
    biggest = sizes[-1]
    if biggest < COVER_RATIO * sizes[(len(sizes) - 1) // 2]:  # the lower median
        return None
    return clean(" ".join(text for text, size in lines if size >= biggest - 0.5))


def first_heading(items: list[dict]) -> str | None:
    """A cover's labelled title line, else the first heading (a text item with a text_level) on
    the book's opening pages that is not front matter (摘要, Contents, ...)."""
    opening = [i for i in items if i.get("type") == "text" and i.get("page_idx", 0) < OPENING_PAGES]
    opening.sort(key=lambda i: i.get("page_idx", 0))
    for item in opening:
        match = _LABELLED.match(item.get("text") or "")
        if match and clean(match.group(2)):
            return clean(match.group(2))
    for item in opening:
        title = clean(item.get("text")) if item.get("text_level") else None
        if title and not _NUMBERED.match(title) and \
                not _FRONT.match(title.replace(" ", "") if len(title) < 8 else title):
            return title
    return None


def choose(given: str | None, old: dict | None, derived: list[tuple[str, str | None]],
           book_id: str) -> tuple[str, str]:
    """(title, source): the given title, else the old manifest's given one, else the first derived
    (source, title) that holds a title, else the id's last part."""
    if given and given.strip():
        return " ".join(given.split()), "given"
    old = old or {}
    if old.get("title") and old.get("title_source", "given") == "given" and \
            old.get("title") != book_id.rsplit("/", 1)[-1]:
        return old["title"], "given"
    for source, title in derived:
        if title:
            return title, source
    return book_id.rsplit("/", 1)[-1], "book id"


def retitle(store, book_id: str, title: str) -> dict:
    """Give a stored book a new title in place (manifest and tree): no parse, no embedding."""
    from f.common.store import books
    from f.common.store import manifest as manifests

    title = " ".join(title.split())
    manifest = manifests.update(store, book_id, title=title, title_source="given")
    tree_key = books.key(book_id, "pageindex.json")
    tree = books.read_json(store, tree_key, default=None, kind=dict)
    if tree is not None:
        old, described = tree.get("doc_name") or "", tree.get("doc_description") or ""
        if old and (described == old or described.startswith(old + ": ")):  # the extractive one
            tree["doc_description"] = title + described[len(old):]
        tree["doc_name"] = title
        data = books.write_json(store, tree_key, tree)
        if isinstance(manifest.get("objects"), dict):  # the hash bin/kb-doctor checks it against
            manifest = manifests.update(store, book_id, objects={"pageindex.json": manifests.sha256(data)})
    return manifest


def from_first_heading(store, book_id: str) -> None:
    """After the parse of a PDF whose metadata had no title: its first heading, if any."""
    from f.common.store import books
    from f.common.store import manifest as manifests

    manifest = books.read_manifest(store, book_id) or {}
    if manifest.get("title_source") != "book id":
        return
    title = first_heading(books.read_content_list(store, book_id))
    if title:
        manifests.update(store, book_id, title=title, title_source="first heading")
