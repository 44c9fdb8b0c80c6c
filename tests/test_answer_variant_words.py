"""Twentieth round (0716-0718): a domain term the plan joined to a word before it stays a concept
(三角形外接圆: 外 inside 外接圆 is no grammar); a phrase whose second word the page says with one
everyday character changed (吉他名曲 where the page says 吉他名作); a clipped word CC-CEDICT lacks,
held across two of a page's words (联查 in 关联查询)."""
from f.common.answer.coverage import _named, _said
from f.common.answer.piece_forms import said_with_one_character_changed
from f.common.answer.plan import concepts
from f.common.answer.salience import DOMAIN, FILLER, information


def test_a_function_morpheme_inside_a_domain_term_is_no_grammar():
    assert information("三角形外接圆") >= DOMAIN
    assert "三角形外接圆" in concepts("全等三角形专题里，三角形外接圆的圆心到底咋找？")
    # glued between words, a function morpheme is grammar still (书里管: 书 + 里 + 管)
    assert information("书里管") < FILLER
    # ... and so is one inside an act (带不带 of 带不带碟)
    assert information("带不带碟") < FILLER


def test_a_phrase_said_with_one_everyday_character_changed():
    page = "这首乐曲改编自西班牙民歌，是著名的吉他名作。"
    assert said_with_one_character_changed("吉他名曲", page)
    assert _said(["吉他名曲"], page)
    # a name glued of two words is not made of a neighbouring word of the page
    assert not said_with_one_character_changed("余额宝", "余额表中的余额宝贵。")
    assert not said_with_one_character_changed("雪花算法", "雪花飘落。算法复杂度。")
    # two characters changed, or the leading word missing, is another thing
    assert not said_with_one_character_changed("吉他名曲", "吉他练习曲。")
    assert not said_with_one_character_changed("吉他名曲", "钢琴名作。")
    # the two words share no sense: another concept (utility, effect)
    assert not said_with_one_character_changed("边际效用", "边际效应递减。")


def test_a_clipped_word_the_dictionary_lacks_is_said_across_two_words():
    assert _named(["联查"], "多表关联查询时，保证被关联的字段需要有索引。")
    # a CC-CEDICT word of its own is not hidden across two words (动能 in 运动能力)
    assert not _named(["动能"], "发展学生的运动能力。")


def test_a_missing_word_glued_to_a_dropped_word_names_a_longer_term():
    from f.common.answer.coverage import named_longer

    # 断点 of 断点回归: the plan dropped 回归, the two together no entry: a longer term, not the
    # student's own word for a page's
    assert named_longer("断点", "这篇论文用断点回归做稳健性检验了吗，结果怎样？", {"断点": [], "稳健性": []})
    # 刹车 before a comma, after a concept of the plan (平行脚): the student's word for 制动
    assert not named_longer("刹车", "轮滑往后滑的时候用平行脚刹车，身体要转多少度？",
                            {"轮滑": [], "平行脚": [], "刹车": []})


def test_a_short_phrase_said_with_a_near_synonym_character():
    """Round 21 (0703): three characters with one changed for a near synonym (手碰球 in 用手触球: 触碰),
    or a parallel pair with its repeated verb changed both times (拆库拆表 for 分库分表: 拆分, 分拆)."""
    from f.common.answer.piece_forms import said_with_a_near_synonym_character

    page = "比赛中除守门员外，不允许用手触球。"
    assert said_with_a_near_synonym_character("手碰球", page)
    assert _said(["手碰球"], page)
    assert said_with_a_near_synonym_character("拆库拆表", "单表行数超过500万行才推荐进行分库分表。")
    # two characters that make no word together are no near synonyms (建 and 拆: an opposite act)
    assert not said_with_a_near_synonym_character("拆库拆表", "先建库建表。")
    assert not said_with_a_near_synonym_character("手碰球", "不允许用手打球。")
    # ... nor two that make a word one way only (互换, no 换互): a modifier and its verb, not synonyms
    assert not said_with_a_near_synonym_character("交互绳", "交换绳比赛。")
    # two characters changed, or a parallel pair changed in one place only, is another thing
    assert not said_with_a_near_synonym_character("手碰球", "脚触门。")
    assert not said_with_a_near_synonym_character("拆库拆表", "分库拆表。")
