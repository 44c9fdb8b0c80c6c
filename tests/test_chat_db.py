"""The chat store on both back-ends (SQLite in tmp_path, PostgreSQL in a throw-away cluster):
round trips, ordering, titles, one-transaction turns, persistence across a restart."""
import re

import pytest

from f.common.chat import db_pool
from f.common.chat.db import open_chat_db
from f.common.errors import BadInput, NotFound, ServiceError

BOOK = "教材/数学/数学(A版)必修第二册"
QUESTION = "信息熵和热力学熵是什么关系？请结合第3章的定义，说明两者在统计力学中的联系与区别。"
ISO_UTC = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00")


def answer(**extra) -> dict:
    return {"content": "两者形式相同[1]。「熵」😀", "model": "deepseek-chat", "mode": "model",
            "citations": [{"n": 1, "evidence_id": "e1", "book_id": BOOK, "page": 24, "page_label": "17",
                           "section": "第三章 熵", "quote": "信息熵 H = -∑ p log p"}],
            "follow_up_questions": ["什么是条件熵？", "第4章讲了什么？"],
            "usage": {"input_tokens": 1200, "output_tokens": 300, "requests": 2},
            "timings": {"first_token_s": 0.8, "total_s": 3.25},
            "transcript": [{"kind": "request", "parts": ["搜索 熵"]}], **extra}


@pytest.fixture
def db(chat_settings):
    store = open_chat_db(chat_settings)
    yield store
    store.close()


def test_a_turn_round_trips_exactly(db):
    conv = db.create_conversation("alice", BOOK)
    assert set(conv) == {"id", "user", "book_id", "title", "created_at", "updated_at", "message_count"}
    assert re.fullmatch(r"[0-9a-f]{32}", conv["id"]) and ISO_UTC.fullmatch(conv["created_at"])
    assert (conv["user"], conv["book_id"], conv["title"], conv["message_count"]) == ("alice", BOOK, "", 0)
    asked, answered = db.record_turn("alice", conv["id"], {"content": QUESTION}, answer())
    stored = db.messages("alice", conv["id"])
    assert stored == [asked, answered]
    user_msg, reply = stored
    assert (user_msg["role"], user_msg["content"], user_msg["citations"], user_msg["usage"]) == (
        "user", QUESTION, [], {})
    assert user_msg["timings"] == {} and user_msg["transcript"] is None and user_msg["status"] == "ok"
    expected = answer()
    for key in ("content", "citations", "follow_up_questions", "model", "mode", "usage", "timings",
                "transcript"):
        assert reply[key] == expected[key], key
    assert (reply["role"], reply["status"], reply["error"], reply["conversation_id"]) == (
        "assistant", "ok", None, conv["id"])
    assert ISO_UTC.fullmatch(reply["created_at"])
    after = db.get_conversation("alice", conv["id"])
    assert after["message_count"] == 2 and after["updated_at"] > conv["updated_at"]
    assert after["title"] == QUESTION[:40] + "…" and after["created_at"] == conv["created_at"]


def test_ids_given_by_the_server_are_kept_and_others_generated(db):
    conv = db.create_conversation("alice", BOOK)
    given = "0123456789abcdef0123456789abcdef"
    asked, answered = db.record_turn("alice", conv["id"], {"content": "问"}, answer(id=given))
    assert answered["id"] == given and re.fullmatch(r"[0-9a-f]{32}", asked["id"]) and asked["id"] != given
    with pytest.raises(BadInput, match="uuid4 hex"):
        db.record_turn("alice", conv["id"], {"content": "问", "id": "1; DROP TABLE messages"}, answer())


def test_a_failed_turn_is_stored_as_failed(db):
    conv = db.create_conversation("alice", BOOK)
    failed = {"content": "", "status": "failed", "error": "model timed out after 3 retries", "mode": "model"}
    _, reply = db.record_turn("alice", conv["id"], {"content": "问"}, failed)
    assert db.messages("alice", conv["id"])[1] == reply
    assert (reply["status"], reply["error"], reply["usage"], reply["citations"]) == (
        "failed", "model timed out after 3 retries", {}, [])
    with pytest.raises(BadInput):
        db.record_turn("alice", conv["id"], {"content": "问"}, {"content": "x", "status": "maybe"})


