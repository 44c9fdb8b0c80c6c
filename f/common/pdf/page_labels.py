"""PDF page labels (the catalog's /PageLabels number tree) as PDF viewers show them. Pure but for
reading the document's objects through PyMuPDF.

PyMuPDF's own `page.get_label()` returns a prefix written as a hex string raw (`<FEFF7AE0…>1`), so
the number tree is read here: each range's prefix (/P) decoded as a PDF text string (UTF-16BE or
UTF-16LE with a byte-order mark, UTF-8 with one, else PDFDocEncoding; bytes that are valid UTF-8
with no mark, as some producers write, as UTF-8), its style (/S: D decimal, R/r roman, A/a letters
A..Z, AA..ZZ, ...) and start (/St, default 1). A label whose prefix cannot be decoded is left out
(None), never returned raw."""
from __future__ import annotations

import logging
import re

log = logging.getLogger(__name__)

MAX_NODES = 10_000  # a number tree is small; a cycle or a huge tree is not followed further

# PDFDocEncoding bytes 0x18-0x1F and 0x80-0xAD where they differ from Latin-1 (PDF 32000, D.2);
# 0x7F, 0x9F and 0xAD are undefined
_PDFDOC = {0x18: "\u02d8", 0x19: "\u02c7", 0x1A: "\u02c6", 0x1B: "\u02d9", 0x1C: "\u02dd",
           0x1D: "\u02db", 0x1E: "\u02da", 0x1F: "\u02dc", 0x80: "\u2022", 0x81: "\u2020",
           0x82: "\u2021", 0x83: "\u2026", 0x84: "\u2014", 0x85: "\u2013", 0x86: "\u0192",
           0x87: "\u2044", 0x88: "\u2039", 0x89: "\u203a", 0x8A: "\u2212", 0x8B: "\u2030",
           0x8C: "\u201e", 0x8D: "\u201c", 0x8E: "\u201d", 0x8F: "\u2018", 0x90: "\u2019",
           0x91: "\u201a", 0x92: "\u2122", 0x93: "\ufb01", 0x94: "\ufb02", 0x95: "\u0141",
           0x96: "\u0152", 0x97: "\u0160", 0x98: "\u0178", 0x99: "\u017d", 0x9A: "\u0131",
           0x9B: "\u0142", 0x9C: "\u0153", 0x9D: "\u0161", 0x9E: "\u017e", 0xA0: "\u20ac"}
_UNDEFINED = {0x7F, 0x9F, 0xAD}
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffd]")


def decode_text(raw: bytes) -> str | None:
    """A PDF text string's bytes as text, or None when they cannot be read as one."""
    try:
        if raw[:2] == b"\xfe\xff":
            text = raw[2:].decode("utf-16-be")
        elif raw[:2] == b"\xff\xfe":
            text = raw[2:].decode("utf-16-le")
        elif raw[:3] == b"\xef\xbb\xbf":
            text = raw[3:].decode("utf-8")
        elif any(b >= 0x80 for b in raw) and _utf8(raw) is not None:
            text = _utf8(raw)
        else:
            if any(b in _UNDEFINED for b in raw):
                return None
            text = "".join(_PDFDOC.get(b, chr(b)) for b in raw)
    except UnicodeDecodeError:
        return None
    return None if _CONTROL.search(text) else text


def _utf8(raw: bytes) -> str | None:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


# --- a small reader for the PDF object syntax MuPDF prints (dicts, arrays, names, numbers,
# references, literal and hex strings) ---------------------------------------------------------

_DELIM = b"()<>[]{}/%"
_WS = b" \t\r\n\f\x00"
_ESCAPES = {ord("n"): b"\n", ord("r"): b"\r", ord("t"): b"\t", ord("b"): b"\b", ord("f"): b"\f",
            ord("("): b"(", ord(")"): b")", ord("\\"): b"\\"}


class Ref(tuple):
    """An indirect reference `n g R`."""


class Name(str):
    """A PDF name (`/D`)."""


def parse_object(src: str | bytes):
    data = src.encode("latin-1", "replace") if isinstance(src, str) else src
    value, _ = _value(data, 0)
    return value


def _skip(data: bytes, i: int) -> int:
    while i < len(data):
        if data[i] in _WS:
            i += 1
        elif data[i] == ord("%"):
            while i < len(data) and data[i] not in b"\r\n":
                i += 1
        else:
            break
    return i


def _value(data: bytes, i: int):
    i = _skip(data, i)
    if i >= len(data):
        raise ValueError("unexpected end of object")
    c = data[i]
    if data.startswith(b"<<", i):
        out, i = {}, i + 2
        while True:
            i = _skip(data, i)
            if data.startswith(b">>", i):
                return out, i + 2
            key, i = _value(data, i)
            val, i = _value(data, i)
            out[str(key)] = val
    if c == ord("["):
        out, i = [], i + 1
        while True:
            i = _skip(data, i)
            if i >= len(data):
                raise ValueError("unclosed array")
            if data[i] == ord("]"):
                return out, i + 1
            val, i = _value(data, i)
            if val == "R" and len(out) >= 2 and all(isinstance(x, int) for x in out[-2:]):
                out[-2:] = [Ref((out[-2], out[-1]))]
            else:
                out.append(val)
    if c == ord("<"):
        end = data.index(b">", i)
        digits = re.sub(rb"\s", b"", data[i + 1:end])
        if len(digits) % 2:
            digits += b"0"
        return bytes.fromhex(digits.decode("ascii")), end + 1
    if c == ord("("):
        return _literal(data, i + 1)
    if c == ord("/"):
        j = i + 1
        while j < len(data) and data[j] not in _WS and data[j] not in _DELIM:
            j += 1
        name = re.sub(rb"#([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), data[i + 1:j])
        return Name(name.decode("latin-1")), j
    j = i
    while j < len(data) and data[j] not in _WS and data[j] not in _DELIM:
        j += 1
    if j == i:
        raise ValueError(f"unexpected {chr(c)!r}")
    word = data[i:j].decode("latin-1")
    if re.fullmatch(r"[+-]?\d+", word):
        # `n g R` inside a dict: look ahead for the reference
        k = _skip(data, j)
        m = re.match(rb"(\d+)\s+R(?![^\s/\[\]<>()])", data[k:])
        if m:
            return Ref((int(word), int(m.group(1)))), k + m.end()
        return int(word), j
    if re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)", word):
        return float(word), j
    return word, j


