"""Headings from the pages alone (no bookmarks), beyond size: numbering schemes and bold lines.

A heading set in body type is found by its weight and isolation: one short bold line of its own
at body size or more, starting with a capital, a digit or a numbering marker, not a sentence, a
citation (`44 U.S.C. § 3501 et seq.`), a contents line or a footnote. Numbered headings keep their
marker (`I. Introduction`). Levels: below the size-ranked headings, in the order in which the
document first uses each numbering scheme (`I.` before `A.` before `1.` before `a.` before `(1)`),
unnumbered bold lines one below the deepest scheme seen before them, and never above the last
heading ranked by its size (a bold body-size line beside a deep 11.7 pt heading is its sibling) nor
above the next one where that is one level below the one in force (size ranks before weight: a bold body-size
line holds no larger heading). Bold has to be rare: a
document that sets a large share of its short lines bold, and of all its lines, gets no bold-line
headings, unless nearly all of those bold lines are numbered. A numbered line set
in italic or underlined counts as bold (the lower levels of many reports and legal texts). A run-in heading, a numbered bold or
italic phrase opening a plain paragraph (`1. Investment Discretion. The Commission ...`), becomes a
heading block of its own before the paragraph's text. Pure."""
from __future__ import annotations

import logging
import re

from f.common.pdf.ocr_lines import type_size
from f.common.tree.code_titles import opens_with_code
from f.common.tree.row_cells import SHORT, on_row_with_cells

log = logging.getLogger(__name__)

# A word and a number (`Part II`, `ITEM 1A.`, `Note 3.`): each word is a scheme of its own, and the
# marker alone is a heading (`PART I` over `ITEM 1. BUSINESS`)
_LABEL = (r"(?P<word>Chapter|CHAPTER|Part|PART|Appendix|APPENDIX|Item|ITEM|Note|NOTE|Article|ARTICLE|"
          r"Section|SECTION|Schedule|SCHEDULE|Annex|ANNEX)\s+(\d{1,3}[A-Z]?|[IVXLC]{1,6}|[A-Z])\b[.:]?")
SCHEMES = [  # (name, pattern) tried in this order; first match names the line's scheme
    ("cn-chapter", r"第\s*[一二三四五六七八九十百零〇\d]+\s*[章编部篇]"),
    ("cn-section", r"第\s*[一二三四五六七八九十百零〇\d]+\s*节"),
    ("cn-num", r"[一二三四五六七八九十]+\s*[、.．]"),
    ("cn-paren", r"[(（][一二三四五六七八九十]+[)）]"),
    ("label", _LABEL),
    ("dotted3", r"\d{1,3}\.\d{1,3}\.\d{1,3}\.?"),
    ("dotted2", r"\d{1,3}\.\d{1,3}\.?"),
    ("roman", r"[IVXLC]{1,6}\.(?=\s)"),
    ("upper", r"[A-Z]\.(?=\s)"),
    ("arabic", r"\d{1,3}[.．](?=\s)"),
    ("lower", r"[a-z]\.(?=\s)"),
    ("paren-num", r"[(（]\d{1,3}[)）]"),
    # `(i)`, `(ii)` are the roman scheme, as `(iii)` is (one scheme, one level, 1040); a lone `(v)`
    # or `(x)` stays a letter
    ("paren-roman", r"[(（](i|[ivx]{2,5})[)）]"),
    ("paren-lower", r"[(（](?:[a-z]{1,2}|(?P<treble>[a-z])(?P=treble){2})[)）]"),  # past (zz): (aaa), 1106
]
_SCHEME = [(name, re.compile(r"^\s*" + pattern + (r"(\s*(?P<first>\S)|\s*$)" if name == "label"
                                                  else r"\s*(?P<first>\S)")))
           for name, pattern in SCHEMES]
