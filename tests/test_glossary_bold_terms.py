"""Round 20 of the glossary (issue 27): a term set in bold inside a sentence. The PDF parser keeps a
body line's inline bold phrases beside its text (the text itself unchanged), and the glossary reads a
bold phrase as the term where the sentence says what it is, not where bold is emphasis or a list's
run-in label. The rule tests fail on the code before round 20 (commit 181c7a8): no item carried bold."""
from __future__ import annotations

import pymupdf

from f.common.glossary import bold
from f.common.glossary.context import State
from f.common.glossary.rules import _from_item
from f.common.glossary.zh import box_fallback, gloss_item
from f.common.pdf.parser import text_blocks
from tests.glossary_items import heading, terms, text

# a book of some length: the "used again" check runs on 3000 characters or more
FILLER = "本章介绍排版的基本方法和一般步骤，读者可以按照顺序阅读。" * 120


def _line(page, y: float, parts: list[tuple[str, bool]], size: float = 11) -> None:
    x = 72.0
    for words, strong in parts:
        font = "hebo" if strong else "helv"
        page.insert_text((x, y), words, fontname=font, fontsize=size)
        x += pymupdf.get_text_length(words, fontname=font, fontsize=size)


def _blocks(lines: list[list[tuple[str, bool]]]) -> list[dict]:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for n, parts in enumerate(lines):
        _line(page, 100 + 14 * n, parts)
    return text_blocks(doc[0])


# --- the parser: inline bold beside the text ---

def test_inline_bold_is_kept_beside_the_text_which_stays_as_it_was():
    sentence = [("A ", False), ("Hash Table", True), (" is a table that maps keys to values.", False)]
    marked = _blocks([sentence])
    plain = _blocks([[(words, False) for words, _ in sentence]])
    assert [b["text"] for b in marked] == [b["text"] for b in plain]
    assert marked[0]["bold_phrases"] == ["Hash Table"]
    assert "bold_phrases" not in plain[0]


def test_a_bold_phrase_wrapped_over_two_lines_is_one_phrase():
    width = "a long enough opening line of running text that reaches the right margin of the page, the "
    blocks = _blocks([[(width, False), ("Binary", True)],
                      [("Search Tree", True), (" is a tree whose keys are kept in order, left to right.", False)]])
    assert len(blocks) == 1
    assert blocks[0]["bold_phrases"] == ["Binary Search Tree"]


def test_a_line_set_all_in_bold_carries_no_phrase():
    blocks = _blocks([[("A Heading Set In Bold", True)]])
    assert blocks[0]["bold"] and "bold_phrases" not in blocks[0]


# --- the glossary: a bold term and the sentence that says what it is ---

def _read(sentence: str, phrases: list[str]) -> list[str]:
    state = State()
    state.bold = phrases
    return [e["term"] for e in _from_item(sentence, state)]


def test_a_bold_term_opening_its_clause_before_a_definitional_predicate():
    assert _read("一个排版系统是排版引擎、宏包、字体以及一些辅助工具的集合。", ["排版系统"]) == ["排版系统"]
    found = bold.candidates("微分学（differential calculus）是微积分的一部分，是通过导数来研究曲线斜率的一门学科，",
                            ["微分学"], True)
    assert [c["term"] for c in found] == ["微分学"]


def test_a_bold_term_as_the_complement_of_shi_with_its_gloss_after_a_comma():
    found = bold.candidates("微分学是微积分的两个主要分支之一，另一个分支则是积分学，探讨曲线下的面积。", ["积分学"], True)
    assert [c["term"] for c in found] == ["积分学"]
    # ... not where a new subject opens the next clause
    assert bold.candidates("默认的输出格式是排版结果，我们可以直接打印它。", ["排版结果"], True) == []


def test_bold_emphasis_and_run_in_list_labels_are_no_terms():
    assert bold.candidates("其中 \\chapter 只在 report 和 book 文档类有定义。", ["只在 report 和 book 文档类有定义"], True) == []
    assert bold.candidates("章节标题在章节标题命令 \\section 等之后紧接着使用。", ["章节标题"], True) == []
    assert bold.candidates("几乎所有量化的学科中都有微分的应用。", ["微分"], True) == []
    assert bold.candidates("You must keep the notice.", ["must"], False) == []


