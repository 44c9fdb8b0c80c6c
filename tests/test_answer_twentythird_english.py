"""The twenty-third English round's rules: an acronym the pages spell out (1122), an agent noun
named only in its own forms (1123), a yes/no question's supposed thing (1124), a translated
concept's singular (1125). Texts are the round's pages (Node.js Permissions, gzip(1), LGPL 2.1)."""
from f.common.answer.acronyms import acronym, spelt_out, with_spelt_acronyms
from f.common.answer.asked_thing import supposed_things, unnamed
from f.common.answer.crosslang import _singular_form, units
from f.common.answer.english import named_as_written_nowhere, stem_cuts_suffix
from f.common.glossary.lookup import fold_term

LGPL = ("This license, the Lesser General Public License, applies to some specially designated software "
        "packages. This is the first released version of the Lesser GPL.")
NODE = ("OpenSSL engines cannot be requested at runtime when the Permission Model is enabled, affecting "
        "the built-in crypto, https, and tls modules. Symbolic links will be followed even to locations "
        "outside of the set of paths that access has been granted to.")
GZIP = "Permission is granted to copy and distribute translations of this manual into another language."


def test_an_acronym_is_spelt_by_the_initials_of_capitalised_words():
    assert acronym("LGPL") == "LGPL" and acronym("APIs") == "API"
    assert acronym("Node") is None and acronym("gzip") is None
    assert spelt_out("LGPL", LGPL) == ["Lesser General Public License", "Lesser GPL"]
    assert spelt_out("FSF", "write to the Free Software Foundation; we sometimes") == ["Free Software Foundation"]


def test_no_spelling_from_lower_case_words_or_the_acronym_itself():
    assert spelt_out("LGPL", "link generally program limits, the LGPL says") == []
    assert spelt_out("CRC", "a CRC of the data") == []


def test_only_an_acronym_concept_gains_the_spelt_forms():
    forms = {"LGPL": ["lgpl"], "library": ["library"]}
    out = with_spelt_acronyms(forms, [LGPL], fold_term)
    assert fold_term("Lesser General Public License") in out["LGPL"] and out["LGPL"][0] == "lgpl"
    assert out["library"] == ["library"]  # unchanged: no acronym
    assert with_spelt_acronyms(forms, [GZIP], fold_term) == forms  # no page spells it: unchanged


def test_an_agent_noun_whose_stem_other_words_share_is_named_in_its_own_forms():
    assert stem_cuts_suffix("customer") and stem_cuts_suffix("engineer") and stem_cuts_suffix("translator")
    assert named_as_written_nowhere("engineer", [NODE])  # engines is no engineer
    assert named_as_written_nowhere("translator", [GZIP])  # translations are no translator
    assert not named_as_written_nowhere("engineers", ["Ask the engineer who wrote it."])
    assert not named_as_written_nowhere("customer", ["for the customer's own use"])


def test_a_word_whose_stem_keeps_it_is_named_by_its_stem_as_before():
    assert not stem_cuts_suffix("lawyer") and not stem_cuts_suffix("deadline") and not stem_cuts_suffix("funding")
    assert not stem_cuts_suffix("history") and not stem_cuts_suffix("way")
    assert not named_as_written_nowhere("deadline", ["Deadlines are set per release."])
    assert not named_as_written_nowhere("threads", ["threading is off"])  # stem thread, as the index reads it


def test_the_asked_agent_noun_no_page_names_is_the_asked_thing():
    question = "Which customer support address should I email when inflate() reports a data error?"
    assert unnamed(question, ["Custom dictionaries: the custom allocators may be given."]) == "customer"
    assert unnamed(question, ["for the customer's own use; support at this address"]) is None
    assert unnamed("Which engineer should I ask about the Permission Model?", [NODE]) == "engineer"


def test_a_yes_no_questions_supposed_thing_is_a_one_word_group_after_a_or_an():
    assert supposed_things("Does the Node.js Permission Model send an email when it blocks a file read?") == ["email"]
    assert supposed_things("Does the LGPL require a company to hire a lawyer before it links a program with "
                           "the library?") == ["company", "lawyer", "program"]
    # a longer group, a question word first, no article: nothing read
    assert supposed_things("Can a closed-source program link against an LGPL library?") == []
    assert supposed_things("Why does gzip keep a backup?") == []
    assert supposed_things("Does the Rust project give funding to the people?") == []


def test_the_everyday_supposed_thing_no_page_names_is_the_asked_thing():
    assert unnamed("Does the Node.js Permission Model send an email when it blocks a file read?", [NODE]) == "email"
    assert unnamed("Does gzip play a sound when it has finished?", [GZIP]) == "sound"
    # named on a page: none; a domain word (watermark 13.9 nats) is left to the missing subject
    assert unnamed("Does the Permission Model send an email when it blocks a file?", ["Emails are sent for each file."]) is None
    assert unnamed("Does the class put a watermark on each page?", [NODE]) is None


def test_the_asked_group_reads_as_before():
    assert unnamed("How much budget does Debian give the people who move packages?", [LGPL]) == "budget"
    assert unnamed("Is there a deadline for uploading new modules?", ["There is no deadline."]) is None


def test_a_translated_concept_keeps_its_singular():
    assert _singular_form("folders") == ["folder"]
    assert _singular_form("file") == [] and _singular_form("apps") == []  # no change; too short to be safe
    plan = {"concepts": ["folders", "symlinks"]}
    out = units(plan, [{"phrase": "folders", "chinese": ["文件夹"]}], {"folders": ["folders"], "symlinks": ["symlinks"]})
    assert out["folders"] == ["folders", "folder", "文件夹"]
    assert out["symlinks"] == ["symlinks"]  # untranslated: its own forms as before
