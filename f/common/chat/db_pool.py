"""Connections shared by the threads of one process, for both chat database back-ends.

The chat server runs many conversations at once, each turn's database calls on a worker thread.
A connection is lent to one thread for one transaction and then given back; at most `max_size`
are open at once (a caller waits for one rather than exhausting the server's connections).
A connection idle for longer than `check_after` seconds is checked before it is lent (a server
restart would otherwise fail one request per pooled connection)."""
from __future__ import annotations

import logging
import threading
import time
from contextlib import contextmanager

from f.common.errors import ServiceError

log = logging.getLogger(__name__)


class Pool:
    def __init__(self, connect, alive=lambda conn: True, check=None, check_after: float = 5.0,
                 max_idle: int = 16, max_size: int = 32, wait: float = 30.0):
        self._connect, self._alive, self._max_idle, self._wait = connect, alive, max_idle, wait
        self._check, self.check_after = check, check_after
        self._idle: list = []  # (connection, when it was given back)
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(max_size)
        self._max_size = max_size
        self.closed = False

    @contextmanager
    def connection(self):
        if self.closed:
            raise ServiceError("chat database is closed")
        if not self._slots.acquire(timeout=self._wait):
            raise ServiceError(f"chat database: all {self._max_size} connections busy for {self._wait:g} s")
        try:
            conn = self._take()
            try:
                yield conn
            finally:
                self._give_back(conn)
        finally:
            self._slots.release()

    def _take(self):
        while True:
            with self._lock:
                conn, since = self._idle.pop() if self._idle else (None, 0.0)
            if conn is None:
                return self._connect()
            if self._check is None or time.monotonic() - since <= self.check_after or self._check(conn):
                return conn
            log.info("chat database: an idle connection had gone; reconnecting")
            _close(conn)

    def _give_back(self, conn) -> None:
        with self._lock:
            if not self.closed and len(self._idle) < self._max_idle and self._alive(conn):
                self._idle.append((conn, time.monotonic()))
                return
        if not self._alive(conn):
            log.warning("chat database: dropped a broken connection")
        _close(conn)

    def close(self) -> None:
        with self._lock:
            self.closed = True
            idle, self._idle = self._idle, []
        for conn, _ in idle:
            _close(conn)


def _close(conn) -> None:
    try:
        conn.close()
    except Exception:  # closing a dead connection must not hide the caller's own error
        log.debug("chat database: closing a connection failed", exc_info=True)


class Tx:
    """One transaction's statements. SQL is written with `?` placeholders; PostgreSQL's driver
    wants `%s` (the statements hold no literal `%` or `?`)."""

    def __init__(self, cursor, placeholder: str = "?"):
        self._cur, self._placeholder = cursor, placeholder

    def _sql(self, sql: str) -> str:
        return sql if self._placeholder == "?" else sql.replace("?", self._placeholder)

    def run(self, sql: str, params: tuple = ()) -> list[tuple]:
        self._cur.execute(self._sql(sql), params)
        return list(self._cur.fetchall()) if self._cur.description else []

    def count(self, sql: str, params: tuple = ()) -> int:
        """Run a write statement; the number of rows it changed."""
        self._cur.execute(self._sql(sql), params)
        return self._cur.rowcount
