"""Hand-made MinerU-shaped books for the tree tests: a compact page-by-page description turned
into content-list items the way MinerU 2.x writes them (0-based page_idx, bbox 0-1000)."""
from __future__ import annotations

BODY = "这一段是正文内容，用来说明本节讨论的数学概念和例题的解法。" * 2


def block(kind: str, text: str = "", page: int = 0, y: int = 200, **extra) -> dict:
    if kind == "h":
        return {"type": "text", "text": text, "text_level": extra.pop("level", 1),
                "bbox": extra.pop("bbox", [120, y, 600, y + 20]), "page_idx": page, **extra}
    if kind == "t":
        return {"type": "text", "text": text or BODY, "bbox": [120, y, 880, y + 60],
                "page_idx": page, **extra}
    if kind == "hdr":
        return {"type": extra.pop("as_type", "header"), "text": text, "bbox": [400, 60, 600, 80],
                "page_idx": page}
    if kind == "pn":
        return {"type": extra.pop("as_type", "page_number"), "text": text,
                "bbox": extra.pop("bbox", [490, 915, 510, 930]), "page_idx": page}
    if kind == "img":
        return {"type": "image", "img_path": "images/x.jpg", "image_caption": [],
                "image_footnote": [], "bbox": [100, 100, 900, 900], "page_idx": page}
    raise ValueError(kind)


def book(pages: list[list[tuple]]) -> list[dict]:
    """pages[i] = [(kind, text, {extra}), ...] for 0-based page i."""
    items = []
    for page, blocks in enumerate(pages):
        y = 120
        for spec in blocks:
            kind, text, extra = (list(spec) + ["", {}])[:3]
            items.append(block(kind, text, page, y, **dict(extra)))
            y += 70
    return items
