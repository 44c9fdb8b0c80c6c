"""MinerU 4 for real: a `mineru-api --tier flash` from .tools/mineru (bin/kb-setup --dev or --mineru
installs it) started by these tests on a free loopback port, and real PDFs ingested through it end
to end. Full suite only (`slow`): the server and the ingests take a minute or two on 2 cores."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import time
from pathlib import Path

import pymupdf
import pytest

from f.common import library
from f.common.config import load
from f.common.ingest.flow import ingest
from f.common.pdf import mineru4
from f.common.store import books
from f.common.store.objects import get_store
from tests.mineru_reference import MINERU, minerus_content_list
from tests.pdfmake import new_page, scan_page, to_bytes, write

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def mineru_api(tmp_path_factory):
    """The real MinerU 4 API server, flash tier (no models), for this module."""
    if not (MINERU / "mineru-api").exists():
        pytest.fail("MinerU 4 is not installed: bin/kb-setup --dev (or --mineru) installs it into .tools/mineru")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    home = tmp_path_factory.mktemp("mineru-home")
    log = (home / "server.log").open("wb")
    server = subprocess.Popen([str(MINERU / "mineru-api"), "--tier", "flash", "--host", "127.0.0.1",
                               "--port", str(port), "--upload-dir", str(home / "uploads")],
                              stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "HOME": str(home)})
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                pytest.fail(f"mineru-api did not start: {(home / 'server.log').read_text()[-2000:]}")
            time.sleep(0.3)
    yield url
    server.terminate()
    try:
        server.wait(20)
    except subprocess.TimeoutExpired:
        server.kill()
    log.close()


CHAPTERS = [
    ("第一章 集合与函数", "1.1 集合的概念", ["一般地，我们把研究对象统称为元素，把一些元素组成的总体叫做集合。",
                                      "集合中的元素具有确定性、互异性和无序性。"]),
    (None, "1.2 函数的概念", ["设A，B是非空的实数集，如果对于集合A中的任意一个数x，",
                         "按照某种确定的对应关系f，在集合B中都有唯一确定的数y和它对应，",
                         "那么就称f为从集合A到集合B的一个函数。"]),
    ("第二章 数列", "2.1 数列的概念", ["按照确定的顺序排列的一列数称为数列，数列中的每一个数叫做这个数列的项。",
                                 "如果数列的第n项与序号n之间的关系可以用一个式子来表示，",
                                 "那么这个式子叫做这个数列的通项公式。"]),
    (None, "2.2 等差数列", ["一般地，如果一个数列从第2项起，每一项与它的前一项的差都等于同一个常数，",
                        "那么这个数列就叫做等差数列，这个常数叫做等差数列的公差。"]),
]


def textbook(tmp_path, scanned_exercise: bool = False) -> Path:
    """Four text-layer pages (two chapters, a section per page, a page number at each foot); with
    `scanned_exercise` a fifth page that is only a picture of an exercise."""
    doc = pymupdf.open()
    for number, (chapter, section, lines) in enumerate(CHAPTERS):
        page = new_page(doc)
        y = 70
        if chapter:
            write(page, 40, y, chapter, 20)
            y += 50
        write(page, 40, y, section, 15)
        y += 34
        for line in lines:
            write(page, 40, y, line, 10.5)
            y += 22
        write(page, 200, 570, str(number + 1), 9)
    if scanned_exercise:
        scan_page(doc, ["习题 2.2", "1. 已知等差数列的首项为3，公差为2，求第10项。"], width=420, height=595)
    path = tmp_path / ("scan.pdf" if scanned_exercise else "textbook.pdf")
    path.write_bytes(to_bytes(doc))
    return path


def test_a_real_mineru4_flash_parse_feeds_a_book_that_answers_search_structure_and_content(
        mineru_api, tmp_path, monkeypatch):
    monkeypatch.setenv("MINERU_API_URL", mineru_api)
    assert mineru4.protocol(mineru_api) == "4"
    report = ingest(textbook(tmp_path), "教材/数学/MinerU", parser="mineru")
    assert report["status"] == "ready" and report["parse"]["parser"] == "mineru4-api"
    assert report["parse"]["mineru_version"] == "4.0.12" and report["parse"]["tier"] == "flash"
    settings = load()
    store = get_store(settings)
    manifest = books.read_manifest(store, "教材/数学/MinerU")
    assert manifest["page_count"] == 4 and manifest["parse"]["rule"] == "mineru"
    # stored as the rest of the project reads it, with MinerU 4's own middle json beside it
    middle = json.loads(store.get(books.key("教材/数学/MinerU", "middle_json.json")))
    assert middle["metadata"]["producer"]["version"] == "4.0.12"
    items = json.loads(store.get(books.key("教材/数学/MinerU", "content_list.json")))
    assert {i["page_idx"] for i in items} == {0, 1, 2, 3} and all(len(i["bbox"]) == 4 for i in items)
    assert "第二章 数列" in store.get(books.key("教材/数学/MinerU", "content.md")).decode()
    # structure: both chapters on their pages, their sections under them
    tree = library.structure("教材/数学/MinerU", settings=settings, store=store)
    top = [(n["title"], n["start_index"]) for n in tree["structure"]]
    assert ("第一章 集合与函数", 1) in top and ("第二章 数列", 3) in top, top
    chapter2 = next(n for n in tree["structure"] if n["title"] == "第二章 数列")
    assert [(n["title"], n["start_index"]) for n in chapter2.get("nodes", [])] == [("2.1 数列的概念", 3),
                                                                                  ("2.2 等差数列", 4)]
    # content: the page's own text, its furniture (the page number) left out
    page = library.content("教材/数学/MinerU", "3", settings, store)["pages"][0]
    assert "这个式子叫做这个数列的通项公式" in page["content"]
    # search: the page that defines it comes first
    from f.common.vectors.service import search

    hits = search(settings, "等差数列的公差是什么", top_k=3, book="教材/数学/MinerU", store=store)["hits"]
    assert hits[0]["page"] == 4, hits
    # the glossary reads MinerU's text as it reads ours: the book's own definition, on its page
    from f.query.lookup_term import main as lookup

    found = lookup("等差数列", book="教材/数学/MinerU")
    assert [(m["term"], m["page"], m["section"]) for m in found["matches"]] == [("等差数列", 4, "2.2 等差数列")], found


def test_auto_parses_text_pages_with_mineru_and_an_image_only_page_with_our_ocr(mineru_api, tmp_path,
                                                                                 monkeypatch):
    from f.common.pdf import parse_step

    monkeypatch.setenv("MINERU_API_URL", mineru_api)
    report = ingest(textbook(tmp_path), "教材/数学/自动", skip_vectors=True)
    assert report["parse"]["parse_rule"] == "ours"   # auto with a flash-only MinerU: our parser
    # flash stands in for a model tier here (none runs on this machine): the split by page for real
    monkeypatch.setattr(parse_step, "AUTO_TIERS", (*parse_step.AUTO_TIERS, "flash"))
    report = ingest(textbook(tmp_path, scanned_exercise=True), "教材/数学/扫描页", skip_vectors=True)
    assert report["parse"]["parse_rule"] == "mineru+ocr" and report["parse"]["ocr_pages"] == 1
    store = get_store(load())
    items = json.loads(store.get(books.key("教材/数学/扫描页", "content_list.json")))
    scanned = [i for i in items if i["page_idx"] == 4]
    # MinerU flash returns that page as one full-page picture; our OCR reads it
    assert not any(i["type"] == "image" for i in scanned)
    assert "首项为3" in " ".join(i.get("text", "") for i in scanned).replace(" ", "")
    assert any(i["page_idx"] == 2 and i.get("text") == "第二章 数列" for i in items)  # MinerU's pages kept


def test_our_content_list_renderer_is_minerus_own_on_its_real_output(mineru_api, tmp_path):
    """render_content_list(markdown=True) against mineru.render.render_content_list (run in MinerU's
    venv) on the middle json of a real parse: item for item."""
    files, _ = mineru4.parse(mineru_api, textbook(tmp_path).read_bytes(), "textbook.pdf")
    theirs = minerus_content_list(files["middle_json.json"], tmp_path, timeout=120)
    assert len(theirs) > 10
    assert mineru4.render_content_list(json.loads(files["middle_json.json"]), markdown=True) == theirs
