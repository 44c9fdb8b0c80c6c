"""Words the tokenizer glues that name nothing are no concepts (issue 27, fourteenth round;
decisions 0440-0442): a pointer and its measure word (这篇 论文), a verb and the one-character verb
after it (适合 配), a character cut off the one Latin letter it follows (Z 值 + 公式), a place word
and the act after it (前面 练). Each was the heaviest concept of an answerable question, absent from
the answering page in the pack, so the pack said no_evidence or weak. Pure, no service."""
from __future__ import annotations

from f.common.answer.boilerplate import is_concept
from f.common.answer.plan import compounds, concepts


def test_a_pointer_and_its_measure_word_name_nothing():
    assert not is_concept("这篇") and not is_concept("那节") and not is_concept("这种")
    # 论文 after 这篇 is the text in hand, no concept either (0454)
    assert concepts("这篇论文的第二个假设说的是啥？") == ["假设"]
    assert "那节课" not in concepts("上站姿坐姿礼仪那节课老师得先准备些啥？")
    assert is_concept("论文") and is_concept("节奏")  # a measure word's character inside a name stays


def test_a_verb_and_the_verb_after_it_are_not_one_name():
    assert ("适合", "配") not in compounds("跳《妞出嫁》适合配什么样的音乐？")
    assert "适合配" not in concepts("跳《妞出嫁》适合配什么样的音乐？")
    assert "顶碗舞" in concepts("顶碗舞怎么跳？")  # a thing's character still joins its word
    assert "足尖鞋" in concepts("足尖鞋是什么？")


def test_a_character_after_one_latin_letter_is_that_letters_word():
    assert ("值", "公式") not in compounds("Z值公式里的x2代表什么？")
    assert "公式" in concepts("Z值公式里的x2代表什么？")
    assert "零拷贝" in concepts("手册里说的Java零拷贝到底是啥原理？")  # after a Latin word it opens its own


def test_a_place_word_and_the_act_after_it_are_not_one_name():
    found = concepts("那节课前面练的是上肢，后面的体能练习为啥安排高抬腿？")
    assert "前面练" not in found and "上肢" in found
