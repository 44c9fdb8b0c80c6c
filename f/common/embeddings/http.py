"""JSON over HTTP for the embedding services, with retries on transient failures (connection
errors, timeouts, 429 and 5xx) and backoff. Standard library only: no SDK import on the way."""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

from f.common.errors import ServiceError

RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}


def post_json(url: str, body: dict, *, api_key: str = "", what: str, attempts: int = 4,
              timeout: float = 120.0, backoff: float = 0.5) -> dict:
    data = json.dumps(body, ensure_ascii=False).encode()
    headers = {"Content-Type": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    last = ""
    for attempt in range(attempts):
        if attempt:
            time.sleep(backoff * (2 ** (attempt - 1)))
        request = urllib.request.Request(url, data=data, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as exc:
            detail = _detail(exc)
            last = f"HTTP {exc.code}{': ' + detail if detail else ''}"
            if exc.code not in RETRY_STATUS:
                break
        except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as exc:
            last = str(getattr(exc, "reason", exc))
        except ValueError:
            last = "the answer is not JSON"
    raise ServiceError(f"{what} failed at {_public(url)}: {last}")


def _detail(exc: urllib.error.HTTPError) -> str:
    try:
        text = exc.read().decode("utf-8", "replace")
        body = json.loads(text)
        error = body.get("error") if isinstance(body, dict) else None
        if isinstance(error, dict):
            error = error.get("message")
        return " ".join(str(error or text).split())[:200]
    except Exception:
        return ""


def _public(url: str) -> str:
    """The URL without credentials or query string (never print secrets)."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    host = parts.hostname or ""
    return f"{parts.scheme}://{host}{':' + str(parts.port) if parts.port else ''}{parts.path}"
