"""A send: one turn of a conversation run, stored and reported as events.

The question is checked (conversation, book, message) before anything streams, so a bad request is
a plain JSON error. The turn then runs in its own task, apart from the request: it reads the
history, emits `user_message`, forwards the answer's `token` deltas, stores the user's message and
the assistant's in one `record_turn` when the answer is complete (or a failed assistant message on
an `error`), and only then emits `assistant_message` (the stored one) and `done`. A client that goes
away mid-stream stops receiving, not the turn: the whole turn is stored when it completes, or none
of it when it never does (the server stops first). Turns of one conversation run one at a time."""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
from datetime import UTC, datetime

from f.common.chat.turn import check_turn, failed_message, stream_turn
from f.common.errors import KBError

log = logging.getLogger(__name__)
SHUTDOWN_WAIT = 60.0  # seconds a stopping server gives running turns to finish and be stored


def now() -> str:
    return datetime.now(UTC).isoformat()


class Turn:
    def __init__(self, user: str, conversation: dict, question: str):
        self.user, self.conversation, self.question = user, conversation, question
        self.cid = conversation["id"]
        self.events: asyncio.Queue = asyncio.Queue()  # unbounded: a slow reader never stalls the turn
        self.stored: tuple[dict, dict] | None = None
        self.started = time.perf_counter()


class Turns:
    """The running turns of one server (settings, object store and chat store shared)."""

    def __init__(self, settings, store, db):
        self.settings, self.store, self.db = settings, store, db
        self.tasks: set[asyncio.Task] = set()
        self._locks: dict[str, list] = {}  # conversation id -> [lock, users]

    async def prepare(self, user: str, conversation_id: str, content: str) -> Turn:
        """NotFound (conversation, book), NotReady or BadInput before any event is sent."""
        conversation = await asyncio.to_thread(self.db.get_conversation, user, conversation_id)
        _manifest, question = await asyncio.to_thread(check_turn, self.settings, self.store,
                                                      conversation["book_id"], content)
        return Turn(user, conversation, question)

    def start(self, turn: Turn) -> Turn:
        task = asyncio.create_task(self._run(turn))
        self.tasks.add(task)  # held here so that the task outlives a request that goes away
        task.add_done_callback(self.tasks.discard)
        return turn

    @contextlib.asynccontextmanager
    async def _one_at_a_time(self, cid: str):
        entry = self._locks.setdefault(cid, [asyncio.Lock(), 0])
        entry[1] += 1
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if not entry[1]:
                self._locks.pop(cid, None)

    async def _run(self, turn: Turn) -> None:
        put = turn.events.put_nowait
        try:
            async with self._one_at_a_time(turn.cid):
                await self._answer(turn, put)
        except KBError as exc:
            put({"type": "error", "code": exc.code, "message": exc.message})
        except Exception as exc:  # a bug or the store failing: reported, never a hung stream
            log.exception("chat turn of conversation %s failed", turn.cid)
            put({"type": "error", "code": "ServiceError", "message": f"the turn failed ({type(exc).__name__})"})
        finally:
            put(None)
            log.info("turn of conversation %s (user %s) ended after %.0f ms", turn.cid, turn.user,
                     (time.perf_counter() - turn.started) * 1000)

    async def _answer(self, turn: Turn, put) -> None:
        history = await asyncio.to_thread(self.db.messages, turn.user, turn.cid)
        asked = {"id": uuid.uuid4().hex, "role": "user", "content": turn.question, "created_at": now()}
        put({"type": "user_message", "message": {**asked, "conversation_id": turn.cid}})
        async for event in stream_turn(self.settings, turn.conversation["book_id"], turn.question,
                                       history, store=self.store):
            kind = event["type"]
            if kind == "token":
                put(event)
            elif kind == "assistant_message":
                answer = {**event["message"], "id": uuid.uuid4().hex}
                turn.stored = await self._record(turn, asked, answer)
                put({"type": "assistant_message", "message": turn.stored[1]})
            elif kind == "done" and turn.stored:
                put(event)
            elif kind == "error":
                failed = {**failed_message(event), "id": uuid.uuid4().hex}
                turn.stored = await self._record(turn, asked, failed)
                put({**event, "message_id": turn.stored[1]["id"]})

    async def _record(self, turn: Turn, asked: dict, answer: dict) -> tuple[dict, dict]:
        # shielded: once begun, the transaction's outcome is awaited even if the task is cancelled
        return await asyncio.shield(asyncio.to_thread(self.db.record_turn, turn.user, turn.cid, asked, answer))

    async def shutdown(self) -> None:
        if self.tasks:
            log.info("waiting for %d running turn(s) to be stored", len(self.tasks))
            _done, pending = await asyncio.wait(set(self.tasks), timeout=SHUTDOWN_WAIT)
            for task in pending:  # their turns are stored whole or not at all (one transaction)
                task.cancel()


async def sse_events(turn: Turn):
    """The turn's events for EventSourceResponse: event name = its type, data = the JSON object."""
    while (event := await turn.events.get()) is not None:
        yield {"event": event["type"], "data": json.dumps(event, ensure_ascii=False)}


async def collect(turn: Turn) -> dict:
    """The whole turn, for send_message: the stored messages, or the error the stream reported."""
    last = None
    while (event := await turn.events.get()) is not None:
        last = event
    if last and last["type"] == "error":
        return {"error": {"code": last["code"], "message": last["message"]}}
    user_message, assistant_message = turn.stored
    return {"user_message": user_message, "assistant_message": assistant_message}
