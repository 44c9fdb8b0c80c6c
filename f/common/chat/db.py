"""Conversations and their messages: SQLite under KB_HOME by default, PostgreSQL with KB_CHAT_DB_URL.

    db = open_chat_db(settings)
    db.create_conversation(user, book_id, title="")          -> conversation
    db.list_conversations(user, book_id=None)                -> [conversation], latest update first
    db.get_conversation(user, conversation_id)               -> conversation
    db.delete_conversation(user, conversation_id)            -> None (its messages too)
    db.messages(user, conversation_id)                       -> [message], oldest first
    db.record_turn(user, conversation_id, user_message, assistant_message) -> (user_msg, assistant_msg)
    db.close()

conversation: {id, user, book_id, title, created_at, updated_at, message_count}
message: {id, conversation_id, role, content, citations, follow_up_questions, model, mode, status,
          error, usage: {input_tokens, output_tokens, requests} or {}, timings: {} , transcript,
          created_at}
Ids are uuid4 hex, times ISO-8601 UTC. Another user's conversation, an unknown id and a malformed
one are the same NotFound. A record_turn writes both messages in one transaction, or neither.
Every method may be called from any thread (see db_pool); an unreachable database is ServiceError.
"""
from __future__ import annotations

import logging

from f.common.chat import db_rows as rows
from f.common.chat.db_migrations import migrate
from f.common.store.book_id import validate_book_id

log = logging.getLogger(__name__)

_INSERT_MESSAGE = ("INSERT INTO messages (" + rows.MESSAGE_COLUMNS + ") VALUES ("
                   + ", ".join("?" * len(rows.MESSAGE_COLUMNS.split(","))) + ")")


def open_backend(settings):
    """The back-end the settings name, as it is (not migrated)."""
    if settings.chat_db_url:
        from f.common.chat.db_postgres import PostgresBackend

        return PostgresBackend(settings.chat_db_url)
    from f.common.chat.db_sqlite import SQLiteBackend

    return SQLiteBackend(settings.kb_home / "chat.sqlite3")


def open_chat_db(settings) -> ChatDB:
    """The store the settings name, migrated to the latest schema."""
    backend = open_backend(settings)
    try:
        migrate(backend)
    except BaseException:
        backend.close()
        raise
    return ChatDB(backend)


class ChatDB:
    def __init__(self, backend):
        self.backend = backend

    @property
    def kind(self) -> str:
        return self.backend.name

    def create_conversation(self, user: str, book_id: str, title: str = "") -> dict:
        user, book_id, title = rows.user_name(user), validate_book_id(book_id), rows.title(title)
        row = (rows.new_id(), user, book_id, title, rows.now())
        with self.backend.transaction(write=True) as tx:
            tx.run("INSERT INTO conversations (id, user_id, book_id, title, created_at, updated_at) "
                   "VALUES (?, ?, ?, ?, ?, ?)", (*row, row[-1]))
        return rows.conversation_dict((*row, row[-1], 0))

    def list_conversations(self, user: str, book_id: str | None = None) -> list[dict]:
        sql = f"SELECT {rows.CONVERSATION_COLUMNS} FROM conversations c WHERE c.user_id = ?"
        params: tuple = (rows.user_name(user),)
        if book_id is not None:
            sql, params = sql + " AND c.book_id = ?", (*params, validate_book_id(book_id))
        with self.backend.transaction() as tx:
            found = tx.run(sql + " ORDER BY c.updated_at DESC, c.created_at DESC, c.id", params)
        return [rows.conversation_dict(r) for r in found]

    def get_conversation(self, user: str, conversation_id: str) -> dict:
        with self.backend.transaction() as tx:
            return rows.conversation_dict(self._owned(tx, user, conversation_id))

    def delete_conversation(self, user: str, conversation_id: str) -> None:
        with self.backend.transaction(write=True) as tx:
            cid = self._owned(tx, user, conversation_id)[0]
            tx.run("DELETE FROM messages WHERE conversation_id = ?", (cid,))
            tx.run("DELETE FROM conversations WHERE id = ?", (cid,))

    def messages(self, user: str, conversation_id: str) -> list[dict]:
        with self.backend.transaction() as tx:
            cid = self._owned(tx, user, conversation_id)[0]
            found = tx.run(f"SELECT {rows.MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? "
                           "ORDER BY position", (cid,))
        return [rows.message_dict(r) for r in found]

    def record_turn(self, user: str, conversation_id: str, user_message: dict,
                    assistant_message: dict) -> tuple[dict, dict]:
        """Both messages in one transaction; bumps updated_at; names an untitled conversation
        after its first question."""
        user, cid = rows.user_name(user), rows.conversation_id(conversation_id)
        asked, answer = rows.message_values(user_message, "user"), rows.message_values(assistant_message, "assistant")
        stamp = rows.now()
        with self.backend.transaction(write=True) as tx:
            # The update locks the conversation's row (PostgreSQL) or the file (SQLite) first, so
            # two turns of one conversation take consecutive positions, never the same ones.
            changed = tx.count("UPDATE conversations SET updated_at = ?, title = CASE WHEN title = '' "
                               "THEN ? ELSE title END WHERE id = ? AND user_id = ?",
                               (stamp, rows.title_from(asked["content"]), cid, user))
            if changed != 1:
                raise rows.not_found(cid)
            last = tx.run("SELECT COALESCE(MAX(position), 0) FROM messages WHERE conversation_id = ?", (cid,))
            stored = []
            for offset, values in enumerate((asked, answer), start=1):
                row = self._message_row(values, cid, last[0][0] + offset, stamp)
                tx.run(_INSERT_MESSAGE, row)
                stored.append(rows.message_dict(row))
        return stored[0], stored[1]

    @staticmethod
    def _message_row(values: dict, cid: str, position: int, stamp: str) -> tuple:
        values = {**values, "conversation_id": cid, "position": position,
                  "created_at": values["created_at"] or stamp}
        return tuple(values[name.strip()] for name in rows.MESSAGE_COLUMNS.split(","))

    @staticmethod
    def _owned(tx, user: str, conversation_id: object) -> tuple:
        user, cid = rows.user_name(user), rows.conversation_id(conversation_id)
        found = tx.run(f"SELECT {rows.CONVERSATION_COLUMNS} FROM conversations c "
                       "WHERE c.id = ? AND c.user_id = ?", (cid, user))
        if not found:
            raise rows.not_found(cid)
        return found[0]

    def close(self) -> None:
        self.backend.close()

    def __enter__(self) -> ChatDB:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
