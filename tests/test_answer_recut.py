"""A student's words the tokenizer or the dictionary misreads (issue 27, eighth round).

An idiom or set phrase can name a move by an image (倒挂金钩, 自由泳): it is a subject the books must
name; one of everyday pieces (两只手, 怎么办) is not. A numeral, an adjective of size and a measure
word (一长串, 一大片) is an amount, however jieba tags the entry. A symbol's name (加号, 花括号) is said
where the page prints the symbol. A concept the tokenizer cut across a word boundary (新字段 read as
新字 + 段) is said where the page names the word the student wrote (字段). A word the page says by
the dictionary's other word for the same first sense (刹车 where the page says 制动) is said too.
Pure, no service (CC-CEDICT ships in a package)."""
from __future__ import annotations

import pytest

from f.common.answer.coverage import missing_subject, said_across_cut, said_by_symbol, synonyms
from f.common.answer.plan import concepts
from f.common.answer.salience import fillers, is_domain, nominal, quantity, set_phrase_name


def _judged(words: list[str]) -> list[str]:
    """The question's words that judge a missing subject, as the pack picks them."""
    return [w for w in words if is_domain(w) and nominal(w)]


@pytest.mark.parametrize("phrase", ["倒挂金钩", "金鸡独立", "自由泳"])
def test_an_idiom_naming_a_move_by_an_image_is_judged(phrase):
    assert set_phrase_name(phrase)
    assert phrase in _judged(["足球", phrase])


@pytest.mark.parametrize("phrase", ["两只手", "闻名于世", "怎么办", "循序渐进", "争先恐后"])
def test_an_idiom_of_everyday_pieces_is_not_judged(phrase):
    # how something is done or how much: a page says it in its own words
    assert not set_phrase_name(phrase)
    assert phrase not in _judged(["起跑", phrase])


def test_an_absent_move_named_by_an_idiom_is_the_missing_subject():
    page = "足球的射门技术：脚背正面踢球是射门的主要技术之一。"
    forms = {"足球": ["足球"], "倒挂金钩": ["倒挂金钩"], "射门": ["射门"]}
    weights = {"足球": 0.15, "倒挂金钩": 1.0, "射门": 0.36}
    question = "足球倒挂金钩射门到底咋练？"
    assert missing_subject(question, forms, weights, {"倒挂金钩": [page]}, [page], _judged(list(forms))) == "倒挂金钩"


@pytest.mark.parametrize("amount", ["一长串", "一大片", "一小段", "两大类"])
def test_a_numeral_a_size_and_a_measure_word_is_an_amount(amount):
    assert quantity(amount)
    assert amount in fillers(["调用", "指针", amount])


@pytest.mark.parametrize("name", ["十字步", "一字马", "三角形", "十字架"])
def test_a_name_with_a_numeral_is_no_amount(name):
    assert not quantity(name)


def test_an_amount_is_no_concept_of_the_question():
    assert "一长串" not in concepts("像obj.getA().getB()这样一长串调用，为啥容易出空指针？")


@pytest.mark.parametrize(("name", "page", "said"), [
    ("加号", 'for (...) { str = str + "hello"; } 循环体内字符串的连接方式', True),
    ("花括号", "if (condition) { statements; }", True),
    ("分号", "每行语句结束", False),
    ("加法", "a + b", False),  # a word that is no symbol's name is not said by a symbol
])
def test_a_symbols_name_is_said_by_the_symbol(name, page, said):
    from f.common.glossary.lookup import fold_term

    assert said_by_symbol(name, fold_term(page)) is said


def test_a_symbols_name_the_page_prints_is_no_missing_subject():
    page = '循环体内，字符串的连接方式，使用StringBuilder的append方法。反例：str = str + "hello";'
    forms = {"字符串": ["字符串"], "加号": ["加号"]}
    weights = {"字符串": 0.05, "加号": 1.0}
    question = "在循环里拼字符串，为啥不该直接用加号？"
    assert missing_subject(question, forms, weights, {"加号": []}, [page], ["字符串", "加号"]) is None
    # a page that prints no plus sign leaves it missing
    other = "循环体内，字符串的连接方式，使用StringBuilder的append方法。"
    assert missing_subject(question, forms, weights, {"加号": []}, [other], ["字符串", "加号"]) == "加号"


def test_a_concept_cut_across_a_word_boundary_is_said_where_the_page_names_the_word():
    page = "序列化类新增属性时，请不要修改serialVersionUID字段。"
    question = "给序列化的类加了新字段，serialVersionUID到底要不要跟着改？"
    assert "新字" in concepts(question)  # the tokenizer's cut: 新字 + 段
    assert said_across_cut("新字", question, [page])
    forms = {"序列化": ["序列化"], "新字": ["新字"]}
    weights = {"序列化": 0.27, "新字": 1.0}
    assert missing_subject(question, forms, weights, {"新字": []}, [page], ["序列化", "新字"]) is None


def test_a_telling_rest_keeps_the_concept_whole():
    # 拦网 + 球: the rest 拦 is no everyday word, and 网球 on a page says nothing of 拦网
    assert not said_across_cut("拦网", "排球拦网球怎么判？", ["网球比赛的规则。"])
    # no page names the joined word: the concept stays missing
    assert not said_across_cut("新字", "加了新字段要改吗？", ["序列化类新增属性时。"])


def test_a_word_the_page_says_by_its_dictionary_synonym_is_no_missing_subject(tmp_path, monkeypatch):
    monkeypatch.setenv("KB_HOME", str(tmp_path))  # the dictionary's cache goes under KB_HOME/run
    assert "制动" in synonyms("刹车") and "吸烟" in synonyms("抽烟")
    assert "停下" not in synonyms("刹车")  # a later sense (stop) is not what 刹车 names
    page = "向后平行脚制动：在向后滑行的过程中，单排轮滑鞋以外侧轮向滑行方向后伸。"
    forms = {c: [c] for c in ("轮滑", "平行脚", "刹车")}
    weights = {"轮滑": 0.37, "平行脚": 0.5, "刹车": 1.0}
    question = "轮滑往后滑的时候用平行脚刹车，重心该放哪？"
    assert missing_subject(question, forms, weights, {"刹车": []}, [page], list(forms)) is None
    # a near-topic word with no synonym on the page stays missing (排球比赛 beside an absent 拦网)
    page = "排球比赛的规则：发球队员在发球区内发球。"
    forms, weights = {"排球比赛": ["排球比赛"], "拦网": ["拦网"]}, {"排球比赛": 0.7, "拦网": 1.0}
    assert missing_subject("排球比赛里拦网咋跳？", forms, weights, {"拦网": [page]}, [page], list(forms)) == "拦网"
