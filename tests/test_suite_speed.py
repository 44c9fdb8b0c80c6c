"""The split of the suite: `bin/kb-test` runs the fast tests, `bin/kb-test --all` every one, and CI
runs README's test command, which is the --all one. tests/slow_tests.py names only tests that
exist and leaves every test file a fast test (so the fast run still touches every feature; a file
its author marks slow whole, `pytestmark = pytest.mark.slow`, stays so)."""
from __future__ import annotations

import ast
import re
import subprocess

from tests.conftest import BIN, ROOT
from tests.slow_tests import SLOW, SLOW_FILES

TESTS = ROOT / "tests"


def _readme_test_command() -> str:
    setup = (ROOT / "README.md").read_text(encoding="utf-8").split("\n## Set up\n", 1)[1].split("\n## ", 1)[0]
    lines = [line.split("#", 1)[0].strip() for line in setup.splitlines() if "bin/kb-test" in line]
    assert len(lines) == 1, f"README's Set up names bin/kb-test on {len(lines)} lines"
    return lines[0]


def test_ci_runs_the_readme_test_command_and_it_is_the_whole_suite():
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()
          if line.strip() and not line.startswith(("#", "set ", "cd "))]
    assert ci == [_readme_test_command()]
    assert re.search(r"bin/kb-test --all\b", ci[0]), ci[0]


def _is_slow_mark(node: ast.expr) -> bool:
    return "mark.slow" in ast.unparse(node)


def _test_functions(path) -> tuple[dict[str, bool], bool]:
    """{test function: marked slow in the file}, and whether the whole module is (pytestmark)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module_slow = any(isinstance(n, ast.Assign) and any(getattr(t, "id", "") == "pytestmark" for t in n.targets)
                      and _is_slow_mark(n.value) for n in tree.body)
    functions = {n.name: any(_is_slow_mark(d) for d in n.decorator_list) for n in tree.body
                 if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name.startswith("test")}
    return functions, module_slow


def test_every_slow_entry_names_a_test_and_every_file_keeps_a_fast_one():
    files = {p.name: _test_functions(p) for p in sorted(TESTS.glob("test_*.py"))}
    for entry in SLOW:
        file, _, name = entry.partition("::")
        assert file in files, f"tests/slow_tests.py: no tests/{file}"
        assert name.split("[", 1)[0] in files[file][0], f"tests/slow_tests.py: no test {entry}"
    for file, why in SLOW_FILES.items():  # a file slow whole names the fast file covering its feature
        assert file in files, f"tests/slow_tests.py: no tests/{file}"
        covers = re.findall(r"tests/(test_\w+\.py)", why)
        assert covers and all(c in files and c not in SLOW_FILES for c in covers), (file, why)
    for file, (functions, module_slow) in files.items():
        marked_fast = [f for f, marked in functions.items() if not marked and not module_slow and file not in SLOW_FILES]
        if marked_fast:  # a file its author marked slow whole (e.g. a real external server) may stay so
            fast = [f for f in marked_fast if f"{file}::{f}" not in SLOW]
            assert fast, f"tests/slow_tests.py leaves tests/{file} no fast test: bin/kb-test would skip it whole"


def _collected(*args: str) -> set[str]:
    run = subprocess.run([str(BIN / "kb-test"), *args, "--collect-only", "-q"], capture_output=True,
                         text=True, timeout=600, cwd=ROOT)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    return {line for line in run.stdout.splitlines() if "::" in line}


def test_the_fast_run_leaves_out_the_slow_tests_and_all_runs_them():
    """Collected over the files of the parametrised keys (collection names each parametrisation)."""
    entries = [e for e in SLOW if "[" in e] or list(SLOW)[:3]
    assert entries, "tests/slow_tests.py names no test"
    paths = sorted({f"tests/{e.split('::', 1)[0]}" for e in entries})
    fast, every = _collected(*paths), _collected("--all", *paths)
    assert fast < every
    for entry in entries:
        nodeid = f"tests/{entry}"
        matching = {n for n in every if n == nodeid or n.startswith(nodeid + "[")}
        assert matching, f"tests/slow_tests.py: {entry} collects nothing"
        assert not matching & fast, f"{entry} is in the fast run"
    for path in paths:  # a file whose slow keys are parametrisations still keeps a fast test
        assert any(n.startswith(path + "::") for n in fast), f"tests/slow_tests.py leaves {path} no fast test"
