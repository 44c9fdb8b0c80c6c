"""What the two HTTP providers share: batching, progress-free calls, a dimension learned from
the service on first use, and estimated token counts (their tokenizers do not run here)."""
from __future__ import annotations

from collections.abc import Sequence

from f.common.errors import ServiceError
from f.common.tokens import estimate_tokens


class RemoteEmbedder:
    name: str
    max_tokens: int = 8192
    batch: int = 16
    _dimension: int | None = None

    def _embed(self, texts: list[str]) -> list[list[float]]:  # one request
        raise NotImplementedError

    def _checked(self, texts: list[str]) -> list[list[float]]:
        vectors = self._embed(texts)
        if len(vectors) != len(texts) or not all(isinstance(v, list) and v for v in vectors):
            raise ServiceError(f"{self.name}: expected {len(texts)} embeddings, got a malformed answer")
        dims = {len(v) for v in vectors}
        if len(dims) != 1 or (self._dimension and dims != {self._dimension}):
            raise ServiceError(f"{self.name}: embeddings of inconsistent dimension {sorted(dims)}")
        self._dimension = dims.pop()
        return [[float(x) for x in v] for v in vectors]

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._checked(["dimension"])
        return int(self._dimension)

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        out: list[list[float]] = []
        texts = list(texts)
        for start in range(0, len(texts), self.batch):
            out.extend(self._checked(texts[start:start + self.batch]))
        return out

    def embed_query(self, text: str) -> list[float]:
        return self.embed_queries([text])[0]

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]:
        return self.embed_documents(texts)  # these providers take no query prefix: the same call

    def token_count(self, text: str) -> int:
        return estimate_tokens(text)
