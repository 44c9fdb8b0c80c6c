"""What can be a question's missing subject, and when a missing word is the student's own word for
what the page names (issue 27, seventh round).

A sport's or a craft's move is often a verb the dictionary knows as one word (拦网, 移调, 挥鞭): as
rare as a term, and a page that treats the move names it, so it can be the missing subject; an
everyday act and its result (看清) or a verb of very common characters (叫法, 说好) cannot. A
numeral opening a word (零拷贝) and a word with the suffix that makes it a kind (挺身式) are one
name, which a page holding only 拷贝 or 挺身 does not name. A dictionary entry naming one thing by
two nouns (机械效率) is as rare as the entry. A word no page names beside a rarer term a top page
names (刹车 beside 平行脚, where the page says 制动) is the student's word for the page's, not a
subject the books lack. Pure, no service."""
from __future__ import annotations

import pytest

from f.common.answer.coverage import beside_a_rarer_term, missing_subject
from f.common.answer.plan import compounds, concepts
from f.common.answer.salience import fillers, is_domain, nominal


def _judged(words: list[str]) -> list[str]:
    """The question's words that judge a missing subject, as the pack picks them."""
    return [w for w in words if is_domain(w) and nominal(w)]


@pytest.mark.parametrize("act", ["拦网", "移调", "挥鞭"])
def test_a_domain_act_the_dictionary_knows_is_judged(act):
    assert act in _judged(["排球比赛", act])


@pytest.mark.parametrize("act", ["看清", "弄懂", "用到"])
def test_an_act_and_its_result_is_not_judged(act):
    # rare entries of everyday verbs with a resultative complement (看清东西)
    assert act not in _judged([act, "单元测试"])


@pytest.mark.parametrize("act", ["叫法", "说好"])
def test_a_verb_of_very_common_characters_is_not_judged(act):
    # 低音谱表还有什么别的叫法, 说好的单元测试: each character under LOW
    assert act not in _judged([act, "单元测试"])


def test_an_absent_act_is_the_missing_subject_and_one_said_in_part_is_not():
    page = "排球比赛的规则：发球队员在发球区内发球。"
    forms, weights = {"排球比赛": ["排球比赛"], "拦网": ["拦网"]}, {"排球比赛": 0.6, "拦网": 1.0}
    question = "排球比赛里拦网的时候手型咋摆？"
    assert missing_subject(question, forms, weights, {"拦网": [page]}, [page], _judged(list(forms))) == "拦网"
    # the page says 源于 for the student's 起源于: named in part, no missing subject
    page = "踢踏舞是源于美国百老汇的一种舞蹈。"
    forms, weights = {"踢踏舞": ["踢踏舞"], "起源于": ["起源于"]}, {"踢踏舞": 0.4, "起源于": 1.0}
    assert "起源于" in _judged(list(forms))
    assert missing_subject("踢踏舞起源于哪里？", forms, weights, {"起源于": [page]}, [page], _judged(list(forms))) is None


def test_an_act_does_not_push_the_subject_out_as_a_filler():
    # the gap is measured from a word naming a thing (0219): 挥鞭 is judged, but no subject for it
    assert "舞蹈" not in fillers(["舞蹈", "挥鞭"])  # 10.3 nats beside 16.8


@pytest.mark.parametrize(("question", "name", "part"), [
    ("手册里说的Java零拷贝到底是啥原理？", "零拷贝", "拷贝"),
    ("跳远的时候挺身式的空中动作咋做？", "挺身式", "挺身"),
])
def test_a_numeral_or_a_suffix_makes_one_name(question, name, part):
    found = concepts(question)
    assert name in found and part not in found
    assert nominal(name)
    page = f"{part}的要点见下图。"
    forms, weights = {name: [name]}, {name: 1.0}
    assert missing_subject(question, forms, weights, {name: [page]}, [page], [name]) == name


