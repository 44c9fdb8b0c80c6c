"""English lexical search on the real engine (the embedded default, the real bundled model): the
English analyser and the section path as a title field find a page the earlier tokens did not,
and a library indexed with an older tokenizer is re-indexed by rewriting its word vectors only.

The book is a filing's section: its heading on page 1 only (a running title naming it would be
left out of the page text), the 4.75% notes on page 2, and a risk page that also speaks of notes
and percentages."""
from __future__ import annotations

import pytest

from f.common.config import load
from f.common.ingest.flow import ingest
from f.common.vectors import service, sparse
from f.common.vectors.collection import LEXICAL, ModelMismatch
from tests.books import write_book

BOOK = "en/filing"
PAGES = [
    [("Item 7. Liquidity and Capital Resources", 1),
     ("Liquidity and capital resources should be read with the statements of cash flows. Our "
      "capital resources are cash, short-term investments and the revolving credit facility.", 0)],
    [("Working capital turned to a deficit: the 4.75% senior notes fall due in February 2020 and "
      "the term loan in April 2020, and we intend to refinance both before they are due.", 0)],
    [("Item 8. Risk Factors", 1),
     ("Interest on our notes and loans changes with market rates; a one percent rise in rates "
      "would change the fair value of the notes by several percent.", 0)],
]
QUERY = "When are the 4.75 percent notes due under liquidity and capital resources?"


@pytest.fixture(scope="module")
def english_library(tmp_path_factory):
    import os

    home = tmp_path_factory.mktemp("english") / "kb"
    old = os.environ.get("KB_HOME")
    os.environ["KB_HOME"] = str(home)
    try:
        ingest(write_book(tmp_path_factory.mktemp("src") / "filing", PAGES), BOOK)
    finally:
        os.environ.pop("KB_HOME") if old is None else os.environ.__setitem__("KB_HOME", old)
    return home


@pytest.fixture
def library(english_library, kb_home):
    import shutil

    shutil.copytree(english_library, kb_home, dirs_exist_ok=True)
    yield kb_home


def first_page(query, mode):
    return service.search(load(), query, mode=mode, top_k=3)["hits"][0]["page"]


def as_older_tokens(settings, words=None) -> list:
    """Rewrite the index as an earlier version wrote it (tokens of version 1); `words` replaces
    every point's word vector. Returns the points as they were."""
    with service.writer(settings) as client:
        entries = [entry for _hit, entry in client.scroll(with_vectors=True)]
        model, dimension = client.recorded_model()
        client.drop()
        client.create(model.split(LEXICAL)[0], dimension)  # no suffix: version 1
        client.upsert([e._replace(sparse=words) for e in entries] if words else entries)
    return entries


def test_the_page_under_a_heading_it_does_not_repeat_is_found_by_its_section_and_number(library):
    # the old tokens ranked page 1 first (it names the section; page 2's "4.75%" was one token
    # that "4.75" never matched, and its section was not indexed)
    assert first_page(QUERY, "sparse") == 2
    assert first_page(QUERY, "hybrid") == 2


def test_an_index_of_older_tokens_asks_for_a_reindex_that_keeps_the_embeddings(library):
    settings = load()
    entries = as_older_tokens(settings)
    with pytest.raises(ModelMismatch, match="kb-reindex"):
        service.search(settings, QUERY, mode="sparse")
    report = service.reindex(settings)
    assert report["lexical_only"] and report["points"] == len(entries)
    with service.reader(settings) as client:
        assert client.recorded_model()[0].endswith(LEXICAL + sparse.VERSION)
        after = {entry.id: entry for _hit, entry in client.scroll(with_vectors=True)}
    for entry in entries:  # the dense vectors are the ones the model made; the words rewritten
        assert after[entry.id].dense == pytest.approx(entry.dense, abs=1e-6)
        indices, values = sparse.passage_vector(entry.payload.get("section"), entry.payload["text"])
        assert after[entry.id].sparse[0] == indices
        assert after[entry.id].sparse[1] == pytest.approx(values, abs=1e-4)
    assert first_page(QUERY, "sparse") == 2


def test_an_ingest_rewrites_the_word_vectors_of_older_tokens_by_itself(library):
    from f.common.store.objects import get_store

    settings = load()
    as_older_tokens(settings, words=([1], [1.0]))  # words of no use
    report = service.embed_step(settings, get_store(settings), BOOK)
    assert report["embedded"] == 0  # nothing re-embedded: the words were rewritten, not the pages
    with service.reader(settings) as client:
        assert client.recorded_model()[0].endswith(LEXICAL + sparse.VERSION)
    assert first_page(QUERY, "sparse") == 2


def test_a_reindex_that_fails_part_way_loses_no_point_and_leaves_the_old_version(library, monkeypatch):
    from f.common.vectors import collection

    settings = load()
    entries = as_older_tokens(settings)
    calls = []

    def failing_upsert(self, batch):  # the machine goes down after the first batch's write
        calls.append(len(batch))
        raise OSError("disk gone")
    with service.writer(settings) as client, monkeypatch.context() as patch:
        patch.setattr(type(client), "upsert", failing_upsert)
        with pytest.raises(OSError):
            collection.relex(client)
    assert calls
    with service.reader(settings) as client:  # every point is still there, still marked old
        assert LEXICAL not in client.recorded_model()[0]  # version 1, as it was
        assert {e.id for _h, e in client.scroll(with_vectors=True)} == {e.id for e in entries}
    with pytest.raises(ModelMismatch, match="kb-reindex"):
        service.search(settings, QUERY, mode="sparse")
    assert service.reindex(settings)["points"] == len(entries)  # the next run simply finishes it
    assert first_page(QUERY, "sparse") == 2
