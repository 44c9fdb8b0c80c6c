"""Choice options read beside the stem's subject, third choice round (issue 27, 0826-0828).

Where no option's sentence names a concept, the stem's other words are its subject (0826); an
English stem is read the same way, its sentences ending at a full stop too (0827); a negative
stem (不正确的是) keeps the whole page's verdicts (0828, measured and not kept).
Pure, no service."""
from __future__ import annotations

from f.common.answer.options import _ENGLISH_SENTENCE_END, _SENTENCE_END, _windows, beside
from f.common.answer.pack import _beside_the_subject

READING = ("科学阅读。\n微生物无处不在\n"
           "摄影师将一滴海水在显微镜下放大25倍，这滴海水中竟然包含着蟹幼虫、菌类、鱼卵、浮游动物、硅藻。\n"
           "我们全身上下也都遍布着各种微生物，如皮肤上、口腔里、肠道里等。\n"
           "空气中含有相当数量的微生物，主要是霉菌的孢子、细菌的芽孢和某些耐干燥的球菌，如葡萄球菌。\n"
           "根据以上科学短文，写出能够发现微生物的地方。\n")


def _plan(stem, concepts, distinctive, polarity="positive"):
    return {"stem": stem, "concepts": concepts, "salience": {c: 1.0 for c in concepts}, "polarity": polarity,
            "options": [{"label": label, "verdict": "supported", "distinctive": words}
                        for label, words in zip("ABCD", distinctive)]}


def _verdicts(plan, page):
    _beside_the_subject(plan, {}, [("book", 1)], {("book", 1): page})
    return [o["verdict"] for o in plan["options"]]


def test_the_stems_other_words_are_its_subject_where_no_concept_stands_beside_an_option():
    stem = "书上的科学短文说，空气里的微生物主要是哪些（ ）"
    plan = _plan(stem, ["科学短文"], [["幼虫", "鱼卵", "硅藻"], ["孢子", "芽孢", "球菌"], ["皮肤", "口腔", "肠道"]])
    assert _verdicts(plan, READING) == ["not_found", "supported", "not_found"]
    # where a concept stands beside an option, the concepts decide as before (the air is no concept)
    plan = _plan(stem, ["海水"], [["幼虫", "鱼卵", "硅藻"], ["孢子", "芽孢", "球菌"]])
    assert _verdicts(plan, READING) == ["supported", "not_found"]


ROWS = ("| | 14. 研究轮轴 的作用 | ☆☆能分辨省力轮轴和费力轮轴以及它们的作用 |\n"
        "| | 15. 认识滑轮 的作用 | ☆知道定滑轮和动滑轮的作用 | ☆☆☆能够设计实验研究滑轮的作用，并作出解释 |\n")


def test_a_negative_stem_keeps_the_whole_pages_verdicts():
    # the book states three: one beside none of the subject (轮轴's row) stays too (0828, not kept)
    plan = _plan("关于“认识滑轮的作用”这一项，下列说法不正确的是（ ）", ["滑轮"],
                 [["知道"], ["作出", "解释"], ["分辨", "费力"]], polarity="negative")
    assert _verdicts(plan, ROWS) == ["supported", "supported", "supported"]


def test_a_word_an_option_repeats_is_no_subject_of_the_fallback():
    page = "这首歌建议以稍慢的速度演唱。\n那首建议使用从容的中速演唱。\n"
    plan = _plan("那首蒙古族民歌，书上建议用啥速度唱（ ）", ["首唱草原"], [["稍慢"], ["从容", "中速"]])
    plan["options"][0]["text"], plan["options"][1]["text"] = "稍慢的速度", "从容的中速"
    # 速度 is in option A's own phrase: its sentence is not thereby nearer the subject (建议 in both)
    assert _verdicts(plan, page) == ["supported", "supported"]


STYLES = ("plaintop This is similar to 'plain' but the caption always comes out above the body of the float. "
          "boxed The body of the float is printed inside a box. The caption goes below that box. "
          "ruled This float style is patterned on the table style of Concrete Mathematics.\n")


def test_an_english_stem_is_read_beside_its_subject_by_sentences():
    # a manual's paragraph is one line: its sentences end at a full stop before a space, not at 3.2
    assert len(_windows(STYLES, ["box"], _ENGLISH_SENTENCE_END)[0]) < len(_windows(STYLES, ["box"], _SENTENCE_END)[0])
    assert beside(["boxed"], [STYLES], {}, {"box": 1.0}, True)[0] == 1.0
    assert beside(["plaintop"], [STYLES], {}, {"box": 1.0}, True)[0] == 0.0
    plan = _plan("In the float package, which float style prints the body of the float inside a box?",
                 ["box", "body", "inside"], [["plaintop"], ["boxed"], ["ruled"]])
    assert _verdicts(plan, STYLES) == ["not_found", "supported", "not_found"]


def test_a_plural_of_the_stems_word_is_no_word_of_the_option():
    from f.common.answer.options import distinctive

    own = distinctive([{"label": "A", "text": "It puts the float on a page of floats only"},
                       {"label": "B", "text": "It puts the float at the top of the next page"}],
                      "What does the [H] option of the float package do to a figure?")
    assert own == {"A": [], "B": ["top", "next"]}
