"""How faithful a tree is to a reference list of entries (a book's contents page, or a PDF's
bookmarks): the share of entries present as a node with the right start page and parent. Pure."""
from __future__ import annotations

from f.common.tree.headings import match_key


def _index(nodes: list[dict], parent: str | None, out: dict) -> None:
    for node in nodes:
        out.setdefault(match_key(node["title"]), []).append((node["start_index"], parent))
        _index(node.get("nodes") or [], match_key(node["title"]), out)


def agreement(structure: list[dict], entries: list[dict]) -> dict:
    """entries: [{"title", "page" (1-based physical), "parent" (title or None)}].
    Returns counts and the misses, each with what the tree has instead."""
    found: dict[str, list] = {}
    _index(structure, None, found)
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
