"""Load (issue 16): concurrent agents read a library while one of its books is re-ingested.

    .venv/bin/python bench/bench_load.py [--agents 16] [--seconds 60] [--pages 2000]
                                         [--reingest-pages 40] [--home DIR]

Each agent is a process calling the tools' real entry point (f.common.cli.main.execute, what every
bin/ wrapper and the MCP server run) in a loop: qdrant-search (through the warm search process, as
agents' calls go), pageindex-structure, pageindex-content, kb-term and kb-answer, on the
re-ingested book and the others. Meanwhile `bin/ebook-ingest` publishes new versions of one book
(bench/load_library.py: every version's text names its generation). Checked per answer: no error,
and the versions it shows are one whole version that was served at some moment of the call (the
manifest pointer read before and after it). Prints one JSON report: per tool calls, errors, p50,
p99, max; the versions published during the run; the problems found."""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import load_library as lib  # noqa: E402

TOOLS = ("qdrant-search", "pageindex-structure", "pageindex-content", "kb-term", "kb-answer")
WEIGHTS = (35, 15, 20, 15, 15)
QUERIES = ("向量的数量积怎么计算", "余弦定理的证明", "条件概率的定义", "复数的实部和虚部", "函数的导数与极限",
           "数量积的定义", "两个向量垂直的条件", "样本方差")


def request(rng: random.Random, books: dict[str, int], base: int) -> tuple[str, list[str], bool]:
    """(tool, argv, about the re-ingested book) of one agent call."""
    tool = rng.choices(TOOLS, WEIGHTS)[0]
    ours = rng.random() < 0.6
    book = lib.BOOK if ours else rng.choice(sorted(books))
    pages = base if ours else books[book]
    if tool == "qdrant-search":
        return tool, [rng.choice(QUERIES), *(["--book", book] if ours or rng.random() < 0.5 else [])], ours
    if tool == "pageindex-structure":
        return tool, ["--book", book], ours
    if tool == "pageindex-content":
        first = rng.randint(1, pages - 1)
        return tool, ["--book", book, "--pages", f"{first}-{first + 1}" if rng.random() < 0.5 else str(first)], ours
    if tool == "kb-term":
        return tool, [f"数量积{rng.randint(1, pages)}号", "--book", book], ours
    return tool, [rng.choice(QUERIES[:3] + QUERIES[5:7]), "--book", book], ours


def shown(tool: str, result: dict) -> dict:
    """What an answer shows of the re-ingested book: its generations and page count."""
    text = json.dumps(result, ensure_ascii=False)
    out = {"gens": sorted({int(g) for g in lib.MARK.findall(text)})}
    if tool == "pageindex-structure" and result.get("book_id") == lib.BOOK:
        out["page_count"] = result.get("page_count")
    return out


def agent(n: int, start_at: float, stop: str, books: dict[str, int], base: int) -> list[dict]:
    """One agent's calls, back to back from `start_at` until the file `stop` exists."""
    from f.common.cli.main import execute
    from f.common.config import load
    from f.common.errors import KBError
    from f.common.store.objects import get_store

    store, rng, records = get_store(load()), random.Random(n), []
    time.sleep(max(0.0, start_at - time.time()))
    while not os.path.exists(stop):
        tool, argv, ours = request(rng, books, base)
        before = lib.served(store)
        started = time.perf_counter()
        record = {"tool": tool, "argv": argv, "ours": ours, "at": round(time.time() - start_at, 3)}
        try:
            result, _args = execute(tool, [*argv, "--json"])
            json.dumps(result, ensure_ascii=False)  # what the wrapper prints
            record.update(shown(tool, result))
        except KBError as exc:
            record["error"] = f"{type(exc).__name__}: {exc.message}"[:300]
        record["seconds"] = time.perf_counter() - started
        record.update(before=before, after=lib.served(store))
        records.append(record)
    return records


