"""Page extraction with PyMuPDF: text-layer blocks (with size and weight), images, tables, and the
decision whether a page needs OCR. Blocks are kept in one raw shape, bbox scaled to 0-1000, so that
text-layer and OCR pages go through the same furniture, heading and ordering code (items.py)."""
from __future__ import annotations

import re
import unicodedata

from f.common.textnorm import fold

SCALE = 1000.0
# Bold faces, and the Hei (黑体) faces Chinese books set headings in while the body is Song/Ming.
_HEAVY = re.compile(r"Bold|Black|Heavy|Semibold|Demi|Hei|黑", re.I)
_BAD = re.compile(r"[\ufffd\ue000-\uf8ff\x00-\x08\x0b\x0c\x0e-\x1f]")


def _wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")


def join_lines(lines: list[str]) -> str:
    out = ""
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if out and not (_wide(out[-1]) or _wide(line[0])):
            out = out[:-1] if out.endswith("-") and line[0].islower() else out + " "
        out += line
    return out


def scale_bbox(bbox, width: float, height: float) -> list[int]:
    x0, y0, x1, y1 = bbox
    clamp = lambda v: max(0, min(1000, int(round(v))))  # noqa: E731
    return [clamp(x0 / width * SCALE), clamp(y0 / height * SCALE),
            clamp(x1 / width * SCALE), clamp(y1 / height * SCALE)]


def text_blocks(page) -> list[dict]:
    """The page's text blocks: lines in reading order joined into paragraphs (see paragraphs());
    MuPDF's own blocks are not trusted, as they glue a heading to the paragraph under it."""
    import pymupdf

    width, height = page.rect.width or 1, page.rect.height or 1
    flags = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
    out = []
    for block in page.get_text("dict", flags=flags)["blocks"]:
        if block.get("type") != 0:
            continue
        for line in block["lines"]:
            spans = [s for s in line["spans"] if s["text"].strip()]
            # each line on its own; a wide gap splits it (two columns or a table row)
            out += [_merge([_line(segment)], width, height) for segment in _segments(spans)]
    from f.common.pdf.layout import reading_order

    return paragraphs(reading_order(out, SCALE))


def _segments(spans: list[dict]) -> list[list[dict]]:
    """Spans of one line split where a wide gap separates them (two columns on one baseline)."""
    segments: list[list[dict]] = []
    for span in spans:
        if segments and span["bbox"][0] - segments[-1][-1]["bbox"][2] > 2.5 * span["size"]:
            segments.append([span])
        elif segments:
            segments[-1].append(span)
        else:
            segments.append([span])
    return segments


def _line(spans: list[dict]) -> dict:
    chars = sum(len(s["text"]) for s in spans)
    size = max(spans, key=lambda s: len(s["text"]))["size"]
    bold = sum(len(s["text"]) for s in spans if s["flags"] & 16 or _HEAVY.search(s["font"])) > chars / 2
    bbox = (min(s["bbox"][0] for s in spans), min(s["bbox"][1] for s in spans),
            max(s["bbox"][2] for s in spans), max(s["bbox"][3] for s in spans))
    return {"text": "".join(s["text"] for s in spans), "bbox": bbox, "size": size, "bold": bold}


_ITEM_START = re.compile(r"^\s*(\d+[.、．)]|[(（]\d+[)）]|例\s*\d|[一二三四五六七八九十]+、|[•·●■]|"
                         r"第\s*[一二三四五六七八九十\d]+\s*[章节]|\d+(\.\d+)+\s)")


_TOC_END = re.compile(r"(\.{2,}|…+|·{2,})\s*\d{1,4}$")  # a contents line: leaders, page number


