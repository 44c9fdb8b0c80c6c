"""The chat server's JSON replies: errors as {"error": {"code", "message"}} with the HTTP status of
their code, and request bodies read within a size limit."""
from __future__ import annotations

import json
import logging

from starlette.requests import Request
from starlette.responses import JSONResponse

from f.common.errors import BadInput, KBError

log = logging.getLogger(__name__)
MAX_BODY = 64 * 1024  # a message is at most 4,000 characters; anything far larger is not a message


class Unauthorized(KBError):
    """No bearer token, or one the server does not know."""

    exit_code = 2


class TooLarge(BadInput):
    """A request body over the server's limit."""


STATUS = {"BadInput": 400, "Unauthorized": 401, "NotFound": 404, "TooLarge": 413, "NotReady": 409,
          "ModelFailed": 502, "ServiceError": 503, "IndexBusy": 503}


def reply(data, status: int = 200, headers: dict | None = None) -> JSONResponse:
    return JSONResponse(data, status_code=status, headers={"Cache-Control": "no-store", **(headers or {})})


def error_reply(code: str, message: str) -> JSONResponse:
    headers = {"WWW-Authenticate": 'Bearer realm="ebook-kb chat"'} if code == "Unauthorized" else None
    return reply({"error": {"code": code, "message": message}}, STATUS.get(code, 500), headers)


def kb_error_reply(exc: KBError) -> JSONResponse:
    return error_reply(exc.code, exc.message)


async def read_json(request: Request, limit: int = MAX_BODY) -> dict:
    """The body as a JSON object; TooLarge past `limit` bytes (counted as they arrive, so a false
    Content-Length or a chunked body cannot get round it), BadInput when it is not an object."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise TooLarge(f"request body over {limit // 1024} KB")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise TooLarge(f"request body over {limit // 1024} KB")
    try:
        data = json.loads(body.decode("utf-8")) if body else {}
    except (UnicodeDecodeError, ValueError):
        raise BadInput("request body is not JSON") from None
    if not isinstance(data, dict):
        raise BadInput("request body must be a JSON object")
    return data


def text_field(data: dict, name: str) -> str:
    value = data.get(name)
    if not isinstance(value, str):
        raise BadInput(f'"{name}" must be a string')
    return value
