"""Round 36 of the glossary (issue 27, decisions 0980-0982): a Chinese term classed by its own head noun (`/init
程序是…的第一个程序`), another name set aside between commas (`印刷电路板，或称 PCB，是…`), a spaced-off term glossed
by 表示 or as `X 的概念，它…是…` (0980); an English term in apposition (`Linux, the kernel that …`) or answered in
brackets (`What GNU is (…)`) (0981); guards: a quantified subject (`每个 X指的是…`) and a terms section's prose read as
an entry (0982). The positive tests fail on 3df04d3 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from tests.glossary_items import heading, terms, text

LATER = "再次提到 /init 程序、外部环境、印刷电路板、焊盘和工具。Linux and GNU/Linux again; binary packages."


def test_a_term_classed_by_its_own_head_noun():
    found = terms([text(0, "/init 程序是内存中的根文件系统上执行的第一个程序。"),
                   text(0, "外部环境是你可以使用外部宏的环境，即刚才列出的环境除外的环境。"), text(1, LATER)])
    assert {"/init 程序", "外部环境"} <= set(found), found
    assert found["/init 程序"]["definition"] == "内存中的根文件系统上执行的第一个程序"


def test_an_evaluation_or_a_short_modifier_ending_in_the_head_is_no_definition():
    found = terms([text(0, "乒乓球运动是一项很受欢迎的运动。默认配置是推荐的配置。"), text(1, "乒乓球运动和默认配置。" * 3)])
    assert not {"乒乓球运动", "默认配置"} & set(found), found


def test_another_name_aside_and_a_spaced_off_term_glossed():
    found = terms([text(0, "印刷电路板，或称 PCB，是代表原理图的物理实现的设计文件。封装可以有 焊盘，表示电连接的铜区。"
                           "KiCad 编辑器有一个 工具 的概念，它可以被认为是编辑器所处的一种模式。"), text(1, LATER)])
    assert {"印刷电路板", "焊盘", "工具"} <= set(found), found
    assert "PCB" in found["印刷电路板"]["aliases"]
    assert found["工具"]["definition"] == "编辑器所处的一种模式"


def test_an_english_term_in_apposition_or_answered_in_brackets():
    found = terms([text(0, "We distinguish between Linux, the kernel that Linus Torvalds wrote, and GNU/Linux, the "
                           "operating system that is the combination of GNU and Linux. There are also binary packages, a "
                           "zip file or tarball containing the files of an installed package."),
                   text(0, "• What GNU is (an operating system developed to be Unix-like and totally free software)."),
                   text(1, LATER + " GNU again.")])
    assert {"Linux", "GNU/Linux", "binary packages", "GNU"} <= set(found), found
    assert found["Linux"]["definition"] == "the kernel that Linus Torvalds wrote"


def test_an_opener_or_a_role_after_a_comma_is_no_apposition():
    found = terms([text(0, "For RV32, the upper 32 bits of these counters are kept. This role is assumed by the BIOS or "
                           "UEFI, a piece of software embedded in the motherboard."),
                   text(1, "RV32 and UEFI again.")])
    assert not found, found


def test_a_quantified_subject_and_a_terms_sections_prose_are_no_entries():
    found = terms([heading(0, "3.1. 基本术语", 2),
                   text(0, "KiCad 使用了一些在电子设计自动化（EDA）软件领域相当标准的术语。"),
                   text(0, "符号有 引脚，作为连接点，可以在原理图中相互连接。"),
                   text(0, "每个 KiCad 电路板文件指的是单个 PCB 设计。"), heading(1, "4. 工作流程", 2),
                   text(1, "本章再次提到 KiCad、符号、引脚和电路板文件。")])
    assert not {"KiCad", "符号有", "每个 KiCad 电路板文件"} & set(found), found


def test_a_pied_piped_relative_after_a_comma_is_no_apposition():
    # decision 1030: seen Sorensen thesis p. 89 gained "DAO: the latter of which is governed by ..." at 69deb22
    found = terms([text(0, "Murmuration includes a governance token contract and a DAO, the latter of which is governed "
                           "by those who hold governance tokens. We distinguish between Linux, the kernel that Linus "
                           "Torvalds wrote, and GNU."),
                   text(1, "The DAO and Linux again.")])
    assert "DAO" not in found, found
    assert "Linux" in found, found
