"""The Opencode tools' shared runner and argument schemas, run in Opencode's own JavaScript runtime
(the `opencode` binary is a Bun executable; BUN_BE_BUN=1 makes it act as `bun`). The bin/
folder here holds small test programs standing in for the wrappers, so that a hanging, failing or
missing wrapper and the exact argument array can be observed; the real wrappers are driven end to
end in test_opencode_tools.py."""
from __future__ import annotations

import json
import os
import subprocess

import pytest

from tests.conftest import BIN, ROOT

OPENCODE = ROOT / "tests" / ".node" / "node_modules" / ".bin" / "opencode"
NODE_MODULES = ROOT / "tests" / ".node" / "node_modules"

ECHO = """#!/usr/bin/env python3
import json, os, sys
print(json.dumps({"tool": os.path.basename(sys.argv[0]), "argv": sys.argv[1:],
                  "scope": os.environ.get("KB_ALLOWED_BOOKS")}, ensure_ascii=False))
"""
SLOW = """#!/usr/bin/env bash
echo $$ > "$(dirname "$0")/slow.pid"
sleep 60
"""
FAIL = """#!/usr/bin/env bash
echo "progress: 1/2" >&2
echo "error: unknown book 'x'; bin/list-books shows the catalogue" >&2
exit 2
"""

DRIVER = """
import { runWrapper } from "./.opencode/tools/ebook-kb/run.ts"
import search from "./.opencode/tools/qdrant-search.ts"
import structure from "./.opencode/tools/pageindex-structure.ts"
import content from "./.opencode/tools/pageindex-content.ts"
import books from "./.opencode/tools/list-books.ts"
TOOL_IMPORTS
const ctx = { abort: new AbortController().signal }
const out: Record<string, unknown> = {}
out.timeout = await runWrapper("slow", [], { timeoutMs: 1000 })
const ac = new AbortController()
setTimeout(() => ac.abort(), 500)
out.abort = await runWrapper("slow", [], { abort: ac.signal, timeoutMs: 30000 })
out.fail = await runWrapper("fail", [])
out.missing = await runWrapper("no-such-tool", [])
out.search = JSON.parse(await search.execute({ query: "-h $(id) `id` \\"; rm -rf ~; echo \\"", top_k: 3, book: "--json" }, ctx))
out.structure = JSON.parse(await structure.execute({ book: "教材/数学/样书", node: "0007", depth: 2 }, ctx))
out.content = JSON.parse(await content.execute({ book: "教材/数学/样书", pages: "3-5,9" }, ctx))
out.books = JSON.parse(await books.execute({}, ctx))
const s = (t: any, k: string, v: unknown) => t.args[k].safeParse(v).success
out.schema = { top_k: [s(search, "top_k", 0), s(search, "top_k", 1), s(search, "top_k", 50),
                       s(search, "top_k", 51), s(search, "top_k", 2.5)],
               depth: [s(structure, "depth", 0), s(structure, "depth", 20), s(structure, "depth", 21)],
               pages_described: String(content.args.pages.description).includes("17-18") }
console.log(JSON.stringify(out))
"""
# Appended to DRIVER: each tool's description, and per argument its description, whether it is
# optional and what zod says of probe values at and beyond its declared bounds (PROBES).
DECLARED = """
const tools: Record<string, any> = TOOL_MAP
const probes: Record<string, Record<string, unknown[]>> = PROBES
out.declared = Object.fromEntries(Object.entries(tools).map(([name, t]) => [name, {
  description: t.description,
  args: Object.fromEntries(Object.entries(t.args).map(([k, v]: [string, any]) => [k, {
    description: v.description, optional: v.safeParse(undefined).success,
    probes: (probes[name]?.[k] ?? []).map((p) => v.safeParse(p).success) }])) }]))
"""


def _probes(arg) -> list[tuple[object, bool]]:
    """Values at and just beyond an argument's declared bounds, with whether they are valid."""
    if arg.choices:
        return [(c, True) for c in arg.choices] + [("nope", False)]
    if arg.type is int:
        found = [(2.5, False)]
        if arg.minimum is not None:
            found += [(arg.minimum - 1, False), (arg.minimum, True)]
        if arg.maximum is not None:
            found += [(arg.maximum, True), (arg.maximum + 1, False)]
        return found
    found = []
    if arg.minimum:
        found += [("x" * (arg.minimum - 1), False), ("x" * arg.minimum, True)]
    if arg.maximum is not None:
        found += [("x" * arg.maximum, True), ("x" * (arg.maximum + 1), False)]
    return found