_CITATION = re.compile(r"§|U\.\s?S\.\s?C\.|C\.\s?F\.\s?R\.|\bet seq\b|\bFed\.\s?Reg\b|\bPub\.\s?L\b|\bv\.\s")
_SENTENCE = re.compile(r"[.。;；,，:：]$")
_CONTENTS = re.compile(r"(\.{2,}|…+|·{2,}|\s)\s*\d{1,4}$")
# a title ending in a year after a word (`II. Rust 2015`, `Fiscal Year 2019`, a report's or a
# release's section): no page number, where no leaders run to it
_YEAR_END = re.compile(r"[^\W\d_]\s+(19|20)\d\d$")
MAX_BOLD_SHARE = 0.2  # bold lines above this share of all short lines: bold is no heading signal
# ... unless they are a small share of all text lines: a legal or standards text's short blocks are
# nearly all its headings (long paragraphs, few short lines), bold or not
MAX_BOLD_LINE_SHARE = 0.07
# ... or unless nearly all of them carry a numbering marker (`I.`, `(a)`, `1.2`): numbered bold lines
# are a heading-dense text's sections (bylaws, a handbook), not emphasis
MIN_NUMBERED_BOLD = 0.9
MAX_CHARS = 90
MAX_NUMBERED_CHARS = 150  # a numbered heading (`ITEM 5. MARKET FOR ...`) may run over two lines
NUMBERED_MIN_SIZE = 0.8  # of the body size, for a numbered heading line (10 over 11 pt; a browser's h5, 0.83 em: 1042)
BASE_CAP = 2  # size ranks kept above bold-line headings (cover pages add many sizes)
HEADING_FACE_SHARE = 0.8  # of the size-ranked headings' text, in one face, for a heading face
MAX_HEADING_FACE_TEXT = 0.05  # of the body-size text: more, and the face is the body's too
PLAIN_MAX_CHARS = 60  # a numbered title set plain: a short line, never a list item's sentence
_WORD = re.compile(r"[^\W\d_]")  # a letter of any script: a title has words, not numbers alone
_INNER_STOP = re.compile(r"[，。；：？！,;:?!=<>]")  # a question or a clause (`（2）若a=1，求b`), not a title
_VALUE_END = re.compile(r"\d\s*[%‰]$|\s\d[\d.,]*$")  # a table row read as one line: `6. Powers 49%`
ALIGNED = 4  # page units (of 1000) between the left edges of a list's items
PROSE_CHARS = 50  # a one-line block this long (a Chinese character counts twice) under a plain title is prose
CELL_CHARS = 12  # a line this short on a plain numbered line's row is a cell beside it
FULL_LINE = 0.03  # of the paragraphs' width: a line ending this near their right edge is full


def scheme_of(text: str) -> str | None:
    return marked(text)[0]


def marked(text: str) -> tuple[str | None, str]:
    """(the numbering scheme of the line, its text after the marker), or (None, text)."""
    for name, pattern in _SCHEME:
        m = pattern.match(text)
        if m:
            rest = text[m.start("first"):] if m.group("first") else ""  # `PART I` alone: no title
            return (f"label-{m.group('word').lower()}" if name == "label" else name), rest.strip()
    return None, text


_STOP = " .:：。—–-"
# numbered statements a textbook runs into its paragraphs (`2.3 Theorem.`, `4 Example.`): not sections
_STATEMENT = re.compile(r"^(theorem|lemma|proposition|corollary|definition|example|remark|exercise|"
                        r"problem|proof|note|claim|conjecture|axiom|algorithm|figure|fig|table|"
                        r"solution|question|answer|hint|case|step)\b", re.I)
_ENDED = re.compile(r"[.:：。—–-]$")
_REST_OPENS = re.compile(r"^\s*([:：。—–-]|\.(?!\.))")


def run_in(block: dict) -> str | None:
    """The title of the run-in heading that opens this paragraph, or None: an emphasised lead-in
    (spans.lead_in) with a numbering marker and a title after it, ended by a stop, a colon or a
    dash. Unnumbered lead-ins are list terms, definitions and `Proof.`: not headings."""
    lead, text = block.get("lead_in"), block["text"]
    if not lead or block.get("kind") or block.get("code") or not text.startswith(lead):
        return None
    if not (_ENDED.search(lead) or _REST_OPENS.match(text[len(lead):])):
        return None  # a phrase cut mid-sentence, or a contents line's leaders
    title = lead.rstrip(_STOP)
    scheme, words = marked(title)
    if not scheme or len(words) < 2 or len(title) > MAX_CHARS or _CITATION.search(title) \
            or _STATEMENT.match(words):
        return None
    if "\u4e00" <= words[0] <= "\u9fff":  # `1. 计算：` opens an exercise; `（一）定义` a section
        return title if scheme.startswith("cn-") else None
    return title if words[0].isupper() or words[0].isdigit() else None


