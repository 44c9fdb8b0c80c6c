"""The disk full while a re-ingest writes. A real one: KB_HOME on a small tmpfs the test mounts
(needs mount rights, which root has; skipped cleanly without them) filled up to a few KB before
the re-ingest, so ENOSPC hits wherever the ingest happens to write (lease, objects, vectors). And
an injected one (runs everywhere): the local store's file write raises ENOSPC after a given number
of writes (a monkeypatch in this test, named so; no setting in the product).

Each: the ingest fails with one clear error, the old version is still served whole (content and
search agree), and once there is room the next ingest succeeds."""
import errno
import os
import subprocess
import time

import pytest

from f.common import library
from f.common.config import load
from f.common.errors import KBError, ServiceError
from f.common.ingest.flow import ingest
from f.common.store.objects import get_store
from f.common.vectors.service import search
from tests.books import MATH, write_book
from tests.served import BOOK, hits, served_page

NEW = "新版教材的第一页：向量的加法满足交换律。"


def new_book(tmp_path):
    return write_book(tmp_path / "v2", [[(NEW, 0)], *MATH[1:]] + [[(f"第{n}页：向量的数量积。" * 40, 0)]
                                                                 for n in range(3)])


def fails_clearly(run) -> KBError:
    with pytest.raises(KBError) as caught:
        run()
    message = caught.value.message
    assert "no space left on device" in message.lower() and "\n" not in message, message
    assert "Traceback" not in message
    return caught.value


def still_served(settings, old_page, old_hits, version) -> None:
    assert served_page(settings) == old_page and hits(settings) == old_hits
    listed = library.list_books(settings, get_store(settings))["books"][0]
    assert listed["status"] == "ready" and listed["version"] == version


@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    """KB_HOME on a 160 MB tmpfs of its own."""
    home = tmp_path / "small"
    home.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=160m", "tmpfs", str(home)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({mounted.stderr.strip()[:80]}); the injected ENOSPC test runs instead")
    monkeypatch.setenv("KB_HOME", str(home / "kb"))
    yield home
    from f.common.vectors import warm_search as searchd

    searchd.stop_all(load())
    for _ in range(10):
        if subprocess.run(["umount", str(home)], capture_output=True).returncode == 0:
            break
        time.sleep(0.5)


def fill(home, leave: int) -> os.PathLike:
    """Fill the filesystem up to `leave` free bytes with one file (returned, to free it later)."""
    filler = home / "filler"
    stats = os.statvfs(home)
    free = stats.f_bavail * stats.f_frsize
    with open(filler, "wb") as handle:
        remaining = max(0, free - leave)
        chunk = b"\0" * (1 << 20)
        try:
            while remaining > 0:
                remaining -= handle.write(chunk[:remaining])
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
    return filler


@pytest.mark.parametrize("leave", [0, 16 << 10, 256 << 10])
def test_a_full_disk_keeps_the_old_version(small_disk, tmp_path, monkeypatch, leave):
    monkeypatch.setenv("KB_SEARCHD", "off")
    settings = load()
    first = ingest(write_book(tmp_path / "v1", MATH), BOOK, no_summaries=True, settings=settings)
    old_page, old_hits = served_page(settings), hits(settings)

    filler = fill(small_disk, leave)
    v2 = new_book(tmp_path)
    fails_clearly(lambda: ingest(v2, BOOK, no_summaries=True, settings=settings))
    assert served_page(settings) == old_page  # content reads need no room
    try:  # opening the Edge index writes to its folder: on a full disk search is a clear error
        assert hits(settings) == old_hits
    except ServiceError as exc:
        assert "No space left on device" in exc.message and "\n" not in exc.message

    filler.unlink()
    still_served(settings, old_page, old_hits, first["version"])  # search is back, on the old version
    # the next ingest takes over (the lease of the failed one may
    monkeypatch.setenv("KB_LEASE_STALE", "1")  # not have been removed: no room to write)
    time.sleep(1.5)
    settings = load()
    report = ingest(v2, BOOK, no_summaries=True, settings=settings)
    assert report["status"] == "ready" and NEW in served_page(settings)
    assert any(h["page"] == 1 for h in search(settings, "交换律", top_k=5, book=BOOK, mode="sparse")["hits"])


@pytest.mark.parametrize("after", [0, 2, 6])
def test_injected_enospc_in_the_store_write(tmp_path, monkeypatch, after):
    """ENOSPC injected into the local store's write (test-only monkeypatch) after `after` writes
    of the re-ingest: the first is the lease, then the attempt record, then the version's files."""
    monkeypatch.setenv("KB_SEARCHD", "off")
    settings = load()
    first = ingest(write_book(tmp_path / "v1", MATH), BOOK, no_summaries=True, settings=settings)
    old_page, old_hits = served_page(settings), hits(settings)

    real = os.fdopen
    writes = {"n": 0}

    def full_fdopen(fd, *args, **kwargs):
        handle = real(fd, *args, **kwargs)
        writes["n"] += 1
        if writes["n"] > after:
            def write(data):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            handle.write = write
        return handle

    from f.common.store import local

    monkeypatch.setattr(local.os, "fdopen", full_fdopen)
    v2 = new_book(tmp_path)
    error = fails_clearly(lambda: ingest(v2, BOOK, no_summaries=True, settings=settings))
    assert "object store local directory" in error.message
    monkeypatch.setattr(local.os, "fdopen", real)
    still_served(settings, old_page, old_hits, first["version"])
    assert not [p for p in (settings.objects_dir).rglob(".tmp-*")]  # no partial file left behind

    monkeypatch.setenv("KB_LEASE_STALE", "1")
    time.sleep(1.5)
    settings = load()
    report = ingest(v2, BOOK, no_summaries=True, settings=settings)
    assert report["status"] == "ready" and NEW in served_page(settings)
