"""A one-character preposition or conjunction is no part of a name (issue 27, thirteenth round;
decision 0421): the tokenizer's HMM glues it to the next character (跟费马点 cut 跟费 + 马点) and the
plan joined it to the noun before it as a telling character (皮筋 + 替). Pure, no service."""
from __future__ import annotations

from f.common.answer.plan import _linked_apart, _telling_char, concepts


def test_a_preposition_glued_to_a_name_by_the_tokenizer_is_cut_off():
    found = concepts("半角模型跟费马点有啥联系？")
    assert "费马点" in found
    assert not any(word.startswith("跟") or word == "马点" for word in found)
    assert _linked_apart("半角模型跟费马点有啥联系？") == ["半角模型跟", "费马点有啥联系？"]


def test_a_preposition_after_a_noun_is_no_telling_character():
    assert not _telling_char("替") and not _telling_char("跟")
    assert _telling_char("舞") and _telling_char("鞋")  # a thing's character still joins (顶碗 + 舞)
    found = concepts("用皮筋替竹竿跳竹竿舞有啥好处？")
    assert "皮筋" in found and "皮筋替" not in found


def test_a_dictionary_or_project_word_opening_with_a_preposition_stays_whole():
    # 向量积 is a project term, 对角线 and 比赛 dictionary words: no HMM glue to undo
    assert _linked_apart("向量的叉乘（向量积）到底怎么计算？") == ["向量的叉乘（向量积）到底怎么计算？"]
    assert "向量积" in concepts("向量的叉乘（向量积）到底怎么计算？")
    assert _linked_apart("正方形的对角线和比赛规则") == ["正方形的对角线和比赛规则"]
