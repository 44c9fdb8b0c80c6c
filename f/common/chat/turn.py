"""One turn of a conversation: a question about one book -> events, ending in a cited answer.

`stream_turn` yields {"type": "token", "delta"[, "reset"]}, then {"type": "assistant_message",
"message"} and {"type": "done", "usage", "timings"}; or {"type": "error", "code", "message"} and
nothing more. With a model key (or a model passed in) the agent answers; without, the evidence
pack is rendered as a digest (evidence-only mode). The book's linked answer booklet is read with it
(f.common.chat.conversation_scope). Follow-up questions are kept only where the book has evidence for them.
`answer_turn` is the same turn, collected, for the CLI and Windmill."""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator

from f.common.chat.book_tools import ChatDeps
from f.common.chat.conversation_scope import chat_books
from f.common.chat.history import model_history, turn_number
from f.common.chat.ledger import Ledger
from f.common.config import Settings, load
from f.common.errors import KBError
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
MAX_FOLLOW_UPS = 3


def check_turn(settings: Settings, store: ObjectStore, book_id: str, question) -> tuple[dict, str]:
    """The book's manifest and the question, or the error the caller reports before streaming:
    NotFound (unknown or out of scope, the same words), NotReady, BadInput for the message."""
    from f.common.answer.plan import check_question
    from f.common.store import books

    manifest = books.open_book(settings, store, book_id)
    check_question(question)
    return manifest, question.strip()


def supported_follow_ups(settings: Settings, store: ObjectStore, book_id: str, questions: list[str],
                         ids=None) -> list[str]:
    """The follow-ups (at most 3, distinct) the book has evidence for: their evidence pack is not
    no_evidence. Stricter than search's own signal, and the same test the evidence-only answer
    makes, so a suggested question is never then answered with "no evidence". `ids`: the
    conversation's books (f.common.chat.conversation_scope), the book alone by default."""
    from f.common.chat.conversation_scope import answer_question
    from f.common.errors import BadInput

    kept: list[str] = []
    for q in questions:
        q = " ".join(str(q).split())[:200]
        if not q or q in kept or len(kept) >= MAX_FOLLOW_UPS:
            continue
        try:
            status = answer_question(settings, store, ids or (book_id,), q, limit=3)["status"]
        except BadInput:  # a follow-up that is no question at all
            continue
        if status != "no_evidence":
            kept.append(q)
    return kept


def _chunks(text: str, size: int = 24):
    for start in range(0, len(text), size):
        yield text[start:start + size]


async def _digest(settings, store, ids, question, ledger):
    from f.common.chat.book_reader import BookReader
    from f.common.chat.conversation_scope import answer_question
    from f.common.chat.digest import digest

    pack = await asyncio.to_thread(answer_question, settings, store, ids, question)
    # the hits' pages and the books' boilerplate sections, read off the event loop (0851, 0852)
    out = await asyncio.to_thread(digest, question, pack, ledger, BookReader(settings, store))
    out["citations"] = ledger.check(out["answer"], out["citations"])
    return out


async def stream_turn(settings: Settings | None, book_id: str, question: str, history: list[dict] | None = None,
                      store: ObjectStore | None = None, model=None) -> AsyncIterator[dict]:
    settings = settings or load()
    store = store or get_store(settings)
    started = time.perf_counter()
    first: float | None = None
    try:
        manifest, question = await asyncio.to_thread(check_turn, settings, store, book_id, question)
        book_id = manifest["book_id"]
        ids = tuple(await asyncio.to_thread(chat_books, settings, store, manifest))  # + its answer booklet
        ledger = Ledger(prefix=f"E{turn_number(history)}-")
        if model is None and not settings.llm_api_key:
            out = await _digest(settings, store, ids, question, ledger)
            for piece in _chunks(out["answer"]):
                first = first or time.perf_counter()
                yield {"type": "token", "delta": piece}
            mode, model_name, usage, transcript = "evidence_only", None, {}, None
        else:
            from f.common.chat.stream import run_agent

            deps = ChatDeps(settings=settings, store=store, book_id=book_id, ledger=ledger, books=ids)
            run = run_agent(manifest, deps, question, model_history(history), model, settings)
            async for event in run.events():
                first = first or time.perf_counter()
                yield event
            out, usage, transcript = run.output, run.usage, run.transcript
            out["citations"] = deps.citations
            mode, model_name = "model", run.model_name
        follow = await asyncio.to_thread(supported_follow_ups, settings, store, book_id, out["follow_up_questions"],
                                         ids)
        done = time.perf_counter()
        timings = {"first_token_ms": round(((first or done) - started) * 1000, 1),
                   "total_ms": round((done - started) * 1000, 1)}
        message = {"role": "assistant", "content": out["answer"], "citations": out["citations"],
                   "follow_up_questions": follow, "model": model_name, "mode": mode, "status": "ok",
                   "error": None, "usage": usage, "timings": timings, "transcript": transcript}
        yield {"type": "assistant_message", "message": message}
        yield {"type": "done", "usage": usage, "timings": timings}
    except KBError as exc:
        yield {"type": "error", "code": exc.code, "message": exc.message}
    except Exception as exc:  # the model failed (timeout, invalid output after the retries, HTTP)
        from f.common.chat.stream import describe_model_error

        log.warning("chat turn failed: %s", type(exc).__name__)
        yield {"type": "error", "code": "ModelFailed", "message": describe_model_error(exc)}


def failed_message(error: dict) -> dict:
    """The assistant message stored for a turn that ended in an `error` event."""
    return {"role": "assistant", "content": "", "citations": [], "follow_up_questions": [], "model": None,
            "mode": None, "status": "failed", "error": f"{error.get('code')}: {error.get('message')}",
            "usage": {}, "timings": {}, "transcript": None}


async def collect_turn(settings, store, book_id, question, history=None, model=None) -> tuple[dict | None, dict]:
    """(the assistant message or None, the final event: done or error) of one turn."""
    message, last = None, {}
    async for event in stream_turn(settings, book_id, question, history, store, model):
        if event["type"] == "assistant_message":
            message = event["message"]
        if event["type"] in ("done", "error"):
            last = event
    return message, last


def answer_turn(book_id: str, question: str, history: list[dict] | None = None,
                settings: Settings | None = None, store: ObjectStore | None = None, model=None) -> dict:
    """The turn's assistant message (with usage and timings), or its error raised as the KBError
    of its code."""
    from f.common.errors import ERRORS, ServiceError

    message, last = asyncio.run(collect_turn(settings, store, book_id, question, history, model))
    if message is None:
        raise ERRORS.get(last.get("code"), ServiceError)(last.get("message", "the turn failed"))
    return message
