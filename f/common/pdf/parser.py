"""Page extraction with PyMuPDF: text-layer blocks (with size and weight), images, tables, and the
decision whether a page needs OCR. Blocks are kept in one raw shape, bbox scaled to 0-1000, so that
text-layer and OCR pages go through the same furniture, heading and ordering code (items.py)."""
from __future__ import annotations

import logging
import re

from f.common.pdf import code, rows, rule_tables, spans
from f.common.pdf import tables as tablelib
from f.common.pdf.paragraphs import join_lines, paragraphs
from f.common.textnorm import SPLIT_ACCENT_LINE, compose_accents, fold, list_marker, settle

log = logging.getLogger(__name__)

SCALE = 1000.0
_BAD = re.compile(r"[\ufffd\ue000-\uf8ff\x00-\x08\x0b\x0c\x0e-\x1f]")


def scale_bbox(bbox, width: float, height: float) -> list[int]:
    x0, y0, x1, y1 = bbox
    clamp = lambda v: max(0, min(1000, int(round(v))))  # noqa: E731
    return [clamp(x0 / width * SCALE), clamp(y0 / height * SCALE),
            clamp(x1 / width * SCALE), clamp(y1 / height * SCALE)]


# List bullets of the symbol fonts Word sets them in, by the font's own code (MuPDF gives the
# code itself, or U+F000 + code, a private-use character that reads as garbage): Symbol's bullet,
# Wingdings' circle, squares, diamonds, arrowhead and check mark.
_SYMBOL_BULLETS = {"symbol": {0xB7: "•"},
                   "wingdings": {0x6C: "●", 0x6E: "■", 0x71: "❑", 0x75: "◆", 0x76: "❖", 0xA7: "▪",
                                 0xD8: "➢", 0xFC: "✔"}}
_SYMBOL_FONT = re.compile(r"(?:^|\+)(symbol|wingdings)", re.I)


def symbol_bullets(span: dict) -> str:
    """A span's text with the bullets of a Symbol or Wingdings font as their Unicode characters."""
    text = span["text"]
    match = _SYMBOL_FONT.search(span.get("font") or "")
    if not match or not text.strip():
        return text
    table = _SYMBOL_BULLETS[match.group(1).lower()]

    def code(char: str) -> int:
        return ord(char) - 0xF000 if 0xF000 <= ord(char) <= 0xF0FF else ord(char)
    return "".join(table.get(code(c), c) if code(c) <= 0xFF else c for c in text)


# A notation font (numbered musical notation, chess, dingbats) whose glyphs a PDF maps onto CJK
# codepoints of its own choosing: its characters sit in one narrow run of the CJK block (憗憘憙憛憜,
# U+6196-U+6300), while the characters of Chinese text spread over all of it. Six distinct ones
# within 0x300 codepoints on one page is never Chinese text on any PDF here (dev data, textbooks,
# exam papers, Debian's manuals in three languages); on the sight-singing textbook it is the
# notation font of every score.
_REMAP_MIN_CHARS, _REMAP_SPREAD = 6, 0x300
_CJK = re.compile(r"[\u3400-\u9fff]")


def remapped_fonts(page_dict: dict) -> set[str]:
    """The fonts of a page whose CJK characters are a symbol font's remapped glyphs, not text."""
    chars: dict[str, set[int]] = {}
    for block in page_dict["blocks"]:
        for line in block.get("lines", []):
            for span in line["spans"]:
                chars.setdefault(span.get("font") or "", set()).update(ord(c) for c in _CJK.findall(span["text"]))
    return {font for font, codes in chars.items()
            if len(codes) >= _REMAP_MIN_CHARS and max(codes) - min(codes) <= _REMAP_SPREAD}


def layer_dict(page) -> dict:
    """The page's text layer as MuPDF's "dict", read as everything here reads it: a glyph its font
    maps to no Unicode comes as U+FFFD (settled later), never as its raw glyph id, which MuPDF's
    default flags pass off as a character (`Ɠ뻛ȗؘ` for a title set in an unmapped font)."""
    import pymupdf

    flags = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
    page_dict = page.get_text("dict", flags=flags)
    if any(SPLIT_ACCENT_LINE.search("".join(span["text"] for span in line["spans"]))
           for block in page_dict["blocks"] for line in block.get("lines", ())):
        # an accent the layer may set apart from its letter (`Verf¨ugung`): the glyphs' places
        # decide which letter it goes into, so this page is read again with them (textnorm 0521)
        try:
            page_dict = _composed(page.get_text("rawdict", flags=flags))
        except (SystemError, ValueError):  # a glyph code past Unicode: MuPDF cannot list the glyphs
            log.debug("page %s: no glyph places, accents left as the layer has them", page.number + 1)
    return page_dict


