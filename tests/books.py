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
