"""Parse a book's stored PDF (source/<book_id>.pdf) into MinerU-format output under parsed/<book_id>/.

MinerU (4.x task API or 2.x/3.x) when configured, else our parser with OCR for scanned pages.
On the `mineru` worker tag this is the flow's MinerU parse: that worker group has MINERU_API_URL."""
from f.common.ingest.steps import context, run_step
from f.common.pdf.parse_step import parse_book


def main(book_id: str, force: bool = False, parser: str = "auto") -> dict:
    """Args:
        book_id: the book, as bin/list-books shows it
        force: parse again, page by page, without the cached results of an earlier parse
        parser: auto (MinerU with models for text-layer pages, our OCR for image-only ones), mineru, or ours
    """
    settings, store = context()
    return run_step(store, book_id, "parse", lambda: parse_book(settings, store, book_id, force=force,
                                                                parser=parser))
