"""Search end to end on the embedded default: real qdrant-client local mode, the real bundled model,
the real wrapper and its warm search process. The library is built once per module (two short
books) and copied into each test's KB_HOME."""
from __future__ import annotations

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

from f.common.config import load
from f.common.errors import BadInput, NotFound
from f.common.ingest.flow import ingest
from f.common.vectors import service
from f.common.vectors.collection import ModelMismatch
from tests.books import MATH, write_book
from tests.conftest import BIN


def search(query, **kwargs):
    return service.search(load(), query, **kwargs)


def test_hybrid_dense_and_sparse_find_the_page_with_book_section_and_printed_page(library):
    for mode in ("hybrid", "dense", "sparse"):
        hits = search("两个向量的数量积怎么计算", mode=mode)["hits"]
        assert hits[0]["book_id"] == "教材/数学/向量" and hits[0]["page"] in (2, 3), mode
    hit = search("数量积的定义", top_k=1)["hits"][0]
    assert set(hit) == {"book_id", "page", "page_label", "section", "node_id", "score", "text"}
    assert hit["page"] == 2 and hit["page_label"] == "8"
    assert hit["section"] == "第一章 平面向量 > 1.1 数量积" and hit["node_id"]


def test_a_long_page_is_split_but_returned_once_with_its_best_passage(library):
    with service.reader(load()) as client:
        points = list(client.scroll())
    on_page_3 = [p.payload for p in points if p.payload["page"] == 3
                 and p.payload["book_id"] == "教材/数学/向量"]
    assert len(on_page_3) >= 2
    hits = search("已知夹角为60°求数量积", top_k=10)["hits"]
    pages = [(h["book_id"], h["page"]) for h in hits]
    assert len(pages) == len(set(pages))
    best = next(h for h in hits if h["page"] == 3)
    assert "例题" in best["text"]


def test_book_filter_prefix_and_unknown_book(library):
    hits = search("物体的加速度", book="教材/物理/力学")["hits"]
    assert hits and {h["book_id"] for h in hits} == {"教材/物理/力学"}
    assert {h["book_id"] for h in search("定律", book="教材/数学/", top_k=10)["hits"]} <= {
        "教材/数学/向量", "教材/数学/空白"}
    with pytest.raises(NotFound, match="unknown book"):
        search("定律", book="教材/化学")
    with pytest.raises(BadInput):
        search("定律", book="../etc")


def test_allowed_books_scope_applies_inside_search(library, monkeypatch):
    monkeypatch.setenv("KB_ALLOWED_BOOKS", "教材/物理/")
    hits = search("向量的数量积", top_k=10)["hits"]
    assert hits and {h["book_id"] for h in hits} == {"教材/物理/力学"}
    with pytest.raises(NotFound) as forbidden:
        search("向量", book="教材/数学/向量")
    with pytest.raises(NotFound) as unknown:
        search("向量", book="教材/数学/不存在")
    assert forbidden.value.message.replace("向量", "X") == unknown.value.message.replace("不存在", "X")
    with pytest.raises(NotFound):
        search("向量", book="教材/数学/")


def test_bad_queries(library):
    for query in ("", "   ", None):
        with pytest.raises(BadInput, match="empty"):
            search(query)
    for top_k in (0, 51, "x"):
        with pytest.raises(BadInput, match="top-k"):
            search("向量", top_k=top_k)
    with pytest.raises(BadInput, match="mode"):
        search("向量", mode="fuzzy")
    long = ("向量的数量积" + "x" * 94) * 100  # 10,000 characters
    result = search(long)
    assert len(long) == 10000 and result["hits"] and len(result["query"]) <= 2000


def test_a_query_pasted_with_kangxi_radicals_finds_what_its_ideographs_find(library):
    # `⼀` `⽅` are U+2F00 U+2F45, as an office suite's PDF maps 一 方 (0701)
    pasted = search("两个向量的数量积怎么计算⼀下⽅法", mode="sparse")
    typed = search("两个向量的数量积怎么计算一下方法", mode="sparse")
    assert pasted["query"] == typed["query"] == "两个向量的数量积怎么计算一下方法"
    assert [(h["book_id"], h["page"]) for h in pasted["hits"]] == [(h["book_id"], h["page"]) for h in typed["hits"]]


