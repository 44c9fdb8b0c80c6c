"""MinerU, when it is configured: its HTTP API (`MINERU_API_URL`, a `mineru-api` server) or its
CLI (`MINERU_CLI`, e.g. `mineru`). Which API to speak is found from the server: MinerU 4's task
API (f.common.pdf.mineru4: the content list rendered from its middle json) or the 2.x/3.x
`POST /file_parse`. Its output is stored as it is: the content list, the markdown (and MinerU 4's
middle json) and the images, under the names the rest of the project reads.
The CLI is called as `MINERU_CLI -p IN.pdf -o OUT` (MinerU 2.x/3.x; MinerU 4's CLI writes no
content list) and its output folder is read with the same finder as an uploaded MinerU folder."""
from __future__ import annotations

import base64
import json
import logging
import shlex
import subprocess
import tempfile
from pathlib import Path

from f.common.content.content_list import parse_content_list, without_controls
from f.common.content.mineru_folder import read_folder
from f.common.errors import BadInput, ServiceError
from f.common.httpclient import json_of, request
from f.common.pdf import mineru4

log = logging.getLogger(__name__)

TIMEOUT = 3600  # a long book on a busy GPU worker
SERVICE = "MinerU API"


def configured(settings) -> str | None:
    if settings.mineru_api_url:
        return "mineru-api"
    if settings.mineru_cli:
        return "mineru-cli"
    return None


def parse(settings, data: bytes, name: str = "book.pdf") -> tuple[dict[str, bytes], dict]:
    """(files, report); ServiceError, one line, when MinerU is down, slow or answers garbage."""
    kind = configured(settings)
    facts: dict = {}
    if kind == "mineru-api" and mineru4.protocol(settings.mineru_api_url, settings.mineru_api_key) == "4":
        kind = "mineru4-api"
        files, facts = mineru4.parse(settings.mineru_api_url, data, name, tier=settings.mineru_tier,
                                     ocr_mode=settings.mineru_ocr_mode, timeout=settings.mineru_timeout,
                                     token=settings.mineru_api_key)
    elif kind == "mineru-api":
        files = _api(settings.mineru_api_url, data, name, settings.mineru_api_key, settings.mineru_timeout)
    else:
        files = _cli(settings.mineru_cli, data, name)
    files = without_controls(files)
    try:
        items = parse_content_list(files["content_list.json"], "MinerU content list")
    except BadInput as exc:  # MinerU's output, not the user's input
        raise ServiceError(f"MinerU answered an unusable content list: {exc.message}") from None
    pages = max((i["page_idx"] for i in items), default=-1) + 1
    return files, {"parser": kind, "items": len(items), "pages_with_content": pages,
                   "images": sum(1 for n in files if n.startswith("images/")), **facts}


def _api(url: str, data: bytes, name: str, token: str = "", timeout: float = TIMEOUT) -> dict[str, bytes]:
    fields = {"return_md": "true", "return_content_list": "true", "return_images": "true",
              "lang_list": "ch", "backend": "pipeline", "parse_method": "auto"}
    endpoint = url.rstrip("/") + "/file_parse"
    # a parse can take an hour: one more try at most, never four
    response = request("POST", endpoint, service=SERVICE, data=fields, timeout=timeout, attempts=2, token=token,
                       files={"files": ("book.pdf", data, "application/pdf")},
                       headers={"Accept": "application/json"})
    answer = json_of(response, service=SERVICE, url=endpoint)
    results = answer.get("results") if isinstance(answer, dict) else None
    if not isinstance(results, dict) or not results:
        raise ServiceError(f"MinerU API answer has no results (keys: {sorted(answer)[:6]})")
    result = next(iter(results.values()))
    if not result.get("content_list"):
        raise ServiceError("MinerU API answer has no content_list")
    content_list = result["content_list"]
    files = {"content_list.json": (content_list if isinstance(content_list, str)
                                   else json.dumps(content_list, ensure_ascii=False)).encode(),
             "content.md": (result.get("md_content") or "").encode()}
    for image_name, uri in (result.get("images") or {}).items():
        payload = uri.split(",", 1)[1] if uri.startswith("data:") else uri
        safe = Path(image_name).name
        if safe and safe not in (".", ".."):
            files["images/" + safe] = base64.b64decode(payload)
    return files


def _cli(command: str, data: bytes, name: str) -> dict[str, bytes]:
    with tempfile.TemporaryDirectory(prefix="kb-mineru-") as tmp:
        source = Path(tmp) / "book.pdf"
        source.write_bytes(data)
        out = Path(tmp) / "out"
        try:
            # MINERU_CLI may carry a subcommand or flags, e.g. "mineru -b pipeline"; an argument
            # list, never a shell string
            done = subprocess.run([*shlex.split(command), "-p", str(source), "-o", str(out)],
                                  capture_output=True, timeout=TIMEOUT, text=True)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise ServiceError(f"MinerU CLI {command!r} could not run: {exc}") from None
        if done.returncode != 0:
            said = done.stderr or done.stdout
            if "No such option: -p" in said:  # MinerU 4: its CLI writes markdown only
                raise ServiceError(f"MINERU_CLI {command!r} is MinerU 4, whose CLI writes no content list: "
                                   "start `mineru-api --tier flash` and set MINERU_API_URL instead")
            tail = said.strip().splitlines()[-1:] or [""]
            raise ServiceError(f"MinerU CLI failed (exit {done.returncode}): {tail[0][:200]}")
        try:
            return read_folder(out)[0]
        except BadInput as exc:
            raise ServiceError(f"MinerU CLI wrote no usable output: {exc.message}") from None
