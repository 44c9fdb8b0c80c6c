"""The meaning-level signal (issue 27, 0489): the page a question's meaning singles out.

A question a page answers in other words singles that page out of the dense ranking; a near-topic
question nothing answers is about as near to every page of its topic. Pure, no service (the
pack's use of it is measured in docs/benchmarks/evidence-packs.md, "a meaning-level signal")."""
from __future__ import annotations

import pytest

from f.common.answer.meaning import STANDOUT, reads, singled_out, standout

A, B = ("manuals/gnuplot", 22), ("manuals/gnuplot", 23)
FLAT = [0.86, 0.855, 0.853, 0.852, 0.851, 0.85, 0.849, 0.848, 0.847, 0.846, 0.845]


def ranked(first: float, best=A):
    return [(best, first), *[(("manuals/gnuplot", 40 + i), s) for i, s in enumerate(FLAT[1:])]]


def test_standout_is_the_gap_over_the_next_pages():
    assert standout(FLAT) == pytest.approx(0.86 - sum(FLAT[1:10]) / 9, abs=1e-4)
    assert standout(FLAT[:5]) is None  # too few pages to say


def test_a_page_standing_out_in_the_pack_is_singled_out():
    out = singled_out(ranked(0.90), [B, A], False)
    assert out == {"page": list(A), "standout": pytest.approx(0.90 - sum(FLAT[1:10]) / 9, abs=1e-4)}


def test_a_flat_ranking_singles_nothing_out():
    # a near-topic question: its best page barely above the others
    assert standout([s for _k, s in ranked(0.86)]) < STANDOUT["en"]
    assert singled_out(ranked(0.86), [A], False) is None


def test_the_page_must_be_among_the_packs_first_pages():
    assert singled_out(ranked(0.90), [B, ("x", 1), ("x", 2), A], False) is None  # fourth page: not shown first
    assert singled_out(ranked(0.90), [], False) is None


def test_a_chinese_question_gets_no_lift():
    # the Chinese near-topic questions of the tuned halves stood out as much as the answerable ones
    assert singled_out(ranked(0.95), [A], False) is not None
    assert singled_out(ranked(0.95), [A], True) is None


def test_a_language_without_a_threshold_is_not_read():
    # the pack asks for the dense ranking only where it can change the verdict: a Chinese
    # no-evidence pack pays no embedding and no dense query (0491)
    assert reads(chinese=False) is True
    assert reads(chinese=True) is False


def test_a_missing_domain_word_is_not_lifted_by_meaning():
    # en15-u06 (seen): endnotes is on no page; a chapterbib page near in meaning does not say it,
    # so the pack's meaning signal lifts no such subject to weak evidence (0887)
    from f.common.answer.english import domain_word

    assert domain_word("endnotes") and domain_word("widen")
    # a phrase of the reader's own words may be said otherwise by the page (en14-p04, en6-p19)
    assert not domain_word("half line") and not domain_word("jump straight")
    assert not domain_word("line") and not domain_word(None) and not domain_word("")


def test_a_missing_kind_no_page_names_is_not_lifted_by_meaning():
    # en17-u05 (tuned): "beamer slides" is missing; a page says slides, none says beamer: the
    # modifier picks a kind the books never name, so meaning does not lift it (0897)
    from f.common.answer.english import unnamed_kind

    pages = ["Overlays on slides are set with the listings package.", "Sizes of 14pt and 20pt text."]
    assert unnamed_kind("beamer slides", pages)
    # the modifier said on a page (axis ticks where a page says the axis's tics): the reading stays
    assert not unnamed_kind("axis ticks", ["set the tics of the x axis"])
    # an everyday modifier or one word is not this rule's (0887 reads one word)
    assert not unnamed_kind("half line", pages) and not unnamed_kind("beamer", pages)
    assert not unnamed_kind(None, pages)
