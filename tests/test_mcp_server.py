"""The MCP server through the official `mcp` SDK's stdio client, started as a user configures it
(`bin/ebook-kb-mcp`): tool list, each tool's result equal to its wrapper's --json, errors as MCP
tool errors with the wrapper's message, and the book scope held against the agent."""
from __future__ import annotations

import asyncio
import json
import os
import subprocess

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.chat_double import ChatDouble
from tests.conftest import BIN, ROOT
from tests.mineru_book import write_book

BOOK, SECRET = "教材/数学/样书", "私有/答案书"
OPENCODE = ROOT / "tests" / ".node" / "node_modules" / ".bin" / "opencode"


@pytest.fixture
def library(tmp_path, kb_home):
    for book, pages in ((BOOK, 24), (SECRET, 8)):
        folder = write_book(tmp_path / f"src{pages}", pages)
        subprocess.run([str(BIN / "ebook-ingest"), str(folder), "--book", book, "--skip-vectors"],
                       check=True, capture_output=True)
    return kb_home


def wrapper(tool: str, *args: str, env: dict | None = None) -> tuple[int, dict]:
    run = subprocess.run([str(BIN / tool), "--json", *args], capture_output=True, text=True,
                         env={**os.environ, **(env or {})})
    return run.returncode, json.loads(run.stdout)


def session_calls(env: dict, calls: list[tuple[str, dict]]):
    """Start bin/ebook-kb-mcp with `env`, list its tools, make `calls`; returns (tools, results)."""
    async def go():
        params = StdioServerParameters(command=str(BIN / "ebook-kb-mcp"), env=env)
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                tools = (await session.list_tools()).tools
                return tools, [await session.call_tool(name, args) for name, args in calls]
    return asyncio.run(asyncio.wait_for(go(), 120))


def test_tools_listed_with_bounded_schemas(library):
    tools, _ = session_calls({"KB_HOME": str(library)}, [])
    by_name = {t.name: t for t in tools}
    assert set(by_name) == {"list_books", "search", "get_structure", "get_page_content",
                            "lookup_term", "find_exercise", "answer_question"}
    top_k = by_name["search"].input_schema["properties"]["top_k"]
    assert (top_k["minimum"], top_k["maximum"]) == (1, 50)
    assert "17-18" in by_name["get_page_content"].input_schema["properties"]["pages"]["description"]
    assert "START HERE" in by_name["search"].description
    assert all(t.annotations.read_only_hint for t in tools)


def test_each_tool_returns_what_its_wrapper_prints(library):
    # node 0000 is the contents page, 0001 the front matter (前言), 0002 the first chapter
    calls = [("list_books", {}), ("get_structure", {"book": BOOK}),
             ("get_structure", {"book": BOOK, "node": "0002", "depth": 1}),
             ("get_page_content", {"book": BOOK, "pages": "6-7"})]
    _, results = session_calls({"KB_HOME": str(library)}, calls)
    expected = [wrapper("list-books")[1], wrapper("pageindex-structure", "--book", BOOK)[1],
                wrapper("pageindex-structure", "--book", BOOK, "--node", "0002", "--depth", "1")[1],
                wrapper("pageindex-content", "--book", BOOK, "--pages", "6-7")[1]]
    for result, want in zip(results, expected):
        assert not result.is_error
        assert result.structured_content == want
    text = results[3].content[0].text
    assert f"=== {BOOK} · p. 6 (printed 2) ===" in text and "【页7】" in text
    assert "[+" in results[2].content[0].text  # depth 1 says what is hidden


def test_errors_are_tool_errors_with_the_wrappers_message(library):
    bad = [("get_page_content", {"book": BOOK, "pages": "0-3"}, ["--pages", "0-3"]),
           ("get_page_content", {"book": BOOK, "pages": "99"}, ["--pages", "99"]),
           ("get_page_content", {"book": "../etc", "pages": "1"}, None),
           ("get_structure", {"book": BOOK, "node": "9999"}, None)]
    _, results = session_calls({"KB_HOME": str(library)}, [(n, a) for n, a, _ in bad])
    for (name, args, _), result in zip(bad, results):
        assert result.is_error
        tool = "pageindex-content" if name == "get_page_content" else "pageindex-structure"
        argv = ["--book", args["book"]] + (["--pages", args["pages"]] if "pages" in args else [])
        argv += ["--node", args["node"]] if "node" in args else []
        code, want = wrapper(tool, *argv)
        assert code == 2
        assert result.structured_content == want
        assert result.content[0].text == "error: " + want["error"]["message"]


