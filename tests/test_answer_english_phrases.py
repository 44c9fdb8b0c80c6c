"""An English question's phrases: a phrase of common words is as rare as the thing it names, and
a phrase holds only the words that name one thing (f.common.answer.english, decisions 0297-0298)."""
from f.common.answer import english
from f.common.answer.coverage import forms_of, missing_subject, weight, weighted_coverage
from f.common.answer.pack import decide
from f.common.answer.plan import analyse


def test_a_phrase_of_common_words_is_rarer_than_its_rarest_word():
    # each word reads as everyday-to-middling; the phrase names one specific thing
    for phrase in ("retail stores", "register windows", "stock split", "sign language"):
        assert max(english.information(w) for w in phrase.split()) < english.DOMAIN
        assert english.is_domain(phrase)
    # a hyphenated word stays as telling as its rarest part (two-stage is no rarer than stage)
    assert english.information("two-stage") == max(english.information("two"), english.information("stage"))
    # a phrase counts its rarest word whole and only a share of the others
    rare, common = english.information("retail"), english.information("stores")
    assert english.information("retail stores") == rare + english.PHRASE_SHARE * common


def test_an_absent_phrase_of_common_words_is_the_missing_subject():
    plan = analyse("How many retail stores does Adobe operate in Europe?")
    assert "retail stores" in plan["concepts"]
    # the library names each word apart (retail partners, app stores), the stores nowhere
    pages = ["Adobe sells through retail partners in Europe.", "Our apps are sold in app stores.",
             "Adobe operates offices in Europe."]
    forms = forms_of(plan["concepts"], [])
    own = {c: pages for c in forms}
    weights = {c: round(english.salience(c) * weight(forms[c], own[c]), 3) for c in forms}
    domain = [c for c in forms if english.is_domain(c) and english.nominal(c)]
    missing = missing_subject(plan["stem"], forms, weights, own, pages, domain)
    assert missing == "retail stores"
    assert decide("weak", 0.5, [], missing, False)[0] == "none"
    # a page that writes the phrase names it: no missing subject
    said = pages + ["Adobe operates 12 retail stores in Europe."]
    assert missing_subject(plan["stem"], forms, weights, own, said, domain) is None


def test_a_name_stands_alone():
    # a page writes the name apart from the common word beside it (Stata .dta files, Adobe
    # acquired Allegorithmic): the name is its own concept
    assert analyse("Which versions of Stata files can it open?")["concepts"] == ["versions", "Stata", "files", "open"]
    assert analyse("When did Adobe buy Allegorithmic?")["concepts"] == ["Adobe", "buy", "Allegorithmic"]
    # names side by side are still one (San Jose)
    assert "San Jose" in analyse("How big is the office in San Jose?")["concepts"]


def test_a_participle_is_no_part_of_a_phrase():
    # missing integer: the page says "the missing value for integer types"
    found = analyse("How is a missing integer stored in binary files?")["concepts"]
    assert found[:2] == ["missing", "integer"] and "binary files" in found
    page = ["The missing value for R logical and integer types is INT_MIN in binary files."]
    forms = forms_of(found, [])
    assert weighted_coverage("How is a missing integer stored in binary files?", forms,
                             {c: 1.0 for c in forms}, page) > 0.5


def test_the_verb_after_a_plural_subject_stands_alone():
    # did the designers pick: designers is the subject, pick its verb, the rest the thing
    found = analyse("Why did the designers pick little-endian byte order?")["concepts"]
    assert found == ["designers", "pick", "little-endian byte order"]
    page = ["We originally chose little-endian byte ordering for the memory system."]
    forms = forms_of(["little-endian byte order"], [])
    assert weighted_coverage("little-endian byte order?", forms, {"little-endian byte order": 1.0}, page) == 1.0
    # without a determiner before it, a word ending in s may be a verb itself (R writes binary
    # files): the words after it still make a phrase
    assert "binary files" in analyse("When R writes binary files, what is stored?")["concepts"]


def test_a_hyphenated_first_word_is_a_kind_of_the_thing_not_an_act():
    # two-stage address translation: a page on address translation does not name it
    page = ["A system employing address translation gives each hart a virtual address space."]
    forms = forms_of(["two-stage address translation"], [])
    assert weighted_coverage("two-stage address translation?", forms, {"two-stage address translation": 1.0},
                             page) == 0.0
    # an everyday verb glued to the thing is still let through (leave condition codes)
    forms = forms_of(["leave condition codes"], [])
    assert weighted_coverage("leave condition codes?", forms, {"leave condition codes": 1.0},
                             ["The branches do not use condition codes."]) == 1.0


def test_a_phrase_with_a_function_word_inside_is_an_idiom():
    # a dictionary's unit (piece of advice) is as telling as its rarest word, no compound noun
    assert english.information("piece of advice") == english.information("advice")
    assert not english.is_domain("piece of advice")
    assert english.is_domain("retail stores")


def test_a_word_the_stemmer_rewrites_is_said_by_the_letters_it_shares():
    # Snowball writes verifying as verifi, a prefix of no form a page writes (verify, verified,
    # verification): the letters the word shares with its stem are what a page must hold
    assert "verif" in forms_of(["verifying"], [])["verifying"]
    assert weighted_coverage("Which tool was used for verifying the protocol?", forms_of(["verifying"], []),
                             {"verifying": 1.0}, ["TLA+ was used to verify a swap protocol."]) == 1.0
    # a stem the word begins with is kept as before (hardwired: hardwir, for hard-wire, hardwiring)
    assert "hardwir" in forms_of(["hardwired"], [])["hardwired"]
    # ... and a phrase's words too, matched in order (verifying contracts: verif, contract)
    assert weighted_coverage("Verifying contracts?", forms_of(["verifying contracts"], []),
                             {"verifying contracts": 1.0}, ["Tools that verify smart contracts."]) == 1.0