def test_a_book_with_no_text_has_no_points_and_searches_empty(library):
    assert search("向量", book="教材/数学/空白")["hits"] == []


def test_incremental_reembedding(library, monkeypatch):
    settings = load()
    from f.common.store.objects import get_store

    store = get_store(settings)
    again = service.embed_step(settings, store, "教材/数学/向量")
    assert again["embedded"] == 0 and again["skipped"] == again["points"] and again["deleted"] == 0
    changed = [MATH[0], [("1.1 数量积", 2), ("数量积又叫点积、内积。", 0)]]
    vectors = ingest(write_book(library / "math2", changed), "教材/数学/向量")["vectors"]
    # one passage new, one copied from the served version; the old version's 4 points (page 3 had
    # 3 passages) go after the switch, which `final` below shows as 2 points in all
    assert (vectors["embedded"], vectors["skipped"]) == (1, 1)
    report = json.loads(json.dumps(search("点积", top_k=1)))
    assert report["hits"][0]["page"] == 2 and "点积" in report["hits"][0]["text"]
    manifest = json.loads(store.get("parsed/教材/数学/向量/manifest.json"))
    assert manifest["status"] == "ready"
    final = service.embed_step(settings, store, "教材/数学/向量")
    assert final["points"] == 2 and final["embedded"] == 0


def test_model_mismatch_is_a_clear_error_with_the_rebuild_command(library, monkeypatch):
    from tests.embed_doubles import EmbedDouble

    double = EmbedDouble("openai", dim=8)
    try:
        monkeypatch.setenv("KB_EMBED_PROVIDER", "openai")
        monkeypatch.setenv("KB_EMBED_BASE_URL", double.url + "/v1")
        monkeypatch.setenv("KB_EMBED_MODEL", "other-model")
        with pytest.raises(ModelMismatch) as info:
            search("向量", mode="dense")
        message = info.value.message
        assert "bundled:multilingual-e5-small-q4 (384-d)" in message
        assert "openai:other-model (8-d)" in message and "bin/kb-reindex" in message
        assert search("向量", mode="sparse")["hits"]  # lexical search needs no model
        rebuilt = service.reindex(load())             # what bin/kb-reindex runs
        assert rebuilt["model"] == "openai:other-model" and rebuilt["books"] == 3
        assert search("向量", mode="dense")["hits"]
    finally:
        double.close()


def test_an_index_of_older_lexical_tokens_asks_for_a_reindex(library):
    with service.writer(load()) as client:  # what an index made before English stemming records
        (model, dimension) = client.recorded_model()
        client.drop()
        client.create(model.split("|")[0], dimension)
    for mode in ("hybrid", "sparse"):
        with pytest.raises(ModelMismatch) as info:
            search("向量", mode=mode)
        assert "tokenizer version 1" in info.value.message and "bin/kb-reindex" in info.value.message
    service.reindex(load())
    assert search("数量积", mode="sparse")["hits"]


def run_wrapper(*args, env=None):
    return subprocess.run([str(BIN / "qdrant-search"), *args], capture_output=True, text=True,
                          timeout=300, env={**os.environ, **(env or {})})


def test_wrapper_text_json_and_eight_parallel_calls(library):
    first = run_wrapper("数量积", "--top-k", "2", "--max-chars", "40")
    assert first.returncode == 0, first.stderr
    assert "教材/数学/向量 · 第一章 平面向量 > 1.1 数量积 · p. 2 (printed 8)" in first.stdout
    with ThreadPoolExecutor(8) as pool:
        runs = list(pool.map(lambda q: run_wrapper(q, "--json"), ["向量", "惯性", "牛顿第二定律",
                             "数量积", "习题", "加速度", "零向量", "平行四边形"]))
    assert all(r.returncode == 0 for r in runs), [r.stderr for r in runs]
    assert json.loads(runs[1].stdout)["hits"][0]["book_id"] == "教材/物理/力学"
    bad = run_wrapper("", "--json")
    assert bad.returncode == 2 and json.loads(bad.stdout)["error"]["code"] == "BadInput"
    assert bad.stderr.count("\n") == 1


