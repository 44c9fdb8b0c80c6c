"""The glossary as an ingest step and a lookup: glossary.json written after the tree, its own
status in the manifest, re-runnable alone, looked up by term with the book scope applied, and an
LLM pass (against the chat-API contract double) whose quotes must be on the page."""
from __future__ import annotations

import json

import pytest

from f.common.cli.render import term as render_term
from f.common.errors import BadInput, NotFound
from f.common.glossary.term_lookup import lookup_term
from f.common.ingest.flow import ingest, rerun
from f.common.store import books
from f.sample.items import markup_items
from tests.llm_double import API_KEY, ChatDouble

BOOK = "示例/数学/样章"


def _folder(tmp_path, items):
    folder = tmp_path / "mineru"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False), "utf-8")
    return folder


@pytest.fixture
def sample(tmp_path, store_env):
    settings, store = store_env
    report = ingest(_folder(tmp_path, markup_items()), BOOK, skip_vectors=True, settings=settings,
                    store=store)
    return settings, store, report


def test_ingest_writes_the_glossary_after_the_tree_with_its_own_status(sample):
    settings, store, report = sample
    assert report["terms"]["terms"] >= 30 and report["terms"]["methods"] == ["rules"]
    manifest = books.read_manifest(store, BOOK)
    assert manifest["status"] == "ready" and manifest["steps"]["extract_terms"] is True
    assert manifest["terms"]["status"] == "ready" and manifest["terms"]["count"] == report["terms"]["terms"]
    found = lookup_term("向量", settings=settings, store=store)
    first = found["matches"][0]
    assert first["book_id"] == BOOK and first["term"] == "向量" and first["method"] == "rule"
    assert first["quote"] in json.dumps(markup_items(), ensure_ascii=False)
    assert first["section"] and first["page_label"] and first["page"] >= 4


def test_aliases_near_matches_scope_and_unknown_terms(sample, monkeypatch):
    settings, store, _ = sample
    whole = lookup_term(book=BOOK, list_all=True, settings=settings, store=store)["terms"]
    with_alias = next(e for e in whole if e["aliases"])
    alias = lookup_term(with_alias["aliases"][0], settings=settings, store=store)["matches"][0]
    assert alias["term"] == with_alias["term"] and alias["matched"] == "alias"
    typo = lookup_term("单位相量", settings=settings, store=store)  # one character wrong
    assert typo["matches"] == [] and typo["near"][0]["term"] == "单位向量"
    spaced = lookup_term("单位 向量", settings=settings, store=store)  # spaces are folded away
    assert spaced["matches"][0]["term"] == "单位向量"
    unknown = lookup_term("光合作用", settings=settings, store=store)
    assert unknown["matches"] == [] and "qdrant-search" in unknown["hint"]
    for bad in ("。，！", "x" * 201, ""):
        with pytest.raises(BadInput):
            lookup_term(bad, settings=settings, store=store)
    with pytest.raises(BadInput):
        lookup_term(list_all=True, settings=settings, store=store)
    monkeypatch.setenv("KB_ALLOWED_BOOKS", "教材/物理/")
    from f.common.config import load

    with pytest.raises(NotFound):  # out of scope answers as unknown
        lookup_term("向量", book=BOOK, settings=load(), store=store)


def test_a_book_without_a_glossary_answers_from_its_page_text_and_says_how_to_build_it(sample):
    settings, store, _ = sample
    store.delete(books.key(BOOK, "glossary.json"))
    found = lookup_term("自由向量", book=BOOK, settings=settings, store=store)
    # the same fallback as a glossary without the term: the page's defining sentence, then first use
    first = found["matches"][0]
    assert (first["method"], first["page"]) == ("text", 7) and "称为自由向量" in first["quote"]
    assert found["books_without_glossary"] == [BOOK]
    shown = render_term(found)
    assert "found in the page text, not in the glossary" in shown and "--only terms" in shown
    mention = lookup_term("坐标表示", book=BOOK, settings=settings, store=store)["matches"]
    assert [m["method"] for m in mention] == ["first_use"]
    report = rerun(BOOK, "terms", settings=settings, store=store)
    assert report["status"] == "ready" and report["report"]["terms"] >= 30
    assert books.read_manifest(store, BOOK)["status"] == "ready"
    assert lookup_term("向量", book=BOOK, settings=settings, store=store)["matches"]
    with pytest.raises(BadInput):
        rerun(BOOK, "everything", settings=settings, store=store)


