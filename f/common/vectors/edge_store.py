"""The vector store over Qdrant Edge (`qdrant-edge-py`), the embedded default: the server's own
segment, sparse-index and WAL code in-process, one shard per directory (KB_HOME/edge/<collection>).

Edge has no collection metadata, so the embedding model the shard was built with is kept in
`kb-collection.json` beside the segments. Only one process may open a shard: a second one gets
a WAL "WouldBlock" error at once, which `Busy` marks so the opener can wait (client.py)."""
from __future__ import annotations

import json
import logging
import os
import shutil
from pathlib import Path

from f.common.vectors.store_api import SCROLL_PAGE, Entry, Hit, Query, scroll_all

log = logging.getLogger(__name__)

META = "kb-collection.json"
UPSERT_BATCH = 256
# Edge merges segments and builds HNSW only when asked (optimize()); below this many points it buys
# at most 4 % of a few-ms query for 20 s of the ingest (bench/bench_optimize.py, docs/benchmarks.md).
OPTIMIZE_AT = 40000
REOPTIMIZE_GROWTH = 1.25  # again once the shard has grown by a quarter since the last optimize


class Busy(Exception):
    """Another process has the shard open."""


def _load(path: Path):
    import qdrant_edge as qe

    try:
        return qe.EdgeShard.load(str(path))
    except Exception as exc:
        if "WouldBlock" in str(exc):
            raise Busy(str(exc)) from None
        raise


class EdgeStore:
    def __init__(self, path: Path):
        self.path = path
        self.shard = _load(path) if (path / META).is_file() else None

    def close(self) -> None:
        if self.shard is not None:
            self.shard.flush()
            self.shard.close()
            self.shard = None

    def exists(self) -> bool:
        return self.shard is not None

    def recorded_model(self) -> tuple[str | None, int | None] | None:
        if self.shard is None:
            return None
        meta = json.loads((self.path / META).read_text(encoding="utf-8"))
        return meta.get("embed_model"), meta.get("dimension")

    def create(self, model: str, dimension: int) -> None:
        import qdrant_edge as qe

        if self.path.exists():  # a half-made shard (no metadata file): start again
            shutil.rmtree(self.path)
        config = qe.EdgeConfig(
            vectors={"dense": qe.EdgeVectorParams(size=dimension, distance=qe.Distance.Cosine)},
            sparse_vectors={"sparse": qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)})
        self.shard = qe.EdgeShard.create(str(self.path), config)
        for field in ("book_id", "book_prefixes"):
            self.shard.update(qe.UpdateOperation.create_field_index(field, qe.PayloadSchemaType.Keyword))
        tmp = self.path / (META + ".tmp")
        tmp.write_text(json.dumps({"embed_model": model, "dimension": dimension}), encoding="utf-8")
        os.replace(tmp, self.path / META)  # the shard counts as existing once this file is there

    def _meta(self) -> dict:
        return json.loads((self.path / META).read_text(encoding="utf-8"))

    def record_model(self, model: str) -> None:
        """Record a new model name (the lexical version rides on it) for the points already there."""
        meta = {**self._meta(), "embed_model": model}
        tmp = self.path / (META + ".tmp")
        tmp.write_text(json.dumps(meta), encoding="utf-8")
        os.replace(tmp, self.path / META)

    def optimize(self) -> None:
        """Merge segments and build the indexes now; the point count is recorded in the metadata."""
        self.shard.optimize()
        meta = {**self._meta(), "optimized_points": self.count()}
        tmp = self.path / (META + ".tmp")
        tmp.write_text(json.dumps(meta), encoding="utf-8")
        os.replace(tmp, self.path / META)

    def maintain(self) -> bool:
        """After a write: optimize once the shard passes OPTIMIZE_AT points, and again each time it
        has grown by REOPTIMIZE_GROWTH since. True if it optimized."""
        if self.shard is None:
            return False
        points, last = self.count(), int(self._meta().get("optimized_points") or 0)
        if points < OPTIMIZE_AT or points < last * REOPTIMIZE_GROWTH:
            return False
        log.info("optimizing the index (%d points, last optimized at %d)", points, last)
        self.optimize()
        return True

    def drop(self) -> None:
        self.close()
        if self.path.exists():
            shutil.rmtree(self.path)

    def upsert(self, entries: list[Entry]) -> None:
        import qdrant_edge as qe

        for start in range(0, len(entries), UPSERT_BATCH):
            points = [qe.Point(id=e.id, payload=e.payload, vector={
                "dense": e.dense, "sparse": qe.SparseVector(indices=e.sparse[0], values=e.sparse[1])})
                for e in entries[start:start + UPSERT_BATCH]]
            self.shard.update(qe.UpdateOperation.upsert_points(points))

    def overwrite_payload(self, point_id: str, payload: dict) -> None:
        import qdrant_edge as qe

        self.shard.update(qe.UpdateOperation.overwrite_payload([point_id], payload))

    def delete(self, ids: list[str]) -> None:
        import qdrant_edge as qe

        for start in range(0, len(ids), SCROLL_PAGE):
            self.shard.update(qe.UpdateOperation.delete_points(ids[start:start + SCROLL_PAGE]))

    def delete_matching(self, flt: tuple) -> None:
        import qdrant_edge as qe

        self.shard.update(qe.UpdateOperation.delete_points_by_filter(_filter(flt)))

    def scroll(self, flt: tuple = (), with_vectors: bool = False):
        """Every point matching `flt`: Hit, or (Hit, Entry) with its vectors."""
        import qdrant_edge as qe

        yield from scroll_all(lambda offset: self.shard.scroll(qe.ScrollRequest(
            offset=offset, limit=SCROLL_PAGE, filter=_filter(flt), with_payload=True,
            with_vector=with_vectors)), with_vectors)

    def query_batch(self, queries: list[Query]) -> list[list[Hit]]:
        import qdrant_edge as qe

        if not queries:
            return []
        requests = [qe.QueryRequest(
            limit=q.limit, filter=_filter(q.filter), with_payload=list(q.fields),
            query=qe.Query.Nearest(q.vector if q.using == "dense" else qe.SparseVector(
                indices=q.vector[0], values=q.vector[1]), using=q.using)) for q in queries]
        answers = self.shard.query_batch(qe.QueryBatchRequest(requests))
        return [[Hit(str(p.id), float(p.score), p.payload or {}) for p in a] for a in answers]

    def retrieve(self, ids: list[str]) -> dict[str, dict]:
        if not ids:
            return {}
        return {str(r.id): r.payload or {}
                for r in self.shard.retrieve(ids, with_payload=True, with_vector=False)}

    def count(self) -> int:
        return self.shard.info().points_count if self.shard is not None else 0


def _filter(flt: tuple):
    import qdrant_edge as qe

    if not flt:
        return None
    return qe.Filter(must=[qe.FieldCondition(
        key=key, match=qe.MatchValue(values[0]) if len(values) == 1 else qe.MatchAny(list(values)))
        for key, values in flt])
