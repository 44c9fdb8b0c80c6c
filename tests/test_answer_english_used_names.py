"""A participle-form word an English question names as the tool it takes into use (decision 0518):
right after a verb of use, bare and not before a content word, it is a name (minted), so it can
be the question's missing subject; a participle before a noun or after another verb stays an act."""
from f.common.answer import english


def test_a_bare_participle_after_a_verb_of_use_is_a_name():
    assert english.used_names("Should I use minted instead of listings?") == {"minted"}
    assert english.used_names("Can I install framed for my slides?") == {"framed"}
    # a coined one (no "pygmentize" in general English) is a name already (nominal, 0941)
    assert english.used_names("Can I install pygmentized for my slides?") == set()
    assert english.nominal("pygmentized")


def test_a_participle_before_a_noun_or_after_another_verb_stays_an_act():
    assert english.used_names("Should I use nested lists?") == set()
    assert english.used_names("How do I get started with listings?") == set()
    # a word that is no participle is no concern of this rule (nominal already names it)
    assert english.used_names("Should I use fancyvrb instead?") == set()
