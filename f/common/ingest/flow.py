"""Ingest: a MinerU output folder or a PDF -> the store -> (parse) -> tree -> vectors.

Everything is read and validated before the first write, so bad input changes nothing stored. The
manifest leaves `ready` before any file of an existing book is overwritten and returns to it only
when every step has finished: a half-built book is never served."""
from __future__ import annotations

import logging
import time
from pathlib import Path

from f.common.config import Settings, load
from f.common.content.content_list import find_content_list, page_count_of, parse_content_list, without_controls
from f.common.content.mineru_folder import read_folder
from f.common.errors import BadInput
from f.common.ingest.steps import publish, run_step
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.book_id import validate_book_id
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)


def read_mineru_folder(folder: Path) -> dict[str, bytes]:
    """The files to store, by name under the book's prefix; raises BadInput on unusable input."""
    files, items = read_folder(folder)
    if not any(item.get("type") not in ("discarded",) for item in items):
        raise BadInput(f"{find_content_list(folder)} holds no pages (an empty book)")
    return without_controls(files)


def ingest(path: str | Path, book_id: str, *, title: str | None = None, force: bool = False,
           skip_vectors: bool = False, no_summaries: bool = False,
           settings: Settings | None = None, store: ObjectStore | None = None,
           upload_only: bool = False) -> dict:
    """upload_only: stop after the upload step (Windmill mode: the ingestion flow does the rest)."""
    settings = settings or load()
    store = store or get_store(settings)
    book_id = validate_book_id(book_id)
    source = Path(path).expanduser()
    if not source.exists():
        raise BadInput(f"no such file or folder: {source}")
    started = time.monotonic()
    if source.is_dir():
        files, kind = read_mineru_folder(source), "mineru"
        page_count = page_count_of(parse_content_list(files["content_list.json"]))
    elif source.is_file():
        from f.common.pdf.validate import pdf_page_count

        files, kind = {"source.pdf": source.read_bytes()}, "pdf"
        page_count = pdf_page_count(files["source.pdf"], source.name)  # BadInput before any write
    else:
        raise BadInput(f"{source} is neither a PDF nor a MinerU output folder")
    hashes = {name: manifests.sha256(data) for name, data in files.items()}
    old = books.read_manifest(store, book_id)
    if old and old.get("status") == "ready" and not force and (old.get("source") or {}).get(
            "hashes") == hashes and (skip_vectors or (old.get("steps") or {}).get("embed_pages")):
        note(f"{book_id}: unchanged since {old.get('updated_at')}; nothing to do (--force rebuilds)")
        return {"book_id": book_id, "status": "unchanged", "page_count": old.get("page_count")}

    steps = {"upload": False, "build_index": False, "embed_pages": False}
    manifests.set_status(store, book_id, "pending", "upload",
                         title=title or (old or {}).get("title") or book_id.rsplit("/", 1)[-1],
                         page_count=page_count,
                         source={"kind": kind, "name": source.name, "hashes": hashes},
                         steps={**steps, "parse": False} if kind == "pdf" else steps)
    if kind == "pdf":
        run_step(store, book_id, "upload", lambda: store.put(
            books.source_key(book_id), files["source.pdf"], "application/pdf") or {})
    else:
        run_step(store, book_id, "upload", lambda: books.publish_files(store, book_id, files) or {})
    if upload_only:  # Windmill mode: the ingestion flow parses, builds and embeds on the workers
        return {"book_id": book_id, "status": "uploaded", "source": kind, "files": len(files),
                "page_count": page_count}
    parse_report = None
    if kind == "pdf":
        from f.common.pdf.parse_step import parse_book

        parse_report = run_step(store, book_id, "parse",
                                lambda: parse_book(settings, store, book_id, force=force))
    note(f"{book_id}: building the tree")
    tree_report = run_step(store, book_id, "build_index", lambda: build_tree_step(
        settings, store, book_id, summaries=not no_summaries))  # the summary cache stays valid
    vectors = None
    if not skip_vectors:
        from f.common.vectors.service import embed_step

        vectors = run_step(store, book_id, "embed_pages",
                           lambda: embed_step(settings, store, book_id, force=force))
    manifest = publish(store, book_id)
    report = {"book_id": book_id, "status": "ready", "source": kind,
              "page_count": manifest.get("page_count"), "files": len(files),
              "parse": parse_report, "tree": tree_report, "vectors": vectors,
              "seconds": round(time.monotonic() - started, 2)}
    note(f"{book_id}: ready ({report['page_count']} pages, {tree_report['nodes']} nodes)")
    return report


def build_tree_step(settings: Settings, store: ObjectStore, book_id: str, **options) -> dict:
    from f.common.tree.build_step import build_index

    return build_index(settings, store, book_id, **options)
