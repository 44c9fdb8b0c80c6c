"""Local runners of the tools whose local call is not a script's main() (see tools.py)."""
from __future__ import annotations

import time


def search(**kwargs):
    from f.common.config import load
    from f.common.library import search_or_no_books
    from f.common.vectors.service import search_here_or_warm

    return search_or_no_books(search_here_or_warm, load(), **kwargs)


def reindex():
    from f.common.config import load
    from f.common.vectors.service import reindex

    return reindex(load())


def answer(**kwargs):
    from f.common.answer.pack import answer_here_or_warm
    from f.common.config import load

    return answer_here_or_warm(load(), **kwargs)


def searchd(stop: bool = False) -> dict:
    """bin/kb-searchd: the warm search processes of this KB_HOME (their sockets), or stop them."""
    from f.common.config import load
    from f.common.vectors import warm_search

    settings = load()
    result = {"enabled": settings.searchd, "idle_seconds": settings.searchd_idle,
              "kb_home": str(settings.kb_home)}
    if stop:
        result["stopped"] = warm_search.stop_all(settings)
    deadline = time.monotonic() + (5 if stop else 0)
    while True:  # a stopped process closes its socket a moment after it answered
        running = [str(p) for p in warm_search._running(settings) if _answers(p)]
        if not running or time.monotonic() >= deadline:
            return {**result, "running": running}
        time.sleep(0.1)


def _answers(path) -> bool:
    """A socket a process listens on (not the file a crashed one left)."""
    import socket

    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(1)
        try:
            sock.connect(str(path))
            return True
        except OSError:
            return False
