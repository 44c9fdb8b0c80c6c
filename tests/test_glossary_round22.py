"""Round 22 of the glossary (issue 27): the registers every textbook uses, written for the register, each
with the vetting's guard (a name read off a sentence's shape is kept where the book uses it again).
English: "(this is known as a fork)", "The generic term referring to this is X, or Y for short", "X stands
for <words spelling it>", "An X is a running instance of …", "a pipe, which is simply an object …", a
discourse opener before a class sentence, "“X”. In other words, …", "By X we mean", "X, or Y," glosses,
"X (also Y)", bulleted plural kinds, "X is not a … but a …", a bulleted "X: …" list. Chinese: "X 不是…，
而是一个…", "…的官方名称是"X"", "X是…。该术语涵盖…", "…构成一条X（English）", "采用X的方式，也就是…",
"称为"X"的…", "称为 A 或 B 接口". Each positive test fails on the rules of 662f538 (the labels' commit);
the negative ones are the wrong entries the first versions made on earlier sets."""
from __future__ import annotations

from f.common.glossary import registers_zh
from f.common.glossary.en import candidates
from f.common.glossary.zh import candidates as zh_candidates
from tests.glossary_items import terms, text

FILLER = "This chapter explains how the system is put together and how its parts are used. " * 40
ZH_FILLER = "本章介绍系统的基本组成和一般用法，读者可以按照顺序阅读。" * 120


def _names(sentence: str) -> list[tuple[str, list[str]]]:
    found = zh_candidates(sentence) if any("\u4e00" <= c <= "\u9fff" for c in sentence) else candidates(sentence)
    return [(c["term"], c["aliases"]) for c in found]


# --- English ---

def test_a_name_in_brackets_after_known_as():
    assert _names("First of all, a process can clone itself (this is known as a fork).") == [("fork", [])]
    assert _names("This is visible in command-line interpreters (known as shells).")[0][0] == "shells"


def test_also_known_as_in_brackets_is_another_name_not_a_term_introduced():
    assert _names("Lists are VECSXP and names (also known as symbols) are SYMSXP.") == []


def test_the_term_for_this_is_x_or_y_for_short():
    assert _names("The generic term referring to this is inter-process communication, or IPC for short.") == \
        [("inter-process communication", ["IPC"])]


def test_stands_for_words_that_spell_the_name():
    assert _names("Commands such as mkfs.ext3 (where mkfs stands for MaKe FileSystem) handle formatting.")[0] == \
        ("mkfs", ["MaKe FileSystem", "mkf"])
    assert _names("The pp.bz2 extension stands for policy package (compressed with bzip2).")[0][0] == "pp.bz2"
    assert _names("Here mkfs stands for the command we ran before.") == []  # the words do not spell it


def test_an_indefinite_subject_is_a_class_noun_of():
    assert _names("A process is a running instance of a program.") == [("process", [])]
    assert _names("A data frame is a list of vectors, factors, and/or matrices all having the same length.") == []


def test_which_is_simply_a_glosses_the_noun_before_it():
    found = candidates("You can use a pipe, which is simply an object with two ends; bytes written in one end "
                       "are readable at the other.")
    assert [(c["term"], c.get("reuse")) for c in found] == [("pipe", True)]
    assert candidates("The framework relies on a trusted deployer, which is an off-chain service.") == []


def test_a_discourse_opener_before_a_class_sentence():
    found = candidates("For instance, vfat is the system that was historically used by DOS and Windows.")
    assert [c["term"] for c in found] == ["vfat"]
    assert candidates("For example, “rv32i2p2” means version 2.2 of RV32I.") == []  # a use, not a definition


def test_in_other_words_after_a_quoted_word():
    text_items = [text(0, "Unix-like kernels are capable of “multi-tasking”. In other words, they allow running "
                          "many processes “at the same time”."),
                  text(1, FILLER + " Multi-tasking needs a scheduler.")]
    assert "multi-tasking" in terms(text_items)


