"""The chat store's SQLite back-end (the default: a file under KB_HOME, no server).

WAL mode lets readers run beside the one writer; a write transaction starts with BEGIN IMMEDIATE so
that it waits (busy timeout) for the write lock up front instead of failing when a read would turn
into a write. Connections come from the shared pool, one thread at a time each."""
from __future__ import annotations

import logging
import os
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path

from f.common.chat.db_pool import Pool, Tx
from f.common.errors import BadInput, ServiceError

log = logging.getLogger(__name__)
BUSY_TIMEOUT = 30.0  # seconds a writer waits for another writer's transaction


class SQLiteBackend:
    name = "sqlite"
    migration_lock = None  # BEGIN IMMEDIATE already serialises two processes migrating at once

    def __init__(self, path: Path):
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if not self.path.exists():  # conversations are private: the file is the owner's only
                os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600))
        except OSError as exc:
            raise ServiceError(f"chat database {self.path} cannot be created: {exc.strerror}") from None
        self.pool = Pool(self._connect)
        with self.pool.connection() as conn:
            self._wal(conn)

    def _wal(self, conn: sqlite3.Connection) -> None:
        """Switch to WAL once per file. The switch needs the file to itself and SQLite does not
        wait (no busy handler) when stores open a new file at once: retry until the busy timeout."""
        deadline = time.monotonic() + BUSY_TIMEOUT
        while True:
            try:
                conn.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise ServiceError(f"chat database {self.path} failed: {exc}") from None
                time.sleep(0.05)

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None,
                                   check_same_thread=False)  # the pool lends it to one thread at a time
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
            conn.execute("PRAGMA foreign_keys = ON")
            return conn
        except sqlite3.Error as exc:
            raise ServiceError(f"chat database {self.path} cannot be opened: {exc}") from None

    def _call(self, fn, *args):
        try:
            return fn(*args)
        except sqlite3.Error as exc:
            raise ServiceError(f"chat database {self.path} failed: {exc}") from None

    @contextmanager
    def transaction(self, write: bool = False):
        with self.pool.connection() as conn:
            try:
                conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                try:
                    yield Tx(conn.cursor())
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.rollback()
                    raise
            except sqlite3.IntegrityError as exc:
                raise BadInput(f"chat database refused the row: {exc}") from None
            except sqlite3.Error as exc:
                raise ServiceError(f"chat database {self.path} failed: {exc}") from None

    def close(self) -> None:
        self.pool.close()
