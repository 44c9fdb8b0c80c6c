"""Choice options, fifth choice round (issue 27, 0901-0902): an option that is one name is told from
its siblings and the stem by whole words (0901); an option said in a number has it for its own word,
stated only in a sentence about the stem's subject, never as a term of a computation (0902). Pure,
no service."""
from __future__ import annotations

from f.common.answer.options import distinctive, split_options, verdict


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
    # a term of a computation is no value (8/3); 6 is not in -6
    assert _own("则 y 的值为（ ） A. 6 B. -6 C. 8/3") == {"A": ["6"], "B": ["-6"], "C": []}
    # an option with words of its own keeps them; the number is not added
    assert _own("持续时间要？ A. 不宜过长 B. 每次5～8分钟")["A"] == ["不宜", "过长"]


def test_a_number_is_stated_only_in_a_sentence_about_the_subject():
    page = "2.4.2 手动断行\n以上命令都带一个可选参数，取值范围为 0–4，不带可选参数时，缺省为 4。\n"
    assert verdict(["4"], [page], {}, ["可选参数"])[0] == "supported"
    # 2 stands on the page only in a section number, 160 is not 16, and no subject: nothing stated
    assert verdict(["2"], [page], {}, ["可选参数"])[0] == "not_found"
    assert verdict(["16"], ["默认初始值为 160。"], {}, ["初始值"])[0] == "not_found"
    assert verdict(["4"], [page], {}, [])[0] == "not_found"
    # a worked example's result beside its signs is computed there, not stated
    assert verdict(["29"], ["等差数列的通项：a_10 = 2 + 27 = 29。\n"], {}, ["等差数列"])[0] == "not_found"
    assert verdict(["29"], ["等差数列的第十项为 29。\n"], {}, ["等差数列"])[0] == "supported"
