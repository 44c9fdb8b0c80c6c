"""The question plan of the evidence pack: type, polarity, stem, concepts, options and queries of
exam-style questions (f.common.answer.plan). Pure logic, no service; questions of our own."""
from __future__ import annotations

import json

import pytest

from f.common.answer.plan import analyse, check_question
from f.common.errors import BadInput
from tests.conftest import ROOT


@pytest.mark.parametrize("question, kind", [
    ("下列说法正确的是（ ）\nA. 零向量没有方向\nB. 单位向量都相等\nC. 平行向量就是共线向量\nD. 相等向量起点相同", "choice"),
    ("下列各量中是向量的是（ ）A.3 B.4 C.5 D.6", "choice"),
    ("下列各量中是向量的是（ ）A．质量 B．位移 C．温度", "choice"),
    ("下列各量中是向量的是（ ）A、质量 B、位移", "choice"),
    ("下列各量中是向量的是\n(A) 质量\n(B) 位移\n(C) 温度\n(D) 体积", "choice"),
    ("下列各量中是向量的是（ ）（A）质量（B）位移（C）温度（D）体积", "choice"),
    ("选出正确的一项：A．零向量B．单位向量C．相反向量D．相等向量", "choice"),
    ("零向量的方向是（ ）。", "fill"),
    ("零向量的方向是(  )的", "fill"),
    ("等差数列的通项公式为 ____。", "fill"),
    ("等比数列的公比不能为＿＿＿。", "fill"),
    ("名词解释：数量积", "definition"),
    ("什么是单位向量？", "definition"),
    ("何谓等差中项", "definition"),
    ("请写出平行向量的定义", "definition"),
    ("共线向量是指什么？", "definition"),
    ("What is a unit vector?", "definition"),
    ("Define the common difference of an arithmetic sequence.", "definition"),
    ("比较等差数列与等比数列", "comparison"),
    ("向量与数量的区别", "comparison"),
    ("递推公式与通项公式的异同", "comparison"),
    ("相等向量与平行向量有何不同？", "comparison"),
    ("谈谈数量积与数乘的联系与区别", "comparison"),
    ("What is the difference between a vector and a scalar?", "comparison"),
    ("为什么零向量不能作为基底？", "cause"),
    ("等比数列各项为何不能为 0？", "cause"),
    ("简述公式出错的原因", "cause"),
    ("Why can two vectors not be compared in size?", "cause"),
    ("简述平面向量基本定理", "short"),
    ("试说明三角形法则的作法", "short"),
    ("论述向量在物理中的应用", "short"),
    ("阐述数列与函数的关系", "short"),
    ("已知 |a|=3，|b|=4，求 |a+b| 的最大值", "short"),
    ("Briefly explain how vectors are added.", "short"),
    ("What is the sum of the first 10 terms of 3, 7, 11, ...?", "short"),
])
def test_question_types(question, kind):
    assert analyse(question)["question_type"] == kind


@pytest.mark.parametrize("question, polarity", [
    ("下列说法正确的是（ ）A.甲 B.乙 C.丙 D.丁", "positive"),
    ("下列说法中不正确的是（ ）A.甲 B.乙 C.丙 D.丁", "negative"),
    ("下列结论错误的是（ ）A.甲 B.乙 C.丙 D.丁", "negative"),
    ("下列各量中，不是向量的是（ ）A.位移 B.速度 C.质量 D.力", "negative"),
    ("以下哪项不属于线性运算？A.加法 B.减法 C.数乘 D.数量积", "negative"),
    ("下列各组向量中，不能作为基底的是（ ）A.甲 B.乙", "negative"),
    ("Which of the following is NOT a vector? A. mass B. force", "negative"),
    ("Which statement is false? A. a+b=b+a B. a·b is a vector", "negative"),
    ("Which of the following is incorrect? A. one B. two", "negative"),
    # a negation in the subject, not in what is asked for, keeps the question positive
    ("为什么两个向量一般不能比较大小？", "positive"),
    ("判断下列数列是不是等差数列，并说明理由", "positive"),
    ("已知 a 与 b 不共线，下列向量中与 a 共线的是（ ）A.2a B.b C.a+b D.a-b", "positive"),
])
def test_polarity(question, polarity):
    assert analyse(question)["polarity"] == polarity


