"""The chat store's PostgreSQL back-end (KB_CHAT_DB_URL), on psycopg 3.

No message of ours carries the URL's password: the URL is shown without it, and a driver message
is scrubbed of it too (libpq echoes a malformed URL token, which may be the password)."""
from __future__ import annotations

import logging
from contextlib import contextmanager, suppress
from urllib.parse import parse_qsl, unquote, urlsplit

from f.common.chat.db_pool import Pool, Tx
from f.common.errors import BadInput, ServiceError

log = logging.getLogger(__name__)
CONNECT_TIMEOUT = 10  # seconds; an unreachable server is an error, not a hung chat turn


def redact_url(url: str) -> str:
    """scheme://user@host:port/db: the URL without its password or query."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return "postgresql://<unparsable URL>"
    user = f"{parts.username}@" if parts.username else ""
    return f"{parts.scheme}://{user}{host}{port}{parts.path}"


def url_secrets(url: str) -> list[str]:
    """Every spelling of the URL's passwords (raw and decoded; userinfo and ?password=)."""
    found = []
    netloc = url.split("://", 1)[-1].split("/", 1)[0]
    userinfo = netloc.rpartition("@")[0]
    if ":" in userinfo:
        found.append(userinfo.split(":", 1)[1])
    query = url.partition("?")[2]
    for item in query.split("&"):
        key, _, value = item.partition("=")
        if key == "password" and value:
            found.append(value)
    with suppress(ValueError):
        found += [v for k, v in parse_qsl(query) if k == "password"]
    found += [unquote(s) for s in found]
    return sorted({s for s in found if s}, key=len, reverse=True)


class PostgresBackend:
    name = "postgres"
    # Two processes opening the same database at once take turns migrating it.
    migration_lock = "SELECT pg_advisory_xact_lock(7715062)"

    def __init__(self, url: str):
        self._url, self.shown = url, redact_url(url)
        self._secrets = url_secrets(url)
        self.pool = Pool(self._connect, alive=lambda conn: not conn.closed and not conn.broken,
                         check=_answers)
        with self.pool.connection():
            pass  # fail at open, not at the first question, when the server cannot be reached

    def scrub(self, exc: Exception) -> str:
        text = " ".join(str(exc).split()) or type(exc).__name__
        for secret in self._secrets:
            text = text.replace(secret, "***")
        return text

    def _connect(self):
        import psycopg  # lazy: the SQLite default must not pay for the driver

        try:
            return psycopg.connect(self._url, connect_timeout=CONNECT_TIMEOUT,
                                   application_name="ebook-kb-chat")
        except psycopg.Error as exc:
            raise ServiceError(f"chat database at {self.shown} cannot be reached: {self.scrub(exc)}") from None

    @contextmanager
    def transaction(self, write: bool = False):
        import psycopg

        with self.pool.connection() as conn:
            try:
                with conn.cursor() as cursor:
                    try:
                        yield Tx(cursor, "%s")
                        conn.commit()
                    except BaseException:
                        with suppress(psycopg.Error):
                            conn.rollback()
                        raise
            except psycopg.IntegrityError as exc:
                raise BadInput(f"chat database refused the row: {self.scrub(exc)}") from None
            except psycopg.Error as exc:
                raise ServiceError(f"chat database at {self.shown} failed: {self.scrub(exc)}") from None

    def close(self) -> None:
        self.pool.close()


def _answers(conn) -> bool:
    import psycopg

    try:
        conn.execute("SELECT 1")
        conn.rollback()
        return True
    except psycopg.Error:
        return False
