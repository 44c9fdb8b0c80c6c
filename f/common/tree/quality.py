"""How faithful a tree is to a reference list of entries (a book's contents page, or a PDF's
bookmarks): the share of entries present as a node with the right start page and parent. Pure."""
from __future__ import annotations

from f.common.tree.headings import match_key
from f.common.tree.walk import walk


def _index(nodes: list[dict]) -> dict[str, list]:
    """title key -> [(start page, parent's title key or None)] of every node."""
    out: dict[str, list] = {}
    for _depth, node, parent in walk(nodes):
        out.setdefault(match_key(node["title"]), []).append(
            (node["start_index"], match_key(parent["title"]) if parent else None))
    return out


def agreement(structure: list[dict], entries: list[dict]) -> dict:
    """entries: [{"title", "page" (1-based physical), "parent" (title or None)}].
    Returns counts and the misses, each with what the tree has instead."""
    found = _index(structure)
    right_page = right_both = 0
    misses = []
    for entry in entries:
        parent = match_key(entry["parent"]) if entry.get("parent") else None
        nodes = found.get(match_key(entry["title"]), [])
        page_ok = any(start == entry["page"] for start, _ in nodes)
        both = any(start == entry["page"] and p == parent for start, p in nodes)
        right_page += page_ok
        right_both += both
        if not both:
            misses.append({**entry, "tree": nodes})
    total = len(entries)
    return {"entries": total, "right_page": right_page, "right_page_and_parent": right_both,
            "score": right_both / total if total else 0.0, "misses": misses}
