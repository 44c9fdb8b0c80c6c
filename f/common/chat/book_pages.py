"""The books a chat server offers and their pages: the image of a page rendered from the source PDF
(PyMuPDF) when the book came from one, else the page's text.

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
    """The ready books in scope, with what the page needs: id, title, page count, image pages."""
    from f.common.library import list_books

    found = []
    for entry in list_books(settings, store)["books"]:
        if entry["status"] == books.READY:
            found.append({"book_id": entry["book_id"], "title": entry["title"],
                          "page_count": entry["page_count"], "page_images": entry["source"] == "pdf"})
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
