"""Synthetic MinerU content lists of any size, for benchmarks (original filler text)."""
from __future__ import annotations

import json
from pathlib import Path

PARAGRAPH = ("向量的数量积把两个向量对应到一个实数，它等于两个向量的模与夹角余弦的乘积。"
             "利用数量积可以计算长度、夹角，并判断两个向量是否垂直。") * 3


def items(pages: int, sections_per_chapter: int = 8, pages_per_section: int = 3) -> list[dict]:
    out: list[dict] = []
    chapter = section = 0
    for page in range(pages):
        if page % pages_per_section == 0:
            if section % sections_per_chapter == 0:
                chapter += 1
                section = 0
                out.append({"type": "text", "text": f"第{chapter}章 主题{chapter}", "text_level": 1,
                            "page_idx": page})
            section += 1
            out.append({"type": "text", "text": f"{chapter}.{section} 小节{chapter}-{section}",
                        "text_level": 1, "page_idx": page})
        out.append({"type": "header", "text": f"第{chapter}章 主题{chapter}", "page_idx": page})
        for _ in range(4):
            out.append({"type": "text", "text": PARAGRAPH, "page_idx": page})
        out.append({"type": "equation", "text": "$$a\\cdot b=|a||b|\\cos\\theta$$",
                    "text_format": "latex", "page_idx": page})
        out.append({"type": "page_number", "text": str(page + 1), "page_idx": page})
    return out


def write_folder(folder: Path, pages: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "book_content_list.json").write_text(json.dumps(items(pages), ensure_ascii=False))
    return folder
