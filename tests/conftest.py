"""Shared fixtures. Every test gets its own KB_HOME, so nothing touches ./data or another test."""
from __future__ import annotations

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
        monkeypatch.setenv("KB_BUCKET", f"t{abs(hash(request.node.nodeid)) % 10**10}")
    settings = load()
    return settings, get_store(settings)


# The search library: two short books and a blank one, built once per test module with the real
# bundled model, copied into each test's KB_HOME.
@pytest.fixture(scope="module")
def built(tmp_path_factory):
    home = tmp_path_factory.mktemp("library") / "kb"
    src = tmp_path_factory.mktemp("src")
    old = os.environ.get("KB_HOME")
    os.environ["KB_HOME"] = str(home)
    from f.common.ingest.flow import ingest
    from tests.books import MATH, PHYSICS, write_book

    try:
        ingest(write_book(src / "math", MATH), "教材/数学/向量")
        ingest(write_book(src / "physics", PHYSICS), "教材/物理/力学")
        ingest(write_book(src / "blank", [[("", 0)]], labels=True), "教材/数学/空白")
    finally:
        os.environ.pop("KB_HOME") if old is None else os.environ.__setitem__("KB_HOME", old)
    return home, src


@pytest.fixture
def library(built, kb_home, monkeypatch):
    shutil.copytree(built[0], kb_home)
    monkeypatch.setenv("KB_SEARCHD_IDLE", "60")
    yield built[1]
    from f.common.config import load
    from f.common.vectors import warm_search as searchd

    searchd.stop_all(load())


# The chat store's fixtures: one throw-away PostgreSQL cluster for the whole session (a fixture
# imported into several test modules would start one cluster per module).
from tests.pg_cluster import chat_settings, pg_cluster  # noqa: E402, F401
