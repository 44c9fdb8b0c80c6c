"""The wrappers in Windmill mode (WM_BASE_URL, WM_TOKEN, WM_WORKSPACE set), against a contract
double of Windmill's REST API (tests/windmill_double.py: a Windmill server cannot run here). The
double runs the real scripts and the real ingestion flow file; the wrappers run as a user runs
them, as processes."""
import json
import os
import subprocess
import time

import pytest

from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.windmill_double import WindmillDouble

TOKEN = "wm-secret-7d1f0c2e9b"
BOOK = "教材/数学/示例 (A版)"


@pytest.fixture
def windmill():
    with WindmillDouble(TOKEN) as double:
        yield double


def run(tool, *args, env=None, timeout=120):
    full = {**os.environ, **(env or {})}
    proc = subprocess.run([str(BIN / tool), *args], capture_output=True, text=True, env=full,
                          cwd="/", timeout=timeout)
    assert TOKEN not in proc.stdout + proc.stderr, "the token leaked into the output"
    return proc.returncode, proc.stdout, proc.stderr


@pytest.fixture
def book(tmp_path):
    """A book ingested locally (the double's scripts read the same KB_HOME as this process)."""
    folder = write_mineru_folder(tmp_path / "src")
    code, _, err = run("ebook-ingest", str(folder), "--book", BOOK, "--skip-vectors")
    assert code == 0, err
    return BOOK


def test_synchronous_tools_run_as_jobs(windmill, book):
    code, out, err = run("pageindex-content", "--book", book, "--pages", "2", "--json",
                         env=windmill.env())
    assert code == 0, err
    assert json.loads(out)["pages"][0]["page"] == 2
    posts = [r for r in windmill.requests if r["method"] == "POST"]
    assert posts[-1]["path"].startswith("/api/w/kb/jobs/run_wait_result/p/f/query/pageindex_content")
    assert json.loads(posts[-1]["body"]) == {"book_id": book, "pages": "2", "images": False}
    assert posts[-1]["auth"] == f"Bearer {TOKEN}"
    code, out, err = run("list-books", env=windmill.env())
    assert code == 0 and book in out


def test_hostile_arguments_reach_the_script_as_plain_json(windmill, book):
    hostile = '"; rm -rf ~; echo "$(id)`id`'
    code, out, err = run("pageindex-structure", "--book", hostile, "--json", env=windmill.env())
    assert code == 2
    assert json.loads(windmill.requests[-1]["body"])["book_id"] == hostile
    assert json.loads(out)["error"]["code"] in ("NotFound", "BadInput")


def test_error_bodies_become_one_line_and_exit_codes(windmill, book):
    code, out, err = run("pageindex-content", "--book", book, "--pages", "999", "--json",
                         env=windmill.env())
    assert code == 2
    assert err.startswith("error: ") and err.count("\n") == 1
    assert json.loads(out)["error"]["code"] == "NotFound"
    code, _, err = run("pageindex-content", "--book", "没有这本书", "--pages", "1",
                       env=windmill.env())
    assert code == 2 and "没有这本书" in err and err.count("\n") == 1


def test_wrong_token_unknown_script_and_missing_workspace(windmill, book):
    code, out, err = run("list-books", "--json", env={**windmill.env(), "WM_TOKEN": "wrong"})
    assert code == 1 and "refused the token" in err and "wrong" not in err
    assert json.loads(out)["error"]["code"] == "ServiceError"
    code, _, err = run("list-books", env={**windmill.env(), "WM_WORKSPACE": ""})
    assert code == 1 and "WM_WORKSPACE" in err


def test_dropped_connection_is_a_service_error(windmill, book):
    windmill.drop_next = 1
    code, out, err = run("list-books", "--json", env=windmill.env())
    assert code == 1 and err.count("\n") == 1 and "Windmill" in err
    assert json.loads(out)["error"]["code"] == "ServiceError"


def test_server_down_is_a_service_error(book):
    code, _, err = run("list-books", env={"WM_BASE_URL": "http://127.0.0.1:9", "WM_TOKEN": TOKEN,
                                          "WM_WORKSPACE": "kb"})
    assert code == 1 and "127.0.0.1:9" in err and err.count("\n") == 1


@pytest.fixture
def s3_env(s3_server, monkeypatch, request):
    env = {**s3_server.env(), "KB_BUCKET": f"wm{abs(hash(request.node.nodeid)) % 10**9}"}
    for name, value in env.items():  # the double's workers read the same object store
        monkeypatch.setenv(name, value)
    yield env
    s3_server.drop_bucket(env["KB_BUCKET"])


def manifest(book_id):
    from f.common.config import load
    from f.common.store import books
    from f.common.store.objects import get_store

    return books.read_manifest(get_store(load()), book_id)


