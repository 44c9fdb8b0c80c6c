"""The two embedded engines, Qdrant Edge and qdrant-client local mode, on the same library (the
tests' search library, real bundled model): the same top pages (dense ids and scores equal,
sparse scores within 1e-4), and a local-mode library migrated to Edge on first use and by
bin/kb-reindex, with nothing lost."""
from __future__ import annotations

import shutil
import subprocess

import pytest

from f.common.config import load
from f.common.embeddings.factory import get_embedder
from f.common.store.objects import get_store
from f.common.vectors import search as engine
from f.common.vectors import service, sparse
from f.common.vectors.client import open_local_mode
from f.common.vectors.edge_store import EdgeStore
from f.common.vectors.migrate import KEPT, copy_points
from f.common.vectors.store_api import Query, book_filter
from tests.conftest import BIN

QUERIES = ["两个向量的数量积怎么计算", "数量积的定义", "物体的加速度", "牛顿第二定律", "已知夹角为60°求数量积",
           "what is the dot product of two vectors", "光合作用的暗反应"]


def both_engines(settings):
    """(Edge store, local-mode store) holding the same points, whichever engine built the library."""
    if settings.vector_engine == "edge":
        edge = EdgeStore(settings.edge_path)
        local = open_local_mode(settings)
        local.create(*edge.recorded_model())
        copy_points(edge, local)
    else:
        local = open_local_mode(settings)
        edge = EdgeStore(settings.edge_path)
        edge.create(*local.recorded_model())
        copy_points(local, edge)
    assert edge.count() == local.count() >= 8
    return edge, local


def by_id(hits):
    return {h.id: h.score for h in hits}


def ranked(hits, tolerance):
    """Ids best first, points with equal scores (two identical passages) in id order: engines
    break ties differently."""
    return [h.id for h in sorted(hits, key=lambda h: (-round(h.score / (10 * tolerance)), h.id))]


def test_edge_and_local_mode_give_the_same_pages_and_scores(library):
    settings = load()
    store, embedder = get_store(settings), get_embedder(settings)
    edge, local = both_engines(settings)
    try:
        flt = engine.scope_filter(settings, "")
        requests = [Query("dense", v, flt, 60, ("book_id", "page")) for v in embedder.embed_queries(QUERIES)]
        requests += [Query("sparse", sparse.query_vector(q), flt, 60, ("book_id", "page")) for q in QUERIES]
        answers = list(zip(requests, edge.query_batch(requests), local.query_batch(requests)))
        assert sum(1 for _q, e, _lo in answers if e) >= len(QUERIES) + 4  # dense always, sparse mostly
        for q, e, lo in answers:
            assert len(e) == len(lo)
            tolerance = 1e-6 if q.using == "dense" else 1e-4
            assert ranked(e, tolerance) == ranked(lo, tolerance)  # same ids in the same order
            for pid, score in by_id(e).items():
                assert score == pytest.approx(by_id(lo)[pid], abs=tolerance)
        scoped = settings.replace(allowed_books=("教材/物理",))
        for name, hits in (("edge", edge), ("local", local)):
            found = engine.search_batch(scoped, store, hits, embedder, ["加速度"], 10)[0]["hits"]
            assert found and {h["book_id"] for h in found} == {"教材/物理/力学"}, name
        for mode in engine.MODES:
            a = engine.search_batch(settings, store, edge, embedder, QUERIES, 5, mode=mode)
            b = engine.search_batch(settings, store, local, embedder, QUERIES, 5, mode=mode)
            for ra, rb in zip(a, b):
                assert [(h["book_id"], h["page"]) for h in ra["hits"]] == \
                    [(h["book_id"], h["page"]) for h in rb["hits"]], (mode, ra["query"])
                assert [h["score"] for h in ra["hits"]] == pytest.approx([h["score"] for h in rb["hits"]],
                                                                         abs=1e-3)
                assert ra["evidence"] == rb["evidence"]
        for name, st in (("edge", edge), ("local", local)):  # delete by book, on both engines
            st.delete_matching(book_filter("教材/物理/力学"))
            assert [h for h in st.scroll() if h.payload["book_id"] == "教材/物理/力学"] == [], name
        assert edge.count() == local.count() == len(list(edge.scroll(book_filter("教材/数学/向量")))) > 0
    finally:
        edge.close()
        local.close()


