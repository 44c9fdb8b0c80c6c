"""An English stem's -s words its grammar reads as verbs (decision 1061): a which/what question's
verb after the asked noun group, and two -s words joined by and/or before a determiner. A verb is
said in the page's own words (promises where it says guarantees, compiles where it says builds),
so it is no missing subject and no term the answering page must name."""
from f.common.answer.clause_verbs import clause_verbs, s_form, without_verbs

P01 = "Which level of Rust platform support promises that a target both compiles and passes its test suite?"


def test_a_which_question_verb_and_a_joined_pair_are_verbs():
    assert clause_verbs(P01) == {"promises", "compiles", "passes"}
    assert clause_verbs("Which keyboard shortcut compiles the score in Frescobaldi?") == {"compiles"}
    assert clause_verbs("Does a target that builds or passes the tests get promoted?") == {"builds", "passes"}
    assert without_verbs(["Rust", "promises", "compiles", "test suite"], P01) == ["Rust", "test suite"]


def test_a_plural_noun_stays_a_thing():
    # right after a determiner or a preposition the -s word is the group's own noun
    assert clause_verbs("Which of the options that the manual lists are deprecated?") == set()
    assert clause_verbs("What kinds of files that the build writes are kept?") == set()
    # an auxiliary first: the wh-word is the object, the -s word a noun (a counted group)
    assert clause_verbs("What are the five excellence principles the FDA looks at?") == set()
    # the wh-word's own verb (what happens): what follows is another clause
    assert clause_verbs("What happens under CC0 if a court decides the waiver is not valid?") == set()
    # no wh-question, no pair: a noun before a relative clause stays a noun
    assert clause_verbs("How do I get the author names that the citation prints to come out?") == set()
    # a pair of plurals after a preposition or not before a determiner: nouns
    assert clause_verbs("Can I list both targets and hosts in the file?") == set()
    assert clause_verbs("Does it keep records and logs of the runs?") == set()


def test_an_s_form_is_a_listed_word_with_its_s():
    assert s_form("promises") and s_form("compiles") and s_form("passes")
    assert not s_form("class") and not s_form("status") and not s_form("analysis") and not s_form("CPUs")
