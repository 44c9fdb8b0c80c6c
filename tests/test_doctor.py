"""bin/kb-doctor: books stored with damaged text (as the old PDF normaliser wrote them) are found
by their stored text and repaired by re-ingesting them from what the store holds."""
from __future__ import annotations

import json
import os
import subprocess

import pymupdf

from f.common.ingest.doctor import damage, examine
from f.common.ingest.flow import ingest
from f.common.library import content
from f.common.store import books
from f.common.textnorm import first_control
from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.pdfmake import new_page, to_bytes, write

# What the old normaliser stored for these lines: NUL-bracketed placeholders that ate the digits.
LINES = ["把“1”换成“2”，再比较两式。", "（1）选项中只有一个正确。"]
DAMAGED = ["把\x0012。13\x00换成\x0012：13\x00，再比较两式。", "\x006。7\x00选项中只有一个正确。"]


def _pdf(tmp_path):
    doc = pymupdf.open()
    for number in range(3):
        page = new_page(doc)
        write(page, 40, 100, f"第 {number + 1} 页 平面向量", 14)
        for row, line in enumerate(LINES):
            write(page, 40, 140 + 20 * row, line, 11)
    path = tmp_path / "book.pdf"
    path.write_bytes(to_bytes(doc))
    return path


def _damage(store, book_id):
    """Write the stored files as the buggy parser did (bypassing the checks on write)."""
    key = books.key(book_id, "content_list.json")
    text = store.get(key).decode()
    for good, bad in zip(LINES, DAMAGED):
        text = text.replace(json.dumps(good, ensure_ascii=False)[1:-1],
                            json.dumps(bad, ensure_ascii=False)[1:-1])
    assert "\\u0000" in text
    store.put(key, text.encode(), "application/json")


