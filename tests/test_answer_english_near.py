"""An English phrase a page says in whole words near each other, in another form or the other
order (f.common.answer.english.said_near, decision 0369): the folded text has no spaces, so this
match reads the page's words, as the index's stemmer stems them."""
from f.common.answer import english
from f.common.answer.coverage import _folded, forms_of, missing_subject, weight
from f.common.answer.plan import analyse


def _said(phrase: str, page: str) -> bool:
    return any(english.said_near(f, english.page_words(page)) for f in english.variants(phrase)
               if f[:1] in (english.NEAR, english.LINKED))


def test_a_phrase_is_said_in_other_forms_with_words_between():
    # the question's plural and the page's gerund are one stem; a few words may stand between
    assert _said("privacy regulations", "Adobe is subject to data privacy and security laws, regulations and codes.")
    assert _said("package checks", "The package is checked; checking of packages runs in parallel.")
    # more words between, or a sentence's end, and the words are apart
    assert not _said("privacy regulations", "Privacy matters to us, as do the many national and local regulations.")
    assert not _said("privacy regulations", "We value privacy. Regulations change.")


def test_the_other_order_needs_a_word_that_links_the_head_to_its_modifier():
    assert _said("ownership warnings", "You may see many warnings about changing ownership.")
    # the head then its modifier with no link between: another thing (harts are multiple, not cores)
    assert not _said("multiple cores", "A core might support multiple hardware threads.")
    assert _said("multiple cores", "The chip has multiple RISC-V cores.")


def test_whole_words_only():
    # the folded text would find core inside score and check inside checkout; whole words do not
    assert not _said("package checks", "The package checkout scored well.")


def test_a_hyphenated_word_is_said_only_as_its_head_linked_to_its_modifier():
    assert _said("group-readable", "Set umask so the files will be readable by the target group.")
    # two parts side by side in the page's own order are other words, not the compound
    assert not _said("two-stage", "The two stages of translation are described below.")


def test_a_phrase_said_near_is_no_missing_subject():
    plan = analyse("Why do I get lots of ownership warnings when I untar R as root?")
    assert "ownership warnings" in plan["concepts"]
    pages = ["If you untar the sources as root you may see many warnings about changing ownership.",
             "Root accounts on Windows include accounts with administrator privileges."]
    forms = forms_of(plan["concepts"], [])
    own = {c: pages for c in forms}
    weights = {c: round(english.salience(c) * weight(forms[c], own[c]), 3) for c in forms}
    domain = [c for c in forms if english.is_domain(c) and english.nominal(c)]
    assert missing_subject(plan["stem"], forms, weights, own, pages, domain) is None
    # on pages that never link the two words, the phrase is the missing subject
    apart = ["Ownership of a file changes. Warnings are printed.", "Untar it as root with administrator privileges."]
    own = {c: apart for c in forms}
    weights = {c: round(english.salience(c) * weight(forms[c], own[c]), 3) for c in forms}
    assert missing_subject(plan["stem"], forms, weights, own, apart, domain) == "ownership warnings"


def test_a_folded_text_keeps_its_pages_words_and_stays_the_folded_text():
    folded = _folded("Warnings about ownership.", "Second page")
    assert folded == "warningsaboutownership.secondpage"
    assert folded.words[:3] == ("warn", "about", "ownership")
    assert folded.words.count(".") == 3  # one sentence's end, and one after each page


def test_a_count_is_said_as_the_number_of_the_things():
    # "N count" and "number of Ns" say one tally (0551)
    assert _said("column count", "gnuplot checks the number of columns in the first line.")
    # ... only linked: a column number is an index, a line number no count of lines
    assert not _said("column count", "The column number is given by the using specifier.")
    assert not _said("line count", "Each line number is printed beside the line.")
    # number never reads as count: a line number is no count of lines
    assert not _said("line number", "The count of lines is printed at the end.")
