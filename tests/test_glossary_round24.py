"""Round 24 of the glossary (issue 27): the tuned half's misses by kind (the Debian handbook's user databases
zh-CN and syslog en-US) and four English registers of earlier rounds' seen sets. Kinds: a field list whose
gloss is a noun with a negated attribute ("uid：用于辨识用户的不重复数字"); a box whose label and title ran onto
the paragraph before it ("… 基础知识 Crypt，单向的函数" then "crypt 是单向函数以…"); "(called “facility” in the
documentation)"; "the UUCP server (Unix to Unix Copy Program, an old protocol …)"; a word introduced in quotes,
then the subject of the next sentence; "X, defined as …"; "A SEXPREC is a C structure containing …"; "Pipes are a
special form of file that …"; "called ‘user databases’". Each positive test fails on the rules of 220da73."""
from __future__ import annotations

from f.common.glossary.en import candidates, named_next
from f.common.glossary.rules import extract_terms
from f.common.glossary.zh import noun_phrase


def _names(sentence: str) -> list[str]:
    return [c["term"] for c in candidates(sentence)]


def _items(*texts: str) -> list[dict]:
    return [{"type": "text", "text": t, "page_idx": 0} for t in texts]


def test_a_negated_attribute_before_the_noun_is_no_adverb():
    assert noun_phrase("用于辨识用户的不重复数字")
    assert noun_phrase("非负整数")
    assert not noun_phrase("不能修改的内容")  # a modal: a clause
    assert not noun_phrase("不重复")  # no noun after it


def test_a_field_list_with_negated_attributes_is_read():
    items = _items("在 /etc/passwd 文件内的字段清单： 登录，例如 rhertzog;",
                   "uid：用于辨识用户的不重复数字;",
                   "gid：用户主要群组的不重复号码;",
                   "GECOS：通常保存用户全名的数据栏;",
                   "用 id 命令显示 uid 与 gid，chfn 命令修改 GECOS 字段。")
    assert [e["term"] for e in extract_terms(items)] == ["uid", "gid", "GECOS"]


def test_a_box_title_run_onto_the_paragraph_before_opens_the_box():
    items = _items("每个用户占一行，其字段以冒号分隔。 基础知识 Crypt，单向的函数",
                   "crypt 是单向函数以特别的方法把字符串 (A) 转换成另个字符串 (B)，转换后无法经由 B 恢复成 A 。",
                   "密码以 crypt 编码后保存。")
    assert "crypt" in [e["term"] for e in extract_terms(items)]


def test_without_the_box_title_the_same_sentence_names_nothing():
    items = _items("每个用户占一行，其字段以冒号分隔。",
                   "crypt 是单向函数以特别的方法把字符串 (A) 转换成另个字符串 (B)，转换后无法经由 B 恢复成 A 。",
                   "密码以 crypt 编码后保存。")
    assert "crypt" not in [e["term"] for e in extract_terms(items)]


def test_called_in_brackets_with_where_the_name_is_used():
    assert _names("Each log message is associated with an application subsystem (called “facility” in "
                  "the documentation).") == ["facility"]


def test_an_acronym_with_its_expansion_and_class_in_one_bracket():
    found = candidates("uucp: messages from the UUCP server (Unix to Unix Copy Program, an old protocol notably "
                       "used to distribute e-mail messages);")
    assert [(c["term"], c["aliases"]) for c in found] == [("UUCP", ["Unix to Unix Copy Program"])]
    assert _names("the XYZ server (Unix to Unix Copy Program, an old protocol used for mail)") == []


def test_a_quoted_word_then_the_subject_of_the_next_sentence():
    previous = "The overall principle is to write “selector” and “action” pairs."
    found = named_next("The selector defines all relevant messages, and the action describes how to deal "
                       "with them.", previous)
    assert [c["term"] for c in found] == ["selector"]
    assert named_next("The selector defines all relevant messages.", "The overall principle is simple.") == []


def test_a_subject_glossed_by_defined_as():
    assert _names("False-positive rates, defined as instances where the device reports a condition that is "
                  "absent, should be low.") == ["False-positive rates"]


def test_a_class_noun_with_a_participle():
    assert _names("A SEXPREC is a C structure containing the 64-bit header as described above.") == ["SEXPREC"]


def test_a_plural_kind_its_class_and_what_sets_it_apart():
    assert _names("Pipes are a special form of file that connects to another process.") == ["Pipes"]
    assert _names("Many are a special form of file that connects to another process.") == []


def test_called_with_a_name_in_single_quotes():
    assert "user databases" in _names("There are additional places that ‘variables’ can be looked up, called "
                                      "‘user databases’ in comments in the code.")
