"""Two readings of an English question's words (decisions 0941, 0942): a participle-form word
general English knows neither as itself nor as a verb's form is a coined name (mdframed), not an
act; and in a do-support question with a noun subject, the bare word right before a subordinating
conjunction is that subject's verb (by hand | break when ...), no part of the group before it."""
from f.common.answer import english


def test_a_participle_form_word_general_english_lacks_is_a_name():
    assert english.coined("mdframed")
    assert english.nominal("mdframed")
    assert english.coined("pygmentizing")
    # a known verb's forms stay acts: framed, shipped (doubled consonant), hardwired (silent e)
    for word in ("framed", "shipped", "hardwired", "wrapping", "outdated", "loaded"):
        assert not english.coined(word), word
        assert not english.nominal(word), word
    # no participle form: no concern of this rule
    assert not english.coined("multitoc")


def test_a_coined_participle_joins_the_noun_after_it_and_is_a_concept():
    concepts = english.concepts("Does multitoc still work when the contents sit inside an mdframed box?")
    assert "mdframed box" in concepts


def test_the_bare_word_before_a_conjunction_is_a_do_support_subjects_verb():
    question = "Why does wrapping the toc in multicols by hand break when count1to is loaded?"
    concepts = english.concepts(question)
    assert "hand break" not in concepts and "break" in concepts
    assert english.do_support_verb(question, question.index("break"), "break")
    # a page break in a pronoun's clause stays one thing; so does a group before a preposition
    assert "page break" in english.concepts("Why do I get a page break when I load it?")
    music = "Why does my music run off the edge?"
    assert not english.do_support_verb(music, music.index("run"), "run")
    # no do-support: the rule does not read the word
    printing = "What is a page break when printing?"
    assert not english.do_support_verb(printing, printing.index("break"), "break")


def test_a_rare_participle_between_the_and_package_is_a_name():
    # 0943: manuals name a package "the X package"; an everyday participle there describes it
    assert english.used_names("Does sansmath work inside the boxes of the framed package?") == {"framed"}
    assert english.used_names("Does the updated package still work?") == set()
    assert english.used_names("Is the required package on CTAN?") == set()
    assert english.used_names("Who wrote the paragraph spacing package?") == set()


def test_a_name_is_said_only_as_a_whole_word():
    # "the frame default" (folded: theframedefault) does not say framed; a page that writes it does
    assert english.unsaid_name(["framed"], ["width of the rule of the frame default: 0.4pt"]) == "framed"
    assert english.unsaid_name(["framed"], ["load the framed package for shaded boxes"]) is None
