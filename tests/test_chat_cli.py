"""bin/kb-chat as a user runs it: one stored turn, evidence-only without a model key, a follow-up
with --conversation, one book per conversation, bad input exit 2."""
import json

import pytest

from tests.test_wrappers import run

BOOK = "教材/数学/向量"


@pytest.fixture
def no_model(monkeypatch, library):
    for name in ("KB_LLM_API_KEY", "DEEPSEEK_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    return library


def test_a_turn_then_a_follow_up_in_the_same_conversation(no_model):
    code, out, err = run("kb-chat", "--book", BOOK, "什么是向量？", "--json")
    assert code == 0, err
    first = json.loads(out)
    assert first["mode"] == "evidence_only" and first["citations"]
    assert all(c["book_id"] == BOOK and c["quote"] for c in first["citations"])
    code, out, err = run("kb-chat", "--book", BOOK, "数量积怎么计算？", "--conversation", first["conversation_id"])
    assert code == 0, err
    assert out.startswith("（仅证据模式") and "[1] 教材/数学/向量" in out
    assert f"--conversation {first['conversation_id']}" in out

    from f.common.chat.conversation import CLI_USER
    from f.common.chat.db import open_chat_db
    from f.common.config import load

    with open_chat_db(load()) as db:
        messages = db.messages(CLI_USER, first["conversation_id"])
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant"]
    assert messages[2]["content"] == "数量积怎么计算？"


def test_one_book_per_conversation_and_bad_input(no_model):
    code, out, _ = run("kb-chat", "--book", BOOK, "什么是向量？", "--json")
    conversation = json.loads(out)["conversation_id"]
    code, _, err = run("kb-chat", "--book", "教材/物理/力学", "惯性是什么", "--conversation", conversation)
    assert code == 2 and "one book per conversation" in err
    code, _, err = run("kb-chat", "--book", BOOK, "什么是向量？", "--conversation", "0" * 32)
    assert code == 2 and "not found" in err
    code, _, err = run("kb-chat", "--book", BOOK, "？？")
    assert code == 2 and "question" in err
    code, _, err = run("kb-chat", "--book", "教材/数学/没有这本", "什么是向量？")
    assert code == 2 and "unknown book" in err
