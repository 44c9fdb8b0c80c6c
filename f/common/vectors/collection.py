"""The collection `ebook_chunks`: named vectors `dense` (the configured model) and `sparse` (IDF
modifier), the model recorded in the collection's metadata so that a different model or dimension
is a clear error rather than a silent mix."""
from __future__ import annotations

from f.common.config import Settings
from f.common.errors import NotReady, ServiceError

REBUILD = "bin/kb-reindex"


class ModelMismatch(ServiceError):
    """The collection was built with another embedding model than the configured one."""


def rebuild_hint(settings: Settings) -> str:
    return (f"rebuild the index with the configured model: {REBUILD} (re-embeds every book into "
            f"{settings.collection!r}), or set KB_EMBED_PROVIDER/KB_EMBED_MODEL back")


def recorded_model(client, settings: Settings) -> tuple[str | None, int | None] | None:
    """(model name, dense dimension) the collection was built with; None if there is none."""
    return client.recorded_model()


def check_model(client, settings: Settings, name: str, dimension: int) -> bool:
    """True if the collection exists and matches; False if it does not exist; raises on mismatch."""
    recorded = recorded_model(client, settings)
    if recorded is None:
        return False
    model, size = recorded
    if model != name or size != dimension:
        raise ModelMismatch(
            f"the search index {settings.collection!r} was built with {model} ({size}-d) but the "
            f"configured embedding model is {name} ({dimension}-d); {rebuild_hint(settings)}")
    return True


def ensure_collection(client, settings: Settings, name: str, dimension: int) -> None:
    if not check_model(client, settings, name, dimension):
        client.create(name, dimension)


def require_collection(client, settings: Settings) -> None:
    if not client.exists():
        raise NotReady("the search index is empty: no book has been embedded yet "
                       "(bin/ebook-ingest PATH --book ID)")