def test_english_bold_terms_that_open_their_sentence_or_follow_a_naming_verb():
    assert [c["term"] for c in bold.candidates(
        "A “hash table” means a table that maps keys to values.", ["hash table"], False)] == ["hash table"]
    assert [c["term"] for c in bold.candidates(
        "The heap is a tree kept in heap order; a trie is a tree of prefixes.", ["trie"], False)] == ["trie"]
    assert [c["term"] for c in bold.candidates(
        "A tree with no cycle left in it is called a forest.", ["forest"], False)] == ["forest"]
    # a bold word inside a clause, or a phrase that is itself a clause, is emphasis
    assert bold.candidates("Every node of the tree is a leaf or an inner node.", ["tree"], False) == []
    assert bold.candidates("The keys are not sorted.", ["are not sorted"], False) == []


def test_a_bold_term_the_book_never_uses_again_is_dropped():
    sentence = "一个排版系统是排版引擎、宏包、字体以及一些辅助工具的集合。"
    kept = terms([heading(0, "第一章 安装"), text(0, sentence, bold_phrases=["排版系统"]),
                  text(1, "安装排版系统以后即可编译。" + FILLER)])
    assert "排版系统" in kept
    unused = "一个排版套装是排版引擎、支持排版的文件以及一些辅助工具的集合。"
    dropped = terms([heading(0, "第一章 安装"), text(0, unused, bold_phrases=["排版套装"]), text(1, FILLER)])
    assert "排版套装" not in dropped


def test_without_bold_the_same_sentence_gives_no_such_term():
    assert "积分学" not in _read("另一个分支则是积分学，探讨曲线下的面积。", [])


# --- two fragments the tuned half showed ---

def test_a_boxed_definition_with_jiushi_names_its_subject():
    assert [c["term"] for c in box_fallback("极限就是超越自我。")] == ["极限"]


def test_a_cited_source_with_its_address_is_no_definition_list_entry():
    assert gloss_item("(1)以上内容摘自维基百科中文词条 — 微分学：https://zh.wikipedia.org/wiki/微分学。") == []
    assert [c["term"] for c in gloss_item("传感器 —— 能感受被测量并转换成电信号的器件")] == ["传感器"]


def test_a_bold_predicate_of_zhi_de_shi_or_a_clause_with_its_own_subject_is_no_gloss():
    assert bold.candidates("本手册中的 LATEX 一律指的是格式，编译命令则用等宽字体表示。", ["格式"], True) == []
    assert bold.candidates("默认的输出是排版结果，编译命令则另行生成日志。", ["排版结果"], True) == []


def test_a_bold_name_with_its_abbreviation_in_brackets_is_the_name():
    found = bold.candidates("Search Engine Results (SER) are defined as the pages a query returns.",
                            ["Search Engine Results (SER)"], False)
    assert [(c["term"], c["aliases"]) for c in found] == [("Search Engine Results", ["SER"])]


# --- after round 20's scoring: a Latin name and a Chinese class noun ---

def test_a_latin_name_and_a_chinese_class_noun_is_a_name_not_a_subject_and_its_verb():
    from f.common.glossary.vet import fragment

    # jieba's dictionary tags 发行版 / 测试版 a verb (发行 + 版); the whole is a class noun
    assert fragment("TEX 发行版") is None and fragment("Debian 测试版") is None
    assert fragment("Python 解释器") is None and fragment("Wi-Fi 模块") is None
    # a Latin subject and its verb or adverb stays a clause
    assert fragment("TeX 发行") and fragment("UCS 包含") and fragment("LaTeX 一律") and fragment("TeX 安装")
    sentence = "一个 TEX 发行版是 TEX 排版引擎、支持排版的文件以及一些辅助工具的集合。"
    kept = terms([heading(0, "第一章 安装"), text(0, sentence, bold_phrases=["TEX 发行版"]),
                  text(1, "各式各样的 TEX 发行版经过多年的发展。" + FILLER)])
    assert "TEX 发行版" in kept
