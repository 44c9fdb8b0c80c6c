"""A kind named by a noun before its head noun is the concept to judge (issue 27, tenth round).

消息队列, 五人制足球, 青霉菌: the books may use the head (队列, 足球, 霉菌) on many pages while never
writing the kind; the plan keeps the two nouns together so the missing-subject rule sees the word
that names the other thing, and a page that speaks of the kind in its own order (消息放进队列 in one
sentence) still says it. Pure, no service."""
from __future__ import annotations

import pytest

from f.common.answer.coverage import missing_subject, said_apart
from f.common.answer.plan import analyse, modified, naming_verb


@pytest.mark.parametrize(("question", "concept", "head"), [
    ("用消息队列的时候要求怎么处理重复消息？", "消息队列", "队列"),
    ("五人制足球的场地有多大？", "五人制足球", "足球"),
    ("显微镜下的青霉菌长什么样子？", "青霉菌", "霉菌"),
    ("绿色信贷能不能降低中小企业的信用风险？", "绿色信贷", "信贷"),
])
def test_a_noun_naming_a_kind_of_its_head_stays_with_it(question, concept, head):
    concepts = analyse(question)["concepts"]
    assert concept in concepts
    assert head not in concepts


@pytest.mark.parametrize(("before", "left", "right", "after"), [
    ("", "时候", "体温", "一般"),      # an everyday word (when), no kind
    ("", "加", "花括号", ""),          # an act on the thing
    ("羽毛球", "正手", "头顶", "击球"),  # a chain of nouns: no single kind read
    ("", "奥运会", "中国队", "一共"),    # a group's name is no head of a kind
    ("", "名字", "结尾", "要"),          # a part of the name, no kind of ending
    ("判断", "舞蹈", "动作", "到底"),    # an aspect of the dance, no kind of move
    ("", "资产", "专用性", ""),          # an attribute of the asset
    ("", "猫", "走路", "为啥"),          # an act (the dictionary's verb) and its doer
    ("", "数据库", "查", "出来"),        # a noun and the clause's verb
])
def test_no_kind_is_read_where_the_words_are_no_noun_and_its_head(before, left, right, after):
    assert not modified(before, left, right, after)


@pytest.mark.parametrize(("form", "page", "said"), [
    ("消息队列", "线程池的任务队列满了。", False),            # the head alone
    ("消息队列", "把消息放进队列，再由消费者取出。", True),     # both in one sentence, the page's order
    ("消息队列", "消息要记日志。队列要有界。", False),         # two sentences
    ("青霉菌", "青的霉菌长在橘子皮上。", True),               # one character close before the head
    ("青霉菌", "青蛙在水边。霉菌长在面包上。", False),
    ("数据库查出来", "从数据库查询出来的结果。", False),        # no noun and head: not this rule's
])
def test_a_kind_is_said_where_one_sentence_names_both_words(form, page, said):
    assert said_apart(form, page) is said


def test_what_a_form_is_made_of_is_worked_out_once_for_every_page():
    # 0926: the cut, the run's parts and the pieces' forms depend on the form alone
    from f.common.answer.coverage import _apart
    from f.common.vectors.sparse import dictionary_size

    parts, left, lefts, heads = _apart("消息队列", dictionary_size())
    assert (parts, left, lefts[0], heads[0]) == (None, "消息", "消息", "队列")  # and the dictionary's others
    assert _apart("数据库查出来", dictionary_size())[1:] == ("", (), ())  # no noun and head: nothing to find
    before = _apart.cache_info().misses
    for page in ("把消息放进队列。", "消息要记日志。", "队列要有界。"):
        said_apart("消息队列", page)
    assert _apart.cache_info().misses == before


def test_the_kind_is_the_missing_subject_beside_a_head_the_page_names():
    question = "用消息队列的时候要求怎么处理重复消息？"
    plan = analyse(question)
    forms = {c: [c] for c in plan["concepts"]}
    weights = {c: 1.0 for c in plan["concepts"]}
    page = "线程池不允许使用Executors创建，任务队列长度为Integer.MAX_VALUE，可能堆积大量的请求。"
    own = {c: [page] for c in plan["concepts"]}
    assert missing_subject(question, forms, weights, own, [page], plan["concepts"]) == "消息队列"
    written = page + "消息队列的消费者要处理重复消息。"
    assert missing_subject(question, forms, weights, {c: [written] for c in plan["concepts"]}, [written],
                           plan["concepts"]) is None


def test_a_rare_verb_the_dictionary_opens_nouns_with_names_a_kind():
    # 0876: jieba tags 虚拟 a verb, but its dictionary opens some twenty nouns with it (虚拟内存,
    # 虚拟主机): before 线程 it names a kind, the question's subject, which the manual never writes
    question = "Java开发手册对虚拟线程的使用有什么规定？"
    plan = analyse(question)
    assert "虚拟线程" in plan["concepts"] and "线程" not in plan["concepts"]
    forms = {c: [c] for c in plan["concepts"]}
    weights = {c: 1.0 for c in plan["concepts"]}
    page = "【强制】线程资源必须通过线程池提供，不允许在应用中自行显式创建线程。Java 开发手册"
    own = {c: [page] for c in plan["concepts"]}
    assert missing_subject(question, forms, weights, own, [page], plan["concepts"]) == "虚拟线程"


@pytest.mark.parametrize(("word", "names"), [
    ("虚拟", True),    # a rare verb opening many dictionary nouns
    ("重写", False),   # a rare verb opening none: an act on the noun (重写 父类)
    ("借钱", False),
    ("提高", False),   # an everyday verb: the nouns it opens are its acts (提高效率)
    ("学习", False),
    ("线程", False),   # a noun: not this rule's
])
def test_a_naming_verb_is_rare_and_opens_dictionary_nouns(word, names):
    assert naming_verb(word) is names


def test_a_rare_verb_opening_no_nouns_stays_an_act_on_the_noun():
    assert not modified("", "重写", "父类", "的")
    assert modified("对", "虚拟", "线程", "的")
