"""Parse a book's stored PDF (source/<book_id>.pdf) into MinerU-format output under parsed/<book_id>/.

MinerU when configured, else our parser with OCR for scanned pages."""
from f.common.ingest.steps import context, run_step
from f.common.pdf.parse_step import parse_book


def main(book_id: str, force: bool = False) -> dict:
    """Args:
        book_id: the book, as bin/list-books shows it
        force: parse again, page by page, without the cached results of an earlier parse
    """
    settings, store = context()
    return run_step(store, book_id, "parse", lambda: parse_book(settings, store, book_id, force=force))
