"""Small PDFs made in the tests with PyMuPDF (real files, real parser); the CJK font is the one in
the PyMuPDF wheel."""
from __future__ import annotations

import pymupdf

FONT = "cjk"
_BUFFER = None


def font_buffer() -> bytes:
    global _BUFFER
    if _BUFFER is None:
        _BUFFER = pymupdf.Font("china-s").buffer
    return _BUFFER


def new_page(doc, width=420, height=595):
    page = doc.new_page(width=width, height=height)
    page.insert_font(fontname=FONT, fontbuffer=font_buffer())
    return page


def write(page, x, y, text, size=11):
    page.insert_text((x, y), text, fontname=FONT, fontsize=size)


def scan_page(doc, lines: list[str], width=300, height=220, dpi=200):
    """A page holding only a picture of `lines` (no text layer), like a scanned page."""
    tmp = pymupdf.open()
    page = new_page(tmp, width, height)
    for number, line in enumerate(lines):
        write(page, 24, 40 + number * 24, line, 13)
    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    target = doc.new_page(width=width, height=height)
    target.insert_image(target.rect, stream=pix.tobytes("png"))
    return target


def to_bytes(doc) -> bytes:
    doc.subset_fonts()
    return doc.tobytes(garbage=3, deflate=True)


def scanned(doc, dpi=200, angles: dict[int, float] | None = None) -> bytes:
    """`doc` as a scan: each page a grey picture at `dpi` (page n turned by angles[n] degrees),
    no text layer, no bookmarks."""
    import cv2
    import numpy as np

    out = pymupdf.open()
    for n, page in enumerate(doc):
        pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False)
        img = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width)
        angle = (angles or {}).get(n)
        if angle:
            turn = cv2.getRotationMatrix2D((pix.width / 2, pix.height / 2), angle, 1.0)
            img = cv2.warpAffine(img, turn, (pix.width, pix.height), borderValue=255)
        target = out.new_page(width=page.rect.width, height=page.rect.height)
        target.insert_image(target.rect, stream=cv2.imencode(".png", img)[1].tobytes())
    return out.tobytes(garbage=3, deflate=True)


def tree_of(data: bytes, use_outline: bool = False) -> dict:
    """The PageIndex tree our parser and tree builder make of a PDF (in-process, no OCR workers)."""
    import json

    from f.common.pdf.run import parse_pdf
    from f.common.tree.pageindex import build_pageindex

    files, _ = parse_pdf(data, use_outline=use_outline, workers=0)
    return build_pageindex(json.loads(files["content_list.json"]), book_id="b", doc_name="b")


def paths_of(tree: dict) -> dict[str, tuple]:
    """Each node's title -> the titles of its ancestors, outermost first."""
    out: dict[str, tuple] = {}

    def walk(nodes, path):
        for node in nodes:
            out[node["title"]] = path
            walk(node.get("nodes", []), path + (node["title"],))
    walk(tree["structure"], ())
    return out
