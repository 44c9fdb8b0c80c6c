"""Search the books: which book, which page? Hybrid (dense + sparse, score fusion) by default;
mode dense|sparse to compare; book = one book id or a prefix such as 教材/数学/; top_k 1-50.
The result's "evidence" (none | weak | found) says whether the books hold evidence for the query."""
from f.common.config import load
from f.common.library import search_or_no_books
from f.common.vectors.service import search


def main(query: str, top_k: int = 5, book: str = "", mode: str = "hybrid") -> dict:
    """Args:
        query: what to look for, in the book's language, e.g. 向量的数量积 or 'dot product'
        top_k: pages to return, 1-50 (default 5)
        book: limit to one book id or an id prefix such as 教材/数学/ (see bin/list-books)
        mode: hybrid (default) mixes meaning and exact words; sparse = exact terms only; dense = meaning only
    """
    return search_or_no_books(search, load(), query=query, top_k=top_k, book=book, mode=mode)