def test_ingest_uploads_then_runs_the_flow_with_polling(windmill, s3_env, tmp_path):
    folder = write_mineru_folder(tmp_path / "src")
    seen = []
    windmill.before_step = lambda step: (seen.append((step, manifest(BOOK)["status"])),
                                         time.sleep(1.0))
    code, out, err = run("ebook-ingest", str(folder), "--book", BOOK, "--skip-vectors", "--json",
                         env={**windmill.env(), **s3_env})
    assert code == 0, err
    result = json.loads(out)
    assert result["status"] == "ready" and result["book_id"] == BOOK and result["job"]
    assert result["tree"]["nodes"] > 0
    started = [r for r in windmill.requests if r["method"] == "POST"]
    assert started[0]["path"] == "/api/w/kb/jobs/run/f/f/index/ingest_book__flow"
    assert json.loads(started[0]["body"]) == {"book_id": BOOK, "parse": False, "mineru": False,
                                              "parser": "auto", "summaries": True, "skip_vectors": True,
                                              "force": False}
    polls = [r for r in windmill.requests if "get_result_maybe" in r["path"]]
    assert len(polls) >= 2                                   # it polled, not waited on one call
    steps = [line for line in err.splitlines() if f"job {result['job']}: step " in line]
    assert len(steps) >= 2 and any("step 2/6 build_index" in line for line in steps)  # progress
    assert seen[0] == ("parse", "pending") and ("publish", "indexing") in seen
    assert manifest(BOOK)["status"] == "ready"
    # the same book through the synchronous tools, from the object store the workers wrote
    code, out, err = run("pageindex-structure", "--book", BOOK, env={**windmill.env(), **s3_env})
    assert code == 0 and "第1章" in out


def test_ingest_failed_step_is_recorded_and_reported(windmill, s3_env, tmp_path):
    folder = write_mineru_folder(tmp_path / "src")

    def break_the_book(step):
        if step == "build_index":  # the uploaded content list disappears before the tree step
            from f.common.config import load
            from f.common.store import books
            from f.common.store.objects import get_store

            get_store(load()).delete(books.key(BOOK, "content_list.json"))

    windmill.before_step = break_the_book
    code, out, err = run("ebook-ingest", str(folder), "--book", BOOK, "--skip-vectors", "--json",
                         env={**windmill.env(), **s3_env})
    assert code in (1, 2) and err.count("\n") >= 1
    last = err.strip().splitlines()[-1]
    assert last.startswith("error: ") and "build_index" in last
    assert json.loads(out)["error"]["message"] == last[len("error: "):]
    state = manifest(BOOK)
    assert state["status"] == "failed" and state["error"]["step"] == "build_index"
    assert windmill.attempts["build_index"] >= 1


def test_job_outliving_the_client_timeout(windmill, s3_env, tmp_path):
    folder = write_mineru_folder(tmp_path / "src")
    windmill.before_step = lambda step: time.sleep(4) if step == "build_index" else None
    env = {**os.environ, **windmill.env(), **s3_env, "KB_WM_TIMEOUT": "2"}
    proc = subprocess.Popen([str(BIN / "ebook-ingest"), str(folder), "--book", BOOK,
                             "--skip-vectors"], env=env, cwd="/", text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(1.0)
    cmdline = open(f"/proc/{proc.pid}/cmdline", "rb").read().decode(errors="replace")
    out, err = proc.communicate(timeout=60)
    assert TOKEN not in cmdline and TOKEN not in out + err
    assert proc.returncode == 1
    last = err.strip().splitlines()[-1]
    assert "still running after 2s" in last and "KB_WM_TIMEOUT" in last
    job = next(iter(windmill.jobs))
    assert job in last                      # the user can follow the job that goes on
    deadline = time.monotonic() + 30
    while not windmill.jobs[job].completed and time.monotonic() < deadline:
        time.sleep(0.2)
    assert windmill.jobs[job].success and manifest(BOOK)["status"] == "ready"


def test_polling_survives_a_dropped_connection(windmill, s3_env, tmp_path):
    folder = write_mineru_folder(tmp_path / "src")

    def drop(step):
        if step == "publish":
            windmill.drop_next = 2           # two polls in a row lose their connection
            time.sleep(1.5)

    windmill.before_step = drop
    code, out, err = run("ebook-ingest", str(folder), "--book", BOOK, "--skip-vectors",
                         env={**windmill.env(), **s3_env})
    assert code == 0, err
    assert "ready" in out


def test_ingest_in_windmill_mode_needs_the_object_store(windmill, tmp_path):
    folder = write_mineru_folder(tmp_path / "src")
    code, _, err = run("ebook-ingest", str(folder), "--book", BOOK, env=windmill.env())
    assert code == 2 and "MINIO_ENDPOINT" in err
    assert not [r for r in windmill.requests if r["method"] == "POST"]


def test_flow_not_pushed_fails_clearly_and_marks_the_book(windmill, s3_env, tmp_path):
    folder = write_mineru_folder(tmp_path / "src")
    windmill.missing.add("f/index/ingest_book__flow")
    code, _, err = run("ebook-ingest", str(folder), "--book", BOOK, env={**windmill.env(), **s3_env})
    assert code == 1 and "wmill sync push" in err.strip().splitlines()[-1]
    state = manifest(BOOK)
    assert state["status"] == "failed" and state["error"]["step"] == "flow"


def test_a_local_book_scope_holds_in_windmill_mode(windmill, book):
    """The workers (here: the double's) know no scope; the wrapper's own still applies."""
    env = {**windmill.env(), "KB_ALLOWED_BOOKS": "教材/物理/"}
    code, out, _ = run("list-books", "--json", env=env)
    assert code == 0 and json.loads(out)["books"] == []
    sent = len(windmill.requests)
    code, _, err = run("pageindex-content", "--book", BOOK, "--pages", "1", env=env)
    assert code == 2 and "unknown book" in err
    assert len(windmill.requests) == sent            # refused before anything was sent
