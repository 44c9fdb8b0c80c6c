"""The Opencode tools, end to end with the real `opencode` binary (npm `opencode-ai`, installed by
`bin/kb-setup --dev` into tests/.node) in a temporary project where `bin/install-opencode-tools`
put them. The model is `tests/chat_double.py`, a scripted double of a hosted OpenAI-compatible
chat API on 127.0.0.1 that issues the tool calls an agent would. Assertions read Opencode's
`run --format json` events and what the model double received back."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess

import pytest

from tests.chat_double import ChatDouble
from tests.conftest import BIN, ROOT
from tests.mineru_book import write_book

OPENCODE = ROOT / "tests" / ".node" / "node_modules" / ".bin" / "opencode"
BOOK, SECRET, MISSING = "教材/数学/样书", "私有/答案书", "私有/不存在"


def _hostile(canary_dir) -> list[str]:
    return ['"; rm -rf ~; echo "', "$(id)", "`id`",
            f"$(touch {canary_dir}/pwned-dollar)", f"`touch {canary_dir}/pwned-backtick`",
            f'"; touch {canary_dir}/pwned-quote; echo "', f"'; touch {canary_dir}/pwned-single; '"]


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    assert shutil.which("node") and shutil.which("npm"), "Node.js and npm: run bin/kb-setup --dev"
    assert OPENCODE.exists(), f"{OPENCODE} is missing: run bin/kb-setup --dev"
    base = tmp_path_factory.mktemp("opencode")
    kb_home, project, home, canary = base / "kb", base / "project", base / "home", base / "canary"
    for d in (project, home, canary):
        d.mkdir()
    (home / "keep.txt").write_text("this file must survive")
    env = {"PATH": os.environ["PATH"], "KB_HOME": str(kb_home), "LANG": "C.UTF-8"}
    for book, pages in ((BOOK, 24), (SECRET, 8)):
        folder = write_book(base / f"src{pages}", pages)
        subprocess.run([str(BIN / "ebook-ingest"), str(folder), "--book", book],
                       env=env, check=True, capture_output=True)
    # Set-up may use the npm registry (through npm's cache); the agent run below needs no network.
    subprocess.run([str(BIN / "install-opencode-tools"), str(project)], check=True,
                   capture_output=True, env={**env, "HOME": os.environ.get("HOME", str(home)),
                                             "npm_config_prefer_offline": "true"})
    hostile = _hostile(canary)
    steps = [
        [("qdrant-search", {"query": "向量的数量积", "top_k": 3})],
        [("list-books", {})],
        [("pageindex-structure", {"book": BOOK})],
        [("pageindex-content", {"book": BOOK, "pages": "6-7"})],
        [("pageindex-content", {"book": hostile[0], "pages": hostile[1]}),
         ("pageindex-content", {"book": BOOK, "pages": hostile[3]}),
         ("pageindex-structure", {"book": BOOK, "node": hostile[2]}),
         ("pageindex-content", {"book": hostile[4], "pages": "1"}),
         ("pageindex-content", {"book": hostile[5], "pages": "1"}),
         ("pageindex-structure", {"book": hostile[6]})]
        + [("qdrant-search", {"query": " ".join(hostile)})],
        [("pageindex-content", {"book": SECRET, "pages": "6"}),
         ("pageindex-structure", {"book": SECRET}),
         ("pageindex-content", {"book": MISSING, "pages": "6"})],
    ]
    with ChatDouble(steps, final_text="向量的数量积见 教材/数学/样书 p. 6。") as model:
        (project / "opencode.json").write_text(json.dumps({
            "$schema": "https://opencode.ai/config.json", "autoupdate": False, "share": "disabled",
            "snapshot": False, "model": "double/scripted",
            "provider": {"double": {"npm": "@ai-sdk/openai-compatible", "name": "chat API double",
                                    "options": {"baseURL": model.url, "apiKey": "not-a-secret"},
                                    "models": {"scripted": {"name": "scripted", "tool_call": True}}}},
        }))
        run_env = {**env, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
                   "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"),
                   "XDG_STATE_HOME": str(home / ".local/state"),
                   "OPENCODE_DISABLE_MODELS_FETCH": "1", "OPENCODE_DISABLE_AUTOUPDATE": "1",
                   # no package registry during the run: a dependency install would fail loudly
                   "npm_config_registry": "http://127.0.0.1:9/", "BUN_CONFIG_REGISTRY": "http://127.0.0.1:9/",
                   "KB_ALLOWED_BOOKS": "教材/数学/"}
        run = subprocess.run([str(OPENCODE), "run", "--format", "json", "--model", "double/scripted",
                              "向量的数量积是什么？请引用页码。"], cwd=project, env=run_env,
                             capture_output=True, text=True, timeout=540)
    events = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    calls = [e["part"] for e in events if e.get("type") == "tool_use"]
    return {"run": run, "events": events, "calls": calls, "model": model, "canary": canary,
            "home": home, "hostile": hostile, "steps": steps}


def _outputs(session, tool, **match):
    return [c["state"].get("output", "") for c in session["calls"] if c["tool"] == tool
            and all(c["state"]["input"].get(k) == v for k, v in match.items())]


def test_every_scripted_call_ran_and_completed(session):
    run = session["run"]
    assert run.returncode == 0, run.stderr[-2000:]
    expected = [name for step in session["steps"] for name, _ in step]
    # calls of one turn may complete in any order
    assert sorted(c["tool"] for c in session["calls"]) == sorted(expected)
    assert [c["tool"] for c in session["calls"]][:4] == expected[:4]
    assert all(c["state"]["status"] == "completed" for c in session["calls"])
    # the model double received each tool's output as the conversation went on
    last = session["model"].requests[-1]
    tool_messages = [m for m in last["messages"] if m.get("role") == "tool"]
    assert len(tool_messages) == len(expected)


def test_search_with_a_chinese_query_finds_the_page(session):
    out = _outputs(session, "qdrant-search", query="向量的数量积")[0]
    pages = {int(p) for p in re.findall(r"· p\. (\d+)", out)}
    assert BOOK in out and pages & {6, 9}  # the formula's page, the section's first page


def test_list_books_shows_only_the_allowed_books(session):
    out = _outputs(session, "list-books")[0]
    assert BOOK in out and SECRET not in out


def test_structure_returns_the_outline_with_pages(session):
    out = _outputs(session, "pageindex-structure", book=BOOK)[0]
    assert out.startswith(f"{BOOK} · 24 pages")
    assert "第1章 平面向量 · p. 5-10 (printed 1-6)" in out and "1.1 平面向量的概念" in out


def test_content_returns_the_asked_pages(session):
    out = _outputs(session, "pageindex-content", book=BOOK, pages="6-7")[0]
    assert f"=== {BOOK} · p. 6 (printed 2) ===" in out and f"=== {BOOK} · p. 7 (printed 3) ===" in out
    assert "【页6】" in out and "【页7】" in out and "【页8】" not in out


def test_hostile_strings_reach_the_scripts_as_plain_text(session):
    hostile, canary = session["hostile"], session["canary"]
    assert list(canary.iterdir()) == [], "a hostile string was executed"
    assert (session["home"] / "keep.txt").exists()
    everything = "\n".join(c["state"].get("output", "") for c in session["calls"])
    assert "uid=" not in everything
    # each came back inside the script's own one-line error, i.e. it was read as data
    assert _outputs(session, "pageindex-content", book=hostile[0])[0].startswith(
        "error: book id contains a forbidden character")
    assert "$(touch" in _outputs(session, "pageindex-content", pages=hostile[3])[0]
    assert _outputs(session, "pageindex-structure", node=hostile[2])[0] == \
        f"error: book '{BOOK}' has no node '`id`'"
    for out in (_outputs(session, "pageindex-content", book=hostile[4])
                + _outputs(session, "pageindex-structure", book=hostile[6])):
        assert out.startswith("error:") and "\n" not in out


def test_a_forbidden_book_looks_unknown_to_the_agent(session):
    secret = _outputs(session, "pageindex-content", book=SECRET)[0]
    missing = _outputs(session, "pageindex-content", book=MISSING)[0]
    assert secret.startswith("error: unknown book")
    assert secret.replace(SECRET, "X") == missing.replace(MISSING, "X")
    assert _outputs(session, "pageindex-structure", book=SECRET)[0].startswith("error: unknown book")
    assert "【页6】" not in "\n".join(c["state"].get("output", "") for c in session["calls"]
                                     if SECRET in json.dumps(c["state"]["input"], ensure_ascii=False))