def _split_run_in(block: dict, title: str) -> dict:
    """The run-in heading as a block of its own on the paragraph's first line; the paragraph keeps
    the rest of its text."""
    x0, y0, x1, y1 = block["bbox"]
    line = (y1 - y0) / max(1, block.get("lines", 1))
    block["text"] = block["text"][len(block.pop("lead_in")):].lstrip(_STOP)
    return {"bbox": [x0, y0, x1, round(y0 + line)], "text": title, "size": block["size"], "bold": True,
            "lines": 1}


def _candidate(block: dict, body: float, face: str = "", colours: frozenset = frozenset()) -> bool:
    text = block["text"].strip()
    if block.get("kind") or block.get("code") or block.get("mono") or block.get("text_level") or block.get("no_heading"):
        return False
    scheme, words = marked(text)
    numbered = scheme is not None
    # italic or underlined counts as bold for a numbered title, not a list item: a capital or a name
    # in code (`(a) core.fileMode`, 1106) opens it
    emphasised = block.get("bold") or (block.get("italic") or block.get("underline")) and numbered \
        and (words[:1].isupper() or opens_with_code(words))
    if not emphasised and not ((face and block.get("face") == face or block.get("colour") in colours)
                               and block.get("lines", 1) == 1
                               and block["size"] >= body * 0.97):  # the heading face or colour at body size
        return False
    if not emphasised and not _WORD.search(text):
        return False  # numbers alone in the headings' colour or face: an index's linked page or line numbers
    # the lowest numbered levels may be set a size step smaller than the body (`a. Scope` in 10
    # over 11 pt); footnotes are marked before this and smaller still. An OCR'd line with no descender
    # reads smaller than its type (ocr_lines.type_size)
    if type_size(block) < body * (NUMBERED_MIN_SIZE if numbered else 0.97) or block.get("lines", 1) > 2:
        return False
    limit = MAX_NUMBERED_CHARS if numbered else MAX_CHARS
    # an exam's part heading (scan_lines.mark_part_headings) may end on its note's stop
    if not 2 <= len(text) <= limit or _SENTENCE.search(text) and not block.get("exam_part") or _CITATION.search(text):
        return False
    if _CONTENTS.search(text) and re.search(r"\D\s+\d{1,4}$|\.{2,}", text) \
            and not (_YEAR_END.search(text) and "..." not in text):
        return False  # a contents line, `Introduction ..... 3` or `Introduction 3`
    first = text[0]
    # in the headings' own face a title may open with a package's or command's lower-case name
    # (`fixltx2e updates`): the face tells it, where weight alone would not
    in_face = bool(face) and block.get("face") == face and not block.get("bold")
    return first.isupper() or first.isdigit() or bool(scheme_of(text)) or "\u4e00" <= first <= "\u9fff" \
        or in_face and first.islower()


def _plain_numbered(block: dict, body: float, before: dict | None, after: dict | None) -> bool:
    """A numbered title set plain at body size (a regulation's `（一）` and `1.` levels, a release's
    `(1)` level; apply() also wants a scheme no larger or emphasised heading uses): one short line
    of its own, words and no clause, with body text after it, and no item of its own scheme right
    before or after it at its left edge (a list's items stand together, aligned; a list or table
    ending just above a heading is set in from it), no lower-case text going on below it (a list
    item's hanging lines), a paragraph or a title of another scheme under it (not an exam question's
    short working), and no rule under it running far past its text (a table's or a form's line)."""
    text = block["text"].strip()
    if block.get("kind") or block.get("code") or block.get("mono") or block.get("no_heading") or block.get("ruled") \
            or block.get("lines", 1) != 1 or len(text) > PLAIN_MAX_CHARS or abs(block["size"] - body) > 0.03 * body:
        return False
    scheme, words = marked(text)
    # flags and keys listed with commas or set with `=` (`-b, --base-dir DIR`, 1106) are names, no clause
    if scheme is None or scheme.startswith("label") or len(words) < 2 \
            or _INNER_STOP.search(words) and not opens_with_code(words) \
            or _SENTENCE.search(text) or _CITATION.search(text) or _STATEMENT.match(words) \
            or _CONTENTS.search(text) and re.search(r"\D\s+\d{1,4}$", text):
        return False
    if not (words[0].isupper() or "\u4e00" <= words[0] <= "\u9fff" or opens_with_code(words)) \
            or _VALUE_END.search(words):
        return False
    if after is None or words[0].isupper() and after["text"].lstrip()[:1].islower():
        return False  # its sentence goes on below (a list item's hanging lines)
    following = after["text"].strip()
    if after.get("lines", 1) < 2 and len(following) + sum("\u4e00" <= c <= "\u9fff" for c in following) < PROSE_CHARS \
            and scheme_of(following) in (None, scheme):
        return False  # no paragraph or title of another scheme under it: a question over its working
    return not any(other is not None and scheme_of(other["text"]) == scheme
                   and abs(other["bbox"][0] - block["bbox"][0]) <= ALIGNED for other in (before, after))


