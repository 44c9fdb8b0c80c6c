"""bin/kb-searchd, the README's way to see and stop the background search process: the first
search starts it, kb-searchd lists it, --stop ends it (the process is gone), KB_SEARCHD=off never
starts one."""
from __future__ import annotations

import json
import os
import subprocess
import time

from tests.conftest import BIN


def _run(tool, *args, env=None):
    proc = subprocess.run([str(BIN / tool), *args], capture_output=True, text=True, timeout=180,
                          env={**os.environ, **(env or {})}, cwd="/")
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _searchd_pids(kb_home) -> list[int]:
    """Processes of the search server whose environment names this KB_HOME."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmd = open(f"/proc/{entry}/cmdline", "rb").read()
            env = open(f"/proc/{entry}/environ", "rb").read()
        except OSError:
            continue
        if b"searchd_server" in cmd and f"KB_HOME={kb_home}".encode() in env.split(b"\0"):
            pids.append(int(entry))
    return pids


def test_first_search_starts_it_and_stop_ends_it(library, kb_home):
    assert json.loads(_run("kb-searchd", "--json"))["running"] == []
    _run("qdrant-search", "向量")
    status = json.loads(_run("kb-searchd", "--json"))
    assert len(status["running"]) == 1 and status["idle_seconds"] == 60 and status["enabled"]
    assert _searchd_pids(kb_home)
    out = _run("kb-searchd", "--stop")
    assert "stopped 1 search process(es)" in out and "running: 0" in out
    deadline = time.monotonic() + 10
    while _searchd_pids(kb_home) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _searchd_pids(kb_home)


def test_off_never_starts_one(library, kb_home):
    _run("qdrant-search", "向量", env={"KB_SEARCHD": "off"})
    assert json.loads(_run("kb-searchd", "--json", env={"KB_SEARCHD": "off"}))["running"] == []
    assert "off (KB_SEARCHD=off" in _run("kb-searchd", env={"KB_SEARCHD": "off"})


def test_a_process_of_other_code_is_replaced(library, kb_home, monkeypatch):
    """A warm process answers with the code it was started from: a caller of the same code reuses
    it, a caller of other code (another checkout on this KB_HOME, files edited since) has it
    replaced before its answer is taken (0836: a bench run from a `git archive` copy scored the
    rules of whichever checkout had started the library's process)."""
    from f.common.config import load
    from f.common.vectors import warm_search

    _run("qdrant-search", "向量")
    (pid,) = _searchd_pids(kb_home)
    warm_search.warm_search(load(), query="向量")
    assert _searchd_pids(kb_home) == [pid]  # the same code: reused
    monkeypatch.setattr(warm_search, "code_identity", lambda: "another checkout's code")
    assert warm_search.warm_search(load(), query="向量")["hits"]
    deadline = time.monotonic() + 10
    while pid in _searchd_pids(kb_home) and time.monotonic() < deadline:
        time.sleep(0.2)
    (new,) = _searchd_pids(kb_home)
    assert new != pid
