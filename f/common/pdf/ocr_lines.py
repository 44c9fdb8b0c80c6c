"""Line geometry from OCR boxes, so that OCR'd lines carry what text-layer lines carry. Pure
(numpy only).

RapidOCR returns each line as a quadrilateral. On a scan that is slightly rotated, the axis-aligned
box of a long line is much taller than its type (a 1.5° tilt over a 400 pt line adds 10 pt), which
would make body text look like headings. So the page's skew is taken as the median angle of its
long lines, every quad is turned back by it about the page centre, and the line's box and type size
come from the straightened quad. Weight (bold) has no flag in a scan: it is read from the ink, as
the mean length of the dark runs along the pixel rows (the stroke width) divided by the line's
height, which does not depend on resolution; f.common.pdf.scan_lines compares it across the
document."""
from __future__ import annotations

import math
import re

MIN_ASPECT = 3.0  # lines at least this many times as wide as tall give the page's skew
INK_EM = 0.88     # ink height of a line over its type size
CAP_EM = 0.75     # ink height of a Latin line with no descender (`RESULTS OF OPERATIONS`, `Revenue`) over its type size
MAX_SKEW = 8.0    # degrees; a larger median angle is no scan tilt (vertical text, a rotated table)
RULE_FILL = 0.85  # a row this dark across its strip is a ruled line through the box, not type


def quad_height(quad) -> float:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = quad
    return (math.hypot(x3 - x0, y3 - y0) + math.hypot(x2 - x1, y2 - y1)) / 2


def quad_width(quad) -> float:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = quad
    return (math.hypot(x1 - x0, y1 - y0) + math.hypot(x2 - x3, y2 - y3)) / 2


def quad_angle(quad) -> float:
    """Degrees the line's top edge rises to the right (clockwise tilt of the image is positive)."""
    (x0, y0), (x1, y1) = quad[0], quad[1]
    return math.degrees(math.atan2(y1 - y0, max(1e-6, x1 - x0)))


