"""Running one tool as every surface does: its command line parsed from its declaration
(tools.py), the script run locally or as a Windmill job, the result rendered as compact text, and
the one-line error. Below the surfaces that use it: the wrappers (main.py), the MCP server
(mcp_server.py) and the chat server (f.common.chat.server), so none of them imports another.
KB_DEBUG=1 prints the traceback behind an error line (stderr)."""
from __future__ import annotations

import argparse
import importlib
import os
import sys

from f.common.cli import render
from f.common.cli.declare import Tool
from f.common.cli.tools import TOOLS
from f.common.errors import BadInput, KBError, ServiceError
from f.common.textnorm import CONTROL, REPLACEMENT


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse's own errors are bad input too: one line, exit 2
        raise BadInput(f"{self.prog}: {message}")


def _help(arg) -> str:
    """The declared help, with the default said when the help does not say it already."""
    text = arg.describe()
    if arg.type is not bool and arg.agent_default is not None and "default" not in text:
        text += f" (default {arg.agent_default})"
    return text


def parser(tool: Tool) -> argparse.ArgumentParser:
    """The tool's command line, from its declaration."""
    p = _Parser(prog=tool.name, description=tool.describe("cli"))
    for arg in tool.args:
        if arg.positional:
            nargs = "+" if arg.type is list else (None if arg.required else "?")
            p.add_argument(arg.name, help=_help(arg), nargs=nargs, default=arg.default)
        elif arg.type is bool:
            p.add_argument(f"--{arg.flag}", action="store_true", help=arg.describe())
        else:
            p.add_argument(f"--{arg.flag}", type=int if arg.type is int else None,
                           default=arg.default, required=arg.required, help=_help(arg),
                           choices=list(arg.choices) if arg.choices else None)
    p.add_argument("--json", action="store_true", help="print JSON for programs")
    return p


def _checked(tool: Tool, args: argparse.Namespace) -> argparse.Namespace:
    for arg in tool.args:
        problem = arg.bound_error(getattr(args, arg.name))
        if problem:
            raise BadInput(problem)
    return args


def _utf8(argv: list[str]) -> list[str]:
    """Bytes that are not UTF-8 on the command line arrive as lone surrogates (and an MCP client
    can send them as JSON escapes): refused here, once, before any tool encodes them."""
    for n, arg in enumerate(argv, 1):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            raise BadInput(f"argument {n} is not valid UTF-8: "
                           f"{arg.encode('utf-8', 'replace').decode()[:60]!r}") from None
    return argv


def _call_args(tool: Tool, args: argparse.Namespace, render: bool = False) -> dict:
    return {a.param: getattr(args, a.name) for a in tool.args if a.render == render}


def _function(dotted: str):
    module, _, name = dotted.rpartition(".")
    return getattr(importlib.import_module(module), name)


def debug() -> bool:
    """KB_DEBUG=1: an error line is followed by the traceback behind it (stderr)."""
    return os.environ.get("KB_DEBUG", "").strip().lower() not in ("", "0", "false", "no", "off")


def print_traceback(exc: BaseException) -> None:
    if debug():
        import traceback

        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)


def run_tool(name: str, kwargs: dict):
    """The script's result, run locally or on Windmill according to the configuration.

    The book scope of this process (KB_ALLOWED_BOOKS) is applied here as well as in the scripts,
    so a wrapper or MCP server pointed at a Windmill worker without that scope still keeps to it."""
    from f.common.config import load
    from f.common.store import scope

    tool = TOOLS[name]
    settings = load()
    scope.check_request(settings, kwargs)
    if settings.windmill and tool.windmill != "local":
        from f.common.cli.windmill_client import run_tool as run_on_windmill

        result = run_on_windmill(settings, tool, kwargs)
    else:
        result = _function(tool.function)(**kwargs)
    return scope.filter_result(settings, result)


def execute(name: str, argv: list[str]) -> tuple[object, argparse.Namespace]:
    """Parse a tool's arguments exactly as its wrapper does and run it: (result, parsed arguments),
    or a KBError (unexpected failures become a one-line ServiceError). The wrappers and the MCP
    server use this."""
    tool = TOOLS.get(name)
    if tool is None:
        raise ServiceError(f"{name} is not available in this installation")
    try:
        args = _checked(tool, parser(tool).parse_args(_utf8(argv)))
        return run_tool(name, _call_args(tool, args)), args
    except KBError:
        raise
    except KeyboardInterrupt:
        raise ServiceError("interrupted") from None
    except Exception as exc:  # a bug or an unexpected service failure: still one line, no trace
        raise ServiceError(f"{type(exc).__name__}: {str(exc)[:300]}") from (
            exc if debug() else None)  # KB_DEBUG: the traceback shows the original


def render_text(name: str, result, args: argparse.Namespace) -> str:
    """The compact text of a result, as the wrapper prints it without --json."""
    tool = TOOLS[name]
    text = getattr(render, tool.render)(result, **_call_args(tool, args, render=True))
    return CONTROL.sub(REPLACEMENT, text)  # a query's ESC sequence never reaches the terminal


def error_line(exc: KBError) -> str:
    """The one line a failing tool prints on stderr (and the MCP server returns as its error)."""
    return "error: " + CONTROL.sub(REPLACEMENT, " ".join(str(exc.message).split()))
