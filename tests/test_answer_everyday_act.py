"""A student's everyday act glued to the thing it acts on, and a run of listed things written as one
word, are said where the page names the thing or the list (issue 27, twelfth round; decisions 0373,
0374). Pure, no service."""
from __future__ import annotations

from f.common.answer.coverage import _said, missing_subject, said_as_list, said_in_part
from f.common.glossary.lookup import fold_term

PAGE = fold_term("案例三“石头、剪刀、布”与武术基本步法。武术教学容易出现枯燥乏味，用游戏导入。")
QUESTION = "玩石头剪刀布咋就能练武术步法了？"


def test_an_everyday_act_before_a_thing_the_page_names_is_said():
    # 练武术 is one word of the dictionary; the page names 武术
    assert said_in_part("练武术", PAGE)
    assert said_in_part("打乒乓球", fold_term("经常进行乒乓球运动。"))
    # not without the thing on the page
    assert not said_in_part("练武术", fold_term("太极拳的起势。"))


def test_no_act_where_the_first_character_is_no_everyday_verb_or_the_rest_no_noun_word():
    page = fold_term("动滑轮和滑轮组。音、积、弦。显微镜下的微镜。戈舞。")
    assert not said_in_part("定滑轮", page)  # a noun of the dictionary: a fixed pulley
    assert not said_in_part("定弦", page)    # a character alone stays part of its word
    assert not said_in_part("中音", page)    # a locative, no act
    assert not said_in_part("磕毽子", fold_term("毽子"))  # a rare move (磕, 11 nats) is a name of its own
    assert not said_in_part("探戈舞", page)  # 戈舞 is no word


def test_a_run_of_listed_things_written_as_one_word_is_said():
    assert said_as_list("剪刀布", PAGE) and said_as_list("石头剪刀布", PAGE)
    assert said_as_list("中暑触电", fold_term("了解煤气中毒、中暑、触电的预防。"))
    # the characters in order but apart, or with another mark between them, are no list
    assert not said_as_list("剪刀布", fold_term("剪刀和布"))
    assert not said_as_list("中暑触电", fold_term("中暑，触电"))
    # as written it is named, not read as a list; two characters are too few
    assert not said_as_list("剪刀布", fold_term("剪刀布")) and not said_as_list("剪刀", PAGE)


def test_the_students_words_are_no_missing_subject_where_the_page_says_them_so():
    forms = {"剪刀布": ["剪刀布"], "练武术": ["练武术"], "步法": ["步法"]}
    weights = {"剪刀布": 1.0, "练武术": 1.0, "步法": 0.369}
    own = {c: [PAGE] for c in forms}
    assert _said(forms["剪刀布"], PAGE) and _said(forms["练武术"], PAGE)
    assert missing_subject(QUESTION, forms, weights, own, [PAGE], list(forms)) is None
    # a near-topic word no page writes in any of these ways is still missing
    near = {**forms, "舞龙队": ["舞龙队"]}
    assert missing_subject("学校舞龙队训练的时候舞龙头的人要注意啥？", near, {**weights, "舞龙队": 1.0},
                           {**own, "舞龙队": [PAGE]}, [PAGE], ["舞龙队"]) == "舞龙队"
