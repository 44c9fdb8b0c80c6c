"""Book ids are object-key paths such as `教材/数学/数学(A版)必修第二册`; validated wherever they enter."""
from __future__ import annotations

import unicodedata

from f.common.errors import BadInput

MAX_LENGTH = 200
_FORBIDDEN = set('\\:*?"<>|')


def validate_book_id(raw: object) -> str:
    """Return the NFC-normalised id, or raise BadInput saying what is wrong with it."""
    if not isinstance(raw, str):
        raise BadInput("book id must be a string")
    book_id = unicodedata.normalize("NFC", raw.strip()).strip("/")
    if not book_id:
        raise BadInput("book id is empty")
    if len(book_id) > MAX_LENGTH:
        raise BadInput(f"book id is longer than {MAX_LENGTH} characters")
    if raw.strip().startswith("/"):
        raise BadInput(f"book id must not start with '/': {_show(raw)}")
    for ch in book_id:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in _FORBIDDEN:
            raise BadInput(f"book id contains a forbidden character {ch!r}: {_show(raw)}")
    for part in book_id.split("/"):
        if part.strip() in ("", ".", ".."):
            raise BadInput(f"book id has an empty, '.' or '..' path segment: {_show(raw)}")
        if part != part.strip():
            raise BadInput(f"book id segment has leading or trailing spaces: {_show(raw)}")
    return book_id


def _show(raw: str) -> str:
    return repr(raw[:80])


def is_allowed(book_id: str, allowed: tuple[str, ...]) -> bool:
    """True when no scope is set, or book_id equals an allowed id or lies under an allowed prefix.

    A prefix `教材/数学/` (or `教材/数学`) admits `教材/数学/...` but never `教材/数学2`."""
    if not allowed:
        return True
    for entry in allowed:
        entry = unicodedata.normalize("NFC", entry).strip().strip("/")
        if entry and (book_id == entry or book_id.startswith(entry + "/")):
            return True
    return False
