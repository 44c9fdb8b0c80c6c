"""The pickled run caches (jieba's dictionary, the CC-CEDICT maps): built once, read after, a torn
or foreign file built again, an unwritable folder costing only the build."""
import pickle

from f.common.run_cache import load_or_build, path_for, per_book


def test_built_once_then_read(kb_home):
    path, calls = path_for("demo", "k1"), []
    assert path.parent == kb_home / "run"
    build = lambda: calls.append(1) or {"词": 1}  # noqa: E731
    assert load_or_build(path, build) == {"词": 1}
    assert load_or_build(path, build) == {"词": 1}
    assert calls == [1] and path.exists()
    assert not list(path.parent.glob("*.tmp"))


def test_torn_or_foreign_file_is_built_again(kb_home):
    path = path_for("demo", "k2")
    path.parent.mkdir(parents=True, exist_ok=True)
    for junk in (pickle.dumps({"a": 1})[:5], b"not a pickle", b""):
        path.write_bytes(junk)
        assert load_or_build(path, lambda: [1, 2]) == [1, 2]
        assert pickle.loads(path.read_bytes()) == [1, 2]


def test_unwritable_folder_costs_only_the_build(tmp_path):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    path = blocked / "demo-k3.pickle"
    assert load_or_build(path, lambda: "value") == "value"
    assert blocked.read_text() == "x"


def test_a_build_that_returns_none_is_not_kept(kb_home):
    path, calls = path_for("demo", "k4"), []
    assert load_or_build(path, lambda: calls.append(1)) is None
    assert not path.exists()
    assert load_or_build(path, lambda: calls.append(1) or "made") == "made" and calls == [1, 1]


def test_a_books_value_is_kept_per_version_and_its_older_versions_go(kb_home):
    calls = []
    build = lambda: calls.append(1) or {len(calls)}  # noqa: E731
    assert per_book("demo-runs", "教材/数学", "v1\0rules", build) == {1}
    assert per_book("demo-runs", "教材/数学", "v1\0rules", build) == {1} and calls == [1]
    assert per_book("demo-runs", "教材/物理", "v1\0rules", build) == {2}  # another book: its own file
    assert per_book("demo-runs", "教材/数学", "v2\0rules", build) == {3}  # re-ingested: built again
    files = sorted(p.name for p in (kb_home / "run").glob("demo-runs-*.pickle"))
    assert len(files) == 2  # the first book's v1 file went once v2 was written
    assert per_book("demo-runs", "教材/数学", "v3\0rules", lambda: None) is None
    assert len(list((kb_home / "run").glob("demo-runs-*.pickle"))) == 2  # a failed build removes nothing
