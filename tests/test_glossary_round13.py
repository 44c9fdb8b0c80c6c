"""Round 13 of the glossary (issue 27): mechanisms that find a term from how the book uses it, not
from one more phrase: a name set right after its class phrase at its first use and used again.
Each positive test fails on the rules before round 13 (commit 72e4b17); the negative ones guard the
new rules against the wrong entries the seen sets showed."""
from __future__ import annotations

from f.common.glossary.zh import candidates, named_after_class
from tests.glossary_items import heading, terms, text

# a book of some length: the "used again" and "first use" checks only run on 3000 characters or more
FILLER = "本章介绍排版的基本方法和一般步骤，读者可以按照顺序阅读。" * 120


def _book(*pages: list[str]) -> list[dict]:
    items = [heading(0, "第一章 绘图")]
    for number, lines in enumerate(pages):
        items += [text(number, line) for line in lines]
    return items + [text(len(pages), FILLER)]


# --- a name right after its class phrase, at its first use ----------------------------------

def test_a_name_after_its_classified_class_phrase_at_first_use_and_used_again():
    found = terms(_book(["把直线稍做修改，在后面连上一个特殊的坐标 cycle，就可以得到一条闭路径。",
                         "这里我们使用一个新的绘图命令 fill，即填充。"],
                        ["draw((0,0)--(1,0)--(0,1)--cycle);", "fill((0,0)--(1,0)--cycle, red);"]))
    assert {"cycle", "fill"} <= set(found)
    assert found["cycle"]["page"] == 1 and "一个特殊的坐标 cycle" in found["cycle"]["quote"]


def test_a_name_after_its_class_phrase_is_no_entry_past_its_first_use_or_used_once():
    found = terms(_book(["先用 draw 画出路径。"],
                        ["这里我们使用一个新的绘图命令 draw 描绘路径。", "可以使用一个命令 filldraw 同时完成这两件事。"]))
    assert "draw" not in found  # used on a page before: the sentence characterises a known name
    assert "filldraw" not in found  # never used again


def test_the_class_phrase_needs_its_classifier_and_a_class_noun():
    for sentence in ("与另一个系统 MaJ 相比，它更快。", "首先，将导入其中的新样式 Style1。", "创建一个名为 VERSION 的变量。",
                     "把所有用户设置到一个叫 users 的组。", "给一个可执行文件设置Set-User-ID 位将允许这样做。",
                     "其读写工具Acrobat 太贵。", "请注意在双斜线之后有一个空格String commentString。"):
        assert named_after_class(sentence) == [], sentence
    assert [c["term"] for c in named_after_class("一个对 TEX 进行了封装的宏集 Plain TEX。")] == ["Plain TEX"]


# --- a labelled list: name：noun phrase, two in a row at least -------------------------------

def test_labelled_lines_with_noun_phrase_glosses_give_each_name_used_again_its_entry():
    found = terms(_book(["目前，模板中已预定义的配色方案包括：",
                         "® basic：默认的灰度配色方案。",
                         "® black：只有黑白两色的配色方案。可以很容易的调整为自定义双色方案。® rbb：红色 + 蓝色 + 黑色"
                         "（Red Blue Black）的配色方案。可以很容易的调整为自定义三色方案。"],
                        ["若选用 black 或 rbb 方案，请在文档类中设置。"]))
    assert {"black", "rbb"} <= set(found)
    assert found["rbb"]["quote"] == "rbb：红色 + 蓝色 + 黑色（Red Blue Black）的配色方案。"
    assert "basic" not in found  # the book never uses it again


def test_labelled_lines_need_a_noun_phrase_gloss_and_a_second_line():
    found = terms(_book(["本模板提供了以下几个引导命令：", "® exercise：生成一个「练习」标记。",
                         "® solve：生成一个标记，可以替换。", "用 exercise 和 solve 编写题解。",
                         "实证结果表明：数字普惠金融的发展对中小企业信用风险具有显著的抑制作用。",
                         "kernel：系统的核心部分。", "请阅读 kernel 的文档。"]))
    assert not {"exercise", "solve", "实证结果表明"} & set(found)  # glossed by a verb phrase; a clause's opener
    assert "kernel" not in found  # a single labelled line is no list


# --- a copula sentence a comma interrupts -----------------------------------------------------

def test_an_aside_between_the_subject_and_its_copula():
    assert [c["term"] for c in candidates("TEX ，读作“泰克”，是一种计算机排版系统，大部分由高德纳设计和编写。")] == ["TEX"]
    assert [c["term"] for c in candidates("AMS-TeX 是美国数学会提供的，在 Plain TeX 基础上开发的排版系统。")] == ["AMS-TeX"]
    own = "本模板名为 qyxf-book，意即「钱院学辅之书」，是学辅中心自编资料所采用的书籍模板。"
    assert [c["term"] for c in candidates(own)] == ["qyxf-book"]


