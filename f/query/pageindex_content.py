"""Text of given pages of a book (1-based physical pages: 17, 17-18, 17,19, 3-5,9)."""
from f.common.library import content


def main(book_id: str, pages: str) -> dict:
    return content(book_id, pages)
