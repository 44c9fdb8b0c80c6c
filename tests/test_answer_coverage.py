"""Concept coverage of an evidence pack weighted by how distinctive each concept is in the library
(f.common.answer.coverage), and glossary forms claiming only whole words. Pure, no service."""
from __future__ import annotations

from f.common.answer.coverage import forms_of, weight, weighted_coverage
from f.common.answer.plan import concepts

PAGES = ["函数的图象与性质", "函数 y=2x+1 的单调性", "一次函数与二次函数", "函数的零点"]


def test_a_word_every_page_names_weighs_nothing_one_no_page_names_weighs_all():
    assert weight(["函数"], PAGES) == 0.0
    assert weight(["奇函数"], PAGES) == 1.0
    assert 0 < weight(["二次函数"], PAGES) < 1
    assert weight(["奇函数"], None) == 1.0 and weight(["奇函数"], []) == 1.0  # no own search


def test_the_distinctive_concept_missing_decides():
    weights = {"函数": weight(["函数"], PAGES), "奇函数": weight(["奇函数"], PAGES)}
    forms = {"函数": ["函数"], "奇函数": ["奇函数"]}
    # plain coverage would be 1/2; the one missing concept is the one that says something
    assert weighted_coverage("下列函数中是奇函数的是", forms, weights, PAGES) == 0.0
    assert weighted_coverage("下列函数中是奇函数的是", forms, weights, PAGES + ["奇函数的图象关于原点对称"]) == 1.0
    assert weighted_coverage("函数的定义", {"函数": ["函数"]}, {"函数": 0.0}, PAGES) is None


def test_a_question_in_another_language_than_its_evidence_is_not_measured():
    forms = {"parabola": ["parabola"]}
    assert weighted_coverage("What is a parabola?", forms, {"parabola": 1.0}, PAGES) is None
    assert weighted_coverage("What is a parabola?", forms, {"parabola": 1.0},
                             ["A parabola is the set of points equidistant from a line."]) == 1.0
    assert weighted_coverage("什么是抛物线", {"抛物线": ["抛物线"]}, {}, []) is None


def test_aliases_count_as_naming_the_term():
    terms = [{"term": "向量的模", "aliases": ["向量的长度", "模"]}]
    forms = forms_of(["向量的模"], terms)
    assert forms == {"向量的模": ["向量的模", "向量的长度"]}  # one character names nothing
    assert weighted_coverage("向量的模怎么求", forms, {}, ["向量的长度叫做向量的模长"]) == 1.0


def test_glossary_forms_claim_whole_words_only():
    terms = [{"term": "数字普惠金融指数", "aliases": ["DIF"]}, {"term": "向量的长度", "aliases": ["模"]}]
    assert concepts("What is the difference between a vector and a scalar", terms) == ["vector", "scalar"]
    assert concepts("DIF 指数的含义", terms)[0] == "DIF"
    assert forms_of(["DIF"], terms) == {"DIF": ["数字普惠金融指数", "dif"]}  # the term's forms count
    assert "向量的长度" not in concepts("商业银行模型的评价", terms)


def test_a_domain_term_the_books_name_verbatim_is_found_unless_every_page_names_it():
    from f.common.answer.coverage import verbatim

    forms = {"zigbee": ["zigbee"], "函数": ["函数"], "奇函数": ["奇函数"]}
    pages = ["ZigBee 是一种低功耗的无线通信技术。", "智能家居常用 Wi-Fi 连接。"]
    # on a page of the pack, or of the term's own search: the books hold something on it
    assert verbatim("ZigBee常用于哪些方面？", forms, {"zigbee": pages}, pages[1:], ["zigbee"]) == ["zigbee"]
    assert verbatim("ZigBee常用于哪些方面？", forms, {}, pages, ["zigbee"]) == ["zigbee"]
    assert verbatim("ZigBee常用于哪些方面？", forms, {}, pages[1:], ["zigbee"]) == []
    # a word every page of its own search names (函数 in a maths library) proves nothing
    assert verbatim("下列函数中是奇函数的是", forms, {"函数": PAGES}, PAGES, ["函数", "奇函数"]) == []
    # an English question's words are not judged by Chinese frequencies
    assert verbatim("What is ZigBee used for?", forms, {"zigbee": pages}, pages, ["zigbee"]) == []


def test_a_two_character_concept_straddling_two_words_is_not_named():
    # 动能 (kinetic energy) is not what 运动能力 (athletic ability) names; 向量 in 平面向量 is
    forms = {"动能": ["动能"]}
    assert weighted_coverage("什么是动能", forms, {}, ["发展学生的基本运动能力。"]) == 0.0
    assert weighted_coverage("什么是向量", {"向量": ["向量"]}, {}, ["平面向量的加法。"]) == 1.0
