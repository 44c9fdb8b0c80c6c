"""The `parse` ingest step: source/<book_id>.pdf -> parsed/<book_id>/content_list.json,
content.md and images/ (and MinerU 4's middle_json.json), by the parser chosen:
`ours` (the project's parser, OCR for image-only pages), `mineru` (MinerU as it is: MINERU_API_URL
or MINERU_CLI), or `auto` (the default): see `choose`.

OCR results are cached page by page under cache/<book_id>/ocr-<pdf hash>/ while the parse runs, so
an interrupted parse of a long scan resumes where it stopped; the cache is dropped once the parse
has been stored. Per-page OCR confidence, low-confidence and skipped pages go into the manifest.
A MinerU that fails raises before anything is written: the served book stays as it was."""
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


PARSERS = ("auto", "mineru", "ours")


def parse_book(settings: Settings, store: ObjectStore, book_id: str, force: bool = False,
               workers: int | None = None, parser: str = "auto") -> dict:
    book_id = validate_book_id(book_id)
    check_parser(parser, settings)
    try:
        data = store.get(books.source_key(book_id))
    except KeyError:
        raise NotFound(f"no stored PDF for {book_id!r} (expected {books.source_key(book_id)})") from None
    pdf_digest = digest(data)
    cache = StoreCache(store, book_id, pdf_digest)
    if force:
        cache.clear(book_id)
    name = source_name(store, book_id)
    mineru = mineru_client.configured(settings) and (auto_mineru(settings) if parser == "auto" else "asked")
    # which pages need OCR matters only where MinerU could take the others
    scanned, page_count = ocr_pages(data, name) if parser == "auto" and choose(parser, mineru, set(), 1) != "ours" \
        else (set(), 0)
    how = choose(parser, mineru, scanned, page_count)
    if parser == "auto" and mineru == "flash":
        note(f"{book_id}: parser auto: our parser, not MinerU flash (it finds fewer contents entries; "
             "--parser mineru uses it anyway)")
    if how == "ours":
        files, report = parse_pdf(data, name=name, cache=cache, workers=workers)
        page_count = report["pages"]
    else:
        note(f"{book_id}: parsing {name} with {mineru_client.configured(settings)}")
        files, report = mineru_client.parse(settings, data, _safe_name(name))
        page_count = page_count or _page_count(data)
        if how == "mineru+ocr":
            note(f"{book_id}: {len(scanned)} image-only pages to OCR")
            ours, ocr_report = parse_pdf(data, name=name, cache=cache, workers=workers)
            files, report = merge_pages(files, ours, scanned, report, ocr_report)
    report["parse_rule"] = how
    items = parse_content_list(files["content_list.json"])  # never store a list downstream cannot read
    if not any(item.get("type") not in FURNITURE for item in items):
        raise BadInput(f"{name}: no text on any of its {page_count} pages (nor any that OCR could "
                       "read): nothing to index")
    books.publish_files(store, book_id, files)
    manifests.update(store, book_id, page_count=page_count, parse={
        "parser": report["parser"], "rule": how, "pdf_sha256_16": pdf_digest,
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


def check_parser(parser: str, settings: Settings) -> None:
    """BadInput for a parser that is not one, or `mineru` where no MinerU is configured."""
    if parser not in PARSERS:
        raise BadInput(f"--parser must be one of {', '.join(PARSERS)}, got {parser!r}")
    if parser == "mineru" and not mineru_client.configured(settings):
        raise BadInput("--parser mineru: MinerU is not configured; set MINERU_API_URL to a mineru-api "
                       "server (bin/kb-setup --mineru installs one: .tools/mineru/bin/mineru-api --tier flash)")


# MinerU 4 tiers `auto` sends text-layer pages to. Not flash: on the tuned dev PDFs and textbooks
# flash finds 0.885 of the bookmarked contents entries on their page against our 0.969 (0.993 with
# the bookmarks our parser reads) and puts 0.41 under the right parent against 0.96-0.99
# (docs/benchmarks/mineru.md). The model tiers (layout models on a GPU worker) cannot run here.
AUTO_TIERS = ("basic", "standard", "advanced")


def choose(parser: str, mineru: str | None, scanned: set[int], pages: int) -> str:
    """ours | mineru | mineru+ocr. `mineru`: None (no MinerU configured), "flash" (a MinerU 4 server
    asked for its flash tier), or the tier / "2.x" of a MinerU with models. `auto`: MinerU with
    models for the pages with a text layer, the image-only pages to our OCR; ours alone for a book
    without a text layer and where MinerU would be flash (docs/decisions/0171-mineru-auto-rule.md)."""
    if parser == "ours" or not mineru:
        return "ours"
    if parser == "mineru":
        return "mineru"
    if mineru not in (*AUTO_TIERS, "2.x") or len(scanned) >= pages:
        return "ours"
    return "mineru+ocr" if scanned else "mineru"


def auto_mineru(settings: Settings) -> str | None:
    """What `auto` would get from the configured MinerU: None, "2.x" (a 2.x/3.x server or the CLI:
    its pipeline has models) or the MinerU 4 tier asked for (the server is asked which it is)."""
    kind = mineru_client.configured(settings)
    if kind is None:
        return None
    if kind == "mineru-cli":
        return "2.x"
    from f.common.pdf import mineru4

    return settings.mineru_tier if mineru4.protocol(settings.mineru_api_url, settings.mineru_api_key) == "4" \
        else "2.x"


def ocr_pages(data: bytes, name: str = "book.pdf") -> tuple[set[int], int]:
    """(0-based pages our parser would OCR: no text layer, or a garbage one; the page count)."""
    from f.common.pdf import parser
    from f.common.pdf.validate import open_pdf

    with open_pdf(data, name) as doc:
        return {n for n in range(doc.page_count)
                if parser.needs_ocr(doc[n], parser.text_blocks(doc[n]))}, doc.page_count


def merge_pages(mineru: dict[str, bytes], ours: dict[str, bytes], scanned: set[int], report: dict,
                ocr_report: dict) -> tuple[dict[str, bytes], dict]:
    """MinerU's items for the text-layer pages, ours for the OCR'd ones, in page order; each
    side's images as its kept items name them; the markdown rendered from the merged list."""
    from f.common.pdf.items import markdown

    theirs = [i for i in parse_content_list(mineru["content_list.json"]) if i["page_idx"] not in scanned]
    mine = [i for i in parse_content_list(ours["content_list.json"]) if i["page_idx"] in scanned]
    items = sorted(theirs + mine, key=lambda i: i["page_idx"])  # stable: reading order kept per page
    wanted = {i.get("img_path") for i in items if i.get("img_path")}
    files = {name: data for side in (mineru, ours) for name, data in side.items()
             if name.startswith("images/") and name in wanted}
    files["content_list.json"] = json.dumps(items, ensure_ascii=False, indent=1).encode()
    files["content.md"] = markdown(items).encode()
    if "middle_json.json" in mineru:
        files["middle_json.json"] = mineru["middle_json.json"]
    keys = ("ocr_pages", "ocr_resumed", "ocr_seconds_per_page", "ocr_confidence", "low_confidence_pages",
            "skipped_pages")
    return files, {**report, "items": len(items), **{k: ocr_report[k] for k in keys if k in ocr_report}}


def _page_count(data: bytes) -> int:
    from f.common.pdf.validate import open_pdf

    with open_pdf(data) as doc:
        return doc.page_count


def _safe_name(name: str) -> str:
    """The upload's file name as MinerU sees it (it names the task): the last part, a .pdf."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1].strip() or "book.pdf"
    return base if base.lower().endswith(".pdf") else base + ".pdf"
