"""The Windmill sync layout, written from the code: one `<name>.script.yaml` per module under f/
(schema from `main()`'s signature and its docstring's `Args:` lines, summary from the module
docstring's first sentence, description from the rest of the docstrings), the
`folder.meta.yaml` of each top folder, and the workspace's default Python dependency file from
pyproject's pinned runtime dependencies.

    python -m f.common.cli.windmill_meta          write what is missing or stale
    python -m f.common.cli.windmill_meta --check  exit 1 and name the stale files (tests, CI)

Read with `ast`, never imported: a script's dependencies need not be installed to describe it.
Modules without `main` are shared code (Windmill imports them by path); they get metadata too,
with an empty schema. Keys added by hand to a .script.yaml (tag, timeout, ...) are kept."""
from __future__ import annotations

import ast
import re
import sys
from fnmatch import fnmatch
from pathlib import Path

import yaml

from f.common.cli.declare import first_sentence
from f.common.config import PROJECT_ROOT

SCHEMA_URL = "https://json-schema.org/draft/2020-12/schema"
TYPES = {"str": "string", "int": "integer", "float": "number", "bool": "boolean",
         "dict": "object", "list": "array"}
FOLDERS = {
    "common": "Shared library imported by the scripts (no runnable scripts of its own).",
    "index": "Ingestion: parse a book, build its tree and summaries, embed its pages, publish it.",
    "query": "Read-only tools agents call: list books, search, structure, page content.",
}
GENERATED = ("summary", "description", "kind", "schema")


def excludes(root: Path = PROJECT_ROOT) -> list[str]:
    """wmill.yaml's exclude globs: package markers and local-only tooling never reach Windmill."""
    settings = yaml.safe_load((root / "wmill.yaml").read_text(encoding="utf-8")) or {}
    return list(settings.get("excludes") or [])


def modules(root: Path = PROJECT_ROOT) -> list[Path]:
    """Every Python module `wmill sync push` uploads (under f/, minus wmill.yaml's excludes)."""
    skip = excludes(root)
    return sorted(p for p in (root / "f").rglob("*.py") if "__pycache__" not in p.parts
                  and not any(fnmatch(p.relative_to(root).as_posix(), g) for g in skip))


def _main(tree: ast.Module) -> ast.FunctionDef | None:
    return next((n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "main"), None)


def _type(annotation: ast.expr | None, name: str, path: Path) -> dict:
    if annotation is None:
        raise ValueError(f"{path}: main() argument {name!r} has no type hint")
    text = ast.unparse(annotation).replace("typing.", "")
    literal = re.fullmatch(r"Literal\[(.*)\]", text)
    if literal:
        values = list(ast.literal_eval(f"[{literal.group(1)}]"))
        return {"type": "string", "enum": values, "originalType": "enum"}
    base = re.sub(r"\[.*\]$", "", text.split("|")[0].strip())
    base = {"List": "list", "Dict": "dict"}.get(base, base)
    if base not in TYPES:
        raise ValueError(f"{path}: main() argument {name!r} has a type Windmill cannot show: {text}")
    schema = {"type": TYPES[base]}
    if base == "str":
        schema["originalType"] = "string"
    if base == "list":
        item = re.fullmatch(r"(?:list|List)\[(\w+)\]", text.split("|")[0].strip())
        schema["items"] = {"type": TYPES.get(item.group(1), "string") if item else "string"}
    return schema


def _arg_docs(doc: str) -> dict[str, str]:
    """`name: text` lines of an Args section (Google style) in main()'s docstring."""
    found, inside = {}, False
    for line in doc.splitlines():
        stripped = line.strip()
        if stripped.lower() in ("args:", "arguments:", "parameters:"):
            inside = True
            continue
        if inside:
            match = re.match(r"(\w+)(?:\s*\([^)]*\))?:\s*(.+)", stripped)
            if match:
                found[match.group(1)] = match.group(2)
            elif not stripped:
                inside = False
    return found


