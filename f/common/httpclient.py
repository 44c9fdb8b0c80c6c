"""The one HTTP client for the services (embeddings, MinerU's API, Windmill), built on `requests`,
with one retry policy: a transient failure (no connection, a dropped connection, a timeout, HTTP
408/409/425/429/5xx) is tried again after a backoff that doubles (0.5 s, 1 s, 2 s, ... at most
8 s), up to `attempts` tries in all; any other answer is returned at once.

A call that never got an answer raises ServiceError naming the service and the URL without its
credentials or query string; a token given as `token` travels only in the Authorization header
and is masked in every message this module makes. A caller that must not repeat a request (one
that starts a job) passes attempts=1. `requests` is imported on the first call, not on import."""
from __future__ import annotations

import logging
import re
import time
from urllib.parse import urlsplit

from f.common.errors import ServiceError

log = logging.getLogger(__name__)

RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
BACKOFF, BACKOFF_MAX = 0.5, 8.0
_ERRNO = re.compile(r"\[Errno -?\d+\] ([^'\")\]]+)")


def public(url: str) -> str:
    """The URL without credentials or query string (never print secrets)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    return f"{parts.scheme}://{host}{':' + str(parts.port) if parts.port else ''}{parts.path}"


def mask(text: str, token: str = "") -> str:
    return text.replace(token, "***") if token else text


def _reason(exc: Exception) -> str:
    """A short, one-line reason for a request that got no answer."""
    import requests

    if isinstance(exc, requests.Timeout):
        return "no answer in time"
    text = str(exc)
    if "RemoteDisconnected" in text or "Connection aborted" in text or isinstance(
            exc, requests.exceptions.ChunkedEncodingError):
        return "the connection was closed before an answer"
    found = _ERRNO.search(text)
    if found:
        return f"{type(exc).__name__}: {found.group(1).strip()}"
    return f"{type(exc).__name__}: {' '.join(text.split())[:200]}"


def request(method: str, url: str, *, service: str, json=None, data: bytes | dict | None = None,
            files: dict | None = None, headers: dict | None = None, token: str = "", timeout: float = 30.0, attempts: int = 4,
            backoff: float | None = None):
    """The service's answer (a `requests.Response`, whatever its status, after retries of the
    transient ones); ServiceError when no answer came."""
    import requests

    headers = dict(headers or {})
    if token:
        headers["Authorization"] = f"Bearer {token}"
    backoff = BACKOFF if backoff is None else backoff
    reason = ""
    for attempt in range(max(1, attempts)):
        if attempt:
            time.sleep(min(BACKOFF_MAX, backoff * (2 ** (attempt - 1))))
        try:
            response = requests.request(method, url, json=json, data=data, files=files,
                                        headers=headers, timeout=timeout)
        except requests.RequestException as exc:
            reason = _reason(exc)
        else:
            if response.status_code not in RETRY_STATUS or attempt == attempts - 1:
                return response
            reason = f"HTTP {response.status_code}"
        log.info("%s at %s: %s (attempt %d of %d)", service, public(url), mask(reason, token),
                 attempt + 1, attempts)
    raise ServiceError(mask(f"{service} failed at {public(url)}: {reason}", token))


def detail(response, limit: int = 200) -> str:
    """The error message an HTTP error answer carries ({"error": {"message"}} or its text)."""
    text = response.content[:4096].decode("utf-8", "replace")
    try:
        body = response.json()
    except ValueError:
        body = None
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict):
        error = error.get("message")
    return " ".join(str(error or text).split())[:limit]


def status_error(response, *, service: str, url: str, token: str = "") -> ServiceError:
    text = detail(response)
    return ServiceError(mask(f"{service} failed at {public(url)}: HTTP {response.status_code}"
                             f"{': ' + text if text else ''}", token))


def json_of(response, *, service: str, url: str, token: str = ""):
    """The answer's JSON value; ServiceError for an HTTP error or an answer that is not JSON."""
    if response.status_code >= 400:
        raise status_error(response, service=service, url=url, token=token)
    try:
        return response.json()
    except ValueError:
        raise ServiceError(f"{service} at {public(url)} answered something that is not JSON") from None


def post_json(url: str, body: dict, *, service: str, token: str = "", timeout: float = 120.0,
              attempts: int = 4):
    response = request("POST", url, service=service, json=body, token=token, timeout=timeout,
                       attempts=attempts)
    return json_of(response, service=service, url=url, token=token)
