"""The build_index step: the stored content list -> pageindex.json (+ page count and labels in the
manifest). Run by bin/ebook-ingest and by the Windmill script f/index/pageindex/build_index."""
from __future__ import annotations

import time

from f.common import books, manifest as manifests
from f.common.config import Settings
from f.common.errors import BadInput, NotFound
from f.common.mineru import parse_content_list
from f.common.store import ObjectStore
from f.common.tree import build_pageindex, iter_nodes


def load_items(store: ObjectStore, book_id: str) -> list[dict]:
    key = books.key(book_id, "content_list.json")
    try:
        data = store.get(key)
    except KeyError:
        raise NotFound(f"book {book_id!r} has no stored content list; ingest it first") from None
    items = parse_content_list(data, key)
    if not items:
        raise BadInput(f"book {book_id!r}: the content list holds no blocks")
    return items


def build_index(settings: Settings, store: ObjectStore, book_id: str, *,
                summaries: bool = True, force: bool = False) -> dict:
    started = time.monotonic()
    manifest = books.read_manifest(store, book_id) or {}
    items = load_items(store, book_id)
    doc_name = manifest.get("title") or book_id.rsplit("/", 1)[-1]
    tree = build_pageindex(items, book_id=book_id, doc_name=doc_name)
    page_count = max(tree["page_count"], int(manifest.get("page_count") or 0))
    tree["page_count"] = page_count
    books.write_json(store, books.key(book_id, "pageindex.json"), tree)
    nodes = list(iter_nodes(tree["structure"]))
    methods: dict[str, int] = {}
    for _depth, node in nodes:
        method = node.get("summary_method", "none")
        methods[method] = methods.get(method, 0) + 1
    report = {"book_id": book_id, "nodes": len(nodes), "depth": max((d for d, _ in nodes), default=0),
              "pages": page_count, "summaries": methods,
              "seconds": round(time.monotonic() - started, 3)}
    manifests.update(store, book_id, page_count=page_count, page_labels=tree.get("page_labels", {}),
                     counts={"blocks": len(items), "nodes": len(nodes)})
    return report
