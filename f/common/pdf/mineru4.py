"""MinerU 4 (`mineru` 4.x) as the parse step: its `mineru-api` task API and the classic content
list rendered from the middle json it returns.

The API: `POST /v1/tasks?tier=…&ocr_mode=…&output_formats=zip` with the PDF as multipart `files`,
`GET /v1/tasks/{id}` until the task is completed, `GET /v1/tasks/{id}/result?response_format=zip`:
a zip with `markdown.md`, `middle_json.json` and `images/`. MinerU 4 no longer serves the classic
content list (`output_formats=content_list` is refused): `render_content_list` renders it here from
the middle json, item for item as MinerU's own `mineru.render.render_content_list` does (the
`mineru` package is ~835 MB and stays out of this venv; tests/test_mineru4_live.py checks the two
agree on real output), with plain text in place of MinerU 4's Markdown-escaped text (the content
lists of MinerU 2.x/3.x, which the rest of the project reads, carried plain text).

`protocol(url)` tells a 4.x server from a 2.x/3.x one by its OpenAPI paths."""
from __future__ import annotations

import html
import io
import json
import logging
import re
import time
import zipfile
from pathlib import PurePosixPath
from urllib.parse import quote, urlencode

from f.common.errors import ServiceError
from f.common.httpclient import json_of, public, request, status_error
from f.common.progress import note

log = logging.getLogger(__name__)

SERVICE = "MinerU API"
DONE = ("completed", "partial")
TERMINAL = ("completed", "partial", "failed", "canceled")
MAX_ZIP_BYTES = 2 * 1024 ** 3
MAX_IMAGE_BYTES = 50 * 1024 * 1024  # as for an uploaded MinerU folder
ZIP_FILES = {"markdown.md": "content.md", "middle_json.json": "middle_json.json"}


# --- the server ------------------------------------------------------------------------------

def protocol(url: str, token: str = "") -> str:
    """"4" for a server with the task API (/v1/tasks), "2" for the 2.x/3.x `POST /file_parse`;
    ServiceError when the server is down or answers neither."""
    base = url.rstrip("/")
    response = request("GET", base + "/openapi.json", service=SERVICE, token=token, timeout=30, attempts=3)
    if response.status_code == 200:
        answer = json_of(response, service=SERVICE, url=base + "/openapi.json")
        paths = answer.get("paths") if isinstance(answer, dict) else None
        if isinstance(paths, dict):
            if "/v1/tasks" in paths and "/v1/tasks/{task_id}/result" in paths:
                return "4"
            if "/file_parse" in paths:
                return "2"
    # no OpenAPI page (it can be switched off): 4.x answers /v1/health with its version
    response = request("GET", base + "/v1/health", service=SERVICE, token=token, timeout=30, attempts=2)
    if response.status_code == 200:
        try:
            version = str(response.json().get("version") or "")
        except (ValueError, AttributeError):
            version = ""
        if version.split(".")[0].isdigit() and int(version.split(".")[0]) >= 4:
            return "4"
    raise ServiceError(f"{SERVICE} at {public(base)} is not a MinerU server this project speaks "
                       "(no /v1/tasks nor /file_parse in its /openapi.json)")


def parse(url: str, data: bytes, name: str, *, tier: str = "flash", ocr_mode: str = "txt",
          timeout: float = 3600.0, token: str = "", poll: float = 1.0) -> tuple[dict[str, bytes], dict]:
    """The PDF through a MinerU 4 server: (files under the book's prefix, facts for the report).
    ServiceError, one line, when the server is down, too slow, fails the file or answers garbage."""
    started = time.monotonic()
    blob = result_zip(url, data, name, tier=tier, ocr_mode=ocr_mode, timeout=timeout, token=token, poll=poll)
    files, middle = files_from_zip(blob)
    facts = {"mineru_version": ((middle.get("metadata") or {}).get("producer") or {}).get("version"),
             "tier": tier, "ocr_mode": ocr_mode, "mineru_seconds": round(time.monotonic() - started, 2)}
    return files, facts


