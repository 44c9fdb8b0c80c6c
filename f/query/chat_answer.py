"""Ask one book a question and get a cited answer: every claim marked [n] with book, section and
page, plus follow-up questions the book can answer. With no model key configured the answer is the
book's own passages, labelled evidence-only."""
from f.common.chat.conversation import chat_answer


def main(question: str, book: str, conversation: str = "") -> dict:
    """Args:
        question: the question, in the book's language, e.g. 什么是向量？
        book: book id exactly as bin/list-books shows it
        conversation: continue this conversation (its id, from an earlier answer)
    """
    return chat_answer(question, book=book, conversation=conversation)
