"""An exercise of a book and its answer from the book's own answer key or solutions: lesson,
question number, page and kind, with the linked answer and its confidence, or none. By page, by
lesson (or an exam paper's section) and number, or by number alone (several with that number:
bad input listing each one's section, its paper or form where a file holds several, and
page). Reads exercises.json, which the ingest step
extract_exercises writes."""
from f.common.exercises.exercise_lookup import find_exercise


def main(book_id: str, page: int | None = None, number: str = "", lesson: str = "") -> dict:
    """Args:
        book_id: book id exactly as bin/list-books shows it
        page: the physical page the exercise is on (with --number, that one question)
        number: the question number, e.g. 5, 3.(2) or 1.1; alone when the book has one question with it
        lesson: the lesson or section as printed: 23.1(2), 习题6.2, a paper's 二 or 填空题, a form: B (with --number)
    """
    return find_exercise(book_id, page=page, number=number, lesson=lesson)
