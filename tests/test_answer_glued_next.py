"""Twenty-third round (0837, 0838): a character the cut left alone after a word is no part of a
name with it where it belongs to what follows: an adjective before a noun modifies that noun
(检验 弱 工具: a weak instrument), and a one-character verb before a figure's point acts on it
(三角形 绕 A 转). Glued, each made a word nobody wrote (检验弱, 三角形绕) that stood as the
question's subject and was missing from every page."""
from f.common.answer.plan import _clause_verb, _modifies_next, compounds, concepts


def test_an_adjective_before_a_noun_modifies_that_noun():
    question = "工具变量回归里检验弱工具的那个F统计量是多少？"
    assert _modifies_next("弱", "工具")
    assert ("检验", "弱") not in compounds(question)
    found = concepts(question)
    assert "检验弱" not in found and {"检验", "工具"} <= set(found)
    # ... not before a character, a verb or a Latin word: the rule reads a noun after it
    assert not _modifies_next("弱", "的") and not _modifies_next("弱", "检验") and not _modifies_next("舞", "工具")


def test_a_telling_character_still_joins_the_word_before():
    assert compounds("顶碗舞怎么跳？") == {("顶碗", "舞"): "顶碗舞"}


def test_a_verb_before_a_figures_point_is_the_clauses_verb():
    question = "求角ACD时把三角形绕A转了多少度？"
    assert _clause_verb("绕", "A")
    assert ("三角形", "绕") not in compounds(question)
    assert "三角形绕" not in concepts(question)
    assert "直角三角形绕" not in concepts("两个等腰直角三角形绕C随便转，三点共线时AD多长？")
    # a Latin word that is no point (a name in lower case, three letters or more) is no label
    assert not _clause_verb("绕", "Java") and not _clause_verb("绕", "abc")


def test_an_exam_word_heads_no_name():
    # 0839: 那道四边形题 is "that problem on a quadrilateral": the thing is 四边形, and 题 frames
    # the question (boilerplate.GENERIC), so the pair is no name a page must hold
    question = "贵阳中考那道四边形题，三角形ABE面积最后得多少？"
    assert ("四边形", "题") not in compounds(question)
    found = concepts(question)
    assert "四边形题" not in found and "四边形" in found