def _table_cell(block: dict, blocks: list[dict]) -> bool:
    """A short line sharing its row with other short lines (`2019  2018  2017`, `1 year` among
    column heads): a table cell the ruling finder missed, not a heading."""
    return on_row_with_cells(block["bbox"], [o["bbox"] for o in blocks if o is not block and not o.get("kind")
                                             and len(o["text"]) <= SHORT and o.get("lines", 1) == 1])


def _beside_cell(block: dict, blocks: list[dict]) -> bool:
    """A very short line shares the row (`67%` beside `4. Introduction`): the row of a table whose
    number and title cells read as one line, however few cells it has."""
    return on_row_with_cells(block["bbox"], [o["bbox"] for o in blocks if o is not block and not o.get("kind")
                                             and len(o["text"].strip()) <= CELL_CHARS], cells=1)


def _full_line(block: dict, blocks: list[dict]) -> bool:
    """The line runs to the right edge of its column's paragraphs: a paragraph's first line whose
    rest went on to the next page or column, not a title."""
    x0, x1 = block["bbox"][0], block["bbox"][2]
    column = [b["bbox"] for b in blocks if b.get("lines", 1) > 1 and not b.get("kind")
              and b["bbox"][0] < x1 and b["bbox"][2] > x0]  # paragraphs of its column
    if not column:
        return False
    left, right = min(b[0] for b in column), max(b[2] for b in column)
    return x1 >= right - FULL_LINE * (right - left)


def heading_face(pages: list[list[dict]], body: float) -> str:
    """The face the size-ranked headings are set in, where it is not the body's and the body text
    hardly uses it (DocBook through FOP: DejaVu Sans headings over Times body text): a short line
    in that face at body size is the next heading level down. "" where there is none."""
    heads: dict[str, int] = {}
    text: dict[str, int] = {}
    for blocks in pages:
        for block in blocks:
            if block.get("kind") or block.get("code") or not block.get("face"):
                continue
            n = len(block["text"])
            if block.get("text_level") and block["size"] >= body * 1.12:
                heads[block["face"]] = heads.get(block["face"], 0) + n
            elif not block.get("text_level") and abs(block["size"] - body) <= 0.03 * body:
                text[block["face"]] = text.get(block["face"], 0) + n
    if not heads or not text:
        return ""
    face = max(heads, key=heads.get)
    body_face = max(text, key=text.get)
    if heads[face] < HEADING_FACE_SHARE * sum(heads.values()) or face == body_face or \
            text.get(face, 0) > MAX_HEADING_FACE_TEXT * sum(text.values()):
        return ""
    return face


MIN_COLOURED = 3  # one-line blocks in a colour before it can be the headings' colour
LABEL_REPEATS = 5  # a coloured line printed this often word for word is a box's label (`排演实践`)
_ADDRESS = re.compile(r"://|www\.|\S@\S")  # a link alone on its line is printed blue too


