"""A separately ingested answer booklet (`--answers-for BOOK_ID`, MinerU-shaped fixtures): its
answers found by kb-exercise on the book (answer.book_id the booklet, with confidence), the link
kept when either side is re-ingested, the book's own answers kept where surer, scope respected,
and a booklet for an unknown book refused before anything is written."""
from __future__ import annotations

import json
import os
import subprocess

import pytest

from f.common.errors import BadInput
from f.common.exercises.booklet import booklet_index, link_booklets
from f.common.exercises.exercise_lookup import find_exercise
from f.common.ingest.flow import ingest
from f.common.store import books
from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.exercise_books import h, t

BOOK, BOOKLET = "教辅/数学/八年级 多边形", "教辅/数学/八年级 多边形 答案"
WORKBOOK = [  # lessons 23.1(2) and 习题23.2, no answer key of its own; one inline answer
    h(0, "第二十三章 多边形"), h(0, "23.1（2） 多边形的外角和"), h(0, "练习"),
    t(0, "1. 一个多边形的每个外角都是 40°，这个多边形是几边形？"),
    t(0, "2、若一个多边形的内角和是外角和的 3 倍，求它的边数。"),
    t(1, "3.（1）求正五边形每个外角的度数；（2）求正八边形每个内角的度数。"),
    h(2, "习题23.2"), t(2, "1．下列多边形中，外角和最大的是（ ） A. 三角形 B. 四边形 C. 一样大"),
    t(2, "2．正十边形的每个内角等于______。"), t(2, "【答案】144°"),
    t(3, "3．求证：任意凸多边形的外角和都等于 360°。"),
    t(3, "4．边数越多，外角和越大吗？说明理由。"),
]
ANSWERS = [  # the booklet: a cover, a key per lesson (one as a block prefix), a part with no lesson
    h(0, "八年级数学 同步练习 参考答案"), h(0, "第二十三章 多边形"),
    h(1, "23.1 (2) 多边形的外角和"), t(1, "1. 九边形 2. 八边形 3.（1）72° （2）135°"),
    t(2, "习题23.2 1. C 2. 140° 3. 证明：n 个外角之和为 180°·n 减去内角和，即 360°。"),
    h(3, "期末测试卷"), t(3, "1. B 2. 7"),
]
EXPECTED = {("23.1(2)", "1"): "九边形", ("23.1(2)", "2"): "八边形", ("23.1(2)", "3"): "（1）72°",
            ("习题23.2", "1"): "C", ("习题23.2", "2"): "【答案】144°", ("习题23.2", "3"): "证明",
            ("习题23.2", "4"): None}


def _answers(settings, store, book=BOOK):
    out = {}
    for lesson in ("23.1(2)", "习题23.2"):
        for e in find_exercise(book, lesson=lesson, settings=settings, store=store)["exercises"]:
            out[(e["lesson"], e["number"])] = e["answer"]
    return out


def _check(found):
    assert set(found) == set(EXPECTED)
    for key, prefix in EXPECTED.items():
        answer = found[key]
        if prefix is None:
            assert answer is None, key
        else:
            assert answer and answer["text"].startswith(prefix), (key, answer)


@pytest.fixture
def linked(tmp_path, store_env):
    settings, store = store_env
    ingest(write_mineru_folder(tmp_path / "book", WORKBOOK), BOOK, skip_vectors=True, settings=settings, store=store)
    report = ingest(write_mineru_folder(tmp_path / "booklet", ANSWERS), BOOKLET, skip_vectors=True,
                    answers_for=BOOK, settings=settings, store=store)
    return settings, store, report, tmp_path


def test_the_books_exercises_find_their_answers_in_the_booklet(linked):
    settings, store, report, _ = linked
    assert report["exercises"]["answers_for"] == BOOK and report["exercises"]["linked"] == 6
    assert books.read_manifest(store, BOOKLET)["answers_for"] == BOOK
    assert books.read_manifest(store, BOOK)["answer_booklets"] == [BOOKLET]
    found = _answers(settings, store)
    _check(found)
    one = found[("23.1(2)", "1")]
    assert one["book_id"] == BOOKLET and one["page"] == 2 and one["confidence"] == 0.9
    assert one["method"] == "booklet_key_lesson"
    own = found[("习题23.2", "2")]  # the book's own 【答案】 is surer than the booklet's 140°
    assert own["book_id"] == BOOK and own["confidence"] == 0.95
    unnamed = booklet_index(ANSWERS)["answers"][-2:]  # 期末测试卷: no lesson, and numbers repeat
    assert [(a["lesson"], a["number"]) for a in unnamed] == [(None, "1"), (None, "2")]
    on_page = find_exercise(BOOK, page=3, settings=settings, store=store)
    assert on_page["answer_booklets"] == [BOOKLET]


def test_reingesting_either_side_keeps_the_link(linked):
    settings, store, _, tmp_path = linked
    changed = [*WORKBOOK, t(3, "注：本章完。")]
    ingest(write_mineru_folder(tmp_path / "book2", changed), BOOK, skip_vectors=True, settings=settings, store=store)
    assert books.read_manifest(store, BOOK)["answer_booklets"] == [BOOKLET]
    _check(_answers(settings, store))
    again = [*ANSWERS, t(3, "3. 略")]  # re-ingested without --answers-for: still the booklet
    report = ingest(write_mineru_folder(tmp_path / "booklet2", again), BOOKLET, skip_vectors=True,
                    settings=settings, store=store)
    assert report["status"] == "ready" and books.read_manifest(store, BOOKLET)["answers_for"] == BOOK
    _check(_answers(settings, store))