def test_arguments_out_of_bounds_are_refused(library):
    _, results = session_calls({"KB_HOME": str(library)}, [
        ("search", {"query": "向量", "top_k": 51}), ("get_structure", {"book": BOOK, "depth": 0}),
        ("get_page_content", {"book": BOOK})])
    assert all(r.is_error for r in results)
    assert "top_k" in results[0].content[0].text


def test_scope_in_the_server_environment_hides_other_books(library):
    env = {"KB_HOME": str(library), "KB_ALLOWED_BOOKS": "教材/数学/"}
    # the agent asks for the other book every way it can; the scope is not an argument it has
    _, results = session_calls(env, [
        ("list_books", {}), ("get_page_content", {"book": SECRET, "pages": "6"}),
        ("get_structure", {"book": SECRET}), ("get_page_content", {"book": "私有/不存在", "pages": "6"}),
        ("get_page_content", {"book": BOOK, "pages": "6"})])
    assert [b["book_id"] for b in results[0].structured_content["books"]] == [BOOK]
    secret, missing = results[1].content[0].text, results[3].content[0].text
    assert results[1].is_error and results[2].is_error
    assert secret.startswith("error: unknown book")
    assert secret.replace(SECRET, "X") == missing.replace("私有/不存在", "X")
    assert not results[4].is_error


def test_search_matches_the_wrapper_and_keeps_to_the_scope(library, tmp_path):
    for book, pages in ((BOOK, 24), (SECRET, 8)):  # now with vectors
        subprocess.run([str(BIN / "ebook-ingest"), str(tmp_path / f"src{pages}"), "--book", book,
                        "--force"], check=True, capture_output=True)
    env = {"KB_HOME": str(library), "KB_ALLOWED_BOOKS": "教材/数学/"}
    _, results = session_calls(env, [("search", {"query": "向量的数量积", "top_k": 3}),
                                     ("search", {"query": "向量", "book": SECRET})])
    code, want = wrapper("qdrant-search", "--top-k=3", "--mode=hybrid", "--", "向量的数量积",
                         env={"KB_ALLOWED_BOOKS": "教材/数学/"})
    assert code == 0 and results[0].structured_content == want
    assert want["hits"] and all(h["book_id"] == BOOK for h in want["hits"])
    assert results[1].is_error and "unknown book" in results[1].content[0].text


