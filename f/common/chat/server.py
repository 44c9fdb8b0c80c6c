"""The chat server: the HTTP API (routes.py) and the web page (web.py) in one Starlette app, run by
uvicorn. `bin/kb-chat-server [--host 127.0.0.1] [--port 8765]` starts it (python -m
f.common.chat.server does the same).

    GET|POST   /api/chat/conversations/                      list (?book=) | create {"book_id"}
    GET|DELETE /api/chat/conversations/{id}/
    GET        /api/chat/conversations/{id}/messages/
    POST       /api/chat/conversations/{id}/send_message/        {"content"} -> both messages
    POST       /api/chat/conversations/{id}/send_message_stream/ the same turn as SSE events
    GET        /api/books/                                   the ready books in scope
    GET        /api/books/{book_id}/pages/{n}                PNG from the source PDF, or text (?format=text)
    GET        /api/books/{book_id}/pages/{n}/highlight?quote=   where a cited quote lies on the page

Tokens come from KB_CHAT_TOKENS (token:user pairs), the book scope from KB_ALLOWED_BOOKS, the
conversations from the chat store (SQLite under KB_HOME, or KB_CHAT_DB_URL)."""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import Route

from f.common.chat import routes, web
from f.common.chat.sse import Turns

log = logging.getLogger(__name__)
DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8765
CONVERSATION = "/api/chat/conversations/{id}/"


def create_app(settings=None) -> Starlette:
    """The app; its chat store opens at start-up and closes at shutdown (after running turns)."""
    from f.common.config import load

    settings = settings or load()

    @contextlib.asynccontextmanager
    async def lifespan(app):
        from f.common.chat.db import open_chat_db
        from f.common.store.objects import get_store

        db = await asyncio.to_thread(open_chat_db, settings)
        app.state.settings, app.state.store, app.state.db = settings, get_store(settings), db
        app.state.turns = Turns(settings, app.state.store, db)
        if not settings.chat_tokens:
            log.warning("KB_CHAT_TOKENS is unset: every API request will be refused (401)")
        log.info("chat store: %s; books in scope: %s", db.kind, ", ".join(settings.allowed_books) or "all")
        try:
            yield
        finally:
            await app.state.turns.shutdown()
            await asyncio.to_thread(db.close)

    return Starlette(routes=[
        Route("/", web.index),
        Route("/static/{name}", web.static),
        Route("/favicon.ico", web.no_icon),
        Route("/api/chat/conversations/", routes.conversations, methods=["GET", "POST"]),
        Route(CONVERSATION, routes.conversation, methods=["GET", "DELETE"]),
        Route(CONVERSATION + "messages/", routes.messages, methods=["GET"]),
        Route(CONVERSATION + "send_message/", routes.send_message, methods=["POST"]),
        Route(CONVERSATION + "send_message_stream/", routes.send_message_stream, methods=["POST"]),
        Route("/api/books/", routes.list_books, methods=["GET"]),
        Route("/api/books/{book_id:path}/pages/{n}", routes.book_page, methods=["GET"]),
        Route("/api/books/{book_id:path}/pages/{n}/highlight", routes.page_highlight, methods=["GET"]),
        Route("/api/{rest:path}", routes.not_an_api),
    ], middleware=[Middleware(web.SecurityHeaders)], lifespan=lifespan)


def serve(argv: list[str] | None = None) -> int:
    """Parse --host/--port and run the server until interrupted."""
    import uvicorn

    from f.common.cli.invoke import error_line
    from f.common.errors import KBError

    parser = argparse.ArgumentParser(prog="kb-chat-server", description=(
        "The chat server: an HTTP API and a web page for conversations with one book at a time."))
    parser.add_argument("--host", default=DEFAULT_HOST, help=f"address to listen on (default {DEFAULT_HOST})")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        app = create_app()
    except KBError as exc:  # a bad setting: one line, like every wrapper
        print(error_line(exc), file=sys.stderr)
        return exc.exit_code
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        log.warning("listening on %s: put TLS in front, bearer tokens travel in every request", args.host)
    print(f"kb-chat-server: http://{args.host}:{args.port}/", file=sys.stderr, flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="info", timeout_graceful_shutdown=30)
    return 0


if __name__ == "__main__":
    sys.exit(serve())