def test_a_comma_after_a_subject_that_opens_another_clause_is_no_aside():
    assert candidates("TEX ，读作“泰克”，大部分由高德纳设计和编写。") == []
    assert candidates("在这种情况下，读者可以自行选择，是否继续阅读。") == []


def test_a_name_a_code_example_uses_is_used_again():
    lines = ["模板设计了两个文类选项：", "® primary：主色，相当于黑色方案中的黑色；", "® second：辅助色，只对三色方案生效。"]
    assert "primary" not in terms(_book(lines))
    code = {"type": "code", "code_body": "\\documentclass[primary = orange]{book}", "page_idx": 1}
    assert "primary" in terms(_book(lines) + [code])


def test_a_lower_case_name_opening_an_english_genus_sentence():
    from f.common.glossary.en import candidates as en_candidates

    assert [c["term"] for c in en_candidates("dpkg is the program that handles .deb files (binary packages).")] == ["dpkg"]
    assert en_candidates("Everything is a file that the kernel knows.") == []
    assert en_candidates("there is a program that handles them.") == []


def test_an_item_counted_with_qi_yi_is_no_name():
    assert candidates("其一主要任务——“培养拔尖创新人才。") == []
    assert [c["term"] for c in candidates("核心任务——培养创新人才的基本方法。")] == ["核心任务"]


def test_a_locative_opener_before_the_subject():
    assert [c["term"] for c in candidates("这里反斜杠是一个转义字符，用来表示特殊字符。")] == ["反斜杠"]
    assert candidates("这里是一个安静的地方。") == [] and candidates("这里的反斜杠是一个转义字符。") == []


def test_an_answer_opening_with_a_pronoun_under_a_what_is_this_name_question():
    found = terms([heading(0, "第一章 绘图"), heading(0, "1.3 在源代码中,camp 这个名字指的是什么？"),
                   text(0, "那是我们在这个项目中最初取的一个测试用的名字，它代表“C's Answer to MetaPost”。"),
                   text(1, FILLER)])
    assert "camp" in found
    found = terms([heading(0, "第一章 绘图"), heading(0, "1.4 camp 是什么？"), text(0, "那是因为我们需要测试。"),
                   text(1, FILLER)])
    assert "camp" not in found  # the pronoun's predicate names no class


# --- footnotes ------------------------------------------------------------------------------

def test_a_translators_footnote_is_read_and_the_pages_own_definition_wins():
    note = {"type": "page_footnote", "text": "3译者注：locale 是 Linux/UNIX 系统下的术语，用于语言、日期的本土化设置。",
            "page_idx": 0}
    items = [heading(0, "第一章 设置"), text(0, "只需正确设定系统的 locale3。"), note, text(1, "不同的 locale 下小数点不同。"),
             text(1, FILLER)]
    found = terms(items)
    assert found["locale"]["page"] == 1 and found["locale"]["quote"].startswith("locale 是 Linux/UNIX 系统下的术语")
    english = {"type": "page_footnote", "text": "1 The term ‘labeling’ means all labels.", "page_idx": 0}
    assert "labeling" not in terms(items[:2] + [english] + items[3:])  # a Chinese book's notes only


# --- a term with its English name, in apposition to its gloss (decision 0285) -----------------

def test_a_term_with_its_english_name_after_its_gloss_and_ji_or_a_class_word_and_colon():
    found = terms(_book(["西文里相邻两行基线之间的距离称为行距。",
                         "中文排版没有基线，但有非常相似的概念：底线（ideographic baseline，见图2）。",
                         "另一概念是上一行底线和下一行顶线之间的距离，即行间距（line gap），它与铅条的高度一致。"],
                        ["中文的行间距一般为字号的一半，两行底线之间的距离就是行距。"]))
    assert found["行间距"]["page"] == 1 and "line gap" in found["行间距"]["aliases"]
    assert found["底线"]["page"] == 1 and "ideographic baseline" in found["底线"]["aliases"]


def test_an_apposition_needs_the_english_name_and_a_term_used_again():
    found = terms(_book(["缺省值是1.5，即1/2 的行间距。", "这是页面顶部的距离，即页边距（top margin）。",
                         "有一个新的概念：版心（type area）。"]))
    assert not {"1/2 的行间距", "行间距", "页边距", "版心"} & set(found)  # a value; never used again


# --- X（即Y）: X is the verb's object, not the verb phrase (decision 0286) ---------------------

def test_a_bracketed_ji_gloss_names_the_verbs_object_not_the_verb_phrase():
    assert [c["term"] for c in candidates("这个宏包可以自动提取基础行距（即TEX 中的单倍行距）相比字号的倍数。")] == ["基础行距"]
    assert [c["term"] for c in candidates("编译器会自动计算页面版心（即正文所占的区域）的大小。")] == ["页面版心"]
    # a verb with one noun may be the term itself
    assert [c["term"] for c in candidates("我们使用编程语言（即计算机能执行的语言）描述算法。")] == ["编程语言"]
