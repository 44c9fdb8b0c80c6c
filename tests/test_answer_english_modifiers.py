"""Everyday modifiers and word forms in an English question (decision 0371): a quantifier, an
adverb of the closed list or a comparative not set before a noun is how the reader asks, no part
of what a page must name; a word is said in another form of the same word (failed: failures,
cross-built: cross-building)."""
from f.common.answer import english
from f.common.answer.coverage import _folded, _said, forms_of


def test_a_quantifier_is_no_part_of_the_phrase():
    assert english.concepts("Can the checks run on several cores?") == ["checks", "run", "cores"]
    assert english.concepts("Can the linker use multiple threads?")[-1] == "threads"
    assert "default packages" in english.concepts("Can R start by loading fewer default packages?")


def test_a_comparative_after_its_thing_or_alone_is_a_modifier_before_a_noun_it_stays():
    assert english.concepts("Does keeping symbols make the compile slower?")[-1] == "compile"
    assert "faster" not in " ".join(english.concepts("How much faster does R compile?"))
    # attributive: a lower bound, a larger stack size name a thing
    assert "lower bound" in english.concepts("What is the lower bound of the sort?")
    assert "larger stack" in " ".join(english.concepts("Does R need a larger stack size?"))
    # an agent noun has no superlative: compiler, user, server are no comparatives
    assert not any(english.comparative(w) for w in ("compiler", "user", "server", "manager", "number"))
    assert all(english.comparative(w) for w in ("faster", "bigger", "easier", "slowest"))


def test_an_adverb_of_the_list_and_an_ly_adverb_before_a_modifier_go():
    assert english.concepts("Which option uses its own timezone code instead?") == ["option", "timezone code"]
    assert english.concepts("Does optimization make builds noticeably faster?") == ["optimization", "builds"]
    # an -ly adverb of a rare adjective elsewhere stays (statically: how R is linked)
    assert "statically" in english.concepts("Can R be linked statically?")


def _said_on(concept: str, page: str) -> bool:
    return _said(forms_of([concept], [])[concept], _folded(page))


def test_a_word_is_said_in_another_form_of_the_same_word():
    assert _said_on("failed", "Failures of the regression tests are reported.")
    assert _said_on("cross-built", "R can be cross-building for another platform.")
    assert _said_on("built", "How to build R from source.")
    # whole words of the same word only: fail is not inside failsafe
    assert not _said_on("failed", "A failsafe mode exists.")
    assert not english.same_word("port", "portion") and english.same_word("fail", "failur")


def test_a_short_stems_other_forms_stay_unmatched():
    # nursing and nurse are one Snowball stem of four letters: no new match (apps is no app)
    assert not _said_on("nursing", "The nurse checks the patient.")


def test_a_counted_thing_is_said_only_beside_another_concept_of_the_question():
    from f.common.answer.pack import _counted_apart

    stem = "How can I make R use multiple cores on my laptop?"
    assert english.counted(stem, english.concepts(stem)) == ["cores"]
    forms = forms_of(english.concepts(stem), [])
    # cores of a processor on one page, a laptop on another: the question's cores are not there
    apart = ["A RISC-V core might support multiple hardware threads.", "Use a 32-bit build on a laptop."]
    assert _counted_apart(stem, forms, apart) == "cores"
    together = ["On a laptop set the number of cores R may use."]
    assert _counted_apart(stem, forms, together) is None


def test_a_thing_named_nowhere_is_read_as_the_index_stems_it():
    # en19-u05 (tuned, 0971): threads is on no page; thread or threading on one is the same stem
    pages = ["bzip2 compresses files in blocks.", "Decompression speed is halved."]
    assert english.named_nowhere("threads", pages)
    assert not english.named_nowhere("threads", ["Each thread reads one block."])
    assert not english.named_nowhere("block sizes", ["The block size affects memory."])
    # every word of a phrase on one page, not spread over two
    assert english.named_nowhere("block threads", ["a block", "a thread"])
    assert not english.named_nowhere(None, pages) and not english.named_nowhere("", pages)


def test_a_counted_thing_no_page_names_is_not_rescued_or_lifted():
    stem = "Can bzip2 use several threads to compress faster?"
    pages = ["bzip2 compresses files in blocks.", "bzip2 is built on top of libbzip2."]
    assert english.counted_unnamed(stem, "threads", pages)
    # a page naming it keeps the earlier readings (the thing is there, said apart: _counted_apart)
    assert not english.counted_unnamed(stem, "threads", [*pages, "one thread per core"])
    # a missing subject the question does not count is not this rule's
    assert not english.counted_unnamed("Can bzip2 use threads?", "threads", pages)
    assert not english.counted_unnamed(stem, None, pages)
