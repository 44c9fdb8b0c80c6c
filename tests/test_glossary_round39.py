"""Round 39 of the glossary (decisions 1095-1099): definitions in everyday registers. Chinese: a quoted name
before a modifier (`叫做“污染模式”特殊的…`), `X的意思是…` without quotes, `X是这样一种N, 这时…`, coordinated
modifiers before the class (`是强化的,不可变的…的指针`), a kind named by a state (`定义了的空字符串就是…`),
what is marked with a quoted word (`…都被标记成“污染的”`) (1095, 1096); a manual page's NAME line is no entry
(1097); English `said to be` after a relative clause and conditional naming (`If a name is bound in a block, it
is a local variable …`) (1098); a bare plural's `refer to` and a listed pair after `的是` are no definition
(1099). The positive tests fail on 4d04dce (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import en, zh
from f.common.glossary.registers_zh import marked_quoted
from tests.glossary_items import heading, terms, text


def _terms(found: list[dict]) -> list[str]:
    return [c["term"] for c in found]


def test_a_quoted_name_before_a_modifier():
    s = "当Perl检测到程序中真实的用户或组ID与有效用户或组ID不同时，它自动地开启一种叫做“污染模式”特殊的安全性检测。"
    assert _terms(zh.candidates(s)) == ["污染模式"]
    assert _terms(zh.candidates("这种目录称作“斜线”或“根目录”。")) == ["斜线"]  # two names: unchanged


def test_what_is_marked_with_a_quoted_word():
    s = "所有命令行参数，环境变量和所有文件输入都被标记成“污染的”。"
    found = marked_quoted(s)
    assert _terms(found) == ["污染"] and found[0]["definition"] == s
    assert marked_quoted("这封邮件被标记为已读。") == []  # a state without quotes: an action


def test_a_marked_word_is_kept_in_a_book():
    items = [heading(0, "DESCRIPTION 描述"),
             text(0, "所有命令行参数，环境变量，本地信息和所有文件输入都被标记成“污染的”。"),
             text(0, "“污染的”数据不可以在任何调用一个子shell命令中使用。如果一个表达式包含污染的数据，它也是污染的。")]
    assert "污染" in terms(items)


def test_meaning_without_quotes():
    found = zh.candidates("无效上下文的意思是值被丢弃不用，比如只包含有\"fred\"; 的语句。")
    assert _terms(found) == ["无效上下文"] and found[0].get("reuse")
    assert zh.candidates("这句话的意思是你不能这样做。") == []
    assert zh.candidates("他的意思是明天再来。") == []


def test_such_a_kind_then_its_differentia():
    found = zh.candidates("布尔上下文是这样一种上下文, 这时不会发生数字或字符串的自动转换.")
    assert _terms(found) == ["布尔上下文"]


def test_coordinated_modifiers_before_the_class():
    assert _terms(zh.candidates("引用是强化的,不可变的带有内建引用计数和析构器的指针.")) == ["引用"]
    assert zh.candidates("图像压缩级别是可调的，但是必须清楚：过高的压缩级别可能严重损害图像质量。") == []


def test_a_kind_named_by_a_state():
    found = zh.candidates("定义了的空字符串就是长度为零的字符串,如\"\".")
    assert _terms(found) == ["定义了的空字符串"] and found[0].get("reuse") and found[0]["aliases"] == []
    assert _terms(zh.candidates("未定义的空字符串是一个值,这个值表示某事物并没有真实值与它对应。")) == ["未定义的空字符串"]
    assert zh.candidates("东北秧歌的最大特点是一种扭。") == []  # an attribute, not a state


def test_a_listed_pair_after_de_shi_is_no_name():
    assert zh.candidates("保留词影响 的是标签和文件句柄，因为它们不是以特殊字符前缀开始的。") == []
    assert _terms(zh.candidates("行末以 // 开头的是注释。")) == ["注释"]


def test_a_manual_pages_name_line_is_no_entry():
    items = [heading(0, "NAME"), text(0, "perlsec - Perl 安全"), heading(0, "DESCRIPTION 描述"),
             text(0, "perlsec 说明了 Perl 的安全检测。Perl 安全 很重要。")]
    assert "perlsec" not in terms(items)


def test_said_to_be_after_a_relative_clause():
    s = ("Objects whose value can change are said to be mutable; objects whose value is unchangeable once they are "
         "created are called immutable.")
    assert _terms(en.candidates(s)) == ["mutable", "immutable"]
    assert en.candidates("This method is said to be faster.") == []
    assert en.candidates("A load with no unsatisfied slices is said to be entirely satisfied.") == []


def test_conditional_naming():
    assert _terms(en.candidates("If a name is bound in a block, it is a local variable of that block, unless declared "
                                "as nonlocal or global.")) == ["local variable"]
    assert _terms(en.candidates("If a variable is used in a code block but not defined there, it is a free "
                                "variable.")) == ["free variable"]
    assert en.candidates("If the file is missing, it is an error.") == []


def test_a_plain_plural_refers_to_nothing():
    assert en.candidates("Names refer to objects.") == []
    assert en.candidates("Each occurrence of a name in the program text refers to the binding of that name.") == []
    assert _terms(en.candidates("A token refers to a unit of text.")) == ["token"]
    assert _terms(en.candidates("The term foo refers to a bar.")) == ["foo"]


def test_an_ascii_full_stop_before_chinese_ends_a_sentence():
    from f.common.glossary.patterns import sentences

    t = "标量在不是空字符串和数字0的时候被解释为真 TRUE. 布尔上下文是这样一种上下文, 这时不会发生自动转换."
    assert [t[a:b] for a, b in sentences(t)][-1].startswith("布尔上下文")
    t = '有两种空字符串, 定义了的和未定义的. 定义了的空字符串就是长度为零的字符串,如"". 未定义的空字符串是一个值.'
    assert [t[a:b] for a, b in sentences(t)][-1] == "未定义的空字符串是一个值."
    t = "见 Donald E. 高德纳的书."
    assert len(sentences(t)) == 1  # a lone capital's initial
