"""Fuzz: queries (empty, 100k characters, control characters, terminal escape sequences, invalid
UTF-8 on argv) to the tools that take one: a correct result or a clear error, no control character
in the text a terminal shows, the served book unchanged."""
import os
import subprocess

import pytest
from hypothesis import strategies as st

from f.common.cli.main import execute, render_text
from f.common.errors import KBError
from f.common.textnorm import CONTROL
from tests.conftest import BIN
from tests.fuzz import clear_error, each_unchanged, random_unchanged

HOSTILE = ["", " ", "\x00", "向量\x1b[31m红色\x1b[0m", "\x1b]0;title\x07数量积", "数量积\x9b2J", "向" * 100_000,
           "a\u202e向量", "--json", "-h", "\r\n\t", "\ud800", "向量" + "\x08" * 50]
TOOLS = [("qdrant-search", ["--top-k", "2"]), ("kb-term", []), ("kb-answer", ["--limit", "2"])]


def _check(tool, extra, query):
    try:
        result, args = execute(tool, [*extra, "--", query])  # `--`: a query may start with a dash
    except KBError as exc:
        clear_error(exc)
        return
    text = render_text(tool, result, args)
    assert not CONTROL.search(text), (tool, query[:40], text[:200])


@pytest.mark.parametrize(("tool", "extra"), TOOLS, ids=[t for t, _ in TOOLS])
def test_hostile_queries(library, kb_home, monkeypatch, tool, extra):
    monkeypatch.setenv("KB_SEARCHD", "off")
    each_unchanged(kb_home, lambda query: _check(tool, extra, query), HOSTILE)


def test_random_queries(library, kb_home, monkeypatch):
    monkeypatch.setenv("KB_SEARCHD", "off")
    random_unchanged(kb_home, lambda query, tool: _check(tool[0], tool[1], query),
                     query=st.text(max_size=200), tool=st.sampled_from(TOOLS))


def test_invalid_utf8_on_argv_is_one_clear_error(library, kb_home):
    env = {**os.environ, "KB_HOME": str(kb_home), "KB_SEARCHD": "off"}
    for tool in ("qdrant-search", "kb-answer"):
        run = subprocess.run([os.fsencode(BIN / tool), b"\xff\xfe\xe5\x90", b"--json"], env=env,
                             capture_output=True, timeout=120)
        assert run.returncode == 2, run.stderr
        err = run.stderr.decode()
        assert "Traceback" not in err and err.startswith("error:") and len(err.splitlines()) == 1, err
