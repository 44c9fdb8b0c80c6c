"""Progress on stderr for long jobs: a bar that redraws in a terminal, plain lines in logs and in
Windmill (whose job log is not a terminal), at most one line every few seconds."""
from __future__ import annotations

import sys
import time


class Progress:
    def __init__(self, label: str, total: int, stream=None, every: float = 2.0):
        self.label, self.total = label, max(0, int(total))
        self.stream = stream or sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.every = 0.1 if self.tty else every
        self.start = self.last = time.monotonic()
        self.done = 0

    def _line(self) -> str:
        elapsed = time.monotonic() - self.start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        share = self.done / self.total if self.total else 1.0
        bar = ("#" * int(share * 24)).ljust(24, ".") if self.tty else ""
        return (f"{self.label} {bar + ' ' if bar else ''}{self.done}/{self.total} "
                f"({share:.0%}, {elapsed:.0f}s elapsed, ~{left:.0f}s left)")

    def advance(self, count: int = 1) -> None:
        self.done += count
        now = time.monotonic()
        if now - self.last >= self.every or self.done >= self.total:
            self.last = now
            self._write()

    def _write(self) -> None:
        line = self._line()
        try:
            self.stream.write(("\r" + line) if self.tty else line + "\n")
            self.stream.flush()
        except (OSError, ValueError):
            pass

    def close(self) -> None:
        if self.tty:
            self._write()
            self.stream.write("\n")
            self.stream.flush()


def note(message: str) -> None:
    """A one-line status message for the operator (stderr, so --json output stays clean)."""
    try:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
