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
