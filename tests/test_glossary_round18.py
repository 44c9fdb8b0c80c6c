"""Round 18 of the glossary (issue 27): registers of Chinese textbook chapters whose terms are set in
bold inside sentences (the parser keeps no inline bold, so the sentence around the term is what is
read), taken from the tuned half's misses by kind: a sentence a layout cut into two items at a comma,
a mode or state named by the condition that brings it about, a section that opens by defining what its
heading names, a name followed by its kind (`biblatex 宏包`), and a definition list's line whose name
runs into a subject. Each positive test fails on the rules before round 18 (commit 3220d88); the
negative ones guard the new rules."""
from __future__ import annotations

from f.common.glossary.rules import definition_list
from f.common.glossary.zh import candidates, entered_state
from tests.glossary_items import heading, terms, text

# a book of some length: the "used again" and "first use" checks only run on 3000 characters or more
FILLER = "本章介绍排版的基本方法和一般步骤，读者可以按照顺序阅读。" * 120


def _book(*lines: str, title: str = "第四章 排版数学公式", after: str = "") -> list[dict]:
    items = [heading(0, title)] + [text(0, line) for line in lines]
    return items + [text(1, after + FILLER)]


# --- a sentence a layout cut into two items at a comma ---

def test_a_sentence_cut_at_a_comma_is_read_with_the_item_that_finishes_it():
    found = terms(_book("数学公式有两种排版方式：其一是与文字混排，称为行内公式；其二是单独列为一行排版，", "称为行间公式。",
                        "行间公式可以带编号。"))
    assert found["行间公式"]["quote"] == "其二是单独列为一行排版，称为行间公式。"
    assert "行内公式" in found


def test_an_item_that_ends_its_sentence_lends_nothing_to_the_next():
    found = terms(_book("数学公式有两种排版方式。", "称为行间公式。", "行间公式可以带编号。"))
    assert "行间公式" not in found  # no clause before it: nothing is named


def test_a_cut_sentence_is_not_joined_across_a_page():
    items = [heading(0, "第四章 排版数学公式"), text(0, "其二是单独列为一行排版，"), text(1, "称为行间公式。"),
             text(1, "行间公式可以带编号。" + FILLER)]
    assert "行间公式" not in terms(items)


# --- a mode or state named by the condition that brings it about ---

def test_a_state_named_by_its_condition():
    sentence = "当用户使用 $ 开启行内公式输入，或是使用 \\[ 命令、equation 环境时，LATEX 就进入了数学模式。"
    assert [c["term"] for c in entered_state(sentence)] == ["数学模式"]
    assert [c["term"] for c in entered_state("当物体受到的合力为零时，物体处于平衡状态。")] == ["平衡状态"]
    found = terms(_book(sentence, "数学模式相比于文本模式有以下特点："))
    assert found["数学模式"]["quote"] == sentence


def test_a_state_the_book_never_takes_up_again_is_no_term():
    assert entered_state("当开关闭合时，电路处于状态。") == []  # 状态 alone names no state
    assert entered_state("物体处于平衡状态。") == []  # no condition
    found = terms(_book("当机器空闲一段时间时，屏幕就进入了节能模式。"))
    assert "节能模式" not in found  # said once, never used again


# --- a section that opens by defining what its heading names ---

def test_a_heading_names_the_term_its_section_opens_by_defining():
    body = ("在介绍数学公式排版之前，简单介绍一下 AMS 宏集。AMS 宏集合是美国数学学会提供的对 LATEX 原生的数学公式排版的"
            "扩展，其核心是 amsmath 宏包。")
    items = [heading(0, "第四章 排版数学公式"), heading(0, "4.1 AMS 宏集", level=2), text(0, body), text(1, FILLER)]
    found = terms(items)
    assert found["AMS 宏集合"]["aliases"] == ["AMS 宏集"]
    # without the heading the book never uses "AMS 宏集合" again: no entry
    assert "AMS 宏集合" not in terms([heading(0, "第四章 排版数学公式"), text(0, body), text(1, FILLER)])


def test_a_heading_that_names_something_else_keeps_nothing():
    body = "数学符号的种类很多。AMS 宏集合是美国数学学会提供的对 LATEX 原生的数学公式排版的扩展。"
    items = [heading(0, "第四章 排版数学公式"), heading(0, "4.1 数学符号", level=2), text(0, body), text(1, FILLER)]
    assert "AMS 宏集合" not in terms(items)


# --- a name followed by its kind ---

def test_a_name_followed_by_its_kind_is_the_term():
    found = candidates("biblatex 宏包是一套基于LATEX 宏命令的参考文献解决方案，提供了便捷的格式控制。")
    assert [(c["term"], c["aliases"]) for c in found] == [("biblatex", ["biblatex 宏包"])]
    found = candidates("一个 branch 分支是一个或多个原子的序列。")  # the English name, then the Chinese term
    assert [c["term"] for c in found] == ["分支"]


# --- a definition list's line whose name runs into a subject ---

def test_a_name_line_whose_noun_goes_on_with_a_preposition_is_no_entry():
    items = [heading(0, "6.1.2 BIBTEX 数据库", level=3),
             text(0, "BIBTEX 数据库以 .bib 作为扩展名，其内容是若干个文献条目。"),
             text(0, "我们在此简单列举学术论文里使用较多的 BIBTEX 文献条目类别："),
             text(0, "article 学术论文，必需字段有 author, title, journal, year；"),
             text(0, "book 书籍，必需字段有 author/editor, title, publisher, year；")]
    listed = [e["term"] for entries in definition_list(items).values() for e in entries]
    assert listed == ["article", "book"]


def test_an_item_of_a_list_opens_a_sentence_of_its_own():
    found = terms(_book("(3) 文档中被中括号 [arg] 框起来的为可选参数, 如 install [option],",
                        "(4) 文档中被尖括号 <arg> 框起来的为必选参数, 如 info <pkg>,",
                        after="必选参数不能省略。可选参数可以省略。"))
    assert found["必选参数"]["quote"].startswith("(4) 文档中被尖括号")