def result_zip(url: str, data: bytes, name: str, *, tier: str = "flash", ocr_mode: str = "txt",
               timeout: float = 3600.0, token: str = "", poll: float = 1.0) -> bytes:
    """Submit the PDF, wait for its task, return the task's result zip as MinerU sent it."""
    base = url.rstrip("/")
    started = time.monotonic()
    task = _submit(base, data, name, tier, ocr_mode, token)
    task_id = task["task_id"]
    status = _wait(base, task, name, started + timeout, timeout, token, poll)
    if status not in DONE:
        raise ServiceError(f"MinerU {status} {name}: {_task_error(task_state(base, task_id, token))}")
    return _result(base, task_id, started + timeout, timeout, token, poll)


def _submit(base: str, data: bytes, name: str, tier: str, ocr_mode: str, token: str) -> dict:
    query = urlencode({"tier": tier, "ocr_mode": ocr_mode, "output_formats": "zip"})
    endpoint = f"{base}/v1/tasks?{query}"
    # a lost answer to this POST could start a second task: one more try at most
    response = request("POST", endpoint, service=SERVICE, files={"files": (name, data, "application/pdf")},
                       token=token, timeout=300, attempts=2)
    if response.status_code >= 400:
        raise status_error(response, service=SERVICE, url=endpoint)
    task = json_of(response, service=SERVICE, url=endpoint)
    if not isinstance(task, dict) or not isinstance(task.get("task_id"), str) or not task["task_id"]:
        raise ServiceError(f"{SERVICE} at {public(endpoint)} answered without a task id")
    return task


def task_state(base: str, task_id: str, token: str = "") -> dict:
    endpoint = f"{base}/v1/tasks/{quote(task_id, safe='')}"
    answer = json_of(request("GET", endpoint, service=SERVICE, token=token, timeout=60, attempts=4),
                     service=SERVICE, url=endpoint)
    if not isinstance(answer, dict) or not isinstance(answer.get("status"), str):
        raise ServiceError(f"{SERVICE} at {public(endpoint)} answered a task without a status")
    return answer


def _wait(base, task, name, deadline, timeout, token, poll) -> str:
    """Poll until the task ends; a progress note when its state changes and every ~30 s."""
    task_id, status, said, last_note = task["task_id"], task.get("status"), None, 0.0
    delay = min(0.5, poll)
    while status not in TERMINAL:
        now = time.monotonic()
        if now >= deadline:
            _cancel(base, task_id, token)
            raise ServiceError(f"MinerU did not finish {name} in {timeout:.0f} s (task {task_id} "
                               "cancelled; MINERU_TIMEOUT sets the limit)")
        if status != said or now - last_note >= 30:
            elapsed = now - deadline + timeout
            note(f"MinerU: {name} {status} ({elapsed:.0f} s)")
            said, last_note = status, now
        time.sleep(min(delay, max(0.0, deadline - now)))
        delay = min(delay * 2, max(poll, 5.0))
        task = task_state(base, task_id, token)
        status = task["status"]
    return status


def _result(base, task_id, deadline, timeout, token, poll) -> bytes:
    endpoint = f"{base}/v1/tasks/{quote(task_id, safe='')}/result?response_format=zip"
    while True:
        response = request("GET", endpoint, service=SERVICE, token=token, timeout=300, attempts=4)
        if response.status_code >= 400:
            raise status_error(response, service=SERVICE, url=endpoint)
        if response.status_code != 202:  # 202: the result is not ready yet
            return response.content
        if time.monotonic() >= deadline:
            raise ServiceError(f"MinerU's result of task {task_id} was not ready in {timeout:.0f} s")
        time.sleep(poll)


def _cancel(base: str, task_id: str, token: str) -> None:
    try:
        request("DELETE", f"{base}/v1/tasks/{quote(task_id, safe='')}", service=SERVICE, token=token,
                timeout=10, attempts=1)
    except ServiceError as exc:  # the timeout is what the caller hears about
        log.info("could not cancel MinerU task %s: %s", task_id, exc.message)


def _task_error(task: dict) -> str:
    for entry in task.get("files") or []:
        error = entry.get("error") if isinstance(entry, dict) else None
        if isinstance(error, dict) and error.get("message"):
            code = f" ({error['code']})" if error.get("code") else ""
            return " ".join(str(error["message"]).split())[:200] + code
    return "no reason given"


