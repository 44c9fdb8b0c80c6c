"""MinerU, when it is configured: its HTTP API (`MINERU_API_URL`, the `mineru-api` server's
`POST /file_parse`) or its CLI (`MINERU_CLI`, e.g. `mineru`). Its output is stored as it is: the
content list, the markdown and the images, under the names the rest of the project reads.
The CLI is called as `MINERU_CLI -p IN.pdf -o OUT` (MinerU 2.x/3.x) and its output folder is read
with the same finder as an uploaded MinerU folder."""
from __future__ import annotations

import base64
import json
import shlex
import subprocess
import tempfile
import urllib.error
import urllib.request
import uuid
from pathlib import Path

from f.common.content.content_list import find_content_list, parse_content_list, without_controls
from f.common.errors import BadInput, ServiceError

TIMEOUT = 3600  # a long book on a busy GPU worker


def configured(settings) -> str | None:
    if settings.mineru_api_url:
        return "mineru-api"
    if settings.mineru_cli:
        return "mineru-cli"
    return None


def parse(settings, data: bytes, name: str = "book.pdf") -> tuple[dict[str, bytes], dict]:
    kind = configured(settings)
    files = _api(settings.mineru_api_url, data, name) if kind == "mineru-api" else \
        _cli(settings.mineru_cli, data, name)
    files = without_controls(files)
    items = parse_content_list(files["content_list.json"], "MinerU content list")
    pages = max((i["page_idx"] for i in items), default=-1) + 1
    return files, {"parser": kind, "items": len(items), "pages_with_content": pages,
                   "images": sum(1 for n in files if n.startswith("images/"))}


def _multipart(fields: dict[str, str], filename: str, data: bytes) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    parts = []
    for key, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{key}"\r\n\r\n{value}\r\n'
                     .encode())
    safe = filename.encode("ascii", "replace").decode().replace('"', "_")
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="{safe}"\r\n'
                 f"Content-Type: application/pdf\r\n\r\n".encode() + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def _api(url: str, data: bytes, name: str) -> dict[str, bytes]:
    fields = {"return_md": "true", "return_content_list": "true", "return_images": "true",
              "lang_list": "ch", "backend": "pipeline", "parse_method": "auto"}
    body, kind = _multipart(fields, "book.pdf", data)
    request = urllib.request.Request(url.rstrip("/") + "/file_parse", data=body, method="POST",
                                     headers={"Content-Type": kind, "Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            answer = json.loads(response.read())
    except urllib.error.HTTPError as exc:
        detail = exc.read()[:300].decode("utf-8", "replace")
        raise ServiceError(f"MinerU API answered HTTP {exc.code}: {detail}") from None
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        raise ServiceError(f"MinerU API at {url} unreachable: {getattr(exc, 'reason', exc)}") from None
    except ValueError:
        raise ServiceError("MinerU API answered something that is not JSON") from None
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
            tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or [""]
            raise ServiceError(f"MinerU CLI failed (exit {done.returncode}): {tail[0][:200]}")
        try:
            list_path = find_content_list(out)
        except BadInput as exc:
            raise ServiceError(f"MinerU CLI wrote no usable output: {exc.message}") from None
        files = {"content_list.json": list_path.read_bytes()}
        md = sorted(list_path.parent.glob("*.md"))
        files["content.md"] = md[0].read_bytes() if md else b""
        images = list_path.parent / "images"
        if images.is_dir():
            for path in sorted(images.rglob("*")):
                if path.is_file() and not path.is_symlink():
                    files["images/" + path.relative_to(images).as_posix()] = path.read_bytes()
        return files
