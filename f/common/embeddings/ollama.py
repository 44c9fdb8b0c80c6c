"""Ollama's embed API (`POST /api/embed` with {"model", "input": [...]}, answer {"embeddings"}).
Production default: bge-m3 (1024-d, 8K-token window, Chinese and English)."""
from __future__ import annotations

from f.common.config import Settings
from f.common.embeddings.remote import RemoteEmbedder
from f.common.errors import BadInput
from f.common.httpclient import post_json


class OllamaEmbedder(RemoteEmbedder):
    max_tokens = 8192

    def __init__(self, settings: Settings):
        base = settings.ollama_url or settings.embed_base_url
        if not base:
            raise BadInput("the ollama embedding provider needs OLLAMA_URL")
        self.url = base.rstrip("/") + "/api/embed"
        self.model = settings.embed_model or "bge-m3"
        self.name = f"ollama:{self.model}"
        self.batch = settings.embed_batch
        self.timeout = settings.embed_timeout

    def _embed(self, texts):
        answer = post_json(self.url, {"model": self.model, "input": texts, "truncate": True},
                           service="Ollama embed", timeout=self.timeout)
        return answer.get("embeddings") if isinstance(answer, dict) else None
