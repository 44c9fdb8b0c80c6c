"""Versioned books: every ingest writes a whole new version beside the served one and switches to
it in one write of the book's manifest (one object PUT on S3, one rename locally).

Layout: `parsed/<book>/manifest.json` is the served pointer (the served version's manifest with
`version: <vid>`); a version's files live under `parsed/<book>/v:<vid>/` (`:` can never occur in
a book id, so no book id collides with a version folder), its PDF too (`source/<book>.pdf` is
read and written as `v:<vid>/source.pdf`, so a re-ingest never changes the served PDF); `lease.json` and `attempt.json` sit at
book level. A book written before versions existed (a manifest without `version`) is read from its
flat files, unchanged, until its next ingest replaces them.

`VersionedStore` wraps the raw store and maps the logical keys every module already uses
(`books.key(book, name)`) to physical ones, so the readers and the steps need no change: a book
`stage`d by this process (its ingest) reads and writes its new version, including its own
manifest; every other reader sees the served version, pinned per thread when it reads the
manifest (open_book does so first), so one request reads one whole version."""
from __future__ import annotations

import threading
import time

from f.common.store.interface import ObjectStore

# lease and attempt belong to the book; the summary and term caches are keyed by content hash, so
# every version shares them (a new version re-asks only what changed)
BOOK_LEVEL = ("lease.json", "attempt.json", "summary_cache.json", "terms_cache.json")
MARK = "v:"
SOURCE = "source/"  # `source/<book>.pdf` (books.source_key): a versioned book keeps it as v:<vid>/source.pdf
PIN_SECONDS = 5.0  # a reader's view of a book's version lasts this long without a manifest read


def split(key: str) -> tuple[str, str | None, str] | None:
    """A key under parsed/ as (book id, version or None, name); None for any other key. A name is
    one segment, or `images/<file>`."""
    if not key.startswith("parsed/"):
        return None
    parts = key[len("parsed/"):].split("/")
    for i, part in enumerate(parts):
        if part.startswith(MARK) and i > 0:
            return "/".join(parts[:i]), part[len(MARK):], "/".join(parts[i + 1:])
    cut = 2 if len(parts) > 2 and parts[-2] == "images" else 1
    if len(parts) <= cut:
        return None
    return "/".join(parts[:-cut]), None, "/".join(parts[-cut:])


def physical(book_id: str, version: str | None, name: str) -> str:
    return f"parsed/{book_id}/{MARK}{version}/{name}" if version else f"parsed/{book_id}/{name}"


class VersionedStore(ObjectStore):
    def __init__(self, raw: ObjectStore):
        self.raw = raw
        self.description = raw.description
        self.staged: dict[str, str] = {}
        self._pins = threading.local()

    # -- which version a key means -------------------------------------------------------------
    def stage(self, book_id: str, version: str | None) -> None:
        """This process now builds `version` of the book (None: back to the served one)."""
        if version:
            self.staged[book_id] = version
        else:
            self.staged.pop(book_id, None)

    def served_version(self, book_id: str) -> str | None:
        """The served version, from the manifest pointer (read now, and pinned for this thread)."""
        import json

        try:
            manifest = json.loads(self.raw.get(physical(book_id, None, "manifest.json")))
        except (KeyError, ValueError):
            manifest = {}
        version = manifest.get("version") if isinstance(manifest, dict) else None
        version = version if isinstance(version, str) else None
        self._pinned()[book_id] = (version, time.monotonic())
        return version

    def _pinned(self) -> dict:
        if not hasattr(self._pins, "books"):
            self._pins.books = {}
        return self._pins.books

    def version_of(self, book_id: str) -> str | None:
        """The version this process reads and writes for the book."""
        if book_id in self.staged:
            return self.staged[book_id]
        pin = self._pinned().get(book_id)
        if pin and time.monotonic() - pin[1] < PIN_SECONDS:
            return pin[0]
        return self.served_version(book_id)

    def _map(self, key: str) -> str:
        if key.startswith(SOURCE) and key.endswith(".pdf"):  # a book's PDF belongs to its version
            return self._source(key)
        parts = split(key)
        if parts is None or parts[1] is not None:
            return key
        book_id, _, name = parts
        if name in BOOK_LEVEL:
            return key
        if name == "manifest.json" and book_id not in self.staged:
            return key
        return physical(book_id, self.version_of(book_id), name)

    def _source(self, key: str) -> str:
        """A book's source PDF lives in its version (`v:<vid>/source.pdf`), so a re-ingest never
        overwrites the served version's PDF before the switch; a book stored before that keeps
        `source/<book>.pdf`."""
        book_id = key[len(SOURCE):-len(".pdf")]
        version = self.version_of(book_id)
        if not version:
            return key
        inside = physical(book_id, version, "source.pdf")
        return inside if book_id in self.staged or self.raw.exists(inside) else key

    # -- the ObjectStore interface -------------------------------------------------------------
    def get(self, key: str) -> bytes:
        parts = split(key)
        if parts and parts[2] == "manifest.json" and parts[1] is None and parts[0] not in self.staged:
            data = self.raw.get(key)
            self.served_version(parts[0])  # the pin a request's further reads follow
            return data
        return self.raw.get(self._map(key))

    def put(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> None:
        self.raw.put(self._map(key), data, content_type)

    def exists(self, key: str) -> bool:
        return self.raw.exists(self._map(key))

    def delete(self, key: str) -> None:
        self.raw.delete(self._map(key))

    def list(self, prefix: str):
        """Logical keys: each book's book-level files and the files of the version this process
        sees (other versions, and the flat files of a versioned book, are hidden)."""
        inside = self._inside_book(prefix)
        if inside:  # a prefix within one book's files (`parsed/<book>/images/`)
            book_id, rest = inside
            where = physical(book_id, self.version_of(book_id), rest)
            return iter(sorted(physical(book_id, None, split(k)[2]) for k in self.raw.list(where)
                               if (split(k) or ("",))[0] == book_id))
        seen: dict[str, str | None] = {}
        keys = set()
        for key in self.raw.list(prefix):
            parts = split(key)
            if parts is None:
                keys.add(key)
                continue
            book_id, version, name = parts
            if version is None and (name in BOOK_LEVEL or (name == "manifest.json" and book_id not in self.staged)):
                keys.add(key)
                continue
            if book_id not in seen:
                seen[book_id] = self.version_of(book_id)
            if version == seen[book_id]:
                keys.add(physical(book_id, None, name))
        return iter(sorted(keys))

    def _inside_book(self, prefix: str) -> tuple[str, str] | None:
        if not prefix.startswith("parsed/"):
            return None
        parts = prefix[len("parsed/"):].split("/")
        for cut in range(len(parts) - 1, 0, -1):
            book_id, rest = "/".join(parts[:cut]), "/".join(parts[cut:])
            if rest and (book_id in self.staged or self.raw.exists(physical(book_id, None, "manifest.json"))):
                return book_id, rest
        return None


def raw_of(store: ObjectStore) -> ObjectStore:
    return store.raw if isinstance(store, VersionedStore) else store


def versioned(store: ObjectStore) -> VersionedStore:
    return store if isinstance(store, VersionedStore) else VersionedStore(store)
