"""Fuzz: book ids (hostile paths, NUL, 10k characters, unicode tricks) to every tool that takes one."""
import pytest
from hypothesis import strategies as st

from tests.fuzz import call, each_unchanged, random_unchanged

REAL = "教材/数学/向量"
HOSTILE = ["../教材/数学/向量", "教材/../../etc/passwd", "/etc/passwd", "教材/数学/向量\x00", "\x00", "a" * 10000,
           "教材/数学/向量/..", "教材/./数学/向量", "教材\\数学\\向量", "教材/数学/向量\u202e", "教材/数学/\u200b向量",
           "教材/数学/向\u0301量", "ｅｂｏｏｋ/ＡＢＣ", "教材//数学/向量", " ", "", "CON", "教材/数学/向量%00", "\ud800",
           "教材/数学/向量\n", "*", "?", "教材/数学/向*"]
TOOLS = [("pageindex-content", ["--pages", "1"]), ("pageindex-structure", []), ("kb-term", ["向量"]),
         ("kb-exercise", ["--page", "1"]), ("qdrant-search", ["向量", "--top-k", "1"])]


def _check(book, tool, extra):
    result, error = call(tool, ["--book", book, *extra])
    if error is None:  # only a real book, or a prefix of one (search and term look-up), answers
        ids = {h.get("book_id") for h in (result.get("results") or result.get("matches") or [])} - {None}
        assert result.get("book_id", REAL) == REAL and ids <= {REAL}, (book, result)


@pytest.mark.parametrize(("tool", "extra"), TOOLS, ids=[t for t, _ in TOOLS])
def test_hostile_ids(library, kb_home, monkeypatch, tool, extra):
    monkeypatch.setenv("KB_SEARCHD", "off")
    each_unchanged(kb_home, lambda book: _check(book, tool, extra), HOSTILE)


def test_random_ids(library, kb_home, monkeypatch):
    monkeypatch.setenv("KB_SEARCHD", "off")
    random_unchanged(kb_home, lambda book, tool: _check(book, *tool),
                     book=st.one_of(st.text(max_size=300), st.text(alphabet="教材/数学向量.\\ \x00", max_size=30)),
                     tool=st.sampled_from(TOOLS))
