"""Where an English noun group ends (decisions 0721, 0722): a word with an article or a possessive
right after it is the verb or the preposition before the next group (a code block inside a
footnote), and a degree phrase (a tiny bit too far, a little smaller) says how much, not what."""
from f.common.answer import english


def test_a_word_before_an_article_ends_the_group_before_it():
    # a preposition of place: no part of the thing before it
    assert english.concepts("Can I put a bit of code inside a footnote?")[-3:] == ["code", "inside", "footnote"]
    assert english.concepts("How do I show emoji inside a verbatim block?") == ["emoji", "inside", "verbatim block"]
    # a subject's verb before its object
    assert "model fit" in english.concepts("Why does my model fit throws an error?")


def test_the_bare_subject_after_a_questions_auxiliary_is_left_to_0444():
    # split, "Can lilypond turn a scanned page ...?" lost its missing subject (a seen unanswerable
    # question, en6-u07): the reading there is 0444's, as before
    assert english.concepts("Can lilypond open a MuseScore file?")[0] == "lilypond open"
    assert "lilypond turn" in english.concepts("Can lilypond turn a scanned page of sheet music into notes?")


def test_a_group_stays_whole_before_a_time_phrase_a_degree_phrase_or_a_relative_clause():
    # every and each open time phrases after an object
    assert "verb command" in english.concepts("Is there a shorter way than typing the whole verb command every time?")
    # a degree phrase after the object: the object ended there, it was no verb
    assert "code block" in english.concepts("How do I shift the code block a bit to the right?")
    # a counted group's plural noun before a relative clause with no pronoun
    assert "five excellence principles" in english.concepts(
        "What are the five excellence principles the FDA looks at?")
    # no article after the word: the phrase is as before
    assert "code block" in english.concepts("How can I make the whole code block show up in red?")


def test_a_degree_phrase_is_an_everyday_modifier():
    assert english.degree_words("lines that stick out a tiny bit too far") == {"tiny", "bit"}
    assert english.degree_words("make the code a little smaller than the text") == {"little"}
    assert english.concepts("How do I silence the warnings about lines that stick out a tiny bit too far?") == \
        ["silence", "warnings", "lines", "stick", "far"]


def test_a_thing_said_with_a_degree_noun_stays():
    # a partitive (a bit of code), an adjective before a noun (a little arrow), a counted bit
    assert english.degree_words("Can I put a bit of code inside a footnote?") == set()
    assert english.degree_words("How can I put a little arrow in front of each line?") == set()
    assert english.degree_words("How do I set a bit in the status register?") == set()
    assert "bit" in english.concepts("How do I set a bit in the status register?")
    assert english.degree_words("Why does R use a lot of memory?") == set()