def test_a_booklet_for_an_unknown_book_is_refused_before_anything_is_written(tmp_path, store_env):
    settings, store = store_env
    folder = write_mineru_folder(tmp_path / "booklet", ANSWERS)
    with pytest.raises(BadInput, match="--answers-for: unknown book .*ingest the book first"):
        ingest(folder, BOOKLET, skip_vectors=True, answers_for="教辅/数学/没有这本书", settings=settings, store=store)
    assert books.read_manifest(store, BOOKLET) is None
    with pytest.raises(BadInput, match="the booklet itself"):
        ingest(folder, BOOKLET, skip_vectors=True, answers_for=BOOKLET, settings=settings, store=store)
    with pytest.raises(BadInput, match="--answers-for"):
        ingest(folder, BOOKLET, skip_vectors=True, answers_for="../x", settings=settings, store=store)
    assert books.read_manifest(store, BOOKLET) is None


def test_a_booklet_outside_the_scope_or_moved_to_another_book_links_nothing(linked):
    settings, store, _, tmp_path = linked
    scoped = settings.replace(allowed_books=(BOOK,))
    assert _answers(scoped, store)[("23.1(2)", "1")] is None  # the booklet is outside the scope
    assert _answers(settings, store)[("23.1(2)", "1")]["book_id"] == BOOKLET
    other = "教辅/数学/另一本"
    ingest(write_mineru_folder(tmp_path / "other", WORKBOOK), other, skip_vectors=True, settings=settings, store=store)
    moved = ingest(tmp_path / "booklet", BOOKLET, skip_vectors=True, answers_for=other, settings=settings,
                   store=store)  # the same input, another book: relinked without a rebuild
    assert moved["status"] == "relinked" and moved["report"]["answers_for"] == other
    assert _answers(settings, store)[("23.1(2)", "1")] is None  # BOOK still lists it; it names another
    assert _answers(settings, store, other)[("23.1(2)", "1")]["book_id"] == BOOKLET
    ingest(None, BOOKLET, only="exercises", answers_for=BOOK, settings=settings, store=store)
    _check(_answers(settings, store))
    assert _answers(settings, store, other)[("23.1(2)", "1")] is None


def test_a_book_answer_wins_unless_the_booklets_is_surer():
    exercises = [{"lesson": "1.1", "number": "1", "page": 1, "answer": None},
                 {"lesson": "1.1", "number": "2", "page": 1,
                  "answer": {"book_id": "b", "page": 9, "text": "x", "confidence": 0.7, "method": "key_number"}},
                 {"lesson": "1.1", "number": "3", "page": 1,
                  "answer": {"book_id": "b", "page": 1, "text": "y", "confidence": 0.95, "method": "inline"}}]
    answers = [{"lesson": "1.1", "number": n, "page": 2, "page_label": "2", "text": f"a{n}", "explicit": True,
                "key": 1} for n in ("1", "2", "3")]
    assert link_booklets(exercises, [("bk", answers)]) == 2
    assert [e["answer"]["book_id"] for e in exercises] == ["bk", "bk", "b"]
    assert exercises[0]["answer"]["page_label"] == "2"


def test_the_wrapper_links_a_booklet_and_kb_exercise_names_it(tmp_path):
    def run(*args):
        return subprocess.run([str(BIN / args[0]), *args[1:]], capture_output=True, text=True,
                              env=dict(os.environ), cwd="/", timeout=300)

    assert run("ebook-ingest", str(write_mineru_folder(tmp_path / "b", WORKBOOK)), "--book", BOOK,
               "--skip-vectors").returncode == 0
    bad = run("ebook-ingest", str(write_mineru_folder(tmp_path / "a", ANSWERS)), "--book", BOOKLET,
              "--skip-vectors", "--answers-for", "教辅/没有")
    assert bad.returncode == 2 and "--answers-for: unknown book" in bad.stderr and bad.stdout == ""
    good = run("ebook-ingest", str(tmp_path / "a"), "--book", BOOKLET, "--skip-vectors", "--answers-for", BOOK)
    assert good.returncode == 0, good.stderr
    assert f"answer booklet of {BOOK}: 8 answers, 6 of its exercises answered" in good.stdout
    out = run("kb-exercise", "--book", BOOK, "--lesson", "23.1（2）", "--number", "1")
    assert out.returncode == 0 and f"answer ({BOOKLET} · p. 2" in out.stdout and "九边形" in out.stdout
    data = json.loads(run("kb-exercise", "--book", BOOK, "--page", "4", "--json").stdout)
    assert data["exercises"][-1]["answer"] is None and data["answer_booklets"] == [BOOKLET]
    text = run("kb-exercise", "--book", BOOK, "--page", "4", "--number", "4").stdout
    assert f"no answer found in this book or its answer booklet {BOOKLET}" in text


def test_windmill_mode_upload_carries_the_link_to_the_flows_exercise_step(tmp_path, store_env):
    """The upload (bin/ebook-ingest in Windmill mode) records answers_for in place; the flow's
    own steps (tree, then extract_exercises) read it from the manifest."""
    from f.common.ingest.build import build_tree_step, exercises_step

    settings, store = store_env
    ingest(write_mineru_folder(tmp_path / "book", WORKBOOK), BOOK, skip_vectors=True, settings=settings, store=store)
    staged = ingest(write_mineru_folder(tmp_path / "booklet", ANSWERS), BOOKLET, upload_only=True,
                    answers_for=BOOK, settings=settings, store=store)
    assert staged["status"] == "uploaded" and books.read_manifest(store, BOOKLET)["answers_for"] == BOOK
    build_tree_step(settings, store, BOOKLET, summaries=False)
    assert exercises_step(store, BOOKLET)["linked"] == 6
    assert books.read_manifest(store, BOOK)["answer_booklets"] == [BOOKLET]
