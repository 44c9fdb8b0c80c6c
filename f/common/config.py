"""Every setting of ebook-kb, read from the environment in this one module.

Unset means the embedded default (no server needed). Inside Windmill the same names come from the
worker's environment. Secrets are kept in fields whose repr is masked, so a Settings object can be
logged without leaking them.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from f.common.setting_rules import problem

PROJECT_ROOT = Path(__file__).resolve().parents[2]

# name -> (default, help); the single list of environment variables the project reads.
ENV = {
    "KB_HOME": ("./data in the checkout", "where the embedded default keeps objects and vectors"),
    "KB_BUCKET": ("ebook", "bucket (MinIO) or top folder (local) holding the books"),
    "KB_MAX_PAGES": ("20", "most pages one content call may return"),
    "KB_ALLOWED_BOOKS": ("", "comma-separated book ids or prefixes this deployment may read"),
    "MINIO_ENDPOINT": ("", "host:port of MinIO / S3; unset = local directory store"),
    "MINIO_ACCESS_KEY": ("", "MinIO access key"),
    "MINIO_SECRET_KEY": ("", "MinIO secret key (secret)"),
    "MINIO_SECURE": ("false", "use https for MinIO"),
    "QDRANT_URL": ("", "Qdrant server URL; unset = the embedded engine (KB_VECTOR_ENGINE) under KB_HOME"),
    "QDRANT_API_KEY": ("", "Qdrant API key (secret)"),
    "KB_VECTOR_ENGINE": ("edge", "embedded engine: edge (Qdrant Edge) | local (qdrant-client local mode)"),
    "KB_COLLECTION": ("ebook_chunks", "Qdrant collection name"),
    "KB_EMBED_PROVIDER": ("", "bundled | ollama | openai; unset = ollama if OLLAMA_URL else bundled"),
    "KB_EMBED_MODEL": ("", "embedding model name (provider default if unset)"),
    "KB_EMBED_BASE_URL": ("", "base URL of an OpenAI-compatible embeddings API"),
    "KB_EMBED_API_KEY": ("", "API key of that embeddings API (secret)"),
    "OLLAMA_URL": ("", "Ollama base URL, e.g. http://ollama:11434"),
    "KB_EMBED_BATCH": ("16", "texts per embedding request / model batch"),
    "KB_EMBED_TIMEOUT": ("120", "seconds one embedding request may take before it is retried (4 tries in all)"),
    "KB_SEARCHD": ("on", "on = bin/qdrant-search reuses a warm local search process; off = in-process"),
    "KB_SEARCHD_IDLE": ("300", "seconds a warm search process stays up without a request"),
    "KB_INDEX_WAIT": ("15", "seconds a search or ingest waits for the embedded index's one-process lock"),
    "KB_LEASE_STALE": ("120", "seconds without a heartbeat after which an ingest's lease on its book is stale (taken over)"),
    "KB_LLM_BASE_URL": ("https://api.deepseek.com", "OpenAI-compatible chat API for summaries"),
    "KB_LLM_API_KEY": ("", "its API key (secret); unset = extractive summaries"),
    "DEEPSEEK_API_KEY": ("", "accepted as KB_LLM_API_KEY when that is unset (secret)"),
    "KB_LLM_MODEL": ("deepseek-chat", "chat model for summaries"),
    "KB_LLM_CONCURRENCY": ("4", "parallel summary requests"),
    "KB_LLM_TIMEOUT": ("60", "seconds one summary request may take before it is retried"),
    "KB_LLM_MAX_RETRIES": ("4", "retries (with backoff) on 429, 5xx, timeouts and dropped connections"),
    "KB_SUMMARY_MIN_TOKENS": ("200", "nodes with fewer tokens of own text keep it verbatim (no LLM call)"),
    "MINERU_API_URL": ("", "MinerU's `mineru-api` server (4.x or 2.x/3.x, told by the server); unset = MINERU_CLI, else ours"),
    "MINERU_API_KEY": ("", "bearer key of that server (its --api-key) (secret)"),
    "MINERU_TIER": ("flash", "MinerU 4 tier: flash (text layer, no models) | basic | standard | advanced (models: a GPU worker)"),
    "MINERU_OCR_MODE": ("txt", "MinerU 4 ocr_mode: txt (text layer only; flash has no offline OCR) | auto | ocr"),
    "MINERU_TIMEOUT": ("3600", "seconds a MinerU parse may take before it is given up (the served book is untouched)"),
    "MINERU_CLI": ("", "MinerU 2.x/3.x CLI command, flags allowed (e.g. \"mineru -b pipeline\"); run as CMD -p IN -o OUT"),
    "WM_BASE_URL": ("", "Windmill base URL; set = wrappers submit Windmill jobs"),
    "WM_TOKEN": ("", "Windmill token (secret)"),
    "WM_WORKSPACE": ("", "Windmill workspace"),
    "KB_WM_TIMEOUT": ("900", "seconds a wrapper waits for a Windmill job"),
    "KB_CHAT_DB_URL": ("", "PostgreSQL URL for chat conversations (secret); unset = SQLite under KB_HOME"),
    "KB_CHAT_TOKENS": ("", "chat server bearer tokens as token:user,token:user (secret); unset = no access"),
}


def _env(name: str) -> str:
    """The variable's value, or its default from ENV (written there once) when unset or blank."""
    value = os.environ.get(name)
    if value and value.strip():
        value = value.strip()
        wanted = problem(name, value)
        if wanted:
            raise _bad(name, value, wanted)
        return value
    default = ENV[name][0]
    return "" if name == "KB_HOME" else default  # KB_HOME's default is a path, not a string


