"""Extract the book's own definitions into its glossary (parsed/<book_id>/glossary.json): rules
for the formulaic patterns, and with an LLM key a model pass whose quotes must be verbatim on the
page. Runs after the tree (sections come from it) and before the vectors; re-runnable alone."""
from f.common.ingest.build import terms_step
from f.common.ingest.steps import context, run_step


def main(book_id: str, llm: bool = True) -> dict:
    """Args:
        book_id: the book whose stored content list and tree are read
        llm: also ask the configured chat model (KB_LLM_*) for definitions the rules missed
    """
    settings, store = context()
    return run_step(store, book_id, "extract_terms",
                    lambda: terms_step(settings, store, book_id, llm=llm))
