"""Where an answer booklet and its book find each other in the store.

The booklet's manifest says `answers_for: BOOK` (kept across the booklet's re-ingests); the book's
manifest lists `answer_booklets` (kept across the book's re-ingests), written by the booklet's
exercise step. A reader trusts the list only where the booklet is ready, in the caller's scope and
still names that book, so a booklet moved to another book or never finished links nothing."""
from __future__ import annotations

import logging

from f.common.errors import BadInput, KBError
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.book_id import is_allowed, validate_book_id
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)


def check_target(settings, store: ObjectStore, booklet_id: str, target: str) -> str:
    """The book a booklet being ingested answers; BadInput (before anything is written) for an
    unknown book, the booklet itself, or another booklet."""
    try:
        target = validate_book_id(target)
    except BadInput as exc:
        raise BadInput(f"--answers-for: {exc.message}") from None
    if target == booklet_id:
        raise BadInput(f"--answers-for {target!r} names the booklet itself: give the id of the book "
                       "its answers belong to")
    manifest = books.read_manifest(store, target)
    if manifest is None:
        raise BadInput(f"--answers-for: {books.unknown_here(settings, store, target).message}; ingest "
                       "the book first, then its answer booklet")
    if manifest.get("answers_for"):
        raise BadInput(f"--answers-for {target!r} is itself the answer booklet of "
                       f"{manifest['answers_for']!r}: give the book's id")
    return target


def register(store: ObjectStore, book_id: str, booklet_id: str) -> None:
    """List the booklet on its book's manifest (once)."""
    listed = (books.read_manifest(store, book_id) or {}).get("answer_booklets") or []
    if booklet_id not in listed:
        manifests.update(store, book_id, answer_booklets=sorted({*listed, booklet_id}))


def booklets_of(settings, store: ObjectStore, manifest: dict) -> list[tuple[str, list[dict]]]:
    """(booklet id, its answers) of each ready booklet in scope that answers this book."""
    book_id, out = manifest.get("book_id"), []
    for booklet_id in manifest.get("answer_booklets") or []:
        if not isinstance(booklet_id, str) or not is_allowed(booklet_id, settings.allowed_books):
            continue
        try:
            other = books.read_manifest(store, booklet_id) or {}
            if other.get("status") != books.READY or other.get("answers_for") != book_id:
                continue
            index = books.read_json(store, books.key(booklet_id, "exercises.json"), default=None, kind=dict)
        except KBError as exc:  # a damaged booklet costs its answers, never the book's own
            log.warning("answer booklet %s of %s not read: %s", booklet_id, book_id, exc.message)
            continue
        if index and isinstance(index.get("answers"), list):
            out.append((booklet_id, index["answers"]))
    return out
