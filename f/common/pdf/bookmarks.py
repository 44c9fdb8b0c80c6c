"""PDF bookmarks (the outline) matched to heading lines on their target pages. Pure.

Bookmarks win (issue 12): every entry becomes a heading with its own level (`outline_level`). It is
matched to the line on its page that carries its title, with numbering and spacing normalised
(`Mobile Platform` matches `A. Mobile Platform`, `Part I` matches `PART I`), a title wrapped over
two or three lines joined first, and a line that only starts with the title (`Financial
Performance Summary for Fiscal 2019`) taken when nothing closer is on the page. Among equally good
lines the heavier or larger one wins (a running header or a contents line loses to the heading). An
entry with no line on its page (a `Cover Page` bookmark over an image) still gets a heading of
its own at the top of that page, marked `outline_only`; such disagreements are logged."""
from __future__ import annotations

import logging
import re
import unicodedata

from f.common.pdf.paragraphs import join_lines

log = logging.getLogger(__name__)

# The number a body heading carries and its bookmark may drop (`III.`, `B.`, `2.1`, `A.3`, `(a)`),
# normalised.
PREFIX = re.compile(r"^([a-z](\.\d{1,3})+[.．]?|[ivxlc]{1,6}[.．]|[a-z][.．]|\d{1,3}(\.\d{1,3})*[.．]?|[(（]\w{1,3}[)）]|"
                    r"第[一二三四五六七八九十百零〇\d]{1,4}[章节编部篇]|[一二三四五六七八九十]{1,3}[、.．]|"
                    r"(appendix|chapter|section|part|item|note)(\d{1,3}([a-z](?![a-z]))?|[ivxlc]{1,6}|[a-z])[.:]?)")
_QUOTES = re.compile(r"[\s`'\"\u2018\u2019\u201c\u201d]+")  # LaTeX ``M'' in a bookmark, “M” on the page
_PUNCT = re.compile(r"[.．:：,，;；、\-–—]+$")
MAX_WRAP = 3  # lines a wrapped title is joined over


def norm(text: str) -> str:
    return _PUNCT.sub("", _QUOTES.sub("", unicodedata.normalize("NFKC", text)).lower())


def _bare(key: str) -> str:
    return PREFIX.sub("", key, count=1)


def closeness(want: str, block: dict) -> float:
    """How well a block's text carries the bookmark title `want` (normalised); 0 = not at all."""
    have = norm(block["text"])
    if not have or not want:
        return 0.0
    forms = {have, _bare(have)}
    wants = {want, _bare(want)} - {""}
    if forms & wants:
        return 3.0
    if any(h.startswith(w) and len(h) <= len(w) + 4 for h in forms for w in wants):
        return 2.5  # a trailing page number, a footnote mark
    if block.get("lines", 1) <= 2 and len(want) >= 6 and any(h.startswith(w) for h in forms for w in wants):
        return 1.0  # the bookmark shortens its heading
    return 0.0


def _weight(block: dict) -> tuple:
    return (bool(block.get("bold")), block["size"])


def _join_wrapped(want: str, blocks: list[dict], i: int) -> bool:
    """Blocks i, i+1, ... together spell the title: joined into block i (in place)."""
    have = norm(blocks[i]["text"])
    if len(have) < 4 or not any(w.startswith(h) for w in (want, _bare(want)) for h in (have, _bare(have))):
        return False
    parts, j = [blocks[i]], i + 1
    while j < len(blocks) and j - i < MAX_WRAP and not blocks[j].get("kind"):
        parts.append(blocks[j])
        joined = join_lines([p["text"] for p in parts])
        probe = dict(blocks[i], text=joined, lines=1)
        if closeness(want, probe) >= 2.5:
            boxes = [p["bbox"] for p in parts]
            blocks[i] = dict(blocks[i], text=joined, lines=sum(p.get("lines", 1) for p in parts),
                             bbox=[min(b[0] for b in boxes), min(b[1] for b in boxes),
                                   max(b[2] for b in boxes), max(b[3] for b in boxes)])
            del blocks[i + 1:j + 1]
            return True
        if not any(w.startswith(norm(joined)) for w in (want, _bare(want))):
            return False
        j += 1
    return False


def _best(want: str, blocks: list[dict]) -> int | None:
    best, best_key = None, (0.0,)
    for i, block in enumerate(blocks):
        if block.get("kind") or block.get("code") or block.get("outline_level"):
            continue
        score = closeness(want, block)
        if score < 2.5 and _join_wrapped(want, blocks, i):
            score = 3.0
        key = (score, *_weight(block))
        if score and key > best_key:
            best, best_key = i, key
    return best


def apply_outline(toc: list, pages: list[list[dict]], body: float = 10.0) -> int:
    """Mark outline headings (text_level, outline_level) in place; returns how many entries were
    found as a line on their pages. Entries found nowhere get an `outline_only` heading block."""
    found = 0
    missing = []
    for entry in toc:
        level, title, page = int(entry[0]), str(entry[1]).strip(), int(entry[2])
        want = norm(title)
        if not 1 <= page <= len(pages) or not want:
            continue
        blocks = pages[page - 1]
        i = _best(want, blocks)
        if i is None:
            missing.append((page, title[:60]))
            top = min((b["bbox"][1] for b in blocks if not b.get("kind")), default=0)
            blocks.insert(0, {"bbox": [0, max(0, top - 1), 1000, max(0, top - 1)], "text": title,
                              "size": body, "bold": False, "lines": 1, "outline_only": True,
                              "text_level": min(level, 6), "outline_level": level})
            continue
        blocks[i]["text_level"], blocks[i]["outline_level"] = min(level, 6), level
        found += 1
    if missing:
        log.info("%d of %d bookmarks have no line on their page (kept as headings): %s",
                 len(missing), len(toc), missing[:5])
    return found