def _literal(data: bytes, i: int) -> tuple[bytes, int]:
    out = bytearray()
    depth = 1
    while i < len(data):
        c = data[i]
        if c == ord("\\"):
            i += 1
            if i >= len(data):
                break
            e = data[i]
            if e in _ESCAPES:
                out += _ESCAPES[e]
                i += 1
            elif 0x30 <= e <= 0x37:
                j = i
                while j < len(data) and j < i + 3 and 0x30 <= data[j] <= 0x37:
                    j += 1
                out.append(int(data[i:j], 8) & 0xFF)
                i = j
            elif e in b"\r\n":  # a line continuation
                i += 2 if data[i:i + 2] == b"\r\n" else 1
            else:
                out.append(e)
                i += 1
            continue
        if c == ord("("):
            depth += 1
        elif c == ord(")"):
            depth -= 1
            if depth == 0:
                return bytes(out), i + 1
        out.append(c)
        i += 1
    raise ValueError("unclosed string")


# --- labels -----------------------------------------------------------------------------------

def roman(n: int) -> str:
    out = []
    for value, digits in ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                          (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= value:
            out.append(digits)
            n -= value
    return "".join(out)


def letters(n: int) -> str:
    """1 -> a, 26 -> z, 27 -> aa, 53 -> aaa (the letter repeated, as PDF 32000 12.4.2 says)."""
    return chr(ord("a") + (n - 1) % 26) * ((n - 1) // 26 + 1)


def numeral(style: str, n: int) -> str:
    if style == "D":
        return str(n)
    if n < 1:
        return ""  # roman and letters have no zero or negatives
    if style in ("R", "r"):
        text = roman(n)
    elif style in ("A", "a"):
        text = letters(n)
    else:
        return ""
    return text.upper() if style.isupper() else text


def label_ranges(doc) -> list[tuple[int, dict]]:
    """(first page index, label dict) of every range in the document's number tree, in order."""
    cat = doc.pdf_catalog()
    if cat <= 0:
        return []
    kind, value = doc.xref_get_key(cat, "PageLabels")
    if kind in ("null", None) or not value:
        return []
    try:
        root = _resolve(doc, parse_object(value))
    except (ValueError, RuntimeError) as err:
        log.warning("page labels not read: %s", err)
        return []
    pairs: list[tuple[int, dict]] = []
    todo, seen = [root], 0
    while todo and seen < MAX_NODES:
        node = _resolve(doc, todo.pop(0))
        seen += 1
        if not isinstance(node, dict):
            continue
        nums = _resolve(doc, node.get("Nums"))
        if isinstance(nums, list):
            for k in range(0, len(nums) - 1, 2):
                start, entry = nums[k], _resolve(doc, nums[k + 1])
                if isinstance(start, int) and isinstance(entry, dict):
                    pairs.append((start, entry))
        kids = _resolve(doc, node.get("Kids"))
        if isinstance(kids, list):
            todo.extend(kids)
    return sorted(pairs, key=lambda p: p[0])


def _resolve(doc, value, depth: int = 0):
    while isinstance(value, Ref) and depth < 32:
        try:
            value = parse_object(doc.xref_object(value[0], compressed=True))
        except (ValueError, RuntimeError):
            return None
        depth += 1
    return value


def page_labels(doc) -> list[str | None]:
    """The label of every page (None: no labels, or one that cannot be decoded)."""
    total = doc.page_count
    out: list[str | None] = [None] * total
    ranges = [(s, e) for s, e in label_ranges(doc) if 0 <= s < total]
    bad = 0
    for k, (start, entry) in enumerate(ranges):
        end = ranges[k + 1][0] if k + 1 < len(ranges) else total
        prefix = entry.get("P", b"")
        text = decode_text(prefix) if isinstance(prefix, bytes) else None
        style = str(entry.get("S") or "")
        first = entry.get("St", 1)
        first = first if isinstance(first, int) else 1
        if text is None:
            bad += end - start
            continue
        for page in range(start, end):
            label = text + numeral(style, first + page - start)
            out[page] = label.strip() or None
    if bad:
        log.warning("%d page labels left out: their prefix is not a readable text string", bad)
    return out


_RAW_HEX = re.compile(r"<([0-9A-Fa-f\s]*)>")


def clean_label(text: str | None) -> str | None:
    """A stored label as a viewer shows it: a raw hex prefix left by an older parse
    (`<FEFF7AE0…>1`) decoded, None when it cannot be; control characters never pass."""
    if not text:
        return None

    def decode(m: re.Match) -> str:
        digits = re.sub(r"\s", "", m.group(1))
        decoded = decode_text(bytes.fromhex(digits + "0" * (len(digits) % 2)))
        if decoded is None:
            raise ValueError(m.group(0))
        return decoded

    try:
        out = _RAW_HEX.sub(decode, text)
    except ValueError:
        return None
    out = " ".join(out.split())
    return None if not out or _CONTROL.search(out) or "<" in out and ">" in out else out
