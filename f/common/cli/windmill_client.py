"""The wrappers' Windmill mode: submit a script or flow as a job over Windmill's REST API.

How a tool runs here is its declaration's `windmill` (tools.py). Short tools use the synchronous
`run_wait_result` endpoint. Ingest outlives its synchronous limit, so it starts the ingestion
flow (`jobs/run/f/...`) and polls `get_result_maybe`, showing the flow's progress on stderr. The
token travels only in the Authorization header, read from the environment: never in process
arguments, output or logs (an error message that echoes it is masked). Errors come back as the
same KBError codes the scripts raise, so the exit status is the same on both paths."""
from __future__ import annotations

import json
import logging
import time
import urllib.parse

from f.common.cli.declare import Tool
from f.common.config import Settings
from f.common.errors import BadInput, KBError, ServiceError, from_code
from f.common.httpclient import json_of, request
from f.common.progress import note

log = logging.getLogger(__name__)
POLL_MIN, POLL_MAX = 0.2, 2.0   # seconds between polls: quick for short jobs, gentle for long ones
GET_RETRIES = 3                 # a dropped connection while polling is retried (GETs are safe)


def _mask(settings: Settings, text: str) -> str:
    return text.replace(settings.wm_token, "***") if settings.wm_token else text


def _api(settings: Settings, tail: str) -> str:
    if not settings.wm_workspace:
        raise ServiceError("WM_WORKSPACE is not set (WM_BASE_URL is)")
    if not settings.wm_token:
        raise ServiceError("WM_TOKEN is not set (WM_BASE_URL is)")
    return f"{settings.wm_base_url}/api/w/{urllib.parse.quote(settings.wm_workspace)}/{tail}"


def _request(settings: Settings, method: str, url: str, body: dict | None = None,
             timeout: float = 30.0, retries: int = 0, raw: bool = False):
    """retries: further tries of a transient failure, for requests that are safe to repeat (GETs;
    a POST that starts a job is sent once)."""
    response = request(method, url, service="Windmill", json=body, token=settings.wm_token,
                       headers={"Accept": "application/json"}, timeout=timeout, attempts=retries + 1)
    if response.status_code >= 400:
        raise job_error(response.status_code, response.content, settings)
    payload = response.content
    if raw:
        return payload.decode("utf-8", "replace").strip()
    return json_of(response, service="Windmill", url=url, token=settings.wm_token) if payload else None


def job_error(status: int, raw: bytes, settings: Settings | None = None) -> KBError:
    """A failed job's HTTP error body -> the script's own error (same code, same message)."""
    try:
        body = json.loads(raw)
    except ValueError:
        body = None
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict):
        return _error_of(error, settings)
    if status in (401, 403):
        return ServiceError(f"Windmill refused the token (HTTP {status}); check WM_TOKEN")
    if status == 404:
        return ServiceError(f"Windmill has no such script or job (HTTP 404); were the scripts "
                            f"pushed with `wmill sync push`? {raw[:120].decode('utf-8', 'replace')}")
    text = raw.decode("utf-8", "replace").strip().splitlines()
    message = f"Windmill job failed (HTTP {status}): {(text[0] if text else '')[:200]}"
    return ServiceError(_mask(settings, message) if settings else message)


def _error_of(error: dict, settings: Settings | None) -> KBError:
    message = str(error.get("message") or "job failed").strip().splitlines() or ["job failed"]
    text = message[0][:500]
    return from_code(str(error.get("name") or error.get("code") or ""),
                     _mask(settings, text) if settings else text)


def run_wait_result(settings: Settings, script_path: str, args: dict):
    """Run a script by path and wait for its result (the server's synchronous endpoint)."""
    url = _api(settings, f"jobs/run_wait_result/p/{urllib.parse.quote(script_path)}")
    return _request(settings, "POST", url, args, timeout=settings.wm_timeout)


def start(settings: Settings, path: str, args: dict, flow: bool = False) -> str:
    """Queue a script (or flow) run; returns the job id."""
    kind = "f" if flow else "p"
    url = _api(settings, f"jobs/run/{kind}/{urllib.parse.quote(path)}")
    job = _request(settings, "POST", url, args, timeout=60, raw=True).strip('"')
    if not job or len(job) > 64 or any(c.isspace() for c in job):
        raise ServiceError(f"Windmill did not return a job id for {path}")
    return job


def _progress(settings: Settings, job: str, seen: dict) -> None:
    """One line on stderr when the flow moves to another step; new log lines of a script job."""
    try:
        update = _request(settings, "GET", _api(
            settings, f"jobs_u/getupdate/{job}?log_offset={seen.get('offset', 0)}"), timeout=30)
    except KBError:
        return  # progress is best effort; the result poll reports real failures
    if not isinstance(update, dict):
        return
    for line in (update.get("new_logs") or "").splitlines():
        if line.strip():
            note(_mask(settings, line.rstrip()))
    seen["offset"] = update.get("log_offset", seen.get("offset", 0))
    status = update.get("flow_status") or {}
    modules = status.get("modules") or []
    step = status.get("step")
    if isinstance(step, int) and 0 <= step < len(modules) and seen.get("step") != step:
        seen["step"] = step
        name = modules[step].get("id") or f"step {step + 1}"
        note(f"job {job}: step {step + 1}/{len(modules)} {name} "
             f"({modules[step].get('type', '')}, {time.monotonic() - seen['t0']:.0f}s)")


