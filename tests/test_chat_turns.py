"""Streamed turns over a real chat server: the SSE event sequence and shapes, a client that goes
away mid-stream, the book scope, a restart, and 16 concurrent streaming conversations."""
import statistics
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.chat_server import ChatServer, build_library, server_env, stop_search, stream

MATH, PHYSICS = "教材/数学/向量", "教材/物理/力学"


@pytest.fixture(scope="module")
def env(built, tmp_path_factory):
    env = build_library(built[0], tmp_path_factory.mktemp("chat-turns"))
    yield env
    stop_search(env)


@pytest.fixture(scope="module")
def chat(env):
    with ChatServer(env) as server:
        yield server


def new_conversation(client, book=MATH) -> str:
    response = client.post("/api/chat/conversations/", json={"book_id": book})
    assert response.status_code == 201, response.text
    return response.json()["id"]


def check_stream(events, cid: str, question: str) -> dict:
    """The event sequence of one good turn; returns the assistant message."""
    names = [name for name, _data, _t in events]
    assert names[0] == "user_message" and names[-2:] == ["assistant_message", "done"]
    assert set(names[1:-2]) == {"token"} and len(names) > 4  # the answer came in several deltas
    for name, data, _t in events:
        assert data["type"] == name
    asked, answer, done = events[0][1]["message"], events[-2][1]["message"], events[-1][1]
    assert asked["content"] == question and asked["conversation_id"] == cid and len(asked["id"]) == 32
    assert "".join(d["delta"] for n, d, _t in events if n == "token") == answer["content"]
    assert answer["conversation_id"] == cid and answer["status"] == "ok" and answer["citations"]
    assert set(answer) >= {"id", "citations", "follow_up_questions", "mode", "usage", "timings", "created_at"}
    assert done["timings"]["total_ms"] > 0 and "usage" in done
    return answer


def test_stream_sequence_and_storage(chat):
    firsts, tokens, totals = [], [], []
    with chat.client() as client:
        cid = new_conversation(client)
        for question in ["数量积怎么算？", "零向量的方向是什么？", "平行四边形的对角线有什么性质？"]:
            events = stream(client, cid, question)
            answer = check_stream(events, cid, question)
            firsts.append(events[0][2])
            tokens.append(next(t for name, _d, t in events if name == "token"))
            totals.append(events[-1][2])
        stored = client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]
    assert [m["role"] for m in stored] == ["user", "assistant"] * 3
    assert stored[-1]["id"] == answer["id"] and stored[-1]["citations"] == answer["citations"]
    print(f"\nevidence-only: first SSE event median {statistics.median(firsts) * 1000:.0f} ms, "
          f"first token median {statistics.median(tokens) * 1000:.0f} ms, done median {statistics.median(totals) * 1000:.0f} ms")


def test_a_client_that_goes_away_leaves_the_whole_turn(chat):
    with chat.client() as client:
        cid = new_conversation(client)
        with client.stream("POST", f"/api/chat/conversations/{cid}/send_message_stream/",
                           json={"content": "向量是什么？"}) as response:
            first = next(response.iter_lines())
            assert first.startswith("event: user_message")
        seen = []  # the server is never seen with half a turn: 0 messages, then 2
        deadline = time.monotonic() + 180  # a wait, not a timing goal: a loaded machine finishes the turn late
        while time.monotonic() < deadline:
            seen.append(len(client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]))
            if seen[-1] == 2:
                break
            time.sleep(0.05)
        assert seen[-1] == 2 and set(seen) <= {0, 2}
        stored = client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]
        assert stored[0]["content"] == "向量是什么？" and stored[1]["status"] == "ok" and stored[1]["citations"]


