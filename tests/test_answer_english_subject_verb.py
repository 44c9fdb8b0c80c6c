"""Words an English question glues that a page says apart or in another order (decision 0444): the
verb after a noun subject with no pronoun before it (my file breaks the compile, when my bar check
fails) joins no phrase; a word that places a thing in a sequence or takes all of it (the previous
chord, a whole passage) is no part of its name; three words a page says in another order within
one sentence, the head linked back to a modifier (older versions of LilyPond), name the phrase."""
from f.common.answer import english
from f.common.answer.coverage import _folded, _said, forms_of


def test_the_verb_after_a_noun_subject_joins_no_phrase():
    # a determiner after the word: the word is the verb, its object follows
    assert english.concepts("Which part of my report breaks the build?")[-3:] == ["report", "breaks", "build"]
    # a clause's noun group at the question's start or after a conjunction, the word with a verb's -s
    assert english.concepts("What does it mean when my bar check fails?")[-2:] == ["bar check", "fails"]
    assert english.concepts("convert-ly breaks on a path with spaces")[:2] == ["convert-ly", "breaks"]
    # let's object acts
    assert "website" in english.concepts("Is it safe to let a website compile uploads?")


def test_a_noun_phrase_stays_one_phrase():
    # an auxiliary after the -s word: it was the noun (page breaks), the verb is are
    assert "page breaks" in english.concepts("If the page breaks are wrong, what do I do?")
    assert "page breaks" in english.concepts("How do I add page breaks to my score?")
    assert "source files" in english.concepts("Which source files does the build read?")
    # a counted group is plural, its -s word a noun (a reduced relative clause follows)
    assert "five excellence principles" in english.concepts(
        "What are the five excellence principles the FDA looks at?")
    # a relative pronoun is no determiner; make takes a noun group (make banana bread)
    assert "software functions" in english.concepts("What about software functions that calibrate pumps?")
    assert "banana bread" in english.concepts("What's a good way to make banana bread at home?")


def test_a_position_word_before_a_noun_is_no_part_of_its_name():
    assert english.concepts("How do I repeat the previous chord?")[-1] == "chord"
    assert english.concepts("How do I turn beaming off for a whole passage?")[-1] == "passage"
    # a position word standing alone (not before a word) is left as it was
    assert "previous chord" not in english.concepts("Which chord is previous?")
    # a word of time order is one of them (0517): the page says "subsequent listings"
    assert english.concepts("How do I stop the line numbers from showing in later listings?")[-1] == "listings"
    assert english.concepts("How do I rerun the earlier command?")[-1] == "command"


def test_three_words_in_another_order_within_one_sentence():
    forms = forms_of(["older lilypond version"], [])["older lilypond version"]
    assert _said(forms, _folded("You can go back to older versions of LilyPond with it."))
    # the head linked back to its modifier only, and within one sentence and a few words
    assert not _said(forms, _folded("An older manual for this version of LilyPond."))
    assert not _said(forms, _folded("LilyPond is older. The version of the manual changed."))
    assert not _said(forms, _folded("The lilypond version is older than this one."))
