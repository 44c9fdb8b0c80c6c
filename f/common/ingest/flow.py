"""Ingest: a MinerU output folder or a PDF -> the store -> (parse) -> tree -> terms -> exercises
-> vectors.

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
from f.common.ingest import title as titles
from f.common.ingest.build import build_version, upload_in_place
from f.common.ingest.rerun import rerun
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


def ingest(path: str | Path | None, book_id: str, *, title: str | None = None, force: bool = False,
           skip_vectors: bool = False, no_summaries: bool = False, only: str | None = None,
           settings: Settings | None = None, store: ObjectStore | None = None,
           upload_only: bool = False, wait: float = 0.0, answers_for: str = "", parser: str = "auto") -> dict:
    """upload_only: stop after the upload step (Windmill mode: the ingestion flow does the rest);
    only: re-run one step (terms, tree, vectors) of a stored book, no path needed; wait: seconds
    to wait for another ingest of the same book to finish (else it refuses at once); answers_for:
    this is the answer booklet of that (stored) book (kept on re-ingests without it); parser: how a
    PDF is parsed (auto, mineru, ours: f.common.pdf.parse_step)."""
    settings = settings or load()
    store = store or get_store(settings)
    book_id = validate_book_id(book_id)
    from f.common.pdf.parse_step import check_parser

    check_parser(parser, settings)  # before anything is read or written
    if answers_for:
        from f.common.exercises.booklet_store import check_target

        answers_for = check_target(settings, store, book_id, answers_for)
        if only and only != "exercises":
            raise BadInput("--answers-for goes with a book's path, or with --only exercises")
    if only:
        if answers_for:
            relink(store, book_id, answers_for, settings)
        return rerun(book_id, only, force=force, no_summaries=no_summaries, settings=settings,
                     store=store, wait=wait)
    if not path:
        raise BadInput("a MinerU output folder or a PDF is required (or --only STEP for a stored book)")
    source = Path(path).expanduser()
    if not source.exists():
        raise BadInput(f"no such file or folder: {source}")
    started = time.monotonic()
    if source.is_dir():
        files, kind = read_mineru_folder(source), "mineru"
        items = parse_content_list(files["content_list.json"])
        page_count, derived = page_count_of(items), [("first heading", titles.first_heading(items))]
    elif source.is_file():
        from f.common.pdf.validate import pdf_page_count

        files, kind = {"source.pdf": source.read_bytes()}, "pdf"
        page_count = pdf_page_count(files["source.pdf"], source.name)  # BadInput before any write
        derived = [("pdf metadata", titles.pdf_metadata_title(files["source.pdf"])),
                   ("pdf cover", titles.pdf_cover_title(files["source.pdf"]))]
    else:
        raise BadInput(f"{source} is neither a PDF nor a MinerU output folder")
    hashes = {name: manifests.sha256(data) for name, data in files.items()}
    old = books.read_manifest(store, book_id)
    if old and old.get("status") == "ready" and not force and (old.get("source") or {}).get(
            "hashes") == hashes and (skip_vectors or (old.get("steps") or {}).get("embed_pages")) and not (
            llm_failed(old) and settings.llm_api_key and not no_summaries):
        if answers_for and answers_for != old.get("answers_for"):
            relink(store, book_id, answers_for, settings)
            return {**rerun(book_id, "exercises", settings=settings, store=store), "status": "relinked"}
        return unchanged(store, book_id, old, title)

    if upload_only:  # Windmill mode: the flow's jobs build the book in place (not versioned)
        refuse_in_place(book_id, old)
        return upload_in_place(store, book_id, kind, files, title, old, derived, page_count,
                               {**hashes, "": source.name}, answers_for=answers_for)
    from f.common.ingest import versioned
    from f.common.store.lease import Lease
    from f.common.store.versions import versioned as versioned_store

    store = versioned_store(store)
    lease = Lease(store, book_id, settings.lease_stale).acquire(wait)
    options = {"skip_vectors": skip_vectors, "no_summaries": no_summaries, "force": force}
    version = None
    try:
        version, done = versioned.begin(store, book_id, lease, hashes, options)
        store.stage(book_id, version)
        results = build_version(settings, store, book_id, kind, files, title, old, derived, page_count,
                                {**hashes, "": source.name}, done, lease, force=force, skip_vectors=skip_vectors,
                                no_summaries=no_summaries, answers_for=answers_for, parser=parser)
        manifest = versioned.switch(store, book_id, version, lease)
        if not skip_vectors:
            from f.common.vectors.service import drop_other_versions

            drop_other_versions(settings, book_id, version)
    except BaseException as exc:
        if version:
            versioned.failed(store, book_id, version, exc)
        raise
    finally:
        store.stage(book_id, None)
        lease.release()
    parse_report, tree_report, terms, exercises, vectors = results
    report = {"book_id": book_id, "status": "ready", "source": kind, "version": version,
              "page_count": manifest.get("page_count"), "files": len(files),
              "parse": parse_report, "tree": tree_report, "terms": terms, "exercises": exercises,
              "vectors": vectors,
              "seconds": round(time.monotonic() - started, 2)}
    note(f"{book_id}: ready ({report['page_count']} pages, {tree_report['nodes']} nodes)")
    return report


def relink(store: ObjectStore, book_id: str, answers_for: str, settings: Settings) -> None:
    """A stored book becomes the answer booklet of `answers_for` (its exercise step follows)."""
    if books.read_manifest(store, book_id) is None:
        raise books.unknown_here(settings, store, book_id)
    manifests.update(store, book_id, answers_for=answers_for)


def llm_failed(manifest: dict) -> bool:
    """The served version was built while the LLM failed (summaries left extractive, or the
    glossary's LLM pass skipped): the same input is built again, asking only what failed."""
    return bool(manifest.get("summaries_failed") or (manifest.get("terms") or {}).get("llm_error"))


UNCHANGED = "{book_id}: unchanged since {when}, nothing to do (--force rebuilds)"


def unchanged(store: ObjectStore, book_id: str, old: dict, title: str | None) -> dict:
    """An ingest of the very same input: said once, on stderr; a new --title is applied in place."""
    result = {"book_id": book_id, "status": "unchanged", "page_count": old.get("page_count"),
              "title": old.get("title")}
    if title and " ".join(title.split()) != old.get("title"):
        result.update(status="retitled", title=titles.retitle(store, book_id, title)["title"])
        note(f"{book_id}: retitled {result['title']!r}; unchanged otherwise (not parsed or "
             "embedded again)")
    else:
        note(UNCHANGED.format(book_id=book_id, when=old.get("updated_at")))
    return result


def refuse_in_place(book_id: str, old: dict | None) -> None:
    """The Windmill flow builds a book in place, so it only builds a book nothing is served of:
    re-ingesting a served book that way would take it from agents (and overwrite its source PDF)
    until the flow finished."""
    if old and (old.get("status") == books.READY or old.get("version")):
        raise BadInput(f"book {book_id!r} is served, and the Windmill ingestion flow builds a book in place "
                       "(agents would lose it until the flow finished); re-ingest it locally against the "
                       "same store instead (unset WM_BASE_URL, keep MINIO_* and QDRANT_URL as on the "
                       "workers), which builds a new version beside the served one and switches to it, or "
                       "--only STEP for one step")
