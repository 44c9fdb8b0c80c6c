"""Contract doubles of the two HTTP embedding APIs (Ollama /api/embed and OpenAI-compatible
/v1/embeddings): small real HTTP servers on 127.0.0.1 that speak the documented request and answer
shapes. They are doubles, not the services: their vectors are a deterministic hash of the text."""
from __future__ import annotations

import hashlib
import json
import time
from http.server import BaseHTTPRequestHandler

from tests.loopback import LoopbackServer


def fake_vector(text: str, dim: int) -> list[float]:
    digest = hashlib.sha256(text.encode()).digest() * (dim // 32 + 1)
    return [b / 255.0 - 0.5 for b in digest[:dim]]


class EmbedDouble:
    def __init__(self, kind: str, dim: int = 8, api_key: str = "", fail_first: int = 0,
                 fail_status: int = 503):
        self.kind, self.dim, self.api_key = kind, dim, api_key
        self.fail_left, self.fail_status = fail_first, fail_status
        # a fault for every request while set: "500", "timeout" (answers after `slow` s), "close"
        # (the connection closed without an answer); None answers
        self.fault: str | None = None
        self.slow = 3.0
        self.requests: list[dict] = []
        double = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                double.requests.append({"path": self.path, "body": body,
                                        "auth": self.headers.get("Authorization")})
                if double.fault == "close":
                    self.close_connection = True
                    return
                if double.fault == "timeout":
                    time.sleep(double.slow)
                if double.fault == "500":
                    return self._send(500, {"error": {"message": "internal error"}})
                if double.fail_left > 0:
                    double.fail_left -= 1
                    return self._send(double.fail_status, {"error": {"message": "try later"}})
                if double.api_key and self.headers.get("Authorization") != f"Bearer {double.api_key}":
                    return self._send(401, {"error": {"message": "invalid api key"}})
                texts = body.get("input")
                texts = [texts] if isinstance(texts, str) else texts
                if double.kind == "ollama" and self.path == "/api/embed":
                    return self._send(200, {"model": body["model"], "embeddings":
                                            [fake_vector(t, double.dim) for t in texts]})
                if double.kind == "openai" and self.path == "/v1/embeddings":
                    data = [{"object": "embedding", "index": i,
                             "embedding": fake_vector(t, double.dim)} for i, t in enumerate(texts)]
                    return self._send(200, {"object": "list", "data": data[::-1],  # any order
                                            "model": body["model"]})
                return self._send(404, {"error": {"message": f"no route {self.path}"}})

            def _send(self, status, obj):
                data = json.dumps(obj).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.http = LoopbackServer(Handler)
        self.url = self.http.url

    def close(self):
        self.http.close()
