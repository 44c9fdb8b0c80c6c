"""Summaries through the real openai SDK against tests/llm_double.py, a contract double of an
OpenAI-compatible chat API (no hosted LLM runs here): threshold, cache, retries, failures,
bounded concurrency, the extractive fallback, and the Windmill script's form."""
import json
import shutil

import pytest

from f.common.config import load
from f.common.ingest.flow import ingest
from f.common.store import books
from f.common.store.objects import get_store
from f.common.tree.build_step import build_index
from f.common.tree.walk import walk
from tests.llm_double import API_KEY, ChatDouble

LONG = "向量的加法满足交换律与结合律，三角形法则与平行四边形法则给出同一个和向量。" * 12
SHORT = "本节给出两个例题。"


def _book(folder, extra: str = ""):
    items = []

    def add(page, text, level=None):
        item = {"type": "text", "text": text, "page_idx": page}
        if level:
            item["text_level"] = level
        items.append(item)

    add(0, "第六章 平面向量及其应用", 1)
    add(0, "6.1 平面向量的概念", 1)
    add(0, LONG + extra)
    add(1, "6.2 平面向量的运算", 1)
    add(1, LONG)
    add(2, "习题6.2", 1)
    add(2, SHORT)
    add(3, "第七章 复数", 1)
    add(3, "7.1 复数的概念", 1)
    add(3, LONG.replace("向量", "复数"))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False))
    return folder


@pytest.fixture
def double(monkeypatch):
    chat = ChatDouble(slow=2.0)
    monkeypatch.setenv("KB_LLM_BASE_URL", chat.url)
    monkeypatch.setenv("KB_LLM_API_KEY", API_KEY)
    monkeypatch.setenv("KB_LLM_MODEL", "double-chat")
    monkeypatch.setenv("KB_LLM_TIMEOUT", "1")
    monkeypatch.setenv("KB_LLM_MAX_RETRIES", "3")
    yield chat
    chat.close()


def summary_requests(double) -> list[dict]:
    """The summariser's requests (the glossary's LLM pass, a later step, asks too)."""
    return [r for r in double.requests if "own definitions" not in r["messages"][0]["content"]]


def _tree(book_id="教材/数学/必修二"):
    settings = load()
    return books.read_json(get_store(settings), books.key(book_id, "pageindex.json"))


def _nodes(tree):
    return {n["title"]: n for _, n, _ in walk(tree["structure"])}


def test_llm_summaries_threshold_cache_and_incremental(tmp_path, double):
    report = ingest(_book(tmp_path / "b"), "教材/数学/必修二", skip_vectors=True)
    tree = _tree()
    nodes = _nodes(tree)
    for title in ("6.1 平面向量的概念", "7.1 复数的概念"):
        assert nodes[title]["summary_method"] == "double-chat"
        assert nodes[title]["summary"].startswith(f"【概要】{title}讲解了本部分的核心概念与例题。")
    # 6.2 holds 习题6.2: a parent, summarised from its opening text and its sections
    assert nodes["6.2 平面向量的运算"]["prefix_summary"].startswith("【概要】6.2")
    assert nodes["习题6.2"]["summary"] == SHORT and nodes["习题6.2"]["summary_method"] == "verbatim"
    assert nodes["第六章 平面向量及其应用"]["summary_method"] == "double-chat"
    assert "prefix_summary" in nodes["第六章 平面向量及其应用"]
    assert tree["doc_description"].startswith("【概要】")
    assert not any("text" in n for n in nodes.values())
    summaries = report["tree"]["summaries"]
    assert (summaries["llm"], summaries["verbatim"], summaries["failed"]) == (5, 1, 0)
    assert len(summary_requests(double)) == 6  # 5 nodes + the book's description
    system = summary_requests(double)[0]["messages"][0]["content"]
    assert "中文" in system  # the prompt speaks the book's language

    before = len(summary_requests(double))
    settings = load()
    again = build_index(settings, get_store(settings), "教材/数学/必修二")
    assert len(summary_requests(double)) == before  # unchanged book: zero LLM calls
    assert again["summaries"]["cached"] == 5 and again["summaries"]["llm"] == 0
    assert _tree() == tree

    ingest(_book(tmp_path / "b", extra="新增一句。"), "教材/数学/必修二", skip_vectors=True)
    asked = [r["messages"][-1]["content"] for r in summary_requests(double)[before:]]
    # 6.1 changed: it, its chapter (whose outline holds 6.1's summary) and the book's description
    # are asked again, nothing else
    assert len(asked) == 3
    assert any("6.1 平面向量的概念" in a and "开头" not in a for a in asked)
    assert any("《第六章 平面向量及其应用》" in a for a in asked)


def test_retries_on_429_5xx_and_timeouts(tmp_path, double):
    double.plan = {"《6.1": ["429", "429"], "《6.2": ["500"], "《7.1": ["timeout"]}
    report = ingest(_book(tmp_path / "b"), "教材/数学/必修二", skip_vectors=True)
    nodes = _nodes(_tree())
    assert all(nodes[t]["summary_method"] == "double-chat"
               for t in ("6.1 平面向量的概念", "6.2 平面向量的运算", "7.1 复数的概念"))
    assert report["tree"]["summaries"]["failed"] == 0
    assert double.statuses.count(429) == 2 and double.statuses.count(500) == 1
    assert len(summary_requests(double)) == 6 + 4


