"""Imports under f/ point one way (docs/architecture.md): no module imports, at any depth, one
that imports it back. The graph is read from the source (tests/import_graph.py), function-level
imports included, so a cycle hidden in a function is found too."""
from pathlib import Path

from tests.import_graph import cycles, graph, loop_of

ROOT = Path(__file__).resolve().parents[1]


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_f_has_no_import_cycle():
    edges = graph(ROOT / "f", "f")
    assert len(edges) > 100  # the whole tree was read
    assert "f.common.store.books" in edges["f.common.library"]  # `from f.common.store import books`
    assert "f.common.errors" in edges["f.common.store.books"]
    found = [" -> ".join(loop_of(edges, c)) for c in cycles(edges)]
    assert not found, "import cycles under f/ (move the shared piece down a layer):\n" + "\n".join(found)


def test_a_cycle_put_back_is_found_and_named(tmp_path):
    """The check on a small synthetic tree: a function-level import back up makes a cycle."""
    _write(tmp_path / "pkg", {
        "__init__.py": "",
        "cli/__init__.py": "",
        "cli/main.py": "from pkg.cli import render\nfrom pkg.server import serve\n",
        "cli/render.py": "def line():\n    from pkg.cli.main import TOOLS  # the hidden way back\n",
        "server.py": "from .store import base\n",
        "store/__init__.py": "",
        "store/base.py": "import os\n",
    })
    edges = graph(tmp_path / "pkg", "pkg")
    assert edges["pkg.server"] == {"pkg.store.base"}  # relative import resolved
    assert cycles(edges) == [["pkg.cli.main", "pkg.cli.render"]]
    assert loop_of(edges, ["pkg.cli.main", "pkg.cli.render"]) == ["pkg.cli.main", "pkg.cli.render", "pkg.cli.main"]
    (tmp_path / "pkg/cli/render.py").write_text("def line():\n    return 1\n", encoding="utf-8")
    assert cycles(graph(tmp_path / "pkg", "pkg")) == []


def test_a_loop_through_three_modules_is_one_cycle(tmp_path):
    _write(tmp_path / "q", {"__init__.py": "", "a.py": "import q.b\n", "b.py": "from q import c\n",
                            "c.py": "def f():\n    from q.a import x\n"})
    assert cycles(graph(tmp_path / "q", "q")) == [["q.a", "q.b", "q.c"]]
