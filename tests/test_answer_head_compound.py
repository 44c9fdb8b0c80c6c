"""A user's compound of everyday words the library names word by word, whose head the pack's top
pages name, is no missing subject (0726), if a top page names the head as the thing itself or right after
the phrase's own modifier (0796); a near-topic compound keeps its telling word."""
from __future__ import annotations

from f.common.answer.coverage import _folded, missing_subject, named_by_its_head, verbatim

PAGE = ("The environment Verbatim prints a block of text as it stands. With frame=single a line is "
        "drawn around the whole block; the code inside keeps its spaces.")
OTHER = "A border is drawn around the plot. Marks of shadow are not part of it."


def test_everyday_compound_with_its_head_on_a_top_page_is_said_by_the_head():
    read = _folded(PAGE, OTHER)
    assert named_by_its_head("code block", read, [PAGE])
    assert named_by_its_head("border line", read, [PAGE])


def test_a_head_no_top_page_names_keeps_the_compound():
    # drop shadow: both words read somewhere, the head on no top page
    read = _folded(PAGE, OTHER, "Drop the last line.")
    assert not named_by_its_head("drop shadow", read, [PAGE])


def test_a_word_no_page_reads_or_a_rarer_word_keeps_the_compound():
    read = _folded(PAGE, OTHER)
    assert not named_by_its_head("private block", read, [PAGE])      # private on no page read
    assert not named_by_its_head("algorithm block", _folded(PAGE, "an algorithm"), [PAGE])  # rarer word
    assert not named_by_its_head("block", read, [PAGE])              # one word: the earlier rules


def test_missing_subject_passes_to_the_next_telling_concept():
    question = "Can I put a code block inside a tcolorbox?"
    forms = {"code block": ["codeblock"], "tcolorbox": ["tcolorbox"]}
    own = {"code block": [PAGE], "tcolorbox": [OTHER]}
    assert missing_subject(question, forms, {"code block": 1.0}, own, [PAGE], ["code block"]) is None
    weights = {"code block": 1.0, "tcolorbox": 0.9}
    assert missing_subject(question, forms, weights, own, [PAGE], ["code block", "tcolorbox"]) == "tcolorbox"


def test_said_by_its_head_counts_as_named_by_the_books():
    forms = {"code block": ["codeblock"]}
    assert verbatim("How do I number my code block?", forms, {"code block": [PAGE]}, [PAGE], ["code block"]) == \
        ["code block"]
    assert verbatim("How do I add a drop shadow?", {"drop shadow": ["dropshadow"]},
                    {"drop shadow": [PAGE]}, [PAGE], ["drop shadow"]) == []


def test_a_head_a_top_page_names_only_under_another_modifier_keeps_the_compound():
    # app stores on the top page is a sibling of retail stores, not the user's name for it (0728)
    read = _folded("Adobe sells through retail partners.", "Our apps are sold in app stores.")
    assert not named_by_its_head("retail stores", read, ["Our apps are sold in app stores."])
    # the head bare once (the stores), or right after the phrase's own modifier, is enough
    assert named_by_its_head("retail stores", read, ["The stores sell apps."])
    assert named_by_its_head("retail stores", read, ["Adobe runs retail stores and app stores."])
    # a bitmap file is no video file; an everyday word before the head is no modifier (a new file)
    read = _folded("Save to a bitmap file.", "A video plays.", "Append to a new file.")
    assert not named_by_its_head("video file", read, ["Save to a bitmap file."])
    assert named_by_its_head("video file", read, ["Append to a new file."])


def test_the_modifier_elsewhere_on_the_page_is_no_sign_of_the_thing():
    # 0729: a page naming video and files apart (audio or video; the .ly file) does not treat
    # video files; 0728 took it, 0796 asks for the modifier right before the head
    page = "It can be played as audio or video. Save it as a graph file or a bitmap file."
    read = _folded(page)
    assert not named_by_its_head("video file", read, [page])
    assert not named_by_its_head("retail stores", _folded("Retail partners sell in app stores."),
                                 ["Retail partners sell in app stores."])


def test_an_everyday_quality_before_a_head_the_page_names_bare():
    # en14 tuned: the exact size, where the manual says "at any size"
    page = "The package can be used with any document class at any size."
    assert named_by_its_head("exact size", _folded(page, "the exact value"), [page])


def test_the_phrase_words_are_read_as_the_page_words_stems():
    # en15 tuned: "a short range" where the cite manual says "compressed into a range"; the pages'
    # words are kept as stems (range is rang), so a word whose stem is not its singular was never
    # found read, and the compound stayed the missing subject (0841)
    page = "Groups of three or more consecutive numbers are compressed into a range using an en-dash."
    read = _folded(page, "or [super] for short")
    assert named_by_its_head("short range", read, [page])
    assert not named_by_its_head("short range", _folded(page), [page])  # short on no page read
