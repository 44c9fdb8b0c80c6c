"""A Latin word of the question stays one concept however the cut divides it (decision 1056)."""
from f.common.answer import plan
from f.common.answer.latin_word import whole_latin
from f.common.vectors import sparse


def test_pieces_of_one_latin_run_are_joined_again():
    assert whole_latin("bib 条目里的 crossref 字段", ["bib", "条目", "cross", "ref", "字段"]) == \
        ["bib", "条目", "crossref", "字段"]
    # POSIX cut po + six: six is no word of the question
    assert whole_latin("应该用 POSIX 环境", ["应该", "po", "six", "环境"]) == ["应该", "posix", "环境"]


def test_whole_words_and_separate_runs_stay_as_they_are():
    # two runs side by side are two words (demo tex of demo.tex), a whole run is kept
    assert whole_latin("demo.tex 和 books.bib", ["demo", "tex", "books", "bib"]) == ["demo", "tex", "books", "bib"]
    # the letters of UCS4 are the run; its digit never joins a concept
    assert whole_latin("UTF-32(UCS4) 支持", ["utf", "32", "ucs", "4", "支持"]) == ["utf", "32", "ucs", "4", "支持"]
    assert whole_latin("没有拉丁字母", ["没有", "拉丁字母"]) == ["没有", "拉丁字母"]


def test_a_glossary_term_added_to_the_cut_does_not_split_a_latin_concept(monkeypatch):
    """In the process that builds packs the library's terms join jieba's dictionary; with cross and
    ref among them crossref was planned as cross + ref, two concepts the question does not hold."""
    monkeypatch.setattr(sparse, "_jieba", None)
    monkeypatch.setattr(sparse, "_added", set())
    monkeypatch.setattr(sparse, "_pending", set())
    sparse.add_terms(["cross", "ref"])
    question = "bib 条目里的 crossref 字段到底是干什么用的？"
    assert "cross" in sparse.words(question)  # the cut divides it
    found = plan.analyse(question)["concepts"]
    assert "crossref" in found and "cross" not in found and "ref" not in found