def test_opencode_as_mcp_client_with_the_documented_config(library, tmp_path):
    """The real `opencode` binary, configured as docs/agents.md says, against the chat double
    (tests/chat_double.py, a scripted stand-in for a hosted model) calling the MCP tools."""
    assert OPENCODE.exists(), f"{OPENCODE} is missing: run bin/kb-setup --dev"
    steps = [[("ebook-kb_get_structure", {"book": BOOK, "depth": 1})],
             [("ebook-kb_get_page_content", {"book": BOOK, "pages": "6"}),
              ("ebook-kb_get_page_content", {"book": SECRET, "pages": "6"})]]
    home = tmp_path / "home"
    home.mkdir()
    with ChatDouble(steps) as model:
        (tmp_path / "opencode.json").write_text(json.dumps({
            "autoupdate": False, "share": "disabled", "snapshot": False, "model": "double/scripted",
            "mcp": {"ebook-kb": {"type": "local", "command": [str(BIN / "ebook-kb-mcp")],
                                 "environment": {"KB_HOME": str(library),
                                                 "KB_ALLOWED_BOOKS": "教材/数学/"}}},
            "provider": {"double": {"npm": "@ai-sdk/openai-compatible", "name": "chat API double",
                                    "options": {"baseURL": model.url, "apiKey": "not-a-secret"},
                                    "models": {"scripted": {"name": "scripted", "tool_call": True}}}},
        }))
        env = {"PATH": os.environ["PATH"], "HOME": str(home), "XDG_CONFIG_HOME": str(home / "c"),
               "XDG_DATA_HOME": str(home / "d"), "XDG_CACHE_HOME": str(home / "ca"),
               "XDG_STATE_HOME": str(home / "s"), "OPENCODE_DISABLE_MODELS_FETCH": "1",
               "OPENCODE_DISABLE_AUTOUPDATE": "1"}
        run = subprocess.run([str(OPENCODE), "run", "--format", "json", "--model",
                              "double/scripted", "向量的数量积"], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    parts = [json.loads(line)["part"] for line in run.stdout.splitlines()
             if line.startswith("{") and json.loads(line).get("type") == "tool_use"]
    got = {(p["tool"], p["state"]["input"].get("book")): p["state"] for p in parts}
    assert "[0002] 第1章 平面向量 · p. 5-10 (printed 1-6) [+3]" in \
        got[("ebook-kb_get_structure", BOOK)]["output"]
    assert "【页6】" in got[("ebook-kb_get_page_content", BOOK)]["output"]
    secret = got[("ebook-kb_get_page_content", SECRET)]
    assert secret["status"] == "error" and "unknown book '私有/答案书'" in secret["error"]


def test_tool_list_and_schemas_are_the_declarations():
    from f.common.cli import mcp_server
    from f.common.cli.tools import agent_tools

    listed = {t.name: t for t in asyncio.run(mcp_server.server.list_tools())}
    assert list(listed) == [t.mcp for t in agent_tools()]
    for tool in agent_tools():
        schema = listed[tool.mcp].input_schema
        assert listed[tool.mcp].description == tool.describe("mcp")
        assert list(schema["properties"]) == [a.name for a in tool.args], tool.name
        assert schema.get("required", []) == [a.name for a in tool.args if a.required], tool.name
        for arg in tool.args:
            prop = schema["properties"][arg.name]
            assert prop["description"] == arg.describe("mcp"), (tool.name, arg.name)
            assert prop.get("default") == arg.agent_default, (tool.name, arg.name)
            typed = next((p for p in prop.get("anyOf", []) if p.get("type") != "null"), prop)
            if arg.choices:
                assert typed["enum"] == list(arg.choices)
            keys = ("minimum", "maximum") if arg.type is int else ("minLength", "maxLength")
            for key, bound in zip(keys, (arg.minimum, arg.maximum)):
                assert typed.get(key) == bound, (tool.name, arg.name, key)


def test_argument_lists_are_the_wrappers(monkeypatch):
    from f.common.cli import mcp_server
    from f.common.cli.tools import TOOLS

    assert mcp_server.argv_of(TOOLS["qdrant-search"], {
        "query": "-h", "top_k": 5, "book": None, "mode": "hybrid", "max_chars": 300}) == [
        "--top-k=5", "--mode=hybrid", "--max-chars=300", "--", "-h"]
    assert mcp_server.argv_of(TOOLS["pageindex-structure"], {
        "book": "b", "node": None, "depth": None}) == ["--book=b"]


def test_kb_debug_prints_the_traceback_on_stderr(monkeypatch, capsys):
    from f.common.cli import mcp_server

    result = mcp_server._call("pageindex-content", ["--book=教材/没有", "--pages=1"])
    assert result.is_error and "Traceback" not in capsys.readouterr().err
    monkeypatch.setenv("KB_DEBUG", "1")
    result = mcp_server._call("pageindex-content", ["--book=教材/没有", "--pages=1"])
    err = capsys.readouterr().err
    assert result.is_error and result.content[0].text.startswith("error: unknown book")
    assert "Traceback (most recent call last)" in err and "NotFound" in err


def test_every_error_over_mcp_is_one_line(library):
    """Bad input of every kind the schema or the library refuses: one `error: ...` line, with the
    wrappers' JSON error as structured content (an empty query was a pydantic dump)."""
    calls = [("search", {"query": ""}), ("search", {"query": "向量", "top_k": "abc"}),
             ("search", {"query": 5}), ("search", {"query": "向量", "mode": "fuzzy"}),
             ("search", {"query": "向量", "top_k": 2.5}), ("search", {}),
             ("get_page_content", {"book": BOOK, "pages": "abc"}),
             ("get_page_content", {"book": BOOK, "pages": "5-2"}),
             ("get_page_content", {"book": "教材/没有这本", "pages": "1"}),
             ("get_page_content", {"book": BOOK, "pages": "1", "images": "maybe"}),
             ("get_structure", {"book": BOOK, "depth": "deep"}),
             ("lookup_term", {"term": "x" * 201}), ("no_such_tool", {})]
    _, results = session_calls({"KB_HOME": str(library)}, calls)
    for (name, args), result in zip(calls, results):
        assert result.is_error, (name, args)
        assert [c.type for c in result.content] == ["text"], (name, args)
        text = result.content[0].text
        assert text.startswith("error: ") and "\n" not in text and len(text) < 300, (name, args, text)
        assert "validation error" not in text and "pydantic" not in text, text
        assert result.structured_content["error"]["message"] == text[len("error: "):], text
    said = [r.content[0].text for r in results]
    assert said[0] == "error: query is empty"
    assert said[1] == "error: top_k must be a whole number, not 'abc'"
    assert said[3] == "error: mode must be one of hybrid, dense, sparse, not 'fuzzy'"
    assert said[5] == "error: query is required"
    assert said[8].startswith("error: unknown book '教材/没有这本'")
    assert said[11] == "error: term is longer than 200 characters (201)"


def _jpx(width: int, height: int) -> bytes:
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(out, "JPEG2000")
    return out.getvalue()


def test_figures_stored_as_jpeg_2000_reach_the_client_as_png(tmp_path, kb_home):
    """A PDF keeps its figure as JPEG 2000 (our parser stores it as found, .jpx); over MCP it
    arrives as an image the client can show: PNG or JPEG, and the bytes are that format."""
    import base64
    import io

    import pymupdf
    from PIL import Image

    from tests.pdfmake import new_page, to_bytes, write

    doc = pymupdf.open()
    page = new_page(doc)
    write(page, 50, 60, "6.1 平面向量的概念", 14)
    write(page, 50, 90, "既有大小又有方向的量叫作向量，用有向线段表示。", 10)
    page.insert_image(pymupdf.Rect(120, 120, 300, 240), stream=_jpx(240, 160))
    write(page, 150, 258, "图 6-1 有向线段", 10)
    pdf = tmp_path / "book.pdf"
    pdf.write_bytes(to_bytes(doc))
    subprocess.run([str(BIN / "ebook-ingest"), str(pdf), "--book", BOOK, "--skip-vectors"],
                   check=True, capture_output=True)
    listed = wrapper("pageindex-content", "--book", BOOK, "--pages", "1", "--images")[1]
    assert listed["pages"][0]["images"][0]["path"].endswith(".jpx")  # stored as the PDF had it
    _, results = session_calls({"KB_HOME": str(kb_home)},
                               [("get_page_content", {"book": BOOK, "pages": "1", "images": True})])
    images = [c for c in results[0].content if c.type == "image"]
    assert len(images) == 1 and images[0].mime_type in ("image/png", "image/jpeg")
    shown = Image.open(io.BytesIO(base64.b64decode(images[0].data)))
    assert shown.format == images[0].mime_type.split("/")[1].upper() and shown.size == (240, 160)


def test_images_for_clients_are_png_or_jpeg_and_bounded():
    import io

    from PIL import Image

    from f.common.content.page_images import MCP_MAX_SIDE, for_client

    def saved(image, fmt):
        out = io.BytesIO()
        image.save(out, fmt)
        return out.getvalue()

    red = Image.new("RGB", (300, 200), (200, 30, 30))
    png, jpeg = saved(red, "PNG"), saved(red, "JPEG")
    assert for_client(png) == (png, "image/png") and for_client(jpeg) == (jpeg, "image/jpeg")
    for fmt, image in (("JPEG2000", red), ("TIFF", red), ("GIF", red), ("JPEG", red.convert("CMYK"))):
        data, mime = for_client(saved(image, fmt))
        shown = Image.open(io.BytesIO(data))
        assert mime == "image/png" and shown.format == "PNG" and shown.mode in ("RGB", "L"), fmt
        assert shown.size == (300, 200), fmt
    photo = Image.effect_noise((2400, 1200), 80).convert("RGB")  # a large noisy scan
    data, mime = for_client(saved(photo, "TIFF"))
    shown = Image.open(io.BytesIO(data))
    assert mime == "image/jpeg" and shown.format == "JPEG" and shown.size == (MCP_MAX_SIDE, 1000)
    assert for_client(b"not an image") is None


def test_a_crash_inside_a_tool_is_one_line_too(monkeypatch, caplog):
    """A bug behind a tool (here: reading the figures fails) answers one line naming the tool; the
    traceback goes to the server's log (stderr), never to the agent."""
    from f.common.cli import mcp_server

    def broken(result):
        raise RuntimeError("disk on fire\nsecond line")
    monkeypatch.setattr(mcp_server, "image_content", broken)
    monkeypatch.setattr(mcp_server.cli, "execute", lambda tool, argv: ({"pages": []}, None))
    monkeypatch.setattr(mcp_server.cli, "render_text", lambda tool, result, args: "text")
    result = asyncio.run(mcp_server.server.call_tool("get_page_content", {"book": BOOK, "pages": "1"}))
    assert result.is_error and result.content[0].text == (
        "error: get_page_content failed unexpectedly (RuntimeError); the server's stderr has the "
        "traceback")
    assert result.structured_content["error"]["code"] == "ServiceError"
    assert "disk on fire" in caplog.text and "Traceback" in caplog.text
