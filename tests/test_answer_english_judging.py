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


def test_an_adjective_of_added_amount_is_no_part_of_the_things_name():
    # extra, additional before a word say how much more (0553): the page says extra space for room
    assert english.concepts("How do I put some extra room before the totals row?") == ["room", "totals", "row"]
    assert "space" in english.concepts("Can I add additional space under the bottom rule?")
    # not before a word: the word itself is asked
    assert "option extra" in english.concepts("What does the option extra do?")


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


def _near(phrase: str, page: str) -> bool:
    return any(english.said_near(f, english.page_words(page)) for f in english.variants(phrase)
               if f[:1] in (english.NEAR, english.LINKED))


def test_two_words_side_by_side_in_the_other_order():
    # 0459: a compound a page writes in the other order, nothing between
    assert _near("pickup note", "Start the tune with a quarter note pickup before the bar.")
    # a word between and no link: still apart (0369)
    assert not _near("multiple cores", "A core might support multiple hardware threads.")
    assert not _near("pickup note", "Each note gets a pickup.")


def test_a_modifier_every_own_page_names_lets_the_head_say_the_phrase():
    from f.common.answer.coverage import _folded, _said, forms_of, with_wide_modifiers

    forms = forms_of(["plot label"], [])
    pages = ["Each plot has a title.", "The plot command draws.", "You can plot data files."]
    wide = with_wide_modifiers(forms, {"plot label": pages})
    assert _said(wide["plot label"], _folded('set label "generated on date" at 1,1'))
    assert not _said(forms["plot label"], _folded('set label "generated on date" at 1,1'))
    # the head is still to be named
    assert not _said(wide["plot label"], _folded("set title 'a plot'"))
    # a page of the phrase's own search without the modifier, or too few pages: as before
    assert with_wide_modifiers(forms, {"plot label": [*pages[:2], "Set the label."]}) == forms
    assert with_wide_modifiers(forms, {"plot label": pages[:2]}) == forms
    # a name or a hyphenated modifier stays
    named = forms_of(["Excel sheet", "two-stage pipeline"], [])
    assert with_wide_modifiers(named, {c: ["Excel sheet two-stage"] * 3 for c in named}) == named
