"""The books one conversation reads: its book and that book's answer booklets (linked at ingest by
`--answers-for`), or, for a conversation opened on a booklet, the booklet and the book it answers.
Nothing else: searches run under the deployment's scope narrowed to exactly these ids, and a hit
from any other book (one whose id merely lies under one of theirs) is dropped.

A link counts only while both sides agree and are served: the booklet is ready, in scope and says
`answers_for: BOOK`, and the book lists it in `answer_booklets` (f.common.exercises.booklet_store)."""
from __future__ import annotations

import logging

from f.common.config import Settings
from f.common.errors import KBError
from f.common.store import books
from f.common.store.book_id import is_allowed
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)
BOOK, ANSWERS = "book", "answers"  # the role of each book in a conversation (the page shows it)


def _linked(settings: Settings, store: ObjectStore, book_id: str, booklet_id: str) -> bool:
    if not (isinstance(booklet_id, str) and is_allowed(booklet_id, settings.allowed_books)
            and is_allowed(book_id, settings.allowed_books)):
        return False
    try:
        booklet = books.read_manifest(store, booklet_id) or {}
        book = books.read_manifest(store, book_id) or {}
    except KBError as exc:  # a damaged manifest costs the link, never the conversation
        log.warning("answer booklet link %s -> %s not read: %s", booklet_id, book_id, exc.message)
        return False
    return (booklet.get("status") == book.get("status") == books.READY
            and booklet.get("answers_for") == book_id and booklet_id in (book.get("answer_booklets") or []))


def chat_books(settings: Settings, store: ObjectStore, manifest: dict) -> dict[str, str]:
    """Book id -> its role (BOOK or ANSWERS) for a conversation on `manifest`'s book, the book first."""
    book_id = manifest["book_id"]
    target = manifest.get("answers_for")
    if isinstance(target, str) and target:  # opened on a booklet: it and the book it answers
        return {target: BOOK, book_id: ANSWERS} if _linked(settings, store, target, book_id) else {book_id: ANSWERS}
    found = {book_id: BOOK}
    for booklet_id in manifest.get("answer_booklets") or []:
        if _linked(settings, store, book_id, booklet_id):
            found[booklet_id] = ANSWERS
    return found


def scoped(settings: Settings, ids) -> Settings:
    """The settings whose book scope is exactly these books (each already inside the deployment's)."""
    return settings.replace(allowed_books=tuple(ids))


def only(results: list[dict], ids) -> list[dict]:
    """Search results with the hits of any other book dropped (prefix scopes admit sub-books)."""
    keep = set(ids)
    return [{**r, "hits": [h for h in r.get("hits") or [] if h.get("book_id") in keep]} for r in results]


def search_batch(settings: Settings, ids, queries: list[str], top_k: int) -> list[dict]:
    """Hybrid searches over exactly these books (through the warm process where configured)."""
    from f.common.vectors.service import search_batch_here_or_warm

    return only(search_batch_here_or_warm(scoped(settings, ids), queries, top_k=top_k, mode="hybrid"), ids)


def answer_question(settings: Settings, store: ObjectStore, ids, question: str, **kwargs) -> dict:
    """The evidence pack of a question over exactly these books."""
    from f.common.answer.pack import answer_question as pack

    ids = tuple(ids)
    return pack(question, book="", settings=scoped(settings, ids), store=store,
                search=lambda queries, _book, top_k: search_batch(settings, ids, queries, top_k), **kwargs)