def _composed(raw: dict) -> dict:
    """MuPDF's "rawdict" as its "dict": each span's text from its glyphs, accents composed per line
    (textnorm.compose_accents), so an accent and its letter in two spans still meet."""
    for block in raw["blocks"]:
        for line in block.get("lines", ()):
            glyphs = [(span_no, c) for span_no, span in enumerate(line["spans"]) for c in span["chars"]]
            texts = compose_accents([(c["c"], c["bbox"][0], c["bbox"][2]) for _, c in glyphs])
            for span in line["spans"]:
                span["text"] = ""
            for (span_no, _), text in zip(glyphs, texts):
                line["spans"][span_no]["text"] += text
            for span in line["spans"]:
                del span["chars"]
    return raw


def text_blocks(page) -> list[dict]:
    """The page's text blocks: lines in reading order joined into paragraphs (see paragraphs());
    MuPDF's own blocks are not trusted, as they glue a heading to the paragraph under it."""
    width, height = page.rect.width or 1, page.rect.height or 1
    out = []
    page_dict = layer_dict(page)
    notation = remapped_fonts(page_dict)
    if notation:
        log.debug("page %s: notation fonts %s left out of the text", page.number + 1, sorted(notation))
    for block in page_dict["blocks"]:
        if block.get("type") != 0:
            continue
        for line in block["lines"]:
            line["spans"] = [span for span in line["spans"] if span.get("font") not in notation]
            if not line["spans"]:
                continue
            for span in line["spans"]:
                span["text"] = symbol_bullets(span)
            # each line on its own; a wide gap splits it (two columns or a table row)
            out += [_merge([spans.line_of(segment)], width, height)
                    for segment in spans.segments(line["spans"])]
    from f.common.pdf.layout import reading_order

    # a contents page set as a table (`Item 1.` | `Business` | `3`) is read row by row before the
    # layout takes its columns for text columns and the joiner glues its page numbers together
    out = rows.merge_contents_rows(out)
    blocks = paragraphs(code.group(reading_order(out, SCALE)))
    return rows.repair(blocks)


def _merge(lines: list[dict], width: float, height: float) -> dict:
    x0 = min(l["bbox"][0] for l in lines)
    y0 = min(l["bbox"][1] for l in lines)
    x1 = max(l["bbox"][2] for l in lines)
    y1 = max(l["bbox"][3] for l in lines)
    block = {"bbox": scale_bbox((x0, y0, x1, y1), width, height),
             "text": list_marker(fold(join_lines([l["text"] for l in lines]))),
             "size": round(lines[0]["size"], 2),
             "bold": lines[0]["bold"], "lines": len(lines)}
    for key in ("italic", "lead_in", "hei"):  # emphasis, for headings set in italic or run in (page_headings)
        if lines[0].get(key):
            block[key] = fold(lines[0][key]) if key == "lead_in" else True
    if lines[0].get("bold_phrases"):  # inline bold, kept beside the text (items.bold_phrases)
        block.update(bold_phrases=[fold(p) for p in lines[0]["bold_phrases"]],
                     bold_opens=lines[0]["bold_opens"], bold_closes=lines[0]["bold_closes"])
    if lines[0].get("italic_phrases"):  # inline italics, kept beside the text (items.italic_phrases)
        block["italic_phrases"] = [fold(p) for p in lines[0]["italic_phrases"]]
    if lines[0].get("face"):
        block["face"] = lines[0]["face"]
    if lines[0].get("colour") is not None and all(l.get("colour") == lines[0]["colour"] for l in lines):
        block["colour"] = lines[0]["colour"]  # a heading told by its colour (page_headings)
    if lines[0].get("mono"):
        block["mono"] = True  # monospace type: never a footnote, a heading's number, or prose
    if lines[0].get("code"):  # code signals for code.group, the character advance in 0-1000 units
        block.update(code=True, strong=lines[0]["strong"], lead=lines[0]["lead"],
                     char=lines[0]["char"] / width * SCALE)
    return block


