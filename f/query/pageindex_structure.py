"""A book's chapter tree with summaries and page ranges, without body text."""
from f.common.library import structure


def main(book_id: str, node: str = "", depth: int | None = None) -> dict:
    """depth unset: the tool decides (0 is refused like 21).

    Args:
        book_id: book id exactly as bin/list-books shows it
        node: show only this node's subtree, e.g. 0007
        depth: levels to show, 1-20 (default: as many as fit a ~60-node overview)
    """
    return structure(book_id, node=node or None, depth=depth)
