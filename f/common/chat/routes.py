"""The chat server's JSON API: conversations, their messages, sends, the books and their pages.

Every route needs a bearer token (auth.py); the user it names sees only their own conversations,
another user's being the same 404 as an unknown one. A conversation whose book has left the
server's scope (KB_ALLOWED_BOOKS) is hidden the same way. Stored transcripts (the model's tool
calls) stay in the database: the API's messages carry what a reader sees."""
from __future__ import annotations

import asyncio
import functools
import logging

from sse_starlette import EventSourceResponse
from starlette.requests import Request
from starlette.responses import Response

from f.common.chat import book_pages, sse
from f.common.chat.auth import user_for
from f.common.chat.db_rows import not_found
from f.common.chat.replies import error_reply, kb_error_reply, read_json, reply, text_field
from f.common.errors import BadInput, KBError, NotFound
from f.common.store import books
from f.common.store.book_id import is_allowed

log = logging.getLogger(__name__)
SSE_PING = 15  # seconds between keep-alive comments, so proxies keep a slow turn's stream open


def api(handler):
    """Authenticates, hands the handler (request, app state, user), maps KBError to its JSON reply."""
    @functools.wraps(handler)
    async def endpoint(request: Request):
        state = request.app.state
        try:
            user = user_for(request, state.settings.chat_tokens)
            return await handler(request, state, user)
        except KBError as exc:
            return kb_error_reply(exc)
    return endpoint


def _shown(message: dict) -> dict:
    return {k: v for k, v in message.items() if k != "transcript"}


async def _owned(state, user: str, cid: str) -> dict:
    conversation = await asyncio.to_thread(state.db.get_conversation, user, cid)
    if not is_allowed(conversation["book_id"], state.settings.allowed_books):
        raise not_found(cid)
    return conversation


@api
async def conversations(request: Request, state, user: str):
    if request.method == "POST":
        data = await read_json(request)
        title = data.get("title", "")
        if not isinstance(title, str):
            raise BadInput('"title" must be a string')
        manifest = await asyncio.to_thread(books.open_book, state.settings, state.store, data.get("book_id"))
        created = await asyncio.to_thread(state.db.create_conversation, user, manifest["book_id"], title)
        return reply(created, 201)
    book = request.query_params.get("book") or None
    found = await asyncio.to_thread(state.db.list_conversations, user, book)
    return reply({"conversations": [c for c in found if is_allowed(c["book_id"], state.settings.allowed_books)]})


@api
async def conversation(request: Request, state, user: str):
    cid = request.path_params["id"]
    found = await _owned(state, user, cid)
    if request.method == "DELETE":
        await asyncio.to_thread(state.db.delete_conversation, user, cid)
        log.info("user %s deleted conversation %s", user, cid)
        return Response(status_code=204)
    return reply(found)


@api
async def messages(request: Request, state, user: str):
    cid = request.path_params["id"]
    found = await _owned(state, user, cid)
    stored = await asyncio.to_thread(state.db.messages, user, cid)
    return reply({"conversation": found, "messages": [_shown(m) for m in stored]})


async def _turn(request: Request, state, user: str) -> sse.Turn:
    cid = request.path_params["id"]
    content = text_field(await read_json(request), "content")
    await _owned(state, user, cid)
    return state.turns.start(await state.turns.prepare(user, cid, content))


@api
async def send_message(request: Request, state, user: str):
    result = await sse.collect(await _turn(request, state, user))
    if "error" in result:
        return error_reply(result["error"]["code"], result["error"]["message"])
    return reply({k: _shown(v) for k, v in result.items()})


@api
async def send_message_stream(request: Request, state, user: str):
    turn = await _turn(request, state, user)
    return EventSourceResponse(sse.sse_events(turn), ping=SSE_PING, headers={"Cache-Control": "no-store"})


@api
async def list_books(request: Request, state, user: str):
    return reply({"books": await asyncio.to_thread(book_pages.offered_books, state.settings, state.store)})


@api
async def book_page(request: Request, state, user: str):
    book_id, page = request.path_params["book_id"], request.path_params["n"]
    fmt = request.query_params.get("format", "")
    if fmt not in ("", "png", "text"):
        raise BadInput("format must be png or text")
    if fmt != "text":
        image = await asyncio.to_thread(book_pages.page_image, state.settings, state.store, book_id, page)
        if image is not None:
            return Response(image, media_type="image/png", headers={"Cache-Control": "private, max-age=300"})
    return reply(await asyncio.to_thread(book_pages.page_text, state.settings, state.store, book_id, page))


@api
async def page_highlight(request: Request, state, user: str):
    book_id, page = request.path_params["book_id"], request.path_params["n"]
    found = await asyncio.to_thread(book_pages.highlight, state.settings, state.store, book_id, page,
                                    request.query_params.get("quote"))
    return reply(found, headers={"Cache-Control": "private, max-age=300"})


async def not_an_api(request: Request):
    return kb_error_reply(NotFound(f"no such API path: {request.url.path[:100]}"))
