"""A wrapper whose reader stops early (`bin/qdrant-search ... | head -1`) ends quietly: status 0,
nothing on stderr, no traceback; whether the pipe closed before the first write or at the flush."""
import os
import subprocess

import pytest

from tests.conftest import BIN

CASES = [
    ["pageindex-content", "--book", "教材/数学/向量", "--pages", "1-4"],
    ["pageindex-content", "--book", "教材/数学/向量", "--pages", "1-4", "--json"],
    ["pageindex-structure", "--book", "教材/数学/向量", "--json"],
    ["qdrant-search", "数量积", "--top-k", "10"],
    ["list-books", "--json"],
]


def _closed_reader(args):
    """Run the wrapper with its stdout a pipe whose reading end is already closed."""
    read, write = os.pipe()
    os.close(read)
    proc = subprocess.Popen([str(BIN / args[0]), *args[1:]], stdout=write, stderr=subprocess.PIPE)
    os.close(write)
    _, err = proc.communicate(timeout=120)
    return proc.returncode, err.decode()


@pytest.mark.parametrize("args", CASES, ids=lambda a: " ".join(a[:1] + a[-1:]))
def test_closed_pipe_is_quiet_success(library, args):
    code, err = _closed_reader(args)
    assert (code, err) == (0, "")


def test_head_one_in_a_shell(library):
    """The user's own pipeline: the first line arrives, and the pipeline's status is the wrapper's 0."""
    script = f'"{BIN}/pageindex-content" --book 教材/数学/向量 --pages 1-4 | head -1; echo "rc=${{PIPESTATUS[0]}}"'
    proc = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=120)
    assert proc.stdout.splitlines() == ["=== 教材/数学/向量 · p. 1 (printed 7) ===", "rc=0"]
    assert "Traceback" not in proc.stderr and proc.stderr == ""


def test_errors_still_fail_with_a_closed_pipe(library):
    """A closed reader does not hide a real failure: bad input is still exit 2 with its line."""
    code, err = _closed_reader(["pageindex-content", "--book", "教材/数学/向量", "--pages", "0"])
    assert code == 2 and err.startswith("error: ") and "Traceback" not in err
