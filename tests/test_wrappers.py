"""The bin/ wrappers as a user runs them: from any directory, text or --json, exit 2 for bad
input, exit 1 for a failing service, one line on stderr."""
import json
import os
import re
import subprocess

import pytest

from tests.books import write_mineru_folder
from tests.conftest import BIN


def run(tool, *args, env=None, cwd="/"):
    full = {**os.environ, **(env or {})}
    proc = subprocess.run([str(BIN / tool), *args], capture_output=True, text=True, env=full,
                          cwd=cwd, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


@pytest.fixture
def book(tmp_path):
    folder = write_mineru_folder(tmp_path / "src")
    code, out, err = run("ebook-ingest", str(folder), "--book", "教材/数学/示例 (A版)", "--skip-vectors")
    assert code == 0, err
    assert "ready" in out
    return "教材/数学/示例 (A版)"


def test_content_text_and_json(book):
    code, out, err = run("pageindex-content", "--book", book, "--pages", "2-3")
    assert code == 0, err
    assert f"=== {book} · p. 2 (printed 10) ===" in out and "1.1 小节11" in out
    code, out, _ = run("pageindex-content", "--book", book, "--pages", "3,2", "--json")
    result = json.loads(out)
    assert result["book_id"] == book
    assert [(p["page"], p["page_label"]) for p in result["pages"]] == [(2, "10"), (3, "11")]
    assert "第1章第2节" in result["pages"][1]["content"]


def test_structure_and_list(book):
    code, out, _ = run("pageindex-structure", "--book", book)
    assert code == 0 and "[0001] 第1章 主题1 · p. 2-4" in out
    code, out, _ = run("pageindex-structure", "--book", book, "--json")
    tree = json.loads(out)
    assert set(tree) >= {"book_id", "doc_description", "page_count", "structure"}
    code, out, _ = run("pageindex-structure", "--book", book, "--node", "1", "--depth", "1", "--json")
    sub = json.loads(out)["structure"]
    assert len(sub) == 1 and sub[0]["node_id"] == "0001" and sub[0]["child_count"] == 3
    code, out, _ = run("list-books", "--json")
    assert [b["book_id"] for b in json.loads(out)["books"]] == [book]
    code, out, _ = run("list-books")
    assert code == 0 and book in out


@pytest.mark.parametrize("args,message", [
    (["--pages", "x-1"], "bad page spec"),
    (["--pages", "0"], "pages start at 1"),
    (["--pages", "8-99"], "beyond the book's last page"),
    (["--pages", "9,50"], "page 9 is beyond the book's last page (7)"),
    (["--pages", ""], "page spec is empty"),
])
def test_bad_pages_exit_2_with_one_line(book, args, message):
    code, out, err = run("pageindex-content", "--book", book, *args, "--json")
    assert code == 2
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    error = json.loads(out)["error"]
    assert error["code"] in ("BadInput", "NotFound") and message in error["message"]


@pytest.mark.parametrize("book_id,code_name", [
    ("教材/没有这本书", "NotFound"), ("../../etc/passwd", "BadInput"), ("$(id)", "NotFound"),
    ("a\nb", "BadInput"),
])
def test_unknown_and_hostile_books(book, book_id, code_name):
    code, out, err = run("pageindex-structure", "--book", book_id, "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == code_name
    assert "Traceback" not in err


def test_page_cap_is_configurable(book):
    code, out, err = run("pageindex-content", "--book", book, "--pages", "1-3",
                         env={"KB_MAX_PAGES": "2"})
    assert code == 2 and "more than 2 pages" in err


def test_missing_argument_is_bad_input():
    code, out, err = run("pageindex-content", "--pages", "1", "--json")
    assert code == 2 and "--book" in err and json.loads(out)["error"]["code"] == "BadInput"


def test_service_down_exits_1_without_secrets(book):
    env = {"MINIO_ENDPOINT": "127.0.0.1:1", "MINIO_ACCESS_KEY": "k", "MINIO_SECRET_KEY": "hush-123"}
    code, out, err = run("list-books", "--json", env=env)
    assert code == 1 and json.loads(out)["error"]["code"] == "ServiceError"
    assert "hush-123" not in out + err


def test_scope_makes_other_books_unknown(book, tmp_path):
    other = write_mineru_folder(tmp_path / "other")
    assert run("ebook-ingest", str(other), "--book", "教材/物理/秘密", "--skip-vectors")[0] == 0
    env = {"KB_ALLOWED_BOOKS": "教材/数学/"}
    code, out, _ = run("list-books", "--json", env=env)
    assert [b["book_id"] for b in json.loads(out)["books"]] == [book]
    forbidden = run("pageindex-content", "--book", "教材/物理/秘密", "--pages", "1", env=env)
    unknown = run("pageindex-content", "--book", "教材/物理/没有", "--pages", "1", env=env)
    assert forbidden[0] == unknown[0] == 2
    assert forbidden[2].replace("秘密", "X") == unknown[2].replace("没有", "X")


def test_bounds_come_from_the_declarations():
    from f.common.cli import main
    from f.common.errors import BadInput

    for argv, message in [(["q", "--top-k", "0"], "--top-k must be from 1 to 50, not 0"),
                          (["q", "--top-k", "51"], "--top-k must be from 1 to 50, not 51")]:
        with pytest.raises(BadInput, match=message):
            main.execute("qdrant-search", argv)
    with pytest.raises(BadInput, match="depth must be a whole number from 1 to 20, got 21"):
        main.execute("pageindex-structure", ["--book", "x", "--depth", "21"])
    with pytest.raises(BadInput, match="depth must be a whole number from 1 to 20, got 0"):
        main.execute("pageindex-structure", ["--book", "x", "--depth", "0"])
    with pytest.raises(Exception, match="unknown book"):  # no --depth: the tool decides
        main.execute("pageindex-structure", ["--book", "x"])


def test_kb_debug_adds_the_traceback(book):
    code, out, err = run("pageindex-content", "--book", "教材/没有", "--pages", "1")
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    code, out, err = run("pageindex-content", "--book", "教材/没有", "--pages", "1",
                         env={"KB_DEBUG": "1"})
    assert code == 2 and "Traceback (most recent call last)" in err and "NotFound" in err
    assert err.strip().splitlines()[-1].startswith("error: unknown book")  # still the last line


def _readme_tools() -> dict[str, str]:
    from tests.conftest import ROOT

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Tools\n", 1)[1].split("\n## ", 1)[0]
    return dict(re.findall(r"^\| `bin/([\w-]+)` \| (.+?) \|$", section, re.M))


def test_every_tool_is_documented_in_the_readme():
    from f.common.cli.tools import TOOLS

    documented = _readme_tools()
    programs = {p.name for p in BIN.iterdir() if p.name != "_kb"}
    assert set(documented) == programs, "README's Tools table and bin/ differ"
    linked = {p.name for p in BIN.iterdir() if p.is_symlink() and os.readlink(p) == "_kb"}
    assert linked - {"ebook-kb-mcp", "kb-chat-server"} == set(TOOLS), "bin/ links to _kb and the declarations differ"
    for name, tool in TOOLS.items():
        assert documented[name] == tool.summary, name
    assert [n for n in documented if n in TOOLS] == list(TOOLS)  # the declarations' order
