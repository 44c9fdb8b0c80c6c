"""Index the book's exercises with their linked answers (parsed/<book_id>/exercises.json): lesson
and question numbers, page, kind, and each answer from the book's answer key or its inline answers.
Runs after the tree (sections come from it); re-runnable alone."""
from f.common.ingest.build import exercises_step
from f.common.ingest.steps import context, run_step


def main(book_id: str) -> dict:
    """Args:
        book_id: the book whose stored content list and tree are read
    """
    _settings, store = context()
    return run_step(store, book_id, "extract_exercises", lambda: exercises_step(store, book_id))
