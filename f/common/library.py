"""The read-only query operations behind the tools: list books, a book's structure, page content.

Each returns the JSON the wrappers print with `--json` (and Windmill returns as the job result)."""
from __future__ import annotations

from f.common.config import Settings, load
from f.common.content.page_text import page_texts
from f.common.errors import BadInput, NotFound
from f.common.page_spec import read_page_spec
from f.common.store import books
from f.common.store.book_id import is_allowed
from f.common.store.objects import ObjectStore, get_store
from f.common.tree.walk import walk

TEXT_FIELDS = ("text",)
# Without --depth, show as many levels as fit this many nodes (at least one level): an overview
# an agent reads for under 2K tokens even for a 300-page book; --node / --depth drill in.
OVERVIEW_NODES = 60


def _context(settings: Settings | None, store: ObjectStore | None):
    settings = settings or load()
    return settings, store or get_store(settings)


def list_books(settings: Settings | None = None, store: ObjectStore | None = None) -> dict:
    settings, store = _context(settings, store)
    result = []
    for book_id in books.list_book_ids(store):
        if not is_allowed(book_id, settings.allowed_books):
            continue
        manifest = books.read_manifest(store, book_id) or {}
        entry = {"book_id": book_id, "title": manifest.get("title") or book_id.rsplit("/", 1)[-1],
                 "page_count": manifest.get("page_count"), "status": manifest.get("status"),
                 "source": (manifest.get("source") or {}).get("kind"),
                 "updated_at": manifest.get("updated_at")}
        if manifest.get("status") == "failed":
            entry["error"] = (manifest.get("error") or {}).get("message")
        entry.update(ingest_state(store, book_id, manifest, settings))
        result.append(entry)
    return {"books": result}


def ingest_state(store: ObjectStore, book_id: str, manifest: dict, settings: Settings) -> dict:
    """The served version and an ingest in progress or failed beside it (store.versions)."""
    from f.common.ingest.versioned import read_attempt, staged_manifest
    from f.common.store import lease

    state = {"version": manifest.get("version")}
    attempt = read_attempt(store, book_id)
    if attempt and attempt.get("version"):
        held = lease.read(store, book_id)
        status = attempt.get("status")
        if status == "running" and (held is None or lease.is_stale(held, settings.lease_stale)):
            status = "stalled"  # its ingest died; the next ingest or bin/kb-doctor --fix marks it failed
        staged = staged_manifest(store, book_id, attempt["version"])
        state["ingest"] = {"version": attempt["version"], "status": status,
                           "step": staged.get("step") or attempt.get("step"),
                           "error": (attempt.get("error") or {}).get("message"),
                           "started_at": attempt.get("started_at")}
    return state


NO_BOOKS = ("no books yet: the library holds no book to search; add one with "
            "bin/ebook-ingest PATH --book ID (a PDF or a MinerU output folder)")


def search_or_no_books(search, settings: Settings, **kwargs) -> dict:
    """`search(settings, **kwargs)`, except that searching a library without any book (in the
    caller's scope) is an empty answer with a note saying how to add one (exit 0), not the
    index's "not ready" failure."""
    from f.common.errors import NotReady

    try:
        return search(settings, **kwargs)
    except NotReady:
        if books.list_book_ids(get_store(settings)) and list_books(settings)["books"]:
            raise
        return {"query": kwargs.get("query"), "mode": kwargs.get("mode", "hybrid"), "hits": [],
                "evidence": "none", "note": NO_BOOKS}


def read_tree(settings: Settings, store: ObjectStore, book_id: str) -> tuple[dict, dict]:
    manifest = books.open_book(settings, store, book_id)
    return manifest, books.read_json(store, books.key(manifest["book_id"], "pageindex.json"))


def _strip(node: dict, depth: int | None) -> dict:
    out = {k: v for k, v in node.items() if k != "nodes" and k not in TEXT_FIELDS}
    children = node.get("nodes") or []
    if children:
        if depth is None or depth > 1:
            out["nodes"] = [_strip(c, None if depth is None else depth - 1) for c in children]
        else:
            out["child_count"] = len(children)
    return out


def _count(nodes: list[dict], depth: int) -> int:
    """Nodes down to `depth` levels."""
    return sum(1 for level, _node, _parent in walk(nodes) if level <= depth)


def overview_depth(nodes: list[dict], limit: int = OVERVIEW_NODES) -> int:
    """The deepest level count whose outline stays within `limit` nodes (at least 1)."""
    depth = 1
    while depth < 20 and _count(nodes, depth + 1) <= limit and \
            _count(nodes, depth + 1) > _count(nodes, depth):
        depth += 1
    return depth


def find_node(nodes: list[dict], node_id: str) -> dict | None:
    return next((node for _depth, node, _parent in walk(nodes) if node.get("node_id") == node_id), None)


def structure(book_id: str, node: str | None = None, depth: int | None = None,
              settings: Settings | None = None, store: ObjectStore | None = None) -> dict:
    settings, store = _context(settings, store)
    if depth is not None and (not isinstance(depth, int) or depth < 1 or depth > 20):
        raise BadInput(f"depth must be a whole number from 1 to 20, got {depth!r}")
    manifest, tree = read_tree(settings, store, book_id)
    nodes = tree.get("structure") or []
    if node not in (None, ""):
        node_id = str(node).strip()
        if node_id.isdigit():
            node_id = node_id.zfill(4)
        found = find_node(nodes, node_id)
        if found is None:
            raise NotFound(f"book {manifest['book_id']!r} has no node {str(node)[:20]!r}")
        nodes = [found]
    if depth is None:
        depth = overview_depth(nodes)
    return {"book_id": manifest["book_id"], "doc_name": tree.get("doc_name"), "depth": depth,
            "doc_description": tree.get("doc_description"), "page_count": tree.get("page_count"),
            "page_labels": tree.get("page_labels") or {},
            "structure": [_strip(n, depth) for n in nodes]}


def content(book_id: str, pages: str, settings: Settings | None = None,
            store: ObjectStore | None = None, images: bool = False) -> dict:
    """The pages' text; with `images`, each page's figures and tables too (content.page_images)."""
    settings, store = _context(settings, store)
    manifest = books.open_book(settings, store, book_id)
    book_id = manifest["book_id"]
    page_count = int(manifest.get("page_count") or 0)
    wanted, note = read_page_spec(pages, page_count=page_count, max_pages=settings.max_pages)
    items = books.read_content_list(store, book_id)
    wanted_set = set(p - 1 for p in wanted)
    texts = page_texts([item for item in items if item["page_idx"] in wanted_set])
    labels = manifest.get("page_labels") or {}
    result = {"book_id": book_id, "pages": [
        {"page": p, "page_label": labels.get(str(p)), "content": texts.get(p, "")} for p in wanted]}
    if images:
        from f.common.content.page_images import page_images

        found = page_images(store, book_id, [item for item in items if item["page_idx"] in wanted_set])
        for page in result["pages"]:
            page["images"] = found.get(page["page"], [])
    if note:  # part of the spec lay past the last page: the rest is returned, and that is said
        result["note"] = note
    return result
