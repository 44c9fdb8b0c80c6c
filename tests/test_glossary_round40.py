"""Round 40 of the glossary (decisions 1128-1132). Chinese: a quoted word whose concept a text introduces
(`…引入了…“虚拟包”的概念`, 1128); names glossed by what they do, in a list after a lead-in colon (`LC_CTYPE
修改…`) or under a heading that names them (`Conflicts（冲突） 字段指示…`, 1129); a Chinese sentence closed by an
ASCII full stop (`locale 就是一系列语言文化规则.`, 1130); a vocabulary box's title naming its terms (1132).
English: a kind set apart by a relative clause or a condition, named by `is considered / treated as / processed
as`, a kind named by its own head noun, a rare adjective glossed after a colon, `In X Ns, you …`, a rare plural in
apposition (1131). The positive tests fail on c281881 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import en, verb_list_zh, zh
from f.common.glossary.registers_zh import concept_introduced
from tests.glossary_items import heading, terms, text


def _terms(found: list[dict]) -> list[str]:
    return [c["term"] for c in found]


def test_the_concept_a_text_introduces():
    found = concept_introduced("这个字段引入了一个很有意思的“虚拟包”的概念。")
    assert _terms(found) == ["虚拟包"] and found[0].get("reuse")
    assert concept_introduced("这里引入了面向对象的概念。") == []  # no quotes: a topic, not the book's word
    assert concept_introduced("他引入了“很多”资金。") == []  # quotes, but no concept named


LOCALE = ["程序可能需要的本地化信息会有不同的种类; 把它们当做 setlocale() 的第一个参数来用, 就可以把其中一个设置为需要的 locale:",
          "LC_COLLATE 这用来修改函数 strcoll() 和 strxfrm() 的执行方式, 其中 strxfrm() 函数用来以本地化字母表进行字符串比较.",
          "LC_CTYPE 修改字符处理分类函数如 isupper() 和 toupper() 的执行方式.",
          "LC_NUMERIC 在考虑使用 locale 设置时,修改 printf() 和 scanf() 函数族使用的信息.",
          "LC_ALL 上述所有的."]


def test_a_list_of_names_glossed_by_what_they_do():
    found = dict((t["term"], t) for _at, t in verb_list_zh.members(LOCALE))
    assert sorted(found) == ["LC_COLLATE", "LC_CTYPE", "LC_NUMERIC"]  # LC_ALL's gloss says no deed
    assert found["LC_CTYPE"]["quote"] == "LC_CTYPE 修改字符处理分类函数如 isupper() 和 toupper() 的执行方式."
    assert verb_list_zh.members(LOCALE[1:]) == []  # no lead-in colon: no list
    assert verb_list_zh.members([LOCALE[0], LOCALE[2]]) == []  # one line is no list
    same = [LOCALE[0], "dpkg 不会安装冲突的软件包.", "dpkg 会拒绝安装."]
    assert verb_list_zh.members(same) == []  # one name twice: a paragraph about it, not a list


def test_a_list_of_names_in_a_book():
    items = [heading(0, "DESCRIPTION(描述)"), *(text(0, line) for line in LOCALE)]
    assert {"LC_COLLATE", "LC_CTYPE", "LC_NUMERIC"} <= set(terms(items))


def test_a_name_in_two_languages_under_its_heading():
    items = [heading(0, "5.2.1.2. 冲突：冲突字段"),
             text(0, "Conflicts（冲突） 字段指示不能与其共存的其它软件包。最常见的理由是…"),
             heading(0, "5.2.1.3. 不相容性:中断字段"),
             text(0, "中断 Breaks 字段有一个影响和冲突字段类似，但它具有特殊的意义。它标志着一个包的安装会将另外一个包中断掉。")]
    found = terms(items)
    assert {"Conflicts", "Breaks"} <= set(found) and "冲突" in found["Conflicts"]["aliases"]
    other = [heading(0, "5.3 安装软件包"), text(0, "Conflicts（冲突） 字段指示不能与其共存的其它软件包。")]
    assert "Conflicts" not in terms(other)  # a heading that names something else
    faq = [heading(0, "7.3 什么是 Debian 控制文件？"), text(0, "有关 Debian 控制文件的内容的细节，请阅读 Debian 政策手册。")]
    assert "Debian" not in terms(faq)  # no kind noun after the name: 控制 opens a noun, not the verb


def test_a_sentence_closed_by_an_ascii_full_stop():
    assert _terms(zh.candidates("locale 就是一系列语言文化规则.")) == ["locale"]
    assert zh.candidates("在 GNU/Linux 系统中，Linux 就是内核组件.") == []  # a role, as with 。


def test_a_vocabulary_box_names_its_terms():
    items = [heading(0, "5.2.1.4. 提供项：Provides 字段"),
             text(0, "因此，可以创建一个替换而不必使用相同的包名称的包。 VOCABULARY元软件包和虚拟包"),
             text(0, "这里必须明确的从虚拟软件包里面区分出元软件包。"
                     "元软件包是真实的元件包（包含真实的.deb文件），其唯一目的是用来表示依赖的关系。")]
    assert "元软件包" in terms(items)
    plain = [items[0], text(0, "因此，可以创建一个替换而不必使用相同的包名称的包。"), items[2]]
    assert "元软件包" not in terms(plain)  # no box: the same sentence is a characterisation


def test_english_classed_as_after_a_relative_clause_or_a_condition():
    assert _terms(en.candidates("A line that ends with a backslash is treated as a continuation line.")) == ["continuation line"]
    s = "If a comment in the first line matches the pattern, this comment is processed as an encoding declaration; the rest …"
    assert _terms(en.candidates(s)) == ["encoding declaration"]
    assert en.candidates("Any object that defines __bool__ is considered true.") == []  # a value, no article
    assert en.candidates("This method is considered a good practice.") == []  # no relative clause: an opinion


def test_english_kinds_named_by_their_shape():
    found = en.candidates("Other languages are multi-paradigm languages that support several different approaches.")
    assert _terms(found) == ["multi-paradigm languages"] and "multi-paradigm" in found[0]["aliases"]
    assert en.candidates("Other languages are popular languages that everyone uses.") == []  # an everyday modifier
    found = en.candidates("Most programming languages are procedural: programs are lists of instructions for the computer.")
    assert _terms(found) == ["procedural"] and "procedural language" in found[0]["aliases"]
    assert en.candidates("The system is simple: each part can be replaced.") == []
    assert _terms(en.candidates("In declarative languages, you write a specification that describes the problem.")) == \
        ["declarative languages"]
    assert en.candidates("In recent versions, you can skip this step.") == []
    found = en.candidates("The technique is to write down invariants, properties of the input data that are always true.")
    assert _terms(found) == ["invariants"]
    assert en.candidates("We sell apples, pears of every kind and more.") == []
    assert en.candidates("These may be variables, arrays of numbers, character strings, functions.") == []  # a list
    s = "Instructions are stored in memory as a sequence of 16-bit little-endian parcels, regardless of memory endianness."
    assert en.candidates(s) == []  # "-ss" is no plural noun
