"""A chat database that cannot be reached is a ServiceError whose message, traceback and logs never
hold the URL's password; a pooled connection the server dropped is replaced, not failed on; the
SQLite file is the owner's only."""
import logging
import stat
import traceback

import pytest

from f.common.chat.db import open_chat_db
from f.common.config import load
from f.common.errors import ServiceError
from tests.pg_cluster import USER, free_port

SECRET = "Zq9-s3cret-pw"


def refused(settings, caplog, *secrets: str) -> str:
    caplog.set_level(logging.DEBUG)
    with pytest.raises(ServiceError) as caught:
        open_chat_db(settings)
    told = "".join(traceback.format_exception(caught.value)) + caplog.text + repr(settings)
    for secret in secrets:
        assert secret not in told
    return str(caught.value)


def test_a_wrong_password_is_not_repeated(pg_cluster, caplog):
    url = pg_cluster.url("postgres", password=SECRET)
    message = refused(load().replace(chat_db_url=url), caplog, SECRET)
    assert f"postgresql://{USER}@127.0.0.1:{pg_cluster.port}/postgres" in message
    assert "password authentication failed" in message


def test_an_unreachable_server_is_a_service_error(caplog):
    url = f"postgresql://{USER}:{SECRET}@127.0.0.1:{free_port()}/chat"
    message = refused(load().replace(chat_db_url=url), caplog, SECRET)
    assert "cannot be reached" in message and "127.0.0.1" in message


@pytest.mark.parametrize("url", [
    f"postgresql://{USER}:{SECRET}%zz@127.0.0.1:5/chat",       # libpq echoes a bad %-token
    f"postgresql://{USER}:{SECRET}@[::1/chat",                  # ... or the whole URL
    f"postgresql://{USER}@127.0.0.1:5/chat?password={SECRET}&bogus=1",
    f"postgresql://{USER}:{SECRET}@127.0.0.1:notaport/chat",
])
def test_a_malformed_url_is_not_repeated(url, caplog):
    refused(load().replace(chat_db_url=url), caplog, SECRET, SECRET + "%zz")


def test_a_dropped_connection_is_replaced(pg_cluster):
    import psycopg

    settings = load().replace(chat_db_url=pg_cluster.fresh_schema())
    with open_chat_db(settings) as db:
        conv = db.create_conversation("alice", "教材/数学/向量")
        db.backend.pool.check_after = 0.0   # check every lent connection
        with psycopg.connect(pg_cluster.url("chat"), autocommit=True) as admin:
            killed = admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                                   "application_name = 'ebook-kb-chat'").fetchall()
        assert killed   # the store's pooled connection really went
        assert db.get_conversation("alice", conv["id"])["id"] == conv["id"]


def test_a_closed_store_says_so(chat_settings):
    db = open_chat_db(chat_settings)
    db.close()
    with pytest.raises(ServiceError, match="closed"):
        db.create_conversation("alice", "教材/数学/向量")


def test_the_sqlite_file_is_private_and_under_kb_home(kb_home):
    open_chat_db(load()).close()
    path = kb_home / "chat.sqlite3"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_an_unusable_kb_home_is_a_service_error(kb_home):
    kb_home.parent.mkdir(parents=True, exist_ok=True)
    kb_home.write_text("a file, not a directory")
    with pytest.raises(ServiceError, match="cannot be created"):
        open_chat_db(load())