def test_multiline_options_and_option_queries():
    plan = analyse("1. 关于平面向量，下列说法中不正确的是（ ）\nA. 零向量的方向是任意的\nB. 单位向量都相等\n"
                   "C. 平行向量也叫共线向量\nD. 相等向量的长度相等")
    assert plan["question_type"] == "choice" and plan["polarity"] == "negative"
    assert plan["stem"] == "平面向量"
    assert [o["label"] for o in plan["options"]] == ["A", "B", "C", "D"]
    assert plan["options"][1]["text"] == "单位向量都相等"
    by_role = {}
    for q in plan["queries"]:
        by_role.setdefault(q["role"], []).append(q)
    assert by_role["stem"][0] == {"text": "平面向量", "weight": 1.0, "role": "stem", "option": None}
    assert [q["option"] for q in by_role["option"]] == ["A", "B", "C", "D"]
    assert by_role["option"][0]["text"] == "平面向量 零向量的方向是任意的"
    assert all(q["weight"] == 0.9 for q in by_role["option"])


def test_inline_options_without_spaces_and_point_names_are_not_options():
    plan = analyse("下列各量中是向量的是（ ）A．质量B．位移C．温度D．体积")
    assert [o["text"] for o in plan["options"]] == ["质量", "位移", "温度", "体积"]
    plan = analyse("已知 e1、e2 不共线，求证 A、B、D 三点共线")
    assert plan["options"] == [] and plan["question_type"] == "short" and not plan["notes"]
    assert analyse("在 △ABC 中，AB=2，求 BC。")["options"] == []


def test_unparseable_options_leave_a_short_question_with_a_note():
    plan = analyse("下列说法正确的是（ ）\nA. 零向量没有方向")
    assert plan["question_type"] == "short" and plan["options"] == []
    assert any("options" in note for note in plan["notes"])


@pytest.mark.parametrize("question, stem", [
    ("请简述平面向量基本定理。", "平面向量基本定理。"),
    ("试说明向量减法的几何意义", "向量减法的几何意义"),
    ("第3题（5分）什么是向量？", "什么是向量？"),
    ("2. 请回答：等差数列的公差可以为负数吗？", "等差数列的公差可以为负数吗？"),
    ("关于零向量，下列叙述正确的是（ ）", "零向量"),
    ("下列各式中，正确的一项是（ ）A.a+b=b+a B.a-b=b-a", ""),
    ("（本题满分 6 分）名词解释：公比", "公比"),
])
def test_boilerplate_is_stripped(question, stem):
    assert analyse(question)["stem"] == stem


def test_concepts_leave_out_boilerplate_and_generic_words():
    concepts = analyse("已知等差数列的首项为 3，公差为 4，计算并求前 10 项的和")["concepts"]
    assert concepts[:3] == ["等差数列", "首项", "公差"]
    assert not {"已知", "计算", "求", "下列", "说法", "正确"} & set(concepts)
    assert analyse("下列说法正确的是（ ）A.甲 B.乙")["concepts"] == []


def test_glossary_terms_beat_the_tokenizer_longest_first():
    question = "为什么信息不对称会引起逆向选择？"
    plain = analyse(question)["concepts"]
    assert "信息不对称" not in plain  # the tokenizer alone splits it
    glossary = analyse(question, terms=["信息", "信息不对称", "逆向选择"])["concepts"]
    assert glossary[0] == "信息不对称" and glossary[-1] == "逆向选择" and "信息" not in glossary
    # an alias is the concept as the question writes it (its term's forms count for coverage)
    aliased = analyse("什么是 DIF？", terms=[{"term": "数字普惠金融指数", "aliases": ["DIF"]}])
    assert aliased["concepts"] == ["DIF"]


def test_queries_weights_dedupe_and_cap():
    plan = analyse("等差数列的定义是什么？")
    texts = [q["text"] for q in plan["queries"]]
    assert len(texts) == len(set(texts))
    assert plan["queries"][0]["role"] == "stem" and plan["queries"][0]["weight"] == 1.0
    assert all(q["weight"] == 0.5 for q in plan["queries"] if q["role"] == "concept")
    long = analyse("简述数量积、零向量、单位向量、相反向量、共线向量、基底、正交、复数、导数、数列、集合之间的关系")
    assert len(long["queries"]) <= 10
    assert {q["role"] for q in long["queries"]} >= {"stem", "concepts", "concept"}


