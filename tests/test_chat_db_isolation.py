"""One user never sees, reads, writes or deletes another's conversation, and a hostile id is just an
unknown one: the same NotFound, its id shown short and harmless, on both back-ends."""
import uuid

import pytest

from f.common.chat.db import open_chat_db
from f.common.errors import NotFound

BOOK = "教材/物理/力学"
HOSTILE = ["", "x", "../../etc/passwd", "1' OR '1'='1", "'; DROP TABLE conversations; --",
           "%s%s%s", "?", "a" * 32, "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef" * 2 + "\n",
           "0123456789abcdef0123456789abcdef0", "\x00" * 32, "熵" * 32, "x" * 100_000, None, 42, ["id"]]


@pytest.fixture
def db(chat_settings):
    store = open_chat_db(chat_settings)
    yield store
    store.close()


def calls(db, user, cid):
    turn = ({"content": "偷看"}, {"content": "答"})
    return {"get": lambda: db.get_conversation(user, cid), "messages": lambda: db.messages(user, cid),
            "delete": lambda: db.delete_conversation(user, cid),
            "record_turn": lambda: db.record_turn(user, cid, *turn)}


def test_alice_cannot_reach_bobs_conversation(db):
    bobs = db.create_conversation("bob", BOOK)
    db.record_turn("bob", bobs["id"], {"content": "bob 的问题"}, {"content": "bob 的回答"})
    before = (db.get_conversation("bob", bobs["id"]), db.messages("bob", bobs["id"]))
    unknown = uuid.uuid4().hex
    for name, call in calls(db, "alice", bobs["id"]).items():
        with pytest.raises(NotFound) as theirs:
            call()
        with pytest.raises(NotFound) as nobodys:
            calls(db, "alice", unknown)[name]()
        # Worded exactly as an unknown id: the answer tells alice nothing about bob's conversation.
        assert str(theirs.value) == f"conversation {bobs['id']} not found", name
        assert str(nobodys.value) == f"conversation {unknown} not found", name
    assert db.list_conversations("alice") == [] and db.list_conversations("alice", book_id=BOOK) == []
    assert (db.get_conversation("bob", bobs["id"]), db.messages("bob", bobs["id"])) == before


def test_users_are_matched_exactly(db):
    conv = db.create_conversation("alice", BOOK)
    for other in ("Alice", "alice ", "alic", "%", "alice' OR '1'='1"):
        with pytest.raises(NotFound):
            db.get_conversation(other, conv["id"])
        assert db.list_conversations(other) == []
    assert db.get_conversation("alice", conv["id"])["id"] == conv["id"]


@pytest.mark.parametrize("hostile", HOSTILE, ids=range(len(HOSTILE)))
def test_a_hostile_id_is_an_unknown_one(db, hostile):
    mine = db.create_conversation("alice", BOOK)
    db.record_turn("alice", mine["id"], {"content": "问"}, {"content": "答"})
    for name, call in calls(db, "alice", hostile).items():
        with pytest.raises(NotFound) as caught:
            call()
        message = str(caught.value)
        assert message.startswith("conversation ") and message.endswith(" not found"), name
        shown = message.removeprefix("conversation ").removesuffix(" not found")
        assert len(shown) <= 41 and message.isprintable(), (name, message)
        assert not set("'\";%/\\\n\x00") & set(shown), (name, message)
    assert [c["id"] for c in db.list_conversations("alice")] == [mine["id"]]   # nothing was harmed
    assert len(db.messages("alice", mine["id"])) == 2