def test_the_llm_pass_keeps_only_quotes_found_on_the_page(tmp_path, monkeypatch):
    chat = ChatDouble()
    monkeypatch.setenv("KB_LLM_BASE_URL", chat.url)
    monkeypatch.setenv("KB_LLM_API_KEY", API_KEY)
    monkeypatch.setenv("KB_LLM_MODEL", "double-chat")
    items = [{"type": "text", "text": "第一章 数列", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": "公差：等差数列中后一项与前一项的差。它是一个常数。",
              "page_idx": 0},
             {"type": "text", "text": "按照一定顺序排列的一列数叫做数列。", "page_idx": 1}]
    try:
        report = ingest(_folder(tmp_path, items), "教材/数学/数列", skip_vectors=True)
        again = rerun("教材/数学/数列", "terms")  # cached: no new request
    finally:
        chat.close()
    assert report["terms"]["methods"] == ["rules", "llm"]
    assert report["terms"]["llm"]["kept"] == 1 and report["terms"]["llm"]["rejected"] >= 1
    assert again["report"]["llm"]["calls"] == 0
    found = lookup_term("公差")["matches"]
    assert [(e["method"], e["page"]) for e in found] == [("llm", 1)]
    assert lookup_term("虚构概念")["matches"] == []
    assert [e["method"] for e in lookup_term("数列")["matches"]] == ["rule"]


def test_a_refused_key_leaves_the_rules_glossary_and_says_why(tmp_path, monkeypatch, capsys):
    chat = ChatDouble()
    monkeypatch.setenv("KB_LLM_BASE_URL", chat.url)
    monkeypatch.setenv("KB_LLM_API_KEY", "sk-wrong-secret-value")
    monkeypatch.setenv("KB_LLM_MAX_RETRIES", "0")
    try:
        report = ingest(_folder(tmp_path, markup_items()), BOOK, skip_vectors=True)
    finally:
        chat.close()
    terms = books.read_manifest(_store(), BOOK)["terms"]
    assert report["status"] == "ready" and report["terms"]["methods"] == ["rules"]
    assert terms["status"] == "ready" and "AuthenticationError" in terms["llm_error"]
    asked = [r for r in chat.requests if "own definitions" in r["messages"][0]["content"]]
    assert 1 <= len(asked) <= 4  # at most one per worker, then the pass stops
    out = capsys.readouterr()
    assert "sk-wrong-secret-value" not in out.out + out.err + json.dumps(report) + json.dumps(terms)


def _store():
    from f.common.config import load
    from f.common.store.objects import get_store

    return get_store(load())


def test_glossary_terms_join_the_sparse_dictionary(tmp_path):
    from f.common.glossary.step import library_terms
    from f.common.vectors import sparse

    items = [{"type": "text", "text": "第一章 实数", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": "正数 a 的正的平方根叫做 a 的算术平方根。", "page_idx": 0}]
    ingest(_folder(tmp_path, items), "教材/数学/实数")
    assert "算术平方根" in library_terms(_store(), fresh=True)
    assert "算术平方根" in sparse.tokens("求 9 的算术平方根")   # one token, its parts kept too
    assert {"平方", "平方根"} <= set(sparse.tokens("求 9 的算术平方根"))
    hits = sparse_hits("算术平方根")
    assert hits and hits[0]["book_id"] == "教材/数学/实数"


def sparse_hits(query):
    from f.common.config import load
    from f.common.vectors.service import search

    return search(load(), query, mode="sparse")["hits"]


def test_a_glossary_that_fails_says_so_and_is_never_left_extracting(sample, monkeypatch):
    settings, store, _ = sample
    import f.common.glossary.step as step

    def broken(*args, **kwargs):
        raise OSError("store went away")

    monkeypatch.setattr(step, "extract_terms", broken)
    with pytest.raises(OSError):
        rerun(BOOK, "terms", settings=settings, store=store)
    terms = books.read_manifest(store, BOOK)["terms"]
    assert terms["status"] == "failed" and "store went away" in terms["error"]