def paragraphs(blocks: list[dict]) -> list[dict]:
    """Join consecutive one-style blocks into paragraphs where a PDF writes each line as its own
    block: same size and weight, a small vertical gap, overlapping columns, the previous line
    running to the right edge, and the next line not starting a numbered item."""
    out: list[dict] = []
    for block in blocks:
        prev = out[-1] if out else None
        if prev is not None:
            height = max(1, prev["last"][3] - prev["last"][1])
            gap = block["bbox"][1] - prev["last"][3]
            if (abs(prev["size"] - block["size"]) < 0.05 * block["size"] and prev["bold"] == block["bold"]
                    and -0.2 * height <= gap < 0.9 * height
                    and abs(block["bbox"][0] - prev["bbox"][0]) < 4 * height
                    and prev["last"][2] >= max(prev["bbox"][2], block["bbox"][2]) - 2 * height
                    and not _ITEM_START.match(block["text"])
                    and not _TOC_END.search(prev["text"])):
                prev["text"] = join_lines([prev["text"], block["text"]])
                prev["bbox"] = [min(prev["bbox"][0], block["bbox"][0]), prev["bbox"][1],
                                max(prev["bbox"][2], block["bbox"][2]), block["bbox"][3]]
                prev["last"] = block["bbox"]
                prev["lines"] += block["lines"]
                continue
        out.append(dict(block, last=block["bbox"]))
    for block in out:
        block.pop("last")
    return out


def _merge(lines: list[dict], width: float, height: float) -> dict:
    x0 = min(l["bbox"][0] for l in lines)
    y0 = min(l["bbox"][1] for l in lines)
    x1 = max(l["bbox"][2] for l in lines)
    y1 = max(l["bbox"][3] for l in lines)
    return {"bbox": scale_bbox((x0, y0, x1, y1), width, height),
            "text": fold(join_lines([l["text"] for l in lines])), "size": round(lines[0]["size"], 2),
            "bold": lines[0]["bold"], "lines": len(lines)}


def garbage_share(blocks: list[dict]) -> float:
    text = "".join(b["text"] for b in blocks)
    return len(_BAD.findall(text)) / len(text) if text else 0.0


def needs_ocr(page, blocks: list[dict]) -> bool:
    """No text layer but something drawn (a scan), or a text layer of mostly garbage."""
    chars = sum(len(b["text"].strip()) for b in blocks)
    if chars >= 20 and garbage_share(blocks) < 0.3:
        return False
    if chars and garbage_share(blocks) >= 0.3:
        return True
    return bool(page.get_images(full=False)) or len(page.get_cdrawings()) > 20


def images(page, doc, min_share: float = 0.02) -> list[dict]:
    """Figures on the page: bbox (0-1000) and the image bytes as stored in the PDF."""
    if not page.get_images(full=False):
        return []  # cheap check: get_image_info builds a whole text page
    width, height = page.rect.width or 1, page.rect.height or 1
    out = []
    for info in page.get_image_info(xrefs=True):
        x0, y0, x1, y1 = info["bbox"]
        share = max(0.0, (x1 - x0) * (y1 - y0)) / (width * height)
        if share < min_share or share > 0.85 or not info.get("xref"):
            continue  # icons and rules; or a full-page scan, which is OCR'd instead
        try:
            data = doc.extract_image(info["xref"])
        except Exception:
            continue
        if data and data.get("image"):
            out.append({"bbox": scale_bbox(info["bbox"], width, height), "data": data["image"],
                        "ext": data.get("ext", "png")})
    return out


def tables(page) -> list[dict]:
    """Ruled tables as HTML; only looked for where the page draws enough lines to hold one."""
    horizontal = vertical = 0
    for path in page.get_cdrawings():
        for part in path.get("items", ()):
            if part[0] == "l":
                (x0, y0), (x1, y1) = part[1], part[2]
            elif part[0] == "re":
                x0, y0, x1, y1 = part[1]
            else:
                continue
            horizontal += abs(y1 - y0) < 2 and abs(x1 - x0) > 10
            vertical += abs(x1 - x0) < 2 and abs(y1 - y0) > 10
    if horizontal < 3 or vertical < 3:
        return []  # no ruled grid: find_tables would cost ~50 ms for nothing
    width, height = page.rect.width or 1, page.rect.height or 1
    out = []
    import pymupdf

    pymupdf.no_recommend_layout()  # an advert for an optional package on stderr, once per process
    try:
        found = page.find_tables()
    except Exception:
        return []
    for table in found.tables:
        rows = table.extract()
        if len(rows) < 2 or max(len(r) for r in rows) < 2:
            continue
        html = "<table>" + "".join(
            "<tr>" + "".join(f"<td>{_escape(fold(c or ''))}</td>" for c in row) + "</tr>"
            for row in rows) + "</table>"
        out.append({"bbox": scale_bbox(table.bbox, width, height), "html": html})
    return out


def _escape(text: str) -> str:
    return " ".join(text.split()).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
