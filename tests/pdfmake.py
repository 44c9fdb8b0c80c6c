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


def ocr_line(text, bbox, lines=1, size=14.0, bold=False):
    """An OCR'd block as the parser has it (page units 0-1000), for the pure scan-line rules."""
    return {"text": text, "bbox": bbox, "size": size, "ocr": True, "lines": lines, "confidence": 0.99,
            "bold": bold}


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


def with_unicode_map(lines: list[str], mapped: dict[str, int], size: float = 11,
                     sizes: list[float] | None = None) -> bytes:
    """A page of `lines` whose font's ToUnicode CMap says what a damaged PDF says: each character
    of `mapped` maps to the given code point instead of itself (0x95: a WinAnsi code passed
    through as Latin-1; 0xFFFD: no Unicode for the glyph), every other one to itself. The font is
    not subset, so a glyph's CID is its glyph id in the font. `sizes`: each line's own size."""
    doc = pymupdf.open()
    page = new_page(doc)
    y = 80
    for line, line_size in zip(lines, sizes or [size] * len(lines)):
        write(page, 40, y, line, line_size)
        y += 2 * line_size
    font = pymupdf.Font(fontbuffer=font_buffer())
    chars = sorted({c for line in lines for c in line})
    entries = "".join(f"<{font.has_glyph(ord(c)):04x}> <{mapped.get(c, ord(c)):04x}>\n" for c in chars)
    cmap = ("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            "/CIDSystemInfo <</Registry(Adobe)/Ordering(UCS)/Supplement 0>> def\n"
            "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n"
            f"<0000> <FFFF>\nendcodespacerange\n{len(chars)} beginbfchar\n{entries}endbfchar\n"
            "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
    for xref in range(1, doc.xref_length()):
        kind, value = doc.xref_get_key(xref, "ToUnicode")
        if kind == "xref":
            doc.update_stream(int(value.split()[0]), cmap.encode())
    return doc.tobytes(garbage=3, deflate=True)


def outline(tree: dict, skip=()) -> list[tuple[int, str]]:
    """(depth, title) of every node of `tree` in reading order, titles in `skip` left out."""
    from f.common.tree.walk import walk

    return [(depth, node["title"]) for depth, node, _parent in walk(tree["structure"])
            if node["title"] not in skip]


BODY = "This paragraph is ordinary body text that runs across the whole line of the page, as prose does."


def titled_paragraph(page, y: float, title: str, font: str = "helv", size: float = 12, lines: int = 4,
                     after_title: float = 20, gap: float = 12) -> float:
    """`title` at (72, y) in `font`, then `lines` lines of 10 pt Times body text; the y below it."""
    page.insert_text((72, y), title, fontname=font, fontsize=size)
    return prose(page, y + after_title, lines, gap)


def headings_pdf(headings: list[tuple[str, str, float]]) -> bytes:
    """Letter pages of (title, font, size) headings, each over five lines of body text, a new page
    when a page is two thirds full."""
    import pymupdf

    doc = pymupdf.open()
    page, y = None, 800
    for text, font, size in headings:
        if y > 600:
            page, y = doc.new_page(width=612, height=792), 80
        y = titled_paragraph(page, y, text, font, size, lines=5, after_title=22, gap=14)
    return to_bytes(doc)


def prose(page, y: float, lines: int = 4, gap: float = 12) -> float:
    """`lines` lines of 10 pt Times body text from y, 13 pt apart; the y below them and `gap`."""
    for _ in range(lines):
        page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
        y += 13
    return y + gap


def contents_page(doc, rows, number_x: float = 520):
    """A page headed `Contents` listing rows (title, x, page number, font) at 16 pt steps, each
    number set at `number_x`."""
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 90), "Contents", fontname="tibo", fontsize=20)
    for n, (title, x, number, font) in enumerate(rows):
        page.insert_text((x, 130 + n * 16), title, fontname=font, fontsize=10)
        page.insert_text((number_x, 130 + n * 16), str(number), fontname="tiro", fontsize=10)
    return page


def body_pages(doc, entries, write, first: int = 2):
    """Letter pages from `first` to the last entry's page, each entry (…, page) written on its page
    in order by `write(page, y, entry)`, which returns the y below what it wrote."""
    for number in range(first, max(entry[-1] for entry in entries) + 1):
        page = doc.new_page(width=612, height=792)
        y = 90.0
        for entry in entries:
            if entry[-1] == number:
                y = write(page, y, entry)


def number_pages(doc):
    """Print each page's physical number at its foot, the first page (the contents) left bare."""
    for n in range(1, doc.page_count):
        doc[n].insert_text((300, 760), str(n + 1), fontname="tiro", fontsize=10)
