"""Look a term up in the books' own glossaries, then in their page text: the defining sentence
verbatim with its book, section and page, aliases, and near matches kept apart; with no defining
sentence, the book's first use of the term, marked as such."""
from f.common.glossary.term_lookup import lookup_term


def main(term: str = "", book: str = "", list_all: bool = False) -> dict:
    """Args:
        term: the term, e.g. 算术平方根 or 'dot product' (1-200 characters)
        book: limit to one book id or an id prefix such as 教材/数学/ (see bin/list-books)
        list_all: the whole glossary of --book instead
    """
    return lookup_term(term, book=book, list_all=list_all)
