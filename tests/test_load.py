"""Load (issue 16): agents (processes calling the tools' real entry point, search through the warm
search process) read a small library while one of its books is re-ingested by `bin/ebook-ingest`
with the bundled model: no call fails, and every answer shows one whole version that was served
during the call. CI runs a bounded run; `bin/kb-test --soak` a longer, larger one. The latency
figures come from bench/bench_load.py (docs/benchmarks.md), not from here."""
import pytest

from bench import bench_load
from bench import load_library as lib


def load_run(tmp_path, agents: int, seconds: float, pages: int, reingest_pages: int) -> dict:
    info = lib.build(tmp_path / "sources", pages, reingest_pages)
    return bench_load.run(agents, seconds, reingest_pages, info["static_books"], tmp_path / "sources")


def check(report: dict, agents: int) -> None:
    assert report["errors"] == 0, [(r["tool"], r["at"], r["error"]) for r in report["first_errors"]]
    assert report["problems"] == 0, report["first_problems"]
    assert report["versions_published"] >= 1  # the agents read across at least one switch
    assert all(report["tools"][tool]["calls"] for tool in bench_load.TOOLS), report["tools"]
    assert report["answers_about_the_reingested_book"] >= agents


def test_agents_read_whole_versions_while_a_book_is_reingested(tmp_path, monkeypatch):
    monkeypatch.setenv("KB_SEARCHD_IDLE", "60")
    check(load_run(tmp_path, agents=3, seconds=6, pages=30, reingest_pages=4), agents=3)


@pytest.mark.soak
def test_sixteen_agents_for_a_minute_on_a_larger_library(tmp_path, monkeypatch):
    monkeypatch.setenv("KB_SEARCHD_IDLE", "120")
    check(load_run(tmp_path, agents=16, seconds=60, pages=600, reingest_pages=20), agents=16)


def test_the_check_catches_an_answer_from_a_version_not_served():
    gen_of = {"a": 3, "b": 4}
    served_a = {"tool": "pageindex-content", "ours": True, "before": "a", "after": "a"}
    assert bench_load.problem({**served_a, "gens": [3]}, gen_of, 4) is None
    assert "not served" in bench_load.problem({**served_a, "gens": [4]}, gen_of, 4)  # half-built
    assert "generations" in bench_load.problem({**served_a, "gens": [3, 4]}, gen_of, 4)  # mixed
    assert "no version marker" in bench_load.problem({**served_a, "gens": []}, gen_of, 4)
    switched = {**served_a, "after": "b", "gens": [4]}
    assert bench_load.problem(switched, gen_of, 4) is None  # switched during the call
    structure = {**served_a, "tool": "pageindex-structure", "gens": [3], "page_count": 4}
    assert "page count" in bench_load.problem(structure, gen_of, 4)  # generation 3 has 5 pages
