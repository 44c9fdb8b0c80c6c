"""OCR'd pages read like text-layer pages before furniture and headings are looked for. Pure.

- Weight: an OCR block carries `weight` (stroke width over line height, f.common.pdf.ocr_lines);
  it is `bold` when it is well above the document's body weight for its script (CJK and Latin
  strokes differ), so the shared heading detector (outline, page_headings) sees bold as it does on
  a text layer.
- Fragments: text read inside a figure or off a cover (`2 E`, `20°`, `(C)54cm2`, `课`) is kept as
  text, marked kind `fragment`, so no detector makes it a heading: fewer than two letters, an
  answer option, mostly digits and symbols, a very short line on a page with no running text, or
  a table cell (a short block with two others on its row).
- Callout labels: a short plain line that comes again on three pages or more, set in a box
  (`警告`, `Warning` over the box's indented text), is kept as text, never a heading (0301).
- Running titles: OCR reads the same header a little differently from page to page
  (`华东师大版一课一练` / `华东师大版一课—练`); margin blocks that nearly match an earlier one get its
  text as `furniture_key`, which f.common.pdf.furniture groups by.
- Page numbers: a number read in an OCR'd margin labels its page only when it is in step with the
  numbers near it (value minus page index shared with another page within WINDOW pages, and
  rising); a misread (`8` between `3` and `5`) is dropped and counted."""
from __future__ import annotations

import re
from difflib import SequenceMatcher

from f.common.cjk import wide
from f.common.margins import page_number, zone
from f.common.pdf.code import same_row
from f.common.pdf.outline import opener_label
from f.common.pdf.page_headings import marked as numbering
from f.common.pdf.scan_centred import mark_centred_capitals
from f.common.pdf.scan_code import (
    beside_code,
    between_code,
    code_only,
    directory_line,
    example_output,
    listing_lines,
    numbered_command,
    term_with_description,
)
from f.common.pdf.scan_diagrams import diagram_labels
from f.common.pdf.scan_figure_words import lines_inside_picture, words_over_figure
from f.common.pdf.scan_picture_marks import lines_among_marks, lines_between_rules
from f.common.pdf.scan_pictures import picture_lines
from f.common.tree.headings import LEADER_RUN, classify, match_key, roman_to_int

BOLD_RATIO = 1.3     # weight over the document's body weight (same script) that reads as bold
WINDOW = 6           # pages either side in which a page number must find one in step with it
NEAR_SAME = 0.8      # similarity at which two OCR'd margin lines are the same running title
_LETTER = re.compile(r"[^\W\d_]")
_OPTION = re.compile(r"^\s*[(（]?\s*[A-HＡ-Ｈ]\s*[)）.．、]")
RUNNING_TEXT = 20    # a page with a body line this long has running text
_FORMULA = re.compile(r"\b(sin|cos|tan|cot|log|ln|lg|lim|max|min)\b|(sin|cos|tan)\d|[°=√∠△⊥∥≤≥±×÷∵∴∆∇∂∑∫∈Ω]")
_WORD = re.compile(r"[^\W\d_]{2}")  # two letters in a row: a word (`Pi`), not `A(B)`
_SPACE = re.compile(r"\s+")
_NON_WORD = re.compile(r"[\s\W_]+")
_DIGITS = re.compile(r"\d+")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_NUMBER_TOKEN = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")  # `10`, `2.5`: an axis tick
_CJK_STOP = re.compile(r"[。；！？]")
_STOP = re.compile(r"[。；;！？]")
_COMMA = re.compile(r"[，,]")
_OPEN_BLANK_END = re.compile(r"[(（]$")
_SENTENCE_BREAK = re.compile(r"[a-z]{3,}[.!?]\s+[A-Z]")  # `… simply. Although`
_HYPHEN_END = re.compile(r"[a-z]-$")  # `prob-`: a word broken at the line's end
_OPENS_ON_STOP = re.compile(r"[.,;:!?，。、)）\]】]")
_LOWER_START = re.compile(r"[a-z]")
_STOP_END = re.compile(r"[.:]$")
_I_THINK = re.compile(r"[我你][^：:]{0,6}[：:]")  # `我认为：…`, `我的发现：`
_TELLING_ROMAN = re.compile(r"[ildmILDM]")  # roman digits whose case OCR reads right


def _script(text: str) -> str:
    return "cjk" if sum(wide(c) for c in text) * 2 >= len(text.replace(" ", "")) else "latin"


