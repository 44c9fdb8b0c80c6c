"""Code on an OCR'd page that no heading rule should take for a title (decision 0771). Pure.

A scan has no monospace flag: OCR gives a line's text and box only, and a code line read alone
can be set heavier or taller than the body (a bold listing, a tall symbol beside its name). What
says "code" is in the text and in the lines around it:

- `code_only`: every word of the line sits inside a code token: a TeX control word (`\\gimel`,
  `\\1lcorner` as OCR reads `\\llcorner`), a DocStrip guard (`<*package>`, `</class>`, `<@@=fdu>`),
  beside nothing but an ID, a line number or a stray letter (`206A \\gimel`, `1 〈*package〉`). A title
  that names a command keeps its words (`7.1. The \\newsymbol command (AMS-TeX or plain TeX)`).
- `code_like`: a line a listing holds: `code_only`, braces or a semicolon, a call `f()`, a path,
  a `key:value` token (`fun:mbtowc`, `obj:/usr/lib/libX11.so`).
- `listing_lines`: a short line set between two one-line code-like lines that start at its left edge is
  one more line of the listing (valgrind's `Memcheck:Value4` between `<insert_name>` and
  `fun:mbtowc`), whatever its own text.
- `example_output`: a short line whose text sits inside a code line above it on the page is the
  example's typeset result (`\\xpinyin*{贾雨村风尘怀闺秀}` over `贾雨村风尘怀闺秀`).
- `directory_line`: a line ending on `/` names a directory in a listed tree, never a section.
- `beside_code`: an unnumbered line with a code line on its right, on the same rows across a gutter, is the
  example's typeset result set beside its source (zhnumber's `二十亿零一千二百零二万零一百二十` beside
  `\\zhnumber{2012020120}`); a heading has no code beside it (0776).
- `term_with_description`: a line opening on a control word whose Chinese description runs on in a sentence
  (`\\__zhnum_read_abs_loop:Nw当数字很大时，…`) is a definition list's item, not a heading (0776).
- `between_code`: an unnumbered line with code lines close above and below it (less than NOTE_GAP of its
  height between) is a note inside the listing (a dtx's `检测选项是否合法` between two code blocks); a heading
  has space above it (0816).
- `numbered_command`: a section number of two parts or more, then control words only (`2.5.2 \\catcodetable`,
  `4.2.1\\added`): a subsection titled by the command it describes, if its number is in step with the
  document's others (scan_lines.mark_dotted_section_titles decides, 0846); a listing numbers its lines with
  one part (`90\\Urlmuskip`)."""
from __future__ import annotations

import re

from f.common.pdf.code import same_row

# `\gimel`, `\1lcorner` (OCR reads `l` as `1`), `\__fdu_setmainfont:nn`
_CONTROL_WORD = re.compile(r"\\[A-Za-z@_][A-Za-z@_:0-9]*|\\[0-9][A-Za-z][A-Za-z@]*")
# `<*package>`, `</class>`, `<@@=fdu>`, `〈*package〉`, `<class|class-en>`: a DocStrip guard
# `(*sty〉`, `(*cryptocode.sty)`: OCR's `(` for `<` (and `)` for `>`), a `*` or `/` after it
_GUARD = re.compile(r"[<〈⟨]\s*[*/@!]?[@=\w|&!-]+\s*[>〉⟩]|\(\s*[*/][@=\w.|&!-]+\s*[>〉⟩)]")
_WORD = re.compile(r"[^\W\d_]{2,}")
_HAN = re.compile(r"[\u4e00-\u9fff]")
# `fun:mbtowc`, `obj:/usr/X11R6/lib/libX11.so.6.2`, `Memcheck:Value4`: a key and its value with no space
_KEY_VALUE = re.compile(r"^\s*[A-Za-z_][\w.-]*:[^\s:]\S*\s*$")
_BRACES = re.compile(r"[{};]|\w\(\)")
_PATH = re.compile(r"(?:^|\s)(?:[$~.]?/|\w[\w.-]*/)[\w.*/-]+")
_SQUASH = re.compile(r"\s+")

_SECTION_TITLE = re.compile(r"^\s*\d{1,2}(?:\s?[.．]\s?\d{1,2}){1,3}[.．]?\s*[A-Z][a-z]")  # `9.4 Euler Script`
LISTING_ALIGN = 12   # page units (0-1000): a listing's lines start this near each other
LISTING_CHARS = 40   # characters: a listing line read between two others is no longer than this
OUTPUT_CHARS = 4     # characters (spaces aside): an example's output this long at least is compared
CODE_GUTTER = 15     # page units: the code beside an example's output starts this far right of it at least


def code_only(text: str) -> bool:
    """Every word of the line is inside a control word or a guard, and there is one."""
    tokens = _CONTROL_WORD.findall(text) + _GUARD.findall(text)
    if not tokens:
        return False
    rest = _GUARD.sub(" ", _CONTROL_WORD.sub(" ", text))
    return not _HAN.search(rest) and not any(len(w) >= 3 for w in _WORD.findall(rest))