def test_a_head_said_with_the_dictionarys_other_word_for_it():
    # a device maker where the page says device manufacturer: CC-CEDICT's 制作商 glosses maker
    # first and manufacturer beside it
    assert "manufacturer" in english.synonyms("maker")
    plan = analyse("If a device maker puts its instructions in an app, is that a medical app?")
    assert "device maker" in plan["concepts"]
    forms = forms_of(["device maker"], [])
    said = ["The device manufacturer may put the instructions for use in an app."]
    assert weighted_coverage(plan["stem"], forms, {"device maker": 1.0}, said) == 1.0
    own = {"device maker": said}
    assert missing_subject(plan["stem"], forms, {"device maker": 1.0}, own, said, ["device maker"]) is None
    # the other word alone, or the two words far apart, is not the phrase
    apart = ["A device is any instrument. Manufacturers of apps register with the FDA."]
    assert weighted_coverage(plan["stem"], forms, {"device maker": 1.0}, apart) == 0.0
    # a word whose entries hold more senses than the two gives no synonym (store: a shop, a
    # business, a deposit, memory...): only a two-gloss entry says the two name one thing
    assert "memory" not in english.synonyms("store")


def test_a_thing_the_question_names_stays_a_concept_however_everyday():
    # numbers is everyday (under FILLER) and back, read are fillers; "the numbers" is what is asked
    question = "How can I turn a factor back into the numbers it was read from?"
    assert english.information("numbers") < english.FILLER
    plan = analyse(question)
    assert "numbers" in plan["concepts"] and not {"back", "read"} & set(plan["concepts"])
    assert plan["salience"]["numbers"] == 0.0  # its weight stays its salience: no missing subject
    # only a plural after a determiner: an adjective (the best time), a pronoun (the ones) stay out
    assert "best" not in analyse("When is the best time to plant tomatoes?")["concepts"]
    assert "ones" not in analyse("How does semihosting tell its breakpoints apart from the ones a "
                                 "debugger inserted?")["concepts"]


def test_a_hyphenless_compound_adjective_is_read_with_its_participle():
    # en14 held back (seen): double spaced, single spaced written without the hyphen; the word
    # that makes an adverb (doubly, singly) goes with the participle, not the noun before it (0842)
    assert english.concepts("How do I make my whole essay double spaced?")[:2] == ["essay", "double"]
    assert "stay single" not in english.concepts("Do footnotes stay single spaced when the text is double spaced?")
    assert "quote inside single" not in english.concepts("Why do I get extra space before a quote inside single spaced text?")
    # a noun before a participle makes no adverb and keeps its phrase (the clause's verb follows)
    assert "code block" in english.concepts("How do I make the numbering carry on from where the last code block stopped?")
    assert "hospital bed" in english.concepts("Is an app that adjusts a hospital bed regulated as a medical device?")


def test_an_adverbial_particle_makes_a_phrasal_verb_not_a_thing():
    # en14 tuned (seen): "entries get spread apart" is an act the page says in its own words (the
    # entries are spaced), no thing named "spread apart" that the books must hold (0843)
    found = english.concepts("Why do my table of contents entries get spread apart once I add paragraph spacing?")
    assert "spread apart" not in found and "spread" in found
    # a word before no particle keeps its phrase
    assert "bug report" in english.concepts("Where do I send a bug report about the paragraph spacing package?")


def test_an_abbreviation_with_its_full_stop_is_a_concept():
    # en15-p16 (seen): "et al." is what the page writes (cite page 4); its two-letter words were
    # cut as too short to say anything, so the question kept only everyday words (0886)
    found = english.concepts("I get two full stops after et al. right before a raised reference number; how do I fix it?")
    assert "et al" in found
    # a two-letter word whose full stop ends the sentence is no abbreviation, and e.g. is single letters
    assert not {"et al", "al"} & set(english.concepts("How do I shorten the author list to three names followed by et al.?"))
    assert not {"e", "g", "eg"} & set(english.concepts("Can I use underscores in my cite keys, e.g. in file names?"))
    assert "in" not in english.concepts("Where do I put the option in. the preamble?")


def test_an_adjective_said_of_a_copula_questions_subject_is_no_part_of_it():
    # en17-p08 (tuned): "Is sepnum safe to use ...": safe is what the question says of sepnum, an
    # adjective by its -ly adverb (safely); "sepnum safe" is no thing a page could name (0896)
    assert english.concepts("Is sepnum safe to use inside a section title, or is it fragile?")[:2] == \
        ["sepnum", "safe"]
    assert english.concepts("Are the extsizes classes suitable for posters?")[:2] == ["extsizes classes", "suitable"]
    # only after a copula question's subject: a noun before a noun stays one phrase
    assert "section title" in english.concepts("How do I shorten a section title?")
    assert english.predicate_adjective("Is sepnum safe", 3, "safe")
    assert not english.predicate_adjective("Does sepnum safe", 5, "safe")
    assert not english.predicate_adjective("Is section title", 3, "title")  # no -ly adverb: a noun
