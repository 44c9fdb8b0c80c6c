"""A value derived once and kept as a pickle under KB_HOME/run, for data that is slow to build and
quick to load (jieba's prefix dictionary, the CC-CEDICT maps). The key in the file name says what
it was built from, so a change of version or rules builds a new file; a missing, torn or foreign
file is built again, and a KB_HOME that cannot be written only costs the build next time."""
from __future__ import annotations

import gc
import hashlib
import logging
import os
import pickle
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

_UNREADABLE = (OSError, ValueError, EOFError, pickle.UnpicklingError, TypeError, AttributeError)


def path_for(name: str, key: str) -> Path:
    from f.common.config import load

    return load().run_dir / f"{name}-{key}.pickle"


def load_or_build(path: Path, build: Callable[[], object]):
    """The value pickled at `path`, else build() (then written there for the next process; a
    build that returns None could not be made and is not kept). The collector is off meanwhile:
    these values are hundreds of thousands of small objects."""
    gc.disable()
    try:
        try:
            with open(path, "rb") as handle:
                return pickle.load(handle)
        except _UNREADABLE as exc:
            log.info("no usable cache at %s (%s); building it", path, type(exc).__name__)
        value = build()
        if value is not None:
            _save(path, value)
        return value
    finally:
        gc.enable()


def per_book(name: str, book_id: str, built_from: str, build: Callable[[], object]):
    """A value derived from one book (its word set, its runs): from disk, else build() and kept
    under a name holding the book and what the value was built from (`built_from`: the book's
    served version and the rules' version), so a re-ingested book or new rules build it again;
    the book's files of earlier versions go once this one is written. A build that returns None
    (a book that could not be read) is not kept, so the next call tries again."""
    book = hashlib.sha256(book_id.encode()).hexdigest()[:12]  # the book's part first: prune finds its family
    served = hashlib.sha256(built_from.encode()).hexdigest()[:12]
    path = path_for(name, f"{book}-{served}")
    value = load_or_build(path, build)
    if value is not None and path.exists():
        prune(path, f"{name}-{book}-*")
    return value


def _save(path: Path, value) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as handle:
            pickle.dump(value, handle, protocol=5)
        os.replace(tmp, path)  # readers see a whole file or none
    except OSError as exc:
        log.info("cache not written at %s: %s", path, exc)


def prune(path: Path, family: str) -> int:
    """Remove the other files of `family` (a glob in path's folder, e.g. one book's caches of
    earlier versions) once `path` is written; returns how many. A file another process still
    reads stays readable until it closes it."""
    removed = 0
    for other in path.parent.glob(family):
        if other != path and other.suffix == ".pickle":
            try:
                other.unlink()
                removed += 1
            except OSError as exc:
                log.info("stale cache %s not removed: %s", other, exc)
    return removed

