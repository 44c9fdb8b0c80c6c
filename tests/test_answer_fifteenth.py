"""Fifteenth round (0453-0455): a student's everyday word for a quality weighs nothing absent; the
text in hand named after a pointer is no concept; a word and a suffix of quality are one name."""
from f.common.answer.coverage import weighted_coverage
from f.common.answer.plan import compounds, concepts

PAGE = "西班牙的音乐极为丰富多彩，热情奔放。"


def test_an_absent_quality_word_weighs_nothing():
    # 热闹 (jieba: an adjective) names no thing: the page says 热情奔放 in its own words
    forms = {"西班牙": ["西班牙"], "热闹": ["热闹"]}
    weights = {"西班牙": 0.03, "热闹": 0.6}
    assert weighted_coverage("西班牙的音乐为啥那么热闹", forms, weights, [PAGE]) == 1.0
    # named, it counts as before
    assert weighted_coverage("西班牙的音乐为啥那么热闹", forms, weights, [PAGE + "场面热闹"]) == 1.0


def test_a_rare_entry_jieba_tags_an_idiom_still_counts():
    # 有丝分裂 (jieba: i) is a term of biology, rare in general language: its absence still tells
    forms = {"有丝分裂": ["有丝分裂"], "细胞": ["细胞"]}
    assert weighted_coverage("什么是细胞的有丝分裂", forms, {"有丝分裂": 1.0, "细胞": 0.2}, ["细胞的结构"]) < 0.3


def test_an_absent_thing_still_counts():
    # 响板, a thing, absent: coverage falls as before
    forms = {"西班牙": ["西班牙"], "响板": ["响板"]}
    assert weighted_coverage("西班牙舞的响板怎么打", forms, {"西班牙": 0.03, "响板": 1.0}, [PAGE]) < 0.3


def test_an_absent_quality_word_stays_beside_words_of_the_whole_library():
    # the rest weigh nothing (a word every page names): the absent word is all coverage measures
    forms = {"中小企业信用风险": ["中小企业信用风险"], "热闹": ["热闹"]}
    weights = {"中小企业信用风险": 0.0, "热闹": 0.6}
    assert weighted_coverage("中小企业信用风险为啥热闹", forms, weights, ["中小企业信用风险的测度"]) == 0.0


def test_the_text_in_hand_is_no_concept():
    assert concepts("这份全等三角形的讲义到底讲了几种模型") == ["全等三角形"]
    assert "论文" not in concepts("这篇论文的第二个假设说的是啥")
    # 那份活儿 is a share of work, no text (the dictionary's first sense of 活儿)
    assert "活儿" in concepts("团队活动里学生干好了自己那份活儿，会有啥感受")
    # a text named without a pointer stays (讲义 of a question about handouts in general)
    assert "讲义" in concepts("讲义和课本有什么区别")


def test_a_word_and_a_suffix_of_quality_are_one_name():
    assert compounds("抵押率一般给多少")[("抵押", "率")] == "抵押率"
    assert "抵押率" in concepts("小企业拿房子抵押贷款，抵押率一般给多少")
