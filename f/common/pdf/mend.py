"""Text-layer pages whose font maps some glyphs to nothing: the layer keeps the layout, OCR
supplies the characters. Pure.

A Chinese textbook's body font often has no Unicode for its punctuation and digits: every page
reads `50米快速跑` as `��米快速跑`, `（1）` as `���`. Under 30% such glyphs the page is not a
scan (parser.needs_ocr), and dropping them (textnorm.settle) loses numbers, sentence ends and
list markers that search, glossary and exercises need. OCR of the whole page reads them, but its
lines carry no type sizes or weights, which the tree's headings come from. So such a page keeps
its text-layer blocks (bbox, size, weight) and each block holding unmapped glyphs takes the text
of the OCR lines inside its box, when that text agrees with the characters the layer did map."""
from __future__ import annotations

import difflib
import re

from f.common.pdf.paragraphs import join_lines
from f.common.textnorm import REPLACEMENT, fold

# from this share of unmapped glyphs (and this many) a text page is mended by OCR; from 0.3 the
# whole page is OCR'd instead (parser.needs_ocr). On the dev data only the PE teachers' guide
# (8-20% on every body page) reaches it; science-workbook-g5 has one page with 2 such glyphs.
MEND_SHARE, MEND_MIN, FULL_OCR = 0.03, 20, 0.3
AGREE = 0.8  # share of the layer's own characters the OCR text must hold, in order
_NOT_CONTENT = re.compile(r"[\s\W_]+")


def unmapped(blocks: list[dict]) -> tuple[int, int]:
    """(unmapped glyphs, all characters) of a page's blocks."""
    text = "".join(b["text"] for b in blocks)
    return text.count(REPLACEMENT), len(text)


def needs_mending(blocks: list[dict]) -> bool:
    bad, total = unmapped(blocks)
    return total > 0 and bad >= MEND_MIN and MEND_SHARE <= bad / total < FULL_OCR


def _inside(line_box: list[float], block_box: list[float]) -> bool:
    """The line's centre row lies in the block and most of the line's width overlaps it."""
    x0, y0, x1, y1 = line_box
    bx0, by0, bx1, by1 = block_box
    middle = (y0 + y1) / 2
    overlap = min(x1, bx1) - max(x0, bx0)
    return by0 - 2 <= middle <= by1 + 2 and overlap >= 0.5 * max(x1 - x0, 1e-6)


def _content(text: str) -> str:
    return _NOT_CONTENT.sub("", text)


def agrees(layer_text: str, ocr_text: str) -> bool:
    """The OCR text holds the characters the layer mapped (letters, digits, ideographs), in order,
    for at least AGREE of them: the same words, not a neighbouring line."""
    own = _content(layer_text.replace(REPLACEMENT, ""))
    read = _content(ocr_text)
    if not own or not read:
        return False
    matcher = difflib.SequenceMatcher(None, own, read, autojunk=False)
    kept = sum(block.size for block in matcher.get_matching_blocks())
    return kept >= AGREE * len(own) and len(read) <= 2 * len(own) + 10


def mend(blocks: list[dict], lines: list[dict] | None) -> tuple[list[dict], int]:
    """The blocks with unmapped glyphs rewritten from the OCR lines (bbox in the blocks' 0-1000
    units) inside them where they agree; the rest as they were, for parser.settled to settle.
    Returns (blocks, how many were mended)."""
    out, mended = [], 0
    for block in blocks:
        if REPLACEMENT not in block["text"] or not lines:
            out.append(block)
            continue
        inside = sorted((l for l in lines if _inside(l["bbox"], block["bbox"])),
                        key=lambda l: (round(l["bbox"][1] / 8), l["bbox"][0]))
        text = fold(join_lines([l["text"] for l in inside]))
        if inside and agrees(block["text"], text):
            block = {**block, "text": text, "mended": True}
            block.pop("lead_in", None)  # the run-in lead was read from the layer's spans
            mended += 1
        out.append(block)
    return out, mended
