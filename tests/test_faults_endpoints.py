"""The embedding endpoint (an OpenAI-compatible HTTP embedder, tests/embed_doubles.py) and the LLM
endpoint (summaries and the glossary's LLM pass, tests/llm_double.py) answering 500, timing out,
or closing the connection during a re-ingest of a served book. Both are contract doubles (no
hosted service runs here) reached through the real clients.

- Embeddings: retried (4 tries, KB_EMBED_TIMEOUT each), then the ingest fails with one clear
  error naming the endpoint; the old version stays served, whole (content and search agree on it);
  with the endpoint back, the next ingest succeeds and serves the new version.
- LLM: retried by the SDK (KB_LLM_MAX_RETRIES), then the documented fallback: those summaries stay
  extractive (their error recorded), the glossary is the rules' alone; the new version is served
  whole. The manifest records the failure, so the next ingest of the same input asks again."""
import time

import pytest

from f.common import library
from f.common.config import load
from f.common.errors import ServiceError
from f.common.ingest.flow import ingest
from f.common.store import books
from f.common.store.objects import get_store
from f.common.tree.walk import walk
from tests.books import LONG, MATH, write_book
from tests.embed_doubles import EmbedDouble
from tests.llm_double import API_KEY, ChatDouble
from tests.served import BOOK, point_versions, served_page
from tests.served import hits as served_hits

NEW = "新版教材的第一页：向量的加法满足交换律。"
FAULTS = ["500", "timeout", "close"]


@pytest.fixture
def embedder(monkeypatch):
    double = EmbedDouble("openai", dim=8)
    double.slow = 2.0
    for name, value in {"KB_EMBED_PROVIDER": "openai", "KB_EMBED_BASE_URL": double.url + "/v1",
                        "KB_EMBED_MODEL": "double-embed", "KB_EMBED_TIMEOUT": "1", "KB_SEARCHD": "off"}.items():
        monkeypatch.setenv(name, value)
    yield double
    double.close()


@pytest.mark.parametrize("fault", FAULTS)
def test_embedding_endpoint_faults_keep_the_old_version(fault, embedder, tmp_path):
    settings = load()
    first = ingest(write_book(tmp_path / "v1", MATH), BOOK, no_summaries=True, settings=settings)
    old_page, old_hits = served_page(settings), served_hits(settings, mode="hybrid")
    assert old_hits

    embedder.fault, asked = fault, len(embedder.requests)
    started = time.monotonic()
    v2 = write_book(tmp_path / "v2", [[(NEW, 0)], *MATH[1:]])
    with pytest.raises(ServiceError) as caught:
        ingest(v2, BOOK, no_summaries=True, settings=settings)
    seconds = time.monotonic() - started
    message = caught.value.message
    assert "embeddings request failed at http://127.0.0.1" in message and "\n" not in message, message
    assert {"500": "HTTP 500", "timeout": "no answer in time",
            "close": "closed before an answer"}[fault] in message
    assert len(embedder.requests) - asked == 4  # retried within its limit, then given up
    assert seconds < 60

    embedder.fault = None  # the endpoint answers again: the old version was served meanwhile
    assert served_page(settings) == old_page and served_hits(settings, mode="hybrid") == old_hits
    listed = library.list_books(settings, get_store(settings))["books"][0]
    assert listed["status"] == "ready" and listed["version"] == first["version"]
    assert listed["ingest"]["status"] == "failed" and listed["ingest"]["step"] == "embed_pages"

    report = ingest(v2, BOOK, no_summaries=True, settings=settings)
    assert report["status"] == "ready" and report["version"] != first["version"]
    assert NEW in served_page(settings)
    assert point_versions(settings) == {report["version"]}
    assert "ingest" not in library.list_books(settings, get_store(settings))["books"][0]


@pytest.fixture
def llm(monkeypatch):
    chat = ChatDouble(slow=2.0)
    for name, value in {"KB_LLM_BASE_URL": chat.url, "KB_LLM_API_KEY": API_KEY, "KB_LLM_MODEL": "double-chat",
                        "KB_LLM_TIMEOUT": "1", "KB_LLM_MAX_RETRIES": "2", "KB_SEARCHD": "off"}.items():
        monkeypatch.setenv(name, value)
    yield chat
    chat.close()


def tree_nodes(settings) -> list[dict]:
    tree = books.read_json(get_store(settings), books.key(BOOK, "pageindex.json"))
    return [node for _, node, _ in walk(tree["structure"])]


PAGES = [[("第一章 平面向量", 1), (LONG, 0)], [("1.1 数量积", 2), (LONG.replace("向量", "数量积"), 0)],
         [("习题", 2), ("向量：既有大小又有方向的量。", 0)]]


@pytest.mark.parametrize("fault", FAULTS)
def test_llm_endpoint_faults_fall_back_to_extractive_and_are_asked_again(fault, llm, tmp_path):
    settings = load()
    first = ingest(write_book(tmp_path / "v1", PAGES), BOOK, skip_vectors=True, settings=settings)
    assert any(n.get("summary_method") == "double-chat" for n in tree_nodes(settings))

    llm.plan = {"": [fault] * 200}  # every request fails while the plan lasts
    v2 = write_book(tmp_path / "v2", [[(NEW, 0), PAGES[0][0], (NEW + LONG, 0)], *PAGES[1:]])
    started = time.monotonic()
    report = ingest(v2, BOOK, skip_vectors=True, settings=settings)
    assert time.monotonic() - started < 120
    assert report["status"] == "ready" and report["version"] != first["version"]
    summaries = report["tree"]["summaries"]
    assert summaries["failed"] >= 1 and summaries["llm"] == 0 and summaries["doc_description_error"], summaries
    nodes = tree_nodes(settings)
    # the fallback: every node keeps a local summary, its failure recorded; nothing half-written
    assert all(n.get("summary") or n.get("prefix_summary") for n in nodes)
    failed = [n for n in nodes if "summary_error" in n]
    assert failed and all(n["summary_method"] in ("extractive", "verbatim") for n in failed)
    manifest = books.read_manifest(get_store(settings), BOOK)
    assert manifest["status"] == "ready" and manifest["summaries_failed"] >= 1
    assert manifest["terms"]["status"] == "ready" and manifest["terms"]["llm_error"]
    assert NEW in served_page(settings)
    retries = {"500": 3, "timeout": 3, "close": 3}[fault]  # 1 + KB_LLM_MAX_RETRIES per question
    assert len(llm.requests) >= retries

    llm.plan = {}  # the endpoint is back: the same input is built again, asking what failed
    again = ingest(v2, BOOK, skip_vectors=True, settings=settings)
    assert again["status"] == "ready" and again["tree"]["summaries"]["failed"] == 0
    assert any(n.get("summary_method") == "double-chat" for n in tree_nodes(settings))
    manifest = books.read_manifest(get_store(settings), BOOK)
    assert not manifest["summaries_failed"] and not manifest["terms"]["llm_error"]
    assert ingest(v2, BOOK, skip_vectors=True, settings=settings)["status"] == "unchanged"
