"""Round 33 of the glossary (issue 27, decisions 0905-0908): a term glossed by 即 inside a clause
(`用一个因子，即乘数，后面加上…`), one character given its English name (`族（family）是…的集合`), a negated verb
read as a term (`两者都没指定（即…）`), a quoted name after a short modifier before 的 (`被称为分页“代价”的类似
概念`), `定义为外部的` (a declaration), an abbreviation expanded by 即 then classed, a term introduced by its role
(`调用输出例行程序（output routine）以加工素材`), an adjective with 的 given its English (`外部的（outer）宏是…`);
English `are referred to, in this context, as methods`, `… the class attribute. This attribute is a …`, `Scope or
the scoping rules are simply the set of …`, and a dotted name cut after "called" (`a function called mean.foo`).
The positive tests fail on 36a99a7 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import en, zh
from f.common.glossary.vet import fragment, reject


def _terms(cands: list[dict]) -> list[str]:
    return [c["term"] for c in cands]


def test_a_term_glossed_by_ji_inside_a_clause():
    assert _terms(zh.candidates("尺寸可以用一个因子，即乘数，后面加上度量单位来表示。")) == ["因子"]
    assert _terms(zh.candidates("你也可以用小数，即带有小数部分的数，来指定一个尺寸。")) == ["小数"]
    # a value and what it does, a verb after 即: no term
    assert zh.candidates("默认为空，即不载入，然后继续。") == []
    assert zh.candidates("用一个命令，即可完成，然后退出。") == []


def test_one_character_with_its_english_name_is_kept():
    entry = {"term": "族", "aliases": ["family"], "confidence": 0.7, "definition": "由三个相关字体组成的集合",
             "quote": "族（family）是用于数学模式的，由三个相关字体组成的集合。"}
    assert reject(entry, None) is None
    entry = {"term": "族", "aliases": [], "confidence": 0.7, "definition": "集合", "quote": "族是三个字体的集合。"}
    assert reject(entry, None) is not None  # no English name: one character read off the shape


def test_a_negated_verb_is_no_term():
    assert fragment("没指定") is not None
    assert fragment("不能使用") is not None
    assert fragment("不动点") is None and fragment("未知数") is None and fragment("未定义行为") is None


def test_a_quoted_name_after_a_modifier_before_de():
    assert _terms(zh.candidates("它使用的是被称为分页“代价”的类似概念。")) == ["分页代价"]


def test_referred_to_with_an_aside_before_as():
    assert _terms(en.candidates("Note that the functions mean.foo etc. are referred to, in this context, as methods.")) \
        == ["methods"]
    assert _terms(en.candidates("This file is referred to as the control file.")) == ["control file"]


def test_this_noun_is_a_after_a_sentence_ending_on_it():
    found = en.named_next("This attribute is a character vector of class names.",
                          "The class system is facilitated through the class attribute.")
    assert _terms(found) == ["class attribute"]
    assert en.named_next("This attribute is a character vector.", "The system uses the class method.") == []


def test_a_dotted_name_cut_after_called_is_none():
    assert en.candidates("Then R would first search for a function called mean.foo and if it did not find one "
                         "it would stop.") == []
    assert _terms(en.candidates("It relies on a tool called dpkg.")) == ["dpkg"]


def test_a_term_introduced_by_its_role_with_its_english_name():
    found = zh.candidates("然后 TEX 调用输出例行程序（output routine）以加工素材并最终将它送到 .dvi 文件中。")
    assert [(c["term"], c["aliases"]) for c in found] == [("输出例行程序", ["output routine"])]
    assert zh.candidates("这个工作只能由绘图仪（plotter）来完成。") == []  # a word given its English in passing


def test_an_adjective_with_de_given_its_english():
    found = zh.candidates("外部的（outer）宏是在某些 TEX 高速处理记号的环境中无法出现的宏。")
    assert [(c["term"], c["aliases"]) for c in found] == [("外部的宏", ["outer", "外部宏"])]
    assert zh.candidates("我的（my）书是红的。") == []  # a pronoun, no adjective


def test_a_word_or_its_other_name_is_the_set_of():
    found = en.candidates("Scope or the scoping rules are simply the set of rules used by the evaluator to find a "
                          "value for a symbol.")
    assert [(c["term"], c["aliases"]) for c in found] == [("Scope", ["scoping rules"])]
    assert en.candidates("Red or blue is the color of the sky.") == []


def test_an_abbreviation_expanded_by_ji_then_classed():
    found = zh.candidates("RFID即射频识别，是一种非接触式的自动识别技术。")
    assert [(c["term"], c["aliases"]) for c in found] == [("RFID", ["射频识别"])]
    assert zh.candidates("ABC即打开，然后保存。") == []  # a verb, not classed after it


def test_referred_to_as_one_of_two_states_is_no_name():
    assert en.candidates("Finally, assets are referred to as ripe or unripe, and can be chopped.") == []


def test_a_ji_clause_after_a_de_phrase_or_glossed_by_a_clause_is_none():
    assert zh.candidates("而 CJK 则使用英文的习惯，即词之间保留空格，当然如果空格多于一个，TEX 也会忽略多余的空格。") == []


def test_defined_as_an_adjective_with_de_is_a_declaration():
    assert zh.candidates("将一个命令定义为外部的，目的是使 TEX 能够尽早捕获到错误。") == []
    assert zh.candidates("\\proclaim 宏（第 131 页）在 plain TEX 中被定义为外部的，"
                         "但这里却将它放在 \\leftline 的宏参量中。") == []
    assert _terms(zh.candidates("我们把无理数定义为无限不循环的小数。")) == ["无理数"]
