"""A book's chapter tree with summaries and page ranges, without body text."""
from f.common.library import structure


def main(book_id: str, node: str = "", depth: int = 0) -> dict:
    return structure(book_id, node=node or None, depth=depth or None)
