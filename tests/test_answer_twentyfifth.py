"""Twenty-fifth Chinese round (0891-0894): a word asking for a place in a series (第几课) asks; a
text's name before a locative (练习册里) is the book in hand; a run the tokenizer's guesser glued
around an adverb or a locative (时先练, 里费) names nothing, and the locative ends the phrase before
it (专题里 | 费马点); a rare verb and a verb that closes many dictionary names (读写 + 分离) name one
technique. Pure, no service (jieba's dictionary and CC-CEDICT only)."""
from __future__ import annotations

import pytest

from f.common.answer.boilerplate import is_concept
from f.common.answer.coverage import missing_subject, weighted_coverage
from f.common.answer.cut_pieces import stray_run
from f.common.answer.plan import _linked_apart, closed_act, closing_verb, concepts


@pytest.mark.parametrize("word", ["第几课", "第几页", "第几章"])
def test_a_word_asking_for_a_place_in_a_series_asks(word):
    assert not is_concept(word)


def test_a_word_holding_a_numeral_of_its_own_is_still_a_concept():
    assert is_concept("第二") and is_concept("五年级")


def test_a_texts_name_before_a_locative_is_the_book_in_hand():
    found = concepts("五年级科学练习册里讲海豚和声呐的是第几课？")
    assert "练习册" not in found and "第几课" not in found
    assert "海豚" in found and "声呐" in found
    # a text's name that the question asks about (no locative after it) stays
    assert "讲义" in concepts("讲义和课本有什么区别？")
    # a locative that opens the next word (中 of 中介) puts nothing inside the text
    assert "论文" not in concepts("论文里中介效应怎么检验？")
    assert "论文" in concepts("论文中介效应怎么检验？")


def test_a_run_glued_around_an_adverb_or_a_locative_names_nothing():
    assert stray_run("时先练")   # 时 ng + 先 d + 练 v
    assert stray_run("里费")     # 里 f + 费 v
    assert not stray_run("全等")  # guessed, but CC-CEDICT holds it (congruent)
    assert not stray_run("音程")  # a dictionary word
    question = "视唱练耳书第二部分听音程时先练分辨哪两种三度？"
    page = "二、音程听辨与记录 2-1 大三度与小三度的听辨"
    forms = {"音程": ["音程"], "时先练": ["时先练"]}
    weights = {"音程": 0.3, "时先练": 1.0}
    assert weighted_coverage(question, forms, weights, [page]) == 1.0
    assert missing_subject(question, forms, weights, {"时先练": [page]}, [page], ["时先练"]) is None


def test_a_locative_ends_the_phrase_before_it():
    question = "这份全等专题里费马点的最小值题是怎么转化的？"
    assert _linked_apart(question)[0].endswith("专题里")
    found = concepts(question)
    assert "费马点" in found and "里费" not in found and "马点" not in found
    # a dictionary word opening with a locative character is no guess to undo
    assert _linked_apart("中锋和上篮") == ["中锋和上篮"]


@pytest.mark.parametrize(("word", "closes"), [("分离", True), ("控制", True), ("出来", False),
                                              ("起来", False), ("思考", False)])
def test_a_closing_verb_closes_dictionary_names_more_than_set_phrases(word, closes):
    assert closing_verb(word) is closes


def test_a_rare_verb_and_a_closing_verb_name_one_technique():
    assert closed_act("读写", "分离")
    assert not closed_act("学习", "分离")   # an everyday verb's act, not a technique
    assert not closed_act("读写", "出来")   # a complement
    assert "读写分离" in concepts("Java开发手册对数据库读写分离有什么要求？")