def schema_of(path: Path) -> dict:
    """The JSON schema of main()'s signature, as Windmill infers it; empty for library modules."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    main = _main(tree)
    schema = {"$schema": SCHEMA_URL, "type": "object", "properties": {}, "required": []}
    if main is None:
        return schema
    args = main.args
    if args.vararg or args.kwarg or args.posonlyargs:
        raise ValueError(f"{path}: main() must take named arguments only")
    docs = _arg_docs(ast.get_docstring(main) or "")
    positional = args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    pairs = list(zip(positional, defaults)) + list(zip(args.kwonlyargs, args.kw_defaults))
    for arg, default in pairs:
        prop = {"description": docs.get(arg.arg, ""), **_type(arg.annotation, arg.arg, path)}
        if default is None:
            schema["required"].append(arg.arg)
            prop["default"] = None
        else:
            prop["default"] = ast.literal_eval(default)
        schema["properties"][arg.arg] = dict(sorted(prop.items()))
    return schema


def _prose(text: str) -> str:
    """Docstring text as paragraphs: hard-wrapped lines joined, blank lines kept."""
    paragraphs = re.split(r"\n\s*\n", text.strip())
    return "\n\n".join(" ".join(p.split()) for p in paragraphs if p.strip())


def _arguments(schema: dict) -> str:
    parts = []
    for name, prop in schema["properties"].items():
        kind = prop["type"] if name in schema["required"] else f"{prop['type']}, default {prop['default']!r}"
        parts.append(f"{name} ({kind})")
    return ("Arguments: " + ", ".join(parts) + ".") if parts else "No arguments."


def metadata_of(path: Path) -> dict:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    doc = (ast.get_docstring(tree) or "").strip()
    main = _main(tree)
    if not doc:
        raise ValueError(f"{path}: needs a module docstring (its first line is the summary)")
    head, *paragraphs = re.split(r"\n\s*\n", doc)
    head = " ".join(head.split())
    first = first_sentence(head)  # Windmill's summary: a whole sentence, never cut
    summary = first.rstrip(".")
    rest = "\n\n".join([head[len(first):].strip(), *paragraphs])
    schema = schema_of(path)
    if main is None:
        description = "Shared code imported by the scripts (no main, not runnable). " + _prose(rest)
    else:
        main_doc = re.split(r"(?im)^\s*(?:args|arguments|parameters):\s*$", ast.get_docstring(main) or "")[0]
        description = "\n\n".join(t for t in (_prose(rest), _prose(main_doc),
                                               _arguments(schema)) if t)
    return {"summary": summary, "description": description.strip(), "kind": "script",
            "schema": schema}


def script_yaml_path(path: Path) -> Path:
    return path.with_name(path.stem + ".script.yaml")


def _dump(data: dict) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def requirements(root: Path = PROJECT_ROOT) -> str:
    """pyproject's pinned runtime dependencies, as the workspace's default requirements.in."""
    import tomllib

    deps = tomllib.loads((root / "pyproject.toml").read_text())["project"]["dependencies"]
    head = ("# Generated from pyproject.toml by `python -m f.common.cli.windmill_meta`; do not edit.\n"
            "# Windmill's workspace default (requirements mode): every script's lock is resolved\n"
            "# from these exact pins, so lazy imports inside functions are covered too.\n")
    return head + "".join(f"{d}\n" for d in deps)


def expected_files(root: Path = PROJECT_ROOT) -> dict[Path, str]:
    files: dict[Path, str] = {}
    for path in modules(root):
        target = script_yaml_path(path)
        data = metadata_of(path)
        if target.exists():  # keep hand-added keys (tag, timeout, lock, ...)
            old = yaml.safe_load(target.read_text(encoding="utf-8")) or {}
            data = {**data, **{k: v for k, v in old.items() if k not in GENERATED}}
        data.setdefault("lock", "")
        files[target] = _dump(data)
    for name, summary in FOLDERS.items():
        if (root / "f" / name).is_dir():
            files[root / "f" / name / "folder.meta.yaml"] = _dump(
                {"summary": summary, "display_name": name, "owners": [], "extra_perms": {}})
    files[root / "dependencies" / "requirements.in"] = requirements(root)
    return files


def stale(root: Path = PROJECT_ROOT) -> list[Path]:
    return [p for p, text in expected_files(root).items()
            if not p.exists() or p.read_text(encoding="utf-8") != text]


def write(root: Path = PROJECT_ROOT) -> list[Path]:
    changed = stale(root)
    files = expected_files(root)
    for path in changed:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(files[path], encoding="utf-8")
    return changed


def cli(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        if "--check" in argv:
            paths = stale()
            for path in paths:
                print(f"stale: {path.relative_to(PROJECT_ROOT)}", file=sys.stderr)
            if paths:
                print("run bin/kb-windmill-meta to update them", file=sys.stderr)
            return 1 if paths else 0
        for path in write():
            print(f"wrote {path.relative_to(PROJECT_ROOT)}", file=sys.stderr)
    except (ValueError, SyntaxError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(cli())
