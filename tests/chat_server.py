"""A real chat server for the tests: bin/kb-chat-server in its own process on a free loopback port,
with the test's environment (KB_HOME, the tokens in the environment, never in its arguments)."""
from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import time

import httpx

from tests.conftest import BIN, SERVICE_VARS

TOKENS = {"alice": "alice-token-0001", "bob": "bob-token-0002"}
TOKENS_ENV = ",".join(f"{t}:{u}" for u, t in TOKENS.items())


# A page that holds markup: the web page must show it as text, never run it.
SCRIPT_BOOK = "教材/物理/动量"
SCRIPT_PAGE = ("<script>document.title='pwned';window.pwned=1</script><img src=x onerror=\"window.pwned=2\">"
               "动量守恒定律：系统不受外力或所受外力之和为零时，系统的总动量保持不变。")
PDF_BOOK = "教材/数学/小册"
# The answer booklet of PDF_BOOK (ingested with --answers-for): a conversation on the book reads both.
BOOKLET = "教辅/数学/小册答案"
BOOKLET_PAGES = [[("参考答案", 1), ("第一章 集合", 2),
                  ("习题答案：1. 集合中的元素具有确定性、互异性和无序性。2. 空集是任何集合的子集。", 0)]]


def tiny_pdf(path) -> None:
    """A two-page PDF with a text layer (PyMuPDF, the wheel's CJK font)."""
    from tests import pdfmake

    doc = pdfmake.pymupdf.open()
    for n, line in enumerate(["第一章 集合", "集合是确定的对象的全体，其中的对象叫做元素。"], start=1):
        page = pdfmake.new_page(doc)
        pdfmake.write(page, 40, 80, line, 16)
        pdfmake.write(page, 40, 560, str(n), 10)
    path.write_bytes(pdfmake.to_bytes(doc))


def build_library(built_home, root, booklet: bool = False) -> dict:
    """The conftest library (向量, 力学) copied under `root`, plus a book whose page holds markup and
    a small PDF-sourced book (with `booklet`, also its answer booklet); returns the server's
    environment."""
    import shutil

    from f.common.config import load
    from f.common.ingest.flow import ingest
    from tests.books import write_book

    home = root / "kb"
    shutil.copytree(built_home, home)
    settings = load().replace(kb_home=home)
    ingest(write_book(root / "script", [[("第一章 动量", 1), (SCRIPT_PAGE, 0)]]), SCRIPT_BOOK, settings=settings)
    tiny_pdf(root / "tiny.pdf")
    ingest(root / "tiny.pdf", PDF_BOOK, settings=settings)
    if booklet:
        ingest(write_book(root / "booklet", BOOKLET_PAGES), BOOKLET, settings=settings, answers_for=PDF_BOOK)
    return server_env(home)


def server_env(home, **extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in SERVICE_VARS and not k.startswith("KB_")}
    return {**env, "KB_HOME": str(home), "KB_SEARCHD_IDLE": "60", "KB_CHAT_TOKENS": TOKENS_ENV, **extra}


def stop_search(env: dict) -> None:
    """Stops the warm search process the server's turns started for this library."""
    from pathlib import Path

    from f.common.config import load
    from f.common.vectors import warm_search

    warm_search.stop_all(load().replace(kb_home=Path(env["KB_HOME"])))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ChatServer:
    def __init__(self, env: dict | None = None, log_path=None):
        self.env = env or server_env(os.environ["KB_HOME"])
        self.log_path = log_path
        self.proc = None

    def start(self, timeout: float = 60.0) -> ChatServer:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL
        self.proc = subprocess.Popen([str(BIN / "kb-chat-server"), "--port", str(self.port)], env=self.env,
                                     stdout=self.log, stderr=self.log, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, f"chat server exited with {self.proc.returncode}"
            try:
                if httpx.get(self.url + "/", timeout=2).status_code == 200:
                    return self
            except httpx.TransportError:
                time.sleep(0.1)
        raise TimeoutError("chat server did not start")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)  # a graceful stop: running turns are stored first
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.log_path and self.log:
            self.log.close()

    def client(self, user: str | None = "alice", **kwargs) -> httpx.Client:
        headers = {"Authorization": f"Bearer {TOKENS[user]}"} if user else {}
        return httpx.Client(base_url=self.url, headers=headers, timeout=120, **kwargs)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


def sse_events(response: httpx.Response, started: float) -> list[tuple[str, dict, float]]:
    """(event name, data, seconds since `started`: when the request was sent) for each event."""
    events, name, data = [], None, []
    for line in response.iter_lines():
        if line.startswith("event:"):
            name = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].lstrip())
        elif line == "" and data:
            events.append((name, json.loads("\n".join(data)), time.perf_counter() - started))
            name, data = None, []
    return events


def stream(client: httpx.Client, cid: str, content: str) -> list[tuple[str, dict, float]]:
    started = time.perf_counter()
    with client.stream("POST", f"/api/chat/conversations/{cid}/send_message_stream/",
                       json={"content": content}) as response:
        assert response.status_code == 200, response.read()
        assert response.headers["content-type"].startswith("text/event-stream")
        return sse_events(response, started)


@contextlib.contextmanager
def library_server(built_home, root, booklet: bool = False):
    """A chat server over build_library's books, its warm search process stopped afterwards."""
    env = build_library(built_home, root, booklet)
    try:
        with ChatServer(env) as server:
            yield server
    finally:
        stop_search(env)