def files_from_zip(blob: bytes) -> tuple[dict[str, bytes], dict]:
    """(files to store, the middle json) from a task's result zip; ServiceError for a zip that is
    not one, lacks the middle json, or whose middle json holds no pages."""
    if len(blob) > MAX_ZIP_BYTES or not zipfile.is_zipfile(io.BytesIO(blob)):
        raise ServiceError(f"MinerU's result is not a zip ({len(blob)} bytes starting {blob[:16]!r})")
    files: dict[str, bytes] = {}
    try:
        with zipfile.ZipFile(io.BytesIO(blob)) as archive:
            for info in archive.infolist():
                path = PurePosixPath(info.filename)
                if info.is_dir() or path.is_absolute() or ".." in path.parts:
                    continue
                if info.filename in ZIP_FILES:
                    files[ZIP_FILES[info.filename]] = archive.read(info)
                elif path.parts[0] == "images" and len(path.parts) > 1 and info.file_size <= MAX_IMAGE_BYTES:
                    files[path.as_posix()] = archive.read(info)
    except (zipfile.BadZipFile, OSError, EOFError) as exc:
        raise ServiceError(f"MinerU's result zip is damaged: {exc}") from None
    if "middle_json.json" not in files:
        raise ServiceError(f"MinerU's result zip has no middle_json.json (it holds {sorted(files)[:5]})")
    try:
        middle = json.loads(files["middle_json.json"])
    except (ValueError, UnicodeDecodeError):
        raise ServiceError("MinerU's middle_json.json is not JSON") from None
    if not isinstance(middle, dict) or not isinstance(middle.get("pages"), list):
        raise ServiceError("MinerU's middle_json.json has no pages list")
    try:
        items = render_content_list(middle)
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise ServiceError(f"MinerU's middle_json.json is not in the shape MinerU 4 writes: "
                           f"{type(exc).__name__}: {str(exc)[:120]}") from None
    files["content_list.json"] = json.dumps(items, ensure_ascii=False, indent=1).encode()
    files.setdefault("content.md", b"")
    return files, middle


# --- the middle json -> the classic content list ---------------------------------------------

FURNITURE = ("header", "footer", "page_number", "aside_text")
CAPTIONS = {"image": ("image_caption", "image_footnote"), "table": ("table_caption", "table_footnote"),
            "chart": ("chart_caption", "chart_footnote"), "code": ("code_caption", "code_footnote")}
BODIES = ("image_body", "table_body", "chart_body", "code_body", "algorithm_body")


def render_content_list(middle: dict, *, markdown: bool = False) -> list[dict]:
    """The classic (v1) content list of a MinerU 4 middle json: one item per block in reading order,
    page_idx 0-based, bbox 0-1000. markdown=True keeps MinerU's Markdown text (emphasis, escapes,
    links) exactly as `mineru.render.render_content_list` writes it; the default is plain text."""
    out: list[dict] = []
    for page in middle["pages"]:
        for unit in _units(page.get("blocks") or []):
            item = _item(unit, markdown)
            if item is None:
                continue
            bbox = _unit_bbox(unit)
            if bbox is not None:
                item["bbox"] = [int(v * 1000) for v in bbox]
            item["page_idx"] = page["page_idx"]
            out.append(item)
    return out


def _units(blocks: list[dict]):
    """Blocks in order, each run of consecutive ref_text blocks as one reference list."""
    refs: list[dict] = []
    for block in blocks:
        if block.get("type") == "ref_text":
            refs.append(block)
            continue
        if refs:
            yield {"type": "_refs", "blocks": refs}
            refs = []
        yield block
    if refs:
        yield {"type": "_refs", "blocks": refs}


