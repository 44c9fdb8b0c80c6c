"""Issue 20, the agents' side, through the real wrappers and the real MCP server: pages past the end
give the valid part with a note, a mistyped book id gets a suggestion from the scope only, MCP
errors name MCP tools, an empty library is searched without a failure, the server says its
version and stops cleanly on SIGINT and SIGTERM."""
from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import time

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.test_wrappers import run

BOOK, OTHER, SECRET = "dev/fda-policy", "dev/fda-guidance", "secret/fda-polic"


@pytest.fixture
def shelf(tmp_path, kb_home):
    for book in (BOOK, OTHER, SECRET):
        folder = write_mineru_folder(tmp_path / book.replace("/", "_"))
        code, _, err = run("ebook-ingest", str(folder), "--book", book, "--skip-vectors")
        assert code == 0, err
    return kb_home


def test_pages_past_the_end_give_the_valid_part_with_a_note(shelf):
    code, out, err = run("pageindex-content", "--book", BOOK, "--pages", "6-60")
    assert code == 0, err
    assert out.splitlines()[0] == ("note: the book has 7 pages: pages after 7 were left out; "
                                   "showing 6-7")
    assert f"=== {BOOK} · p. 6 (printed 14) ===" in out and "p. 8" not in out
    code, out, _ = run("pageindex-content", "--book", BOOK, "--pages", "6-60", "--json")
    result = json.loads(out)
    assert [(p["page"], p["page_label"]) for p in result["pages"]] == [(6, "14"), (7, "15")]
    assert result["note"].endswith("showing 6-7")
    code, out, err = run("pageindex-content", "--book", BOOK, "--pages", "8-60", "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "NotFound"
    assert "page 8 is beyond the book's last page (7)" in err
    assert "note" not in json.loads(run("pageindex-content", "--book", BOOK, "--pages", "7",
                                        "--json")[1])


def test_a_typo_gets_the_closest_ids_in_scope_only(shelf):
    code, _, err = run("pageindex-structure", "--book", "dev/fda-polcy")
    assert code == 2  # no scope: every book may be suggested, the closest first
    assert f"did you mean dev/fda-policy, {SECRET} or {OTHER}?" in err
    code, _, err = run("pageindex-structure", "--book", "dev/fda-polcy", env={
        "KB_ALLOWED_BOOKS": "dev/"})
    assert f"did you mean dev/fda-policy or {OTHER}?" in err and SECRET not in err
    # outside the scope: the suggestion comes from the scope, never from the forbidden book
    code, _, err = run("pageindex-content", "--book", "secret/fda-polic", "--pages", "1",
                       env={"KB_ALLOWED_BOOKS": "dev/"})
    assert code == 2 and "unknown book 'secret/fda-polic'" in err and "secret/fda-polic?" not in err
    assert "did you mean dev/fda-policy" in err
    _, _, err = run("pageindex-structure", "--book", "zzz/nothing-like-it")
    assert "did you mean" not in err and "bin/list-books shows the catalogue" in err


def test_an_empty_library_is_searched_without_a_failure(kb_home):
    for extra in ([], ["--json"]):
        code, out, err = run("qdrant-search", "向量", *extra, env={"KB_SEARCHD": "off"})
        assert code == 0, err
        text = json.loads(out)["note"] if extra else out
        assert "no books yet" in text.lower() and "bin/ebook-ingest PATH --book ID" in text
    assert json.loads(out)["hits"] == []


def _mcp(env: dict, calls: list[tuple[str, dict]]):
    async def go():
        params = StdioServerParameters(command=str(BIN / "ebook-kb-mcp"), env=env)
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                return init, [await session.call_tool(name, args) for name, args in calls]
    return asyncio.run(asyncio.wait_for(go(), 120))


def test_mcp_names_its_own_tools_and_its_version(shelf):
    import importlib.metadata

    init, (typo, past) = _mcp({"KB_HOME": str(shelf), "KB_ALLOWED_BOOKS": "dev/fda-policy"}, [
        ("get_structure", {"book": "dev/fda-polcy"}),
        ("get_page_content", {"book": BOOK, "pages": "7-9"})])
    assert init.server_info.name == "ebook-kb"
    assert init.server_info.version == importlib.metadata.version("ebook-kb")
    text = typo.content[0].text
    assert typo.is_error and "list_books shows the catalogue" in text and "bin/" not in text
    assert "did you mean dev/fda-policy?" in typo.structured_content["error"]["message"]
    assert "list_books" in typo.structured_content["error"]["message"]
    assert past.content[0].text.startswith("note: the book has 7 pages")
    assert [p["page"] for p in past.structured_content["pages"]] == [7]


def test_mcp_descriptions_claim_latex_only_where_mineru_gave_it():
    from f.common.cli.tools import TOOLS

    content = TOOLS["pageindex-content"].describe("mcp")
    assert "formulas as LaTeX only where MinerU parsed the book" in content
    assert "at most 20 per call" in content


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_mcp_server_stops_cleanly_on_a_signal(kb_home, sig):
    proc = subprocess.Popen([str(BIN / "ebook-kb-mcp")], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(3)  # past its imports, serving
    proc.send_signal(sig)
    try:
        _, err = proc.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    assert proc.returncode == 0, err
    assert b"Traceback" not in err and b"KeyboardInterrupt" not in err
