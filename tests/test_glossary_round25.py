"""Round 25 of the glossary (issue 27): the kinds round 24's held-back half left and round 25's tuned half (the
Debian handbook's LDAP zh-CN and DNS en-US sections) shows. Lists: a list's first line run into its lead-in
("如下变量： KERNEL：…;", "the most common: A (address record): IPv4 address."), a line whose gloss jieba reads as
no noun phrase (清单 tagged an adjective), a line naming several of the list's names; a bracket holding an
expansion and its translation ("LDIF 文件（LDAP Data Interchange Format——LDAP 数据交换格式）是…"), 是个 for
是一个. English: "(often called “…”) is a N of N", a role statement, appositions of a kind noun, a quoted name's
apposition, ", often collectively referred to as X," and "… (FHS). This standard defines …". Each positive
test fails on the rules of 9d023aa (the labels' commit)."""
from __future__ import annotations

from f.common.glossary.en import candidates, named_next
from f.common.glossary.rules import extract_terms
from f.common.glossary.zh import candidates as zh_candidates


def _names(sentence: str) -> list[str]:
    return [c["term"] for c in candidates(sentence)]


def _items(*texts: str) -> list[dict]:
    return [{"type": "text", "text": t, "page_idx": 0} for t in texts]


def _terms(*texts: str) -> list[str]:
    return [e["term"] for e in extract_terms(_items(*texts))]


def test_a_list_whose_first_line_ran_into_its_lead_in():
    terms = _terms("它们通过逗号分隔。比较运算符用于如下变量： KERNEL：内核赋予设备的名称;",
                   "ACTION：与事件相对应的行动;",
                   "DEVPATH：设备在 /sys/ 记录中的路径;",
                   "要匹配 KERNEL、ACTION 和 DEVPATH 的值。")
    assert terms[:3] == ["KERNEL", "ACTION", "DEVPATH"]


def test_a_lead_in_alone_is_no_list():
    assert _terms("比较运算符用于如下变量： KERNEL：内核赋予设备的名称;", "其他的规则见手册。") == []


def test_a_weak_gloss_and_a_names_line_go_on_with_the_list():
    terms = _terms("如下的变量可以被更改： NAME：将在 /dev/中创建的设备文件名。只有第一次赋值起作用;",
                   "SYMLINK：指向同一个设备的符号列表清单;",
                   "OWNER、GROUP 和 MODE 指示拥有该设备的用户和组;",
                   "RUN：响应事件时执行的程序清单。",
                   "NAME、SYMLINK、OWNER 和 RUN 都可以在规则里使用。")
    assert terms == ["NAME", "SYMLINK", "RUN"]  # OWNER's line says what they do: no class, no entry


def test_a_names_line_with_its_class_is_an_entry():
    terms = _terms("ACTION：与事件相对应的行动;",
                   "KERNELS、SUBSYSTEMS 和 ATTRS 是用来匹配当前设备父设备的可选变量;",
                   "DEVPATH：设备在 /sys/ 记录中的路径;",
                   "规则用 ACTION、KERNELS 和 DEVPATH 匹配设备。")
    assert "KERNELS" in terms


def test_a_weak_line_alone_or_a_clause_gloss_names_nothing():
    assert _terms("SYMLINK：指向同一个设备的符号列表清单;", "规则里的 SYMLINK 可以有多个。") == []
    terms = _terms("ACTION：与事件相对应的行动;", "DEVPATH：设备在 /sys/ 记录中的路径;",
                   "RESULT：对最后一次调用 PROGRAM产生的结果进行检查。", "ACTION DEVPATH RESULT")
    assert "RESULT" not in terms  # a verb after the last 的: a clause


def test_an_english_list_with_expansions_run_into_its_lead_in():
    terms = _terms("Each zone can contain records of various kinds, these are some of the most common: "
                   "A (address record): IPv4 address. This is the most common form.",
                   "CNAME (canonical name record): alias",
                   "MX (mail exchange): an email server. Each MX record has a priority.")
    assert terms == ["A", "CNAME", "MX"]


