"""Record a failed ingestion step in the book's manifest (the ingestion flow's failure handler).

A step that raised inside `run_step` has already recorded its own failure; this covers the rest (a
worker that died, a step timeout, a script that could not start), so a book never stays in
`parsing` or `indexing` after its flow failed. Returns the error, so the flow's result names it."""
from f.common.errors import from_code
from f.common.ingest.steps import context
from f.common.store import books
from f.common.store import manifest as manifests
from f.common.store.book_id import validate_book_id

STEP_OF_MODULE = {"parse_mineru": "parse", "parse_local": "parse", "parse": "parse",
                  "build_index": "build_index", "extract_terms": "extract_terms",
                  "extract_exercises": "extract_exercises",
                  "embed_pages": "embed_pages", "publish": "publish"}


def main(book_id: str, step_id: str = "", name: str = "", message: str = "") -> dict:
    """Args:
        book_id: the book whose ingestion failed
        step_id: the flow module that failed (Windmill's error.step_id)
        name: the error's name (the exception class, e.g. ServiceError)
        message: the error's message
    """
    book_id = validate_book_id(book_id)
    _settings, store = context()
    step = STEP_OF_MODULE.get(step_id, step_id or "unknown")
    manifest = books.read_manifest(store, book_id)
    if manifest is not None and manifest.get("status") != "failed" and not manifest.get("version"):
        # (a served version is never marked failed: a step that refused to rewrite it failed)
        manifest = manifests.fail(store, book_id, step, from_code(name, message or "step failed"))
    error = (manifest or {}).get("error") or {"step": step, "code": name, "message": message}
    return {"book_id": book_id, "status": "failed",
            "error": {"name": error.get("code") or name or "ServiceError", "step": error.get("step"),
                      "message": f"{book_id}: step {error.get('step')} failed: {error.get('message')}"}}
