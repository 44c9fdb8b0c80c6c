"""A turn of a stored conversation, for the CLI (bin/kb-chat) and the Windmill script: the same
library the chat server uses, outside a server.

Conversations started here belong to the user `cli` (give a chat server token to `cli` to see
them in the web page). The book is checked before anything is stored; a turn that fails is stored
as the question and a failed answer, in one transaction, and then reported as its error."""
from __future__ import annotations

import asyncio
import logging
import uuid

from f.common.config import Settings, load
from f.common.errors import ERRORS, BadInput, ServiceError
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
CLI_USER = "cli"


def chat_answer(question: str, book: str, conversation: str = "", settings: Settings | None = None,
                store: ObjectStore | None = None, model=None) -> dict:
    from f.common.chat.db import open_chat_db
    from f.common.chat.turn import check_turn, collect_turn, failed_message

    settings = settings or load()
    store = store or get_store(settings)
    manifest, question = check_turn(settings, store, book, question)
    db = open_chat_db(settings)
    try:
        if conversation:
            conv = db.get_conversation(CLI_USER, conversation)
            if conv["book_id"] != manifest["book_id"]:
                raise BadInput(f"conversation {conversation[:32]} is about {conv['book_id']!r}, not "
                               f"{manifest['book_id']!r}: one book per conversation")
        else:
            conv = db.create_conversation(CLI_USER, manifest["book_id"])
        history = db.messages(CLI_USER, conv["id"])
        user_message = {"id": uuid.uuid4().hex, "role": "user", "content": question}
        message, last = asyncio.run(collect_turn(settings, store, manifest["book_id"], question, history, model))
        if message is None:
            db.record_turn(CLI_USER, conv["id"], user_message, failed_message(last))
            raise ERRORS.get(last.get("code"), ServiceError)(last.get("message", "the turn failed"))
        _, stored = db.record_turn(CLI_USER, conv["id"], user_message, message)
    finally:
        db.close()
    log.debug("chat turn stored in conversation %s", conv["id"])
    return {"conversation_id": conv["id"], "book_id": manifest["book_id"],
            **{k: stored.get(k) for k in ("id", "content", "citations", "follow_up_questions", "mode",
                                          "model", "usage", "timings")}}
