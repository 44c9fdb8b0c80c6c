"""The one implementation behind every bin/ wrapper: parse the arguments, run the script (locally,
or as a Windmill job when WM_BASE_URL is set), print compact text or --json.

The tools are declared in tools.py; invoke.py parses, runs and renders them for every surface.
Exit status: 0 ok, 2 bad input (unknown book, bad page spec, out of range), 1 a service failed.
KB_DEBUG=1 prints the traceback behind an error line (stderr)."""
from __future__ import annotations

import json
import os
import sys

from f.common.cli.invoke import (  # noqa: F401 (execute, parser, render_text: named here for callers)
    error_line,
    execute,
    parser,
    print_traceback,
    render_text,
    run_tool,
)
from f.common.cli.tools import TOOLS
from f.common.errors import KBError

MCP_HELP = """usage: ebook-kb-mcp

The MCP server on stdio, offering the read-only tools (list_books, search, get_structure,
get_page_content, lookup_term, answer_question) to any MCP client that starts it. It reads the
same settings as the wrappers (default: the library in KB_HOME, ./data of the checkout);
KB_ALLOWED_BOOKS limits the books it serves (default: every book). Stop it with Ctrl-C or SIGTERM."""


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "ebook-kb-mcp":  # bin/ebook-kb-mcp: the MCP server on stdio
        if set(argv[1:]) & {"-h", "--help"}:
            print(MCP_HELP)
            return 0
        import signal

        # a stop asked for while the server still imports (seconds on a busy machine) is quiet too
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        try:
            from f.common.cli.mcp_server import main as serve
        except KeyboardInterrupt:
            return 0
        return serve()
    if argv and argv[0] == "kb-chat-server":  # bin/kb-chat-server: the chat HTTP API and web page
        from f.common.chat.server import serve as serve_chat

        return serve_chat(argv[1:])
    if not argv or argv[0] not in TOOLS:
        print(f"usage: python -m f.common.cli.main {{{','.join(TOOLS)}}} ...", file=sys.stderr)
        return 2
    name, rest = argv[0], argv[1:]
    as_json = "--json" in (rest[:rest.index("--")] if "--" in rest else rest)  # not a query "--json"
    try:
        result, args = execute(name, rest)
    except KBError as exc:
        return _fail(exc, as_json)
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        text = render_text(name, result, args)
        if text:  # an empty text: the tool already said all there was on stderr
            print(text)
    status = result.get("exit_status") if isinstance(result, dict) else None
    return status if isinstance(status, int) else 0  # kb-doctor: 1 when problems are left


def _fail(exc: KBError, as_json: bool) -> int:
    print_traceback(exc)
    print(error_line(exc), file=sys.stderr)
    if as_json:
        print(json.dumps(exc.to_json(), ensure_ascii=False))
    return exc.exit_code


def entry() -> int:
    """main() for a wrapper process: a reader that stops early (`| head -1`) is not an error.

    Python turns the closed pipe into BrokenPipeError on a print or on the flush at exit; the
    output that reader wanted has already gone, so the wrapper ends quietly with status 0."""
    try:
        status = main()
        sys.stdout.flush()  # inside the try: the exit-time flush would print "Exception ignored"
        return status
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing left to flush to
        return 0


if __name__ == "__main__":
    sys.exit(entry())
