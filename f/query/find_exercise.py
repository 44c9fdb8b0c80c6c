"""An exercise of a book and its answer from the book's own answer key or solutions: lesson,
question number, page and kind, with the linked answer and its confidence, or none. Reads
exercises.json, which the ingest step extract_exercises writes."""
from f.common.exercises.exercise_lookup import find_exercise


def main(book_id: str, page: int | None = None, number: str = "", lesson: str = "") -> dict:
    """Args:
        book_id: book id exactly as bin/list-books shows it
        page: the physical page the exercise is on (with --number, that one question)
        number: the question number, e.g. 5 or 3.(2)
        lesson: the lesson or section number as printed, e.g. 23.1(2) or 习题6.2 (with --number)
    """
    return find_exercise(book_id, page=page, number=number, lesson=lesson)
