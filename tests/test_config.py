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


# A bad value for every setting, beyond the control characters every setting refuses. A setting
# added to config.ENV without a line here (or in ANY_TEXT) fails test_every_setting_is_classified.
BAD = {
    "KB_BUCKET": "My Books", "KB_MAX_PAGES": "twenty", "KB_ALLOWED_BOOKS": "教材/../x",
    "MINIO_ENDPOINT": "http://minio:9000", "MINIO_ACCESS_KEY": "key with spaces", "MINIO_SECRET_KEY": "s e c r e t",
    "MINIO_SECURE": "perhaps", "QDRANT_URL": "qdrant:6333", "QDRANT_API_KEY": "Bearer abc",
    "KB_VECTOR_ENGINE": "faiss", "KB_COLLECTION": "a/b", "KB_EMBED_PROVIDER": "cohere",
    "KB_EMBED_BASE_URL": "api.example.org/v1", "KB_EMBED_API_KEY": "sk- 123", "OLLAMA_URL": "ftp://ollama",
    "KB_EMBED_BATCH": "0", "KB_SEARCHD": "maybe", "KB_SEARCHD_IDLE": "5m", "KB_INDEX_WAIT": "-1", "KB_LEASE_STALE": "0",
    "KB_EMBED_TIMEOUT": "0", "KB_LLM_BASE_URL": "https://", "KB_LLM_API_KEY": "sk 123", "DEEPSEEK_API_KEY": "sk 456",
    "KB_LLM_CONCURRENCY": "0", "KB_LLM_TIMEOUT": "1.5", "KB_LLM_MAX_RETRIES": "many",
    "KB_SUMMARY_MIN_TOKENS": "-2", "MINERU_API_URL": "localhost:8000", "MINERU_CLI": "mineru -b 'pipeline",
    "MINERU_API_KEY": "sk 1", "MINERU_TIER": "turbo", "MINERU_OCR_MODE": "sometimes", "MINERU_TIMEOUT": "0",
    "WM_BASE_URL": "windmill", "WM_TOKEN": "tok en", "WM_WORKSPACE": "my workspace", "KB_WM_TIMEOUT": "0",
    "KB_CHAT_DB_URL": "mysql://u:p@h/db", "KB_CHAT_TOKENS": "short:alice",
}
ANY_TEXT = {"KB_HOME", "KB_EMBED_MODEL", "KB_LLM_MODEL"}  # a path or a model name: any printable text
GOOD = {
    "KB_BUCKET": "ebook-2", "KB_ALLOWED_BOOKS": "教材/数学/, 教材/物理/力学", "MINIO_ENDPOINT": "127.0.0.1:9000",
    "QDRANT_URL": "http://qdrant:6333", "OLLAMA_URL": "http://ollama:11434/", "KB_EMBED_PROVIDER": "OpenAI",
    "KB_LLM_BASE_URL": "https://user:pw@api.example.org/v1", "MINERU_CLI": "mineru -b pipeline",
    "WM_WORKSPACE": "ebook_kb-1", "KB_LLM_API_KEY": "sk-abc123",
}


def test_every_setting_is_classified():
    assert set(BAD) | ANY_TEXT == set(config.ENV) and not set(BAD) & ANY_TEXT


@pytest.mark.parametrize("name", sorted(config.ENV))
def test_every_setting_refuses_control_characters(monkeypatch, name):
    monkeypatch.setenv(name, "abc\x01def")
    with pytest.raises(BadInput, match=f"^{name}=") as caught:
        config.load()
    assert "control characters" in caught.value.message and "\n" not in caught.value.message


@pytest.mark.parametrize(("name", "value"), sorted(BAD.items()))
def test_every_setting_refuses_its_bad_value(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(BadInput, match=f"^{name}=") as caught:
        config.load()
    message = caught.value.message
    assert "is not valid: expected" in message and "\n" not in message
    if "(secret)" in config.ENV[name][1]:
        assert value not in message and "<hidden>" in message


def test_good_text_values_are_read(monkeypatch):
    for name, value in GOOD.items():
        monkeypatch.setenv(name, value)
    settings = config.load()
    assert settings.allowed_books == ("教材/数学/", "教材/物理/力学")
    assert (settings.bucket, settings.embed_provider, settings.ollama_url) == ("ebook-2", "openai", "http://ollama:11434")


def test_a_url_password_is_not_echoed(monkeypatch):
    monkeypatch.setenv("QDRANT_URL", "http://admin:hunter2@qdrant 6333")
    with pytest.raises(BadInput) as caught:
        config.load()
    assert "hunter2" not in caught.value.message and "//***@" in caught.value.message


def test_the_wrapper_prints_one_line_naming_the_variable():
    import os
    import subprocess

    from tests.conftest import BIN
    proc = subprocess.run([str(BIN / "list-books")], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "KB_MAX_PAGES": "lots"})
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip().splitlines() == ["error: KB_MAX_PAGES='lots' is not valid: expected a whole "
                                               "number of at least 1"]
