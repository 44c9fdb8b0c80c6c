"""OCR of pages without a usable text layer: RapidOCR with the models bundled in its wheel
(onnxruntime, offline). A page is rendered at OCR_DPI, recognised line by line, and the lines are
grouped into blocks in the same shape as text-layer blocks, so everything after is one code path.

Pages run in parallel in worker processes (one engine each); a page that makes the engine fail is
returned as an error for that page, never as a failed book. RapidOCR's own log (coloured, with
ANSI codes, on stderr) is relayed through this module's logger as plain records; its "detection
result is empty" on a blank page is routine and said at DEBUG."""
from __future__ import annotations

import logging
import os
import re

from f.common.cjk import wide
from f.common.pdf.ocr_lines import ink, lines_from
from f.common.pdf.scan_picture_marks import TABLE_ROWS
from f.common.textnorm import fold

# Chosen by measurement (bench/bench_pdf.py --ocr-dpi): see docs/benchmarks.md.
OCR_DPI = 150
MAX_PIXELS = 25_000_000  # a huge page is rendered at a lower resolution rather than exhausting memory

_engine = None
_doc = None
log = logging.getLogger(__name__)
# RapidOCR's warnings for a page with nothing on it: expected, not worth a warning.
_ROUTINE = re.compile(r"detection result is empty|text recognition result is empty|"
                      r"no (ocr|word) result", re.I)


class _Relay(logging.Handler):
    """RapidOCR's records re-logged through our logger: our format, no colour codes."""

    def emit(self, record: logging.LogRecord) -> None:
        message = " ".join(record.getMessage().split())
        log.log(logging.DEBUG if _ROUTINE.search(message) else record.levelno, "RapidOCR: %s", message)


def quiet_rapidocr() -> None:
    """Take RapidOCR's logger off its own coloured stderr handler (set up when rapidocr is
    imported) and relay it through ours."""
    rapid = logging.getLogger("RapidOCR")
    for handler in list(rapid.handlers):
        if not isinstance(handler, _Relay):
            rapid.removeHandler(handler)
    if not any(isinstance(h, _Relay) for h in rapid.handlers):
        rapid.addHandler(_Relay())
    rapid.propagate = False  # the relay is its only way out


def engine(threads: int = 0):
    global _engine
    if _engine is None:
        from rapidocr import RapidOCR

        quiet_rapidocr()
        params = {"Global.log_level": "warning"}
        if threads:
            params["EngineConfig.onnxruntime.intra_op_num_threads"] = threads
        _engine = RapidOCR(params=params)
    return _engine


def render(page, dpi: int = OCR_DPI):
    """The page as an RGB numpy array, and the scale from pixels back to page points."""
    import numpy as np

    area = page.rect.width * page.rect.height / 72 / 72
    dpi = min(dpi, int((MAX_PIXELS / max(area, 1e-6)) ** 0.5))
    pix = page.get_pixmap(dpi=max(dpi, 36), colorspace="rgb", alpha=False)
    image = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, 3)
    return image, 72.0 / max(dpi, 36)


def recognise(image) -> list[tuple[list[float], str, float]]:
    """[(x0, y0, x1, y1) in pixels, text, confidence] per detected line."""
    result = engine()(image)
    if result.boxes is None or result.txts is None:
        return []
    lines = []
    for box, text, score in zip(result.boxes, result.txts, result.scores):
        xs, ys = [p[0] for p in box], [p[1] for p in box]
        lines.append(([min(xs), min(ys), max(xs), max(ys)], text, float(score)))
    return lines


