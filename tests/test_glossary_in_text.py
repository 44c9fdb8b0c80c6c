"""kb-term's fallback when a glossary lacks a term: the page text's sentences that define THIS term
(f.common.glossary.in_text, pure), and through lookup_term on the sample book, ranked after every
glossary match and said to come from the page text."""
from __future__ import annotations

import json

import pytest

from f.common.cli.render import term as render_term
from f.common.glossary.in_text import definitions_in_text, first_use
from f.common.glossary.term_lookup import lookup_term
from f.common.ingest.flow import ingest
from f.common.store import books
from f.sample.items import markup_items

BOOK = "示例/数学/样章"


@pytest.mark.parametrize("term, text, strength", [
    ("向量", "所谓向量，就是既有大小又有方向的量。", "strong"),
    ("向量", "向量（vector）是指既有大小又有方向的量。", "strong"),
    ("向量", "1. 向量是一种既有大小又有方向的量。", "weak"),
    ("传感器", "传感器指的是能感受被测量的装置。", "strong"),
    ("单位向量", "我们把长度为 1 的向量叫做单位向量。", "strong"),
    ("标量", "只有大小没有方向的量称为“标量”。", "strong"),
    ("等差中项", "A 叫做 a 与 b 的等差中项，且 2A = a + b。", "strong"),
    ("违约距离", "计算两者之间的差值（即违约距离）来度量风险。", "strong"),
    ("继电器", "继电器：一种用小电流控制大电流的开关。", "weak"),
    ("挫伤", "身体被物体碰伤称为挫伤\ufffd", "strong"),  # a text layer that lost its punctuation
    ("ZigBee", "ZigBee is a low-power wireless protocol.", "weak"),
    ("Wi-Fi", "Wi-Fi refers to wireless local networking.", "strong"),
    ("token", "token A token is a digital asset that represents a unit of value.", "weak"),
    ("flash loan", "Such a short loan is called a flash loan.", "strong"),
    ("DAO", "The DAO is defined as an organization run by code.", "strong"),
])
def test_each_shape_quotes_the_whole_sentence(term, text, strength):
    hits = definitions_in_text(term, {5: "前文。\n\n" + text + "\n\n后文。"})
    assert [(h["term"], h["page"], h["strength"]) for h in hits] == [(term, 5, strength)]
    assert hits[0]["quote"] == text  # the whole sentence, verbatim


@pytest.mark.parametrize("term, text", [
    ("向量", "这是向量的一个例子，这也是向量。"),          # 这是T: a predicate, not the subject
    ("向量", "我们在平面内研究向量是很自然的。"),          # T mid-sentence
    ("向量", "零向量是指长度为 0 的向量。"),               # a different term containing T
    ("向量", "向量组是指一组向量。"),
    ("单位", "我们把长度为 1 的向量叫做单位向量。"),
    ("向量", "向量是否相等要看长度和方向。"),              # 是否 is no 是
    ("Fi", "Wi-Fi refers to wireless networking."),          # Latin terms are whole words
    ("Wi-Fi", "A Wi-Fi network refers to a local network."),
    ("protocol", "ZigBee is a protocol used by many devices."),
])
def test_non_definitions_are_not_hits(term, text):
    assert definitions_in_text(term, {1: text}) == []


def test_strong_before_weak_then_earliest_page_and_long_sentences_cut():
    pages = {2: "向量是一种量。", 9: "向量是指有方向的量。", 4: "向量是指有大小和方向的量。",
             12: "所谓向量，就是" + "很长" * 200 + "的量。"}
    hits = definitions_in_text("向量", pages)
    assert [(h["page"], h["strength"]) for h in hits] == [(4, "strong"), (9, "strong"),
                                                           (12, "strong"), (2, "weak")]
    assert len(hits[2]["quote"]) <= 200 and hits[2]["quote"].startswith("所谓向量")
    assert definitions_in_text("  ", pages) == []


def test_content_items_are_read_as_pageindex_content_reads_them():
    items = [{"type": "text", "text": "平面向量", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": "所谓自由向量，就是可以平移的向量。", "page_idx": 2}]
    assert [(h["page"], h["quote"]) for h in definitions_in_text("自由向量", items)] == [
        (3, "所谓自由向量，就是可以平移的向量。")]


@pytest.fixture
def sample(tmp_path, store_env):
    settings, store = store_env
    folder = tmp_path / "mineru"
    folder.mkdir()
    (folder / "content_list.json").write_text(json.dumps(markup_items(), ensure_ascii=False), "utf-8")
    ingest(folder, BOOK, skip_vectors=True, settings=settings, store=store)
    return settings, store


def test_lookup_term_falls_back_to_the_page_text_after_the_glossary(sample):
    settings, store = sample
    # a glossary the rules built without 自由向量 (as on a book no rule has seen)
    object_key = books.key(BOOK, "glossary.json")
    stored = books.read_json(store, object_key)
    assert any(e["term"] == "自由向量" for e in stored["terms"])
    stored["terms"] = [e for e in stored["terms"] if e["term"] != "自由向量"]
    books.write_json(store, object_key, stored)

    found = lookup_term("自由向量", settings=settings, store=store)
    first = found["matches"][0]
    assert (first["method"], first["matched"], first["page"]) == ("text", "text", 7)
    assert "称为自由向量" in first["quote"] and first["section"] and "hint" not in found
    assert "found in the page text, not in the glossary" in render_term(found)
    assert len(found["matches"]) <= 3

    # a glossary match never gets page-text hits beside it; a term defined nowhere stays unfound
    assert {m["method"] for m in lookup_term("向量", settings=settings, store=store)["matches"]} == {"rule"}
    assert lookup_term("光合作用", settings=settings, store=store)["matches"] == []


def test_first_use_is_the_first_sentence_naming_the_term_past_the_skipped_pages():
    texts = {2: "目录\n6.3 平面向量基本定理及坐标表示 ...... 12", 4: "坐标表示\n3. 平面向量基本定理与坐标表示。",
             7: "向量的坐标表示把运算化为数的运算。"}
    assert first_use("坐标表示", texts)["page"] == 2
    got = first_use("坐标表示", texts, skip=frozenset({2}))
    assert (got["page"], got["quote"]) == (4, "3. 平面向量基本定理与坐标表示。")  # not the bare heading
    assert first_use("光合作用", texts) is None


def test_lookup_term_shows_the_first_use_when_no_sentence_defines_the_term(sample):
    settings, store = sample
    found = lookup_term("坐标表示", settings=settings, store=store)  # in the contents, then the body
    assert [m["method"] for m in found["matches"]] == ["first_use"]
    first = found["matches"][0]
    assert first["kind"] == "mention" and first["page"] != 3  # p. 3 is the contents page
    assert "坐标表示" in first["quote"]
    assert "no sentence defines it; the book first uses it here" in render_term(found)