def test_by_x_we_mean():
    assert _names("By the mode of an object we mean the basic type of its fundamental constituents.") == \
        [("mode", [])]


def test_x_or_y_between_commas_glosses_x():
    assert _names("A further coercion, or change of mode, reconstructs the numerical vector again.") == \
        [("coercion", ["change of mode"])]
    assert _names("The red, or blue, colour is nice.") == []


def test_x_also_y_in_brackets():
    assert _names("An interpreter (also a command-line shell) reads commands one at a time.") == \
        [("interpreter", ["command-line shell"])]


def test_bulleted_plural_kinds_with_lower_case_subjects():
    assert _names("• factors provide compact ways to handle categorical data.")[0][0] == "factors"
    assert _names("• data frames are matrix-like structures, in which the columns can be of different types.")[0][0] \
        == "data frames"
    assert _names("• address is an integer of XLEN bits;") == []  # a singular: an argument, not a kind
    assert _names("• if address is aligned to size then mlos is a single memory load operation") == []


def test_x_is_not_a_but_b():
    assert _names("This differs from is.na(x) since NA is not really a value but a marker for a quantity that "
                  "is not available.") == [("NA", [])]
    assert _names("It fails because this is not a bug but a feature of the design.") == []


def test_a_bulleted_english_glossary_list():
    found = terms([text(0, "Some words used in this chapter:"),
                   text(0, "• Kernel: the core of the operating system that manages hardware."),
                   text(0, "• Shell – a program that reads commands and runs them."),
                   text(1, FILLER + " The kernel and the shell work together.")])
    assert {"Kernel", "Shell"} <= set(found)
    numbered = terms([text(0, "Rule 12: b is a load, and there exists some store m between a and b."),
                      text(0, "Rule 13: b is a store, and there exists some instruction m between a and b."),
                      text(1, FILLER + " Rule 12 and Rule 13 apply.")])
    assert numbered == {}


def test_a_demonstrative_before_a_quoted_word_introduces_nothing():
    assert candidates("This “background task” is actually arbitrary, and does not match anything particular.") == []


# --- Chinese ---

def test_not_a_but_a_class():
    found = registers_zh.not_but("即使它用于构建虚拟机，但严格来说，LXC 不是虚拟化系统，而是一个将进程组彼此隔离的系统，"
                                 "即使它们都在同一主机上运行。")
    assert [(c["term"], c["reuse"]) for c in found] == [("LXC", True)]


def test_the_official_name_is_quoted():
    found = registers_zh.official_name("此类设置的官方名称是\"容器\"（因此 LXC 名称：LinuX Containers）。")
    assert [(c["term"], c["anaphoric"]) for c in found] == [("容器", True)]


def test_the_term_covers_after_x_is():
    found = terms([text(0, "虚拟化是近年来计算领域最重要的进步之一。该术语涵盖模拟虚拟计算机的各种抽象和技术。"),
                   text(1, ZH_FILLER + "虚拟化有多种解决方案。")])
    assert found["虚拟化"]["page"] == 1


def test_built_of_parts_with_its_english_name():
    assert _names("几段直线或曲线可以构成一条路径（path），在路径末尾加个 cycle就能构成封闭路径（closed path）。") == \
        [("路径", ["path"]), ("封闭路径", ["closed path"])]


def test_a_way_glossed_by_ye_jiu_shi():
    assert _names("PSTricks 和 PGF 都采用在线绘图的方式，也就是 LATEX 文档内直接使用绘图命令。") == [("在线绘图", [])]


def test_a_quoted_name_before_de_is_the_name():
    names = [t for t, _a in _names("它利用了一组演变，根据这些过程，称为\"进程组\"的不同进程集对系统有不同的看法。")]
    assert "进程组" in names and "看法" not in names


def test_two_latin_names_joined_by_huo():
    assert _names("Linux 内核获得了这组函数（称为 paravirt_ops 或 pv_ops 接口）。") == [("paravirt_ops", ["pv_ops"])]
