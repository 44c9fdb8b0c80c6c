"""Local runners of the tools whose local call is not a script's main() (see tools.py)."""
from __future__ import annotations


def search(**kwargs):
    """Embedded mode: through the warm local search process (KB_SEARCHD=off: in this process)."""
    from f.common.config import load

    settings = load()
    if settings.searchd:
        from f.common.vectors import warm_search as searchd

        return searchd.search(settings, **kwargs)
    from f.common.vectors.service import search

    return search(settings, **kwargs)


def reindex():
    from f.common.config import load
    from f.common.vectors.service import reindex

    return reindex(load())
