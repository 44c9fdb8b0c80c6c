"""The `parse` step as the Windmill script f/index/parse_pdf runs it: reads source/<id>.pdf from the
store, writes parsed/<id>/ files and records the step in the manifest."""
from __future__ import annotations

import json

import pymupdf
import pytest

from f.common.config import load
from f.common.errors import NotFound
from f.common.store import books
from f.common.store.objects import get_store
from f.index import parse_pdf
from tests.pdfmake import new_page, to_bytes, write


def test_parse_script_reads_the_stored_pdf_and_writes_mineru_files():
    store = get_store(load())
    doc = pymupdf.open()
    for number in range(3):
        page = new_page(doc)
        write(page, 40, 90, f"第{number + 1}节 数列" if number else "第一章 数列", 16)
        write(page, 40, 130, "按照确定的顺序排列的一列数称为数列。", 11)
    store.put(books.source_key("测试/解析"), to_bytes(doc), "application/pdf")
    report = parse_pdf.main("测试/解析")
    assert report["pages"] == 3 and report["parser"] == "ours-1"
    items = json.loads(store.get(books.key("测试/解析", "content_list.json")))
    assert {i["page_idx"] for i in items} == {0, 1, 2}
    assert store.get(books.key("测试/解析", "content.md")).decode().startswith("# 第一章 数列")
    manifest = books.read_manifest(store, "测试/解析")
    assert manifest["steps"]["parse"] is True and manifest["status"] == "parsing"  # not ready yet
    assert manifest["page_count"] == 3 and manifest["parse"]["parser"] == "ours-1"


def test_parse_script_without_a_stored_pdf_is_not_found_and_recorded():
    with pytest.raises(NotFound, match="no stored PDF"):
        parse_pdf.main("测试/没有")
    manifest = books.read_manifest(get_store(load()), "测试/没有")
    assert manifest["status"] == "failed" and manifest["error"]["step"] == "parse"
