"""The exercise index as an ingest step and a tool: exercises.json written after the tree with its
own manifest status (both object stores), re-runnable with --only exercises, a failure recorded
and never left "extracting", and bin/kb-exercise as a user runs it (text, --json, exit 2)."""
from __future__ import annotations

import json
import os
import subprocess

import pytest

from f.common.errors import BadInput, NotFound
from f.common.exercises.exercise_lookup import find_exercise
from f.common.ingest.flow import ingest, rerun
from f.common.store import books
from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.test_exercises_rules import PER_LESSON, TEXTBOOK

BOOK = "教材/数学/多边形 (练习)"


@pytest.fixture
def stored(tmp_path, store_env):
    settings, store = store_env
    report = ingest(write_mineru_folder(tmp_path / "src", TEXTBOOK), BOOK, skip_vectors=True,
                    settings=settings, store=store)
    return settings, store, report


def test_ingest_indexes_the_exercises_with_their_own_status(stored):
    settings, store, report = stored
    assert report["exercises"]["exercises"] == 7 and report["exercises"]["linked"] == 6
    manifest = books.read_manifest(store, BOOK)
    assert manifest["status"] == "ready" and manifest["steps"]["extract_exercises"] is True
    assert manifest["exercises"] == {"status": "ready", "count": 7, "linked": 6, "error": None}
    found = find_exercise(BOOK, lesson="23.1（2）", number="1", settings=settings, store=store)
    (one,) = found["exercises"]
    assert one["answer"]["text"] == "九边形" and one["answer"]["book_id"] == BOOK
    assert one["section"] == "练习" and one["page"] == 2
    on_page = find_exercise(BOOK, page=3, settings=settings, store=store)["exercises"]
    assert [e["number"] for e in on_page] == ["1", "2", "3"]
    by_digits = find_exercise(BOOK, lesson="23.2", number="3.(2)", settings=settings, store=store)
    assert [e["lesson"] for e in by_digits["exercises"]] == ["习题23.2"]


def test_rerun_rebuilds_the_index_while_the_book_is_served(stored, tmp_path, monkeypatch):
    settings, store, _ = stored
    store.delete(books.key(BOOK, "exercises.json"))
    with pytest.raises(NotFound, match="--only exercises"):
        find_exercise(BOOK, page=2, settings=settings, store=store)
    report = rerun(BOOK, "exercises", settings=settings, store=store)
    assert report["status"] == "ready" and report["report"]["exercises"] == 7
    from f.common.exercises import index

    def broken(*args, **kwargs):
        raise RuntimeError("rules broke")

    monkeypatch.setattr(index, "read_book", broken)
    with pytest.raises(RuntimeError):
        rerun(BOOK, "exercises", settings=settings, store=store)
    manifest = books.read_manifest(store, BOOK)
    assert manifest["status"] == "ready"  # the book is still served, its old index too
    assert manifest["exercises"]["status"] == "failed" and "rules broke" in manifest["exercises"]["error"]
    assert find_exercise(BOOK, page=2, settings=settings, store=store)["exercises"]


def test_lookup_refuses_what_it_cannot_answer(stored):
    settings, store, _ = stored
    with pytest.raises(BadInput, match="--page"):
        find_exercise(BOOK, settings=settings, store=store)
    with pytest.raises(BadInput, match="--number"):
        find_exercise(BOOK, page=2, number="五", settings=settings, store=store)
    none = find_exercise(BOOK, lesson="99.9", number="1", settings=settings, store=store)
    assert none["exercises"] == [] and "23.1(2)" in none["hint"]


def run(*args):
    proc = subprocess.run([str(BIN / "kb-exercise"), *args], capture_output=True, text=True,
                          env=dict(os.environ), cwd="/", timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_the_wrapper_prints_the_exercise_then_its_answer_or_none(tmp_path):
    folder = write_mineru_folder(tmp_path / "src", PER_LESSON)
    ingest_proc = subprocess.run([str(BIN / "ebook-ingest"), str(folder), "--book", BOOK,
                                  "--skip-vectors"], capture_output=True, text=True, timeout=300)
    assert ingest_proc.returncode == 0, ingest_proc.stderr
    code, out, err = run("--book", BOOK, "--lesson", "1.2", "--number", "2")
    assert code == 0, err
    assert "第2题" in out and "举出一个既不是正数" in out and "no answer found in this book" in out
    code, out, _ = run("--book", BOOK, "--page", "1", "--number", "2", "--json")
    data = json.loads(out)
    assert code == 0 and data["book_id"] == BOOK
    (two,) = data["exercises"]
    assert set(two) >= {"lesson", "number", "page", "page_label", "section", "text", "kind", "answer"}
    assert set(two["answer"]) >= {"book_id", "page", "page_label", "text", "confidence"}
    assert two["answer"]["text"].startswith("零既不是正数") and two["answer"]["page"] == 2
    code, out, err = run("--book", BOOK)
    assert code == 2 and "--lesson" in err and out == ""
    code, _, err = run("--book", "教材/没有这本书", "--page", "1")
    assert code == 2 and "list-books" in err
