"""A word the cut glued to the first verb of an A-not-A question stays apart from it (decision 1112)."""
from f.common.answer import plan
from f.common.answer.a_not_a import apart_from_a_not_a


def test_the_verb_of_the_frame_is_cut_off_the_word_before_it():
    text = "直接在公式里打字行不行？"
    assert apart_from_a_not_a(text, ["直接", "在", "公式", "里", "打字行", "不行", "？"]) == \
        ["直接", "在", "公式", "里", "打字", "行", "不行", "？"]
    assert apart_from_a_not_a("企业爆雷会不会", ["企业", "爆雷会", "不会"]) == ["企业", "爆雷", "会", "不会"]


def test_words_not_before_a_frame_and_two_character_words_stay():
    # no 不 and the same character after it: a three-character word is the student's
    assert apart_from_a_not_a("打字行在哪里", ["打字行", "在", "哪里"]) == ["打字行", "在", "哪里"]
    # a two-character word would leave one character: kept (能不能 after 可能)
    assert apart_from_a_not_a("可能不能", ["可能", "不能"]) == ["可能", "不能"]
    assert apart_from_a_not_a("行不行", ["行不行"]) == ["行不行"]


def test_the_plan_asks_of_the_students_word_not_the_glued_one():
    found = plan.analyse("我们组做数学建模，公式里要夹几个正体的英文单词，直接在公式里打字行不行？")["concepts"]
    assert "打字" in found and "打字行" not in found
