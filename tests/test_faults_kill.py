"""SIGKILL of a re-ingest at each of its steps: nothing lost, the old version still served (content
and search agree on it), list-books shows the dead ingest, and the next ingest takes the stale
lease over, resumes and serves the new version. The kill comes from the test-only fault hook
KB_FAULT_KILL_STEP (f/common/ingest/steps.fault_point) in a real `bin/ebook-ingest` subprocess."""
import os
import subprocess
import time
from pathlib import Path

import pytest

from f.common import library
from f.common.config import load
from f.common.ingest.flow import ingest
from f.common.store.objects import get_store
from f.common.store.versions import raw_of, split
from f.common.vectors.service import search
from tests.books import MATH, write_book
from tests.served import BOOK, point_versions
from tests.served import hits as pages_and_texts
from tests.served import served_page as served_text

BIN = Path(__file__).resolve().parent.parent / "bin"
NEW = "新版教材的第一页：向量的加法满足交换律。"

# CI runs a bounded set; bin/kb-test --soak the rest.
STEPS = [pytest.param("build_index"), pytest.param("embed_pages"), pytest.param("publish"),
         pytest.param("upload", marks=pytest.mark.soak), pytest.param("extract_terms", marks=pytest.mark.soak),
         pytest.param("extract_exercises", marks=pytest.mark.soak)]


def versions_stored(store) -> set:
    return {split(k)[1] for k in raw_of(store).list("parsed/") if split(k) and split(k)[0] == BOOK
            and split(k)[1]}


@pytest.mark.parametrize("step", STEPS)
def test_sigkill_at_a_step_keeps_the_old_version_and_the_next_ingest_resumes(step, tmp_path, monkeypatch):
    settings = load()
    store = get_store(settings)
    first = ingest(write_book(tmp_path / "v1", MATH), BOOK, no_summaries=True, settings=settings, store=store)
    old_page = served_text(settings, store)
    old_hits = pages_and_texts(settings)
    assert old_hits and first["version"]

    v2 = write_book(tmp_path / "v2", [[(NEW, 0)], *MATH[1:]])
    env = {**os.environ, "KB_FAULT_KILL_STEP": step, "KB_SEARCHD": "off"}
    run = subprocess.run([str(BIN / "ebook-ingest"), str(v2), "--book", BOOK, "--no-summaries"],
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == -9, run.stderr[-2000:]

    store = get_store(settings)
    assert served_text(settings, store) == old_page  # the old version, whole
    assert pages_and_texts(settings) == old_hits  # search agrees (scores may move: more points)
    listed = library.list_books(settings, store)["books"][0]
    assert listed["status"] == "ready" and listed["version"] == first["version"]
    assert listed["ingest"]["status"] == "running" and listed["ingest"]["step"] == step

    # a second ingest while the dead one's lease is fresh refuses with a clear message
    from f.common.store.lease import Busy

    with pytest.raises(Busy, match="is being ingested by"):
        ingest(v2, BOOK, no_summaries=True, settings=settings, store=store)
    monkeypatch.setenv("KB_LEASE_STALE", "1")
    time.sleep(1.5)
    settings = load()
    assert library.list_books(settings, store)["books"][0]["ingest"]["status"] == "stalled"
    report = ingest(v2, BOOK, no_summaries=True, settings=settings, store=store)
    assert report["status"] == "ready" and report["version"] != first["version"]
    if step in ("embed_pages", "publish"):
        assert report["tree"] == {"nodes": "?"}  # resumed: the tree of the dead attempt was kept
    assert NEW in served_text(settings, store)
    hits = search(settings, "交换律", top_k=5, book=BOOK, mode="sparse")["hits"]
    assert any(h["page"] == 1 for h in hits)  # the new page 1 is found
    assert point_versions(settings) == {report["version"]}  # the old version's points are gone
    assert "ingest" not in library.list_books(settings, store)["books"][0]
    # the version before stays for readers that pinned it a moment ago; anything older is gone
    assert versions_stored(store) == {report["version"], first["version"]}