def heading_colours(pages: list[list[dict]], body: float) -> tuple[frozenset, frozenset]:
    """Colours the headings are told by where they are set at the body's size and weight (a report
    whose titles are blue): a colour in which three or more short lines of their own are set, and
    hardly any of the body-size text (links, a coloured term, a table's head row). With them, the
    (colour, text) of lines printed five times or more word for word: a textbook's coloured box
    label over each exercise (`排演实践`), not a section."""
    lines: dict[int, int] = {}
    said: dict[tuple, int] = {}
    text: dict[int, int] = {}
    total = 0
    for blocks in pages:
        for block in blocks:
            if block.get("kind") or block.get("code") or abs(block["size"] - body) > 0.03 * body:
                continue
            n = len(block["text"])
            total += n
            tone = block.get("colour")
            if tone is None:
                continue
            text[tone] = text.get(tone, 0) + n
            if block.get("lines", 1) == 1 and len(block["text"]) <= MAX_CHARS and not _ADDRESS.search(block["text"]):
                lines[tone] = lines.get(tone, 0) + 1
                key = (tone, block["text"].strip())
                said[key] = said.get(key, 0) + 1
    colours = frozenset(tone for tone, n in lines.items()
                        if n >= MIN_COLOURED and text[tone] <= MAX_HEADING_FACE_TEXT * total)
    return colours, frozenset(key for key, n in said.items() if n >= LABEL_REPEATS and key[0] in colours)


def _by_colour(block: dict, colours: frozenset) -> bool:
    """A heading candidate by its colour alone, no weight or slant of its own."""
    return block.get("colour") in colours and not (block.get("bold") or block.get("italic") or block.get("underline"))


def _next_sized_levels(text: list[dict]) -> list[int]:
    """For each block, the level of the next heading ranked by its size after it (0: none)."""
    out, level = [0] * len(text), 0
    for k in range(len(text) - 1, -1, -1):
        out[k] = level
        level = text[k].get("text_level") or level
    return out


LADDER_LINES = 2  # bold lines of a size before it is a rung of the bold headings' ladder


def _size_step(block: dict) -> float:
    return round(block["size"] * 2) / 2


def bold_ladder(text: list[dict], body: float) -> list[float]:
    """The sizes, largest first, of the unnumbered bold lines of their own set between the body size
    and the size-ranked headings' (a 12 pt and an 11 pt bold level under 14 pt sections): each size
    used by two lines or more is a level. One size alone is the EUnit case (beside the heading in
    force), so callers use the ladder only when it has two rungs."""
    count: dict[float, int] = {}
    for block in text:
        if block.get("ocr"):
            continue  # a scan's sizes scatter by a sixth line to line (ink, not type): no rungs told apart (1047)
        if block.get("bold") and not block.get("text_level") and not block.get("code") \
                and block.get("lines", 1) == 1 and len(block["text"].strip()) <= MAX_CHARS \
                and scheme_of(block["text"]) is None and body * 0.97 <= block["size"] < body * 1.12:
            count[_size_step(block)] = count.get(_size_step(block), 0) + 1
    return sorted((size for size, n in count.items() if n >= LADDER_LINES), reverse=True)