@pytest.mark.parametrize("question", ["一分钟跳绳能跳多少下？", "这一动作要注意什么？", "他把一拷贝的文件删了"])
def test_an_amount_or_a_determiner_stays_apart(question):
    assert not any(joined[0] == "一" for joined in compounds(question).values())


def test_a_noun_compound_is_as_rare_as_its_entry():
    assert is_domain("机械效率")      # 15.4 nats as an entry, 10.1 read as 效率
    assert not is_domain("哪些方面")  # a pronoun and a noun: a phrase of everyday words


def test_a_missing_word_beside_a_rarer_term_on_a_top_page_is_the_students_word():
    page = "向后平行脚制动：在向后滑行的过程中，单排轮滑鞋以外侧轮向滑行方向后伸。"
    forms = {c: [c] for c in ("轮滑", "平行脚", "刹车")}
    weights = {"轮滑": 0.37, "平行脚": 0.5, "刹车": 1.0}
    assert beside_a_rarer_term("刹车", forms, weights, [page], list(forms), "found", "none") == ["轮滑", "平行脚"]
    # the named word is commoner than the absent one: a near-topic question (排球比赛, 拦网)
    page = "排球比赛的规则：发球队员在发球区内发球。"
    forms = {c: [c] for c in ("排球比赛", "拦网")}
    assert beside_a_rarer_term("拦网", forms, {"排球比赛": 0.7, "拦网": 1.0}, [page], list(forms), "found", "none") == []
    # a Latin name's frequency is not measured; a word of the whole library proves nothing
    page = "JVM 的参数设置见附录。"
    forms = {c: [c] for c in ("jvm", "收集器")}
    assert beside_a_rarer_term("收集器", forms, {"jvm": 0.6, "收集器": 1.0}, [page.lower()], list(forms), "found", "none") == []
    page = "双杠的支撑摆动：两臂伸直。"
    forms = {c: [c] for c in ("双杠", "抽筋")}  # 14.2 beside 13.6, but on every page of its search
    assert beside_a_rarer_term("抽筋", forms, {"双杠": 0.1, "抽筋": 1.0}, [page], list(forms), "found", "none") == []
    # an act pins no page: it is said of many things (拦网 named, rarer than an absent 盖帽)
    page = "拦网的手型：两手张开。"
    forms = {c: [c] for c in ("拦网", "盖帽")}
    assert beside_a_rarer_term("盖帽", forms, {"拦网": 0.6, "盖帽": 1.0}, [page], list(forms), "found", "none") == []
    # the question's own search did not find the books' pages: nothing says the page answers it
    page = "舞蹈的朝向：面向1方位。"
    forms = {c: [c] for c in ("月球", "朝向")}
    assert beside_a_rarer_term("月球", forms, {"月球": 1.0, "朝向": 0.6}, [page], list(forms), "found", "none") == ["朝向"]
    assert beside_a_rarer_term("月球", forms, {"月球": 1.0, "朝向": 0.6}, [page], list(forms), "weak", "none") == []


@pytest.mark.parametrize("word", ["往右", "向左边", "朝前", "往左边歪"])
def test_a_direction_is_no_name(word):
    # where an act goes (往右拐弯, 身子往左边歪): a page says it in its own words (身体向右倾斜), so it
    # neither makes a missing subject nor sets the filler gap; a word that only opens with the
    # characters (向量, 向日葵) is still a name
    assert not nominal(word, acts=False) and not nominal(word)
    assert word not in _judged(["轮滑", word])
    assert nominal("向量") and nominal("向日葵")


def test_an_absent_direction_is_no_missing_subject():
    page = "向右转弯时，身体重心向右倾斜，头和上体向右转动。"
    forms, weights = {"轮滑": ["轮滑"], "往右": ["往右"]}, {"轮滑": 0.4, "往右": 1.0}
    assert missing_subject("轮滑往右拐的时候身子往哪边歪？", forms, weights, {"往右": [page]}, [page],
                           _judged(list(forms))) is None
