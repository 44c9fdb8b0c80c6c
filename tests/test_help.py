"""Every bin/ program answers --help with what it does and its defaults, and runs nothing while
doing so (as sqlite-utils checks its CLI docs against the code); README's Tools table lists every
one of them (tests/test_wrappers.py checks the table against bin/ and the declarations)."""
from __future__ import annotations

import os
import subprocess

import pytest

from tests.conftest import BIN
from tests.test_wrappers import _readme_tools

PROGRAMS = sorted(p.name for p in BIN.iterdir() if p.name != "_kb")
# What each helper's --help must say about its defaults (the declared tools are checked below).
HELPERS = {
    "ebook-kb-mcp": ["KB_HOME", "KB_ALLOWED_BOOKS", "default: every book"],
    "kb-chat-server": ["default 127.0.0.1", "default 8765"],
    "install-opencode-tools": ["default: the current directory", "KB_HOME", "--allowed-books"],
    "kb-setup": ["--dev", "--wmill", "bin/kb-setup "],
    "kb-demo": ["示例/数学/样章", "default: ./data"],
    "kb-test": ["default: the fast tests", "--all", "what CI runs", "--soak"],
    "kb-windmill-meta": ["--check"],
    "wmill": ["bin/wmill sync push"],
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_help_says_what_and_its_defaults_and_runs_nothing(name, kb_home):
    from f.common.cli.tools import TOOLS

    run = subprocess.run([str(BIN / name), "--help"], capture_output=True, text=True,
                         timeout=60, env={**os.environ, "KB_HOME": str(kb_home)}, cwd="/")
    assert run.returncode == 0, run.stderr
    out = " ".join(run.stdout.split())
    assert name in _readme_tools(), f"bin/{name} is missing from README's Tools table"
    assert not kb_home.exists(), f"bin/{name} --help touched the library"
    if name in TOOLS:
        tool = TOOLS[name]
        assert tool.summary in out
        for arg in tool.args:
            if arg.type is not bool and arg.agent_default is not None:
                said = (f"default {arg.agent_default}", f"{arg.agent_default} (default)")
                assert any(s in out for s in said), (name, arg.name)
    else:
        for words in HELPERS[name]:
            assert words in out, (name, words)
