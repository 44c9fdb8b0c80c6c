"""Search hits on an exercise page name the exercises on it: exercise_pages.json written by the
exercise step, `exercises` / `exercises_label` on each such hit (JSON), the label in the text
output, nothing on other pages, and an index rebuilt with --only exercises seen by searches."""
from __future__ import annotations

import json
import os
import subprocess

from f.common.cli import render
from f.common.exercises import on_pages
from f.common.exercises.on_pages import label, numbers_text, pages_of
from f.common.ingest.flow import ingest, rerun
from f.common.store import books
from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.exercise_books import h, t

BOOK = "教辅/数学/外角和练习"
ITEMS = [
    h(0, "23.1（2） 多边形的外角和"), t(0, "多边形的外角和等于 360°，与边数无关，这是本节的核心结论。"),
    h(1, "练习"), t(1, "1. 一个多边形的每个外角都是 40°，这个多边形是几边形？"),
    t(1, "2、若一个多边形的内角和是外角和的 3 倍，求它的边数。"),
    t(1, "3. 正十二边形的每个外角是多少度？"), t(1, "5. 求正八边形每个内角的度数。"),
    h(1, "习题23.2"), t(1, "1．正十边形的外角和等于______。"),
]


def test_numbers_collapse_to_runs_and_the_label_names_each_lesson():
    assert numbers_text(["1", "2", "3", "5", "7", "8"]) == "1-3, 5, 7-8"
    assert numbers_text(["2"]) == "2" and numbers_text([]) == ""
    entries = pages_of([{"page": 4, "lesson": "23.1(2)", "number": n} for n in "12345"]
                       + [{"page": 4, "lesson": "习题23.2", "number": "1"},
                          {"page": 5, "lesson": None, "number": "3"}], "zh")["pages"]
    assert label(entries["4"]) == "习题 23.1(2) 1-5；习题23.2 1"
    assert label(entries["5"]) == "习题 3"
    assert label([{"lesson": "4.2", "numbers": ["1", "2"]}], "en") == "Exercises 4.2 1-2"


def test_search_hits_on_exercise_pages_carry_their_numbers(tmp_path, kb_home):
    ingest(write_mineru_folder(tmp_path / "src", ITEMS), BOOK)
    pages = json.loads((kb_home.glob("**/exercise_pages.json").__next__()).read_text())
    assert pages["lang"] == "zh" and pages["pages"]["2"][0] == {"lesson": "23.1(2)", "numbers": ["1", "2", "3", "5"]}
    env = {**os.environ, "KB_SEARCHD": "off"}
    proc = subprocess.run([str(BIN / "qdrant-search"), "多边形的边数 外角", "--book", BOOK, "--json",
                           "--mode", "sparse"], capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    hits = {hit["page"]: hit for hit in json.loads(proc.stdout)["hits"]}
    assert hits[2]["exercises_label"] == "习题 23.1(2) 1-3, 5；习题23.2 1"
    assert hits[2]["exercises"][1] == {"lesson": "习题23.2", "numbers": ["1"]}
    assert 1 in hits and "exercises" not in hits[1]  # the lesson's text page holds none
    text = subprocess.run([str(BIN / "qdrant-search"), "多边形的边数 外角", "--book", BOOK, "--mode",
                           "sparse"], capture_output=True, text=True, env=env, timeout=300).stdout
    assert "p. 2 · 习题 23.1(2) 1-3, 5；习题23.2 1 · score" in text


def test_a_rebuilt_index_is_what_searches_see(tmp_path, store_env, monkeypatch):
    settings, store = store_env
    ingest(write_mineru_folder(tmp_path / "src", ITEMS), BOOK, skip_vectors=True, settings=settings, store=store)
    results = [{"hits": [{"book_id": BOOK, "page": 2}, {"book_id": BOOK, "page": 1}, {"book_id": "x/none", "page": 1}]}]
    on_pages.annotate(store, results)
    first, second, other = results[0]["hits"]
    assert first["exercises_label"].startswith("习题 23.1(2) 1-3, 5") and "exercises" not in second
    assert "exercises" not in other  # a book without the file (ingested before it existed)
    store.put(books.key(BOOK, on_pages.PAGES), b"{not json")
    monkeypatch.setattr(on_pages, "CACHE_SECONDS", 0.0)
    damaged = [{"hits": [{"book_id": BOOK, "page": 2}]}]
    on_pages.annotate(store, damaged)  # a damaged file costs the numbers, not the search
    assert "exercises" not in damaged[0]["hits"][0]
    rerun(BOOK, "exercises", settings=settings, store=store)
    again = [{"hits": [{"book_id": BOOK, "page": 2}]}]
    on_pages.annotate(store, again)
    assert again[0]["hits"][0]["exercises"][0]["numbers"] == ["1", "2", "3", "5"]
    assert "习题 23.1(2) 1-3, 5" in render.search({"query": "q", "mode": "sparse", "hits": [
        {**again[0]["hits"][0], "score": 1.0, "text": "t", "section": ""}]})
