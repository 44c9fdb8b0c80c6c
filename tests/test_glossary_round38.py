"""Round 38 of the glossary (issue 27, decisions 1050-1053): what a Chinese terms section's entry cannot be (an
English body with a Chinese cross-reference, a verb set off by a space, `X是…的` with nothing after 的, 1050), a
value's notation is no name (`U+265E is a code point, …`, 1051), a superlative class (`A character is the smallest
possible component of a text.`, 1052), and a bracketed gloss (`the main module (the collection of …)`, 1053). The
positive tests fail on 73a4387 (the labels' commit); the negative ones are guards. Also (1054) `X, also known as Y,`
keeps X as an alias."""
from __future__ import annotations

from f.common.glossary import apposition_en, window_entry_zh, zh
from f.common.glossary.rarity import introduced_name
from tests.glossary_items import heading, terms, text

GLOSSARY = [heading(0, "术语表", 1),
            text(0, "JPEG 是一种支持压缩和各种色深的文件格式。"),
            text(0, "图像压缩级别是可调的，但是必须清楚：过高的压缩级别可能严重损害图像质量。"),
            text(0, "使用 JPEG 来创建网络图形，或者是保存那些不想用太多空间储存的图像。"),
            text(0, "For more information see 第 2.2 节 “Guides”."),
            text(0, "See 蒙版 for a detailed description."),
            text(0, "剪贴板是用于在应用程序间传递数据的一块临时内存区域。"),
            text(0, "传感器 能感受被测量并按照一定的规律转换成可用输出信号的器件。")]


def test_a_terms_section_keeps_its_entries_and_drops_what_is_no_entry():
    found = terms(GLOSSARY)
    assert {"JPEG", "剪贴板", "传感器"} <= set(found), found
    assert not {"For", "See", "使用", "图像压缩级别"} & set(found), found


def test_the_shapes_one_by_one():
    assert window_entry_zh.english_prose("For more information see 第 2.2 节 “Guides”.")
    assert not window_entry_zh.english_prose("BMP 是 Microsoft 设计的一种未压缩图像文件格式，多被用在 Windows 操作系统上。")
    assert window_entry_zh.verb_name("使用") and not window_entry_zh.verb_name("剪切")  # 剪切 is tagged vn
    assert not window_entry_zh.verb_name("传感器") and not window_entry_zh.verb_name("JPEG")
    assert zh.window_gloss("使用 JPEG 来创建网络图形，或者是保存图像。") == []
    assert zh.window_gloss("传感器 能感受被测量的器件。")
    assert zh.copular("图像压缩级别是可调的，但是必须清楚。", "图像压缩级别") == []
    assert zh.copular("剪贴板是用于在应用程序间传递数据的一块临时内存区域。", "剪贴板")


def test_a_value_is_no_name():
    assert not introduced_name("U+265E") and not introduced_name("0x10FFFF") and not introduced_name("2021")
    assert introduced_name("RV64I") and introduced_name("OpenSSH")
    found = terms([text(0, "U+265E is a code point, which represents some particular character."),
                   text(1, "U+265E again: the code point U+265E.")])
    assert "U+265E" not in found, found


def test_a_superlative_class():
    found = terms([text(0, "A character is the smallest possible component of a text. Characters vary by language."),
                   text(1, "Each character has a code; a character may look like another character.")])
    assert "character" in found, found
    assert found["character"]["definition"].startswith("the smallest possible component of a text")


def test_no_superlative_no_class():
    found = terms([text(0, "A good approach is the best way to start. A character is the thing you typed."),
                   text(1, "A good approach again; a character again.")])
    assert not {"good approach", "character"} & set(found), found


def test_a_bracketed_gloss():
    s = ("Definitions can be imported into the main module (the collection of variables that you have access to "
         "in a script executed at the top level).")
    found = apposition_en.bracket_glosses(s)
    assert [c["term"] for c in found] == ["main module"], found
    assert found[0]["definition"].startswith("the collection of variables")


def test_a_bracket_without_a_class_is_an_aside():
    assert apposition_en.bracket_glosses("Use the default value (the one that is set in the file).") == []
    assert apposition_en.bracket_glosses("Run the main script (see the section on modules for details).") == []


def test_a_bracketed_gloss_beside_another_rule():
    found = terms([text(0, "Such a file is called a module; definitions can be imported into the main module (the "
                           "collection of variables that you have access to in a script).")])
    assert {"module", "main module"} <= set(found), found


def test_also_known_as_keeps_both_names():
    from f.common.glossary import en

    found = en.candidates("Random access memory, also known as RAM, holds the data the processor works on.")
    assert [(c["term"], c["aliases"]) for c in found] == [("RAM", ["Random access memory"])], found
    opener = en.candidates("In this case, also known as the base case, we stop.")
    assert [(c["term"], c["aliases"]) for c in opener] == [("base case", [])], opener