def skew(quads: list) -> float:
    angles = sorted(quad_angle(q) for q in quads if quad_width(q) >= MIN_ASPECT * max(1e-6, quad_height(q)))
    if not angles:
        return 0.0
    middle = angles[len(angles) // 2]
    return middle if abs(middle) <= MAX_SKEW else 0.0


def straighten(quad, angle: float, centre: tuple[float, float]) -> list[float]:
    """The axis-aligned box of `quad` turned back by `angle` degrees about `centre`."""
    if not angle:
        xs, ys = [p[0] for p in quad], [p[1] for p in quad]
        return [min(xs), min(ys), max(xs), max(ys)]
    rad = math.radians(-angle)
    cos, sin = math.cos(rad), math.sin(rad)
    cx, cy = centre
    pts = [(cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos) for x, y in quad]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return [min(xs), min(ys), max(xs), max(ys)]


def ink(gray, quad) -> tuple[float | None, float | None]:
    """(stroke ratio, ink height in pixels) of one line: the mean dark-run length along the rows of
    its pixels over the line's height, and the height of the dark rows (80th percentile; specks and ruled
    lines through the box do not count, so they do not stretch it) in strips about two
    line heights wide (so a tilted line is measured strip by strip)."""
    import numpy as np

    xs, ys = [p[0] for p in quad], [p[1] for p in quad]
    x0, y0 = max(0, int(min(xs))), max(0, int(min(ys)))
    x1, y1 = min(gray.shape[1], int(math.ceil(max(xs)))), min(gray.shape[0], int(math.ceil(max(ys))))
    height = quad_height(quad)
    if x1 - x0 < 4 or y1 - y0 < 4 or height < 4:
        return None, None
    crop = gray[y0:y1, x0:x1]
    low, high = np.percentile(crop, 5), np.percentile(crop, 95)
    if high - low < 40:
        return None, None  # no contrast: nothing to measure
    dark = crop < (low + high) / 2
    # a speck of dust or sensor noise is a dark pixel with no dark neighbour: not type. A glyph's
    # thinnest tip (an ascender's top row) touches the stroke below it and stays.
    padded = np.pad(dark, 1)
    touching = np.zeros_like(dark)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dy or dx:
                touching |= padded[1 + dy:1 + dy + dark.shape[0], 1 + dx:1 + dx + dark.shape[1]]
    ink_px = dark & touching
    runs = int(np.count_nonzero(dark[:, 1:] & ~dark[:, :-1]) + np.count_nonzero(dark[:, 0]))
    stroke = round(float(np.count_nonzero(dark)) / runs / height, 4) if runs else None
    step = max(4, int(2 * height))
    spans = []
    (qx0, qy0), (qx1, qy1), (qx2, qy2), (qx3, qy3) = quad
    for left in range(0, dark.shape[1], step):
        # only the rows inside the quad at this strip: the box of a tilted line holds the ends of
        # the lines above and below it
        t = min(1.0, max(0.0, (x0 + left + step / 2 - qx0) / max(1e-6, qx1 - qx0)))
        top = int(qy0 + t * (qy1 - qy0)) - y0
        bottom = int(math.ceil(qy3 + t * (qy2 - qy3))) - y0
        band = ink_px[max(0, top):max(0, bottom), left:left + step]
        if len(band) >= 3:  # a table's vertical rule runs through every row of the box; a stem does not
            band = band[:, band.mean(axis=0) < RULE_FILL]
        counts = band.sum(axis=1)
        # a table's or an underline's rule runs across the whole strip: no row of type does
        rows = np.nonzero((counts >= 1) & (counts < RULE_FILL * max(1, band.shape[1])))[0]
        if len(rows) >= 2:
            spans.append(rows[-1] - rows[0] + 1)
    return stroke, (float(np.percentile(spans, 80)) if spans else None)


# OCR reads the numeral 十 as `+` (the same two strokes): `第+章`, `题型+ 脚蹬脚模型`, `+一、选择题`
_PLUS_AFTER_LABEL = re.compile(r"(第|题型|专题)(\s*[一二三四五六七八九]?)\+"
                               r"(?=[一二三四五六七八九]?\s*(?:[章节课讲篇部编]|单元|\s|$))")
_PLUS_ITEM = re.compile(r"^([一二三四五六七八九]?)\+(?=[一二三四五六七八九]?、)")


def ten_read_as_plus(text: str) -> str:
    """A Chinese numbering marker's 十 that OCR read as `+`, put back; a `+` anywhere else stays."""
    return _PLUS_ITEM.sub(r"\1十", _PLUS_AFTER_LABEL.sub(r"\1\2十", text))


# Latin letters and marks that reach below the baseline; a line with none of them has no descender
_DESCENDER = re.compile(r"[gjpqyQ()\[\]{}|;,@$_§µ]")
_LATIN = re.compile(r"[A-Za-z]")
_WIDE = re.compile(r"[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")


def ink_em(text: str) -> float:
    """How much of the em a line's ink spans: top of its capitals to the bottom of its descenders
    (INK_EM), or only to the baseline for a Latin line with no descender (CAP_EM). Chinese characters
    fill the em whatever they are."""
    if _WIDE.search(text) or not _LATIN.search(text) or _DESCENDER.search(text):
        return INK_EM
    return CAP_EM


def type_size(block: dict) -> float:
    """An OCR'd block's size as the type it is set in, for comparing it with the body's: `size` comes from
    the ink over INK_EM (ocr_lines.lines_from), so a line with no descender (`RESULTS OF OPERATIONS`,
    `Revenue`, a bold heading set at the body's size) reads about a sixth smaller than the body's lines,
    whose ink reaches below the baseline. Text-layer blocks carry their font's size: as they are."""
    size = block.get("size") or 0.0
    return size * INK_EM / ink_em(block["text"]) if block.get("ocr") else size


def lines_from(raw: list[dict], width: float, height: float) -> tuple[list[dict], float]:
    """Raw OCR lines ({"quad" in page points, "text", "confidence", "stroke", "ink" in points}) -> parser lines
    ({"bbox", "text", "size", "confidence", "weight"}) straightened, and the page's skew."""
    angle = skew([line["quad"] for line in raw])
    centre = (width / 2, height / 2)
    out = []
    for line in raw:
        box = straighten(line["quad"], angle, centre)
        # type size from the ink (glyphs fill about 0.88 of the em), else from the box
        size = line["ink"] / INK_EM if line.get("ink") else quad_height(line["quad"]) * 0.8
        item = {"bbox": box, "text": ten_read_as_plus(line["text"]), "size": round(size, 1),
                "confidence": line["confidence"]}
        if line.get("stroke") is not None:
            item["weight"] = line["stroke"]
        for key in ("marked_sides", "rule_sides"):
            if line.get(key) is not None:
                item[key] = line[key]
        out.append(item)
    return out, round(angle, 2)
