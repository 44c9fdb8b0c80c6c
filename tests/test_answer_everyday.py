"""A student's everyday words never make an evidence pack "no evidence" (issue 27, third round).

A concept is always a word of the question itself (never one made across removed phrasing); when
one of the pack's top pages names all the question's domain terms (general-language frequency tells
them from everyday words), the answering page is in the pack and the pack is never "no evidence";
a near-topic question whose telling term is on no page stays strict. Pure, no service."""
from __future__ import annotations

import pytest

from f.common.answer.coverage import held_together
from f.common.answer.pack import decide
from f.common.answer.plan import analyse
from f.common.textnorm import fold

PAGE = "维吾尔族舞蹈在继承古代乐舞传统的基础上形成。音乐中的“切分”“附点”最能代表维吾尔族舞蹈的风格。"


def test_a_top_page_naming_every_domain_term_holds_them_together():
    forms = {"维吾尔族": ["维吾尔族"], "切分": ["切分"]}
    assert held_together(forms, ["藏族舞蹈的体态。", PAGE], ["维吾尔族", "切分"]) == ["维吾尔族", "切分"]
    # a near-topic question: its telling term on no page, never together
    assert held_together({**forms, "木卡姆": ["木卡姆"]}, [PAGE], ["维吾尔族", "木卡姆"]) == []
    # terms on two different pages are not together; no domain term, nothing to hold
    assert held_together(forms, ["维吾尔族的手鼓舞。", "切分节奏。"], ["维吾尔族", "切分"]) == []
    assert held_together(forms, [PAGE], []) == []


@pytest.mark.parametrize(("stem", "covered", "missing", "expected"), [
    ("none", 0.1, None, "weak"),     # the searches found little, the answering page is in the pack
    ("weak", 0.2, None, "weak"),
    ("found", 1.0, None, "found"),   # never lowered
])
def test_domain_terms_held_together_are_never_no_evidence(stem, covered, missing, expected):
    assert decide(stem, covered, [], missing, False, together=True)[0] == expected
    # without them, the same signals give no evidence where they did
    if stem != "found":
        assert decide(stem, covered, [], missing, False)[0] == "none"


@pytest.mark.parametrize("question", [
    "按照融资优序理论，企业缺钱的时候到底先用哪种钱？",  # 哪种 cut out: 用 and 钱 must not make 用钱
    "课本上说哪些地方讲到平转的动作要点？",
    "咱们平时该怎么预防碘缺乏？",
    "请问这首歌哪个地方最好听，一般来说为什么说它好听？",
])
def test_every_concept_is_a_word_of_the_question(question):
    plan = analyse(question)
    text = fold(question).lower()
    assert all(c.lower() in text for c in plan["concepts"]), plan["concepts"]


def test_a_word_made_across_removed_phrasing_is_no_concept():
    assert "用钱" not in analyse("按照融资优序理论，企业缺钱的时候到底先用哪种钱？")["concepts"]
