"""A contract double of Windmill's REST API (a Windmill server cannot run on these machines).

It speaks the endpoints the wrappers use, with Windmill's shapes, and runs the project's real
scripts and its real flow file (f/index/ingest_book__flow/flow.yaml) in this test process:

  POST /api/w/{ws}/jobs/run_wait_result/p/{path}        run a script, answer its result
  POST /api/w/{ws}/jobs/run/p/{path} | run/f/{path}     queue a script / flow, answer the job id
  GET  /api/w/{ws}/jobs_u/completed/get_result_maybe/{id}   {"completed", "success", "result"}
  GET  /api/w/{ws}/jobs_u/getupdate/{id}                {"running", "completed", "flow_status"}

Bearer token checked on every call (401 otherwise); a failing job answers HTTP 400 with
{"error": {"name": <exception class>, "message": ...}} as Windmill does. Hooks let a test slow a
step, drop connections, or act between steps."""
from __future__ import annotations

import importlib
import json
import re
import threading
import traceback
import uuid
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import yaml

from tests.loopback import LoopbackServer

ROOT = Path(__file__).resolve().parents[1]


def run_script(path: str, args: dict):
    module = importlib.import_module(path.replace("/", "."))
    return module.main(**args)


def _error(exc: BaseException) -> dict:
    return {"error": {"name": type(exc).__name__, "message": str(getattr(exc, "message", exc)),
                      "stack": traceback.format_exc(limit=3)}}


class Job:
    def __init__(self, modules: list[str]):
        self.id = str(uuid.uuid4())
        self.completed = False
        self.success = None
        self.result = None
        self.step = 0
        self.modules = modules


