"""The chat server with a model: the real openai provider against the chat double (a contract double
of a hosted model, tests/chat_double.py) in the server's own process environment. A cited answer
streams in model mode; a model that keeps citing evidence no tool returned ends in an `error`
event and a stored failed message, never a half-written conversation."""
import shutil

import pytest

from tests.chat_double import ChatDouble
from tests.chat_server import ChatServer, server_env, stop_search, stream

BOOK = "教材/数学/向量"
QUOTE = "向量是既有大小又有方向的量"


@pytest.fixture
def home(built, tmp_path):
    shutil.copytree(built[0], tmp_path / "kb")
    yield tmp_path / "kb"
    stop_search(server_env(tmp_path / "kb"))


def serve(home, double, timeout="20"):
    return ChatServer(server_env(home, KB_LLM_BASE_URL=double.url, KB_LLM_API_KEY="sk-double-0000",
                                 KB_LLM_TIMEOUT=timeout, KB_LLM_MAX_RETRIES="0"))


def test_a_model_answer_streams_with_its_citations(home):
    steps = [[("search_book", {"query": "向量的定义"})],
             [("final_answer", {"answer": f"{QUOTE}[1]。", "follow_up_questions": ["数量积怎么算？"],
                                "citations": [{"n": 1, "evidence_id": "E1-1", "quote": QUOTE}]})]]
    with ChatDouble(steps) as double, serve(home, double) as server, server.client() as client:
        cid = client.post("/api/chat/conversations/", json={"book_id": BOOK}).json()["id"]
        events = stream(client, cid, "什么是向量？")
    names = [n for n, _d, _t in events]
    assert names[0] == "user_message" and names[-2:] == ["assistant_message", "done"]
    message = events[-2][1]["message"]
    assert message["mode"] == "model" and message["content"] == f"{QUOTE}[1]。"
    assert message["citations"][0]["page"] == 1 and message["citations"][0]["book_id"] == BOOK
    assert message["follow_up_questions"] == ["数量积怎么算？"]
    assert events[-1][1]["usage"]["requests"] == 2
    assert "sk-double-0000" not in str(double.requests[0].get("messages"))


def test_a_model_that_never_cites_validly_fails_the_turn_cleanly(home):
    bad = {"answer": "向量可以比较大小[1]", "citations": [{"n": 1, "evidence_id": "E9-9", "quote": "比较大小"}]}
    steps = [[("search_book", {"query": "向量"})]] + [[("final_answer", bad)]] * 4
    with ChatDouble(steps) as double, serve(home, double) as server, server.client() as client:
        cid = client.post("/api/chat/conversations/", json={"book_id": BOOK}).json()["id"]
        events = stream(client, cid, "向量能比较大小吗？")
        stored = client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]
    names = [n for n, _d, _t in events]
    assert names[0] == "user_message" and names[-1] == "error" and "assistant_message" not in names
    assert events[-1][1]["code"] == "ModelFailed" and "retries" in events[-1][1]["message"]
    assert [m["role"] for m in stored] == ["user", "assistant"]
    assert stored[1]["status"] == "failed" and stored[1]["content"] == "" and stored[1]["citations"] == []
    assert len([r for r in double.requests if r.get("tools")]) == 4  # the answer and its two retries, after the search


def test_a_model_that_times_out_is_an_error_event_and_a_failed_message(home):
    with ChatDouble([[("search_book", {"query": "向量"})]], latency=4.0) as double, \
            serve(home, double, timeout="1") as server, server.client() as client:
        cid = client.post("/api/chat/conversations/", json={"book_id": BOOK}).json()["id"]
        events = stream(client, cid, "什么是向量？")
        stored = client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]
    assert [n for n, _d, _t in events][-1] == "error" and "in time" in events[-1][1]["message"]
    assert events[-1][2] < 15  # the turn gave up; it did not wait for the model
    assert [(m["role"], m["status"]) for m in stored] == [("user", "ok"), ("assistant", "failed")]
