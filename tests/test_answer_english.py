"""An English question's concepts (issue 27, English round): English frequencies tell its content
words from its fillers (jieba's Chinese ones called every Latin word a term), a name is a term, the
book pointed at and the reader's intent are no subject, and a page that writes a word's singular
names it. Pure, no service."""
from __future__ import annotations

from f.common.answer import english
from f.common.answer.coverage import forms_of, weighted_coverage
from f.common.answer.plan import analyse


def test_everyday_words_and_adverbs_are_fillers_content_words_stay():
    found = analyse("What exactly does the guidance actually say about apps that reprogram pacemakers?")["concepts"]
    assert found == ["apps", "reprogram pacemakers"]
    # a noun ending in -ly has no everyday adjective under it: it stays
    assert analyse("How is the supply of the anomaly handled?")["concepts"] == ["supply", "anomaly", "handled"]


def test_salience_ramps_from_everyday_to_domain_words():
    assert english.salience("much") == 0.0
    assert 0.0 < english.salience("loan") < english.salience("dividend") < 1.0
    assert english.salience("pacemakers") == 1.0  # its lexeme, pacemaker, is as rare
    assert english.salience("reentrancy") == 1.0  # a word general English lacks is a term


def test_a_name_is_a_term_and_names_side_by_side_are_one():
    found = analyse("How many square feet does Adobe own in San Jose?")["concepts"]
    assert found == ["square feet", "Adobe", "San Jose"]
    assert english.salience("Adobe") == english.salience("x0") == english.salience("ConCert") == 1.0
    # a sentence's first word is not a name for its capital; a name stands alone (no phrase with
    # the words beside it: a page may write x0 apart from register)
    assert analyse("Register x0 is hardwired to what?")["concepts"] == ["register", "x0", "hardwired"]


def test_the_book_pointed_at_and_the_readers_intent_are_no_subject():
    assert analyse("Which proof assistant does the thesis actually use?")["concepts"] == ["proof assistant"]
    assert analyse("What does Adobe plan to do about the term loan, according to the report?")["concepts"] == \
        ["Adobe", "term loan"]
    assert analyse("What does the FDA guidance say about insulin pumps?")["concepts"] == ["FDA", "insulin pumps"]
    assert analyse("What exactly counts as a mobile platform?")["concepts"] == ["mobile platform"]
    # not pointed at, a document word is a word like another (a guidance on thesis writing)
    assert analyse("How long should a PhD thesis be?")["concepts"] == ["PhD", "thesis"]


def test_a_page_writing_the_singular_names_the_plural():
    forms = forms_of(["pacemakers", "lenses", "apps"], [])
    assert "pacemaker" in forms["pacemakers"] and "lens" in forms["lenses"]
    assert forms["apps"] == ["apps"]  # app would be found inside application
    page = "A mobile app may control a pacemaker through its lens of telemetry."
    assert weighted_coverage("Apps that reprogram pacemakers?", {"pacemakers": forms["pacemakers"]},
                             {"pacemakers": 1.0}, [page]) == 1.0


def test_a_chinese_question_keeps_the_chinese_plan():
    assert not english.applies("手册里说的Java零拷贝到底是啥原理？")
    assert english.applies("What is RV32E?")
    assert analyse("书里说的Java内存泄漏到底咋排查？")["concepts"] == ["java", "内存泄漏", "排查"]  # as before: jieba's cut


def test_an_english_questions_missing_subject_is_judged_on_english_pages():
    from f.common.answer.coverage import missing_subject, verbatim, weight

    pages = ["The guidance covers apps that control an insulin pump.", "Apps that display glucose readings."]
    question = "What does the guidance say about apps that reprogram pacemakers?"
    forms = forms_of(["apps", "pacemakers"], [])
    own = {"apps": pages, "pacemakers": pages}
    weights = {c: round(english.salience(c) * weight(forms[c], own[c]), 3) for c in forms}
    assert missing_subject(question, forms, weights, own, pages, ["pacemakers"]) == "pacemakers"
    # a page writing its singular holds it
    named = pages + ["A pacemaker is an implanted device."]
    assert missing_subject(question, forms, weights, {**own, "pacemakers": named}, named, ["pacemakers"]) is None
    # a domain term a page names verbatim counts (never "no evidence" for it alone)
    assert verbatim("Which apps control an insulin pump?", forms_of(["insulin"], []), {"insulin": pages[1:]},
                    pages, ["insulin"]) == ["insulin"]
    # an English question about Chinese pages is measured through translations, not judged here
    chinese = ["心脏起搏器是一种植入式医疗器械。", "应用程序可以控制胰岛素泵。"]
    assert missing_subject(question, forms, weights, own, chinese, ["pacemakers"]) is None


