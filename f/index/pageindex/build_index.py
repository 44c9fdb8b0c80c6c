"""Build a book's chapter tree (pageindex.json) and summaries from its stored MinerU content list."""
from f.common.ingest.steps import context, run_step
from f.common.tree.build_step import build_index


def main(book_id: str, summaries: bool = True, force: bool = False, summary_model: str = "") -> dict:
    """Args:
        book_id: the book, e.g. 教材/数学/必修第二册 (it must have been uploaded/parsed)
        summaries: ask the LLM (KB_LLM_*) for summaries; off = verbatim / extractive only, no calls
        force: ask the LLM again even for nodes whose summary is cached
        summary_model: a chat model other than KB_LLM_MODEL (blank = the configured one)
    """
    settings, store = context()
    return run_step(store, book_id, "build_index", lambda: build_index(
        settings, store, book_id, summaries=summaries, force=force, model=summary_model))
