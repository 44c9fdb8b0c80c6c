"""The Opencode tools (opencode_tools/<tool>.ts), written from the declarations (tools.py: every
tool with an `mcp` name). Each calls its bin/ wrapper through the shared runner
(opencode_tools/ebook-kb/run.ts) with an argument array, never a shell string. The same
declarations write the table of agent tools in README.md and docs/agents.md (between the
AGENT_TOOLS markers), so the docs, the MCP server and Opencode name the same tools.

    python -m f.common.cli.opencode_gen          write the files that are missing or stale
    python -m f.common.cli.opencode_gen --check  exit 1 and name the stale files (tests, CI)"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from f.common.cli.declare import Arg, Tool
from f.common.cli.tools import agent_tools
from f.common.config import PROJECT_ROOT

HEADER = "// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.\n"


def _string(text: str, indent: str, width: int = 96) -> str:
    """A long text as JSON string literals joined with +, wrapped at word boundaries."""
    parts, line = [], ""
    for word in text.split(" "):
        if line and len(indent) + len(line) + len(word) + 4 > width:
            parts.append(line)
            line = ""
        line += word + " "
    parts.append(line.rstrip(" "))
    return (" +\n" + indent).join(json.dumps(p, ensure_ascii=False) for p in parts)


def _schema(arg: Arg) -> str:
    if arg.choices:
        zod = f"tool.schema.enum({json.dumps(list(arg.choices), ensure_ascii=False)})"
    elif arg.type is int:
        zod = "tool.schema.number().int()"
    elif arg.type is bool:
        zod = "tool.schema.boolean()"
    else:
        zod = "tool.schema.string()"
    if not arg.choices:
        zod += "".join(f".{k}({v})" for k, v in (("min", arg.minimum), ("max", arg.maximum))
                       if v is not None)
    if not arg.required:
        zod += ".optional()"
    return f"    {arg.name}: {zod}\n      .describe({_string(arg.describe('opencode'), '        ')}),\n"


def _push(arg: Arg) -> str:
    if arg.type is bool:  # a flag: given or not (argparse refuses "--list=true")
        return f"    if (args.{arg.name}) argv.push({json.dumps('--' + arg.flag)})\n"
    value = f"opt({json.dumps(arg.flag)}, args.{arg.name})"
    if arg.required:
        return f"    argv.push({value})\n"
    test = f"args.{arg.name} !== undefined" if arg.type is int else f"args.{arg.name}"
    return f"    if ({test}) argv.push({value})\n"


def source(tool: Tool) -> str:
    options = [a for a in tool.args if not a.positional]
    positional = [a for a in tool.args if a.positional]
    lines = [HEADER, 'import { tool } from "@opencode-ai/plugin"\n',
             f'import {{ {"opt, " if options else ""}runWrapper }} from "./ebook-kb/run.ts"\n\n',
             "export default tool({\n",
             f"  description:\n    {_string(tool.describe('opencode'), '    ')},\n",
             "  args: {" + ("\n" + "".join(_schema(a) for a in tool.args) + "  },\n" if tool.args
                            else "},\n"),
             f"  async execute({'args' if tool.args else '_args'}, context) {{\n",
             "    const argv: string[] = []\n" if tool.args else "",
             *(_push(a) for a in options),
             *(f"    argv.push(\"--\", args.{a.name}) // \"--\": a value starting with \"-\" is "
               f"still the {a.name}\n" for a in positional),
             f"    return runWrapper({json.dumps(tool.name)}, {'argv' if tool.args else '[]'}, "
             f"{{ abort: context.abort, timeoutMs: {tool.timeout * 1000:_} }})\n",
             "  },\n", "})\n"]
    return "".join(lines)


# The docs that list the agent tools: the table between these markers is generated.
TOOL_DOCS = ("README.md", "docs/agents.md")
AGENT_TOOLS = ("<!-- agent tools: generated from f/common/cli/tools.py by "
               "`python -m f.common.cli.opencode_gen`; do not edit -->", "<!-- /agent tools -->")


def tool_table() -> str:
    """The read-only agent tools as a Markdown table: MCP name, Opencode name, wrapper, summary."""
    rows = ["| MCP tool | Opencode tool | command line | does |", "|---|---|---|---|"]
    rows += [f"| `{t.mcp}` | `{t.name}` | `bin/{t.name}` | {t.summary} |" for t in agent_tools()]
    return "\n".join(rows)


def with_tool_table(text: str) -> str | None:
    """`text` with its generated table replaced by tool_table(); None when it has no markers."""
    begin, end = AGENT_TOOLS
    if text.count(begin) != 1 or text.count(end) != 1 or text.index(begin) > text.index(end):
        return None
    head, rest = text.split(begin, 1)
    return f"{head}{begin}\n{tool_table()}\n{end}{rest.split(end, 1)[1]}"


def expected_files(root: Path = PROJECT_ROOT) -> dict[Path, str]:
    files = {root / "opencode_tools" / f"{t.name}.ts": source(t) for t in agent_tools()}
    for name in TOOL_DOCS:
        path = root / name
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        files[path] = with_tool_table(text) or text + "\n(missing: the agent tools' markers)\n"
    return files


def stale(root: Path = PROJECT_ROOT) -> list[Path]:
    return [p for p, text in expected_files(root).items()
            if not p.exists() or p.read_text(encoding="utf-8") != text]


def cli(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    paths = stale()
    if "--check" in argv:
        for path in paths:
            print(f"stale: {path.relative_to(PROJECT_ROOT)}", file=sys.stderr)
        if paths:
            print("run: python -m f.common.cli.opencode_gen", file=sys.stderr)
        return 1 if paths else 0
    files = expected_files()
    for path in paths:
        if path.suffix == ".md" and with_tool_table(path.read_text(encoding="utf-8")) is None:
            print(f"{path.relative_to(PROJECT_ROOT)}: put the markers {AGENT_TOOLS} where the "
                  "agent tools' table goes", file=sys.stderr)
            return 1
        path.write_text(files[path], encoding="utf-8")
        print(f"wrote {path.relative_to(PROJECT_ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(cli())