def test_titles_and_listing_order(db):
    first = db.create_conversation("alice", BOOK, title="  我的   标题 ")
    second = db.create_conversation("alice", "教材/物理/力学")
    assert first["title"] == "我的 标题"
    db.record_turn("alice", second["id"], {"content": "短问题"}, answer())
    assert [c["id"] for c in db.list_conversations("alice")] == [second["id"], first["id"]]
    db.record_turn("alice", first["id"], {"content": "另一个问题"}, answer())
    listed = db.list_conversations("alice")
    assert [c["id"] for c in listed] == [first["id"], second["id"]]
    assert [c["title"] for c in listed] == ["我的 标题", "短问题"]   # a given title is kept
    assert [c["id"] for c in db.list_conversations("alice", book_id="教材/物理/力学")] == [second["id"]]
    assert db.list_conversations("alice", book_id="教材/没有这本书") == []
    db.record_turn("alice", second["id"], {"content": "第二个问题"}, answer())
    assert db.get_conversation("alice", second["id"])["title"] == "短问题"   # named by the first only


def test_messages_keep_their_order_over_many_turns(db):
    conv = db.create_conversation("alice", BOOK)
    for n in range(12):
        db.record_turn("alice", conv["id"], {"content": f"问题 {n}"}, answer(content=f"回答 {n}"))
    stored = db.messages("alice", conv["id"])
    assert [m["content"] for m in stored] == [f"{w} {n}" for n in range(12) for w in ("问题", "回答")]
    assert [m["role"] for m in stored] == ["user", "assistant"] * 12


def test_delete_removes_the_conversation_and_its_messages(db):
    keep, gone = db.create_conversation("alice", BOOK), db.create_conversation("alice", BOOK)
    for conv in (keep, gone):
        db.record_turn("alice", conv["id"], {"content": "问"}, answer())
    assert db.delete_conversation("alice", gone["id"]) is None
    with pytest.raises(NotFound):
        db.messages("alice", gone["id"])
    assert [c["id"] for c in db.list_conversations("alice")] == [keep["id"]]
    assert len(db.messages("alice", keep["id"])) == 2
    with db.backend.transaction() as tx:   # no orphaned rows left behind
        assert tx.run("SELECT COUNT(*) FROM messages WHERE conversation_id = ?", (gone["id"],)) == [(0,)]


def test_a_failing_second_insert_leaves_neither_row(db):
    conv = db.create_conversation("alice", BOOK)
    clash = "feedfacefeedfacefeedfacefeedface"
    with pytest.raises(BadInput, match="refused"):   # the database itself rejects the second row
        db.record_turn("alice", conv["id"], {"content": "问", "id": clash}, answer(id=clash))
    assert db.messages("alice", conv["id"]) == []
    assert db.get_conversation("alice", conv["id"]) == conv   # title and updated_at rolled back too


def test_a_connection_lost_mid_turn_leaves_neither_row(db, monkeypatch):
    conv = db.create_conversation("alice", BOOK)
    real_run, inserts = db_pool.Tx.run, []

    def dying_run(self, sql, params=()):
        if sql.startswith("INSERT INTO messages"):
            inserts.append(sql)
            if len(inserts) == 2:
                raise ServiceError("connection lost")
        return real_run(self, sql, params)

    monkeypatch.setattr(db_pool.Tx, "run", dying_run)
    with pytest.raises(ServiceError, match="connection lost"):
        db.record_turn("alice", conv["id"], {"content": "问"}, answer())
    monkeypatch.setattr(db_pool.Tx, "run", real_run)
    assert len(inserts) == 2 and db.messages("alice", conv["id"]) == []
    assert db.get_conversation("alice", conv["id"])["title"] == ""


def test_conversations_survive_a_restart(chat_settings):
    with open_chat_db(chat_settings) as db:
        conv = db.create_conversation("alice", BOOK)
        turn = db.record_turn("alice", conv["id"], {"content": QUESTION}, answer())
        listed = db.list_conversations("alice")
    with pytest.raises(ServiceError, match="closed"):
        db.list_conversations("alice")
    with open_chat_db(chat_settings) as again:
        assert again.list_conversations("alice") == listed
        assert again.messages("alice", conv["id"]) == list(turn)


def test_bad_input_is_refused_before_anything_is_written(db):
    with pytest.raises(BadInput):
        db.create_conversation("alice", "../etc/passwd")
    with pytest.raises(BadInput):
        db.create_conversation("", BOOK)
    conv = db.create_conversation("alice", BOOK)
    for bad in ({"content": "x", "citations": "not a list"}, {"content": None},
                {"content": "x", "usage": {"input_tokens": -1}}, {"content": "x", "timings": {"t": object()}},
                {"content": "x", "created_at": "yesterday"}):
        with pytest.raises(BadInput):
            db.record_turn("alice", conv["id"], {"content": "问"}, bad)
    assert db.messages("alice", conv["id"]) == [] and db.get_conversation("alice", conv["id"]) == conv
    _, reply = db.record_turn("alice", conv["id"], {"content": "问"}, {"content": "a\x00b"})
    assert db.messages("alice", conv["id"])[1]["content"] == reply["content"] == "a\ufffdb"
