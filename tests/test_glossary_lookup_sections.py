"""kb-term's page-text fallback ranks a book's sentences by where the book discusses the term: the
section a heading gives it before a passing first use, headings never quoted as a sentence, an
English term's plural (decision 0338). Pure: page texts as pageindex-content renders them."""
from __future__ import annotations

import pytest

from f.common.glossary.in_text import definitions_in_text, emphasized_use, first_use, section_use
from f.common.glossary.term_lookup import text_matches

# a manual whose first mention of a term is a table row or a bullet, its section pages later
MANUAL = {
    2: '"promise"  an object used to implement lazy evaluation\n"environment"  an environment',
    3: "## 1.3 Resonance\nSeveral methods exist:\n• Microstepping can help reduce resonance by using smaller steps.",
    4: "## 1.4 Microstepping\nA stepper motor operating with each winding fully energised is in full-step mode.\n"
       "More resolution can be obtained by performing microstepping, whereby the current is ramped in steps.",
    5: "## 2.1.10 Environments\nEnvironments can be thought of as consisting of two things.\n"
       "Environments are created implicitly by function calls.",
    6: "## 1.5 Open and Closed Loop\nA further enhancement is to run the system in a closed loop.",
    9: "## 2.3 Data frames\nData frames are the structures which mimic a data set.",
}


def test_the_section_a_heading_gives_the_term_comes_before_its_first_use():
    assert first_use("microstepping", MANUAL)["page"] == 3  # the bullet: a passing use
    got = section_use("microstepping", MANUAL)
    assert got["page"] == 4 and got["quote"].startswith("More resolution can be obtained by performing microstepping")
    [match] = text_matches("microstepping", MANUAL)
    assert (match["page"], match["method"], match["kind"]) == (4, "first_use", "mention")


def test_a_term_modifying_another_word_in_a_heading_gives_no_section():
    pages = {6: "A frame, consisting of a set of symbol-value pairs, and an enclosure.", **{9: MANUAL[9]}}
    assert section_use("frame", pages) is None  # `Data frames` is about data frames
    assert text_matches("frame", pages)[0]["page"] == 6
    # nor does a heading naming the term beside another (`Vectors and assignment`)
    assert section_use("assignment", {7: "## 2.1 Vectors and assignment\nAn assignment stores a value."}) is None


def test_a_section_that_never_names_the_term_in_a_sentence_gives_its_opening_sentence():
    pages = {2: "## 1.2 版本历史\n### 1.2.1 V1 版本\n最早的版本。在该版本中确定了模板当前的格局。\n"
                "### 1.2.2 V2 版本\n改进了字体。"}
    got = section_use("V1 版本", pages)
    assert (got["page"], got["quote"]) == (2, "最早的版本。在该版本中确定了模板当前的格局。")


def test_a_heading_line_is_never_quoted_as_the_first_use():
    got = first_use("closed loop", MANUAL)
    assert (got["page"], got["quote"]) == (6, "A further enhancement is to run the system in a closed loop.")


@pytest.mark.parametrize("term, text, found", [
    ("vector", "Vectors can be thought of as contiguous cells containing data.", False),  # no shape: a section's
    ("list", "Lists (“generic vectors”) are another kind of data storage.", True),
    ("atomic vector", "The basic vector types are referred to as atomic vectors where needed.", True),
    ("promise", "Promise objects are part of R’s lazy evaluation mechanism.", True),  # one head noun
    ("environment", "Environments are created implicitly by function calls.", False),  # a passive: no definition
    ("pairlist", "Pairlists are rarely visible in interpreted code.", False),  # an adverb
])
def test_an_english_term_is_matched_in_its_plural(term, text, found):
    assert bool(definitions_in_text(term, {1: text})) is found
    assert first_use(term, {1: text})["page"] == 1


def test_the_plural_of_a_term_with_no_latin_ending_is_not_guessed():
    assert first_use("NULL", {1: "There is a special object called NULLS here."}) is None
    assert first_use("C99", {1: "Compilers for C99s are common."}) is None


def test_a_term_the_book_sets_off_comes_before_its_plain_first_use():
    pages = {3: "The kernel schedules every process it runs.",
             5: "At the lowest layer sits the **kernel**, the program that shares the hardware.",
             8: "引导程序先运行，然后加载“内核”，它管理硬件。"}
    got = emphasized_use("kernel", pages)
    assert got["page"] == 5 and "**kernel**" in got["quote"]
    assert text_matches("kernel", pages)[0]["page"] == 5
    assert emphasized_use("内核", pages)["page"] == 8
    assert emphasized_use("process", pages) is None  # never set off: the first use answers
    assert text_matches("process", pages)[0]["page"] == 3


