"""A warm local search process that bin/qdrant-search reuses (embedded mode).

A fresh process per search pays ~2.5 s of imports and loading (qdrant_client, jieba's dictionary,
the model, local mode reading every point). The first search starts this process (one per
configuration, a Unix socket under KB_HOME/run), later ones send it their request and get the
answer in milliseconds; it exits after KB_SEARCHD_IDLE seconds without requests. It is also the
one process that holds Qdrant local mode's folder, so parallel searches never meet its lock; an
ingest asks it to let go (`release`) and it re-opens the index, after the ingest, on the next
search. The deployment's book scope travels with each request from the caller's environment."""
from __future__ import annotations

import contextlib
import fcntl
import functools
import hashlib
import json
import logging
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from f.common.config import PROJECT_ROOT, Settings
from f.common.errors import ServiceError, from_code

log = logging.getLogger(__name__)

START_TIMEOUT = 120.0
REQUEST_TIMEOUT = 600.0


IGNORED_PREFIXES = ("llm_", "wm_", "mineru_", "chat_", "summary_")


def fingerprint(settings: Settings) -> str:
    """Everything that changes what a search process would load, except the per-call scope."""
    # What searching does not read (the model, Windmill, MinerU, summaries, the chat server) stays
    # out: a shell's bin/qdrant-search and a chat server with a model key on one KB_HOME share one
    # process (two would fight over Qdrant local mode's folder: IndexBusy).
    fields = {k: v for k, v in vars(settings).items() if not k.startswith(IGNORED_PREFIXES)
              and k not in ("allowed_books", "searchd", "searchd_idle")}
    return hashlib.sha256(repr(sorted(fields.items())).encode()).hexdigest()[:16]


@functools.cache
def code_identity() -> str:
    """The checkout and the state of its code (each file's size and time): a process answers with
    the code it was started from, so one another checkout (a `git archive` copy) or an earlier state
    of this one started on the same KB_HOME would make a bench's packs with other rules (0836)."""
    digest = hashlib.sha256(str(PROJECT_ROOT).encode())
    for path in sorted((PROJECT_ROOT / "f").rglob("*.py")):
        with contextlib.suppress(OSError):
            stat = path.stat()
            digest.update(f"\0{path.relative_to(PROJECT_ROOT)}\0{stat.st_size}\0{stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:16]


def socket_path(settings: Settings) -> Path:
    path = settings.run_dir / f"searchd-{fingerprint(settings)}.sock"
    if len(str(path)) < 100:
        return path
    short = Path(tempfile.gettempdir()) / f"ebook-kb-{os.getuid()}"  # AF_UNIX paths are short
    short.mkdir(mode=0o700, exist_ok=True)
    return short / f"{hashlib.sha256(str(path).encode()).hexdigest()[:16]}.sock"


# No process, or one that is exiting (a search is read-only: it is safe to send it again)
GONE = (FileNotFoundError, ConnectionRefusedError, ConnectionResetError, BrokenPipeError)


def recv_line(sock) -> bytes:
    """One newline-terminated JSON message (b"" or a partial line if the peer hung up early)."""
    data = b""
    while not data.endswith(b"\n"):
        chunk = sock.recv(1 << 16)
        if not chunk:
            break
        data += chunk
    return data


class Hangup(ServiceError):
    """The process closed the connection without an answer (it was exiting: idle or stopped)."""


def _send(path: Path, request: dict, timeout: float) -> dict:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout)
        sock.connect(str(path))
        sock.sendall(json.dumps(request, ensure_ascii=False).encode() + b"\n")
        data = recv_line(sock)
    if not data:
        raise Hangup("the search process closed the connection without an answer")
    return json.loads(data)


def _answer(reply: dict):
    if "error" in reply:
        raise from_code(reply["error"].get("code", ""), reply["error"].get("message", ""))
    return reply["result"]


def warm_search(settings: Settings, **kwargs) -> dict:
    """Search through the warm process, starting it if needed."""
    from f.common.vectors.search import check_args

    check_args(kwargs.get("query"), kwargs.get("top_k", 5), kwargs.get("mode", "hybrid"))
    return _request(settings, {"op": "search", "args": kwargs})


