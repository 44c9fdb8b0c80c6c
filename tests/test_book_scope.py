"""KB_ALLOWED_BOOKS: ids and prefixes, forbidden == unknown, and the guard in the process that
takes the request (also in front of a Windmill worker that may lack the scope)."""
from __future__ import annotations

import subprocess

import pytest

from f.common.config import load
from f.common.errors import NotFound
from f.common.store import scope
from f.common.store.book_id import is_allowed
from tests.conftest import BIN
from tests.mineru_book import write_book


def test_prefix_semantics():
    allowed = ("教材/数学/", "私有/答案书")
    assert is_allowed("教材/数学/样书", allowed) and is_allowed("私有/答案书", allowed)
    assert not is_allowed("教材/数学2/样书", allowed)      # a prefix is a folder, not a string start
    assert not is_allowed("教材/数学", ("教材/数学/样书",))  # a book id does not admit its parent
    assert not is_allowed("私有/答案书2", allowed)
    assert is_allowed("任何/书", ())                        # no scope: everything


def test_guard_and_filter(monkeypatch):
    monkeypatch.setenv("KB_ALLOWED_BOOKS", "教材/数学/")
    settings = load()
    scope.check_request(settings, {"book_id": "教材/数学/样书"})
    scope.check_request(settings, {"book": "教材/"})        # wider prefix: searched, then filtered
    with pytest.raises(NotFound, match="unknown book '私有/答案书'"):
        scope.check_request(settings, {"book_id": "私有/答案书"})
    hits = {"hits": [{"book_id": "教材/数学/样书"}, {"book_id": "教材/语文/书"}, {"book_id": 3}]}
    assert scope.filter_result(settings, hits) == {"hits": [{"book_id": "教材/数学/样书"}]}


def _run(tool, *args, env=None):
    import os
    r = subprocess.run([str(BIN / tool), *args], capture_output=True, text=True,
                       env={**os.environ, **(env or {})})
    return r.returncode, r.stdout, r.stderr.strip()


def test_forbidden_book_answers_like_an_unknown_one(tmp_path):
    write_book(tmp_path / "b", 8)
    for book in ("教材/数学/样书", "私有/答案书"):
        subprocess.run([str(BIN / "ebook-ingest"), str(tmp_path / "b"), "--book", book,
                        "--skip-vectors"], check=True, capture_output=True)
    env = {"KB_ALLOWED_BOOKS": "教材/数学/"}
    forbidden = _run("pageindex-content", "--book", "私有/答案书", "--pages", "6", env=env)
    missing = _run("pageindex-content", "--book", "私有/没有", "--pages", "6", env=env)
    assert forbidden[0] == missing[0] == 2
    assert forbidden[2].replace("私有/答案书", "X") == missing[2].replace("私有/没有", "X")
    # out-of-range pages of a forbidden book still say "unknown book", never "page out of range"
    assert "unknown book" in _run("pageindex-content", "--book", "私有/答案书", "--pages", "999",
                                  env=env)[2]
    assert "私有" not in _run("list-books", env=env)[1]
    assert _run("pageindex-content", "--book", "教材/数学/样书", "--pages", "6", env=env)[0] == 0


def test_guard_runs_before_a_windmill_job_is_submitted(tmp_path):
    # Windmill pointed at a closed port: a forbidden book is refused before any request is made.
    env = {"KB_ALLOWED_BOOKS": "教材/数学/", "WM_BASE_URL": "http://127.0.0.1:9",
           "WM_TOKEN": "t", "WM_WORKSPACE": "w"}
    code, _, err = _run("pageindex-structure", "--book", "私有/答案书", env=env)
    assert code == 2 and err.startswith("error: unknown book '私有/答案书'")