def test_garbage_and_empty_answers_are_retried_then_recorded_per_node(tmp_path, double):
    double.plan = {"《6.1": ["garbage"] * 3, "《7.1": ["empty", "ok"]}
    report = ingest(_book(tmp_path / "b"), "教材/数学/必修二", skip_vectors=True)
    nodes = _nodes(_tree())
    failed = nodes["6.1 平面向量的概念"]
    assert failed["summary_method"] == "extractive" and "malformed" in failed["summary_error"]
    assert failed["summary"] and not failed["summary"].startswith("【概要】")
    assert nodes["7.1 复数的概念"]["summary_method"] == "double-chat"
    assert nodes["6.2 平面向量的运算"]["summary_method"] == "double-chat"
    s = report["tree"]["summaries"]
    assert (s["failed"], s["llm"]) == (1, 4)
    # the failure is not cached: the next build asks again for that node (and its chapter and
    # the book, whose inputs change with it), nothing else
    before = len(summary_requests(double))
    settings = load()
    build_index(settings, get_store(settings), "教材/数学/必修二")
    assert len(summary_requests(double)) - before == 3
    assert _nodes(_tree())["6.1 平面向量的概念"]["summary_method"] == "double-chat"


def test_bounded_concurrency(tmp_path, monkeypatch, double):
    double.latency = 0.2
    monkeypatch.setenv("KB_LLM_CONCURRENCY", "2")
    folder = tmp_path / "b"
    items = [{"type": "text", "text": f"{n}.1 小节{n}", "text_level": 1, "page_idx": n}
             for n in range(1, 9)]
    items = [x for n, head in enumerate(items, 1) for x in (
        head, {"type": "text", "text": LONG, "page_idx": n})]
    folder.mkdir()
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False))
    ingest(folder, "并发", skip_vectors=True)
    assert double.max_inflight == 2


def test_bad_key_stops_asking_and_never_prints_the_key(tmp_path, monkeypatch, double, capsys):
    monkeypatch.setenv("KB_LLM_API_KEY", "sk-wrong-secret-value")
    report = ingest(_book(tmp_path / "b"), "教材/数学/必修二", skip_vectors=True)
    s = report["tree"]["summaries"]
    assert "KB_LLM_API_KEY" in s["error"] and s["llm"] == 0 and s["failed"] == 5
    assert len(summary_requests(double)) <= 3  # one per worker at most, then it stops asking
    assert all(n["summary_method"] in ("verbatim", "extractive") for n in _nodes(_tree()).values())
    out = capsys.readouterr()
    assert "sk-wrong-secret-value" not in out.out + out.err + json.dumps(report)


def test_no_key_gives_extractive_summaries_labelled_so(tmp_path, double, monkeypatch):
    monkeypatch.delenv("KB_LLM_API_KEY")
    report = ingest(_book(tmp_path / "b"), "教材/数学/必修二", skip_vectors=True)
    nodes = _nodes(_tree())
    assert nodes["6.1 平面向量的概念"]["summary_method"] == "extractive"
    assert nodes["6.1 平面向量的概念"]["summary"].startswith("向量的加法满足交换律")
    assert report["tree"]["summaries"]["method"] == "extractive"
    assert summary_requests(double) == []


def test_windmill_script_form_summaries_off_force_and_model(tmp_path, double):
    from f.index.pageindex.build_index import main

    # as the flow's upload leaves a book (a served one refuses a step run outside an ingest)
    ingest(_book(tmp_path / "b"), "教材/数学/必修二", upload_only=True)
    main("教材/数学/必修二", summaries=False)
    assert summary_requests(double) == [] and _nodes(_tree())["6.1 平面向量的概念"]["summary_method"] == "extractive"
    report = main("教材/数学/必修二", summary_model="other-chat")
    assert report["summaries"]["llm"] == 5 and {r["model"] for r in summary_requests(double)} == {"other-chat"}
    assert _nodes(_tree())["6.1 平面向量的概念"]["summary_method"] == "other-chat"
    before = len(summary_requests(double))
    forced = main("教材/数学/必修二", force=True, summary_model="other-chat")
    assert forced["summaries"]["llm"] == 5 and len(summary_requests(double)) - before == 6
    settings = load()
    manifest = books.read_manifest(get_store(settings), "教材/数学/必修二")
    assert manifest["models"]["summaries"] == "other-chat" and manifest["steps"]["build_index"]


def test_english_book_gets_english_prompts(tmp_path, double):
    folder = tmp_path / "en"
    text = "Vectors add by the parallelogram rule, and addition is commutative. " * 30
    items = [{"type": "text", "text": "Chapter 1 Vectors", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": text, "page_idx": 0}]
    folder.mkdir()
    (folder / "content_list.json").write_text(json.dumps(items))
    ingest(folder, "en/vectors", skip_vectors=True)
    assert "textbook editor" in summary_requests(double)[0]["messages"][0]["content"]
    shutil.rmtree(folder)
