"""Choice options, fifth choice round (issue 27, 0901): an option that is one name is told from its
siblings and the stem by whole words. Pure, no service."""
from __future__ import annotations

from f.common.answer.options import distinctive, split_options


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
