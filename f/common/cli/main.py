"""The one implementation behind every bin/ wrapper: parse the arguments, run the script (locally,
or as a Windmill job when WM_BASE_URL is set), print compact text or --json.

Exit status: 0 ok, 2 bad input (unknown book, bad page spec, out of range), 1 a service failed."""
from __future__ import annotations

import argparse
import importlib
import json
import sys

TYPE_CHECKING = False  # the `typing` module itself costs start-up time

if TYPE_CHECKING:  # annotations only
    from collections.abc import Callable

from f.common.cli import render
from f.common.errors import BadInput, KBError, ServiceError


class Tool:
    """A wrapper: its Windmill script path (also its module path), argument parser, the script's
    keyword arguments from the parsed arguments, and its text renderer."""

    def __init__(self, script: str, describe: str,
                 add_args: Callable[[argparse.ArgumentParser], None],
                 kwargs: Callable[[argparse.Namespace], dict], render: Callable[..., str],
                 local_only: bool = False, local: Callable[..., dict] | None = None,
                 render_kwargs: Callable[[argparse.Namespace], dict] | None = None):
        self.script, self.describe, self.add_args = script, describe, add_args
        self.kwargs, self.render = kwargs, render
        self.local_only = local_only  # runs here even in Windmill mode (reads local files)
        self.local = local            # how to run it locally, if not the script's main()
        self.render_kwargs = render_kwargs or (lambda args: {})


def _content_args(p):
    p.add_argument("--book", required=True, help="book id, see bin/list-books")
    p.add_argument("--pages", required=True, help="1-based pages: 17, 17-18, 17,19, 3-5,9")


def _structure_args(p):
    p.add_argument("--book", required=True, help="book id, see bin/list-books")
    p.add_argument("--node", default="", help="show only this node's subtree (node id)")
    p.add_argument("--depth", type=int, default=0,
                   help="levels to show, 1-20 (default: as many as fit a ~60-node overview)")


def _ingest_args(p):
    p.add_argument("path", help="a MinerU output folder or a PDF")
    p.add_argument("--book", required=True, help="book id, e.g. 教材/数学/必修第二册")
    p.add_argument("--title", default=None, help="display title (default: last part of the id)")
    p.add_argument("--force", action="store_true", help="rebuild even if unchanged")
    p.add_argument("--skip-vectors", action="store_true", help="do not embed pages")
    p.add_argument("--no-summaries", action="store_true", help="no LLM summaries")


def _run_ingest(**kwargs):
    from f.common.ingest.flow import ingest

    return ingest(kwargs.pop("path"), kwargs.pop("book_id"), **kwargs)


def _search_args(p):
    p.add_argument("query", help="a question or words to look for (Chinese or English)")
    p.add_argument("--top-k", type=int, default=5, help="pages to return, 1-50 (default 5)")
    p.add_argument("--book", default="", help="one book id, or a prefix such as 教材/数学/")
    p.add_argument("--mode", default="hybrid", choices=["hybrid", "dense", "sparse"],
                   help="hybrid (default) fuses dense and sparse results")
    p.add_argument("--max-chars", type=int, default=300, help="page text shown per hit (text output)")


def _run_search(**kwargs):
    """Embedded mode: through the warm local search process (KB_SEARCHD=off: in this process)."""
    from f.common.config import load

    settings = load()
    if settings.searchd:
        from f.common.vectors import warm_search as searchd

        return searchd.warm_search(settings, **kwargs)
    from f.common.vectors.service import search

    return search(settings, **kwargs)


def _run_reindex():
    from f.common.config import load
    from f.common.vectors.service import reindex

    return reindex(load())


def _doctor_args(p):
    p.add_argument("--fix", action="store_true", help="re-ingest the damaged books (default: report)")
    p.add_argument("--book", default="", help="one book id, or a prefix (default: every book)")


def _run_doctor(**kwargs):
    from f.common.ingest.doctor import examine

    return examine(**kwargs)


def _eval_args(p):
    p.add_argument("files", nargs="+", help="question files (JSON lines: question, book_id?, pages)")
    p.add_argument("--modes", default="dense,sparse,hybrid", help="modes to compare")
    p.add_argument("--slowest", type=int, default=5, help="slowest queries to list")


def _run_eval(**kwargs):
    from f.common.cli.evaluate import evaluate

    return evaluate(**kwargs)


