"""One text line from PyMuPDF spans: the spans joined with the spaces the PDF only implies, its
size and weight, and whether it reads as program code (monospace type, or code syntax)."""
from __future__ import annotations

import logging
import re

from f.common.cjk import wide

log = logging.getLogger(__name__)

# Bold faces, and the Hei (黑体) faces Chinese books set headings in while the body is Song/Ming.
HEAVY = re.compile(r"Bold|Black|Heavy|Semibold|Demi|Hei|黑", re.IGNORECASE)
WEIGHT = re.compile(r"Bold|Black|Heavy|Semibold|Demi", re.IGNORECASE)  # a weight, not a Hei face
HEI_BODY = 0.5  # of the text in a Hei face read as bold only by its name: the body's own face
ITALIC = re.compile(r"Italic|Oblique", re.IGNORECASE)
# A bare numbering marker set plain before an emphasised title (`1. **Scope.** The ...`).
_PLAIN_MARKER = re.compile(r"^\s*([IVXLC]{1,6}|[A-Za-z]|\d{1,3}(\.\d{1,3})*)[.．]?\s*$|^\s*[(（]\w{1,4}[)）]\s*$")
# Monospace faces by name; PyMuPDF's flag bit 3 is unreliable for subset fonts.
MONO = re.compile(r"Mono|NimbusMon|Courier|Consol|Menlo|Monaco|Inconsolata|LucidaConsole|Lucida Console|"
                  r"SourceCode|Source Code|CMTT|LMMono|SFMono|Typewriter", re.IGNORECASE)
# A gap wider than this share of the font size, with no space character, separates words
# (tab stops, a number set apart from its title, LaTeX's positioned words).
GAP = 0.25
# Code syntax at the end or start of a line: `;` `{` `}` endings, comments, annotations.
_CODE_END = re.compile(r"(;|\{|\})\s*$")
_CODE_START = re.compile(r"^\s*(\}|//|/\*|\*/|#include|@[A-Z]\w*|import\s+[\w.]+;|package\s+[\w.]+;)")
_STRONG = re.compile(r"[{}]\s*;?\s*$|^\s*(\}|//|/\*|@[A-Z]\w*\s*$)")




def segments(spans: list[dict]) -> list[list[dict]]:
    """Spans of one line split where a wide gap separates them (two columns on one baseline).
    Whitespace-only spans are kept: they are the word spaces of many PDFs (LaTeX, Word)."""
    out: list[list[dict]] = []
    last = None  # the last span with text: gaps are measured between inked spans
    for span in spans:
        blank = not span["text"].strip()
        if not blank and last is not None and span["bbox"][0] - last["bbox"][2] > 2.5 * span["size"]:
            out.append([span])
        elif out:
            out[-1].append(span)
        elif not blank:
            out.append([span])
        if not blank:
            last = span
    for segment in out:
        while segment and not segment[-1]["text"].strip():
            segment.pop()
    return [s for s in out if s]


def _joined(spans: list[dict]) -> str:
    """Span texts joined; a space where a gap separates two inked spans that bring none."""
    out = ""
    prev = None
    for span in spans:
        text = span["text"]
        if not text.strip():
            if out and not out[-1].isspace():
                out += " "
            continue
        if prev is not None and out and not out[-1].isspace() and not text[0].isspace():
            gap = span["bbox"][0] - prev["bbox"][2]
            if gap > GAP * span["size"] and not (wide(out[-1]) and wide(text.lstrip()[0])):
                out += " "
        out += text
        prev = span
    return out


def _bold(span: dict) -> bool:
    return bool(span["flags"] & 16 or HEAVY.search(span["font"]))


def _weighted(span: dict) -> bool:
    """Bold by its flag or its font's weight (Bold, Semibold), not by a Hei face's name alone."""
    return bool(span["flags"] & 16 or WEIGHT.search(span["font"]))


def _italic(span: dict) -> bool:
    return bool(span["flags"] & 2 or ITALIC.search(span["font"]))


