"""Choice options, ninth choice round (issue 27, 1066-1068).

Options that are each one name are told apart by spelling (1066); an option the page says with a
negation put in is contradicted (1067); an option's numbered names (UCS-2) must be said in the
sentence stating it (1068). Texts are the pages of the ninth set (latex-notes-zh-ch7-chinese p2,
latex-notes-zh-ch8-fonts p4, gnu-time p7). Pure, no service."""
from __future__ import annotations

from f.common.answer import contradicted
from f.common.answer.numbered_names import keep_where_said_together, numbered_names
from f.common.answer.options import content_words, distinctive, split_options

UNICODE_PAGE = ("Unicode 主要有三种编码：UTF-8、UTF-16、UTF-32。UTF-8 使用一至四个 8 位编码。"
                "UTF-16 用一或两个 16 位编码，基本上是UCS-2 的超集，和 ASCII 不兼容。"
                "UTF-32 用一个 32 位编码，它是 UCS-4的一个子集。")
DVIPS_PAGE = "dvips 不支持真正的（native）TrueType，用户只能把 TrueType 先转成 PK 或 Type 1，这样绕了个弯效果总会打些折扣。"


def _options(question):
    stem, options, _ = split_options(question)
    return stem, options


def test_options_that_are_each_one_name_are_told_apart_by_spelling():
    stem, options = _options("On systems that do not have a wait3 call that returns status information, which "
                             "system call does GNU time use instead? A. wait3 B. getrusage C. times D. wait4")
    own = distinctive(options, stem)
    assert own["C"] == ["times"]  # the call's name, not the plural of the stem's "time"
    assert own["A"] == []  # wait3 is the stem's own word


def test_a_phrase_options_plural_of_the_stems_word_is_still_no_word_of_its_own():
    stem, options = _options("What does the float package do? A. It puts floats on a page "
                             "B. It adds a caption C. It numbers lines D. It sets margins")
    assert "floats" not in distinctive(options, stem)["A"]  # 0829 stands where the options are phrases


def _mark(option, page):
    options = [{"label": "A", "text": option, "verdict": "supported"}]
    contradicted.mark(options, {"A": [page]}, {"A": content_words(option)})
    return options[0]["verdict"]


def test_an_option_the_page_says_with_a_negation_put_in_is_contradicted():
    assert _mark("UTF-16 和 ASCII 兼容", UNICODE_PAGE) == "contradicted"
    assert _mark("dvips 支持真正的（native）TrueType", DVIPS_PAGE) == "contradicted"
    assert _mark("The build file is compatible with make",
                 "The build file is not compatible with make at all.") == "contradicted"


def test_the_option_said_as_written_or_by_other_words_is_not_contradicted():
    assert _mark("UTF-8 使用一至四个 8 位编码", UNICODE_PAGE) == "supported"
    assert _mark("UTF-32 是 UCS-2 的一个子集", UNICODE_PAGE) == "supported"  # another value: not this rule's
    assert _mark("The build file is compatible with make",
                 "The build file is compatible with make at all.") == "supported"
    # a character that negates only inside a word (无线) is no negation put in
    assert _mark("设备连接网络", "设备无线连接网络。") == "supported"
    # an option holding a negation itself is left alone
    assert _mark("dvips 不支持真正的（native）TrueType", "dvips 支持真正的（native）TrueType。") == "supported"


def test_the_subject_of_the_option_must_be_in_the_negated_sentence():
    # 兼容 denied of UTF-16, not of UTF-8: the option's words are not all in that sentence
    assert _mark("UTF-8 和 ASCII 兼容", UNICODE_PAGE) == "supported"


def test_numbered_names_keep_their_numbers():
    assert numbered_names("UTF-32 是 UCS-2 的一个子集") == [("utf", "32"), ("ucs", "2")]
    assert numbered_names("the value is 10") == []


def test_an_option_whose_numbered_names_no_sentence_says_with_its_words_is_not_stated():
    options = [{"label": "B", "text": "UTF-32 是 UCS-2 的一个子集", "verdict": "supported", "distinctive": ["ucs", "子集"]},
               {"label": "C", "text": "UTF-8 使用一至四个 8 位编码", "verdict": "supported", "distinctive": ["一至"]}]
    keep_where_said_together(options, {"B": [UNICODE_PAGE], "C": [UNICODE_PAGE]})
    assert [o["verdict"] for o in options] == ["not_found", "supported"]
