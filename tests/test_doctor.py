"""bin/kb-doctor: books stored with damaged text (as the old PDF normaliser wrote them) are found
by their stored text and repaired by re-ingesting them from what the store holds."""
from __future__ import annotations

import json
import os
import subprocess

import pymupdf

from f.common.ingest.doctor import damage, examine
from f.common.ingest.flow import ingest
from f.common.library import content
from f.common.store import books
from f.common.textnorm import first_control
from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.pdfmake import new_page, to_bytes, write

# What the old normaliser stored for these lines: NUL-bracketed placeholders that ate the digits.
LINES = ["把“1”换成“2”，再比较两式。", "（1）选项中只有一个正确。"]
DAMAGED = ["把\x0012。13\x00换成\x0012：13\x00，再比较两式。", "\x006。7\x00选项中只有一个正确。"]


def _pdf(tmp_path):
    doc = pymupdf.open()
    for number in range(3):
        page = new_page(doc)
        write(page, 40, 100, f"第 {number + 1} 页 平面向量", 14)
        for row, line in enumerate(LINES):
            write(page, 40, 140 + 20 * row, line, 11)
    path = tmp_path / "book.pdf"
    path.write_bytes(to_bytes(doc))
    return path


def _damage(store, book_id):
    """Write the stored files as the buggy parser did (bypassing the checks on write)."""
    key = books.key(book_id, "content_list.json")
    text = store.get(key).decode()
    for good, bad in zip(LINES, DAMAGED):
        text = text.replace(json.dumps(good, ensure_ascii=False)[1:-1],
                            json.dumps(bad, ensure_ascii=False)[1:-1])
    assert "\\u0000" in text
    store.put(key, text.encode(), "application/json")


def _run(*args):
    proc = subprocess.run([str(BIN / "kb-doctor"), *args], check=False,
                          capture_output=True, text=True, env=dict(os.environ), timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def test_a_damaged_pdf_book_is_found_and_reparsed_from_its_source(store_env, tmp_path):
    settings, store = store_env
    ingest(_pdf(tmp_path), "教材/数学/旧版", skip_vectors=True, settings=settings, store=store)
    ingest(write_mineru_folder(tmp_path / "m"), "教材/数学/完好", skip_vectors=True,
           settings=settings, store=store)
    _damage(store, "教材/数学/旧版")
    assert damage(store, "教材/数学/旧版")[0]["file"] == "content_list.json"
    report = examine(settings=settings, store=store)
    assert report["checked"] == 2 and [b["book_id"] for b in report["affected"]] == ["教材/数学/旧版"]
    assert report["fixed"] == []  # nothing is repaired without --fix
    report = examine(fix=True, settings=settings, store=store)
    assert report["fixed"] == ["教材/数学/旧版"] and damage(store, "教材/数学/旧版") == []
    text = content("教材/数学/旧版", "2", settings=settings, store=store)["pages"][0]["content"]
    assert LINES[0] in text and LINES[1] in text and first_control(text) is None
    assert books.read_manifest(store, "教材/数学/旧版")["status"] == "ready"


def test_a_mineru_book_with_control_characters_is_cleaned_and_rebuilt(tmp_path):
    folder = write_mineru_folder(tmp_path / "m")
    subprocess.run([str(BIN / "ebook-ingest"), str(folder), "--book", "教材/物理/选修",
                    "--skip-vectors"], check=True, capture_output=True, timeout=300)
    from f.common.config import load
    from f.common.store.objects import get_store

    store = get_store(load())
    key = books.key("教材/物理/选修", "content_list.json")
    items = json.loads(store.get(key))
    items[1]["text"] = "速度\x07的定义\x1b[31m"
    store.put(key, json.dumps(items, ensure_ascii=False).encode(), "application/json")
    code, out, err = _run("--json")
    assert code == 1, err  # problems found, none repaired
    report = json.loads(out)
    assert report["affected"][0]["problems"] == [{"file": "content_list.json", "where": "[1].text"}]
    code, out, err = _run("--fix")
    assert code == 0, err
    assert "教材/物理/选修: damaged-text" in out and "repaired (rebuilt from its stored source" in out
    fresh = get_store(load())  # a new reader sees the rebuilt version at once (a held one within 5 s)
    assert json.loads(fresh.get(key))[1]["text"] == "速度的定义[31m"
    code, out, err = _run()
    assert code == 0 and out.startswith("1 book(s) checked · no problems")
