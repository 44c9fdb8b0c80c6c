"""Round 35 of the glossary (issue 27, decisions 0960-0964): a style guide's word kept for one sense (`We use the
term “path” only for search paths, …`, `reserve the term “illegal” for activities prohibited by law`), a standard's
quoted modifier before a plural noun as the subject (`"Shareable" files are those that …`, `"Static" files include
…`), a class introduced by a measure word of a sequence (`IP地址是一串数字`, 0963), a gloss restated by 即它 in the
next sentence (`X包含…。即它包含…`, 0964); guard: an action restated in brackets (`…进行分段（即插入 \\par）`).
The positive tests fail on c050217 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from tests.glossary_items import terms, text


def test_a_word_used_or_reserved_for_one_sense():
    found = terms([text(0, "Please do not use the term “pathname” that is used in Unix documentation; use “file name” "
                           "(two words) instead. We use the term “path” only for search paths, which are lists of "
                           "directory names."),
                   text(0, "Please do not use the term “illegal” to refer to erroneous input to a computer program. "
                           "Please use “invalid” for this, and reserve the term “illegal” for activities prohibited by law.")])
    assert set(found) == {"path", "illegal"}, found
    assert found["illegal"]["definition"] == "activities prohibited by law"


def test_a_forbidden_use_of_a_term_is_no_definition():
    found = terms([text(0, "Please do not use the term “illegal” to refer to erroneous input to a computer program.")])
    assert "illegal" not in found, found


def test_a_quoted_modifier_before_a_plural_noun_as_subject():
    found = terms([text(0, "\"Shareable\" files are those that can be stored on one host and used on others. "
                           "\"Unshareable\" files are those that are not shareable."),
                   text(0, "\"Static\" files include binaries, libraries, documentation files and other files that do "
                           "not change without system administrator intervention. \"Variable\" files are files that "
                           "are not static.")])
    assert set(found) == {"shareable", "unshareable", "static", "variable"}, found
    assert found["shareable"]["aliases"] == ["shareable files"]


def test_a_scare_quoted_word_mid_sentence_is_not_a_subject():
    found = terms([text(0, "Some users call these \"static\" files that never change on disk.")])
    assert "static" not in found, found


def test_an_action_restated_in_brackets_names_nothing():
    found = terms([text(0, "默认情况下，不带星号的命令 \\zhlipsum 会在假文段落之后与之间进行分段（即插入 \\par），"
                           "而带星号的命令 \\zhlipsum* 则不做额外处理。"),
                   text(0, "不要使用魔法值（即未经预先定义的常量）直接出现在代码中。")])
    assert "进行分段" not in found and "分段" not in found and "魔法值" in found, found


def test_a_class_introduced_by_a_measure_word_of_a_sequence():
    found = terms([text(0, "IP地址是一串数字，用来识别本地网络或Internet上计算机的网络接口。"),
                   text(0, "今天是一段美好的时光。")])
    assert "IP地址" in found and "今天" not in found, found


def test_a_gloss_restated_by_ji_in_the_next_sentence():
    found = terms([text(0, "字体度量文件包含 TEX 对每个排版字符所分配空间的信息。即它包含各个字符的尺寸。"),
                   text(0, "我们今天包含了很多内容。即它包含各种东西。")])
    assert set(found) == {"字体度量文件"}, found
