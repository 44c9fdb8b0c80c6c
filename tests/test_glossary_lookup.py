"""Glossary lookup: folding, exact and alias matches with the defining page first, near matches kept
apart, and the term validation (BadInput, exit 2)."""
from __future__ import annotations

import pytest

from f.common.errors import BadInput
from f.common.glossary.lookup import check_term, fold_term, lookup
from f.common.glossary.rules import extract_terms
from f.sample.items import markup_items


def entry(term, page, aliases=(), confidence=0.9, kind="definition"):
    return {"term": term, "aliases": list(aliases), "definition": "…", "quote": "…", "page": page,
            "page_label": None, "section": None, "node_id": None, "method": "rule", "kind": kind,
            "confidence": confidence}


ENTRIES = [
    entry("向量", 12, confidence=0.85),
    entry("向量", 5, aliases=["vector"], confidence=0.95),
    entry("向量", 3, confidence=0.6),                 # a weak, incidental mention earlier
    entry("数量积", 12, aliases=["内积"]),
    entry("平面向量基本定理", 15, kind="theorem"),
    entry("单位向量", 6),
    entry("零向量", 6),
    entry("Central Processing Unit", 40, aliases=["CPU"]),
    entry("等差数列的公差", 26, aliases=["公差"]),
]


@pytest.mark.parametrize("raw, folded", [
    ("ＣＰＵ", "cpu"), ("“向量”", "向量"), (" 数量 积 ", "数量积"), ("《轴对称图形》", "轴对称图形"),
    ("「内积」", "内积"), ("Vector", "vector"), ("ａ·ｂ", "a·b"),
])
def test_fold_term(raw, folded):
    assert fold_term(raw) == folded


def test_exact_match_defining_page_first():
    result = lookup(ENTRIES, "向量")
    assert [e["page"] for e in result["matches"]] == [5, 12, 3]
    assert all(e["matched"] == "term" for e in result["matches"])
    assert "单位向量" in {e["term"] for e in result["near"]} and \
        not {e["term"] for e in result["near"]} & {"向量"}


def test_alias_and_folded_matches():
    assert [e["term"] for e in lookup(ENTRIES, "内积")["matches"]] == ["数量积"]
    assert lookup(ENTRIES, "内积")["matches"][0]["matched"] == "alias"
    assert lookup(ENTRIES, "ｃｐｕ")["matches"][0]["term"] == "Central Processing Unit"
    assert lookup(ENTRIES, "“公差”")["matches"][0]["page"] == 26


def test_near_matches_by_edit_distance_and_shared_characters():
    near = lookup(ENTRIES, "单位矢量")  # one character off
    assert near["matches"] == [] and near["near"][0]["term"] == "单位向量" and near["near"][0]["distance"] == 1
    long = lookup(ENTRIES, "平面向量的基本定里")  # two edits on a longer term
    assert long["matches"] == [] and long["near"][0]["term"] == "平面向量基本定理"
    shared = lookup(ENTRIES, "公差等差数列的")  # same characters, other order
    assert "等差数列的公差" in {e["term"] for e in shared["near"]}
    assert lookup(ENTRIES, "光合作用") == {"matches": [], "near": []}


def test_theorems_after_definitions_and_limit():
    entries = ENTRIES + [entry("向量", 30, kind="theorem")] + [entry("向量", p) for p in range(40, 50)]
    result = lookup(entries, "向量", limit=3)
    assert len(result["matches"]) == 3 and result["matches"][0]["page"] == 5
    assert all(e["kind"] == "definition" for e in lookup(entries, "向量", limit=50)["matches"][:-1])


@pytest.mark.parametrize("bad", ["", "   ", "，。！？", "“”《》", "x" * 201, None, 42])
def test_check_term_rejects(bad):
    with pytest.raises(BadInput) as caught:
        check_term(bad)
    assert caught.value.exit_code == 2
    with pytest.raises(BadInput):
        lookup(ENTRIES, bad)


def test_check_term_accepts():
    assert check_term("  向量 ") == "向量" and check_term("x" * 200) == "x" * 200 and check_term("π") == "π"


def test_lookup_over_the_sample_book():
    entries = extract_terms(markup_items())
    assert lookup(entries, "数量积")["matches"][0]["page"] == 12
    assert lookup(entries, "内积")["matches"][0]["term"] == "数量积"
    assert lookup(entries, "模")["matches"][0]["term"] == "向量的长度"
    assert lookup(entries, "共线向量")["matches"][0]["page"] == 7
    assert lookup(entries, "等比中项")["matches"][0]["section"] is None  # no tree given