def test_search_during_an_ingest_is_index_busy_not_a_traceback(library, monkeypatch):
    assert run_wrapper("向量").returncode == 0          # the warm process holds the index
    monkeypatch.setenv("KB_INDEX_WAIT", "1")
    settings = load()
    with service.writer(settings):                     # what an ingest does before writing
        busy = run_wrapper("向量", env={"KB_INDEX_WAIT": "1"})
        inline = run_wrapper("向量", env={"KB_INDEX_WAIT": "1", "KB_SEARCHD": "off"})
    for run in (busy, inline):
        assert run.returncode == 1 and "index busy" in run.stderr and "Traceback" not in run.stderr
    assert run_wrapper("向量").returncode == 0          # and searching resumes afterwards


def test_the_warm_process_sees_a_book_ingested_while_it_runs(library):
    assert run_wrapper("光合作用", "--json").returncode == 0   # starts the warm process
    ingest(write_book(library / "bio", [[("第一章 光合作用", 1),
                                         ("光合作用把光能转化为化学能，释放氧气。", 0)]]), "教材/生物/植物")
    found = run_wrapper("光合作用释放什么", "--json", "--top-k", "1")
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout)["hits"][0]["book_id"] == "教材/生物/植物"


def test_a_warm_process_exiting_as_a_search_connects_is_not_an_error(library):
    """The race at the idle exit: a caller connects, the process closes without an answer (a
    double of an exiting process holds the socket for one connection); the caller starts a new
    process and resends, the search succeeds."""
    import socket
    import threading

    from f.common.vectors import warm_search

    settings = load()
    warm_search.stop_all(settings)
    path = warm_search.socket_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    exiting = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    exiting.bind(str(path))
    exiting.listen(1)

    def hang_up_once():
        conn, _ = exiting.accept()
        conn.recv(1 << 16)
        path.unlink()   # what the exiting process does: no socket, then the hang-up
        conn.close()
        exiting.close()

    threading.Thread(target=hang_up_once, daemon=True).start()
    result = service.search_here_or_warm(settings, query="数量积", top_k=1)
    assert result["hits"] and result["hits"][0]["book_id"] == "教材/数学/向量"
    warm_search.stop_all(settings)


def test_the_scope_of_each_caller_applies_in_the_shared_warm_process(library):
    assert run_wrapper("向量").returncode == 0              # started without a scope
    scoped = {"KB_ALLOWED_BOOKS": "教材/物理"}
    run = run_wrapper("向量的数量积", "--json", "--top-k", "10", env=scoped)
    assert run.returncode == 0 and {h["book_id"] for h in json.loads(run.stdout)["hits"]} == {
        "教材/物理/力学"}
    forbidden = run_wrapper("向量", "--book", "教材/数学/向量", env=scoped)
    unknown = run_wrapper("向量", "--book", "教材/数学/没有", env=scoped)
    assert forbidden.returncode == unknown.returncode == 2
    assert forbidden.stderr.replace("向量'", "X'") == unknown.stderr.replace("没有'", "X'")


def test_fusion_keeps_a_clear_lead_and_counts_each_page_once():
    """Score-aware fusion (pure): min-max scaled scores, 0.3 dense + 0.7 sparse, pages by key."""
    from types import SimpleNamespace as P

    from f.common.vectors.search import fuse

    def pt(page, score):
        return P(payload={"book_id": "b", "page": page}, score=score)

    dense = [pt(2, 0.90), pt(1, 0.89), pt(3, 0.88)]       # a narrow cosine band
    sparse = [pt(1, 30.0), pt(3, 5.0), pt(4, 4.0)]        # page 1 far ahead lexically
    ranked = fuse(dense, sparse, 10)
    assert [p.payload["page"] for _, p in ranked][:2] == [1, 2]
    assert len({p.payload["page"] for _, p in ranked}) == len(ranked) == 4
    assert ranked[0][0] == pytest.approx(0.3 * 0.5 + 0.7) and all(0 <= s <= 1 for s, _ in ranked)
    assert [p.payload["page"] for _, p in fuse(dense, [], 2)] == [2, 1]  # no lexical match
