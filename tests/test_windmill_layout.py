"""The Windmill sync layout: every script's .script.yaml matches its main() exactly (derived here
from the imported function, and by Windmill's own parser from the CLI), the files are not stale,
shared code follows Windmill's import rules, and `wmill lint` (the real CLI) accepts the layout."""
import ast
import inspect
import json
import os
import shutil
import subprocess
import typing
from pathlib import Path

import pytest
import yaml

from f.common.cli import windmill_meta
from tests.conftest import ROOT

WMILL_DIR = ROOT / ".tools" / "wmill" / "node_modules"
WMILL = WMILL_DIR / ".bin" / "wmill"
JSON_TYPES = {str: "string", int: "integer", float: "number", bool: "boolean", dict: "object",
              list: "array"}


def scripts() -> list[Path]:
    return [p for p in windmill_meta.modules() if "def main(" in p.read_text(encoding="utf-8")]


def metadata(path: Path) -> dict:
    target = windmill_meta.script_yaml_path(path)
    assert target.exists(), f"{target.relative_to(ROOT)} is missing: run bin/kb-windmill-meta"
    return yaml.safe_load(target.read_text(encoding="utf-8"))


def signature_schema(path: Path) -> tuple[dict, list]:
    """main()'s parameters as (name -> (type, default), required), from the imported function."""
    module_name = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
    main = __import__(module_name, fromlist=["main"]).main
    hints = typing.get_type_hints(main)
    props, required = {}, []
    for name, param in inspect.signature(main).parameters.items():
        hint = hints[name]
        origin = typing.get_origin(hint) or hint
        if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
            origin = typing.get_args(hint)[0]
        default = None if param.default is inspect.Parameter.empty else param.default
        if param.default is inspect.Parameter.empty:
            required.append(name)
        props[name] = (JSON_TYPES[typing.get_origin(origin) or origin], default)
    return props, required


def test_every_script_has_metadata_matching_its_signature():
    found = scripts()
    assert {"f/query/list_books.py", "f/index/publish_book.py"} <= {
        p.relative_to(ROOT).as_posix() for p in found}
    for path in found:
        meta = metadata(path)
        assert meta["summary"].strip() and meta["description"].strip(), path
        schema = meta["schema"]
        props, required = signature_schema(path)
        assert list(schema["properties"]) == list(props), path      # same names, same order
        assert schema["required"] == required, path
        for name, (kind, default) in props.items():
            assert schema["properties"][name]["type"] == kind, (path, name)
            assert schema["properties"][name]["default"] == default, (path, name)


def test_library_modules_have_an_empty_schema():
    for path in windmill_meta.modules():
        if "def main(" not in path.read_text(encoding="utf-8"):
            meta = metadata(path)
            assert meta["schema"]["properties"] == {} and "not runnable" in meta["description"]


def test_metadata_files_are_not_stale():
    stale = [p.relative_to(ROOT).as_posix() for p in windmill_meta.stale()]
    assert not stale, f"run bin/kb-windmill-meta: {stale}"


