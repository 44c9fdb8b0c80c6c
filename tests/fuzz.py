"""The fuzz pass's one rule, shared by tests/test_fuzz_*.py: every input gets a correct result or
a clear error (a KBError of bad input: exit 2, one short line), never another exception, and the
served books' stored objects are byte-for-byte what they were. Seeded: hypothesis runs
derandomized, so a failure is the same failure on the next run."""
from __future__ import annotations

import hashlib
from pathlib import Path

from hypothesis import HealthCheck, settings

from f.common.cli.main import execute
from f.common.errors import KBError

FUZZ = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def snapshot(home: Path) -> dict[str, str]:
    """sha1 of every stored object (manifests, pages, trees, glossaries) under KB_HOME."""
    root = Path(home) / "objects"
    return {str(p.relative_to(root)): hashlib.sha1(p.read_bytes()).hexdigest()[:12]
            for p in sorted(root.rglob("*")) if p.is_file()}


def clear_error(exc: KBError) -> None:
    message = str(exc.message)
    assert exc.exit_code == 2, f"{exc.code} for bad input: {message}"
    assert "\n" not in message and len(message) < 400 and "Traceback" not in message, message
    message.encode("utf-8")  # printable as the error line


def call(tool: str, argv: list[str]):
    """(result, None) or (None, error): the tool run exactly as its wrapper runs it."""
    try:
        return execute(tool, argv)[0], None
    except KBError as exc:
        clear_error(exc)
        return None, exc


def each_unchanged(home: Path, check, cases) -> None:
    """check(case) for every case; the stored objects are unchanged afterwards."""
    before = snapshot(home)
    for case in cases:
        check(case)
    assert snapshot(home) == before


def random_unchanged(home: Path, check, **strategies) -> None:
    """check(**drawn) for seeded random draws of `strategies`; the stored objects unchanged."""
    from hypothesis import given

    before = snapshot(home)
    FUZZ(given(**strategies)(check))()
    assert snapshot(home) == before