def problem(r: dict, gen_of: dict, base: int) -> str | None:
    """Why an answer is not from one whole served version (None: it is)."""
    if "error" in r:
        return None
    gens = r["gens"]
    if len(gens) > 1:
        return f"generations {gens} in one answer"
    if r["ours"] and not gens and r["tool"] != "qdrant-search":
        return "no version marker in an answer about the re-ingested book"
    if not gens:
        return None
    low, high = gen_of.get(r["before"]), gen_of.get(r["after"])
    if low is None or high is None or not low <= gens[0] <= high:
        return f"generation {gens[0]} not served during the call (served {low} .. {high})"
    if "page_count" in r and r["page_count"] != lib.pages_of(gens[0], base):
        return f"page count {r['page_count']} is not generation {gens[0]}'s"
    return None


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def summary(records: list[dict], ingests: list[dict], start_at: float, seconds: float, gen_of: dict,
            base: int) -> dict:
    tools = {}
    for tool in TOOLS:
        mine = [r for r in records if r["tool"] == tool]
        times = [r["seconds"] for r in mine]
        tools[tool] = {"calls": len(mine), "errors": sum("error" in r for r in mine),
                       **({"p50_s": round(statistics.median(times), 3), "p99_s": round(percentile(times, 0.99), 3),
                           "max_s": round(max(times), 3)} if times else {})}
    problems = [{**r, "problem": p} for r in records if (p := problem(r, gen_of, base))]
    return {"calls": len(records), "calls_per_s": round(len(records) / seconds, 1),
            "errors": sum("error" in r for r in records), "tools": tools,
            "seconds_run": round(seconds, 1), "versions_published": len(ingests),
            "ingests": [{k: i[k] for k in ("gen", "seconds")} for i in ingests],
            "answers_about_the_reingested_book": sum(bool(r.get("gens")) for r in records),
            "problems": len(problems), "first_problems": problems[:5],
            "first_errors": [r for r in records if "error" in r][:5]}


def run(agents: int, seconds: float, base: int, books: dict[str, int], work: Path, reingests: bool = True) -> dict:
    """The load run on the library already built under KB_HOME (bench/load_library.build): the
    agents read for `seconds` and on until the re-ingest running then has published, so the run
    holds at least one switch of versions (reingests=False: no ingest, the baseline)."""
    from f.common.cli.main import execute
    from f.common.config import load
    from f.common.store.objects import get_store
    from f.common.vectors import warm_search

    execute("qdrant-search", [QUERIES[0]])  # the warm process is up before the clock starts
    execute("kb-answer", [QUERIES[0], "--book", lib.BOOK])
    version0 = lib.served(get_store(load()))
    gen0 = shown("", execute("pageindex-structure", ["--book", lib.BOOK])[0])["gens"][0]
    ctx = multiprocessing.get_context("spawn")
    start_at = time.time() + 3 + 0.3 * agents  # time for the agents' interpreters to start
    load_before = os.getloadavg()[0]
    gen_of, ingests = {version0: gen0}, []
    stop = work / f"stop-{os.getpid()}"
    stop.unlink(missing_ok=True)
    with ctx.Pool(agents) as pool:
        pending = pool.starmap_async(agent, [(n, start_at, str(stop), books, base) for n in range(agents)])
        time.sleep(max(0.0, start_at + min(2.0, seconds / 5) - time.time()))
        while reingests and time.time() < start_at + seconds:
            done = lib.reingest(work, gen0 + len(ingests) + 1, base)
            ingests.append(done)
            gen_of[done["version"]] = done["gen"]
        time.sleep(max(0.0, start_at + seconds - time.time()))
        stop.touch()
        ended = time.time()
        records = [r for batch in pending.get() for r in batch]
    report = summary(records, ingests, start_at, ended - start_at, gen_of, base)
    warm_search.stop_all(load())
    return {"agents": agents, "seconds": seconds, "load_avg_before": round(load_before, 1),
            "load_avg_after": round(os.getloadavg()[0], 1), **report}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--agents", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--reingest-pages", type=int, default=40)
    parser.add_argument("--build-only", action="store_true", help="build the library in --home and stop")
    parser.add_argument("--no-reingest", action="store_true", help="the baseline: agents only")
    parser.add_argument("--home", help="KB_HOME to build the library in, or reuse (default: a new temporary one)")
    args = parser.parse_args()
    home = Path(args.home or tempfile.mkdtemp(prefix="kb-bench-load-"))
    os.environ["KB_HOME"] = str(home)
    os.environ.setdefault("KB_SEARCHD_IDLE", "300")
    built = home / "load-library.json"
    if not built.exists():
        started = time.perf_counter()
        info = {**lib.build(home / "sources", args.pages, args.reingest_pages),
                "reingest_pages": args.reingest_pages}
        info["build_s"] = round(time.perf_counter() - started, 1)
        built.write_text(json.dumps(info, ensure_ascii=False))
    info = json.loads(built.read_text())
    print(json.dumps({"library": info}, ensure_ascii=False), flush=True)
    if args.build_only:
        return
    report = run(args.agents, args.seconds, info["reingest_pages"], info["static_books"], home / "sources",
                 not args.no_reingest)
    print(json.dumps(report, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