def lead_in(inked: list[dict]) -> str | None:
    """The emphasised phrase (bold, else italic) that opens a line whose rest is set plain, with a
    plain numbering marker before it: a run-in heading's title if page_headings agrees."""
    start = 1 if len(inked) > 2 and _PLAIN_MARKER.match(inked[0]["text"]) else 0
    for styled in (_bold, _italic):
        end = start
        while end < len(inked) and styled(inked[end]):
            end += 1
        rest = inked[end:]
        plain = sum(len(s["text"].strip()) for s in rest if not styled(s))
        if end > start and plain >= 3 and plain > 0.7 * sum(len(s["text"].strip()) for s in rest):
            return _joined(inked[:end]).strip()
    return None


def bold_runs(inked: list[dict]) -> tuple[list[str], bool, bool]:
    """The phrases set in a bold weight inside a line that is not itself bold (`一个**TEX 发行版**是…`,
    `A “**Modified Version**” … means`), and whether the first and the last run touch the line's
    ends (a phrase wrapped over two lines is joined by the paragraph). A Hei face counts as bold
    beside a plain face (Chinese books set a bold term in Hei), not where the whole line is Hei."""
    runs: list[list[dict]] = []
    after_plain = True
    hei_is_bold = not all(_bold(s) for s in inked)
    for span in inked:
        strong = _bold(span) if hei_is_bold else _weighted(span)
        if strong:
            if after_plain:
                runs.append([])
            runs[-1].append(span)
        after_plain = not strong
    phrases = [_joined(run).strip() for run in runs]
    kept = [p for p in phrases if re.search(r"[^\W\d_]", p)]  # not a bold dash, bullet or number
    if not kept:
        return [], False, False
    opens = bool(runs) and runs[0][0] is inked[0] and phrases[0] == kept[0]
    closes = bool(runs) and runs[-1][-1] is inked[-1] and phrases[-1] == kept[-1]
    return kept, opens, closes


_MATH_FACE = re.compile(r"CMMI|CMSY|CMEX|Math|MSAM|MSBM", re.I)


def italic_runs(inked: list[dict]) -> list[str]:
    """The phrases set in italics inside a line that is not itself italic: a manual's defining
    instance (texinfo's @dfn: `Thus a *library* is a directory …`). Not maths italics (a variable),
    not slanted typewriter (a placeholder), not a run of fewer than three letters."""
    runs: list[list[dict]] = []
    after_plain = True
    for span in inked:
        slanted = _italic(span) and not (span["flags"] & 8 or MONO.search(span["font"])
                                         or _MATH_FACE.search(span["font"]))
        if slanted:
            if after_plain:
                runs.append([])
            runs[-1].append(span)
        after_plain = not slanted
    phrases = [_joined(run).strip() for run in runs]
    return [p for p in phrases if len(re.findall(r"[^\W\d_]", p)) >= 3]


