"""Which dictionary words the library's books name, and on how many pages.

A reverse dictionary offers many Chinese words for one English word (vector: 向量, 矢量, 载体, 媒介);
only those the books actually use can find a page, so only they become searches. Per book the
set is computed once from its page texts (every ideograph run's substrings of 2-12 characters that
are dictionary headwords) and kept under KB_HOME/run (f.common.run_cache) keyed by the book's
served version and the dictionary's rules, and in memory: a re-ingested book gets a new version,
so a new set."""
from __future__ import annotations

import logging
import re
import threading

from f.common.answer import dictionary

log = logging.getLogger(__name__)

MAX_LEN = 12
_RUN = re.compile(r"[\u3400-\u9fff]{2,}")
_lock = threading.Lock()
_memory: dict[tuple[str, str], dict[str, int]] = {}


def named_in(texts, known: frozenset[str]) -> dict[str, int]:
    """headword -> how many of the texts (pages) name it, for the headwords in `known`."""
    pages: dict[str, int] = {}
    for text in texts:
        seen = set()
        for run in _RUN.findall(text or ""):
            for start in range(len(run) - 1):
                for end in range(start + 2, min(len(run), start + MAX_LEN) + 1):
                    if run[start:end] in known:
                        seen.add(run[start:end])
        for word in seen:
            pages[word] = pages.get(word, 0) + 1
    return pages


def version_of(manifest: dict) -> str:
    return str(manifest.get("version") or manifest.get("updated_at") or "")


def _compute(store, book_id: str) -> dict[str, int] | None:
    from f.common.content.page_text import page_texts
    from f.common.errors import NotFound, NotReady
    from f.common.store.books import read_content_list

    try:
        texts = page_texts(read_content_list(store, book_id))
    except (NotFound, NotReady) as exc:  # a damaged book: its words are not offered (kb-doctor says why)
        log.warning("library words of %s not read: %s", book_id, exc)
        return None
    return named_in(texts.values(), dictionary.headwords())


def book_words(store, book_id: str, version: str) -> dict[str, int]:
    """The book's dictionary words with their page counts (memory, then disk, then computed; a
    book that cannot be read is not kept, so the next call tries again)."""
    from f.common.run_cache import per_book

    with _lock:
        if (book_id, version) in _memory:
            return _memory[(book_id, version)]
    words = per_book("library-words", book_id, f"{version}\0{dictionary.RULES}", lambda: _compute(store, book_id))
    if words is None:
        return {}
    with _lock:
        _memory[(book_id, version)] = words
    return words


def library_words(store, versions: dict[str, str]) -> dict[str, int]:
    """headword -> pages naming it, over the books in scope (book id -> its served version)."""
    total: dict[str, int] = {}
    for book_id, version in versions.items():
        for word, pages in book_words(store, book_id, version).items():
            total[word] = total.get(word, 0) + pages
    return total
