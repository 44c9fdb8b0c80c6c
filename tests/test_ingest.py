"""Ingest of MinerU output folders into both stores, and what bad input leaves behind (nothing)."""
import json

import pytest

from f.common import library
from f.common.errors import BadInput, NotFound, NotReady
from f.common.ingest.flow import ingest
from tests.books import tiny_book_items, write_mineru_folder
from tests.conftest import dev_data


def snapshot(store):
    return {key: store.get(key) for key in store.list("")}


def test_dev_thesis_ingests_and_answers(store_env):
    settings, store = store_env
    report = ingest(dev_data("zh-thesis"), "论文/数字普惠金融 (2025)", skip_vectors=True,
                    settings=settings, store=store)
    assert report["status"] == "ready" and report["page_count"] == 70
    keys = set(store.list("parsed/论文/数字普惠金融 (2025)/"))
    assert {f"parsed/论文/数字普惠金融 (2025)/{n}" for n in
            ("content_list.json", "content.md", "pageindex.json", "manifest.json")} <= keys
    page = library.content("论文/数字普惠金融 (2025)", "8", settings, store)["pages"][0]
    assert page["page"] == 8 and page["page_label"] == "1" and "1.1 研究背景" in page["content"]
    tree = library.structure("论文/数字普惠金融 (2025)", settings=settings, store=store)
    assert tree["page_count"] == 70 and tree["structure"]
    assert "text" not in json.dumps(tree["structure"], ensure_ascii=False).replace('"title"', "")
    books = library.list_books(settings, store)["books"]
    assert books == [{"book_id": "论文/数字普惠金融 (2025)", "title": "数字普惠金融对中小企业信用风险影响研究",
                      "page_count": 70, "status": "ready", "source": "mineru",
                      "updated_at": books[0]["updated_at"], "version": books[0]["version"]}]
    assert books[0]["version"] and "ingest" not in books[0]  # served version, no ingest beside it


def test_old_format_report_ingests(store_env):
    settings, store = store_env
    ingest(dev_data("zh-research-report"), "dev/report", skip_vectors=True, settings=settings,
           store=store)
    pages = library.content("dev/report", "1-4", settings, store)["pages"]
    assert len(pages) == 4 and any("|" in p["content"] for p in pages)  # tables rendered


def test_reingest_unchanged_is_a_no_op_and_force_rebuilds(tmp_path, store_env):
    settings, store = store_env
    folder = write_mineru_folder(tmp_path / "book")
    first = ingest(folder, "t/book", skip_vectors=True, settings=settings, store=store)
    assert first["status"] == "ready"
    assert ingest(folder, "t/book", skip_vectors=True, settings=settings, store=store)["status"] == "unchanged"
    assert ingest(folder, "t/book", skip_vectors=True, force=True, settings=settings,
                  store=store)["status"] == "ready"


def test_stale_images_removed_on_new_version(tmp_path, store_env):
    settings, store = store_env
    folder = write_mineru_folder(tmp_path / "book")
    ingest(folder, "t/book", skip_vectors=True, settings=settings, store=store)
    (folder / "images" / "t.jpg").unlink()
    (folder / "images" / "u.jpg").write_bytes(b"new")
    ingest(folder, "t/book", skip_vectors=True, settings=settings, store=store)
    images = [k for k in store.list("parsed/t/book/images/")]
    assert images == ["parsed/t/book/images/u.jpg"]


BROKEN = {
    "truncated": lambda: json.dumps(tiny_book_items(), ensure_ascii=False)[:-40],
    "not json": lambda: "<html>oops</html>",
    "empty list": lambda: "[]",
    "only furniture": lambda: json.dumps([{"type": "discarded", "text": "1", "page_idx": 0}]),
    "wrong shape": lambda: json.dumps({"pages": []}),
}


@pytest.mark.parametrize("case", BROKEN)
def test_broken_input_changes_nothing(tmp_path, store_env, case):
    settings, store = store_env
    good = write_mineru_folder(tmp_path / "good")
    ingest(good, "t/book", skip_vectors=True, settings=settings, store=store)
    before = snapshot(store)
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "content_list.json").write_text(BROKEN[case]())
    with pytest.raises(BadInput):
        ingest(bad, "t/book", skip_vectors=True, force=True, settings=settings, store=store)
    assert snapshot(store) == before
    assert library.content("t/book", "2", settings, store)["pages"][0]["content"]


@pytest.mark.parametrize("path", ["missing-folder", "file.txt", "empty-folder"])
def test_unusable_paths(tmp_path, path):
    (tmp_path / "file.txt").write_text("x")
    (tmp_path / "empty-folder").mkdir()
    with pytest.raises(BadInput):
        ingest(tmp_path / path, "t/book", skip_vectors=True)


@pytest.mark.parametrize("book_id", ["../escape", "/abs", "a/../../b", "a\x00b"])
def test_hostile_book_ids_store_nothing(tmp_path, store_env, book_id):
    settings, store = store_env
    with pytest.raises(BadInput):
        ingest(write_mineru_folder(tmp_path / "b"), book_id, settings=settings, store=store)
    assert list(store.list("")) == []


def test_failed_step_is_recorded_and_never_served(tmp_path, store_env, monkeypatch):
    settings, store = store_env
    folder = write_mineru_folder(tmp_path / "book")

    def broken_tree(*args, **kwargs):
        raise RuntimeError("tree builder crashed")

    monkeypatch.setattr("f.common.ingest.build.build_tree_step", broken_tree)
    with pytest.raises(RuntimeError):
        ingest(folder, "t/book", skip_vectors=True, settings=settings, store=store)
    manifest = json.loads(store.get("parsed/t/book/manifest.json"))
    assert manifest["status"] == "failed"
    assert manifest["error"]["step"] == "build_index"
    assert "tree builder crashed" in manifest["error"]["message"]
    with pytest.raises(NotReady, match="not ready \\(status: failed"):
        library.content("t/book", "1", settings, store)
    listed = library.list_books(settings, store)["books"][0]
    assert listed["status"] == "failed" and "crashed" in listed["error"]


def test_unknown_book_and_out_of_range(store_env, tmp_path):
    settings, store = store_env
    ingest(write_mineru_folder(tmp_path / "b"), "t/book", skip_vectors=True, settings=settings,
           store=store)
    with pytest.raises(NotFound, match="unknown book 't/nobook'; did you mean t/book\\?"):
        library.content("t/nobook", "1", settings, store)
    with pytest.raises(NotFound, match="beyond the book's last page \\(7\\)"):
        library.content("t/book", "8-9", settings, store)
    part = library.content("t/book", "7-8", settings, store)  # the valid part, with a note
    assert [p["page"] for p in part["pages"]] == [7] and "showing 7" in part["note"]
    with pytest.raises(NotFound, match="no node"):
        library.structure("t/book", node="9999", settings=settings, store=store)


def test_empty_pages_inside_range_answer_empty(store_env, tmp_path):
    settings, store = store_env
    items = [{"type": "text", "text": "封面", "page_idx": 0},
             {"type": "text", "text": "末页", "page_idx": 3}]
    ingest(write_mineru_folder(tmp_path / "b", items), "t/gap", skip_vectors=True,
           settings=settings, store=store)
    pages = library.content("t/gap", "1-4", settings, store)["pages"]
    assert [p["content"] for p in pages] == ["封面", "", "", "末页"]
