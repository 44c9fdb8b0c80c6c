"""The MCP server (stdio, official `mcp` SDK): the read-only agent tools (tools.agent_tools()).

The tools, their descriptions and input schemas are generated from the declarations (tools.py:
every tool with an `mcp` name). Each call builds the argument list of its bin/ wrapper and runs
it through `f.common.cli.invoke.execute`, the path every wrapper takes, so parsing, the
Windmill/local choice, the book scope and the errors are the wrappers' own. A result carries the
wrapper's `--json` object as structured content and its compact text (the wrapper's default
output) as the text an agent reads; a failure is an MCP tool error whose text is the wrapper's
one-line error (KB_DEBUG=1: its traceback on the server's stderr). Arguments the input schema
refuses (an empty query, a word for a number) get one line too, said from the declarations, never
the SDK's multi-line pydantic dump. Figures go out as PNG or JPEG whatever the PDF stored
(page_images.for_client). Started by `bin/ebook-kb-mcp`."""
from __future__ import annotations

import inspect
import json
import logging
import signal
from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.types import CallToolResult, ImageContent, TextContent, ToolAnnotations
from pydantic import Field, ValidationError

from f.common.cli import invoke as cli
from f.common.cli.declare import Arg, Tool, for_surface
from f.common.cli.tools import agent_tools
from f.common.errors import BadInput, KBError, ServiceError

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


class _Server(MCPServer):
    """The SDK's server, with every failed call answered as the wrappers answer: one line."""

    async def call_tool(self, name, arguments, context=None):
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:  # bad arguments, an unknown tool, a crash of ours
            tool = next((t for t in agent_tools() if t.mcp == name), None)
            if isinstance(exc, UnexpectedToolError):  # a bug: its traceback on stderr, one line out
                log.error("%s crashed", name, exc_info=exc.__cause__ or exc)
                cause = exc.__cause__ or exc
                error = ServiceError(f"{name} failed unexpectedly ({type(cause).__name__}); the "
                                     "server's stderr has the traceback")
            elif tool is not None and isinstance(exc.__cause__, ValidationError):
                error = BadInput(argument_error(tool, exc.__cause__))
            else:
                error = BadInput(str(exc).replace(f"Error executing tool {name}: ", "", 1))
                log.info("%s: %s", name, cli.error_line(error))
            return CallToolResult(content=[TextContent(type="text", text=cli.error_line(error))],
                                  structured_content=error.to_json(), is_error=True)


def argument_error(tool: Tool, exc: ValidationError) -> str:
    """The arguments the input schema refused, as one line in the wrappers' words (the bounds and
    choices are the declarations'), e.g. `top_k must be from 1 to 50, not 51`."""
    problems = []
    for err in exc.errors():
        name = str(err["loc"][0]) if err["loc"] else "arguments"
        arg = next((a for a in tool.args if a.name == name), None)
        value, kind = err.get("input"), err["type"]
        shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
        if kind == "missing":
            problems.append(f"{name} is required")
        elif kind == "string_too_short":
            problems.append(f"{name} is empty" if not value else
                            f"{name} is shorter than {err['ctx']['min_length']} characters")
        elif kind == "string_too_long":
            problems.append(f"{name} is longer than {err['ctx']['max_length']} characters "
                            f"({len(value)})")
        elif kind in ("greater_than_equal", "less_than_equal") and arg is not None:
            low, high = arg.minimum, arg.maximum
            bounds = f"from {low} to {high}" if None not in (low, high) else (
                f"at least {low}" if low is not None else f"at most {high}")
            problems.append(f"{name} must be {bounds}, not {value}")
        elif kind.startswith("int_"):
            problems.append(f"{name} must be a whole number, not {shown}")
        elif kind.startswith("bool_"):
            problems.append(f"{name} must be true or false, not {shown}")
        elif kind == "literal_error" and arg is not None and arg.choices:
            problems.append(f"{name} must be one of {', '.join(arg.choices)}, not {shown}")
        elif kind == "string_type":
            problems.append(f"{name} must be text, not {shown}")
        else:
            problems.append(f"{name}: {err['msg']}")
    return "; ".join(dict.fromkeys(problems)) or "invalid arguments"


server = _Server(name="ebook-kb", version=package_version(), instructions=INSTRUCTIONS)


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
    return CallToolResult(content=[TextContent(type="text", text=text), *image_content(result)],
                          structured_content=json.loads(json.dumps(result, ensure_ascii=False)))


def image_content(result: dict) -> list:
    """get_page_content with images: the pages' stored figures as MCP image content (a client
    shows them), each after a text line naming it; at most page_images.MCP_MAX_IMAGES images and
    MCP_MAX_BYTES in all, the rest stay object keys in the text. Read from the object store of
    this process's configuration, by the book's own keys (the call already passed its scope)."""
    pages = result.get("pages") if isinstance(result, dict) else None
    entries = [(p["page"], e) for p in pages or [] for e in p.get("images") or [] if e.get("stored")]
    if not entries:
        return []
    import base64

    from f.common.config import load
    from f.common.content.page_images import MCP_MAX_BYTES, MCP_MAX_IMAGES, for_client, read_image
    from f.common.store.objects import get_store

    store, out, sent, total = get_store(load()), [], 0, 0
    for page, entry in entries:
        if sent >= MCP_MAX_IMAGES or total + (entry.get("bytes") or 0) > MCP_MAX_BYTES:
            out.append(TextContent(type="text", text="(more images not sent: see their keys above)"))
            break
        data = read_image(store, result["book_id"], entry)
        shown = for_client(data) if data is not None else None  # PNG or JPEG, never JPEG 2000
        if shown is None:
            continue
        data, mime = shown
        if total + len(data) > MCP_MAX_BYTES:
            out.append(TextContent(type="text", text="(more images not sent: see their keys above)"))
            break
        out += [TextContent(type="text", text=f"p. {page}: {entry['mark']}"),
                ImageContent(type="image", data=base64.b64encode(data).decode(), mime_type=mime)]
        sent, total = sent + 1, total + len(data)
    return out


def argv_of(tool: Tool, values: dict) -> list[str]:
    """An MCP call's arguments as its wrapper's argument list (a positional one after "--")."""
    argv, tail = [], []
    for arg in tool.args:
        value = values.get(arg.name)
        if arg.positional:
            tail += ["--", str(value)]
        elif arg.type is bool:  # a flag: given or not (argparse refuses "--list=False")
            argv += [f"--{arg.flag}"] if value is True else []
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
