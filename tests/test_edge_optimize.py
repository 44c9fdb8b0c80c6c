"""Qdrant Edge's manual optimize(): run past a point threshold and again after growth (real Edge)."""
from __future__ import annotations

import json

from f.common.vectors import edge_store
from f.common.vectors.store_api import Entry, Query


def _entries(start: int, n: int) -> list[Entry]:
    out = []
    for i in range(start, start + n):
        dense = [0.0] * 4
        dense[i % 4] = 1.0
        out.append(Entry(f"00000000-0000-0000-0000-{i:012d}", dense, ([i % 7 + 1], [1.0]),
                         {"book_id": "b/x", "book_prefixes": ["b", "b/x"], "page": i}))
    return out


def test_maintain_optimizes_past_the_threshold_and_again_after_growth(tmp_path, monkeypatch):
    monkeypatch.setattr(edge_store, "OPTIMIZE_AT", 10)
    store = edge_store.EdgeStore(tmp_path / "shard")
    store.create("m", 4)
    try:
        store.upsert(_entries(0, 9))
        assert store.maintain() is False                       # below the threshold
        store.upsert(_entries(9, 3))
        assert store.maintain() is True                        # 12 points: optimized
        meta = json.loads((tmp_path / "shard" / edge_store.META).read_text())
        assert meta["optimized_points"] == 12 and meta["embed_model"] == "m"
        store.upsert(_entries(12, 2))
        assert store.maintain() is False                       # 14 < 12 * 1.25
        store.upsert(_entries(14, 2))
        assert store.maintain() is True                        # 16 >= 15
        hits = store.query_batch([Query("dense", [1.0, 0, 0, 0], (("book_prefixes", ("b/x",)),), 4, ("page",))])[0]
        assert len(hits) == 4 and all(h.payload["page"] % 4 == 0 for h in hits)
    finally:
        store.close()
