"""Local runners of the tools whose local call is not a script's main() (see tools.py)."""
from __future__ import annotations


def search(**kwargs):
    from f.common.config import load
    from f.common.library import search_or_no_books
    from f.common.vectors.service import search_here_or_warm

    return search_or_no_books(search_here_or_warm, load(), **kwargs)


def reindex():
    from f.common.config import load
    from f.common.vectors.service import reindex

    return reindex(load())
