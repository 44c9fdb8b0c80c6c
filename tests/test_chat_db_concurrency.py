"""16 conversations recording turns at once from 16 threads, as the chat server streams them: no
lost, duplicated or mixed messages, on both back-ends; and 16 threads writing into one conversation
take consecutive places, each question right before its own answer."""
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from f.common.chat.db import open_chat_db

THREADS, TURNS = 16, 10
BOOK = "教材/数学/向量"


@pytest.fixture
def db(chat_settings):
    store = open_chat_db(chat_settings)
    yield store
    store.close()


def run_together(work, n: int) -> float:
    """Run work(i) for i in range(n) on n threads released at the same moment; seconds taken."""
    start = threading.Barrier(n)

    def one(i):
        start.wait()
        work(i)

    began = time.perf_counter()
    with ThreadPoolExecutor(n) as pool:
        for future in [pool.submit(one, i) for i in range(n)]:
            future.result()
    return time.perf_counter() - began


def test_sixteen_conversations_at_once(db):
    users = [f"user{i % 4}" for i in range(THREADS)]   # four users, four conversations each
    convs = [db.create_conversation(users[i], BOOK) for i in range(THREADS)]

    def work(i):
        for t in range(TURNS):
            asked, answered = db.record_turn(users[i], convs[i]["id"], {"content": f"问 {i}-{t}"},
                                             {"content": f"答 {i}-{t}", "citations": [{"n": i, "t": t}]})
            assert answered["conversation_id"] == convs[i]["id"]
            db.messages(users[i], convs[i]["id"])   # readers run beside the writers

    seconds = run_together(work, THREADS)
    print(f"\n[{db.kind}] {THREADS} threads x {TURNS} turns: {seconds:.3f} s "
          f"({THREADS * TURNS / seconds:.0f} turns/s)")
    seen = set()
    for i, conv in enumerate(convs):
        stored = db.messages(users[i], conv["id"])
        assert [m["content"] for m in stored] == [f"{w} {i}-{t}" for t in range(TURNS) for w in "问答"]
        assert [m["citations"] for m in stored[1::2]] == [[{"n": i, "t": t}] for t in range(TURNS)]
        assert db.get_conversation(users[i], conv["id"])["message_count"] == 2 * TURNS
        seen |= {m["id"] for m in stored}
    assert len(seen) == THREADS * TURNS * 2
    for user in set(users):
        assert len(db.list_conversations(user)) == THREADS // 4


def test_sixteen_threads_in_one_conversation(db):
    conv = db.create_conversation("alice", BOOK)

    def work(i):
        for t in range(4):
            db.record_turn("alice", conv["id"], {"content": f"q{i}-{t}"}, {"content": f"a{i}-{t}"})

    seconds = run_together(work, THREADS)
    print(f"\n[{db.kind}] {THREADS} threads x 4 turns into one conversation: {seconds:.3f} s")
    stored = db.messages("alice", conv["id"])
    assert len(stored) == THREADS * 4 * 2
    for asked, answered in zip(stored[::2], stored[1::2]):
        assert (asked["role"], answered["role"]) == ("user", "assistant")
        assert answered["content"] == "a" + asked["content"][1:]   # a question, then its own answer
    for i in range(THREADS):   # each thread's turns in the order it made them
        mine = [m["content"] for m in stored if m["content"].startswith(f"q{i}-")]
        assert mine == [f"q{i}-{t}" for t in range(4)]
