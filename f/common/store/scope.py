"""The deployment's book scope (KB_ALLOWED_BOOKS) applied around every tool call.

`books.open_book` and `library.list_books` already keep to the scope inside the scripts; this is
the same rule applied by the process that takes the agent's request (wrapper, MCP server), so it
holds even when the script runs on a Windmill worker configured without it. A forbidden book gets
exactly the answer an unknown one gets."""
from __future__ import annotations

import unicodedata

from f.common.config import Settings
from f.common.store.book_id import is_allowed, validate_book_id
from f.common.store.books import unknown

BOOK_ARGS = ("book_id", "book")


def _entries(settings: Settings) -> list[str]:
    return [unicodedata.normalize("NFC", e).strip().strip("/") for e in settings.allowed_books]


def check_request(settings: Settings, kwargs: dict) -> None:
    """Refuse a request naming a book (or prefix) that holds no allowed book."""
    if not settings.allowed_books or "path" in kwargs:  # ingest is the operator's, not an agent's
        return
    for name in BOOK_ARGS:
        raw = kwargs.get(name)
        if raw in (None, ""):
            continue
        book = validate_book_id(raw)
        # A prefix wider than the scope (e.g. 教材/ when 教材/数学/ is allowed) may be searched;
        # filter_result then drops every hit outside the scope.
        if not is_allowed(book, settings.allowed_books) and not any(
                e.startswith(book + "/") for e in _entries(settings)):
            raise _unknown(settings, book)


def _unknown(settings: Settings, book: str):
    """Unknown, with suggestions from the scope when the store is this machine's (in Windmill
    mode the worker's store may differ, so no guess is made)."""
    if settings.windmill:
        return unknown(book)
    from f.common.store.books import unknown_here
    from f.common.store.objects import get_store

    return unknown_here(settings, get_store(settings), book)


def filter_result(settings: Settings, result):
    """Drop catalogue entries and search hits outside the scope."""
    if not settings.allowed_books or not isinstance(result, dict):
        return result
    for key in ("books", "hits"):
        rows = result.get(key)
        if isinstance(rows, list):
            result[key] = [r for r in rows if isinstance(r, dict) and isinstance(
                r.get("book_id"), str) and is_allowed(r["book_id"], settings.allowed_books)]
    return result
