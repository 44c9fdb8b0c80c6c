"""Headings: from the PDF outline (bookmarks) when it has one, else from font statistics.

Outline entries are matched to a block on their target page by their text (f.common.pdf.bookmarks),
and that block gets the entry's level as `text_level`. Without an outline, a short block set clearly larger than the body
text (or bold, with a section number) is a heading; distinct heading sizes, largest first, give the
levels."""
from __future__ import annotations

import logging
import re
from collections import Counter

from f.common.pdf.bookmarks import apply_outline  # noqa: F401  (the outline half lives there)
from f.common.pdf.page_headings import marked

log = logging.getLogger(__name__)

_NUMBERED = re.compile(r"^(第\s*[一二三四五六七八九十百零〇\d]+\s*[章节编部]|\d+(\.\d+)+|§\s*\d|"
                       r"(Chapter|Section|Part|Appendix)\s+\w+|附录|[一二三四五六七八九十]+、|[(（][一二三四五六七八九十]+[)）])")


_CN_PAREN = re.compile(r"^[(（][一二三四五六七八九十]+[)）]\s*\S")
_SENTENCE_END = re.compile(r"[.。!?！？:：;；,，]$")


def body_size(pages: list[list[dict]]) -> float:
    sizes: Counter = Counter()
    for blocks in pages:
        for block in blocks:
            if not block.get("kind") and not block.get("code"):  # listings are set smaller
                sizes[round(block["size"] * 2) / 2] += len(block["text"])
    return sizes.most_common(1)[0][0] if sizes else 10.0


def apply_below_outline(pages: list[list[dict]], toc: list) -> int:
    """Headings the outline does not list (it often stops at sections): heavy, numbered, short
    blocks left unmarked become one level below the outline's deepest level."""
    deepest = max((int(entry[0]) for entry in toc), default=0)
    body = body_size(pages)
    found: list[tuple[int, str]] = []
    for page, blocks in enumerate(pages, start=1):
        for block in blocks:
            text = block["text"].strip()
            if block.get("kind") or block.get("text_level") or block.get("code") or \
                    not _numbered_line(block, text, body):
                continue
            # heavy type, or （一） which books often set in body type
            if not (block.get("bold") or _CN_PAREN.match(text)):
                continue
            block["text_level"] = min(deepest + 1, 6)
            found.append((page, text[:60]))
    if found:  # the pages and the bookmarks disagree: said once, the bookmarks still win
        log.info("%d numbered heading lines that no bookmark names, kept below the outline's level %d: %s",
                 len(found), deepest, found[:5])
    return len(found)


def _numbered_line(block: dict, text: str, body: float) -> bool:
    """One short numbered line, at least body size, not a sentence or a contents-page line."""
    return (len(text) <= 40 and block.get("lines", 1) == 1 and block["size"] >= body * 0.98
            and bool(_NUMBERED.match(text)) and bool(re.search(r"[^\W\d_]", text))
            and not re.search(r"[。；;，,]$|(\.{3,}|…{2,})\s*\d+$", text))


# a chapter opener: a chapter or part label (`Chapter 3`, `Part II`, `Appendix A`, `第3章`) over its
# title set large; OCR groups the label and a title of one or two lines into one tall block
OPENER_SCHEMES = ("label-chapter", "label-part", "label-appendix", "cn-chapter")
OPENER_LINES = 3  # the label and up to two title lines
BIG = 1.12  # of the body size: a heading set clearly larger than the text
CENTRED_TITLE = 60  # characters: a title centred under its label in the body's type is no longer


def opener_label(text: str) -> bool:
    """The line opens with a chapter or part label (page_headings' numbering reader)."""
    return marked(text)[0] in OPENER_SCHEMES


MAX_CHARS, MAX_NUMBERED_CHARS = 50, 150  # longest size-ranked heading, unnumbered / numbered
# ... an unnumbered one on a single line may run longer (`Configuring the server's (daemon's) command
# execution`); two lines that long in large type are a paragraph's
MAX_ONE_LINE_CHARS = 80
PROSE_RUN = 3  # this many lines stacked in one type, most of them full measure, are a paragraph


