"""Book tree (PageIndex schema) from content-list items. Pure: no store, no services.

First version: headings from `text_level` with levels from numbering; contents-page lines skipped.
"""
from __future__ import annotations

import re

from f.common.content import page_labels, render_item
from f.common.mineru import FURNITURE, page_count_of

_TOC_LINE = re.compile(r"(\.{2,}|…{1,}|\s)\s*\d{1,4}\s*$")
_LEVELS = [
    (re.compile(r"^第\s*[一二三四五六七八九十百零〇\d]+\s*[章编部]"), 1),
    (re.compile(r"^第\s*[一二三四五六七八九十百零〇\d]+\s*节"), 2),
    (re.compile(r"^\d+\.\d+\.\d+"), 3),
    (re.compile(r"^\d+\.\d+"), 2),
]


def heading_level(title: str, text_level: int) -> int:
    for pattern, level in _LEVELS:
        if pattern.match(title):
            return level
    return max(1, text_level)


def _summary(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def build_pageindex(items: list[dict], *, book_id: str, doc_name: str) -> dict:
    page_count = page_count_of(items)
    root: dict = {"nodes": [], "level": 0, "own": []}
    stack = [root]
    front: dict | None = None
    for item in items:
        if item.get("type") in FURNITURE:
            continue
        title = (item.get("text") or "").strip()
        if item.get("type") == "text" and item.get("text_level") and title and not _TOC_LINE.search(title):
            level = heading_level(title, int(item["text_level"]))
            node = {"title": title, "start_index": item["page_idx"] + 1, "level": level,
                    "nodes": [], "own": []}
            while stack[-1] is not root and stack[-1]["level"] >= level:
                stack.pop()
            stack[-1]["nodes"].append(node)
            stack.append(node)
            continue
        text = render_item(item)
        if stack[-1] is root:
            if front is None:
                front = {"title": "前言" if _is_chinese(text) else "Front matter",
                         "start_index": item["page_idx"] + 1, "level": 1, "nodes": [], "own": []}
                root["nodes"].append(front)
            front["own"].append(text)
        else:
            stack[-1]["own"].append(text)
    structure = root["nodes"] or [{"title": doc_name, "start_index": 1, "level": 1, "nodes": [],
                                   "own": []}]
    _finish(structure, page_count, [0])
    labels = page_labels(items)
    return {"book_id": book_id, "doc_name": doc_name,
            "doc_description": _doc_description(doc_name, structure),
            "page_count": page_count,
            "page_labels": {str(page): label for page, label in sorted(labels.items())},
            "structure": structure}


def _is_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text[:200])


def _finish(nodes: list[dict], end: int, counter: list[int]) -> None:
    """Pre-order ids, end pages (next sibling's start, or the parent's end), summaries."""
    for i, node in enumerate(nodes):
        node["node_id"] = f"{counter[0]:04d}"
        counter[0] += 1
        if i + 1 < len(nodes):
            nxt = nodes[i + 1]["start_index"]
            node["end_index"] = max(node["start_index"], nxt - 1 if nxt > node["start_index"] else nxt)
        else:
            node["end_index"] = max(node["start_index"], end)
        own = "\n".join(node.pop("own"))
        node.pop("level")
        children = node.pop("nodes")
        key = "prefix_summary" if children else "summary"
        node[key] = _summary(own)
        node["summary_method"] = "verbatim" if len(own) <= 120 else "extractive"
        if children:
            _finish(children, node["end_index"], counter)
            node["nodes"] = children


def _doc_description(doc_name: str, structure: list[dict]) -> str:
    titles = "、".join(n["title"] for n in structure[:6])
    return f"{doc_name}：{titles}" if titles else doc_name


def iter_nodes(nodes: list[dict], depth: int = 1):
    """(depth, node) pairs in pre-order."""
    for node in nodes:
        yield depth, node
        yield from iter_nodes(node.get("nodes") or [], depth + 1)