def settled(blocks: list[dict], tables: list[dict]) -> tuple[list[dict], list[dict]]:
    """A text page's blocks and tables without U+FFFD (textnorm.settle), once needs_ocr has
    counted it as garbage: the unmapped glyphs of a font without ToUnicode never reach storage."""
    blocks = [dict(b, text=settle(b["text"]), **({"lead_in": settle(b["lead_in"])} if b.get("lead_in")
                                                  else {}),
                   **({"bold_phrases": [settle(p) for p in b["bold_phrases"]]} if b.get("bold_phrases")
                      else {}),
                   **({"italic_phrases": [settle(p) for p in b["italic_phrases"]]} if b.get("italic_phrases")
                      else {})) for b in blocks]
    blocks = [b for b in blocks if b["text"].strip()]  # a block that was only unmapped glyphs
    return blocks, [dict(t, html=settle(t["html"])) for t in tables]


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
        except Exception as exc:  # MuPDF's own errors: the figure is left out, the page is kept
            log.warning("page %d: image %s not extracted (%s: %s)", page.number + 1, info["xref"],
                        type(exc).__name__, str(exc)[:120])
            continue
        if data and data.get("image"):
            out.append({"bbox": scale_bbox(info["bbox"], width, height), "data": data["image"],
                        "ext": data.get("ext", "png")})
    return out


def _drawn_lines(page) -> tuple[list[tuple], list[tuple]]:
    """(horizontal pieces (y, x0, x1), vertical ones (x, y0, y1)) of the page's drawings: stroked
    lines, and filled rectangles at most rule_tables.THIN thick."""
    horizontal, vertical = [], []
    for path in page.get_cdrawings():
        for part in path.get("items", ()):
            if part[0] == "l":
                (x0, y0), (x1, y1) = part[1], part[2]
            elif part[0] == "re":
                x0, y0, x1, y1 = part[1]
            else:
                continue
            x0, x1, y0, y1 = min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)
            if y1 - y0 <= rule_tables.THIN and x1 - x0 > y1 - y0:
                horizontal.append(((y0 + y1) / 2, x0, x1))
            elif x1 - x0 <= rule_tables.THIN and y1 - y0 > 10:
                vertical.append(((x0 + x1) / 2, y0, y1))
    return horizontal, vertical


def _cells(page) -> list[dict]:
    """Text lines cut at gaps wider than rule_tables.MIN_GAP of the type size (table cells)."""
    out = []
    for block in page.get_text("dict", flags=0)["blocks"]:
        for line in block.get("lines", ()):
            cell: list[dict] = []
            for span in line["spans"]:
                if not span["text"].strip():
                    continue
                if cell and span["bbox"][0] - cell[-1]["bbox"][2] > rule_tables.MIN_GAP * span["size"]:
                    out.append(_cell(cell))
                    cell = []
                cell.append(span)
            if cell:
                out.append(_cell(cell))
    return out


def _cell(spans: list[dict]) -> dict:
    return {"text": fold("".join(s["text"] for s in spans)).strip(), "size": spans[0]["size"],
            "bbox": (min(s["bbox"][0] for s in spans), min(s["bbox"][1] for s in spans),
                     max(s["bbox"][2] for s in spans), max(s["bbox"][3] for s in spans))}


def drawn_lines(page) -> tuple[list[tuple], list[tuple]]:
    """The page's drawn rules, read once for its tables and its underlined lines."""
    return _drawn_lines(page)


def mark_underlined(blocks: list[dict], drawn: tuple[list[tuple], list[tuple]], width: float,
                    height: float) -> int:
    """Mark one- and two-line blocks whose text a drawn rule underlines (`underline`): a
    horizontal piece just under the block's last line, starting where the text starts and about
    as wide, not a table's or a box's rule (those run past the text or meet a vertical rule at an
    end) nor a page-wide heading rule. Underline is the emphasis of a legal text's lowest heading
    level (`(1) Packaging`, plain weight, underlined). A block over a rule that starts with its text
    and runs far past it is marked `ruled` (a table row or a form line: no plain numbered title,
    page_headings). Returns how many underlined."""
    horizontal, vertical = drawn
    found = 0
    for block in blocks:
        if block.get("lines", 1) > 2 or block.get("kind") or block.get("code") or not block["text"].strip():
            continue
        x0, y0, x1, y1 = (block["bbox"][0] * width / SCALE, block["bbox"][1] * height / SCALE,
                          block["bbox"][2] * width / SCALE, block["bbox"][3] * height / SCALE)
        line = (y1 - y0) / block.get("lines", 1)
        span = x1 - x0
        for y, a, b in horizontal:
            if not y1 - 0.45 * line <= y <= y1 + 0.3 * line or a < x0 - 0.3 * line:
                continue
            if b > x1 + 0.5 * line + 0.1 * span and a <= x0 + 0.3 * line:
                block["ruled"] = True  # a rule running far past its text: a table's or a form's line
                continue
            if b <= x1 + 0.5 * line + 0.1 * span and min(b, x1) - max(a, x0) >= 0.6 * span and \
                    not any(min(abs(x - a), abs(x - b)) <= 1.5 and v0 - 1.5 <= y <= v1 + 1.5 for x, v0, v1 in vertical):
                block["underline"] = True
                found += 1
                break
    return found