def _unit_bbox(unit: dict):
    if unit["type"] != "_refs":
        return unit.get("bbox")
    boxes = [b["bbox"] for b in unit["blocks"] if b.get("bbox") is not None]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _item(block: dict, md: bool) -> dict | None:
    kind = block["type"]
    if kind == "_refs":
        return {"type": "list", "sub_type": "ref_text",
                "list_items": [_inline(b["content"], md) for b in block["blocks"] if b.get("content")]}
    if kind == "text":
        return _anchored({"type": "text", "text": _inline(block["content"], md)}, block)
    if kind in ("doc_title", "paragraph_title"):
        return _anchored({"type": "text", "text": _inline(block["content"], md), "text_level": block["level"]},
                         block)
    if kind == "page_footnote":
        return _anchored({"type": "page_footnote", "text": _inline(block["content"], md)}, block)
    if kind in FURNITURE:
        return {"type": kind, "text": _inline(block["content"], md)}
    if kind == "equation":
        item = {"type": "equation", "img_path": _image_source(block)}
        latex = (block.get("content") or "").strip()
        if latex:
            item.update(text=latex, text_format="latex")
        return item
    if kind == "list":
        return {"type": "list", "sub_type": str(block.get("sub_type") or "text"),
                "list_items": [_inline(leaf["content"], md) for leaf, _ in _leaves(block) if leaf.get("content")]}
    if kind == "index":
        return {"type": "index", "list_items": _index_items(block, md)}
    if kind in ("image", "table", "chart", "code"):
        return _visual(block, md)
    return None  # a block type this renderer does not know (MinerU's skips those too)


def _anchored(item: dict, block: dict) -> dict:
    anchor = block.get("anchor")
    if isinstance(anchor, str) and anchor.strip():
        item["anchor"] = anchor.strip()
    return item


def _leaves(block: dict, depth: int = 0):
    for child in block.get("content") or []:
        if child.get("type") in ("list", "index"):
            yield from _leaves(child, depth + 1)
        else:
            yield child, depth


def _index_items(block: dict, md: bool) -> list[str]:
    items = []
    for leaf, depth in _leaves(block):
        label = _inline(_strip_page_tail(leaf.get("content") or []), md).strip()
        if not label:
            continue
        anchor = leaf.get("anchor")
        if anchor and md:
            safe = anchor.replace(" ", "%20").replace("(", "%28").replace(")", "%29")
            label = f"[{_escape_label(label)}](#{safe})"
        items.append(f"{'    ' * depth}- {label}")
    return items


_ROMAN = re.compile(r"[ivxlcdm]+", re.I)


def _strip_page_tail(spans: list[dict]) -> list[dict]:
    """A contents line's page number after its last tab is dropped; other tabs become spaces."""
    spans = _merged(spans)
    visible = _plain(spans)
    if "\t" not in visible:
        return spans
    cut = visible.rfind("\t")
    tail = visible[cut + 1:].strip()
    if tail and len(tail) <= 12 and (tail.isdigit() or _ROMAN.fullmatch(tail) or re.fullmatch(r"[A-Za-z]", tail)):
        spans = _sliced(spans, cut)
    return _merged([_map_text(s, lambda t: t.replace("\t", " ")) for s in spans])


def _sliced(spans: list[dict], end: int) -> list[dict]:
    out, cursor = [], 0
    for span in spans:
        length = len(_plain([span]))
        if cursor >= end:
            break
        keep = end - cursor
        if span["type"] == "hyperlink":
            children = _sliced(span.get("content") or [], keep)
            if children:
                out.append({**span, "content": children})
        else:
            text = span.get("content", "")[:keep]
            if text and (span["type"] != "equation_inline" or text.strip()):
                out.append({**span, "content": text})
        cursor += length
    return out


def _map_text(span: dict, fn) -> dict:
    if span["type"] == "text":
        return {**span, "content": fn(span.get("content", ""))}
    if span["type"] == "hyperlink":
        return {**span, "content": [_map_text(c, fn) for c in span.get("content") or []]}
    return span


def _visual(block: dict, md: bool) -> dict:
    kind = block["type"]
    body = next((c for c in block.get("content") or [] if c.get("type") in BODIES), None)
    if body is None:
        raise ValueError(f"a {kind} block without its body")
    caption, footnote = CAPTIONS[kind]
    notes = {caption: _annotations(block, caption, md), footnote: _annotations(block, footnote, md)}
    if kind == "code":
        code = body.get("content") if body["type"] == "code_body" else _inline(body.get("content") or [], md)
        return {"type": "code", "sub_type": "algorithm" if block.get("sub_type") == "algorithm" else "code",
                "code_body": code, **notes}
    item = {"type": kind, "img_path": _image_source(body)}
    embedded = _embedded(body.get("content") or "")
    if kind == "image":
        item.update(notes)
        if embedded:
            item["content"] = embedded
    elif kind == "table":
        item.update(notes)
        if embedded:
            item["table_body"] = embedded
    else:  # chart
        item.update(content=embedded, **notes)
    if kind in ("image", "chart") and block.get("sub_type"):
        item["sub_type"] = block["sub_type"]
    return item