def test_english_questions():
    plan = analyse("Which of the following statements about vectors is NOT true?\n"
                   "A. a zero vector has any direction\nB. unit vectors are all equal")
    assert plan["question_type"] == "choice" and plan["polarity"] == "negative"
    assert "vectors" in plan["concepts"]
    # side by side, one phrase (decision 0279)
    assert analyse("What is a geometric sequence?")["concepts"] == ["geometric sequence"]


@pytest.mark.parametrize("question", ["", "   \n ", "？？！！……", "( ) ____", "x" * 4001, None])
def test_bad_input(question):
    with pytest.raises(BadInput) as caught:
        analyse(question)
    assert caught.value.exit_code == 2


def test_check_question_folds_and_trims():
    assert check_question("  Ａ．向量？ ") == "A.向量？"


def test_evaluation_set_is_well_formed():
    data = json.loads((ROOT / "bench" / "eval" / "answer" / "questions.json").read_text(encoding="utf-8"))
    questions = data["questions"]
    assert data["source"].strip() and len({q["id"] for q in questions}) == len(questions)
    answerable = [q for q in questions if q.get("answerable", True)]
    assert len(answerable) >= 120 and len(questions) - len(answerable) >= 25
    assert sum(q["type"] == "choice" and q["polarity"] == "negative" for q in answerable) >= 15
    for q in questions:
        assert q["type"] in {"choice", "fill", "definition", "comparison", "cause", "short"}
        assert q["polarity"] in {"positive", "negative"} and q["context_pages_count"] is False
        assert bool(q["gold_pages"]) == q.get("answerable", True), q["id"]
        assert ("options" in q) == (q["type"] == "choice"), q["id"]


@pytest.mark.parametrize("question, wanted, fillers", [
    # a Latin term beside an everyday word: the word is a filler by frequency (issue 27's ZigBee)
    ("ZigBee常用于哪些方面？", ["zigbee"], {"常用", "哪些方面", "哪些", "方面"}),
    # a student's paraphrase: 书里, 按照, 到底 are everyday words no textbook is about
    ("书里按照什么标准来判断舞蹈动作到底对不对？", ["舞蹈", "动作"], {"书里", "按照", "到底", "标准"}),
    ("课本上说蝙蝠主要靠什么发现昆虫？", ["蝙蝠", "昆虫"], {"课本上", "主要"}),
    ("一般来说，通常情况下传感器主要有哪些方面的作用？", ["传感器"], {"一般", "通常", "主要", "方面"}),
])
def test_concepts_are_weighed_by_general_frequency_never_fillers(question, wanted, fillers):
    plan = analyse(question)
    assert plan["concepts"] == wanted and not fillers & set(plan["concepts"])
    assert set(plan["salience"]) == set(wanted) and all(0 < v <= 1 for v in plan["salience"].values())


def test_salience_orders_everyday_words_below_domain_terms():
    from f.common.answer.salience import fillers, information, salience

    assert salience("到底") < salience("舞蹈") < salience("传感器") <= salience("ZigBee") == 1.0
    assert salience("主要") == salience("一般") == 0.0
    # a made-up word of a dictionary word and a locative is that word; of rare characters, a term
    assert information("书里") == information("这本书") < information("练耳") == information("物联网")
    assert fillers(["zigbee", "常用"]) == {"常用"} and fillers(["舞蹈", "动作"]) == set()
    assert fillers(["信息", "逆向选择"], terms={"信息"}) == set()  # a glossary term never is one


@pytest.mark.parametrize("question, terms", [
    ("书里说东北秧歌到底有什么特点啊？", None),
    ("什么是 DIF？", [{"term": "数字普惠金融指数", "aliases": ["DIF"]}]),
    ("向量的长度怎么求", [{"term": "向量的模", "aliases": ["向量的长度", "模"]}]),
    ("ZigBee常用于哪些方面？", [{"term": "不", "aliases": []}, {"term": "2005）对传感器", "aliases": ["常用"]}]),
])
def test_every_concept_is_written_in_the_question(question, terms):
    plan = analyse(question, terms=terms)
    assert plan["concepts"] and all(c.lower() in question.lower() for c in plan["concepts"])