def warm_search_batch(settings: Settings, **kwargs) -> list[dict]:
    """Several searches in one request (args: queries, top_k, book, mode)."""
    from f.common.vectors.search import check_batch

    check_batch(kwargs.get("queries"), kwargs.get("top_k", 5), kwargs.get("mode", "hybrid"))
    return _request(settings, {"op": "search_batch", "args": kwargs})


def warm_answer(settings: Settings, **kwargs) -> dict:
    """An evidence pack made in the warm process (args: question, book, limit)."""
    return _request(settings, {"op": "answer", "args": kwargs})


def _request(settings: Settings, request: dict):
    request = {**request, "allowed_books": list(settings.allowed_books)}
    path = socket_path(settings)
    try:
        reply = _send(path, request, REQUEST_TIMEOUT)
        if reply.get("code") == code_identity():
            return _answer(reply)
        # a process of other code (started before an upgrade or an edit, or from another checkout
        # on this KB_HOME; one older than 0836 says no code): replace it with one of this code
        stop(settings)
        _wait_gone(path)
    except (*GONE, Hangup):  # gone, or exiting while we connected: requests are read-only, resend
        pass
    _start(settings, path)
    return _answer(_send(path, request, REQUEST_TIMEOUT))


def _wait_gone(path: Path, timeout: float = 5.0) -> None:
    """Until a stopped process has taken its socket away (it notices the stop within its 0.5 s
    accept timeout): a ping sent sooner reaches it, not the new one."""
    deadline = time.monotonic() + timeout
    while path.exists() and time.monotonic() < deadline:
        time.sleep(0.05)


def _running(settings: Settings) -> list[Path]:
    """Sockets of this KB_HOME's search processes, whatever configuration started them."""
    paths = {socket_path(settings)}
    for where in settings.run_dir.glob("searchd-*.where"):
        with contextlib.suppress(OSError):
            paths.add(Path(where.read_text().strip()))
    return sorted(paths)


def release(settings: Settings) -> None:
    """Ask running search processes to close the local index (an ingest is about to write)."""
    for path in _running(settings):
        with contextlib.suppress(OSError, ValueError):
            _send(path, {"op": "release"}, REQUEST_TIMEOUT)


def stop(settings: Settings) -> bool:
    try:
        _send(socket_path(settings), {"op": "stop"}, 30)
        return True
    except (FileNotFoundError, ConnectionRefusedError):
        return False
    except ServiceError:
        return True  # it exited before its answer was sent: stopped all the same


def stop_all(settings: Settings) -> int:
    """Stop every warm search process of this KB_HOME (whatever configuration started it)."""
    stopped = 0
    for path in _running(settings):
        with contextlib.suppress(OSError, ValueError, ServiceError):  # lost answer: stopped
            _send(path, {"op": "stop"}, 30)
            stopped += 1
    return stopped


def _start(settings: Settings, path: Path) -> None:
    settings.run_dir.mkdir(parents=True, exist_ok=True)
    with open(settings.run_dir / "searchd.start.lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # parallel first calls start one process, not eight
        with contextlib.suppress(*GONE, Hangup):
            _send(path, {"op": "ping"}, 5)
            return
        log = settings.run_dir / "searchd.log"
        env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
        # one model thread: a query is one short text, and on a busy machine two OpenMP threads
        # waited for each other (median 0.06 s and spikes of 2 s against 0.025 s; issue 17)
        env.setdefault("OMP_NUM_THREADS", "1")
        with open(log, "ab") as err:
            proc = subprocess.Popen([sys.executable, "-m", "f.common.cli.searchd_server"], cwd=PROJECT_ROOT,
                                    env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=err, start_new_session=True)
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                tail = log.read_text("utf-8", "replace").strip().splitlines()[-1:] or ["?"]
                raise ServiceError(f"the search process failed to start: {tail[0][:300]}")
            with contextlib.suppress(*GONE, Hangup):
                _send(path, {"op": "ping"}, 5)
                return
            time.sleep(0.05)
        raise ServiceError(f"the search process did not start within {START_TIMEOUT:.0f} s")
