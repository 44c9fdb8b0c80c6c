"""The vector store over qdrant-client: a Qdrant server (QDRANT_URL), or local mode under
KB_HOME/qdrant (KB_VECTOR_ENGINE=local, and the source of a migration to Qdrant Edge)."""
from __future__ import annotations

from f.common.vectors.store_api import SCROLL_PAGE, Entry, Hit, Query, scroll_all


class QdrantStore:
    def __init__(self, client, collection: str, server: bool):
        self.client, self.collection, self.server = client, collection, server

    def close(self) -> None:
        self.client.close()

    def exists(self) -> bool:
        return self.client.collection_exists(self.collection)

    def recorded_model(self) -> tuple[str | None, int | None] | None:
        if not self.exists():
            return None
        info = self.client.get_collection(self.collection)
        vectors = info.config.params.vectors
        dense = vectors.get("dense") if isinstance(vectors, dict) else None
        metadata = getattr(info.config, "metadata", None) or {}
        return metadata.get("embed_model"), (dense.size if dense is not None else None)

    def create(self, model: str, dimension: int) -> None:
        from qdrant_client import models

        self.client.create_collection(
            self.collection,
            vectors_config={"dense": models.VectorParams(size=dimension, distance=models.Distance.COSINE)},
            sparse_vectors_config={"sparse": models.SparseVectorParams(modifier=models.Modifier.IDF)},
            metadata={"embed_model": model, "dimension": dimension})
        if self.server:  # payload indexes exist on a server only (local mode ignores them)
            for field in ("book_id", "book_prefixes"):
                self.client.create_payload_index(self.collection, field, models.PayloadSchemaType.KEYWORD)

    def record_model(self, model: str) -> None:
        """Record a new model name (the lexical version rides on it) for the points already there."""
        _name, dimension = self.recorded_model()
        self.client.update_collection(self.collection, metadata={"embed_model": model, "dimension": dimension})

    def optimize(self) -> None:
        """A server optimizes by itself; local mode is a brute-force scan with nothing to build."""

    def maintain(self) -> bool:
        return False

    def drop(self) -> None:
        if self.exists():
            self.client.delete_collection(self.collection)

    def upsert(self, entries: list[Entry]) -> None:
        from qdrant_client import models

        points = [models.PointStruct(id=e.id, payload=e.payload, vector={
            "dense": e.dense, "sparse": models.SparseVector(indices=e.sparse[0], values=e.sparse[1])})
            for e in entries]
        self.client.upsert(self.collection, points=points, wait=True)

    def overwrite_payload(self, point_id: str, payload: dict) -> None:
        self.client.overwrite_payload(self.collection, payload=payload, points=[point_id])

    def delete(self, ids: list[str]) -> None:
        from qdrant_client import models

        for start in range(0, len(ids), SCROLL_PAGE):
            self.client.delete(self.collection,
                               points_selector=models.PointIdsList(points=ids[start:start + SCROLL_PAGE]))

    def delete_matching(self, flt: tuple) -> None:
        from qdrant_client import models

        self.client.delete(self.collection, points_selector=models.FilterSelector(filter=_filter(flt)),
                           wait=True)

    def scroll(self, flt: tuple = (), with_vectors: bool = False):
        """Every point matching `flt`: Hit, or (Hit, Entry) with its vectors."""
        yield from scroll_all(lambda offset: self.client.scroll(
            self.collection, scroll_filter=_filter(flt), limit=SCROLL_PAGE, offset=offset,
            with_payload=True, with_vectors=with_vectors), with_vectors)

    def query_batch(self, queries: list[Query]) -> list[list[Hit]]:
        from qdrant_client import models

        requests = [models.QueryRequest(
            query=q.vector if q.using == "dense" else models.SparseVector(indices=q.vector[0],
                                                                          values=q.vector[1]),
            using=q.using, filter=_filter(q.filter), limit=q.limit, with_payload=list(q.fields))
            for q in queries]
        answers = self.client.query_batch_points(self.collection, requests=requests) if requests else []
        return [[Hit(str(p.id), float(p.score), p.payload or {}) for p in a.points] for a in answers]

    def retrieve(self, ids: list[str]) -> dict[str, dict]:
        if not ids:
            return {}
        return {str(p.id): p.payload or {}
                for p in self.client.retrieve(self.collection, ids=ids, with_payload=True)}

    def count(self) -> int:
        return self.client.count(self.collection, exact=True).count if self.exists() else 0


def _filter(flt: tuple):
    from qdrant_client import models

    if not flt:
        return None
    return models.Filter(must=[models.FieldCondition(
        key=key, match=models.MatchValue(value=values[0]) if len(values) == 1
        else models.MatchAny(any=list(values))) for key, values in flt])
