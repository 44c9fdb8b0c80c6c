"""Twenty-sixth Chinese round (0966-0968): a formula sign's name (根号) is said by the LaTeX command
that prints the sign; a verb closed by the preposition of its recipient (借给) is an everyday act,
no subject; a text's name after a pointer and a subject's name (这本科学练习册) is the book in hand.
Pure, no service (jieba's dictionary and CC-CEDICT only)."""
from __future__ import annotations

import pytest

from f.common.answer.coverage import missing_subject, said_by_symbol
from f.common.answer.plan import _pointed_document, concepts
from f.common.answer.salience import nominal
from f.common.glossary.lookup import fold_term


@pytest.mark.parametrize(("name", "page", "said"), [
    ("根号", "∵ $O C = 6 \\sqrt { 2 }$ ，∴ $C F = 6$", True),   # a formula kept as LaTeX
    ("根号", "AC=2√5", True),                                  # the sign itself
    ("根号", "$C F ^ { 2 } + O F ^ { 2 } = O C ^ { 2 }$", False),  # a square, no root
    ("乘号", "$3 \\times 4$", True),
    ("正负号", "$x = \\pm 1$", True),
    ("加法", "$a \\pm b$", False),  # a word that names no sign is not said by one
])
def test_a_formula_signs_name_is_said_by_its_latex_command(name, page, said):
    assert said_by_symbol(name, fold_term(page)) is said


def test_a_signs_name_the_formula_prints_is_no_missing_subject():
    question = "以斜边AB往外作正方形ABDE，AC=5、OC等于6根号2，另一条直角边BC到底是多少？"
    page = "四边形ABDE为正方形，$O C = 6 \\sqrt { 2 }$ ，解得 $C F = O F = 6$ ，斜边"
    forms = {"斜边": ["斜边"], "根号": ["根号"]}
    weights = {"斜边": 0.685, "根号": 1.0}
    assert missing_subject(question, forms, weights, {"斜边": [page], "根号": [page]}, [page],
                           ["斜边", "根号"]) is None
    # the same question about pages with no root at all still misses its sign
    other = "四边形ABDE为正方形，$C F = O F = 6$ ，斜边"
    assert missing_subject(question, forms, weights, {"斜边": [other], "根号": [other]}, [other],
                           ["斜边", "根号"]) == "根号"


@pytest.mark.parametrize("word", ["借给", "交给", "送给"])
def test_a_verb_closed_by_its_recipient_is_an_everyday_act(word):
    assert not nominal(word)


@pytest.mark.parametrize("word", ["拍照", "转借", "拦网"])
def test_a_rare_verb_without_a_recipient_is_still_an_act_that_names(word):
    assert nominal(word)


def test_a_texts_name_after_a_pointer_and_a_subjects_name_is_the_book_in_hand():
    stem = "五年级下册这本科学练习册是谁主编的？"
    assert _pointed_document(stem, "练习册")
    found = concepts(stem)
    assert "练习册" not in found and "主编" in found
    assert _pointed_document("这份数学讲义讲了哪些定理？", "讲义")
    # a grade, not a subject, between them: the rule does not read it as the text's subject
    assert not _pointed_document("那本五年级练习册", "练习册")
    # no pointer: the text's name is what the question asks about
    assert "练习册" in concepts("科学练习册和课本有什么区别？")
