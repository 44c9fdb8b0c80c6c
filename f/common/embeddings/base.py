"""What every embedding provider is (the protocol the factory returns and the vector code uses).
Pure: no provider is imported here."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Embedder(Protocol):
    name: str            # provider:model, e.g. "bundled:multilingual-e5-small-q4"
    dimension: int
    max_tokens: int      # the model's window (passages are split to fit it)

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]: ...  # one call for all

    def token_count(self, text: str) -> int: ...
