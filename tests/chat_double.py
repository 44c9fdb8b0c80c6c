"""A contract double of a hosted chat model: an OpenAI-compatible `/v1/chat/completions` server on
127.0.0.1 that plays a fixed script of tool calls (streaming SSE chunks as the real API sends
them, or one JSON body when `stream` is false). It is not a model; it stands in for one so that
the real Opencode binary can be driven through its real tool-calling path.

Each request that offers tools gets the next scripted step, chosen by how many tool results the
conversation already holds; after the last step it answers with text. Requests without tools
(e.g. the title Opencode asks for) get a short text. Every request body is kept in `requests`."""
from __future__ import annotations

import json
import time
from http.server import BaseHTTPRequestHandler

from tests.loopback import LoopbackServer


class ChatDouble:
    def __init__(self, steps: list, final_text: str = "done", latency: float = 0.0):
        self.steps = steps          # each step: the tool calls of one assistant turn, or a function
        self.final_text = final_text  # of the request body returning them (a step that reads results)
        self.latency = latency      # seconds before each reply: a hosted model's think time
        self.requests: list[dict] = []
        self._http = LoopbackServer(self._handler(), "/v1")
        self.url = self._http.url

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._http.close()

    def _reply(self, body: dict) -> tuple[str, list[dict]]:
        if not body.get("tools"):
            return "ebook-kb test session", []
        done = sum(1 for m in body.get("messages", []) if m.get("role") == "tool")
        turns, index = 0, 0
        def size(step):  # a step given as a function makes one call
            return 1 if callable(step) else len(step)

        while index < len(self.steps) and turns + size(self.steps[index]) <= done:
            turns += size(self.steps[index])
            index += 1
        if index >= len(self.steps):
            return self.final_text, []
        step = self.steps[index](body) if callable(self.steps[index]) else self.steps[index]
        calls = [{"id": f"call_{index}_{n}", "type": "function",
                  "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}}
                 for n, (name, args) in enumerate(step)]
        return "", calls

    def _handler(self):
        double = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self.send_error(404)
                    return
                double.requests.append(body)
                if double.latency:
                    time.sleep(double.latency)
                text, calls = double._reply(body)
                if body.get("stream"):
                    self._stream(body, text, calls)
                else:
                    self._json(body, text, calls)

            def _chunk(self, model, delta, finish=None, usage=None):
                data = {"id": "chatcmpl-double", "object": "chat.completion.chunk",
                        "created": int(time.time()), "model": model,
                        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
                if usage:
                    data["usage"] = usage
                return f"data: {json.dumps(data, ensure_ascii=False)}\n\n".encode()

            def _stream(self, body, text, calls):
                model = body.get("model", "scripted")
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                out = [self._chunk(model, {"role": "assistant", "content": ""})]
                if text:
                    out.append(self._chunk(model, {"content": text}))
                for n, call in enumerate(calls):
                    out.append(self._chunk(model, {"tool_calls": [{"index": n, **call}]}))
                usage = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
                out.append(self._chunk(model, {}, "tool_calls" if calls else "stop", usage))
                out.append(b"data: [DONE]\n\n")
                try:
                    for piece in out:
                        self.wfile.write(piece)
                        self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
                    return

            def _json(self, body, text, calls):
                message = {"role": "assistant", "content": text or None}
                if calls:
                    message["tool_calls"] = calls
                data = json.dumps({
                    "id": "chatcmpl-double", "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model", "scripted"),
                    "choices": [{"index": 0, "message": message,
                                 "finish_reason": "tool_calls" if calls else "stop"}],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
                }, ensure_ascii=False).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        return Handler
