"""Round 29 of the glossary (issue 27, decisions 0745-0746): list items glossing their lead term with a purpose
verb (`• 国际化 (I18N): 使…`, `连字号 - 用来组成复合词` in a run after a lead-in colon); an emphasised word glossed in
apposition (`a *source package* (the master files of a package)`), as the complement of `is` with a which-clause
that does something, in a gapped second definition (`…, and *localization* to adapting to …`), or after `is
sometimes referred to as`; `UTF 表示 Unicode 转换格式`; and `这是因为…` read as no gloss. The positive tests fail on
ab68d8b (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import bold
from f.common.glossary.rules import _with_bold, extract_terms
from f.common.glossary.zh import _expansion, candidates, gloss_item, pronoun_gloss


def _terms(cands: list[dict]) -> list[str]:
    return [c["term"] for c in cands]


def test_a_list_item_glossed_by_its_purpose():
    item = gloss_item("• 国际化 (I18N): 使一个软件能够处理多个语言环境。")
    assert _terms(item) == ["国际化"] and "I18N" in item[0]["aliases"]
    assert _terms(gloss_item("连字号 - 用来组成复合词")) == ["连字号"]
    assert gloss_item("比较：用于如下变量") == []  # a bare colon, no second name: a form field or prose
    assert gloss_item("名称：使用者的名字") == []  # 使用 is no purpose verb


def test_a_run_of_dash_items_after_a_lead_in():
    text = "它们分别有不同的用途：连字号 - 用来组成复合词；短破折号 – 用来连接数字表示范围；长破折号 — 用来连接单词。"
    assert set(_terms(candidates(text))) >= {"连字号", "短破折号", "长破折号"}
    found = extract_terms([{"type": "text", "page_idx": 0, "text": text}])
    assert {"连字号", "短破折号", "长破折号"} <= set(_terms(found))  # the first item, cut off by the splitter, too
    assert candidates("命令的格式为：foo - 表示一个文件。") == []  # one item and no semicolon: no run


def test_an_emphasised_word_glossed_in_apposition():
    s = ("A package is a directory of files which extend R, a source package (the master files of a package), or "
         "a tarball containing the files of a source package.")
    found = bold.candidates(s, ["package", "source package"], False, frozenset({"package", "source package"}))
    assert _terms(found) == ["package", "source package"]
    assert found[1]["definition"] == "the master files of a package"
    s = "A thesis deploys the system contract, the contract of the chain that holds the funds."
    assert bold.candidates(s, ["system contract"], False, frozenset({"system contract"})) == []  # its own head


def test_both_emphasised_terms_of_one_sentence_stay():
    rules = [{"term": "package", "aliases": [], "definition": "a directory", "confidence": 0.8, "kind": "definition",
              "anaphoric": False}]
    marked = [dict(rules[0]), {"term": "source package", "aliases": [], "definition": "the master files",
                               "confidence": 0.75, "kind": "definition", "anaphoric": False}]
    assert _terms(_with_bold(rules, marked)) == ["package", "source package"]
    piece = [{"term": "发行版", "aliases": [], "definition": "…", "confidence": 0.7}]
    assert _terms(_with_bold(piece, [{"term": "TEX 发行版", "aliases": [], "definition": "…"}])) == ["TEX 发行版"]


def test_an_emphasised_complement_with_a_which_clause_that_does_something():
    s = "The most common is installation which takes a source package and installs it in a library."
    assert _terms(bold.candidates(s, ["installation"], False, frozenset({"installation"}))) == ["installation"]
    s = "Run the installation which takes a while."  # not the complement of `is`
    assert bold.candidates(s, ["installation"], False, frozenset({"installation"})) == []


def test_a_gapped_second_definition():
    s = ("Internationalization refers to the process of enabling support for many human languages, and "
         "localization to adapting to a specific country and language.")
    found = bold.candidates(s, ["localization"], False, frozenset({"localization"}))
    assert _terms(found) == ["localization"] and found[0]["definition"].startswith("to adapting")
    s = "We went to the shop, and localization to the end was slow."  # no `refers to` to gap
    assert bold.candidates(s, ["localization"], False, frozenset({"localization"})) == []


def test_referred_to_as_with_an_adverb():
    s = "In that sense it is sometimes referred to as a library directory."
    assert _terms(bold.candidates(s, ["library directory"], False, frozenset())) == ["library directory"]


def test_an_expansion_whose_full_name_opens_with_a_latin_name():
    found = _expansion("UTF 表示 Unicode 转换格式（Unicode Transformation Format）。")
    assert _terms(found) == ["UTF"] and "Unicode 转换格式" in found[0]["aliases"]
    assert found[0]["definition"] != "。"


def test_this_is_because_is_no_gloss():
    assert pronoun_gloss("这是因为它们为了速度优化，而在内部使用 UTF-32 来支持 Unicode。", "一些程序会消耗更多的内存") == []


def test_apposition_after_a_preposition_is_a_reminder():
    s = "Frameworks exist in analogy to fiber bundles, a geometric construction which is used in mathematics."
    assert bold.candidates(s, ["fiber bundles"], False, frozenset({"fiber bundles"})) == []
    s = "• program loc, the memory address from which the instruction was fetched."  # a comma: not kept (0746)
    assert bold.candidates(s, ["program loc"], False, frozenset({"program loc"})) == []
