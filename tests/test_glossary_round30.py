"""Round 30 of the glossary (issue 27, decisions 0747-0748): a numbered parameter list whose names sit in angle
brackets with a bare colon (`2. ⟨采集人⟩：标本的采集者的姓名。`), a step glossed by 即 (`3. 正文开始，即
\\begin{document}。`) read as no definition, and an English run-in label followed by a sentence that re-names it
(`Stream aliases: any stream may be associated with a stream alias which is an atom …`). The positive tests fail
on 0f8a267 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import en
from f.common.glossary.rules import _labelled, extract_terms
from f.common.glossary.zh import candidates


def _terms(cands: list[dict]) -> list[str]:
    return [c["term"] for c in cands]


def _items(*lines: str) -> list[dict]:
    return [{"type": "text", "page_idx": 0, "text": line} for line in lines]


def test_a_numbered_parameter_list_with_bracketed_names():
    found = extract_terms(_items("以下分别说明诸参数。",
                                 "1. ⟨记录号⟩：仅为数据组织方便而设，不在采集标签上出现。",
                                 "2. ⟨采集人⟩：标本的采集者的姓名。此参数不得为空。",
                                 "3. ⟨采集号⟩：属于 ⟨采集人⟩ 中第一个采集者的记录标本采集的序列号码。",
                                 "4. ⟨采集日期⟩：采集植物材料的日期，可使用阿拉伯数字表示。",
                                 "5. ⟨批注⟩：需另外表明的分类学意见。"))
    assert {"采集人", "采集日期", "批注"} <= set(_terms(found))  # a clause's line (采集号) does not break the run
    assert "记录号" not in _terms(found) and "采集号" not in _terms(found)  # glossed by a purpose, a clause
    assert next(e for e in found if e["term"] == "采集人")["quote"].startswith("⟨采集人⟩")


def test_brackets_are_the_signal_for_a_numbered_line():
    assert _terms(_labelled("2. ⟨采集人⟩：标本的采集者的姓名。")) == ["采集人"]
    assert _labelled("2. 采集人：标本的采集者的姓名。") == []  # a bare numbered "X：" stays a form field
    assert _labelled("⟨批注⟩：可以很容易地调整。") == []  # the gloss is a clause


def test_a_step_glossed_by_ji_is_no_definition():
    assert candidates("3. 正文开始，即 \\begin{document}。") == []
    assert candidates("5. 正文结束，即 \\end{document}。") == []
    assert _terms(candidates("行间距，即两行基线之间的距离。")) == ["行间距"]  # a name glossed by 即 stays


def test_a_run_in_label_re_named_by_its_sentence():
    s = "Stream aliases: any stream may be associated with a stream alias which is an atom which may be used to refer to it."
    assert _terms(en.candidates(s)) == ["stream alias"]
    assert _terms(en.candidates("Text streams and binary streams: a text stream is a sequence of characters.")) \
        == ["text stream"]
    assert en.candidates("Boxes: the boxes are drawn first.") == []  # re-named, but no class after it
    assert en.candidates("Sources and sinks: a program can output results to a sink.") == []  # no re-naming


def test_a_subject_closed_by_an_adverb_is_no_term():
    assert en.candidates("A particular alias only refers to at most one stream at any one time.") == []
