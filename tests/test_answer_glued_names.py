"""Nineteenth round (0711, 0712): a piece of a student's kind said by the page's other word for it
(长方形 for 矩形, 小游戏 for 游戏); two common nouns glued into a name no dictionary holds (芝麻信用,
数字人民币) are said only where one sentence names both."""
from f.common.answer.coverage import said_apart
from f.common.answer.piece_forms import piece_forms
from f.common.answer.plan import analyse
from f.common.answer.side_by_side import glued_names, named_together, unsaid_name

SESAME = "这篇论文用没用芝麻信用分来量企业的信用？"
DIGITAL = "论文里说数字人民币试点对中小企业贷款有啥影响？"


def test_a_piece_is_also_said_by_the_dictionarys_other_word_or_its_noun():
    assert "矩形" in piece_forms("长方形")           # CC-CEDICT: both "rectangle" first
    assert "游戏" in piece_forms("小游戏")           # a corpus run: 小 (a) + 游戏 (n)
    assert piece_forms("大提琴") == ("大提琴",)      # a dictionary word keeps its adjective
    assert "号" not in piece_forms("小号")


def test_a_kind_said_with_the_pages_word_for_a_piece():
    assert said_apart("篮球小游戏", "《小学体育篮球游戏》，人民体育出版社。")
    assert said_apart("长方形纸片", "如图，把矩形纸片ABCD沿BE折叠。")
    # the head alone, or the pieces in two sentences, is still not the kind
    assert not said_apart("篮球小游戏", "小学体育游戏。篮球的基本技术。")


def test_two_nouns_glued_into_a_name_are_found_in_the_plan():
    assert glued_names(SESAME, analyse(SESAME)["concepts"]) == [("芝麻", "信用")]
    assert ("数字", "人民币") in glued_names(DIGITAL, analyse(DIGITAL)["concepts"])
    # a word the dictionary holds whole is one concept (信用风险); nouns the question keeps apart
    # are no name
    question = "论文里中小企业的信用风险怎么量？"
    assert glued_names(question, analyse(question)["concepts"]) == []
    assert glued_names("芝麻和信用有关系吗？", ["芝麻", "信用"]) == []


def test_a_glued_name_is_said_only_where_one_sentence_names_both_nouns():
    assert named_together("数字", "人民币", ["央行推出数字人民币。"])
    assert not named_together("数字", "人民币", ["美元、欧元、人民币都可以出现。数字普惠金融指数。"])
    pages = ["数字普惠金融缓解了中小企业的信用风险。", "钱的子类美元、欧元、人民币等都可以出现。"]
    concepts = ["数字", "人民币"]
    assert unsaid_name(DIGITAL, concepts, {"数字": 0.0, "人民币": 0.3}, pages) == "数字人民币"
    # both nouns words of the whole library (weight 0): nothing to tell the thing by
    assert unsaid_name(DIGITAL, concepts, {"数字": 0.0, "人民币": 0.0}, pages) is None
