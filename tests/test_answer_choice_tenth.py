"""Choice options, tenth choice round (issue 27, 1091-1092).

Options told apart only by a value, a version, a flag or a letter are compared as written, beside
the stem's subject (1091); where the stem asks which statement is true, the one option a page says
word for word is the stated one (1092). Texts are the pages of the tenth set (alibaba-java-manual
p6, p8, ninja-manual p4, p6). Pure, no service."""
from __future__ import annotations

from f.common.answer import english, said_whole, salience, value_marks
from f.common.answer.options import content_words, split_options

LONG_PAGE = ("2.【强制】long 或Long 赋值时，数值后使用大写L，不能是小写 l，小写容易跟数字混淆，造成误解。\n"
             "3.【强制】浮点数类型的数值后缀统一为大写的D 或F。\n"
             "5.【推荐】常量的复用层次有五层：跨应用共享常量、应用内共享常量、子工程内共享常量。")
NINJA_TOOLS = ("inputs      given a list of targets, print a list of all inputs used to rebuild those targets. "
               "Available since\n\n"
               "Ninja 1.11.\n\nclean       remove built files. By default it removes all built files except for those "
               "created by the generator. Adding the -g flag also removes built files created by the generator (see the "
               "rule reference for the generator attribute).\n\nIf used like ninja -t clean -r rules it removes all files "
               "built using the given rules. This tool takes in account the -v and the -n options.\n\n"
               "cleandead   remove files produced by previous builds that are no longer in the build file.\n\n"
               "Available\n\nsince Ninja 1.\n\n10.\n\ndeps        show all dependencies stored in the .ninja_deps file. "
               "Available since Ninja 1.4.")
NINJA_VARIABLES = ('Variables might better be called "bindings", in that a given variable cannot be changed, only '
                   "shadowed. Variables can also be referenced using curly braces like ${in}.")


def _judge(question, page, words_of=salience, start="supported"):
    stem, options, _ = split_options(question)
    for option in options:
        option["verdict"] = start
    decided = value_marks.judge(options, stem, {o["label"]: [page] for o in options}, words_of.salience, content_words)
    return decided, {o["label"]: o["verdict"] for o in options}


def test_a_letter_is_compared_with_its_case_and_the_denied_one_is_contradicted():
    decided, verdicts = _judge("long 或 Long 赋值时，数值后应使用哪个字母？ A. 小写 l B. 大写 L C. 大写 D D. 大写 F", LONG_PAGE)
    assert decided
    assert verdicts == {"A": "contradicted", "B": "supported", "C": "not_found", "D": "not_found"}


def test_a_chinese_numeral_with_its_measure_word_is_a_mark():
    assert value_marks.marks("五层") == ["五层"]
    decided, verdicts = _judge("常量的复用层次有几层？ A. 三层 B. 四层 C. 五层 D. 六层", LONG_PAGE)
    assert decided and verdicts == {"A": "not_found", "B": "not_found", "C": "supported", "D": "not_found"}


def test_a_version_cut_by_the_passage_split_reads_with_the_tool_line_before_it():
    decided, verdicts = _judge("Which Ninja release first made the cleandead tool available? A. 1.11 B. 1.10 C. 1.4 D. 1.2",
                               NINJA_TOOLS, english, start="not_found")
    assert decided and [k for k, v in verdicts.items() if v == "supported"] == ["B"]


def test_flags_are_compared_as_written_beside_the_stems_words():
    decided, verdicts = _judge("Which flag makes ninja -t clean also remove built files created by the generator? "
                               "A. -r B. -g C. -v D. -n", NINJA_TOOLS, english)
    assert decided and [k for k, v in verdicts.items() if v == "supported"] == ["B"]


def test_options_that_are_phrases_or_share_a_mark_are_left_alone():
    stem, options, _ = split_options("What does the float package do? A. It puts floats on a page "
                                     "B. It adds a caption C. It numbers lines D. It sets margins")
    assert value_marks.applies(options, stem, content_words) == {}
    stem, options, _ = split_options("Which version? A. Ninja 1.2 B. Ninja 1.2 C. Ninja 1.4 D. Ninja 1.10")
    assert value_marks.applies(options, stem, content_words) == {}


def test_a_mark_the_stems_subject_is_not_beside_decides_nothing():
    decided, verdicts = _judge("Which flag makes ninja -t clean also remove built files created by the generator? "
                               "A. -r B. -g C. -v D. -n", "Use -g for debug symbols and -r for release.", english)
    assert not decided and set(verdicts.values()) == {"supported"}


QUESTION = ("Which statement about Ninja variables is true? A. A given variable can be changed, not only shadowed. "
            "B. A given variable cannot be changed, only shadowed. C. A variable is dereferenced with a percent sign. "
            "D. Variables can only be referenced using curly braces.")


def test_the_one_statement_said_whole_is_the_stated_one():
    stem, options, _ = split_options(QUESTION)
    for option in options:
        option["verdict"] = "supported"
    assert said_whole.judge(options, stem, {o["label"]: [NINJA_VARIABLES] for o in options})
    assert {o["label"]: o["verdict"] for o in options} == {"A": "not_found", "B": "supported", "C": "not_found",
                                                            "D": "not_found"}


def test_said_whole_reads_only_a_stem_asking_which_statement_is_true():
    assert said_whole.asks_which_is_true("下列关于命名风格的说法正确的是？")
    assert said_whole.asks_which_is_true(split_options(QUESTION)[0])
    assert not said_whole.asks_which_is_true("How does R's weighted.mean handle zero weights?")
    stem, options, _ = split_options(QUESTION.replace("Which statement about Ninja variables is true?",
                                                      "What does the manual say of Ninja variables?"))
    assert not said_whole.judge(options, stem, {o["label"]: [NINJA_VARIABLES] for o in options})
    assert stem


def test_numbers_number_options_stated_are_left_to_it():
    page = "⟨种级部分⟩ 有 9 类结构，每类 2 个参数。"
    stem, options, _ = split_options("⟨种级部分⟩ 有几类结构？ A. 2 B. 4 C. 9 D. 18")
    for option in options:
        option["verdict"] = "supported" if option["label"] == "C" else "not_found"
    assert not value_marks.judge(options, stem, {o["label"]: [page] for o in options}, salience.salience, content_words)
    assert [o["label"] for o in options if o["verdict"] == "supported"] == ["C"]