def test_out_of_scope_book_is_the_same_404_as_unknown(env):
    with ChatServer(env) as open_server, open_server.client() as client:
        hidden = new_conversation(client, PHYSICS)  # made while the server could read every book
    with ChatServer(server_env(env["KB_HOME"], KB_ALLOWED_BOOKS="教材/数学")) as scoped, scoped.client() as client:
        forbidden = client.post("/api/chat/conversations/", json={"book_id": PHYSICS})
        unknown = client.post("/api/chat/conversations/", json={"book_id": "教材/物理/没有"})
        assert forbidden.status_code == unknown.status_code == 404
        assert forbidden.json()["error"]["message"].replace(PHYSICS, "X") == \
            unknown.json()["error"]["message"].replace("教材/物理/没有", "X")
        page, missing = client.get(f"/api/books/{PHYSICS}/pages/1"), client.get("/api/books/教材/物理/没有/pages/1")
        assert page.status_code == missing.status_code == 404
        assert page.json()["error"]["message"].replace(PHYSICS, "X") == \
            missing.json()["error"]["message"].replace("教材/物理/没有", "X")
        assert PHYSICS not in [b["book_id"] for b in client.get("/api/books/").json()["books"]]
        other = "f" * 32
        for suffix in ("", "messages/"):
            got, absent = client.get(f"/api/chat/conversations/{hidden}/{suffix}"), \
                client.get(f"/api/chat/conversations/{other}/{suffix}")
            assert got.status_code == absent.status_code == 404
            assert got.json()["error"]["message"].replace(hidden, other) == absent.json()["error"]["message"]
        sent = client.post(f"/api/chat/conversations/{hidden}/send_message/", json={"content": "牛顿第二定律"})
        assert sent.status_code == 404
        assert hidden not in [c["id"] for c in client.get("/api/chat/conversations/").json()["conversations"]]


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_conversations_are_intact_after_a_restart(env, backend, request):
    if backend == "postgres":
        env = {**env, "KB_CHAT_DB_URL": request.getfixturevalue("pg_cluster").fresh_schema()}
    with ChatServer(env) as server, server.client() as client:
        cid = new_conversation(client)
        for question in ["数量积怎么算？", "向量是什么？"]:
            sent = client.post(f"/api/chat/conversations/{cid}/send_message/", json={"content": question})
            assert sent.status_code == 200, sent.text
        before = client.get(f"/api/chat/conversations/{cid}/messages/").json()
    with ChatServer(env) as server, server.client() as client:
        after = client.get(f"/api/chat/conversations/{cid}/messages/").json()
        assert after == before and len(after["messages"]) == 4
        check_stream(stream(client, cid, "零向量的方向是什么？"), cid, "零向量的方向是什么？")


def test_chat_settings_share_the_warm_search_process():
    from f.common.config import load
    from f.common.vectors.warm_search import fingerprint

    plain = load()
    chat = plain.replace(chat_tokens={"t" * 8: "alice"}, chat_db_url="postgresql://db/chat",
                         llm_base_url="http://127.0.0.1:9/v1", llm_api_key="sk-x", llm_model="m")
    assert fingerprint(chat) == fingerprint(plain)  # a chat server with a model key shares it too
    assert fingerprint(plain.replace(collection="other")) != fingerprint(plain)


def test_16_concurrent_streaming_conversations(chat):
    users = ["alice", "bob"] * 8
    questions = [f"数量积怎么算？（第{n}问）" if n % 2 else f"惯性是什么？（第{n}问）" for n in range(16)]
    books = [MATH if n % 2 else PHYSICS for n in range(16)]

    def one(n):
        with chat.client(users[n]) as client:
            cid = new_conversation(client, books[n])
            events = stream(client, cid, questions[n])
            return cid, events, client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]

    started = time.perf_counter()
    with ThreadPoolExecutor(16) as pool:
        results = list(pool.map(one, range(16)))
    wall = time.perf_counter() - started
    for n, (cid, events, stored) in enumerate(results):
        answer = check_stream(events, cid, questions[n])
        assert [m["id"] for m in stored] == [events[0][1]["message"]["id"], answer["id"]]
        assert stored[0]["content"] == questions[n] and stored[1]["content"] == answer["content"]
        assert {c["book_id"] for c in answer["citations"]} == {books[n]}
    assert len({cid for cid, _e, _s in results}) == 16
    print(f"\n16 concurrent streams: all complete in {wall:.1f} s, slowest done "
          f"{max(e[-1][2] for _c, e, _s in results):.1f} s")
