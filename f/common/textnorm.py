"""The one text normaliser for extracted page text, and the check that no stored text holds a
control character.

`fold` is NFKC (compatibility ideographs, ligatures, full-width Latin and digits become their
plain forms) except for the book's own full-width CJK punctuation, which is kept as printed. It
works run by run between the kept characters, with no placeholder that text could collide with:
the output is exactly NFKC of each run, the kept characters in between, and control characters
(C0 and C1 except tab and newline) replaced by U+FFFD, so a damaged text layer stays visible as
damaged (and counts as garbage for the OCR decision) instead of reaching storage. A C1 code that is
a Windows-1252 character (a font's WinAnsi code passed through as if Latin-1: U+0095 for `•`,
U+0096 for `–`, U+0093/U+0094 for quotes) is that character, not a control.

`list_marker` and `settle` keep U+FFFD (MuPDF's "no Unicode for this glyph") out of the text that
is stored: a lone unmapped glyph opening a line before a space is a list bullet (`•`), a run of
them is a leader (`…`), any other one is dropped. The OCR decision reads the text before them."""
from __future__ import annotations

import re
import unicodedata

from f.common.errors import CorruptText

# Full-width CJK punctuation that NFKC would turn into ASCII (，→ , ：→ :).
KEPT_PUNCTUATION = "，。：；！？（）【】《》“”‘’、～"
_KEPT_RUN = re.compile(f"([{KEPT_PUNCTUATION}]+)")
# Control characters other than tab and newline (carriage returns become newlines first).
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
REPLACEMENT = "\ufffd"
# C1 codes that are Windows-1252 characters (0x81, 0x8d, 0x8f, 0x90, 0x9d are not: they stay controls)
_CP1252 = {}
for _code in range(0x80, 0xA0):
    try:
        _CP1252[chr(_code)] = bytes([_code]).decode("cp1252")
    except UnicodeDecodeError:
        pass
_C1 = re.compile(f"[{''.join(_CP1252)}]")
# An unmapped glyph opening a line, set apart from its text: a list bullet in a font whose
# ToUnicode leaves it out.
_MARKER = re.compile(r"^(\s*)\ufffd(?=\s)")
_UNMAPPED_RUN = re.compile(r"\ufffd(?:\s*\ufffd)+")  # dot leaders in a font without ToUnicode
_UNMAPPED = re.compile(r"([ \t]*)\ufffd([ \t]*)")


# Old-style figures a font maps to Adobe's private-use code points (the Adobe Glyph List's
# `zerooldstyle` ... `nineoldstyle`, U+F730-U+F739): digits as printed, so that `\uf733.\uf732`
# reads `3.2` (a French LaTeX talk's section numbers and page numbers, 0913). NFKC leaves them.
_OLDSTYLE_DIGITS = {0xF730 + d: str(d) for d in range(10)}


def fold(text: str) -> str:
    """NFKC of everything but KEPT_PUNCTUATION; Adobe's old-style digits become digits; control
    characters become U+FFFD."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.isascii():
        text = _C1.sub(lambda m: _CP1252[m.group(0)], text).translate(_OLDSTYLE_DIGITS)
        parts = _KEPT_RUN.split(text)  # odd positions are runs of kept punctuation
        text = "".join(part if i % 2 else unicodedata.normalize("NFKC", part)
                       for i, part in enumerate(parts))
    return CONTROL.sub(REPLACEMENT, text)


# Compatibility forms of ideographs (Kangxi radicals U+2F00-2FD5 for 一 人 文, the CJK
# compatibility blocks): a PDF exported by an office suite often maps its glyphs to them, so `⽂件`
# looks like 文件 but matches no search for it. NFKC gives the ideograph.
_COMPAT_IDEOGRAPH = re.compile("[\u2f00-\u2fdf\uf900-\ufaff\U0002f800-\U0002fa1f]")


def fold_ideographs(text: str) -> str:
    """Only the compatibility ideographs of text as their unified ideographs (NFKC), the rest as
    given: for outside text (MinerU's), whose other compatibility characters (①, full-width
    digits) the book's rules read as printed."""
    if not _COMPAT_IDEOGRAPH.search(text):
        return text
    return _COMPAT_IDEOGRAPH.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), text)


