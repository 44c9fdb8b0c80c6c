"""Round 21 of the glossary (issue 27): registers from the tuned half's misses, kept general: an
English FAQ's answer that opens by saying what the asked term is, a quoted name given with an adverb
before "called", and a concept entry's word whose English name follows it however jieba cuts it. Each
positive test fails on the rules before round 21 (commit 2872d6e); the negative ones guard the rules."""
from __future__ import annotations

from f.common.glossary.en import answer_opening, candidates
from f.common.glossary.patterns import sentences
from f.common.glossary.zh import property_of, with_english
from tests.glossary_items import heading, terms, text

FILLER = "This chapter explains how the system is put together and how its parts are used. " * 40
ZH_FILLER = "本章介绍排版的基本方法和一般步骤，读者可以按照顺序阅读。" * 120


# --- an English FAQ: "What is X?" answered by "X is …" / "The “Long Name” (X) is …" / "X (link) offers …" ---

def test_an_english_question_headings_answer_defines_the_term_asked():
    found = terms([heading(0, "2.10 What is CRAN?", 2),
                   text(0, "The “Comprehensive R Archive Network” (CRAN) is a collection of sites which carry "
                           "identical material, consisting of the R distribution(s) and binaries."),
                   heading(0, "2.13 What is the R Foundation?", 2),
                   text(0, "The R Foundation is a not for profit organization working in the public interest."),
                   heading(1, "2.14 What is R-Forge?", 2),
                   text(1, "R-Forge (https://R-Forge.R-project.org/) offers a central platform for the development "
                           "of R packages."),
                   text(2, FILLER + " CRAN and R-Forge are mirrored; the R Foundation holds the copyright.")])
    assert found["CRAN"]["aliases"] == ["Comprehensive R Archive Network"] and found["CRAN"]["page"] == 1
    assert "R Foundation" in found
    assert found["R-Forge"]["aliases"] == [] and found["R-Forge"]["page"] == 2  # a link is no other name


def test_an_answer_about_something_else_or_a_later_sentence_defines_nothing():
    assert answer_opening("It is a language and an environment for graphics.", "S") == []
    assert answer_opening("Binary distributions of R are available on many Unix-like OSes.", "R") == []
    found = terms([heading(0, "3.1 What is S?", 2),
                   text(0, "The language was designed at Bell Labs. S is a very high level language."),
                   text(1, FILLER)])
    assert "S" not in found  # only the answer's first sentence is read as its definition
    assert [c["term"] for c in answer_opening("S is a very high level language and an environment.", "S")] == ["S"]


# --- a quoted name after "is often / also called" ---

def test_a_quoted_name_after_an_adverb_and_called():
    assert [c["term"] for c in candidates("This book is often called the “Blue Book”, and introduced S version 2.")] \
        == ["Blue Book"]
    assert [c["term"] for c in candidates("This is also called the “White Book”, and introduced S version 3.")] \
        == ["White Book"]
    assert candidates("This function is often called with two arguments.") == []


# --- a concept entry's word with its English name, however jieba cuts the word ---

def test_the_entry_words_english_name_marks_it_whatever_the_cut():
    sentence = "文本行的劣度（badness）值测量该行的字间隔偏离它们的自然值多远。"
    assert with_english(sentence) == []  # in passing: no relation, no heading above
    found = with_english(sentence, "劣度")
    assert [(c["term"], c["aliases"]) for c in found] == [("劣度", ["badness"])]
    entries = terms([heading(0, "概念"), text(0, "劣度."), text(0, sentence),
                     text(1, "TEX 用劣度评价不同的分段为行方式。" + ZH_FILLER)])
    assert entries["劣度"]["page"] == 1


# --- a property of a thing the book defined: "盒子的高度是…的延伸距离，而它的深度是…" ---

def test_a_property_of_a_defined_thing_stated_like_a_definition():
    sentence = "盒子的高度是盒子在基线上边的延伸距离，而它的深度是在基线下边的延伸距离。"
    assert [(c["term"], c["aliases"]) for c in property_of(sentence, {"盒子"})] == [
        ("盒子的高度", ["高度"]), ("盒子的深度", ["深度"])]
    assert property_of(sentence, {"基线"}) == []  # the owner not a term the book defined
    assert property_of("盒子的特点是非常灵活的结构。", {"盒子"}) == []  # an attribute, an evaluation
    assert property_of("盒子的高度是 10pt。", {"盒子"}) == []  # a value, not a modified noun
    entries = terms([heading(0, "概念"), text(0, "盒子（box）是要排版的矩阵素材。"), text(0, sentence),
                     text(1, "V 的高度加深度等于各项之和，盒子的深度可以为负。" + ZH_FILLER)])
    assert entries["盒子的高度"]["aliases"] == ["高度"] and "盒子的深度" in entries
    assert "高度" not in terms([heading(0, "概念"), text(0, sentence), text(1, "高度加深度。" + ZH_FILLER)])


# --- a licence's definitions (issue 27, seen round 20's FDL): a quoted term inside its noun phrase ---

def test_a_quoted_term_inside_its_noun_phrase_then_means():
    def named(sentence):
        return [c["term"] for c in candidates(sentence)]
    assert named("A “Transparent” copy of the Document means a machine-readable copy, represented in a format.") \
        == ["Transparent"]
    assert named("A section “Entitled XYZ” means a named subunit of the Document whose title is XYZ.") == ["Entitled XYZ"]
    assert named("To “Preserve the Title” of such a section when you modify the Document means that it remains "
                 "a section “Entitled XYZ”.") == ["Preserve the Title"]
    assert named("This License is a kind of “copyleft”, which means that derivative works must be free.") == ["copyleft"]
    assert named("The “Save” button means nothing here.") == []  # a word after the quote, no qualifier
    assert named("A “yes” answer means the test passed.") == []  # a defined term is capitalised


# --- a definition by property in English: "An X is one that …" (issue 27) ---

def test_an_x_is_one_that():
    assert [(c["term"], c["definition"]) for c in candidates("A leaf is one that has no children.")] == [
        ("leaf", "that has no children")]
    assert candidates("The best choice is one that works.") == []  # "The …": a judgement, not a definition


def test_a_full_stop_inside_a_closing_bracket_ends_the_sentence():
    text_ = ("(Here XYZ stands for a section name such as “History”.) To “Preserve the Title” of such a section "
             "when you modify the Document means that it remains a section “Entitled XYZ”.")
    assert [text_[a:b] for a, b in sentences(text_)][1].startswith("To “Preserve the Title”")
    assert len(sentences("See the notes (by D. E. Knuth.) for more.")) == 1  # a lone initial, lower case after
