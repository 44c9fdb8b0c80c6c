"""The ways a served book used to be rebuilt in place, now versioned or refused: `--only STEP`
publishes a new version (the old one served, search included, until the switch); a re-ingested
PDF lands in its new version and never overwrites the served one's source before the switch; the
Windmill flow's in-place upload refuses a served book (both object stores)."""
from __future__ import annotations

import pymupdf
import pytest

from f.common import library as lib
from f.common.config import load
from f.common.errors import BadInput
from f.common.ingest import rerun as reruns
from f.common.ingest.flow import ingest, rerun
from f.common.ingest.versioned import read_attempt
from f.common.store import books
from f.common.store.objects import get_store
from f.common.store.versions import raw_of
from f.common.vectors.service import reader, search
from f.common.vectors.store_api import book_filter
from tests.books import MATH, write_book
from tests.pdfmake import new_page, to_bytes, write

BOOK = "教材/数学/向量"


def test_only_tree_publishes_a_new_version_and_the_old_one_is_served_meanwhile(store_env, tmp_path, monkeypatch):
    settings, store = store_env
    first = ingest(write_book(tmp_path / "m", MATH), BOOK, no_summaries=True, settings=settings, store=store)
    seen = {}
    real = reruns.build_tree_step

    def watched(*args, **kwargs):  # what an agent sees while the step runs
        fresh = get_store(settings)
        seen["version"] = books.read_manifest(fresh, BOOK)["version"]
        seen["content"] = lib.content(BOOK, "1", settings, fresh)["pages"][0]["content"]
        seen["hits"] = len(search(settings, "向量", book=BOOK, mode="sparse", store=fresh)["hits"])
        return real(*args, **kwargs)

    monkeypatch.setattr(reruns, "build_tree_step", watched)
    report = rerun(BOOK, "tree", settings=settings, store=store)
    assert seen["version"] == first["version"] and seen["content"] and seen["hits"]
    assert report["status"] == "ready" and report["version"] != first["version"]
    assert books.read_manifest(store, BOOK)["version"] == report["version"]
    with reader(settings) as client:  # the new version's points (copied), the old one's gone
        assert {h.payload["version"] for h in client.scroll(book_filter(BOOK))} == {report["version"]}
    assert search(settings, "数量积", book=BOOK, mode="sparse", store=store)["hits"]

    def broken(*args, **kwargs):
        raise RuntimeError("tree broke")

    monkeypatch.setattr(reruns, "build_tree_step", broken)
    with pytest.raises(RuntimeError):
        rerun(BOOK, "tree", settings=settings, store=store)
    assert books.read_manifest(store, BOOK)["version"] == report["version"]  # nothing served changed
    assert read_attempt(store, BOOK)["status"] == "failed"
    assert lib.content(BOOK, "1", settings, store)["pages"]


def _pdf(tmp_path, name: str, text: str):
    doc = pymupdf.open()
    for number in range(2):
        write(new_page(doc), 40, 100, f"{text} 第 {number + 1} 页", 14)
    path = tmp_path / name
    path.write_bytes(to_bytes(doc))
    return path


def test_a_reingested_pdf_never_overwrites_the_served_source_before_the_switch(store_env, tmp_path, monkeypatch):
    settings, store = store_env
    old = _pdf(tmp_path, "old.pdf", "旧版")
    ingest(old, BOOK, skip_vectors=True, settings=settings, store=store)
    assert store.get(books.source_key(BOOK)) == old.read_bytes()
    from f.common.pdf import parse_step

    def broken(*args, **kwargs):
        raise RuntimeError("parser broke")

    monkeypatch.setattr(parse_step, "parse_book", broken)
    with pytest.raises(RuntimeError):
        ingest(_pdf(tmp_path, "new.pdf", "新版"), BOOK, skip_vectors=True, settings=settings, store=store)
    assert get_store(settings).get(books.source_key(BOOK)) == old.read_bytes()  # the served one's, untouched
    monkeypatch.undo()
    new = _pdf(tmp_path, "new.pdf", "新版")
    report = ingest(new, BOOK, skip_vectors=True, settings=settings, store=store)
    assert get_store(settings).get(books.source_key(BOOK)) == new.read_bytes()
    assert raw_of(store).get(f"parsed/{BOOK}/v:{report['version']}/source.pdf") == new.read_bytes()
    assert "新版" in lib.content(BOOK, "1", settings, store)["pages"][0]["content"]


def test_the_windmill_in_place_upload_refuses_a_served_book(store_env, tmp_path):
    settings, store = store_env
    folder = write_book(tmp_path / "m", MATH)
    staged = ingest(folder, "教材/数学/新书", upload_only=True, settings=settings, store=store)
    assert staged["status"] == "uploaded"  # a book nothing is served of: the flow may build it
    ingest(folder, BOOK, skip_vectors=True, settings=settings, store=store)
    before = sorted(raw_of(store).list(f"parsed/{BOOK}/"))
    with pytest.raises(BadInput, match="builds a new version beside the served one"):
        ingest(write_book(tmp_path / "m2", MATH[:2]), BOOK, upload_only=True, settings=settings, store=store)
    assert sorted(raw_of(store).list(f"parsed/{BOOK}/")) == before


def test_a_flow_step_run_by_hand_on_a_served_book_refuses_and_marks_nothing(tmp_path):
    from f.index import mark_failed
    from f.index.pageindex import build_index

    ingest(write_book(tmp_path / "m", MATH), BOOK, skip_vectors=True)
    store = get_store(load())
    before = {k: raw_of(store).get(k) for k in raw_of(store).list(f"parsed/{BOOK}/")}
    with pytest.raises(BadInput, match="would rewrite it in place"):
        build_index.main(BOOK, summaries=False)
    mark_failed.main(BOOK, step_id="build_index", name="BadInput", message="refused")  # the flow's handler
    assert {k: raw_of(store).get(k) for k in raw_of(store).list(f"parsed/{BOOK}/")} == before
    assert books.read_manifest(get_store(load()), BOOK)["status"] == "ready"