def list_marker(line: str) -> str:
    """One text line with an unmapped glyph (U+FFFD) that opens it before a space read as `•`."""
    return _MARKER.sub(r"\1•", line) if REPLACEMENT in line else line


def settle(text: str) -> str:
    """Text to keep, without U+FFFD: a run of unmapped glyphs (leaders) becomes `…`, a single one
    goes, with the spaces around it kept once (`a � b` -> `a b`, `x�y` -> `xy`)."""
    if REPLACEMENT not in text:
        return text
    text = _UNMAPPED_RUN.sub("…", text)

    def one(match: re.Match) -> str:
        edge = match.start() == 0 or match.end() == len(text)
        return "" if edge else (match.group(1) or match.group(2))[:1]
    return _UNMAPPED.sub(one, text)


def first_control(value, path: str = "") -> str | None:
    """The path of the first string in a JSON-like value that holds a control character."""
    if isinstance(value, str):
        return path or "(text)" if CONTROL.search(value) else None
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, (list, tuple)):
        items = enumerate(value)
    else:
        return None
    for key, item in items:
        if isinstance(key, str) and CONTROL.search(key):
            return f"{path}.{key!r}"
        found = first_control(item, f"{path}[{key!r}]" if isinstance(key, int) else f"{path}.{key}")
        if found:
            return found
    return None


def drop_controls(value):
    """The value with every control character removed from its strings, and U+FFFD settled (for
    outside input such as a MinerU folder, whose text we store as given otherwise)."""
    if isinstance(value, str):
        return settle(CONTROL.sub("", value.replace("\r\n", "\n").replace("\r", "\n")))
    if isinstance(value, dict):
        return {drop_controls(k): drop_controls(v) for k, v in value.items()}
    if isinstance(value, list):
        return [drop_controls(v) for v in value]
    return value


def check_stored(value, what: str):
    """Raise CorruptText when a text field of value holds a control character; return value."""
    where = first_control(value)
    if where:
        raise CorruptText(f"refusing to store {what}: a control character in {where.lstrip('.')} "
                          "(a text-extraction bug; nothing was written)")
    return value


# Accents a text layer may set apart from their letter (pdfTeX and Texinfo with OT1 fonts print
# `ä` as a spacing `¨` kerned over an `a`), with the combining mark each stands for. The ASCII ones
# (`"` for a dieresis, the grave as a backquote, `^`, `~`) are accents only where the glyph sits on a
# letter; in code they have their own place on the line.
SPACING_ACCENTS = {"¨": "\u0308", "´": "\u0301", "ˆ": "\u0302", "˜": "\u0303", "ˇ": "\u030c",
                   "˘": "\u0306", "˚": "\u030a", "¯": "\u0304", "˙": "\u0307", "˝": "\u030b",
                   "¸": "\u0327", "˛": "\u0328"}
_ASCII_ACCENTS = {'"': "\u0308", "`": "\u0300", "^": "\u0302", "~": "\u0303"}
_DOTLESS = {"ı": "i", "ȷ": "j"}  # TeX sets í as ´ over a dotless ı
ACCENT_CHARS = "".join(SPACING_ACCENTS) + "".join(_ASCII_ACCENTS)
SPLIT_ACCENT = re.compile(f"[{re.escape(ACCENT_CHARS)}\u0300-\u036f]")
# A line worth reading with the glyphs' places: a spacing accent or combining mark anywhere, an ASCII
# look-alike only between two letters (`pi`e`, `H"aufige`); quotes and tildes of code and prose
# (`"foo"`, `~/.profile`) are not, so their pages are read once.
SPLIT_ACCENT_LINE = re.compile(f"[{re.escape(''.join(SPACING_ACCENTS))}\u0300-\u036f]"
                               f"|(?<=[^\\W\\d_])[{re.escape(''.join(_ASCII_ACCENTS))}](?=[^\\W\\d_])")


