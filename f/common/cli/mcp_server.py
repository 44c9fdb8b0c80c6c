"""The MCP server (stdio, official `mcp` SDK): list_books, search, get_structure, get_page_content.

The tools, their descriptions and input schemas are generated from the declarations (tools.py:
every tool with an `mcp` name). Each call builds the argument list of its bin/ wrapper and runs
it through `f.common.cli.main.execute`, the path every wrapper takes, so parsing, the
Windmill/local choice, the book scope and the errors are the wrappers' own. A result carries the
wrapper's `--json` object as structured content and its compact text (the wrapper's default
output) as the text an agent reads; a failure is an MCP tool error whose text is the wrapper's
one-line error (KB_DEBUG=1: its traceback on the server's stderr). Started by `bin/ebook-kb-mcp`."""
from __future__ import annotations

import inspect
import json
import logging
import signal
from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from f.common.cli import main as cli
from f.common.cli.declare import Arg, Tool, for_surface
from f.common.cli.tools import agent_tools
from f.common.errors import KBError

log = logging.getLogger(__name__)

INSTRUCTIONS = (
    "Textbook knowledge base. For an open question call search first (it says which book and "
    "page); for a book you know, get_structure shows its chapters and page ranges, then "
    "get_page_content returns the text of those pages. Pages are 1-based physical pages. Cite "
    "answers as book id + page (and printed page when given).")

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                            open_world_hint=False)



def package_version() -> str:
    """The installed package's version (pyproject.toml's, when the checkout is not installed)."""
    import importlib.metadata

    try:
        return importlib.metadata.version("ebook-kb")
    except importlib.metadata.PackageNotFoundError:
        import tomllib

        from f.common.config import PROJECT_ROOT

        with open(PROJECT_ROOT / "pyproject.toml", "rb") as f:
            return tomllib.load(f)["project"]["version"]


server = MCPServer(name="ebook-kb", version=package_version(), instructions=INSTRUCTIONS)


def _opt(name: str, value) -> str:
    return f"--{name}={value}"  # a value starting with "-" is still this option's value


def _call(tool: str, argv: list[str]) -> CallToolResult:
    try:
        result, args = cli.execute(tool, argv)
    except KBError as exc:
        cli.print_traceback(exc)  # stderr: stdout is the protocol
        exc.message = for_surface(exc.message, "mcp")  # list_books, not bin/list-books
        return CallToolResult(content=[TextContent(type="text", text=cli.error_line(exc))],
                              structured_content=exc.to_json(), is_error=True)
    text = for_surface(cli.render_text(tool, result, args), "mcp")
    return CallToolResult(content=[TextContent(type="text", text=text)],
                          structured_content=json.loads(json.dumps(result, ensure_ascii=False)))


def argv_of(tool: Tool, values: dict) -> list[str]:
    """An MCP call's arguments as its wrapper's argument list (a positional one after "--")."""
    argv, tail = [], []
    for arg in tool.args:
        value = values.get(arg.name)
        if arg.positional:
            tail += ["--", str(value)]
        elif arg.required or value not in (None, ""):
            argv.append(_opt(arg.flag, value))
    return argv + tail


def annotation(arg: Arg):
    """The declared argument as a pydantic-annotated parameter type (the input schema's source)."""
    base = Literal[arg.choices] if arg.choices else {int: int, bool: bool}.get(arg.type, str)
    bounds = ({"ge": arg.minimum, "le": arg.maximum} if arg.type is int else
              {"min_length": arg.minimum, "max_length": arg.maximum})
    field = Field(description=arg.describe("mcp"), **{k: v for k, v in bounds.items() if v is not None})
    if not arg.required and arg.agent_default is None:
        base = base | None
    return Annotated[base, field]


def handler(tool: Tool):
    def call(**values) -> CallToolResult:
        return _call(tool.name, argv_of(tool, values))

    params = [inspect.Parameter(a.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation(a),
                                default=inspect.Parameter.empty if a.required else a.agent_default)
              for a in tool.args]
    call.__signature__ = inspect.Signature(params, return_annotation=CallToolResult)
    call.__name__ = tool.mcp
    return call


for _tool in agent_tools():
    server.add_tool(handler(_tool), name=_tool.mcp, description=_tool.describe("mcp"),
                    annotations=READ_ONLY)


def _interrupted(exc: BaseException) -> bool:
    if isinstance(exc, KeyboardInterrupt):
        return True
    return isinstance(exc, BaseExceptionGroup) and all(_interrupted(e) for e in exc.exceptions)


def main() -> int:
    """Serve on stdio until the client closes it, or SIGINT / SIGTERM: then exit quietly (0)."""
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # SIGTERM stops like Ctrl-C
    try:
        server.run("stdio")
    except BaseException as exc:
        if not _interrupted(exc):
            raise
        log.info("stopped by a signal")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
