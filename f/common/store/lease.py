"""An ingest's lease on its book: `parsed/<book>/lease.json` {token, owner, host, pid, started_at,
heartbeat}. One ingest per book at a time; a lease whose heartbeat is older than KB_LEASE_STALE
seconds belongs to a dead ingest and is taken over.

S3 servers may not offer conditional writes, so taking a lease is write-then-confirm: write our
token, wait a settle time, read it back; of two racing writers only the last one reads its own
token, the other refuses. A heartbeat thread rewrites the lease and notices a takeover (`lost`),
and the ingest checks that before every step and before the switch."""
from __future__ import annotations

import json
import os
import socket
import threading
import time
import uuid

from f.common.errors import KBError
from f.common.store.objects import ObjectStore

SETTLE = 0.3  # seconds between writing a lease and confirming it


class Busy(KBError):
    """Another live ingest holds the book."""

    exit_code = 1


def lease_key(book_id: str) -> str:
    return f"parsed/{book_id}/lease.json"


def read(store: ObjectStore, book_id: str) -> dict | None:
    try:
        value = json.loads(store.get(lease_key(book_id)))
    except KeyError:
        return None
    except ValueError:
        return {"token": "", "heartbeat": 0, "owner": "?", "damaged": True}
    return value if isinstance(value, dict) else {"token": "", "heartbeat": 0}


def age(lease: dict) -> float:
    beat = lease.get("heartbeat")
    return time.time() - beat if isinstance(beat, (int, float)) else float("inf")


def is_stale(lease: dict, stale_after: float) -> bool:
    return age(lease) > stale_after


def describe(lease: dict) -> str:
    return (f"{lease.get('owner', '?')}@{lease.get('host', '?')} pid {lease.get('pid', '?')}, "
            f"started {lease.get('started_at', '?')}, last heartbeat {age(lease):.0f} s ago")


class Lease:
    def __init__(self, store: ObjectStore, book_id: str, stale_after: float):
        self.store, self.book_id, self.stale_after = store, book_id, stale_after
        self.token = uuid.uuid4().hex
        self.record = {"token": self.token, "owner": os.environ.get("USER") or "?",
                       "host": socket.gethostname(), "pid": os.getpid(),
                       "started_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        self.lost = False
        self.taken_over: dict | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def _write(self) -> None:
        self.store.put(lease_key(self.book_id), json.dumps({**self.record, "heartbeat": time.time()}).encode(),
                       "application/json")

    def acquire(self, wait: float = 0.0) -> Lease:
        """Take the lease (waiting up to `wait` seconds for a live holder); Busy otherwise. A stale
        lease found is kept in `taken_over` so the caller can mark that attempt failed."""
        deadline = time.monotonic() + wait
        while True:
            held = read(self.store, self.book_id)
            if held is None or is_stale(held, self.stale_after):
                self._write()
                time.sleep(SETTLE)
                mine = read(self.store, self.book_id) or {}
                if mine.get("token") == self.token:
                    self.taken_over = held
                    break
                held = mine
            if time.monotonic() >= deadline:
                raise Busy(f"book {self.book_id!r} is being ingested by {describe(held)}; wait for it, "
                           "or pass --wait SECONDS (a dead ingest's lease is taken over after "
                           f"KB_LEASE_STALE={self.stale_after:.0f} s)")
            time.sleep(min(1.0, max(0.1, deadline - time.monotonic())))
        self._thread = threading.Thread(target=self._beat, name=f"lease {self.book_id}", daemon=True)
        self._thread.start()
        return self

    def _beat(self) -> None:
        while not self._stop.wait(max(0.2, self.stale_after / 4)):
            try:
                if (read(self.store, self.book_id) or {}).get("token") != self.token:
                    self.lost = True
                    return
                self._write()
            except Exception:  # a store outage: the next beat tries again; check() sees staleness
                continue

    def check(self) -> None:
        """Raise Busy if another ingest took the book over (this one must stop writing)."""
        if self.lost or (read(self.store, self.book_id) or {}).get("token") != self.token:
            self.lost = True
            raise Busy(f"the lease on {self.book_id!r} was taken over by another ingest; this one stops")

    def release(self) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join(timeout=5)
        try:
            if (read(self.store, self.book_id) or {}).get("token") == self.token:
                self.store.delete(lease_key(self.book_id))
        except Exception:  # noqa: BLE001 - a lease left behind goes stale and is taken over
            pass
