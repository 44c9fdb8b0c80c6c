"""The books in the knowledge base that the caller may read: book id, title, page count, status.

The catalogue: every book this deployment may read (KB_ALLOWED_BOOKS), with its status."""
from f.common.library import list_books


def main() -> dict:
    return list_books()
