"""Evidence for an exam-style question, never the answer itself. The question's type, concepts and
searches, numbered evidence with book, section, page and neighbour pages, and a status."""
from f.common.answer.pack import answer_question


def main(question: str, book: str = "", limit: int = 6) -> dict:
    """Args:
        question: the question as asked, options included (A. ... B. ...)
        book: limit to one book id or an id prefix such as 教材/数学/ (see bin/list-books)
        limit: evidence pages, 1-20 (default 6; each option adds its own best pages)
    """
    return answer_question(question, book=book, limit=limit)
