"""Batched search (several queries, one embedding call, one batch of Qdrant queries): each result
is the single search's, in this process and through the warm process. Real bundled model, real
Qdrant local mode; the library is test_search's (two short books)."""
from __future__ import annotations

import pytest

from f.common.config import load
from f.common.errors import BadInput
from f.common.vectors import service

QUERIES = ["两个向量的数量积怎么计算", "惯性", "光合作用的暗反应", "零向量的方向"]


def _same(a: dict, b: dict) -> None:
    assert [(h["book_id"], h["page"], h["text"]) for h in a["hits"]] == \
        [(h["book_id"], h["page"], h["text"]) for h in b["hits"]]
    assert [h["score"] for h in a["hits"]] == pytest.approx([h["score"] for h in b["hits"]], abs=2e-3)
    assert a["evidence"] == b["evidence"] and a["query"] == b["query"]


def test_a_batch_gives_each_query_its_single_search(library):
    settings = load().replace(searchd=False)
    batch = service.search_batch(settings, QUERIES, top_k=4)
    assert len(batch) == len(QUERIES)
    for query, result in zip(QUERIES, batch):
        _same(result, service.search(settings, query, top_k=4))
    assert batch[1]["hits"][0]["book_id"] == "教材/物理/力学"
    assert batch[2]["evidence"] == "none" and batch[0]["evidence"] == "found"
    assert set(batch[0]["hits"][0]) == {"book_id", "page", "page_label", "section", "node_id",
                                        "score", "text"}


def test_the_warm_process_answers_a_batch_in_one_request(library):
    settings = load().replace(searchd=True)
    warm = service.search_batch_here_or_warm(settings, QUERIES, top_k=3, book="教材/数学/")
    here = service.search_batch(settings.replace(searchd=False), QUERIES, top_k=3, book="教材/数学/")
    for a, b in zip(warm, here):
        _same(a, b)
    assert {h["book_id"] for r in warm for h in r["hits"]} <= {"教材/数学/向量", "教材/数学/空白"}


@pytest.mark.parametrize("queries", [[], ["向量", ""], "向量", ["x"] * 33])
def test_bad_batches(library, queries):
    with pytest.raises(BadInput):
        service.search_batch_here_or_warm(load(), queries)


def test_a_warm_process_of_older_code_is_replaced(library):
    """One started before an upgrade answers the new ops with "unknown op": it is stopped and a
    current one started, instead of the caller getting an error."""
    import json
    import socket
    import threading

    from f.common.vectors import warm_search

    settings = load().replace(searchd=True)
    path = warm_search.socket_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    old = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old.bind(str(path))
    old.listen(4)
    seen = []

    def serve():
        while True:
            conn, _ = old.accept()
            with conn:
                op = json.loads(warm_search.recv_line(conn))["op"]
                seen.append(op)
                reply = {"result": "ok"} if op == "stop" else {
                    "error": {"code": "BadInput", "message": f"unknown op {op!r}"}}
                conn.sendall(json.dumps(reply).encode() + b"\n")
            if op == "stop":
                old.close()
                return

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    results = service.search_batch_here_or_warm(settings, QUERIES[:2], top_k=2)
    thread.join(10)
    assert seen[:2] == ["search_batch", "stop"]
    assert results[1]["hits"][0]["book_id"] == "教材/物理/力学"
