"""The books a chat server offers and their pages: the image of a page rendered from the source PDF
(PyMuPDF) when the book came from one, else the page's text; and where a cited quote lies on its
page (the bboxes of its blocks, and the page text with the quote marked).

Both go through the deployment's book scope (store.books.open_book): an unknown book and one outside
KB_ALLOWED_BOOKS are the same NotFound."""
from __future__ import annotations

import logging
import threading

from f.common.errors import NotFound
from f.common.store import books

log = logging.getLogger(__name__)
ZOOM = 1.6            # about 115 dpi: a page readable in a side panel without a huge image
MAX_PIXELS = 2400     # a longest side past this (a poster-sized page) is scaled down
_PDF_CACHE = 4        # source PDFs kept in memory, so a reader paging through does not refetch
_cache: dict[tuple, bytes] = {}
_cache_lock = threading.Lock()


def offered_books(settings, store) -> list[dict]:
    """The ready books in scope, with what the page needs: id, title, page count, image pages, and
    the books a conversation on it reads ("chat_books": the book and its answer booklet, each with
    its role, f.common.chat.conversation_scope)."""
    from f.common.chat.conversation_scope import chat_books
    from f.common.library import list_books

    found = []
    for entry in list_books(settings, store)["books"]:
        if entry["status"] == books.READY:
            manifest = books.read_manifest(store, entry["book_id"]) or {"book_id": entry["book_id"]}
            scope = chat_books(settings, store, {**manifest, "book_id": entry["book_id"]})
            found.append({"book_id": entry["book_id"], "title": entry["title"],
                          "page_count": entry["page_count"], "page_images": entry["source"] == "pdf",
                          "chat_books": [{"book_id": b, "role": r} for b, r in scope.items()]})
    return found


def _page_number(manifest: dict, raw: str) -> int:
    count = int(manifest.get("page_count") or 0)
    if not raw.isdigit() or not 1 <= int(raw) <= count:
        raise NotFound(f"book {manifest['book_id']!r} has no page {raw[:12]!r} (pages 1-{count})")
    return int(raw)


def page_text(settings, store, book_id: str, raw_page: str) -> dict:
    """{"book_id", "page", "page_label", "content", "page_count"}: the page as pageindex-content gives it."""
    from f.common.library import content

    manifest = books.open_book(settings, store, book_id)
    page = _page_number(manifest, raw_page)
    found = content(manifest["book_id"], str(page), settings=settings, store=store)["pages"][0]
    return {"book_id": manifest["book_id"], "page_count": manifest.get("page_count"), **found}


def _source_pdf(store, manifest: dict) -> bytes | None:
    if (manifest.get("source") or {}).get("kind") != "pdf":
        return None
    book_id = manifest["book_id"]
    stamp = (book_id, manifest.get("updated_at"), str((manifest.get("source") or {}).get("hashes")))
    with _cache_lock:
        if stamp in _cache:
            return _cache[stamp]
    key = books.source_key(book_id)
    if not store.exists(key):
        return None
    data = store.get(key)
    with _cache_lock:
        for old in [k for k in _cache if k[0] == book_id]:  # an older version of this book
            del _cache[old]
        while len(_cache) >= _PDF_CACHE:
            del _cache[next(iter(_cache))]  # the oldest entry
        _cache[stamp] = data
    return data


def page_image(settings, store, book_id: str, raw_page: str) -> bytes | None:
    """The page as PNG bytes, or None when the book has no source PDF (the caller shows text)."""
    import pymupdf

    manifest = books.open_book(settings, store, book_id)
    page = _page_number(manifest, raw_page)
    data = _source_pdf(store, manifest)
    if data is None:
        return None
    with pymupdf.open(stream=data, filetype="pdf") as doc:  # one document per call: thread-safe
        if page > doc.page_count:
            return None
        pdf_page = doc[page - 1]
        zoom = min(ZOOM, MAX_PIXELS / max(pdf_page.rect.width, pdf_page.rect.height, 1))
        return pdf_page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), alpha=False).tobytes("png")


# --- a cited quote on its page -------------------------------------------------------------------
MAX_QUOTE = 300        # a citation's quote is at most 300 characters (chat.ledger)
MIN_ANCHOR = 6         # folded characters at each end of a quote that must match when the whole does not