def _annotations(block: dict, kind: str, md: bool) -> list[str]:
    found = [(position, child) for position, child in enumerate(block.get("content") or [])
             if child.get("type") == kind]
    found.sort(key=lambda pc: (pc[1].get("index") is None, pc[1].get("index") or 0, pc[0]))
    return [_inline(child.get("content") or [], md) for _, child in found]


def _image_source(block: dict) -> str:
    source = block.get("image_path") or block.get("image_base64") or block.get("image_url")
    if not source:
        return ""
    return source if source.startswith("data:") else quote(source, safe="/:#?&=%@+~,;!$'*-._")


_EQ = re.compile(r"<eq>(?P<latex>.*?)</eq>", re.I | re.S)


def _embedded(markup: str) -> str:
    """A table's or figure's HTML as MinerU embeds it: <eq> tags become $latex$."""
    if not markup:
        return ""
    return _EQ.sub(lambda m: f" ${html.unescape(m.group('latex')).strip()}$ ", markup).strip()


# --- inline spans ----------------------------------------------------------------------------

def _merged(spans: list[dict]) -> list[dict]:
    """Adjacent text spans of the same styles as one, adjacent links to one URL as one (MinerU
    normalises spans so on reading; its Markdown depends on it)."""
    out: list[dict] = []
    for span in spans:
        if not isinstance(span, dict):
            continue
        if span.get("type") == "hyperlink":
            children = [c for c in _merged(span.get("content") or []) if c.get("type") != "hyperlink"]
            if not children:
                continue
            span = {**span, "content": children}
        if out and span.get("type") == "text" and out[-1].get("type") == "text" and \
                (out[-1].get("styles") or []) == (span.get("styles") or []):
            out[-1] = {**out[-1], "content": out[-1].get("content", "") + span.get("content", "")}
            continue
        if out and span.get("type") == "hyperlink" and out[-1].get("type") == "hyperlink" and \
                out[-1].get("url") == span.get("url"):
            out[-1] = {**out[-1], "content": _merged([*out[-1]["content"], *span["content"]])}
            continue
        out.append(dict(span))
    return out


def _plain(spans: list[dict]) -> str:
    parts = []
    for span in spans:
        if span.get("type") == "hyperlink":
            parts.append(_plain(span.get("content") or []))
        else:
            parts.append(span.get("content", ""))
    return "".join(parts)


def _inline(spans: list[dict], md: bool) -> str:
    if isinstance(spans, str):  # a string-content block where inline spans were expected
        return spans
    spans = _merged(spans)
    return "".join(_md_span(s) if md else _plain_span(s) for s in spans)


def _plain_span(span: dict) -> str:
    kind = span.get("type")
    if kind == "equation_inline":
        return f"${span.get('content', '')}$"
    if kind == "hyperlink":
        return "".join(_plain_span(c) for c in span.get("content") or [])
    return span.get("content", "")


# MinerU's Markdown of a span (docvortex render/_internal/markdown/inline.py), for markdown=True
_WRAP = {frozenset({"bold"}): "**", frozenset({"italic"}): "*", frozenset({"strikethrough"}): "~~",
         frozenset({"bold", "italic"}): "***"}
_HTML_LIKE = re.compile(r"</?[A-Za-z][^<>\n]*>|<!--.*?-->|<![A-Za-z][^<>\n]*>|<\?[^<>\n]*\?>")
_ENTITY_LIKE = re.compile(r"&(?:#[xX][0-9A-Fa-f]+|#[0-9]+|[A-Za-z][A-Za-z0-9]+);?")