def _mark(char: str) -> str | None:
    if "\u0300" <= char <= "\u036f":
        return char
    return SPACING_ACCENTS.get(char) or _ASCII_ACCENTS.get(char)


def _overlap(a: tuple[float, float], b: tuple[float, float]) -> float:
    """How much of the narrower of two x-ranges the other covers (0-1)."""
    width = min(a[1] - a[0], b[1] - b[0])
    shared = min(a[1], b[1]) - max(a[0], b[0])
    if width <= 0:  # a glyph with no width: does its left edge fall inside the other?
        return 1.0 if b[0] <= a[0] <= b[1] and a[0] <= b[1] else 0.0
    return max(0.0, shared / width)


def compose_accents(chars: list[tuple[str, float, float]]) -> list[str]:
    """One line's glyphs (character, left x, right x, in the text layer's order) -> the text each
    glyph stands for: an accent glyph that sits on a letter (its box covers at least half of the
    narrower of the two) goes into that letter, which side of it the accent came in the layer
    decided by the glyphs' places (TeX draws the accent first, others after the letter), and the
    space a layer puts between the letter before and an accent kerned forward goes too
    (`wyja´sniaj ˛a` -> `wyjaśniają`). An accent on no letter (a standalone `¨` in a formula, a
    backquote in a code listing, TeX source `\\"a`) stays as it is. NFC at the end."""
    out = [c for c, _, _ in chars]
    for i, (char, x0, x1) in enumerate(chars):
        mark = _mark(char)
        if mark is None:
            continue
        best, side = 0.5, None
        for j in (i + 1, i - 1):  # the following letter first: TeX's order, and its ties
            if 0 <= j < len(chars) and chars[j][0].isalpha() and _mark(chars[j][0]) is None:
                share = _overlap((x0, x1), chars[j][1:])
                if share > best:
                    best, side = share, j
        if side is None:
            continue
        out[side] = _DOTLESS.get(out[side][:1], out[side][:1]) + out[side][1:] + mark
        out[i] = ""
        before = i - 1 if side == i + 1 else None
        if before is not None and before >= 0 and chars[before][0] == " ":
            space_x0, space_x1 = chars[before][1:]
            if space_x0 >= chars[side][1] - 0.25 * max(space_x1 - space_x0, 0.1):
                out[before] = ""  # the gap the accent's kern left, inside the letter's own box
    return [unicodedata.normalize("NFC", s) if len(s) > 1 else s for s in out]



_TEXT_ACCENT = re.compile(f"[{''.join(SPACING_ACCENTS)}\u0300-\u036f]")
# NFKC writes a spacing accent as a space and its combining mark (`¨` -> ` ̈`, so `H¨aufige` ->
# `H ̈aufige`): before a letter that pair is the spacing accent again
_NFKC_ACCENT = re.compile(r" ([\u0300-\u036f])(?=[^\W\d_])")
_SPACING_OF = {mark: char for char, mark in SPACING_ACCENTS.items()}


def join_accents(text: str) -> str:
    """compose_accents for text that has no glyph places (a MinerU content list), by order: a
    spacing accent (or NFKC's space and mark for it) sits where TeX draws it, on the letter after
    it; a combining mark on the letter before it, as Unicode has it. The ASCII look-alikes (`"`, the
    backquote, `^`, `~`) are never accents here: with no places, `sch"on` in code is not told apart."""
    if not _TEXT_ACCENT.search(text):
        return text
    text = _NFKC_ACCENT.sub(lambda m: _SPACING_OF.get(m.group(1), m.group(0)), text)
    boxes: list[tuple[str, float, float]] = []
    for i, char in enumerate(text):
        if char in SPACING_ACCENTS:
            boxes.append((char, i + 1, i + 2))  # over the next character's place
        elif "\u0300" <= char <= "\u036f" and boxes:
            boxes.append((char, boxes[-1][1], boxes[-1][2]))  # over the character before
        elif char in _ASCII_ACCENTS or "\u0300" <= char <= "\u036f":
            boxes.append((char, i + 0.5, i + 0.5))  # a place no character has
        else:
            boxes.append((char, i, i + 1))
    return "".join(compose_accents(boxes))