def wait(settings: Settings, job: str, timeout: float | None = None):
    """Poll until the job completes; its result, or its error raised as the script's KBError."""
    timeout = settings.wm_timeout if timeout is None else timeout
    seen = {"t0": time.monotonic()}
    delay = POLL_MIN
    url = _api(settings, f"jobs_u/completed/get_result_maybe/{job}")
    while True:
        answer = _request(settings, "GET", url, timeout=30, retries=GET_RETRIES)
        if isinstance(answer, dict) and answer.get("completed"):
            result = answer.get("result")
            if answer.get("success") is False:  # the result then holds {"error": {name, message}}
                error = result.get("error") if isinstance(result, dict) else None
                raise _error_of(error if isinstance(error, dict) else
                                {"message": f"job {job} failed"}, settings)
            return result
        if time.monotonic() - seen["t0"] >= timeout:
            raise ServiceError(
                f"job {job} still running after {timeout:.0f}s (KB_WM_TIMEOUT); it goes on in "
                f"Windmill: {settings.wm_base_url}/run/{job}?workspace={settings.wm_workspace}")
        _progress(settings, job, seen)
        time.sleep(delay)
        delay = min(POLL_MAX, delay * 1.5)


def ingest(settings: Settings, kwargs: dict, flow: str) -> dict:
    """Upload the local book to the object store the workers read, then run the ingestion flow
    (its path is ebook-ingest's declared script)."""
    if not settings.minio_endpoint:
        raise BadInput("ebook-ingest in Windmill mode uploads the book to MinIO first: set "
                       "MINIO_ENDPOINT, MINIO_ACCESS_KEY and MINIO_SECRET_KEY here as on the workers")
    from f.common.ingest.flow import ingest as upload

    if kwargs.get("only"):  # one step of a stored book: the store is the workers' store
        return upload(None, kwargs["book_id"], only=kwargs["only"], force=kwargs.get("force", False),
                      no_summaries=kwargs.get("no_summaries", False), settings=settings,
                      answers_for=kwargs.get("answers_for") or "")
    staged = upload(kwargs["path"], kwargs["book_id"], title=kwargs.get("title"),
                    force=kwargs.get("force", False), skip_vectors=kwargs.get("skip_vectors", False),
                    no_summaries=kwargs.get("no_summaries", False), settings=settings,
                    upload_only=True, answers_for=kwargs.get("answers_for") or "")
    if staged.get("status") in ("unchanged", "relinked"):
        return staged
    parser = kwargs.get("parser") or "auto"
    # --parser mineru: the parse step runs on the `mineru` worker group (compose profile "mineru")
    args = {"book_id": staged["book_id"], "parse": staged.get("source") == "pdf", "mineru": parser == "mineru",
            "parser": parser,
            "summaries": not kwargs.get("no_summaries", False),
            "skip_vectors": bool(kwargs.get("skip_vectors")), "force": bool(kwargs.get("force"))}
    started = time.monotonic()
    try:
        job = start(settings, flow, args, flow=True)
    except KBError as exc:  # nothing will move the book on: say so in its manifest
        from f.common.store import manifest as manifests
        from f.common.store.objects import get_store

        manifests.fail(get_store(settings), staged["book_id"], "flow", ServiceError(
            f"could not start {flow}: {exc.message}"))
        raise
    note(f"{staged['book_id']}: uploaded; ingestion flow started as Windmill job {job}")
    result = wait(settings, job)
    report = {**staged, **(result if isinstance(result, dict) else {}), "job": job,
              "seconds": round(time.monotonic() - started, 2)}
    report.setdefault("status", "ready")
    report["tree"] = report.get("tree") or _tree_counts(settings, staged["book_id"])
    return report


def _tree_counts(settings: Settings, book_id: str) -> dict:
    from f.common.store import books
    from f.common.store.objects import get_store
    from f.common.tree.walk import walk

    try:
        tree = books.read_json(get_store(settings), books.key(book_id, "pageindex.json"), kind=dict)
        depths = [depth for depth, _node, _parent in walk(tree.get("structure"))]
        return {"nodes": len(depths), "depth": max(depths, default=0),
                "contents": tree.get("contents") or {}}
    except KBError as exc:  # the counts only decorate the report of a finished job
        log.warning("no tree counts for %s: %s", book_id, exc.message)
        return {}


def run_tool(settings: Settings, tool: Tool, kwargs: dict):
    """A wrapper's call in Windmill mode, as its declaration says (tools.py): a script's result
    from run_wait_result, a flow started and polled, or the local book uploaded, then a flow."""
    if tool.windmill == "script":
        return run_wait_result(settings, tool.script, kwargs)
    if tool.windmill == "flow":
        return wait(settings, start(settings, tool.script, kwargs, flow=True))
    if tool.windmill == "upload-then-flow":
        return ingest(settings, kwargs, flow=tool.script)
    raise ServiceError(f"{tool.name} runs here only, not in Windmill")
