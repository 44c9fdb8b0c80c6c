"""Small MinerU-shaped books written by the tests (original text)."""
from __future__ import annotations

import json
from pathlib import Path


def tiny_book_items(chapters: int = 2, sections: int = 3) -> list[dict]:
    """A book of 1 + chapters * sections pages: a title page, then one section per page."""
    items = [{"type": "text", "text": "示例教材", "text_level": 1, "page_idx": 0}]
    page = 1
    for c in range(1, chapters + 1):
        for s in range(1, sections + 1):
            if s == 1:
                items.append({"type": "text", "text": f"第{c}章 主题{c}", "text_level": 1,
                              "page_idx": page})
            items += [
                {"type": "header", "text": f"第{c}章 主题{c}", "page_idx": page},
                {"type": "text", "text": f"{c}.{s} 小节{c}{s}", "text_level": 1, "page_idx": page},
                {"type": "text", "text": f"这是第{c}章第{s}节的正文，讨论概念{c}{s}。", "page_idx": page},
                {"type": "equation", "text": f"$$a_{c}+b_{s}=c$$", "text_format": "latex",
                 "page_idx": page},
                {"type": "page_number", "text": str(page - 1 + 10), "page_idx": page},
            ]
            page += 1
    items.append({"type": "table", "table_caption": ["表1 数据"],
                  "table_body": "<table><tr><td>x</td><td>y</td></tr><tr><td>1</td><td>2</td></tr></table>",
                  "table_footnote": [], "img_path": "images/t.jpg", "page_idx": page - 1})
    return items


def write_mineru_folder(folder: Path, items: list[dict] | None = None, name: str = "book") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    items = tiny_book_items() if items is None else items
    (folder / f"{name}_content_list.json").write_text(json.dumps(items, ensure_ascii=False))
    (folder / f"{name}.md").write_text("# 示例教材\n")
    (folder / "images").mkdir(exist_ok=True)
    (folder / "images" / "t.jpg").write_bytes(b"\xff\xd8fake-jpeg")
    return folder


# Two short books (and a blank one) for the search tests: `library` in conftest.py builds them.
LONG = "。".join(["这一段讲解向量线性运算的基本性质与几何意义，包括加法交换律和结合律"] * 40)
MATH = [
    [("第一章 平面向量", 1), ("向量是既有大小又有方向的量。零向量的方向是任意的。", 0)],
    [("1.1 数量积", 2), ("两个向量的数量积等于它们的模与夹角余弦的乘积，记作 a·b。", 0)],
    [(LONG, 0), ("例题：已知 |a|=2，|b|=3，夹角为60°，求数量积 a·b。", 0)],
    [("习题", 2), ("1. 证明平行四边形的对角线互相平分。", 0)],
]
PHYSICS = [
    [("第一章 牛顿运动定律", 1), ("牛顿第二定律：物体的加速度与所受合力成正比，与质量成反比。", 0)],
    [("1.1 惯性", 2), ("惯性是物体保持原有运动状态的性质，质量是惯性大小的量度。", 0)],
]


def write_book(folder, pages, labels=True):
    items = []
    for i, blocks in enumerate(pages):
        for text, level in blocks:
            item = {"type": "text", "text": text, "page_idx": i}
            if level:
                item["text_level"] = level
            items.append(item)
        if labels:
            items.append({"type": "page_number", "text": str(i + 7), "page_idx": i})
    folder.mkdir(parents=True)
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False), "utf-8")
    return folder
