"""Text of given pages of a book. Pages are 1-based physical pages: 17, 17-18, 17,19, 3-5,9; at most
KB_MAX_PAGES (20) per call; the part of a spec past the book's end is left out, with a "note"."""
from f.common.library import content


def main(book_id: str, pages: str, images: bool = False) -> dict:
    """Args:
        book_id: book id exactly as bin/list-books shows it
        pages: physical pages: 17 | 17-18 | 17,19 | 3-5,9 (at most 20 per call)
        images: also the pages' figures and tables: caption, image object key and size
    """
    return content(book_id, pages, images=images)
