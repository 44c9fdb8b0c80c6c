"""The steps of an ingest after its input is read: the upload, and every build step into the
staged version (or in place, for the Windmill flow's upload)."""
from __future__ import annotations

from f.common.config import Settings
from f.common.ingest import title as titles
from f.common.ingest.steps import run_step
from f.common.progress import note
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.objects import ObjectStore


def _steps(kind: str) -> dict:
    steps = {"upload": False, "build_index": False, "extract_terms": False,
             "extract_exercises": False, "embed_pages": False}
    return {**steps, "parse": False} if kind == "pdf" else steps


def _source(kind: str, hashes: dict) -> dict:
    """The manifest's source record; `hashes` carries the input's file name under the key ""."""
    return {"kind": kind, "name": hashes.get("", ""), "hashes": {k: v for k, v in hashes.items() if k}}


def _links(old: dict | None, answers_for: str = "") -> dict:
    """What a new version keeps of the old manifest: its creation time, the answer booklets
    listed on it, the book it is the answer booklet of (unless a new one is given)."""
    carried = {k: v for k, v in (old or {}).items() if k in ("created_at", "answer_booklets", "answers_for")}
    return {**carried, "answers_for": answers_for} if answers_for else carried


def upload_in_place(store, book_id, kind, files, title, old, derived, page_count, hashes,
                    answers_for: str = "") -> dict:
    book_title, title_source = titles.choose(title, old, derived, book_id)
    manifests.set_status(store, book_id, "pending", "upload", title=book_title, title_source=title_source,
                         page_count=page_count, source=_source(kind, hashes),
                         steps=_steps(kind), **_links(old, answers_for))
    _upload(store, book_id, kind, files)
    return {"book_id": book_id, "status": "uploaded", "source": kind, "files": len(files),
            "page_count": page_count}


def _upload(store, book_id, kind, files) -> dict:
    if kind == "pdf":
        return run_step(store, book_id, "upload", lambda: store.put(
            books.source_key(book_id), files["source.pdf"], "application/pdf") or {})
    return run_step(store, book_id, "upload", lambda: books.publish_files(store, book_id, files) or {})


def build_version(settings, store, book_id, kind, files, title, old, derived, page_count, hashes, done,
                  lease, *, force, skip_vectors, no_summaries, answers_for: str = "", parser: str = "auto") -> tuple:
    """Every step into the staged version, skipping those a resumed attempt already finished."""
    def step(name, fn):
        lease.check()  # another ingest took the book over: stop before writing more
        return None if name in done else run_step(store, book_id, name, fn)

    if not done:
        book_title, title_source = titles.choose(title, old, derived, book_id)
        carried = _links(old, answers_for)
        manifests.set_status(store, book_id, "pending", "upload", title=book_title, title_source=title_source,
                             page_count=page_count, source=_source(kind, hashes),
                             steps=_steps(kind), **carried)
    if "upload" not in done:
        lease.check()
        _upload(store, book_id, kind, files)
    parse_report = None
    if kind == "pdf":
        from f.common.pdf.parse_step import parse_book

        parse_report = step("parse", lambda: parse_book(settings, store, book_id, force=force, parser=parser))
        titles.from_first_heading(store, book_id)  # when the PDF's metadata named no title
    note(f"{book_id}: building the tree")
    tree_report = step("build_index", lambda: build_tree_step(
        settings, store, book_id, summaries=not no_summaries)) or {"nodes": "?"}  # the summary cache stays valid
    terms = step("extract_terms", lambda: terms_step(settings, store, book_id, llm=not no_summaries))
    exercises = step("extract_exercises", lambda: exercises_step(store, book_id))
    vectors = None
    if not skip_vectors:
        from f.common.vectors.service import embed_step

        vectors = step("embed_pages", lambda: embed_step(settings, store, book_id, force=force))
    return parse_report, tree_report, terms, exercises, vectors


def build_tree_step(settings: Settings, store: ObjectStore, book_id: str, **options) -> dict:
    from f.common.tree.build_step import build_index

    return build_index(settings, store, book_id, **options)


def terms_step(settings: Settings, store: ObjectStore, book_id: str, llm: bool = True) -> dict:
    from f.common.glossary.step import build_glossary

    return build_glossary(settings, store, book_id, llm=llm)


def exercises_step(store: ObjectStore, book_id: str) -> dict:
    from f.common.exercises.exercise_step import build_exercises

    return build_exercises(store, book_id)
