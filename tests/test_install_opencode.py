"""bin/install-opencode-tools as a newcomer runs it: a missing project folder is created, and the
settings the install saw are recorded (KB_HOME always, absolute; secrets never) for an Opencode
started anywhere else."""
from __future__ import annotations

import json
import re
import subprocess

from tests.conftest import BIN


def _install(project, cwd, env):
    return subprocess.run([str(BIN / "install-opencode-tools"), str(project), "--no-npm"],
                          capture_output=True, text=True, cwd=cwd, env=env, timeout=120)


def _recorded(project) -> dict:
    text = (project / ".opencode" / "tools" / "ebook-kb" / "config.ts").read_text("utf-8")
    return json.loads(re.search(r"export const KB_ENV: Record<string, string> = (.*)\n", text)[1])


def test_creates_the_folder_and_records_the_settings(tmp_path):
    import os

    project = tmp_path / "new" / "project"
    env = {**os.environ, "KB_HOME": "relative-kb", "KB_MAX_PAGES": "12", "QDRANT_URL": "",
           "KB_LLM_API_KEY": "sk-very-secret-1", "MINIO_SECRET_KEY": "hush-2"}
    run = _install(project, tmp_path, env)
    assert run.returncode == 0, run.stderr
    assert (project / ".opencode" / "tools" / "pageindex-content.ts").exists()
    assert _recorded(project) == {"KB_HOME": str(tmp_path / "relative-kb"), "KB_MAX_PAGES": "12"}
    text = (project / ".opencode" / "tools" / "ebook-kb" / "config.ts").read_text("utf-8")
    assert "sk-very-secret-1" not in text + run.stderr and "hush-2" not in text + run.stderr
    secrets = run.stderr.split("not recorded (secrets; set them where Opencode runs): ")[1]
    assert set(secrets.split("\n")[0].split(", ")) == {"KB_LLM_API_KEY", "MINIO_SECRET_KEY"}
    assert "run.ts" in {p.name for p in (project / ".opencode" / "tools" / "ebook-kb").iterdir()}


def test_without_kb_home_the_checkout_default_is_recorded(tmp_path):
    import os

    from tests.conftest import ROOT

    env = {k: v for k, v in os.environ.items() if k != "KB_HOME"}
    assert _install(tmp_path / "p", tmp_path, env).returncode == 0
    assert _recorded(tmp_path / "p") == {"KB_HOME": str(ROOT / "data")}


def test_a_file_is_not_a_project_folder(tmp_path):
    import os

    (tmp_path / "f").write_text("x")
    run = _install(tmp_path / "f", tmp_path, dict(os.environ))
    assert run.returncode == 2 and "not a directory" in run.stderr
