"""Lines -> paragraphs: consecutive one-style lines joined, a numbering marker set apart from its
title (`B.` at a tab stop, `第1章` above the title) joined to it, code listings left as they are."""
from __future__ import annotations

import logging
import re

from f.common.cjk import wide
from f.common.pdf.page_headings import run_in, scheme_of

log = logging.getLogger(__name__)

ITEM_START = re.compile(r"^\s*(\d+[.、．)]|[(（]\d+[)）]|例\s*\d|[一二三四五六七八九十]+、|[•·●■]|"
                        r"第\s*[一二三四五六七八九十\d]+\s*[章节]|\d+(\.\d+)+\s|"
                        r"[(（](?:(?P<letter>[a-z])(?P=letter){0,2}|[ivx]{1,4})[)）]\s)")  # `(b) Scope`, `(iv) ...`:
# a legal text's items; past (z) its letters double and treble (`(jj)`, `(aaa)`, 1106)
# `a. `, `B. `, `iv. ` open a lettered heading when set in other type than the line above (an italic
# `a. Market Practices` under a paragraph's short last line); in the same type, a wrapped initial
LETTERED = re.compile(r"^\s*([A-Za-z]|[IVXivx]{2,4})\.\s")
# a contents line: leaders (Texinfo spaces its dots: `. . . 41`), page number
TOC_END = re.compile(r"((?:\.\s?){2,}|…+|·{2,})\s*\d{1,4}$")
# A block that is only a numbering marker: `III.`, `B.`, `1.`, `2.3`, `(a)`, `（一）`, `第一章`, `一、`.
MARKER = re.compile(r"^\s*([IVXLC]{1,6}\.|[A-Z][.．]|\d{1,3}(\.\d{1,3})*[.．]?|[(（]([a-z]|[ivx]{1,4}|\d{1,3}|"
                    r"[一二三四五六七八九十]{1,3})[)）]|第\s*[一二三四五六七八九十百零〇\d]{1,4}\s*[章节编部篇]|"
                    r"[一二三四五六七八九十]{1,3}、|§\s*\d{1,3}|(Chapter|Section|Part|Appendix)\s+[\w.]{1,4})\s*$")


def join_lines(lines: list[str]) -> str:
    out = ""
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if out and not (wide(out[-1]) or wide(line[0])):
            out = out[:-1] if out.endswith("-") and line[0].islower() else out + " "
        out += line
    return out


def _marker_title(prev: dict, block: dict) -> bool:
    """`prev` is a bare numbering marker and `block` its title: on the same row to its right, or
    directly below in the same type (and aligned left or centred)."""
    if prev.get("code") or block.get("code") or not MARKER.match(prev["text"]):
        return False
    if MARKER.match(block["text"]):
        return False  # two markers in a row: a column of numbers, not a title
    a, b = prev["bbox"], block["bbox"]
    height = max(1, a[3] - a[1])
    same_size = abs(prev["size"] - block["size"]) < 0.15 * block["size"]
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    if overlap > 0.5 * min(height, b[3] - b[1]) and 0 <= b[0] - a[2] < 150:
        return same_size
    gap = b[1] - a[3]
    aligned = abs(b[0] - a[0]) < 2 * height or abs((b[0] + b[2]) - (a[0] + a[2])) < 4 * height
    return (-0.2 * height <= gap < 0.9 * height and aligned and prev["bold"] == block["bold"]
            and abs(prev["size"] - block["size"]) < 0.05 * block["size"])


def _join(prev: dict, block: dict, marker: bool = False) -> None:
    # a marker keeps a space before its title, CJK too (`第1章 引言`, as headings are written)
    if marker and block.get("lead_in"):  # `1.` at a tab stop, then `Scope.` run in: one lead-in
        prev["lead_in"] = f"{prev['text'].strip()} {block['lead_in']}"
    prev["text"] = f"{prev['text'].strip()} {block['text'].strip()}" if marker else \
        join_lines([prev["text"], block["text"]])
    _join_bold(prev, block)
    prev["bbox"] = [min(prev["bbox"][0], block["bbox"][0]), min(prev["bbox"][1], block["bbox"][1]),
                    max(prev["bbox"][2], block["bbox"][2]), max(prev["bbox"][3], block["bbox"][3])]
    prev["last"] = block["bbox"]
    prev["lines"] += block["lines"]


def _join_bold(prev: dict, block: dict) -> None:
    """The paragraph's inline bold phrases: a phrase that closes one line and opens the next is one
    (`一定要仔细阅读文档模` / `板的帮助文档`)."""
    if block.get("italic_phrases"):  # inline italics: each line's runs, in order
        prev["italic_phrases"] = list(prev.get("italic_phrases") or []) + block["italic_phrases"]
    ahead, behind = list(prev.get("bold_phrases") or []), list(block.get("bold_phrases") or [])
    if not behind:
        prev["bold_closes"] = False
        return
    if ahead and prev.get("bold_closes") and block.get("bold_opens"):
        ahead[-1] = join_lines([ahead[-1], behind.pop(0)])
    prev.update(bold_phrases=ahead + behind, bold_closes=bool(block.get("bold_closes")))
    prev.setdefault("bold_opens", bool(block.get("bold_opens")) and not ahead)


def _two_numbered_titles(prev: dict, block: dict) -> bool:
    """A numbered line of its own set bold or italic, and under it a bold line opening with a
    marker too (`I. git-config — Get and set ...` over `A. Synopsis`: a heading and its first
    subheading) or a line in upright type (`2. Ancillary Commands` in italic over `Manipulators:`,
    `(b) git-fast-export(1)` over its description): a title and what follows it, not one wrapped
    line (1107)."""
    if prev["lines"] != 1 or scheme_of(prev["text"]) is None:
        return False
    if prev.get("bold") and block.get("bold"):
        return scheme_of(block["text"]) is not None
    return bool(prev.get("italic")) and not prev.get("bold") and not block.get("italic") and not block.get("bold")


def paragraphs(blocks: list[dict]) -> list[dict]:
    """Join consecutive one-style blocks into paragraphs where a PDF writes each line as its own
    block: same size and weight, a small vertical gap, overlapping columns, the previous line
    running to the right edge, and the next line not starting a numbered item."""
    out: list[dict] = []
    for block in blocks:
        prev = out[-1] if out else None
        if prev is not None and prev["lines"] == 1 and _marker_title(prev, block):
            _join(prev, block, marker=True)
            continue
        if prev is not None and not any(b.get(k) for b in (prev, block) for k in ("code", "contents_row")):
            height = max(1, prev["last"][3] - prev["last"][1])
            gap = block["bbox"][1] - prev["last"][3]
            # a run-in heading starts a paragraph, which goes on plain however its first line reads
            same_weight = prev["bold"] == block["bold"] or (not block["bold"] and run_in(prev))
            if (abs(prev["size"] - block["size"]) < 0.05 * block["size"] and same_weight
                    and not run_in(block) and -0.2 * height <= gap < 0.9 * height
                    and abs(block["bbox"][0] - prev["bbox"][0]) < 4 * height
                    and prev["last"][2] >= max(prev["bbox"][2], block["bbox"][2]) - 2 * height
                    and not ITEM_START.match(block["text"])
                    and not (LETTERED.match(block["text"]) and bool(block.get("italic")) != bool(prev.get("italic")))
                    and not TOC_END.search(prev["text"])
                    and not _two_numbered_titles(prev, block)):
                _join(prev, block)
                continue
        out.append(dict(block, last=block["bbox"]))
    for block in out:
        block.pop("last")
    return out
