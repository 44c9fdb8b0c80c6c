"""The figures and tables of given pages with their stored images (`pageindex-content --images`):
kind, caption, bbox, the image's object key in the version of the book being read, and its size
in bytes (None, with `stored: false`, when the book has no such image, e.g. a MinerU folder
uploaded without its images/). The MCP server turns the keys into image content (`read_image`,
then `for_client`: PNG or JPEG, whatever format the PDF stored)."""
from __future__ import annotations

import logging

from f.common.content.figures import book_figures, mark
from f.common.store import books
from f.common.store.objects import ObjectStore
from f.common.store.versions import physical

log = logging.getLogger(__name__)

# What one get_page_content call may hand an MCP client as images (the rest stay keys).
MCP_MAX_IMAGES = 8
MCP_MAX_BYTES = 8 * 1024 * 1024
# An image handed to a client is at most this many pixels on its longer side (a figure stays
# legible; a 6000-px scan does not fill a model's context).
MCP_MAX_SIDE = 2000
# A PNG bigger than this is sent as JPEG instead (a photo, where PNG is many times larger).
PNG_MAX_BYTES = 1024 * 1024


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


def read_image(store: ObjectStore, book_id: str, entry: dict) -> bytes | None:
    """The stored image of one `page_images` entry, read by its logical key (so only from this
    book's prefix); None when it is gone."""
    if not entry.get("stored") or not safe_path(entry.get("path")):
        return None
    try:
        return store.get(books.key(book_id, entry["path"]))
    except KeyError:
        return None


def sniff(data: bytes) -> str | None:
    """"png" or "jpeg" from the bytes themselves (a stored name may say .jpx or nothing), else None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    return None


def for_client(data: bytes) -> tuple[bytes, str] | None:
    """(bytes, MIME type) of a stored image as a client can show it: PNG or JPEG only. A PDF keeps
    figures as JPEG 2000, JBIG2, TIFF or CMYK JPEG, which most MCP clients cannot display; those
    are decoded with PyMuPDF and re-encoded (RGB or grey, at most MCP_MAX_SIDE px, PNG unless that
    is over PNG_MAX_BYTES). None when the bytes are no image PyMuPDF can read."""
    import pymupdf

    kind = sniff(data)
    try:
        pix = pymupdf.Pixmap(data)
    except Exception as exc:  # not an image (or one MuPDF cannot read): the key stays in the text
        log.warning("image not sent: unreadable (%s: %s)", type(exc).__name__, str(exc)[:120])
        return None
    plain = pix.colorspace is not None and pix.colorspace.n in (1, 3) and (not pix.alpha or kind == "png")
    if kind and plain and max(pix.width, pix.height) <= MCP_MAX_SIDE:
        return data, f"image/{kind}"  # as stored: nothing to convert
    if pix.colorspace is None or pix.colorspace.n not in (1, 3):  # CMYK, indexed, a bare mask
        pix = pymupdf.Pixmap(pymupdf.csRGB, pix)
    if pix.alpha and kind != "png":
        pix = pymupdf.Pixmap(pix, 0)  # JPEG has no alpha
    longest = max(pix.width, pix.height)
    if longest > MCP_MAX_SIDE:
        scale = MCP_MAX_SIDE / longest
        pix = pymupdf.Pixmap(pix, max(1, round(pix.width * scale)), max(1, round(pix.height * scale)),
                             None)
    png = pix.tobytes("png")
    if len(png) <= PNG_MAX_BYTES:
        return png, "image/png"
    if pix.alpha:
        pix = pymupdf.Pixmap(pix, 0)
    return pix.tobytes("jpeg", jpg_quality=85), "image/jpeg"
