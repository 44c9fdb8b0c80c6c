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


def title_hash(title: str) -> str:
    """sha1[:8] of a title's comparison key (LaTeX dropped, a trailing part number kept)."""
    import hashlib

    from f.common.tree.contents_path import contents_key

    return hashlib.sha1(contents_key(title).encode()).hexdigest()[:8]


def _hashes(title: str) -> set[str]:
    """The title's hash, and the hash without a trailing part number `(2)`."""
    import re

    bare = re.sub(r"\s*[(（]\s*\d{1,2}\s*[)）]\s*$", "", title)
    return {title_hash(title), title_hash(bare)}


def contents_score(nodes: list[dict], truth: list[dict]) -> dict:
    """truth: [{"page": 1-based physical page, "hash": title_hash of the entry}] in contents order
    (page None: not scored). An entry counts when a node carrying its title (or its title plus a
    part number) starts on its page, nodes matched one-to-one in contents order; a spurious node
    carries an entry's title but starts at none of that title's pages."""
    flat = [(node["start_index"], _hashes(node["title"])) for _d, node, _p in walk(nodes)]
    used, found, after = set(), 0, -1
    scored = [t for t in truth if t.get("page")]
    for entry in scored:
        hit = next((k for k, (start, hashes) in enumerate(flat) if k > after and k not in used
                    and start == entry["page"] and entry["hash"] in hashes), None)
        if hit is None:  # out of order: still one-to-one, anywhere
            hit = next((k for k, (start, hashes) in enumerate(flat) if k not in used
                        and start == entry["page"] and entry["hash"] in hashes), None)
        if hit is not None:
            used.add(hit)
            found += 1
            after = max(after, hit)
    places: dict[str, set] = {}
    for t in truth:
        places.setdefault(t["hash"], set()).add(t.get("page"))
    known = {h: pages for h, pages in places.items() if None not in pages}  # no page: not judged
    spurious = sum(1 for start, hashes in flat
                   if any(h in known and start not in known[h] for h in hashes)
                   and not any(h in places and start in places[h] for h in hashes))
    return {"entries": len(scored), "found": found, "share": found / len(scored) if scored else 0.0,
            "spurious": spurious}
