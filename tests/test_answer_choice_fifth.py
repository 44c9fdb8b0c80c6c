"""Choice options, fifth choice round (issue 27, 0901-0903): an option that is one name is told from
its siblings and the stem by whole words (0901); an option said in a number has it for its own word,
stated only in a sentence about the stem's subject (0902); options left level beside the subject are
told apart by what the page says of each in its own clause (0903). Pure, no service."""
from __future__ import annotations

from f.common.answer.options import distinctive, own_clause, split_options, verdict
from f.common.answer.pack import _beside_the_subject


def _own(question: str) -> dict:
    stem, options, _ = split_options(question)
    return distinctive(options, stem)


def test_a_name_option_keeps_the_word_a_longer_sibling_holds():
    # \dots is not in \cdots or the stem's \ldots: each command keeps its own word
    own = _own(r"LaTeX 中哪个命令与 \ldots 等效？ A. \dots B. \cdots C. \vdots D. \ddots")
    assert own["A"] == ["dots"] and own["B"] == ["cdots"]
    own = _own("哪一个集合类的 Key 和 Value 都允许为 null？ A. Hashtable B. TreeMap C. ConcurrentHashMap D. HashMap")
    assert own["D"] == ["hashmap"] and own["C"] == ["concurrenthashmap"]
    # an identifier's part the stem holds only inside another name (Rscript) is still the option's
    own = _own("Which variable takes precedence over R_DEFAULT_PACKAGES for Rscript? "
               "A. R_LIBS_USER B. R_SCRIPT_DEFAULT_PACKAGES C. R_LIBS")
    assert own["B"] == ["script"] and own["C"] == []


def test_a_phrase_option_reads_the_stem_and_siblings_as_before():
    # the float name: \newfloat in the stem says float, as before 0901
    own = _own(r"Which arguments of \newfloat must you give? A. The type and the title B. The float name and style")
    assert "float" not in own["B"]
    # the cut's words: \newpage and \clearpage both say page, so page is no command's own word
    own = _own(r"哪个命令另起一栏？ A. \newpage B. \clearpage C. \pagebreak D. \nopagebreak")
    assert all("page" not in words for words in own.values())


def test_a_number_option_has_its_number_for_its_own_word():
    assert _own("默认初始值是多少？ A. 16 B. 0.75 C. 1024 D. 8") == {"A": ["16"], "B": ["0.75"], "C": ["1024"], "D": ["8"]}
    # 1.2 is not in 1.25; a number the stem says is no option's own
    assert _own("基础行距是字号的多少倍？ A. 1.25 倍 B. 1.2 倍 C. 2 倍")["B"] == ["1.2"]
    assert _own("第 2 版的默认值是？ A. 2 B. 4")["A"] == []
    # an option with words of its own keeps them; the number is not added
    assert _own("持续时间要？ A. 不宜过长 B. 每次5～8分钟")["A"] == ["不宜", "过长"]


def test_a_number_is_stated_only_in_a_sentence_about_the_subject():
    page = "2.4.2 手动断行\n以上命令都带一个可选参数，取值范围为 0–4，不带可选参数时，缺省为 4。\n"
    assert verdict(["4"], [page], {}, ["可选参数"])[0] == "supported"
    # 2 stands on the page only in a section number, 160 is not 16, and no subject: nothing stated
    assert verdict(["2"], [page], {}, ["可选参数"])[0] == "not_found"
    assert verdict(["16"], ["默认初始值为 160。"], {}, ["初始值"])[0] == "not_found"
    assert verdict(["4"], [page], {}, [])[0] == "not_found"


DASHES = ("LATEX 中有三种长度的“横线”可用：连字号、短破折号和长破折号。它们分别有不同的用途：连字号 - 用来组成"
          "复合词；短破折号 – 用来连接数字表示范围；长破折号 — 用来连接单词。\n")


def test_the_clause_naming_an_option_says_what_the_stem_asks():
    asked = {"连接": 1.0, "数字": 1.0, "范围": 1.0}
    assert own_clause(["短破折号"], [DASHES], asked) == 3.0
    assert own_clause(["连字号"], [DASHES], asked) == 0.0
    # a Latin word is read whole: dots is not in \ldots's clause
    assert own_clause(["dots"], [r"\ldots 表示省略号，\cdots 居中"], {"省略号": 1.0}) == 0.0


def _verdicts(stem, concepts, distinctive_words, page, polarity="positive"):
    plan = {"stem": stem, "concepts": concepts, "salience": {c: 1.0 for c in concepts}, "polarity": polarity,
            "options": [{"label": label, "text": " ".join(words), "verdict": "supported", "distinctive": words}
                        for label, words in zip("ABCD", distinctive_words)]}
    _beside_the_subject(plan, {}, [("book", 1)], {("book", 1): page})
    return [o["verdict"] for o in plan["options"]]


def test_options_level_beside_the_subject_are_told_by_their_own_clause():
    stem = "LaTeX 里要连接数字表示范围，应该用哪种横线？"
    assert _verdicts(stem, ["latex", "横线"], [["连字号"], ["短破折号"]], DASHES) == ["not_found", "supported"]
    # a negative stem keeps the whole page's verdicts (0828)
    assert _verdicts("关于横线，下列说法错误的是？", ["latex", "横线"], [["连字号"], ["短破折号"]], DASHES,
                     polarity="negative") == ["supported", "supported"]
    # no other word of the stem in either clause: both stay
    assert _verdicts("LaTeX 里有哪种横线？", ["latex", "横线"], [["连字号"], ["短破折号"]], DASHES) == \
        ["supported", "supported"]
