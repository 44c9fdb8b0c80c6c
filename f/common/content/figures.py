"""The figures and tables of a book (pure): every MinerU `image` / `table` / `chart` block (ours
from f.common.pdf has the same shape) with its kind, 1-based page, caption, footnote, bbox and
image path, in reading order. A block MinerU gave no caption takes a neighbouring text block that
reads as one (`图 6-3 ...`, `表2.1 ...`, `第5题图`) on the same page, next to it in reading order
and, where both have a bbox, close to it; that block stays in the page's text as well."""
from __future__ import annotations

import re

from f.common.textnorm import fold

FIGURE, TABLE = "figure", "table"
KIND_WORD = {FIGURE: "图", TABLE: "表"}
_KINDS = {"image": FIGURE, "chart": FIGURE, "table": TABLE}
_NUM = r"[0-9一二三四五六七八九十]+(?:\s*[.\-－—–·．]\s*[0-9]+)*"
CAPTION = re.compile(rf"^\s*(?:续?(?P<zh>[图表])\s*{_NUM}|(?P<en>figure|fig\.|table)\s*{_NUM}"
                     rf"|(?:第\s*[0-9]+\s*题|例\s*[0-9]+|[(（]\s*第?\s*[0-9]+\s*题?\s*[)）])\s*图)",
                     re.I)
MAX_CAPTION = 80    # characters: a longer text block is prose that happens to start with 图1
NEAR = 80           # 0-1000 page units between a block and a caption taken from a neighbour


def _parts(value) -> list[str]:
    return [" ".join(str(p).split()) for p in (value or []) if str(p).strip()]


def caption_kind(text: str) -> str | None:
    """FIGURE or TABLE when `text` reads as a caption (表… / Table …: TABLE), else None."""
    match = CAPTION.match(fold(text or ""))
    if not match or len(text.strip()) > MAX_CAPTION:
        return None
    word = (match.group("zh") or match.group("en") or "图").lower()
    return TABLE if word in ("表", "table") else FIGURE


def _caption_of(parts: list[str]) -> tuple[str, list[str]]:
    """The caption (the numbered part first, when MinerU put a source line before it) and the
    parts it leaves as footnote-like text."""
    numbered = [p for p in parts if caption_kind(p)]
    first = numbered[0] if numbered else (parts[0] if parts else "")
    return first, [p for p in parts if p != first]


def _near(block: dict, other: dict) -> bool:
    a, b = block.get("bbox"), other.get("bbox")
    if not a or not b:
        return True  # no layout to judge by: the neighbour in reading order is enough
    gap = max(b[1] - a[3], a[1] - b[3])
    overlap = min(a[2], b[2]) - max(a[0], b[0])
    return gap <= NEAR and overlap > -NEAR


def _neighbour_caption(items: list[dict], index: int, kind: str, used: set[int]) -> str:
    """A text block just after (figures; just before, for tables) or else on the other side."""
    order = (index - 1, index + 1) if kind == TABLE else (index + 1, index - 1)
    for j in order:
        if 0 <= j < len(items) and j not in used:
            other = items[j]
            text = (other.get("text") or "").strip()
            if (other.get("type") == "text" and other["page_idx"] == items[index]["page_idx"]
                    and caption_kind(text) and _near(items[index], other)):
                used.add(j)
                return " ".join(text.split())
    return ""


def book_figures(items: list[dict]) -> list[dict]:
    """[{kind, page, ordinal (on its page, from 1), caption, footnote, bbox, path}] of a content list."""
    out: list[dict] = []
    used: set[int] = set()
    per_page: dict[int, int] = {}
    for index, item in enumerate(items):
        kind = _KINDS.get(item.get("type"))
        if not kind:
            continue
        prefix = "table" if kind == TABLE else ("chart" if item["type"] == "chart" else "image")
        caption, rest = _caption_of(_parts(item.get(f"{prefix}_caption")))
        if not caption:
            caption = _neighbour_caption(items, index, kind, used)
        page = item["page_idx"] + 1
        per_page[page] = per_page.get(page, 0) + 1
        out.append({"kind": kind, "page": page, "ordinal": per_page[page], "caption": caption,
                    "footnote": " ".join(rest + _parts(item.get(f"{prefix}_footnote"))),
                    "bbox": item.get("bbox"), "path": str(item.get("img_path") or "") or None})
    return out


def mark(figure: dict) -> str:
    """How a figure or table is shown in text: `[图 6-3 向量的加法]`, `[表: 主观评估方法]`, `[图]`."""
    word = KIND_WORD[figure["kind"]]
    caption = figure.get("caption") or ""
    if not caption:
        return f"[{word}]"
    return f"[{caption}]" if caption_kind(caption) else f"[{word}: {caption}]"


def index_text(figure: dict) -> str:
    """What a figure's own search point holds: its mark, then its footnote (source line)."""
    return "\n".join(p for p in (mark(figure), figure.get("footnote") or "") if p)
