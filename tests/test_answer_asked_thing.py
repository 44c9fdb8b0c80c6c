"""The thing an English question's grammar asks for (decision 1086) and a kind named by an everyday
modifier (1087). An everyday word (budget 9.62 nats, tax 8.89, under english.DOMAIN) that the
question asks about and no page names is its missing subject; the frame's words (a reason asked,
an adverb, the book pointed at) never are."""
from f.common.answer.asked_thing import asked_group, unnamed
from f.common.answer.english import FILLER, unnamed_kind

POLICY = ("Packages in Debian should use Python 3. New packages must use Python 3 from the initial upload. "
          "Public Python 3 modules must be installed in the system Python 3 modules directory.")
ZLIB = "The def() routine compresses data from an input file to an output file, unlike the gzip format."


def test_the_asked_group_is_read_from_the_question_word():
    assert asked_group("How much budget does Debian give the people who move packages to Python 3?") == ["budget"]
    assert asked_group("How much tax does a distributor owe under the Mozilla Public License?") == ["tax"]
    assert asked_group("Is there a deadline for uploading new Python 3 modules to the archive?") == ["deadline"]
    assert asked_group("What is the deadline for uploading?") == ["deadline"]
    assert asked_group("Which customer support address should I email?") == ["customer", "support", "address"]
    assert asked_group("In the manual, how many registers does RV32E actually have?") == ["registers"]
    assert asked_group("In which order should I load the language package?") == ["order"]


def test_no_group_where_the_grammar_asks_no_thing():
    # a reason asked: the thing after "is there" or an embedded "how many" is no asked group
    assert asked_group("Why is there no room under the bottom line?") == []
    assert asked_group("Why is it hard for Adobe to predict how many customers will renew?") == []
    # the group runs into a preposition or a verb: no one word is asked
    assert asked_group("Which level of Rust platform support promises that a target compiles?") == []
    assert asked_group("What kind of data does the program collect?") == []
    assert asked_group("How many people look after a tier 2 target?") == []
    assert asked_group("Does the Rust project give funding to the people?") == []


def test_an_everyday_asked_thing_no_page_names_is_missing():
    assert unnamed("How much budget does Debian give the people who move packages to Python 3?", [POLICY]) == "budget"
    assert unnamed("Is there a deadline for uploading new Python 3 modules?", [POLICY]) == "deadline"
    # named by a page in a form the index stems: not missing
    assert unnamed("How many modules does Debian install?", [POLICY]) is None
    assert unnamed("Which package should I install?", [POLICY]) is None


def test_the_frame_never_is_the_missing_subject():
    assert unnamed("What exactly does the policy say about uploads?", [POLICY]) is None      # an adverb
    assert unnamed("Which manual explains the uploads?", [POLICY]) is None                   # the book pointed at
    assert unnamed("How much faster is the new upload?", [POLICY]) is None                   # a degree
    assert unnamed("Why is there no budget for packages?", [POLICY]) is None                 # a reason asked


def test_an_everyday_modifier_the_pages_never_say_names_a_kind():
    assert unnamed_kind("weather data", [ZLIB], FILLER)
    assert not unnamed_kind("weather data", [ZLIB])          # the domain floor: weather is everyday
    assert not unnamed_kind("input data", [ZLIB], FILLER)    # the pages say input
    # the head no page names: no kind of what the pages treat (jump straight, en6-p19)
    assert not unnamed_kind("weather straight", [ZLIB], FILLER)