def _folded(text: str) -> tuple[str, list[int]]:
    """`text` folded like glossary.lookup.fold_term (NFKC, casefold, no spaces, quotes or
    brackets), with the index in `text` of each folded character, so a match maps back."""
    import unicodedata

    from f.common.glossary.lookup import _QUOTES

    out, where = [], []
    for i, ch in enumerate(text):
        for c in unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", ch).casefold()):
            if not c.isspace() and c not in _QUOTES:
                out.append(c)
                where.append(i)
    return "".join(out), where


def _find(haystack: str, needle: str) -> tuple[int, int] | None:
    """[start, end) of the folded quote in folded text: the whole, else its two ends in order (a
    quote whose middle the page words differently, e.g. a formula)."""
    if not needle:
        return None
    at = haystack.find(needle)
    if at >= 0:
        return at, at + len(needle)
    if len(needle) < 3 * MIN_ANCHOR:
        return None
    head, tail = haystack.find(needle[:MIN_ANCHOR]), -1
    if head >= 0:
        tail = haystack.find(needle[-MIN_ANCHOR:], head + MIN_ANCHOR)
    if head < 0 or tail < 0 or tail - head > 2 * len(needle):
        return None
    return head, tail + MIN_ANCHOR


def _bbox(item: dict) -> list[int] | None:
    box = item.get("bbox")
    if not (isinstance(box, (list, tuple)) and len(box) == 4
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in box)):
        return None
    x0, y0, x1, y1 = (max(0, min(1000, round(float(v)))) for v in box)
    return [x0, y0, x1, y1] if x1 > x0 and y1 > y0 else None


def _boxes(blocks: list[dict], folded_quote: str) -> list[list[int]]:
    """The 0-1000 bboxes of the blocks the quote lies in (it may run across blocks)."""
    from f.common.content.page_text import render_item

    joined, owner = [], []
    for n, item in enumerate(blocks):
        text, _ = _folded(render_item(item))
        joined.append(text)
        owner += [n] * len(text)
    span = _find("".join(joined), folded_quote)
    if span is None:
        return []
    found = []
    for n in sorted(set(owner[span[0]:span[1]])):
        box = _bbox(blocks[n])
        if box and box not in found:
            found.append(box)
    return found


def _segments(content: str, folded_quote: str) -> list[dict]:
    """The page text as [{"text", "mark"}], the quote's span marked (no offsets: the browser counts
    UTF-16 units, Python code points)."""
    folded, where = _folded(content)
    span = _find(folded, folded_quote)
    if span is None:
        return [{"text": content, "mark": False}] if content else []
    start, end = where[span[0]], where[span[1] - 1] + 1
    parts = [(content[:start], False), (content[start:end], True), (content[end:], False)]
    return [{"text": t, "mark": m} for t, m in parts if t]


def check_quote(quote) -> str:
    from f.common.errors import BadInput

    if not isinstance(quote, str) or not quote.strip():
        raise BadInput("quote is required: the cited words to find on the page")
    if len(quote) > MAX_QUOTE:
        raise BadInput(f"quote is longer than {MAX_QUOTE} characters ({len(quote)})")
    return quote.strip()


def highlight(settings, store, book_id: str, raw_page: str, quote) -> dict:
    """Where a cited quote lies on its page: {"book_id", "page", "page_label", "page_count",
    "image" (the page has an image to draw on: /api/books/{id}/pages/{n}), "boxes" (0-1000 page
    coordinates of the blocks holding the quote; none when the parser kept no bbox), "found",
    "segments" (the page text with the quote marked, for books without page images)}."""
    from f.common.content.page_text import page_texts

    quote = check_quote(quote)
    manifest = books.open_book(settings, store, book_id)
    page = _page_number(manifest, raw_page)
    book_id = manifest["book_id"]
    on_page = [item for item in books.read_content_list(store, book_id) if item.get("page_idx") == page - 1]
    content = page_texts(on_page).get(page, "")
    folded_quote, _ = _folded(quote)
    segments = _segments(content, folded_quote)
    boxes = _boxes(on_page, folded_quote)
    has_image = (manifest.get("source") or {}).get("kind") == "pdf" and store.exists(books.source_key(book_id))
    return {"book_id": book_id, "page": page, "page_label": (manifest.get("page_labels") or {}).get(str(page)),
            "page_count": manifest.get("page_count"), "quote": quote, "image": bool(has_image),
            "found": bool(boxes) or any(s["mark"] for s in segments), "boxes": boxes, "segments": segments}
