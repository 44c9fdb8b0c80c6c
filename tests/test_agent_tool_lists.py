"""One list of agent tools: README.md, docs/agents.md, the MCP server's tools/list (through the
official SDK's stdio client) and the generated Opencode tools (opencode_tools/) name exactly the
read-only tools declared in f/common/cli/tools.py (the docs once said 4 or 6 of the 7)."""
from __future__ import annotations

import asyncio
import re

from tests.conftest import BIN, ROOT


def _documented(name: str) -> list[tuple[str, str, str]]:
    """(MCP name, Opencode name, wrapper) of each row of a doc's generated agent-tools table."""
    from f.common.cli.opencode_gen import AGENT_TOOLS

    text = (ROOT / name).read_text(encoding="utf-8")
    begin, end = AGENT_TOOLS
    assert text.count(begin) == 1 and text.count(end) == 1, f"{name}: no agent-tools table"
    table = text.split(begin, 1)[1].split(end, 1)[0]
    return re.findall(r"^\| `(\w+)` \| `([\w-]+)` \| `bin/([\w-]+)` \| .+ \|$", table, re.M)


def _mcp_listed(kb_home) -> list[str]:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    async def go():
        params = StdioServerParameters(command=str(BIN / "ebook-kb-mcp"), env={"KB_HOME": str(kb_home)})
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return [t.name for t in (await session.list_tools()).tools]
    return asyncio.run(asyncio.wait_for(go(), 120))


def test_docs_mcp_and_opencode_name_the_same_read_only_tools(kb_home):
    from f.common.cli.tools import TOOLS, agent_tools

    declared = [(t.mcp, t.name, t.name) for t in agent_tools()]
    assert len(declared) == 7 and all(TOOLS[n].mcp for _m, n, _w in declared)
    for doc in ("README.md", "docs/agents.md"):
        assert _documented(doc) == declared, doc
    assert _mcp_listed(kb_home) == [m for m, _n, _w in declared]
    generated = sorted(p.stem for p in (ROOT / "opencode_tools").glob("*.ts"))
    assert generated == sorted(n for _m, n, _w in declared)
    for _m, name, _w in declared:  # each Opencode tool runs the wrapper of its own name
        source = (ROOT / "opencode_tools" / f"{name}.ts").read_text(encoding="utf-8")
        assert f'runWrapper("{name}"' in source, name


def test_the_docs_tables_are_generated_and_a_stale_one_is_found(tmp_path):
    from f.common.cli import opencode_gen

    assert opencode_gen.stale() == [], "run: python -m f.common.cli.opencode_gen"
    begin, end = opencode_gen.AGENT_TOOLS
    edited = f"intro\n{begin}\n| `search` | `qdrant-search` | `bin/qdrant-search` | x |\n{end}\ntail\n"
    fixed = opencode_gen.with_tool_table(edited)
    assert fixed.startswith(f"intro\n{begin}\n| MCP tool |") and fixed.endswith(f"{end}\ntail\n")
    assert "| `answer_question` | `kb-answer` | `bin/kb-answer` |" in fixed and "| x |" not in fixed
    assert opencode_gen.with_tool_table("no markers here") is None
