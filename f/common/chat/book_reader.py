"""What the evidence-only digest reads of the books beyond the evidence pack (decision 0851): a hit's
whole page, and the sections of a book that are boilerplate (f.common.chat.apart_sections).

An English pack carries the search passage of each hit (a few hundred characters), and the
sentence that answers is often elsewhere on the same page; the digest reads the page, as a Chinese
pack's window is cut from the whole page. Page texts and each book's runs are read once per process
and book version."""
from __future__ import annotations

import threading

_lock = threading.Lock()
_runs: dict[tuple[str, str], list[set[int]]] = {}  # (book, version) -> the book's runs, page by page
_apart: dict[tuple, set[str]] = {}


class BookReader:
    def __init__(self, settings, store):
        self.settings, self.store = settings, store
        self._pages: dict = {}  # f.common.answer.pack._book_pages' cache: book -> (texts, labels)
        self._ready: dict[str, str] | None = None  # ready book -> its served version

    def pages(self, book_id: str) -> dict[int, str]:
        from f.common.answer.pack import _book_pages
        from f.common.errors import NotFound

        try:
            return _book_pages(self.store, self._pages, book_id)[0]
        except NotFound:  # a book without a content list: the pack's passages are all there is
            return {}

    def page(self, book_id: str, page: int) -> str:
        return self.pages(book_id).get(page) or ""

    def _runs(self, book_id: str, version: str) -> set[int]:
        """A book's sampled runs: memory, then KB_HOME/run (f.common.run_cache), then its pages. A
        fresh process (each kb-chat call) would otherwise read every book of the library."""
        from f.common.chat.apart_sections import RUN, SAMPLE, runs
        from f.common.run_cache import per_book

        if (book_id, version) not in _runs:
            _runs[(book_id, version)] = per_book("book-runs", book_id, f"{version}\0{RUN}\0{SAMPLE}",
                                                 lambda: set().union(*map(runs, self.pages(book_id).values())))
        return _runs[(book_id, version)]

    def apart(self, book_id: str) -> set[str]:
        """Titles of the book's sections that are boilerplate: said in another book of the library,
        or (a book in Latin letters) in words said nowhere else in the book."""
        from f.common.answer.library_words import version_of
        from f.common.chat.apart_sections import apart_titles
        from f.common.errors import NotFound, NotReady
        from f.common.library import list_books, read_tree
        from f.common.store import books
        from f.common.tree.walk import walk

        if self._ready is None:  # the library as this turn sees it: read once, not per hit
            self._ready = {}
            for entry in list_books(self.settings, self.store)["books"]:
                if entry["status"] == books.READY:
                    self._ready[entry["book_id"]] = version_of(books.read_manifest(self.store, entry["book_id"]) or {})
        ready = self._ready
        key = (book_id, tuple(sorted(ready.items())))
        with _lock:
            if key in _apart:
                return _apart[key]
        others = [self._runs(other, version) for other, version in ready.items() if other != book_id]
        try:
            manifest, tree = read_tree(self.settings, self.store, book_id)
        except (NotFound, NotReady):  # no tree, no sections to judge
            return set()
        nodes = [node for _depth, node, _parent in walk(tree.get("structure"))]
        found = apart_titles(self.pages(book_id), nodes, others, tree.get("structure") or [], manifest.get("title") or "")
        with _lock:
            _apart[key] = found
        return found
