"""The gloss adverbs between a copula and the class are one list (0997), read by the three English
patterns that allow them: `which is simply a`, `is not just a … but a`, `A X is merely a … that`."""
import pytest

from f.common.glossary import en


@pytest.mark.parametrize("adverb", ["simply", "just", "merely", "basically", "essentially"])
def test_each_wide_adverb_opens_a_which_is_and_an_is_simply_gloss(adverb):
    m = en._WHICH_IS_A.search(f"You can use a pipe, which is {adverb} an object with two ends.")
    assert m and m.group("t") == "pipe"
    m = en._IS_SIMPLY_A.match(f"A method is {adverb} a function that has been invoked by dispatch.")
    assert m and m.group("t") == "method"


@pytest.mark.parametrize("adverb", ["really", "simply", "just", "merely"])
def test_the_not_but_shape_takes_the_short_list_and_really(adverb):
    m = en._NOT_BUT.search(f"NA is not {adverb} a value, but a marker for a missing one.")
    assert m and m.group("t") == "NA" and m.group("r").startswith("a marker")


def test_an_adverb_off_the_lists_is_no_gloss():
    assert not en._IS_SIMPLY_A.match("A method is usually a function that has been invoked by dispatch.")
    assert not en._NOT_BUT.search("NA is not basically a value, but a marker for a missing one.")
    assert not en._WHICH_IS_A.search("You can use a pipe, which is usually an object with two ends.")
