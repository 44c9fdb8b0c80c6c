"""The sample book: the committed PDF is what the generator makes, it ingests end to end through
the real wrapper, and its tree, printed page numbers and OCR'd pages come out right. Also checks
the search-evaluation questions written over it."""
from __future__ import annotations

import json
import re
import subprocess

import pymupdf

from f.sample.book import BOOK_ID
from f.sample.build import build, scan_texts
from tests.conftest import BIN, ROOT

SAMPLE = ROOT / "samples" / "sample-book.pdf"


def _run(*args: str) -> str:
    done = subprocess.run([str(BIN / args[0]), *args[1:]], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_committed_sample_is_what_the_generator_makes(tmp_path):
    assert SAMPLE.stat().st_size < 2 * 1024 * 1024
    fresh = pymupdf.open(build(tmp_path))
    committed = pymupdf.open(SAMPLE)
    assert committed.page_count == fresh.page_count >= 30
    assert committed.get_toc() == fresh.get_toc()
    for number in range(committed.page_count):
        assert committed[number].get_text() == fresh[number].get_text(), f"page {number + 1} differs"
    empty = [n + 1 for n in range(committed.page_count) if not committed[n].get_text().strip()]
    assert len(empty) == len(scan_texts()) == 2  # image-only pages, no text layer


def test_sample_book_ingests_and_answers():
    report = json.loads(_run("ebook-ingest", str(SAMPLE), "--book", BOOK_ID, "--skip-vectors", "--json"))
    assert report["status"] == "ready" and report["page_count"] == 34
    assert report["parse"]["ocr_pages"] == 2 and report["parse"]["low_confidence_pages"] == []
    tree = json.loads(_run("pageindex-structure", "--book", BOOK_ID, "--json"))
    nodes = set()

    def walk(items):
        for node in items:
            nodes.add((re.sub(r"\s+", "", node["title"]), node["start_index"]))
            walk(node.get("nodes", []))

    walk(tree["structure"])
    for _level, title, page in pymupdf.open(SAMPLE).get_toc():  # every bookmark is a node
        assert (re.sub(r"\s+", "", title), page) in nodes, title
    pages = json.loads(_run("pageindex-content", "--book", BOOK_ID, "--pages", "20,26", "--json"))["pages"]
    assert [p["page_label"] for p in pages] == ["17", "23"]  # printed numbers, offset from physical pages
    assert "哈密顿" in pages[0]["content"] and "高中数学" not in pages[1]["content"]


def test_evaluation_questions_are_well_formed():
    lines = (ROOT / "bench" / "eval" / "sample_book.jsonl").read_text().splitlines()
    questions = [json.loads(line) for line in lines if line.strip()]
    assert len(questions) >= 25
    count = pymupdf.open(SAMPLE).page_count
    for q in questions:
        assert q["book_id"] == BOOK_ID and q["question"].strip()
        assert q["pages"] and all(1 <= p <= count for p in q["pages"])
    assert sum(not re.search(r"[\u4e00-\u9fff]", q["question"]) for q in questions) >= 3
