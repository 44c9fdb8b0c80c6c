"""The warm local search process itself (see f.common.vectors.warm_search for why and how it is reached):
load the model, jieba and the vector engine once, hold the embedded index's folder, answer search requests
(single, batched, and whole evidence packs, f.common.answer.pack) on a Unix socket one at a
time, let go of the index when an ingest asks, exit when idle."""
from __future__ import annotations

import contextlib
import json
import os
import socket
import threading
import time
from pathlib import Path

from f.common.config import Settings, load
from f.common.errors import KBError
from f.common.vectors.warm_search import REQUEST_TIMEOUT, code_identity, fingerprint, recv_line, socket_path


class Server:
    def __init__(self, settings: Settings):
        from f.common.embeddings.factory import get_embedder
        from f.common.store.objects import get_store
        from f.common.vectors import sparse

        self.settings = settings
        self.store = get_store(settings)
        # jieba's dictionary loads beside the model and the first requests: an English query never
        # waits for it, a Chinese one waits only for what is left of its load (sparse._lock)
        threading.Thread(target=sparse.tokens, args=("预热",), daemon=True).start()
        self.embedder = get_embedder(settings)  # load the model now, once
        if settings.qdrant_url or settings.vector_engine == "local":
            import qdrant_client  # noqa: F401
        else:
            import qdrant_edge  # noqa: F401
        self.client = None
        self.lock = threading.Lock()
        self.last = time.monotonic()
        self.running = True
        self.code = code_identity()  # the code this process answers with: every reply says it

    def _client(self):
        from f.common.vectors.client import open_client

        if self.client is None:
            self.client = open_client(self.settings)
        return self.client

    def _writer_gone(self, op: str, deadline: float) -> bool:
        """Under self.lock: may this search open the index now? While an ingest holds the writer
        lock the search waits outside self.lock (see handle), else the ingest's `release`, which
        needs self.lock, and this wait would block each other until KB_INDEX_WAIT ran out."""
        from f.common.errors import IndexBusy
        from f.common.vectors.client import wait_for_writers

        if self.client is not None or op not in ("search", "search_batch", "answer"):
            return True
        try:
            wait_for_writers(self.settings, 0)
            return True
        except IndexBusy:
            if time.monotonic() >= deadline:
                raise
            return False

    def handle(self, request: dict) -> dict:
        from f.common.vectors.client import wait_for_writers

        op = request.get("op")
        deadline = time.monotonic() + self.settings.index_wait
        while True:
            with self.lock:
                try:
                    if self._writer_gone(op, deadline):
                        return self._handle(op, request)
                except KBError as exc:
                    return exc.to_json()
            with contextlib.suppress(KBError):  # an ingest is writing: wait without the lock
                wait_for_writers(self.settings, max(0.0, deadline - time.monotonic()))

    def _handle(self, op: str, request: dict) -> dict:
        self.last = time.monotonic()
        if op == "ping":
            return {"result": "pong"}
        if op in ("release", "stop"):
            if self.client is not None:
                self.client.close()
                self.client = None
            self.running = op != "stop"
            return {"result": "ok"}
        if op not in ("search", "search_batch", "answer"):
            return {"error": {"code": "BadInput", "message": f"unknown op {op!r}"}}
        scoped = self.settings.replace(allowed_books=tuple(request.get("allowed_books") or ()))
        try:
            return {"result": self._run(op, scoped, request.get("args") or {})}
        except KBError as exc:
            return exc.to_json()
        except Exception as exc:
            return {"error": {"code": "ServiceError",
                              "message": f"{type(exc).__name__}: {str(exc)[:300]}"}}

    def _run(self, op: str, scoped: Settings, args: dict):
        from f.common.vectors.search import search_batch

        def batch(queries, book, top_k, mode="hybrid"):
            return search_batch(scoped, self.store, self._client(), self.embedder, queries, top_k,
                                book or "", mode)

        if op == "answer":
            from f.common.answer.meaning import dense_pages
            from f.common.answer.pack import answer_question

            def near(text, book):
                return dense_pages(scoped, self.store, self._client(), self.embedder, text, book or "")

            return answer_question(args.get("question"), args.get("book") or "", args.get("limit", 6),
                                   scoped, self.store, search=batch, near=near)
        queries = args.get("queries") if op == "search_batch" else [args.get("query")]
        results = batch(queries, args.get("book"), args.get("top_k", 5), args.get("mode", "hybrid"))
        return results if op == "search_batch" else results[0]

    def serve(self, path: Path) -> None:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.bind(str(path))
        os.chmod(path, 0o600)
        sock.listen(64)
        sock.settimeout(0.5)
        workers: list[threading.Thread] = []
        try:
            while self.running and time.monotonic() - self.last < self.settings.searchd_idle:
                try:
                    conn, _ = sock.accept()
                except TimeoutError:
                    continue
                worker = threading.Thread(target=self._serve_one, args=(conn,), daemon=True)
                worker.start()
                workers = [w for w in workers if w.is_alive()] + [worker]
        finally:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()  # new callers start a new process from here on
            sock.close()       # one connected but not accepted sees a hang-up and resends
            for worker in workers:  # requests in flight are answered before the index closes
                worker.join(REQUEST_TIMEOUT)
            with self.lock:
                if self.client is not None:
                    self.client.close()

    def _serve_one(self, conn) -> None:
        with conn:
            conn.settimeout(REQUEST_TIMEOUT)
            data = recv_line(conn)
            if not data.endswith(b"\n"):
                return  # the client hung up before finishing its request
            try:
                reply = self.handle(json.loads(data))
            except ValueError:
                reply = {"error": {"code": "BadInput", "message": "malformed request"}}
            reply["code"] = self.code
            conn.sendall(json.dumps(reply, ensure_ascii=False).encode() + b"\n")


def main() -> None:
    settings = load()
    path = socket_path(settings)
    os.umask(0o077)  # the socket is created private (only this user may search through it)
    server = Server(settings)
    (settings.run_dir / f"searchd-{fingerprint(settings)}.where").write_text(str(path))
    server.serve(path)


if __name__ == "__main__":
    main()
