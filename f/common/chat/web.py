"""The chat web page: one HTML file, its script and its style sheet, served from static/ with a
strict Content-Security-Policy (only this origin's script and style, no inline code, images from
this origin or blob: URLs of fetched page images; nothing may frame the page)."""
from __future__ import annotations

import logging
from pathlib import Path

from starlette.requests import Request
from starlette.responses import Response

from f.common.chat.replies import error_reply

log = logging.getLogger(__name__)
STATIC = Path(__file__).resolve().parent / "static"
FILES = {"index.html": "text/html; charset=utf-8", "app.js": "text/javascript; charset=utf-8",
         "api.js": "text/javascript; charset=utf-8", "i18n.js": "text/javascript; charset=utf-8",
         "app.css": "text/css; charset=utf-8"}
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
SECURITY_HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY"}


def _file(name: str) -> Response:
    if name not in FILES:  # a fixed list: no path from the request ever reaches the filesystem
        return error_reply("NotFound", "no such file")
    return Response((STATIC / name).read_bytes(), media_type=FILES[name],
                    headers={"Cache-Control": "no-cache"})


async def index(request: Request) -> Response:
    return _file("index.html")


async def static(request: Request) -> Response:
    return _file(request.path_params["name"])


async def no_icon(request: Request) -> Response:
    return Response(status_code=204)  # the browser asks for one; answering spares a 404 in the console


class SecurityHeaders:
    """Adds the page's security headers to every response (API replies included: harmless there)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def with_headers(message):
            if message["type"] == "http.response.start":
                present = {k.lower() for k, _ in message.get("headers", [])}
                extra = [(k.lower().encode(), v.encode()) for k, v in SECURITY_HEADERS.items()
                         if k.lower().encode() not in present]
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, receive, with_headers)
