"""Build a book's chapter tree (pageindex.json) and summaries from its stored MinerU content list."""
from f.common.indexer import build_index
from f.common.pipeline import context, run_step


def main(book_id: str, summaries: bool = True, force: bool = False) -> dict:
    settings, store = context()
    return run_step(store, book_id, "build_index", lambda: build_index(
        settings, store, book_id, summaries=summaries, force=force))
