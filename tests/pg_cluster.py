"""A throw-away PostgreSQL cluster from Debian's `postgresql` package, for the chat store's tests.

initdb and postgres refuse to run as root, so as root the cluster belongs to `nobody`: its
directory is made outside pytest's root-only tmp tree and handed over. Password authentication
(scram) on a free loopback port, so the tests use real URLs with real passwords; unix sockets stay
in the cluster's directory. Durability is switched off: the cluster lives for one test session."""
from __future__ import annotations

import glob
import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest

USER = "kb"


def binaries() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return Path(found[-1]).parent if found else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class PgCluster:
    def __init__(self, bindir: Path):
        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix="kb-pg-"))
        self.data, self.log = self.root / "data", self.root / "postgres.log"
        self.password = "pw-" + secrets.token_hex(8)
        self.port = free_port()
        self.owner = pwd.getpwnam("nobody") if os.geteuid() == 0 else None
        self._dbs = 0

    def _run(self, *args: str) -> subprocess.CompletedProcess:
        extra = {"user": self.owner.pw_uid, "group": self.owner.pw_gid, "extra_groups": []} if self.owner else {}
        proc = subprocess.run(args, cwd=self.root, capture_output=True, text=True, timeout=120,
                              env={"PATH": os.environ.get("PATH", ""), "LANG": "C.UTF-8"}, **extra)
        if proc.returncode != 0:
            log = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
            raise RuntimeError(f"{args[0]} failed: {proc.stderr.strip()}\n{log}")
        return proc

    def start(self) -> PgCluster:
        (self.root / "pw").write_text(self.password)
        if self.owner:
            for path in (self.root, self.root / "pw"):
                os.chown(path, self.owner.pw_uid, self.owner.pw_gid)
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", USER, "-E", "UTF8",
                  "--locale=C.UTF-8", "--auth=scram-sha-256", f"--pwfile={self.root / 'pw'}")
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-w",
                  "-t", "60", "-o", options, "start")
        return self

    def url(self, database: str = "postgres", password: str | None = None) -> str:
        return f"postgresql://{USER}:{password or self.password}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str = "chat") -> str:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def fresh_schema(self) -> str:
        """The URL of an empty schema in the `chat` database, one per test (CREATE DATABASE takes
        half a second; a schema, a millisecond). The store runs in it through search_path."""
        import psycopg

        if not self._dbs:
            self.create_database("chat")
        self._dbs += 1
        with psycopg.connect(self.url("chat"), autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA t{self._dbs}")
        return self.url("chat") + f"?options=-c%20search_path%3Dt{self._dbs}"

    def stop(self) -> None:
        try:
            self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_cluster():
    bindir = binaries()
    if bindir is None:
        pytest.skip("PostgreSQL binaries not found under /usr/lib/postgresql/*/bin: "
                    "run bin/kb-setup --dev (installs Debian's postgresql package)")
    cluster = PgCluster(bindir).start()
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def chat_settings(request, kb_home):
    """Settings for a fresh, empty chat store on each back-end in turn."""
    from f.common.config import load

    settings = load()
    if request.param == "postgres":
        settings = settings.replace(chat_db_url=request.getfixturevalue("pg_cluster").fresh_schema())
    return settings
