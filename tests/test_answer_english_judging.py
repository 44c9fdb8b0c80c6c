"""An English question's judging adjectives and time clauses (decisions 0457, 0458): a word of
judgement before a noun (the wrong notes, ugly accents) is no part of the thing's name; the verb of
a noun subject after a time conjunction (after my script finishes) or of a group a question word
opens with a motion's goal after it (which shortcut jumps to the start) joins no phrase."""
from f.common.answer import english


def test_a_judging_adjective_before_a_noun_is_no_part_of_its_name():
    assert english.concepts("Why do my lyrics land on the wrong notes?")[-1] == "notes"
    assert "accents" in english.concepts("Why does the phantom box give ugly accents on letters?")
    assert "wrong" not in english.concepts("Why does print give me the wrong answer?")
    # not before a noun: the judgement itself is what is asked (went wrong with, is wrong with)
    assert english.concepts("What went wrong with the Nomad bridge upgrade?")[0] == "went wrong"
    assert "wrong" in english.concepts("What is wrong with my file?")


def test_the_verb_after_a_time_conjunction_and_its_subject():
    assert english.concepts("How do I keep the window open after my script finishes?")[-2:] == ["script", "finishes"]
    assert english.concepts("What happens before your compiler runs?")[-2:] == ["compiler", "runs"]
    # a preposition before a noun group: after, before take no verb there
    assert "note heads" in english.concepts("Where do I put the accent after the note heads?")


def test_a_question_words_group_with_a_motion_goal():
    assert english.concepts("Which shortcut jumps to the start of the line?")[:2] == ["shortcut", "jumps"]
    # after another determiner the -s word is a noun sent somewhere
    assert "error messages" in english.concepts("How can I dump the error messages into a text file?")
    # no goal after it: the compound stays (which line styles do I use)
    assert "line styles" in english.concepts("Which line styles do I use for dashes?")
