"""The catalogue: every book this deployment may read, with its status and page count."""
from f.common.library import list_books


def main() -> dict:
    return list_books()
