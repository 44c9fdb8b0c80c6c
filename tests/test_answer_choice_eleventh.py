"""Choice options, eleventh choice round (issue 27, 1152-1154).

A definition list's term alone on its line (-c, --create; a format letter w; -p then --portability)
is described by the lines after it, up to its next sibling (1152); a format specifier (%e, %E) is a
mark compared as written (1152); the stem's Latin words are whole however the cut divided them
(mandb, not man: 1153). Texts are the pages of the eleventh set (mandb-zh p1, date-en p2) and of the
tenth's (gnu-time's I/O resources, its -p entry). Pure, no service."""
from __future__ import annotations

from f.common.answer import english, salience, value_marks
from f.common.answer.latin_word import in_whole_runs
from f.common.answer.options import content_words, split_options

MANDB_OPTIONS = ("选项\n\n-p, --no-purge\n\n不花时间检查删除的手册页并从数据库中清理它们。\n\n-c, --create\n\n"
                 "默认情况下，mandb 会尝试更新任何以前创建的数据库。如果某个数据库不存在，程序会创建它。此选项强制 mandb "
                 "删除以前的数据库并重新生成数据库，并隐含了 --no-purge。在数据库损坏或将来引入新数据库存储方案时，这一选项"
                 "可能用到。\n\n-u, --user-db\n\n只创建用户数据库，即使有创建系统数据库所需的写权限。\n\n"
                 "-C 文件, --config-file=文件\n\n使用此用户配置文件代替默认的 ~/.manpath。")
TIME_IO = ("```\nW\n        Number of times the process was swapped out of main memory.\nc\n"
           "        Number of times the process was context-switched involuntarily (because the time slice expired).\nw\n"
           "        Number of times that the program was context-switched voluntarily, for instance while waiting\n"
           "        for an I/O operation to complete.\nI\n        Number of file system inputs by the process.\n```")
TIME_OPTIONS = ("-f format\n--format format\n       Use format as the format string.\n-p\n--portability\n"
                "       Use the following format string:\n            real %e\n            user %U\n            sys %S\n"
                "       The default output format of time differs widely between implementations.\n-v\n--verbose\n"
                "       Use the built-in verbose format.\n-a\n--append\n       Append the resource use output to the file "
                "instead of overwriting it.")
DATE_FORMATS = ("%d day of month (e.g., 01)\n\n%D date; same as %m/%d/%y\n\n%e day of month, space padded; same as %_d\n\n"
                "%F full date; like %+4Y-%m-%d")


MAN_UPDATE = ("-u, --update\n\n该选项将使得 man 更新已安装手册页的缓存数据库。该操作只在特定情况下才需要进行，一般情况下只运行 "
              "mandb(8) 更好。")


def _judge(question, pages, words_of=salience, start="not_found", cut=content_words):
    stem, options, _ = split_options(question)
    for option in options:
        option["verdict"] = start
    pages = pages if isinstance(pages, list) else [pages]
    decided = value_marks.judge(options, stem, {o["label"]: pages for o in options}, words_of.salience, cut)
    return decided, [o["label"] for o in options if o["verdict"] == "supported"]


def _cut_at_library_term(text):
    """The pack process's cut, with the library's term man in jieba's dictionary: mandb -> man + db."""
    return [piece for w in content_words(text) for piece in (["man"] if w == "mandb" else [w])]


def test_a_term_whose_first_sentence_names_the_stem_is_stated_as_before():
    decided, supported = _judge("要让 mandb 删掉以前的数据库、从头重新生成，应该用哪个选项？ A. -c B. -C C. -p D. -u",
                                [MANDB_OPTIONS, MAN_UPDATE])
    assert decided and supported == ["A"]


def test_the_stems_latin_word_is_whole_where_the_cut_divided_it():
    # man(1)'s -u names man beside 数据库; the stem asks of mandb, whose -c the mandb page describes
    decided, supported = _judge("要让 mandb 删掉以前的数据库、从头重新生成，应该用哪个选项？ A. -c B. -C C. -p D. -u",
                                [MANDB_OPTIONS, MAN_UPDATE], cut=_cut_at_library_term)
    assert decided and supported == ["A"]


def test_a_format_letter_takes_its_own_line_not_the_line_before_it():
    # before 1152 the bare "w" read with c's "involuntarily" line (the tenth held back's c08)
    decided, supported = _judge("Which format specifier of GNU time gives the number of times the process was "
                                "context-switched involuntarily? A. w B. c C. W D. F", TIME_IO, english)
    assert decided and supported == ["B"]


def test_a_term_and_its_other_spelling_on_the_next_line_are_one_term():
    decided, supported = _judge("Which option makes GNU time use the format string real %e, user %U, sys %S? "
                                "A. -v (--verbose) B. -f (--format) C. -p (--portability) D. -a (--append)",
                                TIME_OPTIONS, english)
    assert decided and supported == ["C"]


def test_a_format_specifier_is_a_mark_with_its_case():
    assert value_marks.marks("%e") == ["%e"] and value_marks.marks("%E") == ["%E"] and value_marks.marks("%_d") == ["%_d"]
    assert value_marks.marks("50% off") == ["50"]
    decided, supported = _judge("Which date format sequence prints the day of the month padded with spaces? "
                                "A. %d B. %e C. %E D. %D", DATE_FORMATS, english)
    assert decided and supported == ["B"]


def test_what_is_no_term():
    for line in ("-c, --create", "-C 文件, --config-file=文件", "-X[dpi], --gxditview[=dpi]", "-E eof-str", "w"):
        assert value_marks._is_term(line), line
    for line in ("-c 选项强制删除以前的数据库并重新生成数据库", "--help display this help and exit",
                 "%e day of month, space padded", "-g flag also removes built files.", "Ninja 1.10"):
        assert not value_marks._is_term(line), line
    # a one-line entry and prose keep their sentences: no term, nothing described
    assert value_marks._terms(DATE_FORMATS) == []
    assert value_marks._terms("可能要重新以 -c 选项运行 mandb 来重建数据库。\n\n选项") == []


def test_the_stems_latin_words_are_whole():
    assert in_whole_runs("要让 mandb 删掉以前的数据库", ["man", "删掉", "数据库"]) == ["mandb", "删掉", "数据库"]
    # a whole word stays as it is, and so does a word with no Latin run around it
    assert in_whole_runs("man 的子进程返回了非零的退出状态码", ["man", "子进程"]) == ["man", "子进程"]
    assert in_whole_runs("mandb 和 man", ["man", "mandb"]) == ["man", "mandb"]
