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
    if not client.collection_exists(settings.collection):
        return None
    info = client.get_collection(settings.collection)
    params = info.config.params
    vectors = params.vectors if isinstance(params.vectors, dict) else {}
    dense = vectors.get("dense")
    metadata = getattr(info.config, "metadata", None) or {}
    return metadata.get("embed_model"), (dense.size if dense is not None else None)


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
    from qdrant_client import models

    if check_model(client, settings, name, dimension):
        return
    client.create_collection(
        settings.collection,
        vectors_config={"dense": models.VectorParams(size=dimension,
                                                     distance=models.Distance.COSINE)},
        sparse_vectors_config={"sparse": models.SparseVectorParams(modifier=models.Modifier.IDF)},
        metadata={"embed_model": name, "dimension": dimension})
    if settings.qdrant_url:  # payload indexes exist on a server only (local mode ignores them)
        for field in ("book_id", "book_prefixes"):
            client.create_payload_index(settings.collection, field,
                                        models.PayloadSchemaType.KEYWORD)


def require_collection(client, settings: Settings) -> None:
    if not client.collection_exists(settings.collection):
        raise NotReady("the search index is empty: no book has been embedded yet "
                       "(bin/ebook-ingest PATH --book ID)")
