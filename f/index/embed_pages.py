"""Embed a book's pages into the search index (Qdrant collection ebook_chunks).

Dense and sparse
vectors per page, or per passage where a page exceeds the model's window. Incremental: unchanged
pages are skipped, vanished pages deleted; force=True re-embeds every page."""
from f.common.ingest.steps import context, run_step
from f.common.vectors.service import embed_step


def main(book_id: str, force: bool = False) -> dict:
    """Args:
        book_id: the book, as bin/list-books shows it
        force: re-embed every page, even unchanged ones
    """
    settings, store = context()
    return run_step(store, book_id, "embed_pages",
                    lambda: embed_step(settings, store, book_id, force=force))
