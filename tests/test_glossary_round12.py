"""Round 12 of the glossary (issue 27): shapes common to the misses of every seen round, written as
general rules: an abbreviation and its expansion in apposition to a class phrase, a definition
list (a name, then its gloss, on each line), a description that names its term after 的…为/是.
Each test of a rule fails on the rules before round 12 (commit e01f016); the three that say
a rule stays quiet (an abbreviation in passing, name lines with no lead-in, a remark) pass there too."""
from __future__ import annotations

from f.common.glossary.patterns import clean_term
from f.common.glossary.zh import candidates
from tests.glossary_items import heading, terms, text


def names(sentence: str) -> dict[str, list[str]]:
    return {c["term"]: c["aliases"] for c in candidates(sentence)}


# --- an abbreviation in apposition to a class phrase ------------------------------------------

def test_an_expansion_and_its_abbreviation_bracketed_after_a_class_noun():
    assert names("打印机需要一个解释器（Raster Image Processor，RIP）来把它转换为点阵图形。") == {
        "RIP": ["Raster Image Processor"]}


def test_an_expansion_after_a_class_phrase_and_a_colon_or_ye_jiu_shi():
    assert "PDF" in names("Adobe 于 1993 年提出了一种开放的格式：Portable Document Format（PDF）。")
    assert names("TEX 生成一种设备无关的格式，也就是 Device Independent format（DVI）。")["DVI"] == [
        "Device Independent format"]


def test_an_abbreviation_expanded_in_passing_is_no_definition():
    assert "AMS" not in names("起初，美国数学学会（American Mathematical Society，AMS）看着 TEX 是好的。")
    assert "HTTP" not in names("FTP 用于传输文件，而 HTTP (Hypertext Transfer Protocol，超文本传输协议) 则用于网页。")
    assert "CCW" not in names("方向可以指定为 CCW（counter-clockwise，逆时针）。")  # a value named, no class phrase


# --- a definition list: a name, then its gloss, on each line ----------------------------------

def _list(*lines: str) -> list[dict]:
    return [heading(0, "5.1 数据类型")] + [text(0, line) for line in lines]


def test_a_definition_list_after_a_lead_in_gives_each_name_its_line():
    found = terms(_list("这门语言支持下列数据类型：", "void 空类型仅用于无返回值的函数。",
                        "int 整数类型；如果没有给定初始式，其值为 0。", "pair 复数，即实数构成的有序对 (x, y)。",
                        "有许多方法取复数的共轭：", "triple 有序实数三元组，用于三维作图。"))
    assert {"void", "int", "pair", "triple"} <= set(found)
    assert found["int"]["quote"] == "int 整数类型；"


def test_name_lines_without_a_lead_in_or_running_on_as_a_subject_are_no_list():
    assert not {"void", "int"} & set(terms(_list("void 空类型仅用于无返回值的函数。", "int 整数类型；其值为 0。")))
    found = terms(_list("下面是几点说明：", "Windows 用户可以将文件拖放到图标上。", "LATEX 文件是标准的文本文件。",
                        "Asymptote 支持交互模式。"))
    assert not {"Windows", "LATEX", "Asymptote"} & set(found)


# --- a named thing classed with an evaluation, a named part, an initialism ------------------

def test_a_named_thing_classed_with_an_evaluation_inside_its_class_phrase():
    assert "TEX" in names("TEX 就是一种优秀的电子排版系统。")
    assert "Perl" in names("Perl 是现今类Unix 系统中使用最普遍的解释型脚本语言。")
    assert not names("乒乓球是一项技术性很强的运动。")  # a Chinese subject so classed is characterised
    assert not names("Linux 是非常好的系统。")  # the evaluation is all there is


def test_a_named_part_of_a_whole():
    assert "CTEX-CS" in names("CTEX-CS 是 CTEX 套装中的中文安装部分。")
    assert not names("音乐是生活的一部分。")
    assert not names("Python 是系统的重要组成部分。")


def test_an_initialism_between_de_and_suo_xie():
    found = names("CTAN 是英文 Comprehensive TEX Archive Network 的首字母缩写，直译成中文就是综合 TEX 文件网络。")
    assert found == {"CTAN": ["Comprehensive TEX Archive Network"]}


# --- a description of the things, then their word ---------------------------------------------

def test_a_headless_description_then_wei_names_its_word():
    assert names("文档中被中括号 [arg] 框起来的为可选参数, 如 install [option],") == {"可选参数": []}
    found = candidates("写在两个百分号之间的是注释，编译时会被忽略。")
    assert [(c["term"], c.get("reuse")) for c in found] == [("注释", True)]  # 是 classes: used again to count


def test_a_remark_or_a_statement_of_content_opening_with_de_shi_is_no_definition():
    for sentence in ("需要注意的是安装路径。", "最重要的是安全。", "红色的是苹果。", "与前者不同的是后者。",
                     "这本书讲的是历史。", "Full 版本中包含的是完整的MiKTEX，适用于…的用户。",
                     "无论用户使用的是 Windows，都能安装。", "keySet() 返回的是K 值集合。"):
        assert not names(sentence), sentence


# --- a word introduced with its English name and what it is for ------------------------------

def test_a_word_with_its_english_name_then_yong_lai_is_defined_by_its_use():
    assert names("序言（preamble）用来完成一些特殊任务。") == {"序言": ["preamble"]}
    assert not names("统计可以用于识别并消除那些重复出现的问题。")  # a use of a known thing
    assert not names("布线器模式用于布线新布线。")


# --- a proper name classed once -----------------------------------------------------------------

PROSE = "本章介绍了一些基本的知识和方法，并通过实践活动加以巩固。" * 30


def _book(page: str) -> list[dict]:
    return [text(0, page)] + [text(1 + i, PROSE) for i in range(4)]


def test_a_proper_name_classed_once_is_kept_without_a_second_use():
    found = terms(_book("LXQt 是一款具有更新颖外观和体验的轻量级桌面环境。"))
    assert "LXQt" in found
    assert "Debian 社群契约" in terms(_book("Debian 社群契约 是一份 Debian 对自由软件社群的承诺声明。"))


def test_an_abbreviated_last_name_keeps_its_dot():
    assert clean_term("Debian Jr. ") == "Debian Jr."
    assert clean_term("TeX Live.") == "TeX Live"
