"""The figures and tables of given pages with their stored images (`pageindex-content --images`):
kind, caption, bbox, the image's object key in the version of the book being read, and its size
in bytes (None, with `stored: false`, when the book has no such image, e.g. a MinerU folder
uploaded without its images/). The MCP server turns the keys into image content (`read_image`)."""
from __future__ import annotations

import mimetypes

from f.common.content.figures import book_figures, mark
from f.common.store import books
from f.common.store.objects import ObjectStore
from f.common.store.versions import physical

# What one get_page_content call may hand an MCP client as images (the rest stay keys).
MCP_MAX_IMAGES = 8
MCP_MAX_BYTES = 8 * 1024 * 1024


def safe_path(path: object) -> str | None:
    """A content list's img_path when it names a file under the book's images/, else None."""
    if not isinstance(path, str) or not path.startswith("images/"):
        return None
    parts = path.split("/")
    return path if len(parts) >= 2 and all(p not in ("", ".", "..") for p in parts) else None


def page_images(store: ObjectStore, book_id: str, items: list[dict]) -> dict[int, list[dict]]:
    """1-based page -> its figures and tables in reading order (items: those pages' blocks)."""
    version = store.version_of(book_id) if hasattr(store, "version_of") else None
    out: dict[int, list[dict]] = {}
    for figure in book_figures(items):
        entry = {"kind": figure["kind"], "caption": figure["caption"], "mark": mark(figure),
                 "bbox": figure["bbox"], "path": figure["path"], "key": None, "bytes": None,
                 "stored": False}
        if safe_path(figure["path"]):
            try:
                size = len(store.get(books.key(book_id, figure["path"])))
            except KeyError:
                size = None
            if size is not None:
                entry.update(key=physical(book_id, version, figure["path"]), bytes=size, stored=True)
        out.setdefault(figure["page"], []).append(entry)
    return out


def mime_type(path: str) -> str:
    return mimetypes.guess_type(path)[0] or "application/octet-stream"


def read_image(store: ObjectStore, book_id: str, entry: dict) -> bytes | None:
    """The stored image of one `page_images` entry, read by its logical key (so only from this
    book's prefix); None when it is gone."""
    if not entry.get("stored") or not safe_path(entry.get("path")):
        return None
    try:
        return store.get(books.key(book_id, entry["path"]))
    except KeyError:
        return None
