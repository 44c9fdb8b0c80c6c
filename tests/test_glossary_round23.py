"""Round 23 of the glossary (issue 27): precision first. Round 22's held-back wrong entries came from two
kinds: a term after a naming verb that ran past the dash closing its aside ("一套规则－合称为策略－来授权
或禁止操作" read as 策略－来授权或禁止操作), and "（即…）" brackets whose content is a description, not a name
("许可权限（即允许的操作）" read as 操作; "标识全部有效文件（即给它们赋予类型）" read as the action). And one
English register: an acronym, the words it abbreviates in brackets (their initials spell it) and its class
with "the" ("ICMP (Internet Control Message Protocol) is the protocol used to …"). Each positive test fails
on the rules of 5aef512 (the labels' commit)."""
from __future__ import annotations

from f.common.glossary.en import candidates
from f.common.glossary.zh import candidates as zh_candidates


def _names(sentence: str) -> list[str]:
    found = zh_candidates(sentence) if any("\u4e00" <= c <= "\u9fff" for c in sentence) else candidates(sentence)
    return [c["term"] for c in found]


def test_a_dash_closes_the_aside_that_names_the_term():
    assert _names("SELinux 使用一套规则－合称为策略－来授权或禁止操作。") == ["策略"]
    assert _names("这些进程——统称为守护进程——在后台运行。") == ["守护进程"]


def test_a_dash_before_the_name_leads_to_it_and_is_kept_off_the_cut():
    assert _names("其中一个域（第一个入门域）称为 dom0，具有特殊作用。") == ["dom0"]


def test_a_description_after_ji_in_brackets_names_nothing():
    assert _names("最后的参数描述许可权限（即允许的操作）。") == []
    assert _names("一旦策略安装，就要标识全部有效文件（即给它们赋予类型）。") == []


def test_a_name_after_ji_in_brackets_is_still_read():
    assert _names("魔法值（即未经预先定义的常量）不应出现在代码中。") == ["魔法值"]


def test_an_acronym_with_its_spelled_expansion_and_the_class():
    found = candidates("ICMP (Internet Control Message Protocol) is the protocol used to transmit "
                       "complementary information on communications.")
    assert [(c["term"], c["aliases"]) for c in found] == [("ICMP", ["Internet Control Message Protocol"])]


def test_an_acronym_whose_brackets_do_not_spell_it_is_no_definition():
    assert _names("ICMP (see the next section) is the protocol used to transmit information.") == []
    assert _names("TCP (a reliable stream service) is the protocol used by most applications.") == []


def test_a_quoted_word_in_the_subject_and_an_aside_before_is():
    assert _names("The “sticky” bit (symbolized by the letter “t”) is a permission that is only useful "
                  "in directories.") == ["sticky bit"]
    assert _names("The “sticky” bit (symbolized by the letter “t”) is only useful in directories.") == []