def local_mode_library(settings) -> list:
    """Turn the test's library into an old one: points in local mode only; its points, sorted."""
    if settings.vector_engine != "edge":
        pytest.skip("the suite runs on local mode: nothing to migrate from")
    edge, local = both_engines(settings)
    points = sorted(((h.id, e.payload, e.dense, e.sparse) for h, e in edge.scroll(with_vectors=True)),
                    key=lambda p: p[0])
    edge.close()
    local.close()
    shutil.rmtree(settings.edge_path)
    return points


def edge_points(settings) -> list:
    edge = EdgeStore(settings.edge_path)
    try:
        return sorted(((h.id, e.payload, e.dense, e.sparse) for h, e in edge.scroll(with_vectors=True)),
                      key=lambda p: p[0])
    finally:
        edge.close()


def same_points(got, want):
    assert [(p[0], p[1], p[3][0]) for p in got] == [(p[0], p[1], p[3][0]) for p in want]
    for g, w in zip(got, want):
        assert g[2] == pytest.approx(w[2], abs=1e-6) and g[3][1] == pytest.approx(w[3][1], abs=1e-6)


def test_a_local_mode_library_is_migrated_on_first_search_with_a_message(library):
    settings = load()
    before = local_mode_library(settings)
    run = subprocess.run([str(BIN / "qdrant-search"), "数量积的定义", "--top-k", "1"], capture_output=True,
                         text=True, env={**__import__("os").environ, "KB_SEARCHD": "off"})
    assert run.returncode == 0, run.stderr
    assert "migrating the search index from qdrant-client local mode" in run.stderr
    assert f"migrated {len(before)} points" in run.stderr and str(settings.kb_home / KEPT) in run.stderr
    assert "p. 2" in run.stdout or "page 2" in run.stdout.lower()
    assert not settings.qdrant_path.exists() and (settings.kb_home / KEPT / "collection").is_dir()
    same_points(edge_points(settings), before)
    again = subprocess.run([str(BIN / "qdrant-search"), "数量积的定义"], capture_output=True, text=True)
    assert again.returncode == 0 and "migrat" not in again.stderr


def test_kb_reindex_migrates_then_rebuilds(library, capfd):
    settings = load()
    before = local_mode_library(settings)
    report = service.reindex(settings)
    assert report["points"] == len(before)
    assert "migrated" in capfd.readouterr().err
    assert [p[:2] for p in edge_points(settings)] == [p[:2] for p in before]
    assert (settings.kb_home / KEPT).is_dir()


def test_a_second_opener_waits_for_the_shard_and_never_sees_wouldblock(library, monkeypatch):
    import threading
    import time

    from f.common.errors import IndexBusy

    settings = load()
    if settings.vector_engine != "edge":
        pytest.skip("Edge's one-process rule")
    holder = EdgeStore(settings.edge_path)  # a second load, even in this process, is WouldBlock
    monkeypatch.setenv("KB_SEARCHD", "off")
    monkeypatch.setenv("KB_INDEX_WAIT", "1")
    started = time.monotonic()
    with pytest.raises(IndexBusy, match="^index busy: the search index under .*edge"):
        service.search(load(), "数量积的定义")
    assert 1.0 <= time.monotonic() - started < 5
    monkeypatch.setenv("KB_INDEX_WAIT", "15")
    threading.Timer(1.0, holder.close).start()
    hits = service.search(load(), "数量积的定义", top_k=1)["hits"]
    assert hits[0]["page"] == 2 and time.monotonic() - started >= 2.0


def test_a_search_on_edge_does_not_import_qdrant_client(library):
    import os
    import sys

    from tests.conftest import ROOT

    if load().vector_engine != "edge":
        pytest.skip("the suite runs on local mode")
    code = ("import sys; from f.common.config import load; from f.common.vectors import service; "
            "hits = service.search(load(), '数量积的定义')['hits']; "
            "print(hits[0]['page'], sorted({m.split('.')[0] for m in sys.modules} & {'qdrant_client', 'qdrant_edge'}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ, "KB_SEARCHD": "off", "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "2 ['qdrant_edge']"