def test_a_new_script_without_metadata_is_reported(tmp_path):
    copy = tmp_path / "repo"
    shutil.copytree(ROOT / "f", copy / "f", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("wmill.yaml", "pyproject.toml"):
        shutil.copy(ROOT / name, copy / name)
    shutil.copytree(ROOT / "dependencies", copy / "dependencies")
    assert windmill_meta.stale(copy) == []
    new = copy / "f" / "query" / "new_tool.py"
    new.write_text('"""A new tool."""\n\ndef main(book_id: str, top_k: int = 5) -> dict:\n'
                   '    return {}\n')
    assert windmill_meta.stale(copy) == [windmill_meta.script_yaml_path(new)]
    windmill_meta.write(copy)
    meta = yaml.safe_load(windmill_meta.script_yaml_path(new).read_text())
    assert meta["schema"]["required"] == ["book_id"]
    assert meta["schema"]["properties"]["top_k"] == {"default": 5, "description": "",
                                                     "type": "integer"}
    new.write_text('"""A new tool."""\n\ndef main(book_id: str, top_k: int = 8) -> dict:\n'
                   '    return {}\n')
    assert windmill_meta.stale(copy) == [windmill_meta.script_yaml_path(new)]  # signature moved
    (copy / "f" / "query" / "untyped.py").write_text('"""x."""\ndef main(book_id):\n    pass\n')
    with pytest.raises(ValueError, match="no type hint"):
        windmill_meta.stale(copy)


def _windmill_parser(paths: list[Path]) -> dict:
    """Windmill's own Python signature parser (the wasm module shipped with the CLI)."""
    parser = WMILL_DIR / "windmill-parser-wasm-py"
    code = (f"import {{ parse_python, initSync }} from '{parser}/windmill_parser_wasm.js';"
            "import fs from 'node:fs';"
            f"initSync({{ module: fs.readFileSync('{parser}/windmill_parser_wasm_bg.wasm') }});"
            "const out = {}; for (const f of process.argv.slice(1)) "
            "out[f] = JSON.parse(parse_python(fs.readFileSync(f, 'utf8')));"
            "console.log(JSON.stringify(out));")
    proc = subprocess.run(["node", "--input-type=module", "-e", code, *map(str, paths)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _require_cli():
    if not WMILL.exists():
        pytest.fail("windmill-cli is not installed: run bin/kb-setup --dev")


def test_windmill_parser_agrees_with_the_metadata():
    _require_cli()
    parsed = _windmill_parser(windmill_meta.modules())
    kinds = {"int": "integer", "float": "number", "bool": "boolean"}
    for file, result in parsed.items():
        path = Path(file)
        meta = metadata(path)
        if "def main(" not in path.read_text(encoding="utf-8"):
            assert result["auto_kind"] == "lib" and meta["schema"]["properties"] == {}, path
            continue
        assert [a["name"] for a in result["args"]] == list(meta["schema"]["properties"]), path
        for arg in result["args"]:
            prop = meta["schema"]["properties"][arg["name"]]
            typ = arg["typ"]
            expected = kinds.get(typ) if isinstance(typ, str) else (
                "string" if "str" in typ else "object" if "object" in typ else
                "array" if "list" in typ else None)
            assert prop["type"] == expected, (path, arg)
            assert (arg["name"] in meta["schema"]["required"]) == (not arg["has_default"])
            if arg["has_default"]:
                assert prop["default"] == arg["default"], (path, arg)


def test_shared_code_follows_windmills_import_rules():
    """Windmill fetches f.<a>.<b> as the script f/a/b and never runs __init__.py: package
    markers stay empty and every f.* import (lazy ones too) names a module that is synced."""
    synced = {p.relative_to(ROOT).with_suffix("").as_posix() for p in windmill_meta.modules()}
    for init in (ROOT / "f").rglob("__init__.py"):
        assert not init.read_text().strip(), f"{init} holds code Windmill would never run"
    for path in windmill_meta.modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("f."):
                base = node.module.replace(".", "/")
                targets = [base] if base in synced else [f"{base}/{a.name}" for a in node.names]
                for target in targets:
                    assert target in synced, f"{path}: imports {target}, which is not synced"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("f."):
                        assert alias.name.replace(".", "/") in synced, (path, alias.name)


def test_sync_settings_and_workspace_dependencies():
    assert (ROOT / "windmill.yaml").resolve() == (ROOT / "wmill.yaml").resolve()
    settings = yaml.safe_load((ROOT / "wmill.yaml").read_text())
    assert settings["includes"] == ["f/**"] and "**/__init__.py" in settings["excludes"]
    assert settings["skipSecrets"] is True and settings["nonDottedPaths"] is True
    pins = [line for line in (ROOT / "dependencies" / "requirements.in").read_text().splitlines()
            if line and not line.startswith("#")]
    assert pins and all("==" in pin for pin in pins)
    import tomllib

    assert pins == tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    for name in ("common", "index", "query"):
        folder = yaml.safe_load((ROOT / "f" / name / "folder.meta.yaml").read_text())
        assert folder["display_name"] == name and folder["summary"]


def _lint(directory: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "HOME": str(directory / ".home")}   # no user config of this machine
    return subprocess.run([str(WMILL), "lint", "--json"], cwd=directory, env=env,
                          capture_output=True, text=True, timeout=120)


def test_wmill_lint_accepts_the_layout(tmp_path):
    _require_cli()
    proc = _lint(ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads(proc.stdout)
    assert report["success"] and report["validatedFiles"] >= 1     # the flow was validated


def test_wmill_lint_rejects_a_broken_flow(tmp_path):
    _require_cli()
    copy = tmp_path / "repo"
    shutil.copytree(ROOT / "f", copy / "f", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "wmill.yaml", copy / "wmill.yaml")
    subprocess.run(["git", "init", "-q", str(copy)], check=True)
    flow = copy / "f" / "index" / "ingest_book__flow" / "flow.yaml"
    flow.write_text(flow.read_text().replace("type: branchone", "type: branch_one"))
    proc = _lint(copy)
    assert proc.returncode == 1 and "flow.yaml" in proc.stdout


def _declared_scripts():
    from f.common.cli.tools import TOOLS

    return [t for t in TOOLS.values() if t.windmill == "script"]


def test_query_scripts_match_their_declarations():
    """Each declared script's main(): the declared keywords in order, the declared defaults, and
    its docstring's argument lines and first sentence the declared texts."""
    found = _declared_scripts()
    assert {t.script for t in found} == {
        p.relative_to(ROOT).with_suffix("").as_posix() for p in scripts()
        if p.relative_to(ROOT).parts[1] == "query"}
    for tool in found:
        path = ROOT / f"{tool.script}.py"
        props, required = signature_schema(path)
        declared = [a for a in tool.args if not a.render]
        assert list(props) == [a.param for a in declared], tool.name
        assert required == [a.param for a in declared if a.required], tool.name
        for arg in declared:
            kind, default = props[arg.param]
            assert kind == {int: "integer", bool: "boolean", list: "array"}.get(arg.type, "string")
            assert default == (None if arg.required else arg.default), (tool.name, arg.name)
        meta = metadata(path)
        for arg in declared:
            assert meta["schema"]["properties"][arg.param]["description"] == arg.describe("cli"), \
                (tool.name, arg.name)
        assert meta["summary"] == tool.summary.rstrip("."), tool.name


def test_declared_windmill_paths_exist():
    from f.common.cli.tools import TOOLS

    for tool in TOOLS.values():
        if tool.windmill == "script":
            assert (ROOT / f"{tool.script}.py").is_file(), tool.name
        elif tool.windmill in ("flow", "upload-then-flow"):
            assert (ROOT / tool.script / "flow.yaml").is_file(), tool.name
        else:
            assert tool.script is None, tool.name


def test_every_script_argument_is_described_and_summaries_are_whole_sentences():
    from f.common.cli.declare import first_sentence

    for path in windmill_meta.modules():
        meta = metadata(path)
        for name, prop in meta["schema"]["properties"].items():
            assert prop["description"].strip(), f"{path}: main() argument {name!r} has no description"
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        first = first_sentence(doc.split("\n\n")[0])
        assert meta["summary"] == first.rstrip("."), path
        assert first[-1] in ".?!" or first == " ".join(doc.split("\n\n")[0].split()), path
