"""Settings: each default is written once (in ENV), and a bad value is a clear BadInput that names
the variable, never silently the default."""
import pytest

from f.common import config
from f.common.errors import BadInput


def test_defaults_come_from_env_table(monkeypatch):
    for name in config.ENV:
        monkeypatch.delenv(name, raising=False)
    settings = config.load()
    assert settings.max_pages == int(config.ENV["KB_MAX_PAGES"][0])
    assert settings.bucket == config.ENV["KB_BUCKET"][0]
    assert settings.collection == config.ENV["KB_COLLECTION"][0]
    assert settings.llm_model == config.ENV["KB_LLM_MODEL"][0]
    assert settings.wm_timeout == float(config.ENV["KB_WM_TIMEOUT"][0])
    assert settings.searchd is True and settings.minio_secure is False
    assert settings.vector_engine == "edge" and settings.edge_path == settings.kb_home / "edge" / "ebook_chunks"
    assert settings.kb_home == config.PROJECT_ROOT / "data"


@pytest.mark.parametrize(("name", "value"), [
    ("KB_MAX_PAGES", "abc"), ("KB_MAX_PAGES", "-3"), ("KB_MAX_PAGES", "0"), ("KB_EMBED_BATCH", "1.5"),
    ("KB_LLM_TIMEOUT", "-1"), ("KB_LLM_MAX_RETRIES", "-1"), ("KB_WM_TIMEOUT", "soon"),
    ("KB_INDEX_WAIT", "-5"), ("MINIO_SECURE", "maybe"), ("KB_SEARCHD", "sometimes"),
    ("KB_VECTOR_ENGINE", "faiss"), ("KB_COLLECTION", "../x"), ("KB_COLLECTION", "书")])
def test_bad_value_is_bad_input_naming_the_variable(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(BadInput, match=name) as caught:
        config.load()
    assert caught.value.exit_code == 2
    assert repr(value) in caught.value.message


def test_good_values_are_read(monkeypatch):
    monkeypatch.setenv("KB_MAX_PAGES", " 7 ")
    monkeypatch.setenv("KB_INDEX_WAIT", "0")
    monkeypatch.setenv("KB_SEARCHD", "off")
    monkeypatch.setenv("MINIO_SECURE", "TRUE")
    monkeypatch.setenv("KB_VECTOR_ENGINE", "Local")
    settings = config.load()
    assert settings.vector_engine == "local"
    assert (settings.max_pages, settings.index_wait, settings.searchd, settings.minio_secure) == (7, 0.0, False, True)
