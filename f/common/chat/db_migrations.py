"""The chat schema's migrations, one list for both back-ends, applied in order when a store opens.

A step is SQL both SQLite and PostgreSQL accept, or {"sqlite": ..., "postgres": ...} where they must
differ. All pending migrations run in one transaction with their schema_version rows, so a failed
migration leaves the database as it was. Never edit a released migration: append a new one.
Times are ISO-8601 UTC text in both back-ends (identical ordering and round trips); JSON is text."""
from __future__ import annotations

import logging
from datetime import UTC, datetime

from f.common.errors import ServiceError

log = logging.getLogger(__name__)

MIGRATIONS: list[tuple[int, list]] = [
    (1, [
        """CREATE TABLE conversations (
            id TEXT PRIMARY KEY,
            user_id TEXT NOT NULL,
            book_id TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL)""",
        """CREATE TABLE messages (
            id TEXT PRIMARY KEY,
            conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
            content TEXT NOT NULL,
            citations TEXT NOT NULL DEFAULT '[]',
            follow_up_questions TEXT NOT NULL DEFAULT '[]',
            model TEXT,
            input_tokens INTEGER,
            output_tokens INTEGER,
            timings TEXT,
            created_at TEXT NOT NULL,
            UNIQUE (conversation_id, position))""",
    ]),
    # Failed turns are stored too (status, error), with the answer's mode, request count and the
    # agent's transcript. A version-1 assistant message with token counts made at least one request.
    (2, [
        "ALTER TABLE messages ADD COLUMN mode TEXT CHECK (mode IN ('model', 'evidence_only'))",
        "ALTER TABLE messages ADD COLUMN status TEXT NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'failed'))",
        "ALTER TABLE messages ADD COLUMN error TEXT",
        "ALTER TABLE messages ADD COLUMN requests INTEGER",
        "ALTER TABLE messages ADD COLUMN transcript TEXT",
        "UPDATE messages SET requests = 1 WHERE role = 'assistant' AND input_tokens IS NOT NULL",
    ]),
    # The sidebar lists one user's conversations, most recently updated first.
    (3, ["CREATE INDEX conversations_by_user ON conversations (user_id, updated_at)"]),
]
LATEST = MIGRATIONS[-1][0]


def current_version(tx) -> int:
    return tx.run("SELECT COALESCE(MAX(version), 0) FROM schema_version")[0][0]


def migrate(backend, target: int | None = None) -> int:
    """Bring the database to `target` (the latest by default); returns the version it was at."""
    latest = MIGRATIONS[-1][0]
    target = latest if target is None else target
    with backend.transaction(write=True) as tx:
        if backend.migration_lock:
            tx.run(backend.migration_lock)
        tx.run("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
        found = current_version(tx)
        if found > latest:
            raise ServiceError(f"chat database is at schema version {found}, newer than this code "
                               f"knows ({latest}): upgrade ebook-kb")
        for version, steps in MIGRATIONS:
            if found < version <= target:
                for step in steps:
                    tx.run(step[backend.name] if isinstance(step, dict) else step)
                tx.run("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)",
                       (version, datetime.now(UTC).isoformat()))
                log.info("chat database (%s): applied migration %d", backend.name, version)
    return found
