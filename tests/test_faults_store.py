"""Faults in what is stored, and in the warm search process: a corrupted `pageindex.json` or
manifest of a served book (both object stores), and the search process SIGKILLed while it holds
the embedded index. Each is checked for: a clear one-line error from the tools, never a traceback;
bin/kb-doctor reports it; other books stay served; nothing else lost; the next ingest succeeds."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import time

import pytest

from f.common import library as lib
from f.common.errors import NotReady
from f.common.ingest.doctor import examine
from f.common.ingest.flow import ingest
from f.common.store import books
from f.common.store.versions import physical, raw_of
from f.common.vectors.service import search
from tests.books import MATH, PHYSICS, write_book
from tests.conftest import BIN

BOOK, OTHER = "教材/数学/向量", "教材/物理/力学"
NEW = "新版教材的第一页：向量的加法满足交换律。"


def _tool(tool, *args, env=None):
    proc = subprocess.run([str(BIN / tool), *args], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **(env or {})}, cwd="/")
    return proc.returncode, proc.stdout, proc.stderr


def _one_clear_line(code, err):
    """A failing exit, no traceback, the error on one line (a warning may precede it)."""
    lines = err.strip().splitlines()
    assert code != 0 and "Traceback" not in err and lines[-1].startswith("error: ") and len(lines) <= 2, err


@pytest.fixture
def two_books(store_env, tmp_path):
    settings, store = store_env
    first = ingest(write_book(tmp_path / "m", MATH), BOOK, no_summaries=True, settings=settings, store=store)
    ingest(write_book(tmp_path / "p", PHYSICS), OTHER, no_summaries=True, settings=settings, store=store)
    return settings, store, first["version"]


def _other_still_served(settings, store):
    assert lib.content(OTHER, "1", settings, store)["pages"][0]["content"]
    assert lib.structure(OTHER, settings=settings, store=store)["structure"]
    assert {h["book_id"] for h in search(settings, "牛顿", mode="sparse", store=store)["hits"]} == {OTHER}


def test_a_corrupted_pageindex_is_a_clear_error_doctor_rebuilds_it_and_the_next_ingest_succeeds(two_books, tmp_path):
    settings, store, version = two_books
    key = physical(BOOK, version, "pageindex.json")
    raw_of(store).put(key, b'{"structure": [{"title": "trunc')
    with pytest.raises(NotReady, match="pageindex.json is damaged"):
        lib.structure(BOOK, settings=settings, store=store)
    if not settings.minio_endpoint:  # the wrappers read the local store of this KB_HOME
        _one_clear_line(*_tool("pageindex-structure", "--book", BOOK)[::2])
    assert lib.content(BOOK, "1", settings, store)["pages"]  # the pages themselves are intact
    _other_still_served(settings, store)
    found = examine(settings=settings, store=store)
    assert [(p["book_id"], p["kind"], p["object"]) for p in found["problems"]] == [
        (BOOK, "damaged-object", "pageindex.json")] and found["exit_status"] == 1
    fixed = examine(fix=True, settings=settings, store=store)
    assert fixed["exit_status"] == 0 and fixed["fixed"] == [BOOK]
    assert lib.structure(BOOK, settings=settings, store=store)["structure"]
    assert examine(settings=settings, store=store)["problems"] == []
    report = ingest(write_book(tmp_path / "m2", [[(NEW, 0)], *MATH[1:]]), BOOK, no_summaries=True,
                    settings=settings, store=store)
    assert report["status"] == "ready"
    assert NEW in lib.content(BOOK, "1", settings, store)["pages"][0]["content"]
    _other_still_served(settings, store)


def test_a_corrupted_manifest_is_a_clear_error_doctor_restores_it_and_the_next_ingest_succeeds(two_books, tmp_path):
    settings, store, version = two_books
    raw = raw_of(store)
    pointer = physical(BOOK, None, "manifest.json")
    good = raw.get(pointer)
    raw.put(pointer, good[: len(good) // 2])  # a torn write
    with pytest.raises(NotReady, match="damaged manifest"):
        lib.content(BOOK, "1", settings, store)
    listed = {b["book_id"]: b for b in lib.list_books(settings, store)["books"]}
    assert listed[BOOK]["status"] == "failed" and listed[OTHER]["status"] == "ready"
    assert not [h for h in search(settings, "向量", mode="sparse", store=store)["hits"] if h["book_id"] == BOOK]
    if not settings.minio_endpoint:
        _one_clear_line(*_tool("pageindex-content", "--book", BOOK, "--pages", "1")[::2])
        code, out, _ = _tool("list-books", "--json")
        assert code == 0 and json.loads(out)
    _other_still_served(settings, store)
    found = examine(settings=settings, store=store)
    assert [(p["book_id"], p["kind"]) for p in found["problems"]] == [(BOOK, "damaged-manifest")]
    assert raw.exists(physical(BOOK, version, "content_list.json"))  # nothing lost
    # the doctor serves the newest complete version again: the same one, its search points too
    assert examine(fix=True, settings=settings, store=store)["exit_status"] == 0
    assert books.read_manifest(store, BOOK)["version"] == version
    assert any(h["book_id"] == BOOK for h in search(settings, "向量", mode="sparse", store=store)["hits"])
    # torn again, and left for the next ingest to replace
    raw.put(pointer, b"")
    report = ingest(write_book(tmp_path / "m2", [[(NEW, 0)], *MATH[1:]]), BOOK, no_summaries=True,
                    settings=settings, store=store)
    assert report["status"] == "ready" and report["version"] != version
    assert NEW in lib.content(BOOK, "1", settings, store)["pages"][0]["content"]
    assert any(h["page"] == 1 for h in search(settings, "交换律", book=BOOK, mode="sparse", store=store)["hits"])
    assert examine(settings=settings, store=store)["problems"] == []
    _other_still_served(settings, store)


def _searchd_pids(kb_home) -> list[int]:
    from tests.test_searchd_cli import _searchd_pids as pids

    return pids(kb_home)


def test_the_search_process_killed_while_holding_the_index(library, kb_home, tmp_path):
    code, out, err = _tool("qdrant-search", "向量", "--json")
    assert code == 0, err
    before = json.loads(out)["hits"]
    (pid,) = _searchd_pids(kb_home)  # the warm process, holding the embedded index open
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while pid in _searchd_pids(kb_home) and time.monotonic() < deadline:
        time.sleep(0.1)
    code, out, err = _tool("qdrant-search", "向量", "--json")
    assert code == 0 and "WouldBlock" not in err and "Traceback" not in err, err
    assert [h["page"] for h in json.loads(out)["hits"]] == [h["page"] for h in before]
    assert len(_searchd_pids(kb_home)) == 1  # a new one took its place
    # killed again, now in the middle of answering; then an ingest (a writer) and a search
    (pid,) = _searchd_pids(kb_home)
    slow = subprocess.Popen([str(BIN / "qdrant-search"), "向量 数量积 夹角", "--json"], cwd="/",
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)
    _out, err = slow.communicate(timeout=120)
    assert "WouldBlock" not in err and "Traceback" not in err, err  # answered, or one clear line
    code, _, err = _tool("ebook-ingest", str(write_book(tmp_path / "m2", [[(NEW, 0)], *MATH[1:]])),
                         "--book", BOOK, "--no-summaries")
    assert code == 0 and "WouldBlock" not in err, err
    code, out, err = _tool("qdrant-search", "交换律", "--book", BOOK, "--json")
    assert code == 0 and "WouldBlock" not in err, err
    assert 1 in [h["page"] for h in json.loads(out)["hits"]]
    code, out, err = _tool("pageindex-content", "--book", OTHER, "--pages", "1")
    assert code == 0 and out.strip(), err
