"""Submitting a script as a Windmill job over its REST API (the wrappers' Windmill mode).

The token travels only in the Authorization header, read from the environment: never in process
arguments, output or logs. Errors come back as the same KBError codes the scripts raise."""
from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request

from f.common.config import Settings
from f.common.errors import KBError, ServiceError, from_code


def _request(settings: Settings, method: str, url: str, body: dict | None, timeout: float):
    data = None if body is None else json.dumps(body, ensure_ascii=False).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={
        "Authorization": f"Bearer {settings.wm_token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            raw = response.read()
    except urllib.error.HTTPError as exc:
        raise job_error(exc.code, exc.read()) from None
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ServiceError(f"Windmill at {settings.wm_base_url} unreachable: {reason}") from None
    try:
        return json.loads(raw) if raw else None
    except ValueError:
        raise ServiceError("Windmill answered with something that is not JSON") from None


def job_error(status: int, raw: bytes) -> KBError:
    """A failed job's HTTP error body -> the script's own error (same code, same message)."""
    try:
        body = json.loads(raw)
    except ValueError:
        body = None
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict):
        return from_code(str(error.get("name") or error.get("code") or ""),
                         str(error.get("message") or "job failed").splitlines()[0][:500])
    if status in (401, 403):
        return ServiceError(f"Windmill refused the token (HTTP {status}); check WM_TOKEN")
    text = raw.decode("utf-8", "replace").strip().splitlines()
    return ServiceError(f"Windmill job failed (HTTP {status}): {(text[0] if text else '')[:200]}")


def run_wait_result(settings: Settings, script_path: str, args: dict):
    """Run a script by path and wait for its result (the server's synchronous endpoint)."""
    if not settings.wm_workspace:
        raise ServiceError("WM_WORKSPACE is not set (WM_BASE_URL is)")
    url = (f"{settings.wm_base_url}/api/w/{urllib.parse.quote(settings.wm_workspace)}"
           f"/jobs/run_wait_result/p/{urllib.parse.quote(script_path)}")
    return _request(settings, "POST", url, args, timeout=settings.wm_timeout)
