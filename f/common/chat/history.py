"""A conversation's stored messages -> the model's message history: the last 3 whole turns.

A model turn is replayed from its stored transcript (Pydantic AI's messages, tool calls with their
results), a turn at a time, so a tool call is never separated from its result; an evidence-only
turn, or one stored without a transcript, is replayed as its question and answer text. Failed
turns are left out: the model never sees an error as if it were an answer."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)
HISTORY_TURNS = 3


def turns(history: list[dict] | None) -> list[tuple[dict, dict]]:
    """(user message, assistant message) pairs in order, each user message with its reply."""
    pairs, pending = [], None
    for message in history or []:
        if message.get("role") == "user":
            pending = message
        elif message.get("role") == "assistant" and pending is not None:
            pairs.append((pending, message))
            pending = None
    return pairs


def turn_number(history: list[dict] | None) -> int:
    """The number of the turn about to run (1 for a new conversation)."""
    return sum(1 for m in history or [] if m.get("role") == "user") + 1


def model_history(history: list[dict] | None, keep: int = HISTORY_TURNS) -> list:
    from pydantic_ai.messages import ModelMessagesTypeAdapter, ModelRequest, ModelResponse, TextPart, UserPromptPart

    ok = [(u, a) for u, a in turns(history) if a.get("status") == "ok"][-keep:]
    messages: list = []
    for user, assistant in ok:
        if assistant.get("transcript"):
            try:
                messages += ModelMessagesTypeAdapter.validate_python(assistant["transcript"])
                continue
            except ValueError:  # a transcript of an older library version: fall back to the text
                log.warning("transcript of message %s unreadable; replaying its text", assistant.get("id"))
        messages += [ModelRequest(parts=[UserPromptPart(content=user["content"])]),
                     ModelResponse(parts=[TextPart(content=assistant["content"])])]
    return messages