_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")


def _flag(name: str) -> bool:
    value = _env(name).lower()
    if value in _TRUE:
        return True
    if value in _FALSE or not value:
        return False
    raise _bad(name, value, "on/off (1, true, yes, on or 0, false, no, off)")


def _bad(name: str, value: str, wanted: str):
    """The one-line error naming the variable; a secret's value (or a URL's password) is not shown."""
    from f.common.errors import BadInput

    shown = "<hidden>" if "(secret)" in ENV[name][1] else repr(re.sub(r"//[^/@]*@", "//***@", value[:120]))
    return BadInput(f"{name}={shown} is not valid: expected {wanted}")


SECRETS = ("minio_secret_key", "qdrant_api_key", "embed_api_key", "llm_api_key", "wm_token", "chat_db_url",
           "chat_tokens", "mineru_api_key")
MINERU_TIERS = ("flash", "basic", "standard", "advanced")


class Settings:
    """The configuration, as attributes (a plain class: `dataclasses` costs the wrappers ~10 ms).

    Fields: kb_home, bucket, max_pages, allowed_books, minio_*, qdrant_*, collection, embed_*,
    ollama_url, llm_*, mineru_*, wm_*; see `load`. Secrets are masked in repr."""

    def __init__(self, **values):
        self.__dict__.update(values)

    def __setattr__(self, name, value):
        raise AttributeError("Settings are read-only; build new ones with load() or replace()")

    def replace(self, **changes) -> Settings:
        return Settings(**{**self.__dict__, **changes})

    def __repr__(self) -> str:
        shown = {k: ("***" if k in SECRETS and v else v) for k, v in self.__dict__.items()}
        return f"Settings({shown})"

    @property
    def objects_dir(self) -> Path:
        return self.kb_home / "objects"

    @property
    def qdrant_path(self) -> Path:
        return self.kb_home / "qdrant"

    @property
    def edge_path(self) -> Path:
        """The Qdrant Edge shard of the collection (one shard per directory)."""
        return self.kb_home / "edge" / self.collection

    @property
    def run_dir(self) -> Path:
        """Sockets, locks and logs of the warm local search process."""
        return self.kb_home / "run"

    @property
    def windmill(self) -> bool:
        return bool(self.wm_base_url)


def _int(name: str, minimum: int) -> int:
    """A whole-number setting; a value that is not one, or is below `minimum`, is BadInput."""
    value = _env(name)
    try:
        number = int(value)
    except ValueError:
        raise _bad(name, value, f"a whole number of at least {minimum}") from None
    if number < minimum:
        raise _bad(name, value, f"a whole number of at least {minimum}")
    return number