def _run(*args):
    proc = subprocess.run([str(BIN / "kb-doctor"), *args], check=False,
                          capture_output=True, text=True, env=dict(os.environ), timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def test_a_damaged_pdf_book_is_found_and_reparsed_from_its_source(store_env, tmp_path):
    settings, store = store_env
    ingest(_pdf(tmp_path), "教材/数学/旧版", skip_vectors=True, settings=settings, store=store)
    ingest(write_mineru_folder(tmp_path / "m"), "教材/数学/完好", skip_vectors=True,
           settings=settings, store=store)
    _damage(store, "教材/数学/旧版")
    assert damage(store, "教材/数学/旧版")[0]["file"] == "content_list.json"
    report = examine(settings=settings, store=store)
    assert report["checked"] == 2 and [b["book_id"] for b in report["affected"]] == ["教材/数学/旧版"]
    assert report["fixed"] == []  # nothing is repaired without --fix
    report = examine(fix=True, settings=settings, store=store)
    assert report["fixed"] == ["教材/数学/旧版"] and damage(store, "教材/数学/旧版") == []
    text = content("教材/数学/旧版", "2", settings=settings, store=store)["pages"][0]["content"]
    assert LINES[0] in text and LINES[1] in text and first_control(text) is None
    assert books.read_manifest(store, "教材/数学/旧版")["status"] == "ready"


def test_a_mineru_book_with_control_characters_is_cleaned_and_rebuilt(tmp_path):
    folder = write_mineru_folder(tmp_path / "m")
    subprocess.run([str(BIN / "ebook-ingest"), str(folder), "--book", "教材/物理/选修",
                    "--skip-vectors"], check=True, capture_output=True, timeout=300)
    from f.common.config import load
    from f.common.store.objects import get_store

    store = get_store(load())
    key = books.key("教材/物理/选修", "content_list.json")
    items = json.loads(store.get(key))
    items[1]["text"] = "速度\x07的定义\x1b[31m"
    store.put(key, json.dumps(items, ensure_ascii=False).encode(), "application/json")
    code, out, err = _run("--json")
    assert code == 1, err  # problems found, none repaired
    report = json.loads(out)
    assert report["affected"][0]["problems"] == [{"file": "content_list.json", "where": "[1].text"}]
    code, out, err = _run("--fix")
    assert code == 0, err
    assert "教材/物理/选修: damaged-text" in out and "repaired (rebuilt from its stored source" in out
    fresh = get_store(load())  # a new reader sees the rebuilt version at once (a held one within 5 s)
    assert json.loads(fresh.get(key))[1]["text"] == "速度的定义[31m"
    code, out, err = _run()
    assert code == 0 and out.startswith("1 book(s) checked · no problems")


# -- the store and index checks (both object stores; the embedded engine) ----------------------
BOOK, OTHER = "教材/数学/向量", "教材/物理/力学"


def _raw_keys(store):
    from f.common.store.versions import raw_of

    raw = raw_of(store)
    return {k: raw.get(k) for k in [*raw.list("parsed/"), *raw.list("source/")]}


def _kinds(report):
    return sorted((p["book_id"], p["kind"]) for p in report["problems"])


def test_orphans_stale_leases_and_missing_objects_are_found_then_repaired(store_env, tmp_path):
    import time

    from f.common.ingest import versioned
    from f.common.store.versions import physical, raw_of
    from tests.books import MATH, PHYSICS, write_book

    settings, store = store_env
    raw = raw_of(store)
    ingest(write_book(tmp_path / "a1", MATH), BOOK, skip_vectors=True, settings=settings, store=store)
    second = ingest(write_book(tmp_path / "a2", MATH[:3]), BOOK, skip_vectors=True, settings=settings, store=store)
    ingest(write_book(tmp_path / "b", PHYSICS), OTHER, skip_vectors=True, settings=settings, store=store)
    assert examine(settings=settings, store=store)["problems"] == []
    served = second["version"]
    # an old version left behind (a crash between the switch and the garbage collection)
    for key in versioned.versions_on_disk(store, BOOK)[served]:
        raw.put(key.replace(f"v:{served}", "v:20000101T000000-0ld000"), raw.get(key))
    # a dead ingest: its lease stopped beating an hour ago, in step extract_terms
    dead = "20990101T000000-dead00"
    books.write_json(raw, f"parsed/{BOOK}/lease.json", {"token": "x", "owner": "kb", "host": "h", "pid": 1,
                                                        "heartbeat": time.time() - 3600})
    books.write_json(raw, versioned.attempt_key(BOOK), {"version": dead, "status": "running"})
    books.write_json(raw, physical(BOOK, dead, "manifest.json"), {"step": "extract_terms", "steps": {}})
    # objects of a book nobody has, and a served manifest naming an object that is gone
    raw.put("parsed/教材/孤儿/content.md", b"# x")
    raw.put("source/教材/孤儿.pdf", b"%PDF-1.4")
    store.delete(books.key(OTHER, "glossary.json"))
    before = _raw_keys(store)
    report = examine(settings=settings, store=store)
    assert _kinds(report) == [("教材/孤儿", "no-manifest"), (BOOK, "orphaned-version"), (BOOK, "stale-lease"),
                              (OTHER, "missing-object")]
    assert report["exit_status"] == 1 and _raw_keys(store) == before  # a report changes nothing
    assert "extract_terms" in next(p["detail"] for p in report["problems"] if p["kind"] == "stale-lease")

    report = examine(fix=True, settings=settings, store=store)
    assert all(p.get("fixed") for p in report["problems"]), report["problems"]
    assert report["exit_status"] == 0
    attempt = versioned.read_attempt(store, BOOK)
    assert attempt["status"] == "failed" and attempt["step"] == "extract_terms"
    assert not raw.exists(f"parsed/{BOOK}/lease.json")
    assert not any("孤儿" in k or "0ld000" in k for k in _raw_keys(store))
    assert books.read_manifest(store, BOOK)["version"] == served  # the served version untouched
    assert store.exists(books.key(OTHER, "glossary.json"))  # rebuilt as a new version
    assert content(OTHER, "1", settings=settings, store=store)["pages"]
    again = examine(settings=settings, store=store)
    assert again["problems"] == [] and again["exit_status"] == 0
    report = ingest(write_book(tmp_path / "a3", MATH), BOOK, skip_vectors=True, settings=settings, store=store)
    assert report["status"] == "ready" and report["version"] not in (served, dead)


def test_stray_and_missing_vectors_are_found_then_repaired(store_env, tmp_path):
    from f.common.vectors.service import reader, search, writer
    from f.common.vectors.store_api import book_filter
    from tests.books import MATH, write_book

    settings, store = store_env
    ingest(write_book(tmp_path / "a", MATH), BOOK, no_summaries=True, settings=settings, store=store)
    with writer(settings) as client:
        hit, entry = next(iter(client.scroll(book_filter(BOOK), with_vectors=True)))
        client.upsert([entry._replace(id="00000000-0000-4000-8000-000000000001",
                                      payload={**hit.payload, "book_id": "教材/不存在"}),
                       entry._replace(id="00000000-0000-4000-8000-000000000002",
                                      payload={**hit.payload, "version": "19990101T000000-gone00"})])
    report = examine(settings=settings, store=store)
    assert _kinds(report) == [("教材/不存在", "orphaned-vectors"), (BOOK, "orphaned-vectors")]
    assert report["exit_status"] == 1
    assert examine(fix=True, settings=settings, store=store)["exit_status"] == 0
    with writer(settings) as client:
        served = [h.id for h in client.scroll(book_filter(BOOK))]
        assert len(served) == 6
        client.delete(served)  # the book lost its points: search cannot find it
    report = examine(settings=settings, store=store)
    assert _kinds(report) == [(BOOK, "missing-vectors")]
    assert examine(fix=True, settings=settings, store=store)["problems"][0]["fixed"].startswith("embedded 6")
    assert search(settings, "数量积", book=BOOK, mode="sparse", store=store)["hits"]
    with reader(settings) as client:
        assert len(list(client.scroll())) == 6


def test_a_retitled_book_is_not_reported_changed(tmp_path):
    from tests.books import MATH, write_book

    folder = write_book(tmp_path / "a", MATH)
    ingest(folder, BOOK, skip_vectors=True)
    ingest(folder, BOOK, title="新的书名", skip_vectors=True)  # rewrites the served tree in place
    assert examine()["problems"] == []


def test_a_collection_of_another_model_is_reported_and_reindexed(tmp_path, monkeypatch):
    from f.common.config import load
    from f.common.vectors.service import search
    from tests.books import MATH, write_book
    from tests.embed_doubles import EmbedDouble

    ingest(write_book(tmp_path / "a", MATH), BOOK, no_summaries=True)  # the bundled model
    double = EmbedDouble("openai", dim=8)
    try:
        monkeypatch.setenv("KB_EMBED_PROVIDER", "openai")
        monkeypatch.setenv("KB_EMBED_BASE_URL", double.url + "/v1")
        monkeypatch.setenv("KB_EMBED_MODEL", "text-embedding-test")
        report = examine()
        assert _kinds(report) == [("(search index)", "collection-model")] and report["exit_status"] == 1
        assert "kb-reindex" in report["problems"][0]["detail"]
        fixed = examine(fix=True)
        assert fixed["exit_status"] == 0 and "re-indexed 1 book(s)" in fixed["problems"][0]["fixed"]
        assert examine()["problems"] == []
        assert search(load(), "数量积", book=BOOK, mode="dense")["hits"]
    finally:
        double.close()