def test_an_expansion_in_brackets_is_an_alias():
    entries = extract_terms(_items("PTR (pointer): mapping of an IP address to a name.",
                                   "AAAA (IPv6 address record): IPv6 address."))
    assert [(e["term"], e["aliases"]) for e in entries] == [("PTR", ["pointer"]), ("AAAA", ["IPv6 address record"])]


def test_a_bracket_with_an_expansion_and_its_translation():
    found = zh_candidates("LDIF 文件（LDAP Data Interchange Format——LDAP 数据交换格式）是可移植文本文件，"
                          "描述了 LDAP 数据库的内容；")
    assert found and found[0]["term"] == "LDIF 文件"
    assert {"LDIF", "LDAP Data Interchange Format", "LDAP 数据交换格式"} <= set(found[0]["aliases"])


def test_shige_is_yige_and_a_cross_reference_is_no_alias():
    found = zh_candidates("NSS 系统（Name Service Switch——名称服务交换，请参见边栏 进一步 NSS 与系统数据库）是个模块化"
                          "的系统，设计来为系统目录确定或取回信息。")
    assert found and found[0]["term"] == "NSS 系统"
    assert not any("参见" in a for a in found[0]["aliases"])
    assert zh_candidates("这是个人的选择。") == []


def test_often_called_in_brackets_then_a_class():
    found = candidates("Inetd (often called “Internet super-server”) is a server of servers.")
    assert [(c["term"], c["aliases"]) for c in found] == [("Inetd", ["Internet super-server"])]


def test_a_role_statement_of_a_rare_name_or_a_packaged_command():
    assert _names("The hotplug kernel subsystem dynamically handles the addition and removal of devices.") == ["hotplug"]
    found = candidates("The host command (in the bind9-host package) queries a DNS server.")
    assert [(c["term"], c["aliases"]) for c in found] == [("host", ["host command"])]


def test_a_role_statement_of_an_everyday_word_names_nothing():
    assert _names("The main program reads the configuration file at start.") == []
    assert _names("The mail server sends the messages in order.") == []


def test_a_rare_name_and_its_kind_in_apposition():
    assert _names("He is also the main creator of Postfix, the modular e-mail server (SMTP, Simple Mail Transfer "
                  "Protocol), designed to be safer and more reliable than sendmail.") == ["Postfix"]
    assert _names("The reference name server, Bind, was developed and is maintained by ISC.") == ["Bind"]


def test_an_apposition_of_no_kind_or_an_everyday_name_names_nothing():
    assert _names("We went to Paris, the capital city, which was full.") == []
    assert _names("The office server, Orange, was installed.") == []  # (orange: an everyday word)


def test_a_quoted_name_glossed_in_apposition():
    assert _names("An effort has resulted in the “XDG Base Directory Specification”, a convention that aims at "
                  "cleaning up these files and directories.") == ["XDG Base Directory Specification"]


def test_an_aside_that_says_what_a_phrase_is_referred_to_as():
    assert _names("These configuration files stored directly in a user's home directory, often collectively "
                  "referred to as dotfiles, have long proliferated.") == ["dotfiles"]


def test_this_standard_points_back_to_the_name_just_given():
    found = named_next("This standard defines the purpose of each directory.",
                       "A Debian system is organized along the Filesystem Hierarchy Standard (FHS).")
    assert [(c["term"], c["aliases"]) for c in found] == [("Filesystem Hierarchy Standard", ["FHS"])]
    assert named_next("This standard defines the purpose of each directory.",
                      "A Debian system is organized along the Filesystem Hierarchy (FHS).") == []  # not its noun
    assert named_next("This standard defines the purpose of each directory.",
                      "A Debian system follows the Filesystem Hierarchy Standard (XYZ).") == []  # no acronym of it