def _stacked(a: dict, b: dict) -> bool:
    height = max(1, (a["bbox"][3] - a["bbox"][1]) / max(1, a.get("lines", 1)))
    return (not a.get("kind") and not b.get("kind") and abs(a["size"] - b["size"]) < 0.05 * a["size"]
            and a.get("bold") == b.get("bold") and -0.2 * height <= b["bbox"][1] - a["bbox"][3] < 1.3 * height)


def prose_runs(blocks: list[dict]) -> set[int]:
    """Indexes of blocks in runs of lines the paragraph joiner left apart (a preface set in a larger
    type, line by line): never headings, whatever their size."""
    out: set[int] = set()
    start = 0
    for n in range(1, len(blocks) + 1):
        if n < len(blocks) and _stacked(blocks[n - 1], blocks[n]):
            continue
        run = range(start, n)
        wide = sum(blocks[k]["bbox"][2] - blocks[k]["bbox"][0] > 450 for k in run)
        if len(run) >= PROSE_RUN and wide >= 0.6 * len(run):
            out.update(run)
        start = n
    return out


def apply_font_statistics(pages: list[list[dict]]) -> int:
    """Mark headings by size/weight; returns how many."""
    body = body_size(pages)
    # the running titles' words: a larger copy of one is its chapter's title, however long
    running = {re.sub(r"\s+", "", b["text"]) for blocks in pages for b in blocks if b.get("kind") == "header"}
    candidates = []
    for blocks in pages:
        prose = prose_runs(blocks)
        for n, block in enumerate(blocks):
            text = block["text"].strip()
            # a numbered title may run over two lines (`Appendix B  Examples of Software Functions
            # for which FDA intends to exercise enforcement discretion`); an unnumbered one is short
            limit = MAX_NUMBERED_CHARS if _NUMBERED.match(text) or re.sub(r"\s+", "", text) in running else \
                MAX_ONE_LINE_CHARS if block.get("lines", 1) == 1 else MAX_CHARS
            big = block["size"] >= body * BIG
            lines = block.get("lines", 1)
            if block.get("kind") or block.get("code") or block.get("no_heading") or not text or len(text) > limit or \
                    lines > 2 and not (big and lines <= OPENER_LINES and opener_label(text)) or n in prose:
                continue
            if re.search(r"[。；;，,]$", text) or re.search(r"(\.{3,}|…{2,})\s*\d+$", text):
                continue  # sentences and contents-page lines are not headings
            if not re.search(r"[^\W_]", text):
                continue  # a rule drawn with underscores or dashes, `______`: no words, no heading
            bold_numbered = block.get("bold") and block["size"] >= body * 0.98 and _NUMBERED.match(text)
            if big or bold_numbered:
                candidates.append(block)
    sizes = sorted({round(b["size"] * 2) / 2 for b in candidates}, reverse=True)
    rank = {size: min(i + 1, 6) for i, size in enumerate(sizes[:6])}
    for block in candidates:
        block["text_level"] = rank.get(round(block["size"] * 2) / 2, 6)
    return len(candidates)


def join_wrapped(pages: list[list[dict]]) -> int:
    """A heading wrapped onto a second block: the next block on the page, in the same type, close
    below, continuing the title (the first part ends no sentence; the second is no new numbered
    heading, and is a heading of the same level or unmarked). Joined in place; returns how many
    heading blocks were absorbed."""
    from f.common.pdf.paragraphs import MARKER, join_lines

    absorbed = 0
    body = body_size(pages)
    for blocks in pages:
        i = 0
        title_lines = 0  # title lines joined to a bare chapter label so far
        while i < len(blocks) - 1:
            a, b = blocks[i], blocks[i + 1]
            label = _titles_label(a, b, body, title_lines)
            if label or _continues_heading(a, b, MARKER):
                if label:  # the label's heading takes the larger title's rank
                    title_lines += b.get("lines", 1)
                    a["text_level"] = min(a["text_level"], b.get("text_level") or a["text_level"])
                absorbed += bool(b.get("text_level"))
                a["text"] = join_lines([a["text"], b["text"]])
                a["bbox"] = [min(a["bbox"][0], b["bbox"][0]), min(a["bbox"][1], b["bbox"][1]),
                             max(a["bbox"][2], b["bbox"][2]), max(a["bbox"][3], b["bbox"][3])]
                a["lines"] = a.get("lines", 1) + b.get("lines", 1)
                del blocks[i + 1]
                continue
            i += 1
            title_lines = 0
    return absorbed


