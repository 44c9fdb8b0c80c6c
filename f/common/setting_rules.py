"""What a valid value of each text setting looks like (the numbers and on/off flags are checked
where config.py reads them). Every setting is checked as it is read, so a mistyped value is one
clear line naming the variable, never a default nor a failure deep inside a service client.

`problem(name, value)` is None for a good value, else what was wanted."""
from __future__ import annotations

import re

_URL = re.compile(r"https?://[^\s/?#]+(/\S*)?\Z")  # scheme and host; a path may follow
_HOST_PORT = re.compile(r"([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?\Z")  # no scheme, no path
_BUCKET = re.compile(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\Z")  # the S3 rule; also a safe folder name
_NO_SPACE = re.compile(r"\S+\Z")

URL_WANTED = "an http:// or https:// URL with a host"
TEXT = {  # name -> (pattern the whole value must match, what was wanted)
    "KB_BUCKET": (_BUCKET, "3-63 lower-case letters, digits, '.' or '-' (an S3 bucket name)"),
    "MINIO_ENDPOINT": (_HOST_PORT, "host:port without http:// (set MINIO_SECURE for https)"),
    "QDRANT_URL": (_URL, URL_WANTED),
    "KB_EMBED_BASE_URL": (_URL, URL_WANTED),
    "OLLAMA_URL": (_URL, URL_WANTED),
    "KB_LLM_BASE_URL": (_URL, URL_WANTED),
    "MINERU_API_URL": (_URL, URL_WANTED),
    "WM_BASE_URL": (_URL, URL_WANTED),
    "KB_EMBED_PROVIDER": (re.compile(r"(bundled|ollama|openai|openai-compatible)\Z", re.I),
                          "bundled, ollama or openai"),
    # keys, tokens and ids go into HTTP headers and URLs: one word
    "MINIO_ACCESS_KEY": (_NO_SPACE, "one word without spaces"),
    "MINIO_SECRET_KEY": (_NO_SPACE, "one word without spaces"),
    "QDRANT_API_KEY": (_NO_SPACE, "one word without spaces"),
    "KB_EMBED_API_KEY": (_NO_SPACE, "one word without spaces"),
    "KB_LLM_API_KEY": (_NO_SPACE, "one word without spaces"),
    "DEEPSEEK_API_KEY": (_NO_SPACE, "one word without spaces"),
    "WM_TOKEN": (_NO_SPACE, "one word without spaces"),
    "WM_WORKSPACE": (re.compile(r"[A-Za-z0-9_-]+\Z"), "a workspace id of letters, digits, _ and -"),
}


def problem(name: str, value: str) -> str | None:
    """None when `value` (already stripped, not empty) is a good value of `name`."""
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        return "a value without control characters (a pasted newline or tab?)"
    rule = TEXT.get(name)
    if rule and not rule[0].match(value):
        return rule[1]
    if name == "KB_ALLOWED_BOOKS":
        return _books_problem(value)
    if name == "MINERU_CLI":
        import shlex  # only when the setting is used

        try:
            return None if shlex.split(value) else "a command"
        except ValueError as exc:
            return f"a command line shell-style quoted ({exc})"
    return None


def _books_problem(value: str) -> str | None:
    from f.common.errors import BadInput
    from f.common.store.book_id import validate_book_id

    for entry in (p.strip() for p in value.split(",") if p.strip()):
        try:
            validate_book_id(entry)
        except BadInput as exc:
            return f"comma-separated book ids or prefixes ({exc.message})"
    return None
