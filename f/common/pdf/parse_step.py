"""The `parse` ingest step: source/<book_id>.pdf -> parsed/<book_id>/content_list.json,
content.md and images/, by MinerU when it is configured, else by our parser.

OCR results are cached page by page under cache/<book_id>/ocr-<pdf hash>/ while the parse runs, so
an interrupted parse of a long scan resumes where it stopped; the cache is dropped once the parse
has been stored. Per-page OCR confidence, low-confidence and skipped pages go into the manifest."""
from __future__ import annotations

import json
import logging

import f.common.pdf.mineru_client as mineru_client
from f.common.config import Settings
from f.common.content.content_list import FURNITURE, parse_content_list
from f.common.errors import BadInput, NotFound, NotReady
from f.common.pdf.run import digest, parse_pdf
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.book_id import validate_book_id
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)


class StoreCache:
    """OCR results per page in the object store (works the same on MinIO and the local store)."""

    def __init__(self, store: ObjectStore, book_id: str, pdf_digest: str):
        self.store = store
        self.prefix = f"cache/{book_id}/ocr-{pdf_digest}/"

    def key(self, page: int) -> str:
        return f"{self.prefix}{page + 1:05d}.json"

    def get(self, page: int) -> dict | None:
        try:
            return books.read_json(self.store, self.key(page), default=None, kind=dict)
        except NotReady as exc:
            log.warning("%s; OCR'ing the page again", exc.message)
            return None

    def put(self, page: int, result: dict) -> None:
        self.store.put(self.key(page), json.dumps(result, ensure_ascii=False).encode(),
                       "application/json")

    def clear(self, book_id: str) -> None:
        for key in list(self.store.list(f"cache/{book_id}/")):
            self.store.delete(key)


def parse_book(settings: Settings, store: ObjectStore, book_id: str, force: bool = False,
               workers: int | None = None) -> dict:
    book_id = validate_book_id(book_id)
    try:
        data = store.get(books.source_key(book_id))
    except KeyError:
        raise NotFound(f"no stored PDF for {book_id!r} (expected {books.source_key(book_id)})") from None
    pdf_digest = digest(data)
    cache = StoreCache(store, book_id, pdf_digest)
    if force:
        cache.clear(book_id)
    name = source_name(store, book_id)
    if mineru_client.configured(settings):
        note(f"{book_id}: parsing {name} with {mineru_client.configured(settings)}")
        files, report = mineru_client.parse(settings, data)
        page_count = _page_count(data)
    else:
        files, report = parse_pdf(data, name=name, cache=cache, workers=workers)
        page_count = report["pages"]
    items = parse_content_list(files["content_list.json"])  # never store a list downstream cannot read
    if not any(item.get("type") not in FURNITURE for item in items):
        raise BadInput(f"{name}: no text on any of its {page_count} pages (nor any that OCR could "
                       "read): nothing to index")
    books.publish_files(store, book_id, files)
    manifests.update(store, book_id, page_count=page_count, parse={
        "parser": report["parser"], "pdf_sha256_16": pdf_digest,
        "ocr_confidence": report.get("ocr_confidence", {}),
        "low_confidence_pages": report.get("low_confidence_pages", []),
        "skipped_pages": report.get("skipped_pages", [])})
    cache.clear(book_id)
    for skipped in report.get("skipped_pages", []):
        note(f"{book_id}: page {skipped['page']} skipped ({skipped['error']})")
    if report.get("low_confidence_pages"):
        note(f"{book_id}: low OCR confidence on pages {report['low_confidence_pages']}")
    report = {k: v for k, v in report.items() if k != "ocr_confidence"}
    return {"book_id": book_id, "page_count": page_count, "files": len(files), **report}


def source_name(store: ObjectStore, book_id: str) -> str:
    """The file the operator gave (the progress line names it), else the id's last part + .pdf."""
    source = (books.read_manifest(store, book_id) or {}).get("source") or {}
    return source.get("name") or book_id.rsplit("/", 1)[-1] + ".pdf"


def _page_count(data: bytes) -> int:
    from f.common.pdf.validate import open_pdf

    with open_pdf(data) as doc:
        return doc.page_count
