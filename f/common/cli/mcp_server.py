"""The MCP server (stdio, official `mcp` SDK): list_books, search, get_structure, get_page_content.

Each tool builds the argument list of its bin/ wrapper and runs it through `f.common.cli.main.execute`,
the path every wrapper takes, so parsing, the Windmill/local choice, the book scope and the errors
are the wrappers' own. A result carries the wrapper's `--json` object as structured content and
its compact text (the wrapper's default output) as the text an agent reads; a failure is an MCP
tool error whose text is the wrapper's one-line error. Started by `bin/ebook-kb-mcp`."""
from __future__ import annotations

import json
from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from f.common.cli import main as cli
from f.common.errors import KBError

INSTRUCTIONS = (
    "Textbook knowledge base. For an open question call search first (it says which book and "
    "page); for a book you know, get_structure shows its chapters and page ranges, then "
    "get_page_content returns the text of those pages. Pages are 1-based physical pages. Cite "
    "answers as book id + page (and printed page when given).")

Book = Annotated[str, Field(min_length=1, max_length=200,
                            description="book id exactly as list_books shows it")]
READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                            open_world_hint=False)

server = MCPServer(name="ebook-kb", instructions=INSTRUCTIONS)


def _opt(name: str, value) -> str:
    return f"--{name}={value}"  # a value starting with "-" is still this option's value


def _call(tool: str, argv: list[str]) -> CallToolResult:
    try:
        result, args = cli.execute(tool, argv)
    except KBError as exc:
        return CallToolResult(content=[TextContent(type="text", text=cli.error_line(exc))],
                              structured_content=exc.to_json(), is_error=True)
    text = cli.render_text(tool, result, args)
    return CallToolResult(content=[TextContent(type="text", text=text)],
                          structured_content=json.loads(json.dumps(result, ensure_ascii=False)))


@server.tool(annotations=READ_ONLY, description=(
    "The books this agent may read: book id, title, page count, status. Use it for exact book ids "
    "(get_structure / get_page_content) or to pick a book to search in."))
def list_books() -> CallToolResult:
    return _call("list-books", [])


@server.tool(annotations=READ_ONLY, description=(
    "START HERE for an open question: search all allowed textbooks (or one book / id prefix). "
    "Returns the best pages, each with book id, section path, physical page (and printed page), "
    "score and the page text trimmed to a budget. Then read more with get_page_content or "
    "get_structure. When the books hold nothing on the question, the first line says so (NO CLEAR "
    "EVIDENCE / 无明确依据, or WEAK EVIDENCE / 依据较弱; JSON field \"evidence\"): then do not "
    "answer from those pages; say the books do not cover it."))
def search(
    query: Annotated[str, Field(min_length=1, max_length=2000, description=(
        "what to look for, in the book's language, e.g. 向量的数量积 or 'dot product'"))],
    top_k: Annotated[int, Field(ge=1, le=50, description="pages to return, 1-50")] = 5,
    book: Annotated[str | None, Field(max_length=200, description=(
        "limit to one book id or an id prefix such as 教材/数学/"))] = None,
    mode: Annotated[Literal["hybrid", "dense", "sparse"], Field(description=(
        "hybrid (default) mixes meaning and exact words; sparse = exact terms only"))] = "hybrid",
    max_chars: Annotated[int | None, Field(ge=100, le=20000, description=(
        "page text kept per hit (default set by the tool)"))] = None,
) -> CallToolResult:
    argv = [_opt("top-k", top_k), _opt("mode", mode)]
    if book:
        argv.append(_opt("book", book))
    if max_chars is not None:
        argv.append(_opt("max-chars", max_chars))
    return _call("qdrant-search", argv + ["--", query])


@server.tool(annotations=READ_ONLY, description=(
    "The chapter tree of ONE known book, without body text: node ids, titles, physical page "
    "ranges (and printed pages), short summaries. The default is a compact overview; a node "
    "marked [+N] has N hidden subsections: pass node=<id> (and depth) to drill in. Then read the "
    "pages with get_page_content."))
def get_structure(
    book: Book,
    node: Annotated[str | None, Field(max_length=20, description=(
        "show only this node's subtree, e.g. 0007"))] = None,
    depth: Annotated[int | None, Field(ge=1, le=20, description=(
        "levels to show, 1-20 (default: a compact overview)"))] = None,
) -> CallToolResult:
    argv = [_opt("book", book)]
    if node:
        argv.append(_opt("node", node))
    if depth is not None:
        argv.append(_opt("depth", depth))
    return _call("pageindex-structure", argv)


@server.tool(annotations=READ_ONLY, description=(
    "Full text of given pages of ONE known book (tables, formulas as LaTeX, captions), each page "
    "headed with book id and page (and printed page). Pages are 1-based PHYSICAL pages, as "
    "search and get_structure show them; at most 20 per call."))
def get_page_content(
    book: Book,
    pages: Annotated[str, Field(min_length=1, max_length=200, description=(
        "physical pages: 17 | 17-18 | 17,19 | 3-5,9"))],
) -> CallToolResult:
    return _call("pageindex-content", [_opt("book", book), _opt("pages", pages)])


def main() -> int:
    server.run("stdio")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