def _md_span(span: dict) -> str:
    kind, content = span.get("type"), span.get("content", "")
    if kind == "text":
        return _styled(_escape_text(content), content, span.get("styles") or [])
    if kind == "code_inline":
        flat = content.replace("\r\n", " ").replace("\r", " ").replace("\n", " ")
        fence = "`" * (max((len(m) for m in re.findall(r"`+", flat)), default=0) + 1)
        padded = flat.startswith(("`", " ")) or flat.endswith(("`", " "))
        return f"{fence} {flat} {fence}" if padded else f"{fence}{flat}{fence}"
    if kind == "equation_inline":
        return f"${content}$"
    if kind == "hyperlink":
        children = content or []
        label = "".join(_md_span(c) for c in children)
        url = span.get("url") or ""
        if not label:
            return ""
        if not url or url == ".":
            return label
        if any(c.get("type") == "text" and c.get("styles") and frozenset(c["styles"]) not in _WRAP
               for c in children):
            return f'<a href="{html.escape(url, quote=True)}">{label}</a>'
        safe = url.replace("\\", "%5C").replace(" ", "%20").replace("(", "%28").replace(")", "%29")
        return f"[{_escape_label(label)}]({safe})"
    return content if isinstance(content, str) else ""


def _escape_label(label: str) -> str:
    return re.sub(r"(?<!\\)([\[\]])", r"\\\1", label)


def _escape_text(content: str) -> str:
    parts, cursor = [], 0
    for match in _HTML_LIKE.finditer(content):
        parts.append(_escape_entities(_escape_marks(content[cursor:match.start()])))
        parts.append(html.escape(match.group(0), quote=False))
        cursor = match.end()
    parts.append(_escape_entities(_escape_marks(content[cursor:])))
    return "".join(parts)


def _escape_marks(content: str) -> str:
    out, slashes = [], 0
    for char in content:
        if char == "\\":
            out.append(char)
            slashes += 1
            continue
        if char in "*_`~$" and slashes % 2 == 0:
            out.append("\\")
        out.append(char)
        slashes = 0
    return "".join(out)


def _escape_entities(content: str) -> str:
    return _ENTITY_LIKE.sub(lambda m: f"&amp;{m.group(0)[1:]}" if html.unescape(m.group(0)) != m.group(0)
                            else m.group(0), content)


def _styled(content: str, plain: str, styles: list[str]) -> str:
    if not content or not styles:
        return content
    marker = "_" if "underline" in styles else "-" if "strikethrough" in styles else None
    if marker is not None and plain:
        force = frozenset(styles) not in _WRAP
        if all(c == " " for c in plain):
            dropped = "underline" if marker == "_" else "strikethrough"
            return _wrap(marker * len(plain), [s for s in styles if s != dropped], force)
        lead = len(plain) - len(plain.lstrip(" "))
        trail = len(plain) - len(plain.rstrip(" "))
        if (lead or trail) and content.startswith(" " * lead) and content.endswith(" " * trail):
            core = content[lead:len(content) - trail if trail else len(content)]
            return _wrap(f"{marker * lead}{core}{marker * trail}", styles, force)
    if plain and not plain.strip() and any(s in styles for s in ("underline", "strikethrough", "emphasis")):
        visible = "".join("<br>" if c == "\n" else "&nbsp;" for c in plain.expandtabs(4))
        return _html_styles(visible, styles)
    return _wrap(content, styles)


def _wrap(content: str, styles: list[str], force_html: bool = False) -> str:
    if not content or not styles:
        return content
    lead = content[:len(content) - len(content.lstrip(" \t"))]
    trail = content[len(content.rstrip(" \t")):]
    core = content.strip(" \t")
    if not core:
        return content
    wrapper = _WRAP.get(frozenset(styles))
    if wrapper is not None and not force_html:
        return f"{lead}{wrapper}{core}{wrapper}{trail}"
    return f"{lead}{_html_styles(core, styles)}{trail}"


def _html_styles(content: str, styles: list[str]) -> str:
    if "superscript" in styles:
        content = f"<sup>{content}</sup>"
    elif "subscript" in styles:
        content = f"<sub>{content}</sub>"
    for style, tag in (("underline", "u"), ("bold", "strong"), ("italic", "em"), ("strikethrough", "s")):
        if style in styles:
            content = f"<{tag}>{content}</{tag}>"
    if "emphasis" in styles:
        content = f'<span style="text-emphasis: dot; text-emphasis-position: under;">{content}</span>'
    return content
