"""Choice options, twelfth choice round (issue 27, 1158-1161).

The stem names a definition list's term and the options are descriptions: the term's entry says
which (1158); a setting's name with its value (fn=35) is a mark, and a semicolon inside a value is
no sentence's end (1160); a last word in consonant and y is named by its -ies plural (1160); a
signed number after no operand (-1) is a mark (1161). Texts are the tuned half's pages of the
twelfth set (shadow-zh p2, grep-en p2 and p8, useradd-zh p2). Pure, no service."""
from __future__ import annotations

from f.common.answer import english, named_entry, value_marks
from f.common.answer.options import content_words, page_names, split_options
from f.common.glossary.lookup import fold_term

SHADOW_FIELDS = ("如果最大密码年龄小于最小密码年龄，用户将会不能更改密码。\n \n密码警告时间段\n \n"
                 "密码过期之前，提前警告用户的的天数(请参考上边的密码的最大年龄)。\n空字段或者 0 表示没有密码警告期。\n \n"
                 "密码禁用期\n \n密码过期(查看上边的密码最大年龄)后，仍然接受此密码的天数(在此期\n"
                 "间，用户应该在下次登录时修改密码)。\n空字段表示没有强制密码过期。\n \n最后一次更改密码的日期\n \n"
                 "The date of the last password change, expressed as the number of\ndays since Jan 1, 1970 00:00 UTC.\n \n"
                 "文件\n \n/etc/passwd\n \n用户账户信息。")
GREP_OUTPUT = ("-c, --count\nSuppress normal output; instead print a count of matching lines\nfor each input file.\n"
               "-L, --files-without-match\nSuppress normal output; instead print the name of each input\n"
               "file from which no output would normally have been printed.\n"
               "-l, --files-with-matches\nSuppress normal output; instead print the name of each input\n"
               "file from which output would normally have been printed.\nScanning each input file stops upon first match.\n"
               "-H, --with-filename\nPrint the file name for each match. This is the default when\n"
               "there is more than one file to search.")
GREP_COLORS = ("GREP_COLORS\nControls how the --color option highlights output. Its value is\n"
               "a colon-separated list of capabilities that defaults to\n"
               "ms=01;31:mc=01;31:sl=:cx=:fn=35:ln=32:bn=32:se=36 with the rv\n"
               "and ne boolean capabilities omitted (i.e., false). Supported\ncapabilities are as follows.")
USERADD_F = ("-f, --inactive INACTIVE\ndefines the number of days after the password exceeded its maximum\n"
             "age where the user is expected to replace this password. The value\nis stored in the shadow password file. "
             "An input of 0 will disable\nan expired password with no delay. An input of -1 will blank the\n"
             "respective field in the shadow password file.\n"
             "If not specified, useradd will use the default inactivity period\nspecified by the INACTIVE variable in "
             "/etc/default/useradd, or -1\nby default.\n"
             "-g, --gid GROUP\nThe name or the number of the user's primary group.\n"
             "of the new user to the value specified by the GROUP variable in\n/etc/default/useradd, or 100 by default.")


def _options(question, start="supported"):
    stem, options, _ = split_options(question)
    for option in options:
        option["verdict"] = start
    return stem, options


def _supported(options):
    return [o["label"] for o in options if o["verdict"] == "supported"]


def test_the_named_fields_entry_says_which_description():
    stem, options = _options("/etc/shadow 里的“密码警告时间段”字段记录的是什么？ A. 密码过期之前，提前警告用户的天数 "
                             "B. 密码过期之后，仍然接受这个密码的天数 C. 用户改过一次密码之后，要等多久才能再改 "
                             "D. 最后一次更改密码的日期")
    assert named_entry.judge(options, stem, [SHADOW_FIELDS], content_words)
    assert _supported(options) == ["A"]


def test_the_named_flags_entry_says_the_option_word_for_word():
    # -l's entry says A word for word and -L's says B: only the flag as written (case kept) names the entry
    question = ("What does grep's {} option do? A. Print the name of each input file from which output would normally "
                "have been printed B. Print the name of each input file from which no output would normally have been "
                "printed C. Print a count of matching lines for each input file D. Print the file name for each match")
    stem, options = _options(question.format("-L"))
    assert named_entry.judge(options, stem, [GREP_OUTPUT], content_words)
    assert _supported(options) == ["B"]
    stem, options = _options(question.format("-l"))
    assert named_entry.judge(options, stem, [GREP_OUTPUT], content_words)
    assert _supported(options) == ["A"]