def _titles_label(a: dict, b: dict, body: float, joined: int) -> bool:
    """b is (the next line of) the title under a chapter opener's bare label (`Chapter 4` over
    `RV32E Base Integer Instruction Set,` / `Version 1.9`): a heading that is the label alone, then a
    line set large close below it, over it, with no numbering of its own, up to two title lines. The
    title's lines may differ from the label and each other in size and weight (OCR reads them apart)."""
    if not a.get("text_level") or a.get("kind") or b.get("kind") or b.get("code") or a.get("contents_row") \
            or b.get("contents_row"):
        return False
    scheme, rest = marked(a["text"].strip())
    if scheme not in OPENER_SCHEMES or joined == 0 and rest:
        return False  # a labelled title already, or no chapter label
    text = b["text"].strip()
    height = max(1, a["bbox"][3] - a["bbox"][1]) / max(1, a.get("lines", 1))
    gap = b["bbox"][1] - a["bbox"][3]
    # set large, or centred under a centred label in the body's type (`Appendix A` / `Installation
    # Procedures` in small capitals, decision 0773)
    centred = abs((a["bbox"][0] + a["bbox"][2]) / 2 - (b["bbox"][0] + b["bbox"][2]) / 2) <= height \
        and len(text) <= CENTRED_TITLE and b.get("lines", 1) == 1
    return ((b["size"] >= body * BIG or centred) and joined + b.get("lines", 1) <= OPENER_LINES - 1
            and -0.2 * height <= gap < 1.5 * height and b["bbox"][0] < a["bbox"][2] and b["bbox"][2] > a["bbox"][0]
            and 0 < len(text) and len(a["text"]) + len(text) <= MAX_NUMBERED_CHARS
            and marked(text)[0] is None and not _labels_section(a, b))


def _labels_section(label: dict, b: dict) -> bool:
    """b is a section of the label's chapter, not its title: a heading ranked below the label that
    carries the chapter's number as the head of a dotted number, at its start or end (`Exercises
    14.1` under `Chapter 14`; xsim's restarting exercise sections, issue 27 / decision 1163)."""
    number = re.search(r"\d+", label["text"])
    if not number or not b.get("text_level") or b["text_level"] <= label["text_level"]:
        return False
    dotted, text = rf"(?<![\d.]){number.group()}\.\d+(?:\.\d+)*", b["text"].strip()
    return bool(re.match(dotted + r"(?!\S)", text) or re.search(r"(?<!\S)" + dotted + "$", text))


def _continues_heading(a: dict, b: dict, marker) -> bool:
    level = a.get("text_level")
    if not level or a.get("kind") or b.get("kind") or b.get("code") or b.get("text_level", level) != level:
        return False
    if a.get("plain_title"):
        return False  # a numbered title set plain is one line by what made it a title (page_headings)
    if a.get("contents_row") or b.get("contents_row"):
        return False  # each row of a contents page is an entry of its own (`题型六 … 47`, `题型七 … 50`)
    height = max(1, a["bbox"][3] - a["bbox"][1]) / max(1, a.get("lines", 1))
    gap = b["bbox"][1] - a["bbox"][3]
    text = b["text"].strip()
    return (abs(a["size"] - b["size"]) < 0.05 * a["size"] and a.get("bold") == b.get("bold")
            and a.get("colour") == b.get("colour")  # a heading told by colour wraps in its colour
            and not (a.get("italic") and not a.get("bold") and not b.get("italic"))  # ... one told by slant in its slant (1041)
            and -0.2 * height <= gap < 0.9 * height and a["bbox"][0] - 2 * height <= b["bbox"][0]
            and b["bbox"][0] <= a["bbox"][2] and 0 < len(text) <= 60
            and len(a["text"]) + len(text) <= (MAX_NUMBERED_CHARS + 10 if _NUMBERED.match(a["text"]) else 120)
            and not _SENTENCE_END.search(a["text"].strip())
            and (not _NUMBERED.match(text) or re.fullmatch(r"[\d.]+", text) is not None)
            and not marker.match(text.split()[0]))
