"""Round 34 of the glossary (issue 27, decisions 0930-0934): English, a quoted word said to be a term
(`‘Tweaking’ is a LilyPond term for …`, `The term ‘Object’ is a generic term used to refer to …`), a quoted
modifier and a rare noun introduced by "there are" (`there are ‘abstract’ grobs which …`), the inverse with a code
name (`The command to change … is \\override.`), an adverb between the copula and the class (`A generic function
is simply a function with …`); Chinese, a term in apposition to its role (`另一个程序，设备驱动程序，把…`), a
Latin name glossed by its kind (`利用 virtex，TEX 的一种特别的“原生”形式，`), a possessive subject classed by its
own head noun (`TEX 的预载入形式是一种…的形式`), a noun set off by a dash and 即 (`自然间距——即它“所期望的”尺寸`),
a name the clause before used opening a copula (`…用 initex 建立，initex 是…的另一种TEX 形式`); guards: a
default stated (`plain TEX 中默认页脚`) and a run-in label whose paragraph names only a code name (`Class: comes
first from .Class`). The positive tests fail on 0e4709d (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import en, zh
from f.common.glossary.apposed_zh import role_apposed
from f.common.glossary.vet import fragment


def _terms(cands: list[dict]) -> list[str]:
    return [c["term"] for c in cands]


def test_a_quoted_word_said_to_be_a_term():
    assert _terms(en.candidates("‘Tweaking’ is a LilyPond term for the various methods available to the user for "
                                "modifying the output.")) == ["Tweaking"]
    assert _terms(en.candidates("The term ‘Object’ is a generic term used to refer to the multitude of internal "
                                "structures built by LilyPond.")) == ["Object"]
    # a word that is not said to be a term: no candidate from this shape
    assert "nice" not in _terms(en.candidates("‘Nice’ is a word I never use in print."))


def test_a_quoted_modifier_and_a_rare_noun_introduced_by_there_are():
    assert _terms(en.candidates("What is more, there are ‘abstract’ grobs which do not print anything of their "
                                "own.")) == ["abstract grobs"]
    assert en.candidates("There are ‘bad’ users who try to break in.") == []  # scare quotes on an everyday noun


def test_the_inverse_with_a_code_name():
    cands = en.candidates("The command to change the properties of layout objects is \\override.")
    assert _terms(cands) == ["\\override"]
    assert en.candidates("The function to use is mean.") == []  # an everyday word, not a name


def test_an_adverb_between_the_copula_and_the_class():
    assert _terms(en.candidates("A generic function is simply a function with a call to UseMethod.")) == \
        ["generic function"]
    assert _terms(en.candidates("A method is simply a function that has been invoked via method dispatch.")) == \
        ["method"]
    assert en.candidates("The result is simply a list with two elements.") == []  # one thing, not a kind


def test_a_term_in_apposition_to_its_role():
    assert _terms(zh.candidates("另一个程序，设备驱动程序，把 TEX 生成的 .dvi 文件转换为能被打印机处理的格式。")) == \
        ["设备驱动程序"]
    assert role_apposed("这个人，张三丰，把门打开了。") == []  # not a kind of the role before it


def test_a_latin_name_glossed_by_its_kind():
    assert _terms(role_apposed("然后利用 virtex，TEX 的一种特别的“原生”形式，来处理这个文件。")) == ["virtex"]
    assert role_apposed("利用 Python，一种编程语言，写程序。") == []  # an everyday English word


def test_a_possessive_subject_classed_by_its_own_head_noun():
    cands = zh.candidates("TEX 的预载入形式是一种已载入某个格式文件，并准备接收用户输入的形式。")
    assert _terms(cands) == ["预载入形式"] and cands[0]["aliases"] == ["TEX 的预载入形式"]
    assert zh.candidates("东北秧歌的最大特点是一种欢快的特点。") == []  # an attribute noun
    assert role_apposed("小明的书包是一种很重的东西。") == []  # the class is not the subject's own head noun


def test_a_noun_set_off_by_a_dash_and_ji():
    assert _terms(zh.candidates("每个粘连项有它的自然间距——即它“所期望的”尺寸。")) == ["自然间距"]
    assert zh.candidates("我们需要计算——即求和。") == []


def test_a_name_the_clause_before_used_opens_a_copula():
    assert _terms(zh.candidates("格式文件仅可以用 initex 建立，initex 是专用于此目的的另一种TEX 形式。")) == ["initex"]
    assert zh._renamed_clause("可以用 pdflatex 编译，pdflatex 是很好的工具。") == []  # an evaluation


def test_a_default_stated_is_no_term():
    assert fragment("plain TEX 中默认页脚") is not None
    assert fragment("默认页脚") is not None
    assert fragment("默认值") is None and fragment("缺省设置") is None


def test_a_run_in_label_whose_paragraph_names_only_a_code_name():
    assert en.run_in_series(["Values for lookup: Class: comes first from .Class, second from the method",
                             "Generic: comes first from .Generic, if nothing then from the call",
                             "Method: this should just be the current function name."]) == []
    found = en.run_in_series(["Standard streams: three streams are predefined and a stream is opened",
                              "Stream mirrors: any stream may have a mirror stream",
                              "Stream aliases: any stream may be associated with a stream alias"])
    assert [c["term"] for _, c in found] == ["standard streams", "stream mirrors", "stream aliases"]


def test_a_terms_section_gloss_cut_on_a_preposition_is_no_entry():
    assert en.section_entry("Class: comes first from .") == []
    assert [c["term"] for c in en.section_entry("Rule: a statement that says what to do")] == ["Rule"]


def test_a_labelled_line_cut_at_a_code_names_dot_is_no_entry():
    from f.common.glossary.rules import _labelled

    assert _labelled("Class: comes first from .Class, second from the first argument to the method") == []
    assert [e["term"] for e in _labelled("Stream: a sequence of characters read one by one.")] == ["Stream"]