def test_no_named_term_or_a_sections_heading_leaves_the_verdicts():
    # the stem names no term of the list: nothing decided, the verdicts as they were
    stem, options = _options("Which output does grep print for each input file? A. Print the name of each input file "
                             "from which output would normally have been printed B. Print a count of matching lines for "
                             "each input file C. Print the file name for each match D. Print every line that matches")
    assert not named_entry.judge(options, stem, [GREP_OUTPUT], content_words)
    assert _supported(options) == ["A", "B", "C", "D"]
    # 文件 is a section's heading (shorter than NAME_MIN_CHARS), not a term the stem names
    stem, options = _options("shadow 手册页的文件一节里写了什么？ A. 用户账户信息的文件 B. 密码过期之后仍然接受的天数 "
                             "C. 最后一次更改密码的日期 D. 提前警告用户的天数")
    assert not named_entry.judge(options, stem, [SHADOW_FIELDS], content_words)


def test_options_that_are_values_are_not_descriptions():
    stem, options = _options("What does grep's -L option print? A. -l B. -c C. -H D. -L")
    assert not named_entry.descriptions(options, content_words)


def test_a_settings_value_is_a_mark_and_its_semicolon_no_sentence_end():
    assert value_marks.marks("fn=01;31") == ["fn=01;31"] and value_marks.marks("y=x") == ["y", "x"]
    stem, options = _options("In the default value of GREP_COLORS, what is the file-name capability set to? "
                             "A. fn=32 B. fn=36 C. fn=35 D. fn=01;31", start="not_found")
    assert value_marks.judge(options, stem, {o["label"]: [GREP_COLORS] for o in options}, english.salience, content_words)
    assert _supported(options) == ["C"]


def test_capabilities_names_capability():
    page = "a colon-separated list of capabilities that"
    assert page_names("capability", fold_term(page), page)
    assert page_names("boolean capability", fold_term("the boolean capabilities"), "the boolean capabilities")
    assert not page_names("capability", fold_term("capabilityx"), "capabilityx")
    assert not page_names("key", fold_term("many keies"), "many keies")  # a vowel before y: keys, not keies


def test_a_signed_default_is_a_mark():
    assert value_marks.marks("-1") == ["-1"] and value_marks.marks("n-1") == ["n", "1"]
    assert value_marks.marks("75-12") == ["75", "12"]  # a number joined to a number: as before
    stem, options = _options("When useradd is run without -f and /etc/default/useradd sets no INACTIVE variable, what "
                             "inactivity period does the new account get by default? A. 0 B. -1 C. 100 D. 32", start="not_found")
    options[2]["verdict"] = "supported"  # number_options' 100 of -g's sentence
    assert value_marks.judge(options, stem, {o["label"]: [USERADD_F] for o in options}, english.salience, content_words)
    assert _supported(options) == ["B"]


XARGS_EOF = ("-E eof-str\nSet the end of file string to eof-str. If the end of file\nstring occurs as a line of input, "
             "the rest of the input is ig‐\nnored. If neither -E nor -e is used, no end of file string is\nused.\n"
             "-e[eof-str], --eof[=eof-str]\nThis option is a synonym for the -E option. Use -E instead, be‐\n"
             "cause it is POSIX compliant while this option is not. If eof-\nstr is omitted, there is no end of file "
             "string. If neither -E\nnor -e is used, no end of file string is used.\n"
             "-I replace-str\nReplace occurrences of replace-str in the initial-arguments with\nnames read from standard input.")


def test_an_entry_denying_its_term_by_reference():
    # the eleventh set's held-back c12, seen here: -e's entry says POSIX compliant of -E, not of -e
    stem, options = _options("Which xargs option sets the end-of-file string in the POSIX-compliant way? "
                             "A. -e B. -E C. -i D. -I", start="not_found")
    assert value_marks.judge(options, stem, {o["label"]: [XARGS_EOF] for o in options}, english.salience, content_words)
    assert _supported(options) == ["B"] and options[0]["verdict"] == "contradicted"
    # a reference with no negation after it in its clause denies nothing
    kept, denying = value_marks._by_reference("This option is a synonym for the -E option. It is POSIX compliant.")
    assert not denying and "synonym" in kept
