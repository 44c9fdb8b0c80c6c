"""Eighteenth round (0631-0633): a piece of the student's phrase the cut took across a joint — a
measure word after its pointer (那 + 层皮), a verb's result (蹭 + 破皮), a locative word (脚底 + 下) —
names nothing the page must say; an amount is not joined to the verb after it (几块 凑); a run of
jieba's corpus that is two dictionary words (学生上课) is said where one sentence names both."""
from f.common.answer.coverage import missing_subject, said_apart, weighted_coverage
from f.common.answer.cut_pieces import cut_across, run_parts
from f.common.answer.plan import compounds, concepts

PEEL = "拿显微镜看洋葱里头那层皮和手背的皮，作业让干点啥？"
GRAZE = "五六年级的体育课要不要教崴了脚、蹭破皮这种小伤咋处理？"
FEET = "托腮那段舞第一个八拍脚底下干嘛？"


def test_a_piece_across_a_measure_word_a_result_or_a_locative():
    assert cut_across("层皮", PEEL)       # 那层 皮: a pointer and its measure word, then the thing
    assert cut_across("破皮", GRAZE)      # 蹭破 皮: a verb and its result, then its object
    assert cut_across("脚底", FEET)       # 脚 底下: the thing and a locative word
    # words of the dictionaries, or runs the cut did not take across a joint, are judged as before
    assert not cut_across("手背", PEEL)
    assert not cut_across("挥鞭", "芭蕾里做挥鞭转要转多少圈？")  # 挥鞭 heads 挥鞭转, a move's name
    assert not cut_across("脚底", "脚底为什么会长茧？")           # no locative after it
    assert not cut_across("杀球", "羽毛球的杀球怎么发力？")


def test_an_absent_piece_across_a_joint_proves_nothing_a_named_one_counts():
    page = "用镊子撕下洋葱表皮，放在显微镜下观察，再观察手背皮肤的细胞。"
    forms = {"洋葱": ["洋葱"], "层皮": ["层皮"]}
    weights = {"洋葱": 0.7, "层皮": 1.0}
    assert weighted_coverage(PEEL, forms, weights, [page]) == 1.0
    assert missing_subject(PEEL, forms, weights, {"层皮": [page]}, [page], ["层皮"]) is None
    # a telling noun the cut took across no joint stays the missing subject
    assert missing_subject("羽毛球的杀球怎么发力？", {"杀球": ["杀球"]}, {"杀球": 1.0}, {"杀球": [page]},
                           [page], ["杀球"]) == "杀球"


def test_an_amount_is_not_joined_to_the_verb_after_it():
    assert ("几块", "凑") not in compounds("数学书每一章都是由哪几块凑起来的？")
    assert "几块凑" not in concepts("数学书每一章都是由哪几块凑起来的？")
    # a word and a telling character after it are still joined (顶碗 + 舞)
    assert ("顶碗", "舞") in compounds("顶碗舞怎么跳？")


def test_a_run_of_two_dictionary_words_is_said_in_one_sentence():
    assert run_parts("学生上课") == ("学生", "上课")
    assert run_parts("学生") is None and run_parts("自由泳") is None  # a word, not a run
    page = "学生上完一节课会疲劳。学生长时间上课后，适宜的体育活动是一种积极性休息。"
    assert said_apart("学生上课", page)
    assert not said_apart("学生上课", "学生要按时到校。老师上课要准备教案。")  # two sentences


def test_a_word_jieba_tags_m_without_a_numeral_is_still_joined():
    # jieba tags 少年 m; it holds no numeral, so 少年 + 拳 is still the student's 少年拳
    assert ("少年", "拳") in compounds("少年拳预备的时候眼睛要看哪儿？")


ANGLE = "顶角80度和100度的两个等腰三角形，以D为顶点画50度角，BE、EF、FC三条线段之间啥关系？"


def test_a_noun_run_after_digits_took_the_numbers_unit():
    # 1021: 50 度角 is 50度 角: after a number in digits the run's first character is its unit
    assert cut_across("度角", ANGLE)
    # a verb's run after digits (例1 用到) is no unit and its noun; without the digits, as before
    assert not cut_across("用到", "绝配角模型那道例1用到了哪些知识点？")
    assert not cut_across("度角", "度角是什么？")
