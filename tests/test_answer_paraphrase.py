"""A student's word that the page says in other words is no missing subject (issue 27, fourth round).

爪子 where the page says 爪, 打雷 where it says 雷雨: the word's telling part is on the page and the
rest is a noun suffix or an everyday verb, so the books hold it. A locative or a noun keeps a word
whole (中音 is no 音, 水袖 no 袖). A rare verb or quality (有多厚) no longer pushes the question's
subject out of the plan, a colloquial question word glued to a word (啥意思) is grammar, and 手册
is a word for the book itself. Pure, no service."""
from __future__ import annotations

import pytest

from f.common.answer.coverage import held_together, missing_subject, said_in_part, weighted_coverage
from f.common.answer.plan import analyse
from f.common.answer.salience import FILLER, fillers, information

CAT = "猫的趾端锐利的爪能够伸缩，在休息和行走时爪会缩进去，捕鼠时才伸出来。"
STORM = "雷雨天气时，关好门窗，以防侧击雷进入室内；不要在雷电交加时停留在露天。"


@pytest.mark.parametrize(("word", "page", "said"), [
    ("爪子", CAT, True),                   # a noun suffix
    ("打雷", STORM, True),                 # an everyday verb and the thing
    ("中音", "高音谱表与低音谱表", False),  # a locative keeps the word whole
    ("内积", "向量的数量积", False),
    ("水袖", "手臂伴有甩袖、撩袖、抛袖等动作", False),  # a noun keeps it whole
    ("定弦", "二胡的琴弦", False),          # 定 is no light rest (a telling verb)
    ("爪子", "猫的胡须很长", False),        # the part is not on the page
    ("虫子", "蝙蝠靠回声捕捉昆虫", True),    # the book's 昆虫 for the student's 虫子
    ("保护视力", "视力保护：眼睛是最宝贵的感觉器官", True),  # an everyday verb of two characters
    ("散散步", "做操、散步等积极性休息", True),  # a reduplicated syllable
    ("拒绝策略", "线程池的策略", False),     # 拒绝 is no everyday verb (9.7 nats)
])
def test_a_word_is_said_in_part_only_beside_a_light_rest(word, page, said):
    assert said_in_part(word, page) is said


def test_a_subject_the_page_says_in_part_is_not_missing():
    question = "猫的爪子平时究竟是收着的还是伸出来的？"
    forms, weights = {"爪子": ["爪子"], "伸出": ["伸出"]}, {"爪子": 1.0, "伸出": 0.2}
    assert missing_subject(question, forms, weights, {"爪子": []}, [CAT], ["爪子"]) is None
    # the page holding neither the word nor its part: the subject is missing, as before
    assert missing_subject(question, forms, weights, {"爪子": []}, ["猫的胡须很长。"], ["爪子"]) == "爪子"
    # the answering page holds the question's terms together, 爪子 in part
    assert held_together(forms, ["猫的胡须很长。", CAT], ["爪子"]) == ["爪子"]


def test_coverage_counts_a_word_the_page_says_in_part():
    forms = {"打雷": ["打雷"], "下雨": ["下雨"]}
    assert weighted_coverage("打雷下雨的时候要注意什么？", forms, {"打雷": 1.0, "下雨": 0.4}, [STORM]) == 0.714


def test_a_rare_quality_does_not_push_the_subject_out():
    # 有多厚 is rare in general language but names no thing: the gap is measured from 蛋壳
    assert information("有多厚") > information("蛋壳") + 6
    assert fillers(["蛋壳", "有多厚"]) == set()
    assert "蛋壳" in analyse("课本上说蛋壳一般来说有多厚？")["concepts"]
    # a rare word that names a thing still makes an everyday word a filler beside it
    assert fillers(["zigbee", "常用"]) == {"常用"}


def test_colloquial_question_words_and_the_manual_are_no_concepts():
    assert information("啥意思") < FILLER and information("手册") == 0.0
    plan = analyse("手册附录里的CAS到底是啥意思？")
    assert "cas" in plan["concepts"] and "啥意思" not in plan["concepts"] and "手册" not in plan["concepts"]


def test_an_amount_is_no_concept():
    from f.common.answer.salience import quantity

    assert quantity("一分钟") and quantity("多少度") and quantity("几次")
    assert not quantity("蝙蝠") and not quantity("二胡") and not quantity("讲到") and not quantity("首项")
    # 一分钟 is rare in general language (11.7 nats) but asks how much, not about what
    assert information("一分钟") > FILLER and "一分钟" in fillers(["蝙蝠", "一分钟", "蚊子"])
    assert analyse("蝙蝠一分钟能抓多少只蚊子？")["concepts"] == ["蝙蝠", "蚊子"]