def _driver() -> str:
    from f.common.cli.tools import agent_tools

    probes = {t.name: {a.name: [v for v, _ in _probes(a)] for a in t.args} for t in agent_tools()}
    last = "console.log(JSON.stringify(out))"
    # every declared agent tool is read (the four the driver calls by name, and the rest)
    named = {"qdrant-search": "search", "pageindex-structure": "structure", "pageindex-content": "content",
             "list-books": "books"}
    others = {t.name: f"tool{i}" for i, t in enumerate(agent_tools()) if t.name not in named}
    imports = "\n".join(f'import {var} from "./.opencode/tools/{name}.ts"' for name, var in others.items())
    tool_map = "{" + ", ".join(f'"{name}": {var}' for name, var in {**named, **others}.items()) + "}"
    declared = DECLARED.replace("PROBES", json.dumps(probes, ensure_ascii=False)).replace("TOOL_MAP", tool_map)
    return DRIVER.replace("TOOL_IMPORTS", imports).replace(last, declared + last)


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    assert OPENCODE.exists(), f"{OPENCODE} is missing: run bin/kb-setup --dev"
    base = tmp_path_factory.mktemp("runner")
    fake_bin, project = base / "bin", base / "project"
    fake_bin.mkdir()
    project.mkdir()
    for name, text in [("slow", SLOW), ("fail", FAIL)] + [
            (t, ECHO) for t in ("qdrant-search", "pageindex-structure", "pageindex-content", "list-books")]:
        (fake_bin / name).write_text(text)
        (fake_bin / name).chmod(0o755)
    subprocess.run([str(BIN / "install-opencode-tools"), str(project), "--no-npm",
                    "--allowed-books", "教材/数学/"], check=True, capture_output=True)
    (project / ".opencode" / "node_modules").symlink_to(NODE_MODULES)
    config = project / ".opencode" / "tools" / "ebook-kb" / "config.ts"
    assert json.dumps(str(BIN), ensure_ascii=False) in config.read_text()
    config.write_text(config.read_text().replace(json.dumps(str(BIN), ensure_ascii=False),
                                                 json.dumps(str(fake_bin))))
    (project / "driver.ts").write_text(_driver())
    run = subprocess.run([str(OPENCODE), "run", "driver.ts"], cwd=project, capture_output=True,
                         text=True, timeout=120, env={**os.environ, "BUN_BE_BUN": "1",
                                                      "KB_ALLOWED_BOOKS": "everything/"})
    assert run.returncode == 0, run.stderr[-2000:]
    return json.loads(run.stdout.strip().splitlines()[-1]), fake_bin


def test_timeout_stops_the_wrapper(results):
    out, fake_bin = results
    assert out["timeout"] == "error: slow timed out after 1 s"
    assert out["abort"] == "error: slow cancelled"
    pid = int((fake_bin / "slow.pid").read_text())
    assert not os.path.exists(f"/proc/{pid}") or "Z" in open(f"/proc/{pid}/stat").read().split()[2]


def test_failure_is_the_wrappers_one_line_error(results):
    out, fake_bin = results
    assert out["fail"] == "error: unknown book 'x'; bin/list-books shows the catalogue"
    assert out["missing"].startswith(f"error: cannot run {fake_bin}/no-such-tool")


def test_arguments_are_an_array_with_values_bound_to_their_options(results):
    out, _ = results
    assert out["search"]["argv"] == ["--top-k=3", "--book=--json", "--",
                                     '-h $(id) `id` "; rm -rf ~; echo "']
    assert out["structure"]["argv"] == ["--book=教材/数学/样书", "--node=0007", "--depth=2"]
    assert out["content"]["argv"] == ["--book=教材/数学/样书", "--pages=3-5,9"]
    assert out["books"] == {"tool": "list-books", "argv": [], "scope": "教材/数学/"}


def test_the_install_scope_wins_over_the_environment(results):
    out, _ = results
    assert {out[k]["scope"] for k in ("search", "structure", "content", "books")} == {"教材/数学/"}


def test_schemas_state_the_bounds(results):
    out, _ = results
    assert out["schema"]["top_k"] == [False, True, True, False, False]
    assert out["schema"]["depth"] == [False, True, False]
    assert out["schema"]["pages_described"]


def test_the_committed_tools_are_generated_from_the_declarations():
    from f.common.cli import opencode_gen

    assert [p.name for p in opencode_gen.stale()] == [], "run: python -m f.common.cli.opencode_gen"
    from f.common.cli.tools import agent_tools

    assert sorted(p.name for p in (ROOT / "opencode_tools").glob("*.ts")) == sorted(
        f"{t.name}.ts" for t in agent_tools())


def test_schemas_match_the_declarations(results):
    """What zod accepts and says, read in Opencode's runtime, against tools.py."""
    from f.common.cli.tools import agent_tools

    out, _ = results
    for tool in agent_tools():
        seen = out["declared"][tool.name]
        assert seen["description"] == tool.describe("opencode"), tool.name
        assert set(seen["args"]) == {a.name for a in tool.args}, tool.name
        for arg in tool.args:
            got = seen["args"][arg.name]
            assert got["description"] == arg.describe("opencode"), (tool.name, arg.name)
            assert got["optional"] == (not arg.required), (tool.name, arg.name)
            assert got["probes"] == [want for _, want in _probes(arg)], (tool.name, arg.name)
