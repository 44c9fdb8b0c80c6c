"""The labelled set (tests/exercise_books.py): link precision >= 0.95 and recall >= 0.85 over the
fixtures, each answer-key style on its own, and zero links on the book without an answer key;
through the real ingest on the embedded default for the appendix book."""
from __future__ import annotations

import pytest

from f.common.exercises.exercise_store import read_exercises
from f.common.exercises.index import exercise_index
from f.common.ingest.flow import ingest
from tests.books import write_mineru_folder
from tests.exercise_books import APPENDIX, APPENDIX_LABELS, LABELLED, NO_KEY, score


def found(items):
    return {(e["lesson"], e["number"]): e for e in exercise_index(items, None)["exercises"]}


@pytest.mark.parametrize("source", sorted(LABELLED))
def test_each_style_meets_the_targets(source):
    items, labels = LABELLED[source]
    s = score(found(items), labels)
    assert s["found"] == s["exercises"]
    if s["answered"]:
        assert s["right"] / s["links"] >= 0.95 and s["right"] / s["answered"] >= 0.85, s


def test_all_fixtures_together_meet_the_targets():
    total = [score(found(items), labels) for items, labels in LABELLED.values()]
    links, right, answered = (sum(s[k] for s in total) for k in ("links", "right", "answered"))
    assert right / links >= 0.95 and right / answered >= 0.85


def test_a_book_without_an_answer_key_gets_no_link():
    assert [e for e in found(NO_KEY).values() if e["answer"]] == []


def test_the_appendix_book_through_the_ingest(tmp_path, store_env):
    settings, store = store_env
    ingest(write_mineru_folder(tmp_path / "src", APPENDIX), "教材/数学/有理数", skip_vectors=True,
           settings=settings, store=store)
    stored = {(e["lesson"], e["number"]): e for e in read_exercises(store, "教材/数学/有理数")}
    assert score(stored, APPENDIX_LABELS)["right"] == 5


def test_held_out_answer_booklets_meet_the_targets_and_a_booklet_without_lessons_guesses_nothing():
    from tests.exercise_booklets import BOOKLETS, MIXED_BOOKLET, booklet_found

    total = [score(booklet_found(book, booklet), labels) for book, booklet, labels in BOOKLETS.values()]
    links, right, answered = (sum(s[k] for s in total) for k in ("links", "right", "answered"))
    assert right / links >= 0.95 and right / answered >= 0.85, total
    unnamed = [t for t in MIXED_BOOKLET if "单元测试" in t["text"] or t["text"].startswith("1. A")]
    assert [e for e in booklet_found(NO_KEY, unnamed).values() if e["answer"]] == []  # numbers repeat