def code_like(text: str) -> bool:
    """A line a listing holds (see the module's note)."""
    text = text.strip()
    return bool(text) and (code_only(text) or bool(_BRACES.search(text)) or bool(_KEY_VALUE.match(text))
                           or bool(_PATH.search(text)) and " " not in text and not _HAN.search(text))


def listing_lines(blocks: list[dict]) -> set[int]:
    """Indices of one-line blocks set between two code-like lines that start at their left edge
    (blocks in reading order, bboxes in page units)."""
    out: set[int] = set()
    for n in range(1, len(blocks) - 1):
        above, line, below = blocks[n - 1], blocks[n], blocks[n + 1]
        if line.get("lines", 1) != 1 or len(line["text"].strip()) > LISTING_CHARS or _SECTION_TITLE.match(line["text"]):
            continue  # a dtx's section title sits between two guards (`175 </euf>`, `9.4 Euler Script`, `176 <*eus>`)
        if all(b.get("lines", 1) == 1 and abs(b["bbox"][0] - line["bbox"][0]) <= LISTING_ALIGN and code_like(b["text"])
               for b in (above, below)):
            out.add(n)
    return out


def example_output(blocks: list[dict]) -> set[int]:
    """Indices of short one-line blocks whose text (spaces aside) is inside a code line above them:
    the typeset result under its source."""
    out: set[int] = set()
    code: list[str] = []
    for n, b in enumerate(blocks):
        squashed = _SQUASH.sub("", b["text"])
        if b.get("lines", 1) == 1 and len(squashed) >= OUTPUT_CHARS and not code_like(b["text"]) \
                and any(squashed in c for c in code):
            out.add(n)
        if code_like(b["text"]) or _CONTROL_WORD.match(b["text"].strip()):  # code, not a sentence naming a command
            code.append(_SQUASH.sub("", b["text"]))
    return out


def directory_line(text: str) -> bool:
    """A line ending on a slash: a directory in a listed tree (`fonts/pk/`, `(device resolution)/`)."""
    return text.rstrip().endswith("/")


# `6.1 准备`, `第2节`, `A.1`, `(3)`: a numbered line is a heading's candidate whatever sits beside it
_NUMBERED = re.compile(r"^\s*(?:\d|第|[A-Z]\.\d|[(（]\d)")
_TERM_RUN_IN = re.compile(r"^\s*\\[A-Za-z@_][A-Za-z@_:0-9]*\s*(?:#\d\s*)*[\u4e00-\u9fff].*[，。；：,;:]")


def beside_code(blocks: list[dict]) -> set[int]:
    """Indices of unnumbered, not code-like blocks with a code-like block on their right across a gutter, on the
    same rows (code.same_row: more than half the shorter one's height): an example's typeset result beside its source."""
    code = [b for b in blocks if code_like(b["text"]) or _CONTROL_WORD.match(b["text"].strip())]
    out: set[int] = set()
    for n, b in enumerate(blocks):
        text = b["text"].strip()
        if not text or _NUMBERED.match(text) or code_like(text) or _CONTROL_WORD.match(text):
            continue
        for c in code:
            if c["bbox"][0] >= b["bbox"][2] + CODE_GUTTER and same_row(b["bbox"], c["bbox"]):
                out.add(n)
                break
    return out


# `90\\Urlmuskip=0mu plus0.1mu`: a listing's line, its number then a control word
_NUMBERED_CODE = re.compile(r"^\s*\d{0,4}\s*\\[A-Za-z@]")
NOTE_GAP = 1.0       # of the line's height: a note in a listing sits this close to the code above and below


def between_code(blocks: list[dict]) -> set[int]:
    """Indices of unnumbered one-line blocks, not code-like, with a code-like block less than NOTE_GAP of
    their height above them and another as close below, overlapping them across: a note set in a listing."""
    code = [b for b in blocks if code_like(b["text"]) or _NUMBERED_CODE.match(b["text"])]
    out: set[int] = set()
    for n, b in enumerate(blocks):
        text = b["text"].strip()
        if not text or b.get("lines", 1) != 1 or _NUMBERED.match(text) or code_like(text) or _NUMBERED_CODE.match(text):
            continue
        x0, y0, x1, y1 = b["bbox"]
        reach = NOTE_GAP * max(1.0, y1 - y0)
        across = [c["bbox"] for c in code if c["bbox"][0] < x1 and c["bbox"][2] > x0]
        if any(0 <= y0 - c[3] < reach for c in across) and any(0 <= c[1] - y1 < reach for c in across):
            out.add(n)
    return out


def term_with_description(text: str) -> bool:
    """A control word and its Chinese description run on in one line, a clause mark in it (see the note)."""
    return bool(_TERM_RUN_IN.match(text))


# `2.5.2 \catcodetable`, `4.2.1\added`, `2.3.3\stopthumb and\continuethumb`: a dotted section number, then a command
_SECTION_COMMAND = re.compile(r"^\s*\d{1,2}(?:\s?[.．]\s?\d{1,2}){1,3}[.．]?\s*(?=\\[A-Za-z@])")


def numbered_command(text: str) -> bool:
    """A section number of two parts or more, then words all inside control words (a command's subsection)."""
    m = _SECTION_COMMAND.match(text)
    return bool(m) and code_only(text[m.end():])
