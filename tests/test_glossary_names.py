"""How a book names what it defines (f.common.glossary.names), on sentences other than the labelled
books': a 把-phrase defines its verb, a variable-owned term is found by its kind and head, the box
of an "X的Y运算" section defines X的Y, a named rule after a colon; and the lookup finds each."""
from __future__ import annotations

from f.common.glossary.lookup import lookup
from f.common.glossary.names import ba_term, named_rule, owner_aliases, section_concept
from f.common.glossary.rules import extract_terms


def text(page: int, body: str, **extra) -> dict:
    return {"type": "text", "text": body, "page_idx": page, **extra}


def first(entries: list[dict], query: str) -> dict | None:
    return (lookup(entries, query)["matches"] or [None])[0]


def test_ba_phrase_defines_the_verb_of_an_object_already_named():
    assert ba_term("把矩阵三角分解", "把一个矩阵分解为两个三角矩阵的乘积，") == (
        "三角分解", ["矩阵三角分解", "矩阵的三角分解"])
    assert ba_term("把矩阵三角分解", "分解为两个三角形的乘积，") is None  # the object never named
    assert ba_term("矩阵三角分解", "把一个矩阵分解") is None                 # no 把
    entries = extract_terms([text(0, "把一个矩阵分解为两个三角矩阵的乘积，叫做把矩阵三角分解。")])
    entry = first(entries, "三角分解")
    assert entry and entry["matched"] == "term" and first(entries, "矩阵的三角分解")["page"] == 1


def test_a_term_owned_by_variables_is_found_by_their_kind_and_its_head():
    sentence = "由属于集合 A 且属于 B 的所有元素组成的集合，叫做 A 与 B 的交。"
    assert owner_aliases("A 与 B 的交", sentence) == ["集合的交", "交"]
    assert owner_aliases("A 与 B 的交", "叫做 A 与 B 的交。") == ["交"]  # no kind introduced
    assert owner_aliases("等差数列的公差", sentence) == []                # not owned by variables
    entries = extract_terms([text(0, sentence)])
    assert first(entries, "集合的交")["term"] == "A 与 B 的交"
    assert first(entries, "交")["matched"] == "alias"


def test_a_one_character_head_of_what_the_sentence_just_named():
    entries = extract_terms([text(0, "矩阵中的每一个数叫做这个矩阵的元。")])
    assert first(entries, "元")["term"] == "矩阵的元"
    # without the demonstrative, a one-character head is no alias ("函数的值" is not "值" alone)
    assert first(extract_terms([text(0, "自变量取 x 时对应的数叫做函数的值。")]), "值") is None


def test_the_box_of_an_operation_section_defines_that_operation():
    assert section_concept("矩阵的数乘运算") == "矩阵的数乘"
    assert section_concept("矩阵的概念") is None and section_concept("") is None
    box = [text(0, "3.2 矩阵的数乘运算", text_level=2),
           text(0, "定义  数 k 与矩阵 A 的积是一个矩阵，记作 kA，它的每个元是 A 的对应元的 k 倍。")]
    entries = extract_terms(box)
    assert first(entries, "数乘")["term"] == "数 k 与矩阵 A 的积"
    assert first(entries, "矩阵的数乘")["page"] == 1
    unboxed = [box[0], text(0, "数 k 与矩阵 A 的积是一个矩阵，记作 kA。")]
    assert first(extract_terms(unboxed), "数乘") is None         # only a box is the section's definition
    named = [box[0], text(0, "定义  数 k 与矩阵 A 的积叫做矩阵的数乘，记作 kA。")]
    kept = extract_terms(named)
    assert first(kept, "矩阵的数乘")["matched"] == "term"          # the box names it itself
    assert all("矩阵的数乘" not in e["aliases"] for e in kept)


def test_a_named_rule_stated_after_a_colon():
    sentence = "由此得到力的合成的平行四边形法则：以两个分力为邻边作平行四边形，其对角线就是合力。"
    assert named_rule(sentence)[0] == "力的合成的平行四边形法则"
    assert named_rule("运算律：加法满足交换律与结合律。") is None       # not a named rule
    entry = first(extract_terms([text(0, sentence)]), "平行四边形法则")
    assert entry and entry["kind"] == "definition" and entry["quote"] == sentence
    assert entry["definition"].startswith("以两个分力为邻边")