TOOLS: dict[str, Tool] = {
    "pageindex-content": Tool(
        "f/query/pageindex_content", "Text of given pages of a book.", _content_args,
        lambda a: {"book_id": a.book, "pages": a.pages}, render.content),
    "pageindex-structure": Tool(
        "f/query/pageindex_structure", "A book's chapter tree (no body text).", _structure_args,
        lambda a: {"book_id": a.book, "node": a.node, "depth": a.depth}, render.structure),
    "list-books": Tool(
        "f/query/list_books", "The books in the knowledge base.", lambda p: None,
        lambda a: {}, render.books),
    "ebook-ingest": Tool(
        "f/common/ingest/flow", "Add a book (MinerU folder or PDF) to the knowledge base.", _ingest_args,
        lambda a: {"path": a.path, "book_id": a.book, "title": a.title, "force": a.force,
                   "skip_vectors": a.skip_vectors, "no_summaries": a.no_summaries},
        render.ingest, local=_run_ingest),
    "qdrant-search": Tool(
        "f/query/qdrant_search", "Search the books: which book, which page.", _search_args,
        lambda a: {"query": a.query, "top_k": a.top_k, "book": a.book, "mode": a.mode},
        render.search, local=_run_search, render_kwargs=lambda a: {"max_chars": a.max_chars}),
    "kb-reindex": Tool(
        "f/common/vectors/service", "Rebuild the search index with the configured embedding model.",
        lambda p: None, lambda a: {}, render.reindex, local_only=True, local=_run_reindex),
    "kb-doctor": Tool(
        "f/common/ingest/doctor", "Find books whose stored text is damaged; --fix re-ingests them.",
        _doctor_args, lambda a: {"fix": a.fix, "book": a.book}, render.doctor,
        local_only=True, local=_run_doctor),
    "kb-eval": Tool(
        "f/common/cli/evaluate", "Measure search on labelled questions (hit@1, hit@5, MRR).",
        _eval_args, lambda a: {"files": a.files, "modes": a.modes, "slowest": a.slowest},
        render.evaluation, local_only=True, local=_run_eval),
}


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse's own errors are bad input too: one line, exit 2
        raise BadInput(f"{self.prog}: {message}")


def run_tool(name: str, kwargs: dict):
    """The script's result, run locally or on Windmill according to the configuration.

    The book scope of this process (KB_ALLOWED_BOOKS) is applied here as well as in the scripts,
    so a wrapper or MCP server pointed at a Windmill worker without that scope still keeps to it."""
    from f.common.config import load
    from f.common.store import scope

    tool = TOOLS[name]
    settings = load()
    scope.check_request(settings, kwargs)
    if settings.windmill and not tool.local_only:  # ingest: upload here, then the flow
        from f.common.cli.windmill_client import run_tool as run_on_windmill

        result = run_on_windmill(settings, name, tool.script, kwargs)
    elif tool.local is not None:
        result = tool.local(**kwargs)
    else:
        result = importlib.import_module(tool.script.replace("/", ".")).main(**kwargs)
    return scope.filter_result(settings, result)


def execute(name: str, argv: list[str]) -> tuple[object, argparse.Namespace]:
    """Parse a tool's arguments exactly as its wrapper does and run it: (result, parsed arguments),
    or a KBError (unexpected failures become a one-line ServiceError). The wrappers and the MCP
    server use this."""
    tool = TOOLS.get(name)
    if tool is None:
        raise ServiceError(f"{name} is not available in this installation")
    try:
        parser = _Parser(prog=name, description=tool.describe)
        tool.add_args(parser)
        parser.add_argument("--json", action="store_true", help="print JSON for programs")
        args = parser.parse_args(argv)
        return run_tool(name, tool.kwargs(args)), args
    except KBError:
        raise
    except KeyboardInterrupt:
        raise ServiceError("interrupted") from None
    except Exception as exc:  # a bug or an unexpected service failure: still one line, no trace
        raise ServiceError(f"{type(exc).__name__}: {str(exc)[:300]}") from None


def render_text(name: str, result, args: argparse.Namespace) -> str:
    """The compact text of a result, as the wrapper prints it without --json."""
    tool = TOOLS[name]
    return tool.render(result, **tool.render_kwargs(args))


def error_line(exc: KBError) -> str:
    """The one line a failing tool prints on stderr (and the MCP server returns as its error)."""
    return "error: " + " ".join(str(exc.message).split())


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "ebook-kb-mcp":  # bin/ebook-kb-mcp: the MCP server on stdio
        from f.common.cli.mcp_server import main as serve

        return serve()
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
        print(render_text(name, result, args))
    return 0


def _fail(exc: KBError, as_json: bool) -> int:
    print(error_line(exc), file=sys.stderr)
    if as_json:
        print(json.dumps(exc.to_json(), ensure_ascii=False))
    return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