class WindmillDouble:
    def __init__(self, token: str, workspace: str = "kb"):
        self.token, self.workspace = token, workspace
        self.jobs: dict[str, Job] = {}
        self.requests: list[dict] = []
        self.before_step = None       # callable(step_id) run before each flow step
        self.drop_next = 0            # close the next N connections without answering
        self.attempts: dict[str, int] = {}
        self.missing: set[str] = set()  # paths answered as "not found" (not pushed yet)
        double = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                double._handle(self, "GET")

            def do_POST(self):
                double._handle(self, "POST")

        self.http = LoopbackServer(Handler)
        self.url = self.http.url

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.http.close()

    def env(self) -> dict[str, str]:
        return {"WM_BASE_URL": self.url, "WM_TOKEN": self.token, "WM_WORKSPACE": self.workspace}

    # --- HTTP ---------------------------------------------------------------------------------
    def _send(self, handler, status: int, body, content_type="application/json"):
        data = body if isinstance(body, bytes) else (
            json.dumps(body, ensure_ascii=False).encode() if content_type == "application/json"
            else str(body).encode())
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(data)))
        handler.end_headers()
        handler.wfile.write(data)

    def _handle(self, handler, method: str):
        length = int(handler.headers.get("Content-Length") or 0)
        raw = handler.rfile.read(length) if length else b""
        self.requests.append({"method": method, "path": handler.path,
                              "auth": handler.headers.get("Authorization"), "body": raw})
        if self.drop_next > 0:
            self.drop_next -= 1
            handler.close_connection = True
            handler.connection.shutdown(2)  # the connection drops before any answer
            return
        if handler.headers.get("Authorization") != f"Bearer {self.token}":
            return self._send(handler, 401, "Unauthorized", "text/plain")
        prefix = f"/api/w/{self.workspace}/"
        from urllib.parse import unquote, urlsplit

        path = unquote(urlsplit(handler.path).path)
        if not path.startswith(prefix):
            return self._send(handler, 404, "Not found: workspace", "text/plain")
        route = path[len(prefix):]
        try:
            args = json.loads(raw) if raw else {}
        except ValueError:
            return self._send(handler, 400, "invalid JSON body", "text/plain")
        if method == "POST" and route.startswith("jobs/run_wait_result/p/"):
            script = route[len("jobs/run_wait_result/p/"):]
            if not (ROOT / f"{script}.py").exists():
                return self._send(handler, 404, f"Not found: script not found at name {script}",
                                  "text/plain")
            try:
                return self._send(handler, 200, run_script(script, args))
            except Exception as exc:  # noqa: BLE001 - a failed job, as Windmill reports it
                return self._send(handler, 400, _error(exc))
        if method == "POST" and route.startswith(("jobs/run/p/", "jobs/run/f/")):
            kind, target = route[len("jobs/run/"):].split("/", 1)
            if target in self.missing or (kind == "f" and not (ROOT / f"{target}/flow.yaml").exists()):
                return self._send(handler, 404, f"Not found: flow not found at name {target}",
                                  "text/plain")
            job = self._start(kind, target, args)
            return self._send(handler, 201, job.id, "text/plain")
        match = re.fullmatch(r"jobs_u/(completed/get_result_maybe|getupdate)/([\w-]+)", route)
        if method == "GET" and match:
            job = self.jobs.get(match.group(2))
            if job is None:
                return self._send(handler, 404, "Not found: job", "text/plain")
            if match.group(1) == "getupdate":
                return self._send(handler, 200, {
                    "running": not job.completed, "completed": job.completed, "new_logs": "",
                    "log_offset": 0, "flow_status": {"step": job.step, "modules": [
                        {"id": m, "type": "InProgress" if i == job.step else "WaitingForPriorSteps"}
                        for i, m in enumerate(job.modules)]}})
            return self._send(handler, 200, {"completed": job.completed, "started": True,
                                             "success": job.success, "result": job.result})
        return self._send(handler, 404, f"Not found: {route}", "text/plain")

    # --- jobs ---------------------------------------------------------------------------------
    def _start(self, kind: str, target: str, args: dict) -> Job:
        flow = yaml.safe_load((ROOT / target / "flow.yaml").read_text()) if kind == "f" else None
        modules = [m["id"] for m in flow["value"]["modules"]] if flow else [target]
        job = Job(modules)
        self.jobs[job.id] = job

        def work():
            try:
                job.result = self._run_flow(job, flow, args) if flow else run_script(target, args)
                job.success = True
            except Exception as exc:  # noqa: BLE001
                job.result, job.success = _error(exc), False
                if flow and flow["value"].get("failure_module"):
                    failure = flow["value"]["failure_module"]["value"]
                    err = {**job.result["error"], "step_id": getattr(exc, "step_id", "")}
                    inputs = {k: self._eval(v, args, err)
                              for k, v in failure["input_transforms"].items()}
                    try:
                        job.result = run_script(failure["path"], inputs)
                    except Exception as exc2:  # noqa: BLE001
                        job.result = _error(exc2)
            job.completed = True

        threading.Thread(target=work, daemon=True).start()
        return job

    def _eval(self, transform: dict, flow_input: dict, error: dict | None = None):
        """The few JavaScript expressions our flow uses: a.b, a && b, the retry_if list test."""
        if transform.get("type") == "static":
            return transform.get("value")
        expr = transform["expr"].strip()
        if "&&" in expr:
            return all(self._eval({"type": "javascript", "expr": e}, flow_input, error)
                       for e in expr.split("&&"))
        scope, _, name = expr.replace("?.", ".").partition(".")
        source = {"flow_input": flow_input, "error": error or {}}[scope]
        return source.get(name)

    def _retry_allowed(self, module: dict, exc: BaseException) -> int:
        retry = module.get("retry") or {}
        policy = retry.get("exponential") or retry.get("constant") or {}
        condition = (retry.get("retry_if") or {}).get("expr", "")
        names = re.findall(r"'(\w+)'", condition)
        if names and type(exc).__name__ in names:
            return 0
        return int(policy.get("attempts", 0))

    def _run_module(self, module: dict, flow_input: dict):
        value = module["value"]
        if value["type"] == "branchone":
            for branch in value["branches"]:
                if self._eval({"expr": branch["expr"]}, flow_input):
                    return [self._run_module(m, flow_input) for m in branch["modules"]][-1]
            return [self._run_module(m, flow_input) for m in value["default"]][-1:] or None
        if module.get("skip_if") and self._eval(module["skip_if"], flow_input):
            return None
        args = {k: self._eval(v, flow_input) for k, v in value["input_transforms"].items()}
        tries = 0
        while True:
            self.attempts[module["id"]] = self.attempts.get(module["id"], 0) + 1
            try:
                return run_script(value["path"], args)
            except Exception as exc:  # noqa: BLE001
                if tries >= self._retry_allowed(module, exc):
                    exc.step_id = module["id"]
                    raise
                tries += 1

    def _run_flow(self, job: Job, flow: dict, flow_input: dict):
        schema = flow.get("schema") or {}
        for name, prop in (schema.get("properties") or {}).items():
            flow_input.setdefault(name, prop.get("default"))
        result = None
        for index, module in enumerate(flow["value"]["modules"]):
            job.step = index
            if self.before_step:
                self.before_step(module["id"])
            result = self._run_module(module, flow_input)
        return result
