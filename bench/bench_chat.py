"""The chat server over a library (default: the sample book, ingested into a temporary KB_HOME):
time to the first SSE event, the first token and `done` (medians after one warm-up turn), then 16
concurrent streaming conversations; first in evidence-only mode, then with a model: the real
openai provider against the chat double (tests/chat_double.py, a contract double, not a model)
answering each request after a fixed latency, scripted to call evidence_pack and cite what it got.
Usage: .venv/bin/python bench/bench_chat.py [KB_HOME] [RUNS]"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.chat_screenshot import BOOK, ingest_sample  # noqa: E402
from tests.chat_server import ChatServer, server_env, stop_search, stream  # noqa: E402

QUESTIONS = ["向量的数量积怎么算？", "零向量的方向是什么？", "什么是共线向量？", "平面向量基本定理是什么？"]


def turn(server, n: int):
    with server.client("alice" if n % 2 else "bob") as client:
        cid = client.post("/api/chat/conversations/", json={"book_id": BOOK}).json()["id"]
        events = stream(client, cid, QUESTIONS[n % len(QUESTIONS)])
        stored = client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]
    ok = [e[0] for e in events][-1] == "done" and [m["id"] for m in stored] == [
        events[0][1]["message"]["id"], events[-2][1]["message"]["id"]]
    first_token = next(t for name, _d, t in events if name == "token")
    return events[0][2], first_token, events[-1][2], ok


def measure(home: Path, runs: int, **extra) -> None:
    env = server_env(home, **extra)
    try:
        with ChatServer(env) as server:
            turn(server, 0)  # warm-up: starts the warm search process, loads the model
            times = [turn(server, n) for n in range(runs)]
            for name, i in (("first event", 0), ("first token", 1), ("done", 2)):
                print(f"{name}: median {statistics.median(t[i] for t in times) * 1000:.0f} ms")
            started = time.perf_counter()
            with ThreadPoolExecutor(16) as pool:
                many = list(pool.map(lambda n: turn(server, n), range(16)))
            print(f"16 concurrent: {sum(t[3] for t in many)}/16 whole and unmixed, wall "
                  f"{time.perf_counter() - started:.1f} s, slowest done {max(t[2] for t in many):.1f} s")
    finally:
        stop_search(env)


def both_modes(home: Path, runs: int) -> None:
    from bench.chat_script import LATENCY, cite_first_evidence
    from tests.chat_double import ChatDouble

    print("evidence-only mode")
    measure(home, runs)
    ask = [("evidence_pack", {"question": "?"})]
    steps = [lambda body: [(ask[0][0], {"question": body["messages"][-1]["content"]})], cite_first_evidence]
    with ChatDouble(steps, latency=LATENCY) as double:
        print(f"model mode: the chat double, {LATENCY * 1000:.0f} ms per reply")
        measure(home, runs, KB_LLM_BASE_URL=double.url, KB_LLM_API_KEY="sk-bench-double")


def main() -> None:
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    if len(sys.argv) > 1:
        return both_modes(Path(sys.argv[1]).resolve(), runs)
    with tempfile.TemporaryDirectory() as tmp:
        ingest_sample(Path(tmp) / "kb")
        both_modes(Path(tmp) / "kb", runs)


if __name__ == "__main__":
    main()
