"""The one walk over pageindex nodes (a node's children are in `nodes`). Pure."""
from __future__ import annotations

from collections.abc import Iterator


def walk(nodes: list[dict] | None, depth: int = 1,
         parent: dict | None = None) -> Iterator[tuple[int, dict, dict | None]]:
    """(depth, node, parent) in pre-order; top-level nodes have depth 1 and parent None. A node's
    children are read after it is yielded, so a caller may fill fields in as it goes."""
    for node in nodes or []:
        yield depth, node, parent
        yield from walk(node.get("nodes"), depth + 1, node)
