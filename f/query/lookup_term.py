"""Look a term up in the books' own glossaries: the defining sentence verbatim with its book,
section and page, aliases, and near matches kept apart.

Args:
    term: the term to look up (Chinese or English); 1-200 characters
    book: one book id, or a prefix such as 教材/数学/ (default: every book in scope)
    list_all: return the whole glossary of --book instead
"""
from f.common.glossary.service import lookup_term


def main(term: str = "", book: str = "", list_all: bool = False) -> dict:
    return lookup_term(term, book=book, list_all=list_all)
