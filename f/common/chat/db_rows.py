"""Values going into the chat store, checked, and rows coming out, as the dicts of the contract."""
from __future__ import annotations

import json
import re
import uuid
from datetime import UTC, datetime

from f.common.errors import BadInput, NotFound

_ID = re.compile(r"[0-9a-f]{32}")
TITLE_FROM_QUESTION = 40  # characters of the first question that name an untitled conversation
MAX_TITLE, MAX_USER = 200, 200
MODES, STATUSES = (None, "model", "evidence_only"), ("ok", "failed")

CONVERSATION_COLUMNS = ("c.id, c.user_id, c.book_id, c.title, c.created_at, c.updated_at, "
                        "(SELECT COUNT(*) FROM messages m WHERE m.conversation_id = c.id)")
MESSAGE_COLUMNS = ("id, conversation_id, position, role, content, citations, follow_up_questions, model, "
                   "mode, status, error, input_tokens, output_tokens, requests, timings, transcript, "
                   "created_at")


def now() -> str:
    return datetime.now(UTC).isoformat()


def new_id() -> str:
    return uuid.uuid4().hex


def shown(raw: object) -> str:
    """An id as it may appear in a message: printable, at most 40 characters."""
    text = raw if isinstance(raw, str) else type(raw).__name__
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "?" for ch in text[:40])
    return safe + ("…" if len(text) > 40 else "")


def not_found(conversation_id: object) -> NotFound:
    # One wording for unknown, another user's and malformed ids: existence never leaks.
    return NotFound(f"conversation {shown(conversation_id)} not found")


def conversation_id(raw: object) -> str:
    if not isinstance(raw, str) or not _ID.fullmatch(raw):
        raise not_found(raw)
    return raw


def user_name(raw: object) -> str:
    if not isinstance(raw, str) or not raw.strip() or len(raw) > MAX_USER or not raw.isprintable():
        raise BadInput("chat user must be a printable name of 1 to 200 characters")
    return raw


def title(raw: object) -> str:
    if not isinstance(raw, str):
        raise BadInput("conversation title must be a string")
    return " ".join(raw.split())[:MAX_TITLE]


def title_from(question: str) -> str:
    text = " ".join(question.split())
    return text if len(text) <= TITLE_FROM_QUESTION else text[:TITLE_FROM_QUESTION].rstrip() + "…"


def _json(value, wanted: type, field: str, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    value = wanted() if value is None else value
    if not isinstance(value, wanted):
        raise BadInput(f"message {field} must be a {wanted.__name__}")
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise BadInput(f"message {field} is not JSON: {exc}") from None


def _text(value, field: str, optional: bool = True) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise BadInput(f"message {field} must be a string")
    return value.replace("\x00", "\ufffd")  # PostgreSQL text cannot hold NUL; SQLite gets the same


def _count(value, field: str) -> int | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
        return value
    raise BadInput(f"message usage {field} must be a whole number of at least 0")


def _time(value) -> str | None:
    if value is None:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise BadInput("message created_at must be an ISO-8601 time") from None
    if moment.tzinfo is None:
        raise BadInput("message created_at must carry its time zone")
    return moment.astimezone(UTC).isoformat()


def message_values(message: object, role: str) -> dict:
    """A message given to record_turn, checked and encoded for its row (position and times aside)."""
    if not isinstance(message, dict):
        raise BadInput(f"the {role} message must be an object")
    mid = message.get("id") or new_id()
    if not isinstance(mid, str) or not _ID.fullmatch(mid):
        raise BadInput(f"message id {shown(mid)} is not a uuid4 hex string")
    mode, status = message.get("mode"), message.get("status") or "ok"
    if mode not in MODES or status not in STATUSES:
        raise BadInput("message mode must be model, evidence_only or null; status ok or failed")
    usage = message.get("usage") or {}
    if not isinstance(usage, dict):
        raise BadInput("message usage must be an object")
    content = _text(message.get("content", ""), "content", optional=False)
    return {"id": mid, "role": role, "content": content,
            "citations": _json(message.get("citations"), list, "citations"),
            "follow_up_questions": _json(message.get("follow_up_questions"), list, "follow_up_questions"),
            "model": _text(message.get("model"), "model"), "mode": mode, "status": status,
            "error": _text(message.get("error"), "error"),
            "input_tokens": _count(usage.get("input_tokens"), "input_tokens"),
            "output_tokens": _count(usage.get("output_tokens"), "output_tokens"),
            "requests": _count(usage.get("requests"), "requests"),
            "timings": _json(message.get("timings"), dict, "timings", optional=True),
            "transcript": _json(message.get("transcript"), list, "transcript", optional=True),
            "created_at": _time(message.get("created_at"))}


def conversation_dict(row: tuple) -> dict:
    keys = ("id", "user", "book_id", "title", "created_at", "updated_at", "message_count")
    return dict(zip(keys, row))


def message_dict(row: tuple) -> dict:
    (mid, cid, _position, role, content, citations, follow_ups, model, mode, status, error,
     input_tokens, output_tokens, requests, timings, transcript, created_at) = row
    usage = {"input_tokens": input_tokens, "output_tokens": output_tokens, "requests": requests}
    return {"id": mid, "conversation_id": cid, "role": role, "content": content,
            "citations": json.loads(citations), "follow_up_questions": json.loads(follow_ups),
            "model": model, "mode": mode, "status": status, "error": error,
            "usage": usage if any(v is not None for v in usage.values()) else {},
            "timings": json.loads(timings) if timings else {},
            "transcript": json.loads(transcript) if transcript is not None else None,
            "created_at": created_at}
