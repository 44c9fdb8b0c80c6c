"""Writes a MinerU-shaped textbook folder (content_list.json + content.md) with original Chinese
text: chapters, numbered sections and subsections, exercises, printed page numbers offset from
the physical pages and running headers. Used by the agent tests and the token benchmark.

`write_book(folder, pages=24)`: every page carries a unique marker `【页P】` (P = physical page) so a
test can tell which page a tool returned."""
from __future__ import annotations

import json
from pathlib import Path

TOPICS = ["平面向量", "复数", "立体几何初步", "统计", "概率", "三角函数", "数列", "函数的概念",
          "导数及其应用", "不等式", "解析几何", "计数原理", "空间向量", "随机变量", "数学建模"]
SUBJECTS = ["的概念", "的运算", "的数量积", "的坐标表示", "的应用", "的性质", "的几何意义"]
FRONT = 4  # contents and preface pages before printed page 1


def _chapters(pages: int) -> list[dict]:
    """Split body pages into chapters of 5 sections, each section 3 subsections (as space allows)."""
    body = pages - FRONT
    per_chapter = max(6, min(30, body // 10 or 1))
    chapters, page = [], FRONT + 1
    number = 1
    while page <= pages:
        span = min(per_chapter, pages - page + 1)
        chapters.append({"n": number, "start": page, "span": span,
                         "topic": TOPICS[(number - 1) % len(TOPICS)]})
        page += span
        number += 1
    return chapters


def _text(kind: str, page: int, level: int | None = None, **extra) -> dict:
    item = {"type": "text", "text": kind, "page_idx": page - 1, "bbox": [90, 100, 900, 140]}
    if level:
        item["text_level"] = level
    item.update(extra)
    return item


def write_book(folder: Path, pages: int = 24) -> Path:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    items: list[dict] = []
    chapters = _chapters(pages)
    items.append(_text("目录", 1, 1))
    for ch in chapters:
        items.append(_text(f"第{ch['n']}章 {ch['topic']} ........ {ch['start'] - FRONT}", 1))
    for p in range(2, FRONT + 1):
        items.append(_text(f"前言 【页{p}】本书面向高中学生，讲解数学的基本概念与方法。", p))
    for ch in chapters:
        sections = max(1, min(5, ch["span"] // 2))
        per_section = max(1, ch["span"] // sections)
        for p in range(ch["start"], ch["start"] + ch["span"]):
            offset = p - ch["start"]
            s = min(sections, offset // per_section + 1)
            sub = min(3, (offset % per_section) + 1)
            if offset == 0:
                items.append(_text(f"第{ch['n']}章 {ch['topic']}", p, 1))
                items.append(_text(f"本章介绍{ch['topic']}的基本概念、运算与应用。", p))
            first_of_section = offset == (s - 1) * per_section
            if first_of_section:
                title = f"{ch['n']}.{s} {ch['topic']}{SUBJECTS[(s - 1) % len(SUBJECTS)]}"
                items.append(_text(title, p, 1))
            if first_of_section or (offset % per_section) < 3:
                items.append(_text(f"{ch['n']}.{s}.{sub} 例题与方法{sub}", p, 1))
            items.append(_text(
                f"【页{p}】在本页中我们讨论{ch['topic']}{SUBJECTS[(s - 1) % len(SUBJECTS)]}。"
                f"定义：若两个量满足条件甲，则称它们为第{ch['n']}章中的相关量。"
                f"例{offset + 1} 求解下列问题，并说明理由。", p))
            if ch["topic"] == "平面向量" and offset == 1:
                items.append(_text("向量的数量积 a·b = |a||b|cos θ，它是一个数量而不是向量。", p))
            if offset == ch["span"] - 1:
                items.append(_text("习题", p, 1))
                items.append(_text(f"1. 复习第{ch['n']}章的定义。2. 完成课后练习。", p))
            items.append({"type": "header", "text": f"第{ch['n']}章 {ch['topic']}",
                          "page_idx": p - 1, "bbox": [400, 30, 600, 50]})
            items.append({"type": "page_number", "text": str(p - FRONT), "page_idx": p - 1,
                          "bbox": [480, 950, 520, 970]})
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False), "utf-8")
    (folder / "content.md").write_text(
        "\n\n".join(i["text"] for i in items if i["type"] == "text"), "utf-8")
    return folder