def apply(pages: list[list[dict]], body: float) -> int:
    """Mark bold-line headings (text_level) in place; returns how many."""
    short = bold = lines = numbered = 0
    for blocks in pages:
        for block in blocks:
            if not block.get("kind"):
                lines += block.get("lines", 1)
            # the headings already ranked by size are no emphasis: counted, they tip a book that sets
            # them bold over the share, and a few pages read another way tip it back (letgut)
            if not block.get("kind") and not block.get("text_level") and len(block["text"]) <= MAX_CHARS:
                short += 1
                # a scanned listing's or shell line (`$ gpg --send-keys`) counts as a line, but its
                # weight, read off noisy pixels, says nothing of how the book uses bold (1046)
                heavy = block.get("bold") and not (block.get("ocr") and block.get("code_line"))
                bold += bool(heavy)
                numbered += bool(heavy) and scheme_of(block["text"]) is not None
    bold_lines = bool(short) and (bold / short <= MAX_BOLD_SHARE or bold / lines <= MAX_BOLD_LINE_SHARE
                                  or numbered >= MIN_NUMBERED_BOLD * bold)
    if not bold_lines:
        log.info("bold lines are %d of %d short lines, of %d lines: no bold-line headings", bold, short, lines)
    # below the size-ranked headings, but never so deep that every scheme lands on level 6
    deepest = max((b.get("text_level") or 0 for blocks in pages for b in blocks), default=0)
    base = min(BASE_CAP, deepest)
    face = heading_face(pages, body)
    colours, labels = heading_colours(pages, body)
    tones: list[tuple] = []  # (colour, italic) of unnumbered coloured headings, in order of first use
    order: list[str] = []  # numbering schemes in order of first use
    # schemes of headings told by size or emphasis: one scheme, one level, so a plain line of such a
    # scheme (`一、音高模唱` under the larger `一、音乐听辨与记忆`) is no title of its own
    marked: set[str] = set()
    found = 0
    last = None
    in_force = 0  # the level of the last heading ranked by size
    text = [b for blocks in pages for b in blocks if not b.get("kind")]  # neighbours across pages
    ladder = bold_ladder(text, body)
    place = {id(b): k for k, b in enumerate(text)}
    next_sized = _next_sized_levels(text)
    for blocks in pages:
        out: list[dict] = []
        for block in blocks:
            out.append(block)
            if block.get("text_level"):
                last = scheme_of(block["text"]) or last
                if last:
                    marked.add(last)
                in_force = block["text_level"]
                continue
            title = run_in(block)
            k = place.get(id(block), -1)
            if title:
                block = _split_run_in(block, title)
                out.insert(len(out) - 1, block)
            elif (bold_lines or face or colours) \
                    and _candidate(block, body, face, frozenset() if (block.get("colour"), block["text"].strip()) in labels
                                   else colours) \
                    and not _table_cell(block, blocks) and not _ADDRESS.search(block["text"]):
                if _by_colour(block, colours) and scheme_of(block["text"]) in marked:
                    continue  # a coloured `一、` under the larger `一、` headings: one scheme, one level
                if not bold_lines and not ((face and block.get("face") == face or block.get("colour") in colours
                                            and (block["colour"], block["text"].strip()) not in labels)
                                           and block.get("lines", 1) == 1):
                    continue
            elif (in_force or order) and k >= 0 and scheme_of(block["text"]) not in marked \
                    and _plain_numbered(block, body, text[k - 1] if k else None, text[k + 1] if k + 1 < len(text) else None) \
                    and not _beside_cell(block, blocks) and not _full_line(block, blocks):  # the page's lines last: dearer
                block["plain_title"] = True  # one line by what made it a title: never joined with the next
            else:  # (a plain numbered title needs headings before it: an outline to go on)
                continue
            scheme = scheme_of(block["text"])
            if scheme and not block.get("plain_title") and not _by_colour(block, colours):
                marked.add(scheme)
            if face and block.get("face") == face and not block.get("bold") and not scheme:
                block["text_level"] = min(6, deepest + 1)  # the heading face at body size: the next level down
                found += 1
                continue
            if block.get("colour") in colours and (block["colour"], block["text"].strip()) not in labels \
                    and not block.get("bold") and not scheme:
                tone = (block["colour"], bool(block.get("italic")))  # each colour and slant a level,
                if tone not in tones:  # in the order the document first uses them
                    tones.append(tone)
                block["text_level"] = min(6, deepest + 1 + tones.index(tone))
                found += 1
                continue
            if scheme and scheme not in order:
                order.append(scheme)
            if scheme:
                depth = order.index(scheme) + 1
            else:  # unnumbered: one below the scheme in force
                depth = (order.index(last) + 2) if last in order else 1
            level = min(6, base + depth)
            if not scheme:  # a bold line in body type is never above the larger heading in force,
                level = max(level, in_force)
                if in_force and len(ladder) > 1 and _size_step(block) in ladder:
                    # bold lines in two sizes or more between the body and the size-ranked
                    # headings are levels of their own under the heading in force, larger above
                    level = max(level, in_force + 1 + ladder.index(_size_step(block)))
                if k >= 0 and in_force and next_sized[k] == in_force + 1:
                    # nor above the next one, one level down: size ranks before weight (a module's
                    # bold `Distribution` over its 13.3 pt `Exports` label is the label's sibling);
                    # a next heading further down (a cover's small lines) tells nothing
                    level = max(level, next_sized[k])
            block["text_level"] = level
            last = scheme or last
            found += 1
        blocks[:] = out
    return found
