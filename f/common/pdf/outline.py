"""Headings: from the PDF outline (bookmarks) when it has one, else from font statistics.

Outline entries are matched to a block on their target page by their text, and that block gets the
entry's level as `text_level`. Without an outline, a short block set clearly larger than the body
text (or bold, with a section number) is a heading; distinct heading sizes, largest first, give the
levels."""
from __future__ import annotations

import re
import unicodedata
from collections import Counter

_NUMBERED = re.compile(r"^(第\s*[一二三四五六七八九十百零〇\d]+\s*[章节编部]|\d+(\.\d+)+|§\s*\d|"
                       r"(Chapter|Section|Part|Appendix)\s+\w+|附录|[一二三四五六七八九十]+、|[(（][一二三四五六七八九十]+[)）])")


_CN_PAREN = re.compile(r"^[(（][一二三四五六七八九十]+[)）]\s*\S")


def _norm(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text)).lower()


def apply_outline(toc: list, pages: list[list[dict]]) -> int:
    """Mark outline headings; returns how many entries were found on their pages."""
    found = 0
    for entry in toc:
        level, title, page = int(entry[0]), str(entry[1]), int(entry[2])
        if not 1 <= page <= len(pages) or not _norm(title):
            continue
        want = _norm(title)
        best = None
        for block in pages[page - 1]:
            if block.get("kind") or block.get("text_level"):
                continue
            have = _norm(block["text"])
            if have == want or (have.startswith(want) and len(have) <= len(want) + 4) or \
                    (len(have) >= 4 and want.startswith(have)):
                best = block
                break
        if best is not None:
            best["text_level"] = min(level, 6)
            found += 1
    return found


def body_size(pages: list[list[dict]]) -> float:
    sizes: Counter = Counter()
    for blocks in pages:
        for block in blocks:
            if not block.get("kind"):
                sizes[round(block["size"] * 2) / 2] += len(block["text"])
    return sizes.most_common(1)[0][0] if sizes else 10.0


def apply_below_outline(pages: list[list[dict]], toc: list) -> int:
    """Headings the outline does not list (it often stops at sections): heavy, numbered, short
    blocks left unmarked become one level below the outline's deepest level."""
    deepest = max((int(entry[0]) for entry in toc), default=0)
    body = body_size(pages)
    found = 0
    for blocks in pages:
        for block in blocks:
            text = block["text"].strip()
            if block.get("kind") or block.get("text_level") or not _numbered_line(block, text, body):
                continue
            # heavy type, or （一） which books often set in body type
            if not (block.get("bold") or _CN_PAREN.match(text)):
                continue
            block["text_level"] = min(deepest + 1, 6)
            found += 1
    return found


def _numbered_line(block: dict, text: str, body: float) -> bool:
    """One short numbered line, at least body size, not a sentence or a contents-page line."""
    return (len(text) <= 40 and block.get("lines", 1) == 1 and block["size"] >= body * 0.98
            and bool(_NUMBERED.match(text))
            and not re.search(r"[。；;，,]$|(\.{3,}|…{2,})\s*\d+$", text))


def apply_font_statistics(pages: list[list[dict]]) -> int:
    """Mark headings by size/weight; returns how many."""
    body = body_size(pages)
    candidates = []
    for blocks in pages:
        for block in blocks:
            text = block["text"].strip()
            if block.get("kind") or not text or len(text) > 50 or block.get("lines", 1) > 2:
                continue
            if re.search(r"[。；;，,]$", text) or re.search(r"(\.{3,}|…{2,})\s*\d+$", text):
                continue  # sentences and contents-page lines are not headings
            big = block["size"] >= body * 1.12
            bold_numbered = block.get("bold") and block["size"] >= body * 0.98 and _NUMBERED.match(text)
            if big or bold_numbered:
                candidates.append(block)
    sizes = sorted({round(b["size"] * 2) / 2 for b in candidates}, reverse=True)
    rank = {size: min(i + 1, 6) for i, size in enumerate(sizes[:6])}
    for block in candidates:
        block["text_level"] = rank.get(round(block["size"] * 2) / 2, 6)
    return len(candidates)