def group_lines(lines: list[dict], height: float = 0.0) -> list[dict]:
    """Lines (bbox in page units, text, size) -> paragraph blocks: a line joins the block above it
    when it starts near the same x, is about as tall, and follows with a small gap. `height`: the
    page's, in the same units (0: unknown)."""
    blocks: list[dict] = []
    rows = _numbered_rows(lines, height)
    left = min((l["bbox"][0] for l in lines), default=0)
    short = left + 0.6 * (max((l["bbox"][2] for l in lines), default=0) - left)
    if len(rows) >= 8:  # four rows or more: a contents page, where every line is an entry
        rows = set(range(len(lines)))
    # a ruled table's page (lines with rules above and below them): no line joins a block across a rule (1146);
    # elsewhere a rule between two lines (a cover's under its title, a link's underline) joins as before
    table = sum(len(l.get("rule_sides") or "") == 2 for l in lines) >= TABLE_ROWS
    for n, line in sorted(enumerate(lines), key=lambda nl: (nl[1]["bbox"][1], nl[1]["bbox"][0])):
        x0, y0, x1, y1 = line["bbox"]
        height = y1 - y0
        for block in reversed(blocks[-3:] if n not in rows else []):
            bx0, by0, bx1, by1 = block["bbox"]
            last = block["last"]
            if (-0.3 * height <= y0 - last[3] < 0.9 * height and abs(height - (last[3] - last[1])) < 0.3 * height
                    and min(x1, bx1) - max(x0, bx0) > 0 and x0 - bx0 < 3 * height
                    and x0 >= bx0 - 2.5 * height  # a paragraph's first line may be indented
                    and last[2] >= bx1 - 1.5 * height  # a short line ends its paragraph
                    and abs(line["size"] - block["last_size"]) < 0.12 * line["size"]  # same type
                    # a lone short line over a longer one is a title, not a paragraph's start
                    and not (block["lines"] == 1 and last[2] < short)
                    # nor a paragraph's first line much bolder than its second: a bold heading
                    # over the paragraph it opens, read at its width (decision 0281)
                    and not (block["lines"] == 1 and _bolder(block["weights"][0], line.get("weight")))
                    and not _ITEM.match(line["text"])  # `1.（3分）…` under a part heading opens its own block
                    # nor across a table's rule: the one under the block's last line is over this line (1146)
                    and not (table and "B" in block["last_rules"] and "A" in (line.get("rule_sides") or ""))):
                block["text"] += ("" if _cjk_join(block["text"], line["text"]) else " ") + line["text"]
                block["bbox"] = [min(bx0, x0), by0, max(bx1, x1), y1]
                block["last"], block["last_size"] = line["bbox"], line["size"]
                block["last_rules"] = line.get("rule_sides") or ""
                block["confidences"].append(line["confidence"])
                block["weights"].append(line.get("weight"))
                block["lines"] += 1
                break
        else:
            blocks.append({"bbox": list(line["bbox"]), "text": line["text"], "size": line["size"],
                           "bold": False, "last": line["bbox"], "last_size": line["size"],
                           "last_rules": line.get("rule_sides") or "",
                           "confidences": [line["confidence"]],
                           "weights": [line.get("weight")], "lines": 1})
            for key in ("marked_sides", "rule_sides"):  # a one-line block keeps them (scan_picture_marks)
                if line.get(key) is not None:
                    blocks[-1][key] = line[key]
    for block in blocks:
        block.pop("last"), block.pop("last_size"), block.pop("last_rules")
        block["confidence"] = sum(block["confidences"]) / len(block.pop("confidences"))
        weights = sorted(w for w in block.pop("weights") if w is not None)
        if weights:  # stroke width over height (ocr_lines), read against the document later
            block["weight"] = weights[len(weights) // 2]
    return blocks


BOLDER = 1.35  # stroke ratio over the next line's; a paragraph's own lines scatter by up to a quarter


def _bolder(weight: float | None, below: float | None) -> bool:
    return bool(weight and below) and weight >= BOLDER * below


# a numbered item or heading starts a block of its own: `1.`, `12．`, `（2）`, `三、`, `第二章`; not `2.5 米`
_ITEM = re.compile(r"^\s*(\d{1,3}\s*[.．、](?!\d)|[(（]\d{1,2}[)）]|[一二三四五六七八九十]{1,3}\s*[、.．]|"
                   r"第\s*[一二三四五六七八九十百\d]{1,4}\s*[章节部分编篇课单])")
_PAGE_NO = re.compile(r"^[\s.·…_-]*([0-9]{1,4}|[ivxlc]{1,6})\s*$", re.I)  # leaders read with it


MARGIN_SHARE = 0.1  # of the page's height: a line wholly in the top or bottom tenth is a running head's


def _numbered_rows(lines: list[dict], height: float = 0.0) -> set[int]:
    """Lines of a contents row (a title with its page number at the right, read as two lines):
    each stays a line of its own, for rows.merge_contents_rows to join across. The right edge the
    numbers stand at is the text's, not a running head's (`ii` set further right in the top margin
    would leave every number of the column short of it, read down as one block `21 22`)."""
    inside = [l for l in lines if not height or
              height * MARGIN_SHARE < l["bbox"][3] and l["bbox"][1] < height * (1 - MARGIN_SHARE)]
    right = max((l["bbox"][2] for l in inside or lines), default=0)
    out: set[int] = set()
    for n, number in enumerate(lines):
        x0, y0, x1, y1 = number["bbox"]
        if not _PAGE_NO.match(number["text"]) or x1 < right - 3 * (y1 - y0):
            continue
        row = [m for m, other in enumerate(lines) if m != n and other["bbox"][2] < x0
               and min(y1, other["bbox"][3]) - max(y0, other["bbox"][1]) > 0.5 * (y1 - y0)]
        if row:
            out.update(row + [n])
            number["text"] = _PAGE_NO.match(number["text"]).group(1)  # `...24` -> `24`
    return out


def _cjk_join(left: str, right: str) -> bool:
    return bool(left and right) and (wide(left[-1]) or wide(right[0]))


def read_lines(image, scale: float) -> list[dict]:
    """Lines of one rendered page: quad (page points), text, confidence, then measure_lines."""
    result = engine()(image)
    if result.boxes is None or result.txts is None:
        return []
    out = []
    for box, text, score in zip(result.boxes, result.txts, result.scores):
        text = fold(text).strip()
        if text:
            out.append({"quad": [[float(x) * scale, float(y) * scale] for x, y in box], "text": text,
                        "confidence": float(score)})
    return measure_lines(image, out, scale)


def measure_lines(image, lines: list[dict], scale: float) -> list[dict]:
    """Add each line's stroke ratio, ink height (points) and marked sides, read from the page image."""
    from f.common.pdf.scan_picture_marks import marked_sides, ruled_sides

    gray = image.mean(axis=2) if image.ndim == 3 else image
    quads = [[[x / scale, y / scale] for x, y in line["quad"]] for line in lines]
    heights = []
    for line, quad in zip(lines, quads):
        stroke, height = ink(gray, quad)
        line["stroke"], line["ink"] = stroke, (round(height * scale, 2) if height else None)
        heights.append(height)
    # a screenshot's words have its marks beside them, a heading white paper (1101)
    for line, sides in zip(lines, marked_sides(gray, quads)):
        line["marked_sides"] = sides
    # a table's cell has its rules above and below it (1146)
    for line, sides in zip(lines, ruled_sides(gray, quads, heights)):
        line["rule_sides"] = sides
    return lines


def page_result(raw: list[dict], width: float, height: float) -> dict:
    """Blocks (page units), mean line confidence and skew of one page from its raw lines."""
    lines, angle = lines_from(raw, width, height)
    blocks = group_lines(lines, height)
    confidence = (sum(l["confidence"] for l in lines) / len(lines)) if lines else 0.0
    # the lines themselves too: a text-layer page with unmapped glyphs takes its characters from
    # the lines inside each of its blocks (f.common.pdf.mend)
    return {"blocks": blocks, "confidence": round(confidence, 4), "lines": len(lines),
            "width": width, "height": height, "skew": angle,
            "line_boxes": [{"bbox": [round(v, 2) for v in l["bbox"]], "text": l["text"]} for l in lines]}


def ocr_page(page) -> dict:
    """Blocks (page units) and the mean line confidence of one page."""
    image, scale = render(page)
    return page_result(read_lines(image, scale), page.rect.width, page.rect.height)


# --- worker processes -------------------------------------------------------------------------

def init_worker(pdf_path: str, threads: int) -> None:
    import pymupdf

    global _doc
    _doc = pymupdf.open(pdf_path)
    engine(threads)


def worker_ocr(page_index: int) -> tuple[int, dict | None, str | None]:
    """Runs in a worker: (page index, result, error message)."""
    try:
        return page_index, ocr_page(_doc[page_index]), None
    except Exception as exc:  # one bad page must not sink the book
        return page_index, None, f"{type(exc).__name__}: {str(exc)[:200]}"


def cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)
