"""The one HTTP client: transient failures (429, 5xx, no connection) are retried with backoff,
others are not; errors name the service and the URL, never the token or the query string."""
from http.server import BaseHTTPRequestHandler

import pytest

from f.common import httpclient
from f.common.errors import ServiceError
from tests.loopback import LoopbackServer, send_json


class Flaky(BaseHTTPRequestHandler):
    statuses: list = []
    seen: list = []

    def log_message(self, *args):
        pass

    def do_POST(self):
        self.seen.append(self.headers.get("Authorization"))
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        status = self.statuses.pop(0) if self.statuses else 200
        send_json(self, status, {"ok": True} if status == 200 else {"error": {"message": "nope"}})


@pytest.fixture
def server(monkeypatch):
    monkeypatch.setattr(httpclient, "BACKOFF", 0.01)
    Flaky.statuses, Flaky.seen = [], []
    with LoopbackServer(Flaky, "/api?key=hidden") as s:
        yield s


def test_transient_statuses_are_retried_then_answered(server):
    Flaky.statuses = [503, 429]
    answer = httpclient.post_json(server.url, {}, service="Test", token="tok-secret")
    assert answer == {"ok": True} and len(Flaky.seen) == 3
    assert Flaky.seen == ["Bearer tok-secret"] * 3


def test_a_refusal_is_not_retried_and_names_service_and_url_without_secrets(server):
    Flaky.statuses = [401]
    with pytest.raises(ServiceError) as caught:
        httpclient.post_json(server.url, {}, service="Test", token="tok-secret")
    message = caught.value.message
    assert len(Flaky.seen) == 1
    assert message.startswith("Test failed at http://127.0.0.1:") and "HTTP 401: nope" in message
    assert "tok-secret" not in message and "hidden" not in message


def test_attempts_bound_the_retries(server):
    Flaky.statuses = [500, 500, 500]
    with pytest.raises(ServiceError, match="HTTP 500"):
        httpclient.post_json(server.url, {}, service="Test", attempts=2)
    assert len(Flaky.seen) == 2


def test_no_connection_is_a_service_error_after_the_retries(monkeypatch):
    monkeypatch.setattr(httpclient, "BACKOFF", 0.01)
    with pytest.raises(ServiceError, match=r"^Test failed at http://127\.0\.0\.1:9/x: ConnectionError"):
        httpclient.request("GET", "http://127.0.0.1:9/x?token=abc", service="Test", attempts=2)