def test_a_translated_phrase_holding_a_dropped_word_is_no_coverage_unit():
    from f.common.answer import crosslang

    plan = analyse("On which dates is interest on the senior notes actually paid?")
    assert plan["concepts"] == ["dates", "interest", "senior notes", "paid"]
    units = crosslang.units(plan, [{"phrase": "actually paid", "chinese": ["实付"], "searched": []},
                                   {"phrase": "notes", "chinese": ["笔记"], "searched": []},
                                   {"phrase": "interest", "chinese": ["利息"], "searched": []}],
                            forms_of(plan["concepts"], []))
    assert "actually paid" not in units and "paid" in units
    assert "notes" not in units and "senior notes" in units  # a part of a phrase of the plan
    assert "利息" in units["interest"]  # a phrase of the plan's own words keeps its translation


def test_a_stated_option_keeps_the_pack_from_no_evidence():
    from f.common.answer.pack import decide

    # the stem's words on few pages (writes, where the page says written), an option stated
    assert decide("weak", 0.2, [], None, False) == ("none", [])
    assert decide("weak", 0.2, [], None, False, stated=True) == ("weak", [])
    # a missing subject still decides
    assert decide("weak", 0.2, [], "pacemakers", False, stated=True) == ("none", [])


def test_content_words_side_by_side_are_one_phrase_said_in_order():
    from f.common.answer.coverage import missing_subject, weight

    plan = analyse("What does the FDA guidance say about smart contact lenses?")
    assert plan["concepts"] == ["FDA", "smart contact lenses"]
    # each word on some page, the thing the phrase names on none: the missing subject
    pages = ["Spectacle frames with convex lenses.", "Smart contracts on a blockchain.", "Contact the FDA."]
    forms = forms_of(plan["concepts"], [])
    own = {c: pages for c in forms}
    weights = {c: round(english.salience(c) * weight(forms[c], own[c]), 3) for c in forms}
    assert missing_subject(plan["stem"], forms, weights, own, pages, ["smart contact lenses"]) == "smart contact lenses"
    # a page that says the phrase with a word or two between its words names it
    said = ["Register x0 is hardwired with all bits equal to 0."]
    assert weighted_coverage("What is register x0 hardwired to?", forms_of(["register x0 hardwired"], []),
                             {"register x0 hardwired": 1.0}, said) == 1.0
    # not across a sentence, not far apart
    assert weighted_coverage("Smart contact lenses?", forms_of(["smart contact lenses"], []),
                             {"smart contact lenses": 1.0}, ["It is smart. Contact lenses are sold."]) == 0.0


def test_a_plural_ends_a_phrase_and_an_everyday_first_word_may_be_the_act():
    # designers leave: a plural before a word is a clause's subject, no modifier
    plan = analyse("Why did the designers leave condition codes out of the branches?")
    assert plan["concepts"] == ["designers", "leave", "condition codes", "branches"]
    # the page says the thing the question's verb acts on: condition codes, not leave condition codes
    page = ["The branches compare two registers rather than use condition codes."]
    assert weighted_coverage(plan["stem"], forms_of(["leave condition codes"], []), {"leave condition codes": 1.0},
                             page) == 1.0
    # a first word that is no everyday one stays part of the phrase (smart contact lenses)
    assert weighted_coverage("Smart contact lenses?", forms_of(["smart contact lenses"], []),
                             {"smart contact lenses": 1.0}, ["Contact lenses are sold here."]) == 0.0