# round 17 (decision 0353): how Chinese textbooks and handouts give a term its place
SKILLS = {
    84: "二、教学内容\n\n（2）几种基本的花样跳绳方法：单摇交叉编花、双摇、8字跳长绳等。",
    91: "2. 动作方法\n\n（2）双摇。\n\n正摇，双脚跳起后，以腕关节发力带动绳子从脚下通过两次。可跳一次双摇一次。\n\n"
        "图 2-77\n\n（4）8字跳长绳。\n\n[图: 图 2-78]\n\n两人摇长绳，其他跳绳者按“8”字形路线完成跳跃动作。",
    92: "3. 动作重点、难点分析\n\n(2）双摇：重点是上肢的摇绳速度，难点是手摇脚跳的配合。",
}


def test_a_list_item_that_is_the_term_alone_gives_the_paragraph_after_it():
    [first, *_] = text_matches("双摇", SKILLS)  # not the unit's list (p. 84), nor the later `双摇：重点是…`
    assert (first["page"], first["quote"]) == (91, "正摇，双脚跳起后，以腕关节发力带动绳子从脚下通过两次。")
    assert text_matches("8字跳长绳", SKILLS)[0]["quote"].startswith("两人摇长绳")  # past the figure line
    # a term closing a short item, after its kind or a direction
    pages = {80: "（5）向前“A”型制动。\n\n练习由较慢的滑行速度开始。", 76: "（3） 登坡：八字登坡。\n\n身体面向山坡。"}
    assert text_matches("八字登坡", pages)[0]["quote"] == "身体面向山坡。"
    # a line that is the term alone, with no item marker, is a table cell or a title: no run-in
    assert definitions_in_text("RAWSXP", {3: "WEAKREFSXP\nRAWSXP\nraw bytes\n"}) == []


def test_a_chinese_name_with_latin_letters_or_digits_is_found_spaced_or_quoted():
    pages = {80: "（5）向前“A”型制动。\n\n练习由较慢的滑行速度开始。"}
    assert text_matches("A型制动", pages)[0]["page"] == 80
    assert first_use("A字模型", {3: "构造 A 字模型：遇到比例端点时作平行线。"})["page"] == 3
    assert first_use("A字模型", {3: "这是一个 AB 字母。"}) is None


def test_the_raw_content_list_probe_takes_the_longest_run_of_one_script():
    from f.common.glossary.term_lookup import _may_name

    assert _may_name("向前“A”型制动".encode(), "A型制动")
    assert not _may_name("向前制动".encode(), "A型制动")


def test_an_item_marker_before_term_colon_and_a_name_after_ji_closing_a_sentence():
    pages = {84: "（1）武术运动中的弹腿、侧踹腿等。", 85: "1弹腿：并步站立，支撑腿直立或稍屈。"}
    assert text_matches("弹腿", pages)[0]["page"] == 85
    pages = {122: "评价应以定性的过程性评价为主。", 131: "注重对学生的态度和行为进行评价，即过程性评价。评价方式多样。"}
    got = text_matches("过程性评价", pages)[0]
    assert (got["page"], got["method"]) == (131, "text")
    assert definitions_in_text("篮球", {5: "学习三种球，即篮球、足球和排球。"}) == []  # 即 before a list


def test_a_heading_numbered_the_chinese_way_gives_the_term_its_section():
    pages = {8: "# 模型 6 平行线夹中点模型\n\n如图，AB∥CD，点 E 是 BC 的中点\n\n[图]",
             13: "# 模型 10 脚蹬脚模型（海盗埋宝藏）\n\n# 模型成立条件：等腰三角形顶角互补\n\n已知：△ABC 为等腰直角三角形",
             20: "# 题型六 平行线夹中点模型\n\n1．如图，求证。"}
    assert section_use("平行线夹中点模型", pages) == {"term": "平行线夹中点模型", "page": 8,
                                                "quote": "如图，AB∥CD，点 E 是 BC 的中点"}
    assert section_use("脚蹬脚模型", pages)["quote"].startswith("已知：△ABC")
    assert section_use("小篮球", {41: "## （一）小篮球\n\n小篮球是篮球的一种。"})["page"] == 41
    assert section_use("封装", {3: "# 一、封装向导\n\n向导帮助建立封装。"}) is None  # still the term alone
    # a label and its number may be the term's own start: `反 8` is no numbering here
    got = section_use("反8字模型", {4: "# 三、反 8 字模型（两组相似，四点共圆）\n\n性质一：如左图，两角相等。"})
    assert (got["page"], got["quote"]) == (4, "性质一：如左图，两角相等。")