def tables(page, drawn: tuple[list[tuple], list[tuple]] | None = None) -> list[dict]:
    """Ruled tables as HTML: grids through find_tables (only looked for where the page draws
    enough lines to hold one), three-line tables (三线表) from their rules (rule_tables)."""
    pieces, verticals = drawn or _drawn_lines(page)
    width, height = page.rect.width or 1, page.rect.height or 1
    found = rule_tables.rules(pieces, width)
    grid = sum(x1 - x0 > 10 for _y, x0, x1 in pieces) >= 3 and len(verticals) >= 3
    out = grid_tables(page) if grid else []  # no grid drawn: find_tables would cost ~50 ms for nothing
    if len(found) >= 3:
        lines = _cells(page)
        for frame in rule_tables.frames(found, lines, verticals, width):
            table = rule_tables.table_of(frame, lines)
            if table is None:
                continue
            bbox = scale_bbox(table["bbox"], width, height)
            if any(_overlap(bbox, t["bbox"]) for t in out):
                continue  # a grid find_tables already read
            out.append({"bbox": bbox, "html": tablelib.html(table["rows"]), "kind": "three-line"})
    return out


def _overlap(a, b) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


PAGE_FRAME = 0.9  # of the page's width and height


def _page_frame(bbox, rows: list[list[str]], width: float, height: float) -> bool:
    """A grid over the whole page whose rows mostly hold one cell is the page's boxes, not a table:
    a browser's printout draws a background rectangle the size of the page and boxes around code
    and notes, and find_tables makes one "table" of them with every paragraph (and the running
    head) a row, so the page's headings were lost. A page-size table of data fills its columns."""
    x0, y0, x1, y1 = bbox
    if x1 - x0 < PAGE_FRAME * width or y1 - y0 < PAGE_FRAME * height:
        return False
    single = sum(1 for row in rows if sum(1 for cell in row if cell) <= 1)
    return single >= 0.5 * len(rows)


WALL_MARGIN = 2.0  # points a cell wall must lie inside a text line to cut it
CUT_SHARE = 0.5  # of the text lines under a page-size grid


def cut_by_walls(walls: list[float], lines: list[tuple[float, float]]) -> bool:
    """A page-size grid whose cell walls run through the text is the page's ruled background (a
    copybook's 田字格 squares, graph paper), not a table: half or more of the text lines under it
    (x0, x1) have a wall inside them. A table's text sits within its cells, so find_tables reading
    the background made each page one "table" of word pieces and its headings were lost."""
    if not lines:
        return False
    cut = sum(1 for x0, x1 in lines if any(x0 + WALL_MARGIN < x < x1 - WALL_MARGIN for x in walls))
    return cut >= CUT_SHARE * len(lines)


def _background_grid(table, page, width: float, height: float) -> bool:
    x0, y0, x1, y1 = table.bbox
    if x1 - x0 < PAGE_FRAME * width or y1 - y0 < PAGE_FRAME * height:
        return False
    walls = sorted({round(c[0], 1) for c in table.cells if c} | {round(c[2], 1) for c in table.cells if c})
    lines = [(line["bbox"][0], line["bbox"][2]) for block in page.get_text("dict")["blocks"]
             for line in block.get("lines", ()) if "".join(s["text"] for s in line["spans"]).strip()]
    return cut_by_walls(walls, lines)


def grid_tables(page) -> list[dict]:
    width, height = page.rect.width or 1, page.rect.height or 1
    out = []
    import pymupdf

    pymupdf.no_recommend_layout()  # an advert for an optional package on stderr, once per process
    try:
        found = page.find_tables()
    except Exception as exc:  # MuPDF's own errors: the page's text stays, without tables
        log.warning("page %d: table detection failed (%s: %s)", page.number + 1, type(exc).__name__,
                    str(exc)[:120])
        return []
    for table in found.tables:
        rows = tablelib.clean(table.extract())
        if len(rows) < 2 or max(len(r) for r in rows) < 2 or _page_frame(table.bbox, rows, width, height) \
                or _background_grid(table, page, width, height):
            continue
        out.append({"bbox": scale_bbox(table.bbox, width, height), "html": tablelib.html(rows)})
    return out