def line_of(spans: list[dict]) -> dict:
    """A line record: text, bbox (PDF units), size, bold, and code signals (mono, code, strong)."""
    inked = [s for s in spans if s["text"].strip()]
    chars = sum(len(s["text"]) for s in inked)
    size = max(inked, key=lambda s: len(s["text"]))["size"]
    bold = sum(len(s["text"]) for s in inked if _bold(s)) > chars / 2
    italic = sum(len(s["text"]) for s in inked if _italic(s)) > chars / 2
    mono_chars = sum(len(s["text"].strip()) for s in inked if s["flags"] & 8 or MONO.search(s["font"]))
    bbox = (min(s["bbox"][0] for s in inked), min(s["bbox"][1] for s in inked),
            max(s["bbox"][2] for s in inked), max(s["bbox"][3] for s in inked))
    text = _joined(spans)
    mono = mono_chars > 0.8 * sum(len(s["text"].strip()) for s in inked)
    # syntax colouring: three or more colours in one line of one size, as code listings print
    coloured = len({s["color"] for s in inked}) >= 3 and len({round(s["size"]) for s in inked}) == 1
    syntax = bool(_CODE_END.search(text) or _CODE_START.match(text))
    line = {"text": text, "bbox": bbox, "size": size, "bold": bold, "mono": mono, "face": face_of(inked),
            "code": mono or (syntax and not _prose(text)) or (coloured and syntax),
            "strong": mono or (coloured and syntax) or bool(_STRONG.search(text) and not _prose(text))}
    if italic and not bold:
        line["italic"] = True
    tone = colour_of(inked)
    if tone is not None:
        line["colour"] = tone
    if bold and not any(_weighted(s) for s in inked):
        line["hei"] = True  # bold only by its Hei face's name (plain_hei_body)
    lead = lead_in(inked)
    if lead:
        line["lead_in"] = lead
    if not bold:
        phrases, opens, closes = bold_runs(inked)
        if phrases:  # for the glossary's bold term (items.bold_phrases); no effect on the text
            line.update(bold_phrases=phrases, bold_opens=opens, bold_closes=closes)
    if not italic:
        slanted = italic_runs(inked)
        if slanted:  # for the glossary's emphasised term (items.italic_phrases); no effect on the text
            line["italic_phrases"] = slanted
    if line["code"]:
        # advance of one character: measured for monospace type, else half the size (an en)
        widths = [(s["bbox"][2] - s["bbox"][0]) / len(s["text"]) for s in inked if len(s["text"]) > 1]
        line["char"] = sorted(widths)[len(widths) // 2] if mono and widths else 0.5 * size
        line["lead"] = len(text) - len(text.lstrip(" "))
    return line


CHROMA = 48  # of 255: the spread of a colour's channels, past which it is no black or grey


def colour_of(inked: list[dict]) -> int | None:
    """The one colour (sRGB) every span of the line is inked in, where it is a colour (a heading
    set in blue at the body's size), else None: black, grey and mixed lines carry none."""
    tones = {s.get("color") for s in inked}
    if len(tones) != 1 or not isinstance(tone := tones.pop(), int):
        return None
    channels = (tone >> 16 & 255, tone >> 8 & 255, tone & 255)
    return tone if max(channels) - min(channels) >= CHROMA else None


def plain_hei_body(pages: list[list[dict]]) -> int:
    """A Hei face reads as bold (Chinese books set headings in Hei over a Song body); a document
    whose body text is itself set in Hei (Microsoft YaHei, WenQuanYi Micro Hei) is not all bold:
    there only a real bold weight counts. Clears `bold` in place; returns how many blocks lost it."""
    text = [(b, len(b["text"])) for blocks in pages for b in blocks if not b.get("kind")]
    total = sum(n for _, n in text)
    if not total or sum(n for b, n in text if b.get("hei")) <= HEI_BODY * total:
        return 0
    plain = [b for blocks in pages for b in blocks if b.get("hei") and b.get("bold")]
    for block in plain:
        block["bold"] = False
    log.info("the body is set in a Hei face: %d blocks read as bold only by its name are plain", len(plain))
    return len(plain)


_SUBSET = re.compile(r"^[A-Z]{6}\+")
# TeX's fonts name their design size (`LMSans12`, `CMSS10`, `SFRM1000`): the 12 pt heading cut and
# the 10 pt cut of one face are one family, else a subsection in the sections' face at body size
# (LaTeX News' sans oblique) never matches the heading face
_DESIGN_SIZE = re.compile(r"(?<=[A-Za-z])\d{1,4}$")


def face_of(inked: list[dict]) -> str:
    """The family of the type most of the line is set in, without subset prefix, style and design
    size (`ABCDEF+DejaVuSans-Bold` -> `DejaVuSans`, `LMSans12-Oblique` -> `LMSans`): a heading face
    beside the body's (page_headings)."""
    chars: dict[str, int] = {}
    for span in inked:
        family = _DESIGN_SIZE.sub("", re.split(r"[-,]", _SUBSET.sub("", span.get("font") or ""))[0])
        chars[family] = chars.get(family, 0) + len(span["text"].strip())
    return max(chars, key=chars.get) if chars else ""


def _prose(text: str) -> bool:
    """A sentence that only ends like code (`...device; or`, Chinese with a semicolon)."""
    words = re.findall(r"[A-Za-z]+", text)
    cjk = sum(wide(c) for c in text)
    return cjk > 0.5 * len(text.strip()) or (len(words) >= 8 and not re.search(r"[=(){}\[\]<>]", text))