def _median(values: list[float]) -> float:
    values = sorted(values)
    return values[len(values) // 2] if values else 0.0


def mark_weight(pages: list[list[dict]]) -> int:
    """Set `bold` on OCR blocks set heavier than the body; returns how many."""
    by_script: dict[str, list[float]] = {}
    for blocks in pages:
        for b in blocks:
            if b.get("weight") and len(b["text"]) >= RUNNING_TEXT:
                by_script.setdefault(_script(b["text"]), []).extend([b["weight"]] * b.get("lines", 1))
    body = {k: _median(v) for k, v in by_script.items() if len(v) >= 5}
    found = 0
    for blocks in pages:
        for b in blocks:
            base = body.get(_script(b["text"])) if b.get("weight") else None
            if base and b["weight"] >= BOLD_RATIO * base:
                b["bold"] = True
                found += 1
    return found


def fragment(text: str, running: bool) -> bool:
    text = text.strip()
    letters = len(_LETTER.findall(text))
    option = _OPTION.match(text)
    if letters < 2 or (option and len(_LETTER.findall(text[option.end():])) < 3):
        return True  # `B. 12`, `(C)54cm2`; not `A. Mobile Platform`
    if numbered_command(text):
        return False  # `4.2.1\\added`: a command's subsection, few letters beside its number (0846)
    if len(text) < 14 and letters < 0.5 * len(text.replace(" ", "")) and not any(wide(c) for c in text):
        return True
    if len(text) < 14 and not any(wide(c) for c in text) and (_FORMULA.search(text) or not _WORD.search(text)):
        return True  # `sin53°`, `∠ABC=90`, `A(B)`, `C1`: a formula or a figure's letters, no word
    return not running and len(text) <= 4


HEAD_COPY_SIZE = 1.2  # a page's title set at least this much larger than its running head's copy of it


def _under_its_running_head(blocks: list[dict]) -> set[int]:
    """id() of short lines printed again, smaller, in the page's top margin above them: a thesis's
    `插图清单` or `摘要` page, whose running head repeats its title. A cover's big short lines have
    no such copy; a page with so few lines is read as a cover otherwise (`fragment`, not running)."""
    heads = [b for b in blocks if zone(b["bbox"], strict=True) == "header"]
    return {id(b) for b in blocks if not zone(b["bbox"], strict=True) and any(
        _NON_WORD.sub("", h["text"]) == _NON_WORD.sub("", b["text"]) and h["bbox"][3] <= b["bbox"][1]
        and (b.get("size") or 0) >= HEAD_COPY_SIZE * (h.get("size") or 0) > 0 for h in heads)}


def mark_fragments(pages: list[list[dict]]) -> int:
    found = 0
    repeated = _repeated_header_lines(pages) | _callout_labels(pages) | _field_labels(pages)
    body = _median([b.get("size") or 0.0 for blocks in pages for b in blocks
                    if b.get("ocr") and len(b["text"]) >= RUNNING_TEXT])
    # the book's running text is set left to right: a line set top to bottom is a figure's
    horizontal = sum(len(b["text"]) >= RUNNING_TEXT and not vertical(b) for blocks in pages for b in blocks
                     if b.get("ocr")) >= 2
    for blocks in pages:
        ocr = [b for b in blocks if b.get("ocr") and not b.get("kind")]
        # a cover holds a few big short lines; a contents page many short ones
        running = any(len(b["text"]) >= RUNNING_TEXT for b in ocr) or len(ocr) >= 8
        cells = _cells(ocr)
        stacked = _stacked_cells(ocr, cells)
        cover = _cover(ocr)
        headed = _under_its_running_head(ocr)
        for n, b in enumerate(ocr):
            if n in cells or fragment(b["text"], running or id(b) in headed):
                b["kind"] = "fragment"
                # the tree promotes a numbered line by its number (`35 log (x − c)`, a display's cell
                # read as chapter 35): a fragment that is a formula reading as a numbered title carries
                # its verdict into the items. Other fragments stay as they were: a numbered title OCR
                # read on a row with two other lines (`A.1.2 表格`), a part opener's label (`第一部分`),
                # a score's bar numbers
                if formula(b["text"]) and _numbered_words(b["text"]):
                    b["no_heading"] = True
                found += 1
        options = _option_lines(ocr)
        labels = _figure_labels(ocr, body) | picture_lines(ocr, body)
        measure = _full_measure(ocr)
        rows = _two_cell_rows(ocr) | _indented_column(ocr) | _figure_rows(ocr) | _terms_over_descriptions(ocr)
        code = listing_lines(ocr) | example_output(ocr)
        rows |= code  # a listing's line, an example's typeset result
        rows |= beside_code(ocr)  # an example's typeset result beside its source
        rows |= between_code(ocr)  # a note set inside a listing
        rows |= diagram_labels(ocr)  # a diagram's box labels
        rows |= words_over_figure(ocr, body) | lines_inside_picture(ocr)  # a figure's words (1048)
        rows |= lines_among_marks(ocr)  # a screenshot's words, its marks beside them (1101)
        rows |= lines_between_rules(ocr)  # a table's cells between its rules (1146)
        listed = numbered_list_run(ocr)  # a contents list without page numbers (1147)
        for n in listed:
            ocr[n]["listed"] = True
        rows |= listed
        rows |= _column_of_rows(ocr, rows)  # the other left cells of a table's column, its header's
        for n, b in enumerate(ocr):
            if b.get("kind"):
                continue
            if n in stacked or n in options or n in labels or n in measure or n in rows or cover or id(b) in repeated \
                    or unsure(b) or no_title(b) and not _display_name(b, body) or (horizontal and vertical(b)):
                b["no_heading"] = True  # still text and still counted as a line (bold share, body size)
                # a listing's or shell line read heavy says nothing of how the book uses bold (1046)
                b["code_line"] = n in code or code_only(b["text"]) or bool(_PROMPT.match(b["text"]))
    mark_part_headings(pages)
    mark_plain_numbered_titles(pages)
    mark_heavier_numbered_lines(pages)
    mark_dotted_section_titles(pages)
    mark_centred_capitals(pages)
    return found


DISPLAY_NAME = 1.6   # of the body size: a line opening in lower case this large is a display title


def _display_name(block: dict, body: float) -> bool:
    """A title opening on a lower-case name (`tlmgr: Managing your installation`, its chapter number
    OCR'd apart), set in display type: the lower-case opening tells a wrapped line only at the body's
    size (OCR sizes scatter by a fifth, not by DISPLAY_NAME); it ends no sentence and holds no code."""
    text = block["text"].strip()
    return bool(body) and (block.get("size") or 0.0) >= DISPLAY_NAME * body and bool(_LOWER_START.match(text)) \
        and not _STOP_END.search(text) and not _STOP.search(text) and not _CODE.search(text) \
        and not _CODE_OR_CITATION.match(text) and len(text) <= MEASURE_CHARS + 10


def _numbered_words(text: str) -> bool:
    """A number, then letters: what a numbering rule could take for a title (`35 log (x − c)`)."""
    heading = classify(text)
    return bool(heading.number) and bool(_LETTER.search(heading.rest or ""))


def vertical(block: dict) -> bool:
    """A line set top to bottom (its box taller than wide, two characters or more): on a page whose
    running text is horizontal, a figure's words (`弦圖` over an old diagram, `朱實六黃實一` down its
    side) or a banner, never a heading; its measured size is its length, not its type's."""
    x0, y0, x1, y1 = block["bbox"]
    return block.get("lines", 1) == 1 and len(_SPACE.sub("", block["text"])) >= 2 and (y1 - y0) > 1.5 * (x1 - x0)


MEASURE_SLACK = 15   # page units (0-1000): a line ending this near the text's right edge fills the measure
MEASURE_CHARS = 30   # characters: a line this long that fills the measure is a paragraph's line


def _full_measure(blocks: list[dict]) -> set[int]:
    """Unnumbered one-line blocks, not bold, as long as a paragraph's line and running to the
    right edge of the page's paragraphs (`'salt' property affects to determine cache filename.
    this is useful fo`): a paragraph's first line that OCR read apart, whatever size its ink
    reads; a heading stops short of the measure or is set apart by weight or a number."""
    columns = _two_columns(blocks)
    edges = sorted(b["bbox"][2] for b in blocks if b.get("lines", 1) >= 2 and len(b["text"]) >= 2 * RUNNING_TEXT)
    if len(edges) < 2 and not columns:  # no paragraphs (a cover, a contents page): no measure to fill
        return set()
    right = edges[len(edges) // 2] if len(edges) >= 2 else None
    out = set()
    for n, b in enumerate(blocks):
        if b.get("lines", 1) != 1 or b.get("bold") or len(b["text"].replace(" ", "")) < MEASURE_CHARS \
                or scheme_of_line(b["text"]):
            continue
        # on a two-column page each column has its own right edge (a left column's line stops mid-page)
        edge = next((r for x0, x1, r in columns if x0 - MEASURE_SLACK <= b["bbox"][0] and b["bbox"][2] <= x1 + MEASURE_SLACK),
                    right)
        if edge is not None and b["bbox"][2] >= edge - MEASURE_SLACK:
            out.add(n)
    return out


COLUMN_LINES = 5     # long lines each side of the page's middle, at least: the page is set in two columns
MIDDLE = 500         # page units: the page's middle


def _two_columns(blocks: list[dict]) -> list[tuple[float, float, float]]:
    """[(left, right, right edge of its paragraphs' lines)] of a page's two text columns, or [] for a
    page in one column: COLUMN_LINES long lines or more wholly left of the page's middle and as many
    wholly right of it (a TUGboat paper, a two-column exam paper). A column's right edge is where most
    of its long lines end (the median)."""
    long = [b["bbox"] for b in blocks if len(b["text"].replace(" ", "")) >= MEASURE_CHARS and not b.get("kind")]
    left = [x for x in long if x[2] < MIDDLE + MEASURE_SLACK]
    right = [x for x in long if x[0] > MIDDLE - MEASURE_SLACK]
    if len(left) < COLUMN_LINES or len(right) < COLUMN_LINES:
        return []
    return [(min(x[0] for x in side), max(x[2] for x in side), _median([x[2] for x in side])) for side in (left, right)]


# an answer option's marker, where a line opens (`A. 零上3°C`) or inside it (`… B.3 C.2√2`)
_OPTION_AT = re.compile(r"(?:^|(?<=[\s\u4e00-\u9fff\d)）]))([A-DＡ-Ｄ])\s*[.．、]")


def _option_lines(blocks: list[dict]) -> set[int]:
    """Lines of a choice question's options: a line opening on an option marker that holds another
    option (`A.4 B.3 C.2√2 D.√2`), or one of two or more lines on the page that open on different
    option letters (`A. 有两个不相等实数根` / `C. 有且只有一个实数根`). An exam's options, never titles."""
    opening = {}
    for n, b in enumerate(blocks):
        m = _OPTION.match(b["text"])
        if m:
            opening[n] = b["text"].strip()[0]
    out = set()
    for n, letter in opening.items():
        later = [x.group(1) for x in _OPTION_AT.finditer(blocks[n]["text"].strip()[2:])]
        if any(x != letter for x in later):
            out.add(n)
        elif any(o != letter for m, o in opening.items() if m != n) and not _lettered_heading(blocks, n, opening):
            out.add(n)
    return out


def _lettered_heading(blocks: list[dict], n: int, opening: dict[int, str]) -> bool:
    """A report's lettered subheading (`A. Mobile Platform` … `B. Mobile Application`), not an option: set
    bold, and running text lies between it and the lines of the letters next to it (a question's
    options follow one another, or share a row)."""
    if not blocks[n].get("bold"):
        return False
    letter = ord(opening[n])
    near = [m for m, o in opening.items() if abs(ord(o) - letter) == 1]

    def apart(m: int) -> bool:
        top, bottom = sorted((blocks[m]["bbox"][3], blocks[n]["bbox"][3]))
        return any(len(b["text"]) >= RUNNING_TEXT and top < b["bbox"][1] and b["bbox"][3] <= bottom
                   and k not in opening for k, b in enumerate(blocks))

    return bool(near) and all(apart(m) for m in near)


FIGURE_REACH = 3.0   # line heights around a short line in which figure fragments make it a label
FIGURE_LABEL = 8     # characters (spaces aside): a figure's label or a chart's axis title
FIGURE_DISPLAY = 1.5  # of the body size: a line this large is a display title, not a figure's label
SCREEN_CHARS = 30    # characters (spaces aside): a screenshot's line of words, at most
SCREEN_FRAGMENTS = 3  # the picture's fragments near a line of letters that make it a screenshot's


def _figure_labels(blocks: list[dict], body: float) -> set[int]:
    """Short Chinese lines among a figure's fragments: a chart's axis title (`人数`, `金额(元)`), a
    view's label (`主视方向`, `俯视`), a flow chart's box (`开始`); and a row of axis ticks
    (`10 20 30 40`). Two fragments or more (letters, numbers, angles read inside the figure) within
    FIGURE_REACH line heights of the line, and the line not set in display type (a song's title over
    its score is twice the body's size): the line is part of the figure."""
    out = set()
    # a figure's own marks: numbers, letters, angles (a table's cells, `主席` `赵XX`, hold words)
    frags = [b for b in blocks if b.get("kind") == "fragment" and not any(wide(c) for c in b["text"])]
    for n, b in enumerate(blocks):
        text = _SPACE.sub("", b["text"])
        if b.get("kind") or b.get("lines", 1) > 1 or scheme_of_line(b["text"]):
            continue
        ticks = len(_NUMBER_TOKEN.findall(b["text"])) >= 3 and len(text) <= 30
        label = len(text) <= FIGURE_LABEL and _script(text) == "cjk" and (
            not body or (b.get("size") or 0.0) < FIGURE_DISPLAY * body)
        # a screenshot's words (a window's title bar `TeX Live 2022 Installer`, a tab row): a short line of
        # letters among SCREEN_FRAGMENTS or more of the picture's fragments (buttons, fields, `X`), at any size
        screen = len(text) <= SCREEN_CHARS and _script(text) != "cjk"
        if not (label or ticks or screen):
            continue
        x0, y0, x1, y1 = b["bbox"]
        reach = FIGURE_REACH * max(1.0, y1 - y0)
        near = [f for f in frags if f["bbox"][1] < y1 + reach and f["bbox"][3] > y0 - reach
                and f["bbox"][0] < x1 + reach and f["bbox"][2] > x0 - reach]
        # a heading over its paragraph (`音乐知识` over the lesson's text, a score beside them) is none
        over_text = any(len(o["text"]) >= RUNNING_TEXT and not o.get("kind") and 0 <= o["bbox"][1] - y1 < reach
                        and o["bbox"][0] < x1 and o["bbox"][2] > x0 for o in blocks)
        if ticks or not over_text and (label and len(near) >= 2 or screen and len(near) >= SCREEN_FRAGMENTS):
            out.add(n)
    return out


def scheme_of_line(text: str) -> str | None:
    from f.common.pdf.page_headings import scheme_of

    return scheme_of(text)


# a part heading of an exam paper: `一、选择题（本大题共10小题，每小题3分，共30分）`, the label short,
# what follows it a bracketed note (OCR may cut it, or read the instructions after it into the block), or
# a note after a colon (`一、选择题：本题共8小题，每小题5分，共40分。在每小题给出的…`)
_PART = re.compile(r"^\s*([一二三四五六七八九十]{1,3})\s*[、.．]\s*([\u4e00-\u9fff]{2,8})\s*(?:$|[(（:：])")
PART_LINES = 3  # a part heading's note may wrap over its block's lines, no more


def mark_part_headings(pages: list[list[dict]]) -> int:
    """An exam paper's parts, `一、选择题` `二、填空题` `三、解答题`, set in body type: a short
    label after a Chinese numeral, its note in brackets or after a colon, and the numerals rising one by one through
    the document (a scheme used consistently, two parts or more). Each is read as set apart (bold)
    and may be a title, whatever a sentence in its note said. Returns how many."""
    from f.common.tree.headings import cn_to_int

    found = [(b, cn_to_int(m.group(1))) for blocks in pages for b in blocks
             if b.get("ocr") and b.get("kind") in (None, "fragment") and b.get("lines", 1) <= PART_LINES
             and (m := _PART.match(b["text"]))]
    runs: list[list[dict]] = []
    last = 0
    for block, value in found:
        if value == 1:
            runs.append([block])
        elif runs and value == last + 1:
            runs[-1].append(block)
        else:
            value = -1  # out of step: neither this nor what follows it continues the run
        last = value or 0
    marked = 0
    for run in runs:
        if len(run) < 2:
            continue
        for block in run:
            block.pop("no_heading", None)
            block.pop("kind", None)
            block["bold"] = True
            block["exam_part"] = True  # a title though its note ends on a stop (`…共20分。`)
            marked += 1
    return marked


# a numbered title set plain, in the body's type and weight, on a line of its own (regulations and
# official documents: `（一）实施步骤`, `1. 术语和定义`): the marker, then a short Chinese label, nothing else
_PLAIN_TITLE = re.compile(r"^\s*(?:[(（](?P<paren>[一二三四五六七八九十]{1,3})[)）]|(?P<item>[一二三四五六七八九十]{1,3})\s*、|"
                          r"(?P<arabic>\d{1,2})\s*[.．、](?!\d))\s*[\u4e00-\u9fff]{2,12}\s*$")
PROSE_UNDER = 50     # characters (a Chinese one twice): the block under a plain numbered title is a paragraph


def mark_plain_numbered_titles(pages: list[list[dict]]) -> int:
    """Numbered titles in body type (decision 0282): one-line OCR blocks holding a numbering marker
    and a short Chinese label. A scheme is a title scheme when two or more of its lines have a
    paragraph right under them on their page; then every such line of it whose number is in step
    (rising one by one through the document, back to 1 under a new parent) is read as set apart
    (bold; an arabic one, a scheme the size ranking does not number, a heading of the deepest
    level). All or none: a scheme some of whose titles read bold and some plain loses the plain
    ones to the one-scheme-one-level rule (page_headings), and stroke weight scatters on scans."""
    from f.common.tree.headings import cn_to_int

    found: dict[str, list[tuple[dict, int, bool]]] = {}
    for blocks in pages:
        ocr = [b for b in blocks if b.get("ocr") and not b.get("kind")]
        for n, b in enumerate(ocr):
            m = _PLAIN_TITLE.match(b["text"]) if b.get("lines", 1) == 1 else None
            if not m:
                continue
            below = ocr[n + 1] if n + 1 < len(ocr) else None
            prose = below is not None and not _PLAIN_TITLE.match(below["text"]) \
                and (below.get("lines", 1) >= 2 or _width(below["text"]) >= PROSE_UNDER)
            scheme = next(k for k, v in m.groupdict().items() if v)
            value = int(m.group("arabic")) if scheme == "arabic" else cn_to_int(m.group(scheme))
            found.setdefault(scheme, []).append((b, value, prose))
    marked = 0
    for scheme, titles in found.items():
        if sum(prose for _, _, prose in titles) < 2:
            continue  # a numbered list (no paragraph under its items), or one line alone
        last = 0
        for block, value, _ in titles:
            if value not in (1, last + 1):
                last = -1  # out of step: a list's numbers, not titles
                continue
            last = value
            block.pop("no_heading", None)
            block["bold"] = True
            if scheme == "arabic" and not block.get("text_level"):
                block["text_level"] = 6
            marked += 1
    return marked


# a line opening on a bare arabic number, then its words (`12 哪里可以下载 CTeX 中文套装软件？`,
# `3. Scope of the rules`); not a decimal (`2.09 命令…`) nor a question's marks (`5.（4分）`)
_NUMBERED_LINE = re.compile(r"^\s*(\d{1,3})(?![\d.．,，]\d)\s*[.．、]?\s*(?=[^\W\d_])")
HEAVIER = 1.2        # stroke weight over the paragraph's under it: a series of titles set in a heavier face
SERIES_MIN = 3       # titles of a series with a paragraph under each, at least
SERIES_GAP = 3       # a series' next number may skip this many less one (a title OCR read apart from its number)


def mark_heavier_numbered_lines(pages: list[list[dict]]) -> int:
    """Numbered titles set at the body's size in a heavier face (a FAQ's questions, `12 哪里可以下载
    CTeX 中文套装软件？`, over their answers): one-line OCR blocks opening on an arabic number, with a
    paragraph under them, whose numbers rise through the document from the first (by one, or a little
    more where OCR read a title apart from its number; never back, as a list's inside an answer does).
    The series is one of titles when SERIES_MIN lines or more have a paragraph under them and their
    stroke weight is, by the median, HEAVIER than those paragraphs'; then every line of it is a title
    of the deepest level, whatever its question mark said (`_prompt`). A question paper's items are in
    the body's weight; all or none, as stroke weight scatters on a scan. Returns how many."""
    series: list[tuple[dict, int, float | None]] = []  # (block, number, weight over the paragraph's under it)
    for blocks in pages:
        ocr = [b for b in blocks if b.get("ocr") and not b.get("kind")]
        for n, b in enumerate(ocr):
            m = _NUMBERED_LINE.match(b["text"]) if b.get("lines", 1) == 1 else None
            if not m or _SCORE.search(b["text"]) or _BLANK.search(b["text"]) or formula(b["text"]):
                continue
            below = ocr[n + 1] if n + 1 < len(ocr) else None
            prose = below is not None and not _NUMBERED_LINE.match(below["text"]) \
                and (below.get("lines", 1) >= 2 or _width(below["text"]) >= PROSE_UNDER)
            ratio = b["weight"] / below["weight"] if prose and b.get("weight") and below.get("weight") else None
            series.append((b, int(m.group(1)), ratio))
    in_step, last = [], None
    for block, value, ratio in series:
        # from the first (a part of a book may open on any number); never back: a list's `1.` `3.` inside
        if last is None or last < value <= last + SERIES_GAP:
            in_step.append((block, ratio))
            last = value
    ratios = sorted(r for _, r in in_step if r is not None)
    if len(ratios) < SERIES_MIN or ratios[len(ratios) // 2] < HEAVIER:
        return 0
    for block, _ in in_step:
        block.pop("no_heading", None)
        # the deepest level, as a plain numbered title's (0282); not bold: a FAQ's dense titles would
        # pass the bold-line share by which bold stops being a heading signal
        block["text_level"] = block.get("text_level") or 6
    return len(in_step)


# a line opening on a section number of two parts or more, then its words (`3.4.19 英语-作文框`,
# `3.5参数设置`, `2.1 Built-in named objects`); not a decimal value's (`3.14 false`: one part after the dot
# and no title after it would still match, so the series must be in step, see below)
# a number may end on its own stop (`6.3. Cyrillic in math`, AMS style) and an appendix's open on its
# letter (`A.2. Location of files`; its words then two letters at least, never an answer option's `A.4 B.3`)
_DOTTED_LINE = re.compile(r"^\s*((?:\d{1,2}|[A-Z](?=[.．]\d))(?:\s?[.．]\s?\d{1,2}){1,3})[.．]?(?![\d.．])\s*"
                          r"(?=[^\W\d_]|\\[A-Za-z@])(?![A-Z][.．、])")  # or a command's name (`2.5.2 \\catcodetable`)
DOTTED_WORDS = 50    # characters (a Chinese one twice): a dotted title is no longer than this
DOTTED_BODY = 1.1    # of the body size: a dotted title this large or smaller is at the body's size (OCR scatters)
DOTTED_MIN = 3       # titles in step, at least (on two pages or more)
_PAGE_END = re.compile(r"\s\d{1,4}\s*$")  # a contents line's page number


def _parts(number: str) -> tuple[int, ...]:
    """`6.3` -> (6, 3); an appendix's letter counts after every chapter number (`A.2` -> (101, 2))."""
    head = number.lstrip()[0]
    parts = tuple(int(x) for x in re.findall(r"\d+", number))
    return (100 + ord(head) - ord("A") + 1, *parts) if head.isalpha() else parts


def _next_section(last: tuple[int, ...], number: tuple[int, ...]) -> bool:
    """`number` may follow `last` in an outline: its first child (`3.5` -> `3.5.1`) or the next of
    `last` or of one of its ancestors (`3.4.21` -> `3.4.22` or `3.5`)."""
    if len(number) == len(last) + 1 and number[:-1] == last and number[-1] == 1:
        return True
    if len(number) >= 2 and number[-1] == 1 and len(last) >= len(number) - 1 \
            and _next_section(last[:len(number) - 1], number[:-1]):
        return True  # `6.3` -> `7.1`: the next chapter's first section (its chapter line has one part)
    return len(number) <= len(last) and number[:-1] == last[:len(number) - 1] and number[-1] == last[len(number) - 1] + 1


def mark_dotted_section_titles(pages: list[list[dict]]) -> int:
    """Section titles numbered by parts (`3.4.19 英语-作文框`, `3.5 参数设置`) set at the body's size
    and weight, as a manual sets its lowest levels, where no larger heading ranks them (a cut from
    the middle of a book): one-line OCR blocks opening on a number of two parts or more, then short
    words, no sentence. The numbers are titles when DOTTED_MIN or more follow one another as an
    outline does (a first child `.1`, or the next at some level; a table's values `3.14`, `12.0`
    do not) on two pages or more (a contents page's lines end on a page number); each then takes the level its number's
    parts give (`3.5` 2, `3.5.1` 3), as bookmarks of such a manual do, a larger one among them
    (`3.5`) too; a series with none at the body's size is left to its sizes, but for its subsections titled by a
    command (`2.5.2 \\catcodetable`), which the code-line rules took for code: in step, they are titles (0846).
    A line with a page number OCR read apart on its row is a contents line (a section's own list). Returns how
    many."""
    # the body's size by its paragraphs' long lines (a manual's code lines, set smaller, are short)
    body = _median([b.get("size") or 0.0 for blocks in pages for b in blocks
                    if b.get("ocr") and not b.get("kind") and _width(b["text"]) >= PROSE_UNDER])
    series: list[tuple[dict, tuple[int, ...], int]] = []
    for page, blocks in enumerate(pages):
        for b in blocks:
            m = _DOTTED_LINE.match(b["text"]) if b.get("ocr") and not b.get("kind") and b.get("lines", 1) == 1 \
                and not b.get("text_level") else None
            if not m or b.get("listed") or _width(b["text"]) > DOTTED_WORDS or _STOP.search(b["text"]) or formula(b["text"]) \
                    or _LOWER_START.match(b["text"][m.end():]) or LEADER_RUN.search(b["text"]) \
                    or _PAGE_END.search(b["text"]) or _page_number_beside(b, blocks):
                continue  # a sentence, a formula, a wrapped line; a contents line (`3.5 参数设置 ..... 26`)
            series.append((b, _parts(m.group(1)), page))
    # each number continues the first run it follows in an outline, else starts its own (the body's
    # sections, then an appendix's `A.1`, `A.2`; a stray value between titles starts a run of one)
    runs: list[list[tuple[dict, tuple[int, ...], int]]] = []
    for entry in series:
        run = next((r for r in runs if _next_section(r[-1][1], entry[1])), None)
        if run is None:
            runs.append([entry])
        else:
            run.append(entry)
    # on two pages or more: a contents page or a table holds its numbers on one
    in_step = [entry for run in runs if len(run) >= DOTTED_MIN and len({page for _, _, page in run}) >= 2
               for entry in run]
    plain = [b for b, _, _ in in_step if not body or (b.get("size") or 0.0) <= DOTTED_BODY * body]
    if not in_step or not plain:
        # none at the body's size: the titles' sizes rank them (font statistics); a command's subsection in step
        # (`2.5.2 \\catcodetable`) is a title whatever its words look like (0846)
        commands = [b for b, _, _ in in_step if numbered_command(b["text"])]
        for block in commands:
            block.pop("no_heading", None)
        return len(commands)
    for block, number, _ in in_step:
        block.pop("no_heading", None)
        block["text_level"] = min(6, len(number))
        block["plain_title"] = True  # one line by what made it a title: never joined with the next
    return len(in_step)


# an entry of a contents list, its page number left out (a web page's or a title page's list of links): a bullet
# (OCR reads a hollow one as `。` or `o`) or none, then a section number and words (`。1.1 Configuring the editor`)
_LIST_ENTRY = re.compile(r"^\s*(?:[•·◦○。oO▪‣-]\s*)?(\d{1,2}(?:[.．]\d{1,2}){0,3})[.．]?\s+(?=[^\W\d_])")
LIST_RUN = 5         # numbered lines one after another with nothing between, at least: a list, never titles
                     # (a body sets a title's paragraph under it; at most a title over its first subtitle)


def numbered_list_run(blocks: list[dict]) -> set[int]:
    """Indices of blocks in a run of LIST_RUN or more blocks in reading order that each open on a section number
    (after a bullet, if any), half of them dotted (`2.4.1`): a contents list with no page numbers, as a manual's
    title page or a section's opening sets one (1147). A question paper's `1.` `2.` items are not dotted."""
    out: set[int] = set()
    run: list[tuple[int, bool]] = []
    last = -1
    for n, b in enumerate([*blocks, {"text": ""}]):
        m = _LIST_ENTRY.match(b["text"])
        # a list's numbers rise: one going back (`5.3`, then `0. A first look`) is the body's title after the list
        first = _parts(m.group(1))[0] if m else -1
        if m and first >= last:
            run.append((n, "." in m.group(1) or "．" in m.group(1)))
            last = first
            continue
        if len(run) >= LIST_RUN and 2 * sum(dotted for _, dotted in run) >= len(run):
            out.update(k for k, _ in run)
        run, last = ([(n, False)], first) if m else ([], -1)
    return out


def _page_number_beside(block: dict, blocks: list[dict]) -> bool:
    """A bare page number OCR read apart on the block's row, right of it: a contents line (a section's own list of
    its subsections, `4.2.1 \\added ........ 17`), not a title."""
    x0, y0, x1, y1 = block["bbox"]
    for other in blocks:
        ox0, oy0, _ox1, oy1 = other["bbox"]
        if other is not block and ox0 > x1 and _BARE_PAGE.match(other["text"]) \
                and min(y1, oy1) - max(y0, oy0) >= 0.5 * min(y1 - y0, oy1 - oy0) > 0:
            return True
    return False


_BARE_PAGE = re.compile(r"^\s*\d{1,4}\s*$")


def _width(text: str) -> int:
    """Characters, a Chinese one counting twice (it says about as much as a short word)."""
    return len(text) + sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")


SHORT_CELL = 12      # characters: a table cell or a label in a figure, not a paragraph's line
HEADER_REPEAT = 4    # pages back in which a header line's text makes the same line no title again


def _stacked(a: dict, b: dict, reach: float = 0.9, weight: bool = True) -> bool:
    """b set directly under a (less than `reach` line heights between them), overlapping it across;
    both of one weight unless `weight` is False."""
    height = max(1, a["bbox"][3] - a["bbox"][1]) / max(1, a.get("lines", 1))
    across = min(a["bbox"][2], b["bbox"][2]) - max(a["bbox"][0], b["bbox"][0])
    narrow = min(a["bbox"][2] - a["bbox"][0], b["bbox"][2] - b["bbox"][0])
    # a bold title over a table's column is no cell of it (`答辩委员会名单` over its first row)
    return (0 <= b["bbox"][1] - a["bbox"][3] + 0.2 * height < reach * height and across > 0.5 * narrow
            and (not weight or bool(a.get("bold")) == bool(b.get("bold"))))


def _stacked_cells(blocks: list[dict], cells: set[int]) -> set[int]:
    """Short lines in a column of short lines with no gap between them: a table's column heads
    (`斜面坡度` / `(书的本数)` / `拉小车的力/牛`), a label under a table cell (`序号` under
    `简单机械`, a table row's height below), a callout's broken lines; three in a stack, or one
    under a cell."""
    from f.common.pdf.page_headings import scheme_of

    # a numbered part heading over its answer grid (`一、选择` over `1-5 ACBDA`) is no cell
    short = [n for n, b in enumerate(blocks) if len(b["text"].strip()) <= SHORT_CELL and not scheme_of(b["text"])]
    below = {n: [m for m in short if m != n and _stacked(blocks[n], blocks[m])] for n in short}
    above = {m: [n for n in short if m in below[n]] for m in short}
    out: set[int] = set()
    for n in short:
        if below[n] and (above[n] or any(below[m] for m in below[n])):
            out.update([n, *below[n]])
        # under a cell only: a table's title sits over its first row (`答辩委员会名单`)
        if any(m in cells and _stacked(blocks[m], blocks[n], 1.6) for m in range(len(blocks))):
            out.add(n)
    # a line of a cell's length set right under a row, bold or not, is the table's (a revision
    # table's `Version 2.1 (XI2)` under `Revision 2.1 | 19 Jun 2009 | efw`)
    for n, b in enumerate(blocks):
        if n not in out and len(b["text"].strip()) <= ROW_CELL and not scheme_of(b["text"]) and any(
                m in cells and _stacked(blocks[m], b, 1.6, weight=False) for m in range(len(blocks))):
            out.add(n)
    return out


def _cover(blocks: list[dict]) -> bool:
    """A cover (front or back) read by OCR: an ISBN and no running text; its lines name the book,
    never a section of it."""
    return any(_ISBN.search(b["text"]) for b in blocks) and not any(
        len(b["text"]) >= RUNNING_TEXT and not _ISBN.search(b["text"]) for b in blocks)


_ISBN = re.compile(r"ISBN\s*[\d-]{9}", re.I)


def _repeated_header_lines(pages: list[list[dict]]) -> set[int]:
    """id() of OCR'd lines in the top margin that repeat one from the last HEADER_REPEAT pages, or a
    part of it: a unit's running title, read whole on one page and split on the next (`1单元` /
    `显微镜下的生命世界`), whose first showing is the unit's own page. Read with its digits: the next
    unit's title is new."""
    seen: list[tuple[int, str]] = []
    out: set[int] = set()
    for n, blocks in enumerate(pages):
        here = []
        for b in blocks:
            if not b.get("ocr") or zone(b["bbox"], wide=True) != "header" or len(b["text"]) > 40:
                continue
            key = _NON_WORD.sub("", b["text"])
            if len(key) < 2 or key.isdigit():
                continue
            if any(m >= n - HEADER_REPEAT and (k.startswith(key) or key.startswith(k)) for m, k in seen):
                out.add(id(b))
            here.append((n, key))
        seen.extend(here)
    return out


CALLOUT_REPEAT = 3   # pages on which a short unnumbered line comes again before it can be a box's label
CALLOUT_CHARS = 12   # characters: a callout's label is a word or two (`警告`, `Warning`, `体验·探究`)
CALLOUT_INDENT = 10  # page units (0-1000): a box's label starts this far right of the text's left edge, at least
CALLOUT_ALIGN = 8    # page units: the box's text starts this near its label's left edge


def _callout_labels(pages: list[list[dict]]) -> set[int]:
    """id() of OCR'd callout labels: a short unnumbered line (`警告`, `Warning`, `Tip`) whose text
    comes again as a line on CALLOUT_REPEAT pages or more, set inside a box (indented from the
    text's left edge, the box's text starting under it at the same indent). A heading's words are
    printed once; a label's come with every box. A generic heading (`习题`, `本章小结`, `Exercises`)
    repeats in every section and stays a heading, as on a text layer (heads.drop_generic_repeats);
    a repeated line set flush with the text (a chapter's `Introduction`) is not in a box."""
    left = _median([b["bbox"][0] for blocks in pages for b in blocks
                    if b.get("ocr") and not b.get("kind") and len(b["text"]) >= RUNNING_TEXT])
    out: set[int] = set()
    for found in _short_lines_by_text(pages, CALLOUT_CHARS).values():
        if len({n for n, _b, _blocks in found}) >= CALLOUT_REPEAT:
            out.update(id(b) for _n, b, blocks in found if _boxed(b, blocks, left))
    return out


FIELD_CHARS = 24  # characters: a field's label is a word or two (`Templates`, `Description`, `Portability`)


def _field_labels(pages: list[list[dict]]) -> set[int]:
    """id() of OCR'd field labels: a short unnumbered line whose text comes again as a line on CALLOUT_REPEAT
    pages or more and twice on one page at least (a reference's entries each read `Templates`, `Description`,
    `Errors`, `Portability` over their parts, two entries to a page). A generic heading (`Exercises`, `本章小结`)
    repeats once a section, a section being pages long; a label repeats with every entry (0916)."""
    out: set[int] = set()
    for found in _short_lines_by_text(pages, FIELD_CHARS).values():
        pages_of = [n for n, _b, _blocks in found]
        if len(set(pages_of)) >= CALLOUT_REPEAT and len(pages_of) > len(set(pages_of)):
            out.update(id(b) for _n, b, _blocks in found)
    return out


def _short_lines_by_text(pages: list[list[dict]], most: int) -> dict[str, list[tuple[int, dict, list[dict]]]]:
    """match_key -> [(page number, block, its page's blocks)] of the OCR'd one-line unnumbered lines of
    `most` characters at most, in page order: what a callout's label and a field's label are found among."""
    lines: dict[str, list[tuple[int, dict, list[dict]]]] = {}
    for n, blocks in enumerate(pages):
        for b in blocks:
            text = b["text"].strip()
            if not b.get("ocr") or b.get("kind") or b.get("lines", 1) > 1 or len(text) > most:
                continue
            key = match_key(text)
            if len(key) >= 2 and classify(text).kind == "plain":
                lines.setdefault(key, []).append((n, b, blocks))
    return lines


def _boxed(label: dict, blocks: list[dict], left: float) -> bool:
    """The label starts right of the text's left edge and the nearest line under it (within two
    of its heights) starts where it does: the box's text."""
    x0, y0, x1, y1 = label["bbox"]
    if x0 < left + CALLOUT_INDENT:
        return False
    height = max(1.0, y1 - y0)
    under = [o for o in blocks if o is not label and o.get("ocr") and y0 < o["bbox"][1] <= y1 + 2 * height
             and o["bbox"][0] < x1 and o["bbox"][2] > x0]
    if not under:
        return False
    nearest = min(under, key=lambda o: o["bbox"][1])
    return abs(nearest["bbox"][0] - x0) <= CALLOUT_ALIGN


UNSURE = 0.75  # OCR confidence under which a line is a misreading (`avesg s ad i e e tess`), no title
# a web or mail address; a postal one (`Novato, CA 94945, USA`, `邮政编码：100081`): a cover's or an imprint's line
_ADDRESS = re.compile(r"https?://|www\.|\S@\S+\.[a-z]{2,}|(?-i:,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b)|邮政编码|邮编[:：]", re.I)


def unsure(block: dict) -> bool:
    """Text kept, never a heading: a line OCR was unsure of, or one holding a web, mail or postal
    address (a cover's `X Desktop Group (http://…)`, a reference list's `KDE The KDE desktop,
    http://…`, a cover's `Novato, CA 94945, USA`)."""
    return block.get("confidence", 1.0) < UNSURE or bool(_ADDRESS.search(block["text"]))


# `里姆斯基-科萨科夫(1844—1908)`, `李曙乡词 李冕相曲` / `作词`, `作曲`: a portrait's caption, a song's credits
# `编导：张继钢、孙育鹏`, `主编：…`: a work's or a book's credits
_CREDIT = re.compile(r"[(（]\s*\d{3,4}\s*[—–\-~～]+\s*\d{0,4}\s*[)）]\s*$|\S词\s*\S{1,6}曲$|"
                     r"^(作词|作曲|编曲|编导|编舞|导演|主编|编著|摄影|插图)[:：]")
# a chart's label: a short Chinese category with its share (`七年级20%`), or a row of categories
# read as one line, one word repeated with different heads (`七年级八年级九年级`)
_CHART_SHARE = re.compile(r"^[\u4e00-\u9fff]{1,8}\s*\d+(?:\.\d+)?\s*[%％]$")
CHART_REPEAT = 3  # a two-character word this many times in one short line: a row of a chart's categories


def _chart_words(text: str) -> bool:
    """A chart's label or its row of categories, never a title."""
    squashed = _SPACE.sub("", text)
    if _CHART_SHARE.match(squashed):
        return True
    pairs = [squashed[i:i + 2] for i in range(len(squashed) - 1) if all(wide(c) for c in squashed[i:i + 2])]
    return len(squashed) <= 20 and any(pairs.count(p) >= CHART_REPEAT for p in set(pairs))
# a line that stops on a function word is a sentence broken at the line's end (`The general syntax is`)
_FUNCTION_END = re.compile(r"\s(is|are|was|the|a|an|of|to|and|or|for|with|by|from|that|which|must|can|either|be|you|"
                           r"in|on|at|as|into|if|when|than|not|should|may|will|has|have|its|their|this|these|such|"
                           r"using|via|between|through|within|without|upon|onto|per|during|against|whose)$",
                           re.I)
# a reference manual's definition line (`sha256_init (ctx) [Function]`), a constant's name alone
# (`SHA256_DIGEST_SIZE`; a function's name may title its section), a command's usage or option
# line (`Usage: tool [OPTION] FILE`, `-h, --help`), a shell command (`$ asn1Coding pkix.asn`)
_DEFINITION = re.compile(r"\[(Function|Constant|Macro|Variable|Type|Data type|Method|Command|Option|"
                         r"Special Form|User Option|Instance Variable)\]\s*$|(?-i:^\s*[A-Z0-9]+(_[A-Z0-9]+)+\s*$)|"
                         r"^\s*(usage|synopsis)\s*:\s*\S|^\s*--?[A-Za-z][\w-]*\s*(,|\s|=|$|[(\[<{])|^\s*\$\s+\S", re.I)
RIGHT_HALF = 550  # page units (0-1000): a one-line block starting right of this is no title
_BULLET = re.compile(r"^\s*[•·▪●◦■□➢✓►‣]")
_CODE = re.compile(r"[{};]|\w\(\)")
# markup with a closing tag (`<prefer><family>Arial</family></prefer>`; an element's own heading,
# `<dir prefix="default">`, has none) or a file's path alone (`$XDG_CONFIG_HOME/fontconfig/fonts.conf`)
# a line opening on a TeX control word (`\\usepackage[%`, `\\special{pdf:put @Moon1`) or a shell's prompt
# (`> pdflatex sample2e.tex`) or a C preprocessor's directive (`#include <gcrypt.h>`): code; on a bracket
# (`[1] Adobe Systems, …`, `[length] depth [length] <<dict>>`):
# a reference list's label or a syntax's argument; on a citation's page (`p. 15] for corresponding …`): a
# sentence's line broken inside `[2, p. 15]`
_CODE_OR_CITATION = re.compile(r"\s*(?:\\[A-Za-z@]+|>\s+\S|\[|pp?\.\s*\d|"
                               r"#\s*(?:include|define|undef|ifn?def|if|elif|else|endif|pragma)\b)")
# a footnote's mark after a stop or comma ends the line (`'stream' followed by an end-of-line marker.6`,
# `two types of external objects,8`): a sentence's end, not a title
_NOTE_MARK_END = re.compile(r"[A-Za-z)'][.,;:]\d{1,2}$")
# `1. the TEXMF trees containing documentation`, `2) if the file exists`: a list item's sentence (a numbered
# title's first word is no lower-case function word)
_ITEM_SENTENCE = re.compile(r"^\s*[(（]?\d{1,2}[.)）]\s*(?:the|a|an|and|to|of|for|in|on|or|if|when|each|all|this|these|"
                            r"it|its|you|your|we|our|any|some|no)(?![a-z])")
_WHOLE_BRACKET = re.compile(r"^[(（][^()（）]+[)）]$")  # a note in brackets, `(not included in bundled collection)`
_MARKUP_OR_PATH = re.compile(r"</[A-Za-z][\w:-]*>|^(?:[$~]\S*/|/\S+/|\S+/\S+/)\S*$")


# `Syntax: annotate [@name] dimension+`, `Example: the …`: a paragraph's run-in label, one capitalised word and a
# colon, then words in lower case or code; a heading's second part is a title (`kpsewhich: Standalone …`)
_PROMPT = re.compile(r"^\s*\$\s+\S")  # `$ gpg --send-keys …`: a shell command after its prompt
_RUN_IN_LABEL = re.compile(r"^\s*[A-Z][a-z]+\s*:\s+(?:[a-z]|[\\\[<@|{(/-])")
# `Hyperbolic functions: cosh, sinh, acosh`: a label of a word or three, a colon, then a list of short items (two
# commas or more): a paragraph's run-in list, never a title (1048)
_RUN_IN_LIST = re.compile(r"^\s*[A-Z][a-z]+(?:\s+[a-z]+){0,2}\s*:\s+[^,:]{1,20},[^,:]{1,20},")
# `Berry, Karl . 1`, `ls-R, simplest build. 15`, `/etc/profile. 42 30`: an index's entry, words then a stop
# and its page numbers (OCR reads a leader's dots as one); a heading ends on its words
# a printed cross-reference (Texinfo's `Section 17.16 [INSERT], page 237`, `Chapter 2 [Spreadsheet-like data],
# page 7`): a sentence's words that OCR split off at a line's start, never a title
_CROSS_REF = re.compile(r"\[[^\[\]]{1,80}\],?\s*(?:page|p\.)\s*\d", re.I)
_INDEX_ENTRY = re.compile(r"[^\W\d_)\]]\s*\.+\s*\d{1,4}(?:\s*,?\s*\d{1,4})*$")
# `David M. Jones*`, `雾月， Longaster*`: an author's name with the mark of a thanks note (a title page's line)
_THANKS_END = re.compile(r"[^\W\d_]\s*[*†‡]$")
# `@catalog`, `@thispage`: a variable or a Texinfo command opening the line is code
_SIGIL_CODE = re.compile(r"^\s*@[A-Za-z]\w*")
# a listing's line read alone: a comment's opener (`/*begin`, `(* nested (**) still comment`, `// ...`), one ASCII
# token holding a call on an argument (`(nonvar(X)->`, `foo(bar);`), one quoted ASCII token (`'_string-'`): a title
# opens on words and spaces them; a Chinese title sets no spaces (`函数的概念(一)`) and stays (0918)
_LISTING_LINE = re.compile(r"^\s*(?:/\*|\(\*|//)|^\s*[!-~]*[A-Za-z0-9_]\([!-'*-~]+\)[!-~]*\s*$|^\s*['‘][!-&(-~]+['’]\s*$")


# `Options -> Build -> Build Options`, `("Configure TeXstudio" -> "Editor")`: a menu's path, two steps or more, that
# a sentence names (1148); a title names one thing
_MENU_PATH = re.compile(r"(?:->|→|⇒|=>)[^>→⇒]*\S[^>→⇒]*(?:->|→|⇒|=>)")


def no_title(block: dict) -> bool:
    """A one-line OCR'd block that cannot be a title, whatever size its ink reads (OCR sizes scatter
    by a fifth from line to line, so a paragraph's last line or a code line may read large): a
    bulleted item, a contents line (a dotted leader in it), a code line, a reference list's item, a
    cross-reference (`[INSERT], page 237`) or a line ending on a footnote's mark (`_CODE_OR_CITATION`,
    `_NOTE_MARK_END`); and, unnumbered, a line opening in lower
    case (`graphical functions: …`, a wrapped line), ending a sentence or clause
    (`application/octet-stream.`, `Example:`, `千米.`; a Chinese label's `：` may close a heading, `学术论文：`),
    closing a bracket it did not open (`MIME types)`), holding code (`begin, {`, `dyy()`), a sentence
    end inside it or a long Chinese clause (a paragraph's first line that OCR split off), set in the
    page's right part (an attribution), a caption's life dates or a song's credits, or a line that
    stops on a function word or opens with a stop."""
    from f.common.pdf.page_headings import scheme_of

    text = block["text"].strip()
    if not text:
        return False
    cjk = _script(text) == "cjk"
    if cjk and _CJK_STOP.search(text[:-1]) or _BULLET.match(text) or _DEFINITION.search(text) \
            or _MARKUP_OR_PATH.search(text) or LEADER_RUN.search(text) or _CODE_OR_CITATION.match(text) \
            or _NOTE_MARK_END.search(text) or code_only(text) or directory_line(text) or _WHOLE_BRACKET.match(text) \
            or _ITEM_SENTENCE.match(text) or term_with_description(text) or _RUN_IN_LABEL.match(text) \
            or _RUN_IN_LIST.match(text) or _SIGIL_CODE.match(text) or _INDEX_ENTRY.search(text) or _THANKS_END.search(text) \
            or _LISTING_LINE.match(text) or _CROSS_REF.search(text) or _MENU_PATH.search(text):
        return True  # a sentence inside it: a prompt and the table head OCR read with it, one block
    if block.get("lines", 1) > 1:
        # a question's or a paragraph's lines OCR read as one block: two clauses or more; a table's
        # cell of two lines set right of the page's middle (`ChangeProperty, RotateProper- ties`)
        return block["bbox"][0] > RIGHT_HALF or cjk and len(text) >= 20 and len(_COMMA.findall(text)) >= 2 and not scheme_of(text)
    if _prompt(text, cjk):
        return True
    if formula(text):
        return True  # `原式=9(√2+1)(√2-1)`, `minimize z = sum c[j] * x[j]`: mathematics, no title
    if _CJK_BROKEN_END.search(text) or _SCORE.search(text):
        return True  # `图象上的概率是`, `(1) 他把`, `5.（4分）估计√10+1的值应在（`: a question, or a line broken
    if scheme_of(text):
        # `4. 如图所示的几何体的俯视图为(`: a choice's blank; `3. Preview the PDF file, for example:`: a
        # numbered step's sentence (a clause, then a colon introducing its command)
        return bool(_OPEN_BLANK_END.search(text)) or not cjk and text.endswith(":") and bool(_CLAUSE_MARK.search(text))
    if block["bbox"][0] > RIGHT_HALF:
        return True  # set right of the page's middle: an attribution (`[德〕贝多芬`, `乌克兰民歌`)
    if _STOP.search(text[:-1]) or (len(text) >= 20 and "，" in text and _script(text) == "cjk"):
        return True  # a sentence inside it, or a long clause: a paragraph's line split off by OCR
    if _SENTENCE_BREAK.search(text) or _HYPHEN_END.search(text) or _clause_line(text):
        return True  # `… simply. Although you can`, `… complicated prob-`: a paragraph's line
    if cjk and (_LABEL_LINE.search(text) or _PROMPT_COLON.search(text) and (len(text) >= 8 or _PROMPT_WORD.search(text))):
        return True  # a column head's unit (`钩码数量/个`), a note in brackets, a prompt (`我的结论：`)
    if cjk and _chart_words(text):
        return True  # `七年级20%`, `七年级八年级九年级年级`: a chart's words
    if _CREDIT.search(text) or _FUNCTION_END.search(text) or _OPENS_ON_STOP.match(text):
        return True  # a caption's life dates, a song's credits, a line broken mid-sentence
    opened = text.count("(") + text.count("（")
    return bool(_LOWER_START.match(text) or _STOP_END.search(text) or _CODE.search(text)
                or (text[-1] in ")）" and opened < text.count(")") + text.count("）")))


_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_CLAUSE_MARK = re.compile(r"[,:;]\s")
CLAUSE_WORDS = 8     # words: an unnumbered line this long with a clause's comma or colon may be a sentence
CLAUSE_LOWER = 0.7   # of its words opening in lower case: then it is one (a title capitalises its words)


def _clause_line(text: str) -> bool:
    """A paragraph's line in sentence case, broken off by OCR (`If we wish to take derivatives with
    respect to multiple variables, for example`, `The basic syntax is apparent: integrate (f (x),x,
    …)`): CLAUSE_WORDS words or more, a comma, colon or semicolon inside, and most words in lower
    case. A long title capitalises its words (`Behind the Black Box - Using Specific Approaches`)."""
    words = _LATIN_WORD.findall(text)
    return len(words) >= CLAUSE_WORDS and bool(_CLAUSE_MARK.search(text)) \
        and sum(w[0].islower() for w in words) >= CLAUSE_LOWER * len(words)


_OPERATOR = re.compile(r"[=<>+*/^≤≥≠≈∑∫√∆Δ·×÷−±∞∂∇∈∉⊂⊆∪∩]")
_WORDISH = re.compile(r"[^\W\d_]{3,}")
FORMULA_WORDS = 0.4  # of a line's characters (spaces aside) in words, under which a line with an operator is a formula


def formula(text: str) -> bool:
    """A line of mathematics: an operator in it, and words (three letters or more in a row, or
    Chinese characters, counted twice) under FORMULA_WORDS of its characters; a function's name
    (`log`, `sin`, glued to its argument as OCR reads `logx`) is no word. `0 inside Ω` or
    `The a = b case` are words; `(n∆干)·∆ − n * p` and `(b + a) logx` are not. With no operator, a
    bracketed line with no word in it at all (`[U (r, θ), r(x, y), θ(x,y)]`): a display's argument list."""
    latin = _MATH_NAME.sub(" ", _HAN.sub("", text))
    if not _OPERATOR.search(text):
        return bool(_BRACKET.search(text)) and not _WORD.search(latin) and not _HAN.search(text)
    chars = text.replace(" ", "")
    # a Chinese character is a word's worth of meaning: it counts twice (`勾股定理 a²+b²=c²` is a title)
    wordy = sum(len(w) for w in _WORDISH.findall(latin)) + 2 * sum(wide(c) for c in chars)
    return wordy < FORMULA_WORDS * len(chars)


# a function's name where a formula uses it: `log x`, `logx`, `sin(2a)`; not inside a word (`login`)
_MATH_NAME = re.compile(r"(?<![A-Za-z])(?:arc)?(?:sin|cos|tan|cot|sec|csc)h?(?=[\s(\dA-Za-z]|$)|"
                        r"(?<![A-Za-z])(?:log|ln|lg|exp|lim|max|min|det)(?=[\s(\d]|[a-z]\b|$)")
_BRACKET = re.compile(r"[()\[\]]")


# a Chinese line that stops on a copula, a preposition or a conjunction that needs what follows it
_CJK_BROKEN_END = re.compile(r"[是把将被从且若让共]$")
_SCORE = re.compile(r"[(（]\s*\d{1,2}\s*分\s*[)）]")  # a question's marks, `（4分）`
# a workbook's prompt: `有“功”的事例：` / `我的结论：` (a Chinese label heading `学术论文：` is short and
# names no one); a column head with its unit, `拉小车的力/牛`; `单位：千克`; a note in brackets, `(书的本数)`
_PROMPT_COLON = re.compile(r"[：:]$")
_PROMPT_WORD = re.compile(r"[的我你]")
_LABEL_LINE = re.compile(r"\S\s*/\s*[^\W\d_]{1,2}$|^[(（]?单位[:：]|^[(（][^()（）]+[)）]$")
_BLANK = re.compile(r"(（\s*）|\(\s+\))\s*[。.]?$|_{3,}")  # not a call's `polygon()`


def _prompt(text: str, cjk: bool) -> bool:
    """A question or a fill-in line, numbered or not: a Chinese question with a clause in it or a
    long one (`2. 在轮上用力省力，还是在轴上用力省力？`), a line with a blank to fill (`（ ）`, `____`),
    or one that opens with what I or you think (`我认为：如果没有微生物，世界将会`)."""
    if _BLANK.search(text) or cjk and _I_THINK.match(text):
        return True  # a blank to fill; `我认为：…`, `我的发现：`
    return cjk and text[-1] in "？?" and ("，" in text or len(text) >= 14)


def _cells(blocks: list[dict]) -> set[int]:
    """Short blocks sharing their row with two others or more: cells of a table (a scan has no
    ruled table found for it), never headings."""
    out: set[int] = set()
    for n, b in enumerate(blocks):
        if len(b["text"]) > 60:
            continue
        row = [m for m, o in enumerate(blocks) if m != n and len(o["text"]) <= 60
               and same_row(b["bbox"], o["bbox"])
               and (o["bbox"][0] >= b["bbox"][2] or o["bbox"][2] <= b["bbox"][0])]
        if len(row) >= 2:
            out.add(n)
    return out


ROW_CELL = 60        # characters: a cell of a two-column table (a term, its short description)
ROW_ALIGN = 20       # page units (0-1000): the left cells of one table start this near each other
ROW_GAP = 2.5        # line heights between two rows of one table, at most (below a right cell's wrapped lines)
CELL_LINES = 3       # a right cell may wrap over this many lines (`您需要了解的信息…` beside `硬件`)


def _two_cell_rows(blocks: list[dict]) -> set[int]:
    """Both cells of the rows of a two-column table (`Free (unbounded) variable` | `x ≥ 0`,
    `Uniform(a, b)` | `pseudo-random number uniformly distributed`): an unnumbered short line
    sharing its row with one block of words to its right (wrapped over CELL_LINES lines at most), in a
    stack of such rows (the next row's left cell starts where it does, within ROW_GAP line heights below
    the row's last line). A heading has its row to itself;
    a contents row's partner is a page number (no words), and a numbered line is never a cell."""
    pairs: dict[int, int] = {}
    columns = _two_columns(blocks)
    for n, b in enumerate(blocks):
        if len(b["text"]) > ROW_CELL or b.get("lines", 1) > 1 or scheme_of_line(b["text"]):
            continue
        # on a two-column page a line of the other column is no cell of its row (`1 Introduction` beside
        # the right column's `ity of some special commands`)
        across = columns[1][0] - MEASURE_SLACK if columns and b["bbox"][2] <= columns[0][1] + MEASURE_SLACK else None
        right = [m for m, o in enumerate(blocks) if m != n and len(o["text"]) <= ROW_CELL
                 and o.get("lines", 1) <= CELL_LINES
                 and o["bbox"][0] >= b["bbox"][2] and len(_LETTER.findall(o["text"])) >= 2
                 and (across is None or o["bbox"][0] < across)
                 and same_row(b["bbox"], o["bbox"])]
        if len(right) == 1:
            pairs[n] = right[0]

    def reach(n: int) -> float:  # how far a row's wrapped right cell runs below its left cell
        return max(0.0, blocks[pairs[n]]["bbox"][3] - blocks[n]["bbox"][3])

    out: set[int] = set()
    for n in pairs:
        a = blocks[n]["bbox"]
        height = max(1.0, a[3] - a[1])
        if any(m != n and abs(blocks[m]["bbox"][0] - a[0]) <= ROW_ALIGN
               and abs(blocks[m]["bbox"][1] - a[1]) <= ROW_GAP * height + reach(min(m, n, key=lambda i: blocks[i]["bbox"][1]))
               for m in pairs):
            out.update((n, pairs[n]))
    return out


FIGURE_GAP = 4.0     # line heights between a row's words and its figure, at least: a table's value column
SPARSE = 2.5         # times the page's running text's width per character: words spread over a table's row
_FIGURE_END = re.compile(r"\s[$(]?\d[\d,.]*\)?\s*%?$")  # `… costs 4`, `… 1,222.5`, `… (14)%`
_FIGURE = re.compile(r"^[$(]?\s*\d[\d,.\s]*\)?\s*%?$")  # a cell that is only a figure: `51%`, `$ 1,222.5`


def _figure_rows(blocks: list[dict]) -> set[int]:
    """A table's rows read as lines of words (`Total change` … `51%`, `Royalty costs 4`): a short one-line
    block whose row ends in a figure FIGURE_GAP line heights or more to its right, read apart (a cell that
    is only a figure) or joined with the words across the gap (the box then runs to the value column,
    SPARSE times wider per character than the page's running text). A heading has its row to itself. A
    contents page's rows end in page numbers too, but those rise down the page: where the page's
    whole-number figures rise, its rows ending in one stay (a table's values go up and down)."""
    pitches = [(b["bbox"][2] - b["bbox"][0]) / len(b["text"]) for b in blocks
               if b.get("lines", 1) == 1 and len(b["text"]) >= 2 * RUNNING_TEXT and not b.get("kind")]
    pitch = _median(pitches)
    rows: list[tuple[float, int, str]] = []  # (top, block, its row's figure)
    for n, b in enumerate(blocks):
        text = b["text"].strip()
        if b.get("kind") or b.get("lines", 1) > 1 or len(text) > ROW_CELL or scheme_of_line(text) \
                or len(_LETTER.findall(text)) < 2:
            continue
        x0, y0, x1, y1 = b["bbox"]
        gap = FIGURE_GAP * max(1.0, y1 - y0)
        end = _FIGURE_END.search(text)
        if end and pitch and (x1 - x0) / len(text) >= SPARSE * pitch:
            rows.append((y0, n, end.group().strip()))
            continue
        apart = [o["text"].strip() for o in blocks if o.get("kind") in (None, "fragment")
                 and _FIGURE.match(o["text"].strip()) and o["bbox"][0] >= x1 + gap
                 and same_row(b["bbox"], o["bbox"])]
        if apart:
            rows.append((y0, n, apart[-1]))
    whole = [int(f) for _y, _n, f in sorted(rows) if f.isdigit()]
    contents = len(whole) < 2 or all(a <= b for a, b in zip(whole, whole[1:]))
    return {n for _y, n, f in rows if not (f.isdigit() and contents)}


MARGINS = ("header", "footer")
COLUMN_REACH = 1.5   # line heights: a table's next row in a column is this close, a paragraph after a heading further


def _indented_column(blocks: list[dict]) -> set[int]:
    """Short one-line blocks in a column set inside the page's text (its left edge right of the
    paragraphs' by more than ROW_ALIGN) with another block starting where it does (within half of
    ROW_ALIGN) less than COLUMN_REACH line heights above or below: a table's column read line by
    line (`Operation` over `Evaluation of functions (abs, ceil, etc.)`, `Uniform(a, b)` over
    `Normal(μ, σ)`). A heading starts at the text's edge or stands alone; a numbered line stays."""
    edges = sorted(b["bbox"][0] for b in blocks if b.get("lines", 1) >= 2 and len(b["text"]) >= 2 * RUNNING_TEXT)
    if len(edges) < 2:  # no paragraphs (a cover, a contents page): no text edge to be inside of
        return set()
    middle = edges[len(edges) // 2]
    columns = _two_columns(blocks)
    out = set()
    for n, b in enumerate(blocks):
        x0, y0, _x1, y1 = b["bbox"]
        # on a two-column page, the text's edge is its column's
        left = next((c[0] for c in columns if c[0] - MEASURE_SLACK <= x0 <= c[1]), middle)
        if b.get("kind") or b.get("lines", 1) > 1 or len(b["text"]) > ROW_CELL or x0 <= left + ROW_ALIGN \
                or scheme_of_line(b["text"]):
            continue
        reach = COLUMN_REACH * max(1.0, y1 - y0)
        # a running title in the margin over its page's own heading (`摘要` over `摘要`) is no row
        if any(m != n and abs(o["bbox"][0] - x0) <= ROW_ALIGN / 2 and zone(o["bbox"]) not in MARGINS
               and (0 <= o["bbox"][1] - y1 < reach or 0 <= y0 - o["bbox"][3] < reach) for m, o in enumerate(blocks)):
            out.add(n)
    return out


TERM_INDENT = (80, 250)  # page units: a definition list's description starts this far right of its term's edge
# characters: a term (`Aleph`, `-output-directory`, a phrase: `It encapsulates the low level cryptography`) is no
# longer than a table's cell (1014)
TERM_CHARS = ROW_CELL
DESCRIPTION_WIDTH = 300  # page units: a one-line description is this wide at least (a paragraph's line)


def _terms_over_descriptions(blocks: list[dict]) -> set[int]:
    """Indices of short unnumbered one-line blocks whose next block is a paragraph starting TERM_INDENT right of
    them, on their row or right under them (less than a line height between): a definition list's term over its
    indented description (Texinfo's `@table`: `Aleph`, `LuaTEX`, an option `‘-ipc'`). A heading's paragraph starts
    at the heading's edge, or a paragraph's indent (a few characters) right of it (0848)."""
    out = set()
    for n in range(len(blocks) - 1):
        b, c = blocks[n], blocks[n + 1]
        text = b["text"].strip()
        if b.get("lines", 1) != 1 or not text or len(text) > TERM_CHARS or scheme_of_line(text) or _DOTTED_LINE.match(text):
            continue
        x0, y0, _x1, y1 = b["bbox"]
        wide = c.get("lines", 1) >= 2 or c["bbox"][2] - c["bbox"][0] >= DESCRIPTION_WIDTH
        if wide and TERM_INDENT[0] <= c["bbox"][0] - x0 <= TERM_INDENT[1] and c["bbox"][1] - y1 < max(1.0, y1 - y0) \
                and c["bbox"][3] > y0:
            out.add(n)
    return out


COLUMN_ROWS = 3  # rows found in a column before its other left cells are rows too


def _column_of_rows(blocks: list[dict], rows: set[int]) -> set[int]:
    """Indices of short unnumbered one-line blocks that share their row with a block starting less than
    TERM_INDENT's far end right of them and stand in a column of rows already found (COLUMN_ROWS or more
    starting where they do, one within ROW_GAP line heights): a table's header cell (`Type` beside
    `Description`) and the left cells whose description OCR joined with the row above's (`atom` beside the
    lines of `TYPE_list`'s). A heading has its row to itself (0917)."""
    out: set[int] = set()
    found = set(rows)
    grew = True
    while grew:
        grew = False
        for n, b in enumerate(blocks):
            text = b["text"].strip()
            if n in found or b.get("kind") or b.get("lines", 1) > 1 or not text or len(text) > ROW_CELL \
                    or scheme_of_line(text):
                continue
            x0, y0, x1, y1 = b["bbox"]
            height = max(1.0, y1 - y0)
            if not any(m != n and o["bbox"][0] >= x1 and o["bbox"][0] - x0 <= TERM_INDENT[1] and same_row(b["bbox"], o["bbox"])
                       for m, o in enumerate(blocks)):
                continue
            column = [m for m in found if abs(blocks[m]["bbox"][0] - x0) <= ROW_ALIGN / 2]
            if len(column) >= COLUMN_ROWS and any(
                    min(abs(blocks[m]["bbox"][1] - y1), abs(y0 - blocks[m]["bbox"][3])) <= ROW_GAP * height
                    for m in column):
                out.add(n)
                found.add(n)
                grew = True
    return out


def _squash(text: str) -> str:
    return _NON_WORD.sub("", _DIGITS.sub("#", text))


def furniture_keys(pages: list[list[dict]]) -> None:
    seen: list[tuple[str, str, str, float]] = []  # (zone, squashed, text, size) of margin lines so far
    for blocks in pages:
        for n, b in enumerate(blocks):
            where = zone(b["bbox"], wide=True)
            if not b.get("ocr") or not where or len(b["text"]) > 80:
                continue
            if n and opener_label(blocks[n - 1]["text"]) and not numbering(blocks[n - 1]["text"].strip())[1]:
                continue  # the title under a chapter opener's bare label (`Appendix A`): the running titles repeat it
            key = _squash(b["text"])
            if len(key) < 3:
                continue
            size = b.get("size") or 0.0
            for z, k, text, other in seen:
                # a misread of the same line is set in the same type: a cover's big title that
                # reads like the running title is not it
                same_type = min(size, other) >= max(size, other) / 1.5
                # the same line read with other spaces or brackets (`第四单元华夏乐章一)`,
                # `第四单元 华夏乐章（一)`) squashes to the same key: it is the same group too
                if z == where and same_type and (k == key or SequenceMatcher(None, k, key).ratio() >= NEAR_SAME):
                    if b["text"] != text:
                        b["furniture_key"] = text
                    break
            else:
                seen.append((where, key, b["text"], size))


def _value(text: str) -> int | None:
    number = page_number(text.strip())
    if not number:
        return None
    return int(number) if number.isdigit() else roman_to_int(number)


def check_numbers(pages: list[list[dict]]) -> list[dict]:
    """Drop OCR'd page numbers out of step with their neighbours; returns the dropped ones. A
    number is a `page_number` block or one split off a running title (`number`)."""
    found = []
    for n, blocks in enumerate(pages):
        for b in blocks:
            text = b["text"] if b.get("kind") == "page_number" else b.get("number")
            value = _value(text) if b.get("ocr") and text else None
            if value is not None:
                found.append((n, b, value, text.strip().isdigit()))
    _roman_case([b for _n, b, _v, arabic in found if not arabic])
    dropped = []
    for n, block, value, arabic in found:
        steady = any(m != n and abs(m - n) <= WINDOW and digits == arabic and v - m == value - n
                     for m, _other, v, digits in found)
        if steady:
            continue
        if block.get("kind") == "page_number":
            dropped.append({"page": n + 1, "text": block["text"]})
            pages[n].remove(block)
        else:
            dropped.append({"page": n + 1, "text": block.pop("number")})
    return dropped


def _roman_case(blocks: list[dict]) -> None:
    """`v`, `x`, `c` look the same in both cases to OCR: roman page numbers take the case that the
    numbers with a telling letter (`i`, `l`, `d`, `m`) show."""
    def field(b):
        return "text" if b.get("kind") == "page_number" else "number"
    telling = [b[field(b)] for b in blocks if _TELLING_ROMAN.search(b[field(b)])]
    if not telling:
        return
    lower = sum(t.strip().islower() for t in telling) * 2 >= len(telling)
    for b in blocks:
        b[field(b)] = b[field(b)].lower() if lower else b[field(b)].upper()


def prepare(pages: list[list[dict]]) -> dict:
    """Before furniture: weight and running-title keys. Facts for the report."""
    if not any(b.get("ocr") for blocks in pages for b in blocks):
        return {}
    furniture_keys(pages)
    return {"ocr_bold_lines": mark_weight(pages)}


def after_furniture(pages: list[list[dict]]) -> dict:
    if not any(b.get("ocr") for blocks in pages for b in blocks):
        return {}
    dropped = check_numbers(pages)
    fragments = mark_fragments(pages)  # first: a running title repeating a title's line is known by it
    return {"ocr_fragments": fragments, "page_numbers_dropped": dropped, "ocr_title_lines_joined": join_title_lines(pages)}


TITLE_CENTRE = 60    # page units (0-1000): a title line's middle this near the page's middle
TITLE_GAP = 2.5      # line heights between two lines of one title, at most
TITLE_CHARS = 40
CORNER_MARK = 12     # characters: a short mark in the top left corner over a paper's title, at most


def join_title_lines(pages: list[list[dict]]) -> int:
    """A paper's or a booklet's title printed over two centred lines at the top of its first page
    (`2018年河北省初中毕业生升学文化课考试` / `数学试卷`, `2018年上海市中考数学试卷` / `参考答案与试题解析`)
    is one title: the two lines become one block, so one node (the second line alone was a node
    beside it). Only the first two lines of the first page with text (a short mark in the left
    corner over them aside: `绝密★启用前`), both short, unnumbered, one line each, centred, the second
    not much smaller than the first. Returns how many were joined."""
    blocks = next((bs for bs in pages if any(b.get("ocr") and not b.get("kind") for b in bs)), None)
    if not blocks:
        return 0
    body = sorted((b for b in blocks if b.get("ocr") and not b.get("kind")), key=lambda b: b["bbox"][1])

    def centred(b):
        return abs((b["bbox"][0] + b["bbox"][2]) / 2 - 500) <= TITLE_CENTRE and b["bbox"][0] > 200

    # a mark set in a corner over the title (`绝密★启用前`, a paper's code) is no line of it
    while body and not centred(body[0]) and len(body) > 2 and body[0].get("lines", 1) == 1 \
            and len(body[0]["text"].strip()) <= CORNER_MARK and body[0]["bbox"][2] < 500:
        body = body[1:]
    if len(body) < 2:
        return 0
    first, second = body[0], body[1]

    height = min(b["bbox"][3] - b["bbox"][1] for b in (first, second))
    if not all(centred(b) and b.get("lines", 1) == 1 and len(b["text"].strip()) <= TITLE_CHARS and not b.get("no_heading")
               and not scheme_of_line(b["text"]) for b in (first, second)) \
            or not 0 <= second["bbox"][1] - first["bbox"][3] <= TITLE_GAP * max(1, height) \
            or (second.get("size") or 0) < 0.75 * (first.get("size") or 0):
        return 0
    first["text"] = f"{first['text'].strip()} {second['text'].strip()}"
    first["bbox"] = [min(first["bbox"][0], second["bbox"][0]), first["bbox"][1],
                     max(first["bbox"][2], second["bbox"][2]), second["bbox"][3]]
    first["size"] = max(first.get("size") or 0, second.get("size") or 0)
    first["bold"] = bool(first.get("bold") or second.get("bold"))
    blocks.remove(second)
    return 1