def load() -> Settings:
    """Read the environment now (cheap: no imports, no I/O)."""
    home = _env("KB_HOME")
    allowed = tuple(p.strip() for p in _env("KB_ALLOWED_BOOKS").split(",") if p.strip())
    return Settings(
        kb_home=Path(home).expanduser().resolve() if home else PROJECT_ROOT / "data",
        bucket=_env("KB_BUCKET"),
        max_pages=_int("KB_MAX_PAGES", 1),
        allowed_books=allowed,
        minio_endpoint=_env("MINIO_ENDPOINT"),
        minio_access_key=_env("MINIO_ACCESS_KEY"),
        minio_secret_key=_env("MINIO_SECRET_KEY"),
        minio_secure=_flag("MINIO_SECURE"),
        qdrant_url=_env("QDRANT_URL"),
        qdrant_api_key=_env("QDRANT_API_KEY"),
        vector_engine=_checked("KB_VECTOR_ENGINE", lambda v: v in ("edge", "local"), "edge or local", lower=True),
        # the collection is also the Edge shard's directory name
        collection=_checked("KB_COLLECTION", lambda v: v.isascii() and len(v) <= 64 and v.replace("_", "")
                            .replace("-", "").isalnum(), "a name of ASCII letters, digits, _ and - (at most 64)"),
        embed_provider=_env("KB_EMBED_PROVIDER").lower(),
        embed_model=_env("KB_EMBED_MODEL"),
        embed_base_url=_env("KB_EMBED_BASE_URL"),
        embed_api_key=_env("KB_EMBED_API_KEY"),
        ollama_url=_env("OLLAMA_URL").rstrip("/"),
        embed_batch=_int("KB_EMBED_BATCH", 1),
        embed_timeout=float(_int("KB_EMBED_TIMEOUT", 1)),
        searchd=_flag("KB_SEARCHD"),
        searchd_idle=float(_int("KB_SEARCHD_IDLE", 1)),
        index_wait=float(_int("KB_INDEX_WAIT", 0)),
        lease_stale=float(_int("KB_LEASE_STALE", 1)),
        llm_base_url=_env("KB_LLM_BASE_URL"),
        llm_api_key=_env("KB_LLM_API_KEY") or _env("DEEPSEEK_API_KEY"),
        llm_model=_env("KB_LLM_MODEL"),
        llm_concurrency=_int("KB_LLM_CONCURRENCY", 1),
        llm_timeout=float(_int("KB_LLM_TIMEOUT", 1)),
        llm_max_retries=_int("KB_LLM_MAX_RETRIES", 0),
        summary_min_tokens=_int("KB_SUMMARY_MIN_TOKENS", 0),
        mineru_api_url=_env("MINERU_API_URL"),
        mineru_api_key=_checked("MINERU_API_KEY", lambda v: not v or v.split() == [v], "one word without spaces"),
        mineru_tier=_checked("MINERU_TIER", lambda v: v in MINERU_TIERS, "flash, basic, standard or advanced",
                             lower=True),
        mineru_ocr_mode=_checked("MINERU_OCR_MODE", lambda v: v in ("txt", "auto", "ocr"), "txt, auto or ocr",
                                 lower=True),
        mineru_timeout=float(_int("MINERU_TIMEOUT", 1)),
        mineru_cli=_env("MINERU_CLI"),
        wm_base_url=_env("WM_BASE_URL").rstrip("/"),
        wm_token=_env("WM_TOKEN"),
        wm_workspace=_env("WM_WORKSPACE"),
        wm_timeout=float(_int("KB_WM_TIMEOUT", 1)),
        chat_db_url=_db_url("KB_CHAT_DB_URL"),
        chat_tokens=_tokens("KB_CHAT_TOKENS"),
    )


def _checked(name: str, ok, wanted: str, lower: bool = False) -> str:
    """The value if ok(value), else BadInput naming what was wanted."""
    value = _env(name).lower() if lower else _env(name)
    if not ok(value):
        raise _bad(name, value, wanted)
    return value


def _db_url(name: str) -> str:
    value = _env(name)
    if value and not value.startswith(("postgres://", "postgresql://")):
        raise _bad(name, value.split("://")[0] + "://...", "a postgresql:// URL (unset = SQLite under KB_HOME)")
    return value


def _tokens(name: str) -> dict[str, str]:
    """token:user pairs -> {token: user}; a malformed pair is refused without echoing any token."""
    pairs = {}
    for n, item in enumerate(p.strip() for p in _env(name).split(",") if p.strip()):
        token, _, user = item.partition(":")
        if not token.strip() or not user.strip() or len(token.strip()) < 8:
            raise _bad(name, f"<entry {n + 1}>", "token:user pairs, tokens of 8 characters or more")
        pairs[token.strip()] = user.strip()
    return pairs
