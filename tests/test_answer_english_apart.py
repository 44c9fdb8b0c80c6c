"""Words an English question glues together that a page keeps apart (decision 0424): a manner
adverb after a word (the new syntax automatically, one repository simultaneously) is no part of
the thing named before it, nor is the verb after a subject pronoun part of its object (until I
call library); a word written closed (subfolders) is said where a page writes it in two
(sub-folders, sub folders)."""
from f.common.answer import english
from f.common.answer.coverage import _folded, _said, forms_of


def test_a_manner_adverb_after_its_noun_stands_alone():
    concepts = english.concepts("How do I update old files to the new syntax automatically?")
    assert "syntax" in concepts and "automatically" in concepts
    assert "repository" in english.concepts("Can the tool fetch from one repository simultaneously?")
    assert "file" in english.concepts("What happens when the editor saves a file repeatedly?")
    # a noun phrase of nouns stays one phrase
    assert "backup file" in english.concepts("Where does the backup file go?")


def test_the_verb_after_a_subject_pronoun_joins_no_phrase():
    assert english.concepts("Why does the package fail until I call library?")[-2:] == ["call", "library"]
    assert english.concepts("How do we import data from the shell?")[:2] == ["import", "data"]
    # without a pronoun before it a noun phrase stays one (a data import step)
    assert "data import step" in english.concepts("What is a data import step?")


def test_an_ly_noun_or_adjective_is_no_manner_adverb():
    assert all(english.manner_adverb(w) for w in ("automatically", "simultaneously", "repeatedly", "noticeably"))
    # a noun in -ly, or an -ly word whose base is no common adjective, joins as before
    assert not any(english.manner_adverb(w) for w in ("assembly", "anomaly", "supply", "family", "reply"))
    assert "data anomaly" in english.concepts("What is a data anomaly?")


def _said_on(concept: str, page: str) -> bool:
    return _said(forms_of([concept], [])[concept], _folded(page))


def test_a_closed_word_is_said_where_the_page_writes_it_in_two():
    assert _said_on("subfolders", "Process all files in the folder and its sub-folders recursively.")
    assert _said_on("website", "Upload the file to your web site.")
    # two words that only share letters are not the word (a web server is no website)
    assert not _said_on("website", "Run it on a web server.")
    assert not _said_on("subfolders", "The sub menu lists the folders.")
