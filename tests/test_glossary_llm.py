"""The glossary's LLM pass through the chat-API contract double (tests/llm_double.py, not a model)
playing a scripted answer: only quotes the page holds are kept (up to whitespace, stored in the
page's own words), with method "llm"; and bin/kb-term as a user runs it: bad terms exit 2, a book
without a glossary names the command that builds it, several books rank the best match first."""
from __future__ import annotations

import json
import os
import subprocess

from f.common.glossary.llm import on_page
from f.common.glossary.term_lookup import lookup_term
from f.common.ingest.flow import ingest
from f.common.store import books
from tests.conftest import BIN
from tests.llm_double import API_KEY, ChatDouble

PAGE = "第一章 数列\n\n公差是等差数列中后一项与前一项的差，记作 d。等比数列中后一项与前一项的比叫做公比。"


def _folder(tmp_path, items, name="mineru"):
    folder = tmp_path / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False), "utf-8")
    return folder


def test_on_page_forgives_whitespace_only():
    assert on_page("记作 d。", PAGE) == "记作 d。"
    assert on_page("记作d。", PAGE) == "记作 d。"               # the page's own spacing comes back
    assert on_page("记作 D。", PAGE) is None                    # a changed letter
    assert on_page("公差是等差数列中后一项与前一项之差", PAGE) is None  # a changed word
    assert on_page("公差就是书里没有的话。", PAGE) is None and on_page("   ", PAGE) is None


def scripted(prompt: str) -> str:
    """One page's answer: verbatim, spaces dropped, paraphrased, made up, and a rules' alias."""
    if "公差" not in prompt:
        return "[]"
    return json.dumps([
        {"term": "公差", "definition": "后项减前项", "quote": "公差是等差数列中后一项与前一项的差，记作 d。"},
        {"term": "差", "quote": "公差是等差数列中后一项与前一项的差，记作d。"},
        {"term": "比", "quote": "等比数列中后一项与前一项之比叫做公比。"},
        {"term": "虚构概念", "quote": "虚构概念是本书从未写过的一句话。"},
        {"term": "比", "quote": "等比数列中后一项与前一项的比叫做公比。", "aliases": ["公比"]},
    ], ensure_ascii=False)


def test_the_llm_pass_keeps_what_the_page_holds_and_refuses_the_rest(tmp_path, monkeypatch):
    chat = ChatDouble(glossary=scripted)
    for name, value in {"KB_LLM_BASE_URL": chat.url, "KB_LLM_API_KEY": API_KEY,
                        "KB_LLM_MODEL": "double-chat"}.items():
        monkeypatch.setenv(name, value)
    items = [{"type": "text", "text": "第一章 数列", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": PAGE.split("\n\n")[1], "page_idx": 0}]
    try:
        report = ingest(_folder(tmp_path, items), "教材/数学/数列", skip_vectors=True)
    finally:
        chat.close()
    assert report["terms"]["methods"] == ["rules", "llm"]
    kept = lookup_term("公差")["matches"]
    assert [(e["method"], e["page"]) for e in kept] == [("llm", 1)]
    assert kept[0]["quote"] == "公差是等差数列中后一项与前一项的差，记作 d。"
    spaced = lookup_term("差")["matches"]
    assert [e["quote"] for e in spaced] == ["公差是等差数列中后一项与前一项的差，记作 d。"]
    assert lookup_term("虚构概念")["matches"] == []
    # 公比 is the rules' own term: the model's "比" entry naming it is kept, "之比" is refused
    whole = lookup_term(book="教材/数学/数列", list_all=True)["terms"]
    assert [e["method"] for e in whole if e["term"] == "公比"] == ["rule"]
    assert all("之比" not in e["quote"] for e in whole)
    assert report["terms"]["llm"]["rejected"] == 2 and report["terms"]["llm"]["kept"] == 3


def kb_term(*args):
    proc = subprocess.run([str(BIN / "kb-term"), *args], capture_output=True, text=True,
                          env=dict(os.environ), cwd="/", timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_kb_term_bad_input_and_a_book_without_a_glossary(tmp_path):
    from f.common.config import load
    from f.common.store.objects import get_store

    items = [{"type": "text", "text": "按照一定顺序排列的一列数叫做数列。", "page_idx": 0}]
    ingest(_folder(tmp_path, items), "教材/数学/数列", skip_vectors=True)
    code, out, err = kb_term("数列", "--book", "教材/数学/数列")
    assert code == 0 and "按照一定顺序排列的一列数叫做数列。" in out
    for bad, said in (("。，！？", "only punctuation"), ("项" * 201, "longer than 200")):
        code, out, err = kb_term(bad)
        assert code == 2 and said in err and len(err.strip().splitlines()) == 1
    code, out, _ = kb_term("——", "--json")
    assert code == 2 and json.loads(out)["error"]["message"]
    get_store(load()).delete(books.key("教材/数学/数列", "glossary.json"))
    code, out, err = kb_term("数列", "--book", "教材/数学/数列")  # its page text still answers, said so
    assert code == 0 and "按照一定顺序排列的一列数叫做数列。" in out and "found in the page text" in out
    assert "no glossary yet: 教材/数学/数列 (bin/ebook-ingest --only terms --book ID)" in out


def test_over_several_books_the_term_itself_comes_before_an_alias(tmp_path):
    # book A (listed first) names 内积 only as an alias; book B defines the term itself
    alias_book = [{"type": "text", "text": "两个向量的模与夹角余弦的积叫做数量积（或内积）。", "page_idx": 0}]
    term_book = [{"type": "text", "text": "两个向量的模与夹角余弦的积叫做内积。", "page_idx": 3}]
    for name, items in (("A", alias_book), ("B", term_book)):
        ingest(_folder(tmp_path, items, name), f"教材/{name}", skip_vectors=True)
    matches = lookup_term("内积")["matches"]
    assert [(m["book_id"], m["matched"]) for m in matches] == [("教材/B", "term"), ("教材/A", "alias")]
