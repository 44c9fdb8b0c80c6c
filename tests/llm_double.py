"""A contract double of an OpenAI-compatible chat API (DeepSeek, OpenAI, vLLM ...): a small HTTP
server speaking `POST /v1/chat/completions`, for tests and benchmarks. It is a double, not an LLM:
its "summary" is a fixed sentence naming the section it was asked about, with a checksum of
the prompt (so a changed input gives a changed answer, as a model's would).

Behaviour per request is scripted by a marker found in the prompt: `plan["习题"] = ["429", "ok"]`
makes the first request whose prompt contains 习题 get a 429, the next an answer. Modes: ok, 429,
500, timeout (answers after `slow` seconds), garbage (not JSON), empty (an empty message), 401,
close (the connection closed without an answer).
The glossary pass's answers come from `glossary(prompt)`: `definitions` below unless a test or a
benchmark gives its own script."""
from __future__ import annotations

import json
import re
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler

from tests.loopback import LoopbackServer

API_KEY = "test-key-not-a-secret"


def definitions(page: str) -> str:
    """The glossary pass's answer: each line `X：...。` of the page as a definition of X, and
    one made-up quote that is not on the page (a model's invention the pass must refuse)."""
    found = [{"term": m.group(1), "aliases": [], "definition": m.group(0), "quote": m.group(0)}
             for m in re.finditer(r"(?m)^([^：。\n]{1,12})：[^。\n]*。", page)]
    found.append({"term": "虚构概念", "aliases": [], "definition": "书里没有的话",
                  "quote": "虚构概念是本书从未写过的一句话。"})
    return "```json\n" + json.dumps(found, ensure_ascii=False) + "\n```"


class ChatDouble:
    def __init__(self, latency: float = 0.0, slow: float = 3.0, key: str = API_KEY,
                 glossary=None):
        self.latency, self.slow, self.key = latency, slow, key
        self.glossary = glossary or definitions  # page prompt -> the scripted glossary answer
        self.plan: dict[str, list[str]] = {}
        self.requests: list[dict] = []
        self.statuses: list[int] = []
        self.inflight = self.max_inflight = 0
        self._lock = threading.Lock()
        double = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                double._handle(self)

        self.http = LoopbackServer(Handler, "/v1")
        self.url = self.http.url

    def close(self) -> None:
        self.http.close()

    def _mode(self, prompt: str) -> str:
        with self._lock:
            for marker, modes in self.plan.items():
                if marker in prompt and modes:
                    return modes.pop(0)
        return "ok"

    def _handle(self, h: BaseHTTPRequestHandler) -> None:
        body = json.loads(h.rfile.read(int(h.headers.get("Content-Length") or 0)) or b"{}")
        prompt = "\n".join(m.get("content", "") for m in body.get("messages", []))
        with self._lock:
            self.requests.append(body)
            self.inflight += 1
            self.max_inflight = max(self.max_inflight, self.inflight)
        try:
            mode = self._mode(prompt)
            if h.path != "/v1/chat/completions":
                return self._send(h, 404, {"error": {"message": f"no route {h.path}"}})
            if h.headers.get("Authorization") != f"Bearer {self.key}" or mode == "401":
                return self._send(h, 401, {"error": {"message": "Authentication Fails",
                                                     "type": "authentication_error"}})
            if mode == "close":  # the connection closed without an answer
                h.close_connection = True
                return
            time.sleep(self.slow if mode == "timeout" else self.latency)
            if mode == "429":
                return self._send(h, 429, {"error": {"message": "Rate limit reached"}},
                                  {"Retry-After": "0"})
            if mode == "500":
                return self._send(h, 500, {"error": {"message": "server overloaded"}})
            if mode == "garbage":
                return self._send(h, 200, b"<html>502 Bad Gateway</html>", ctype="text/html")
            user = body["messages"][-1]["content"]
            title = re.search(r"[《'](.+?)[》']", user)
            if "own definitions" in body["messages"][0].get("content", ""):
                answer = self.glossary(user)
            else:
                answer = "" if mode == "empty" else (
                f"【概要】{title.group(1) if title else '全书'}讲解了本部分的核心概念与例题。"
                    f"（{zlib.crc32(user.encode()) % 4096:03x}）")  # changes with the input
            return self._send(h, 200, {
                "id": "chatcmpl-double", "object": "chat.completion", "created": int(time.time()),
                "model": body.get("model"),
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": answer}}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}})
        finally:
            with self._lock:
                if not getattr(h, "answered", False):
                    self.inflight -= 1

    def _send(self, h, status: int, payload, headers: dict | None = None,
              ctype: str = "application/json") -> None:
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        with self._lock:
            self.statuses.append(status)
            # no longer in flight once the answer is on its way: the client may send its next
            # request before this thread returns, and that must not count as a third at once
            self.inflight -= 1
            h.answered = True
        try:
            h.send_response(status)
            h.send_header("Content-Type", ctype)
            h.send_header("Content-Length", str(len(data)))
            for name, value in (headers or {}).items():
                h.send_header(name, value)
            h.end_headers()
            h.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test)
