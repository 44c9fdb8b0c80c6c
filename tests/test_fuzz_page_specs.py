"""Fuzz: page specs, to the parser and through pageindex-content on a served book."""
from hypothesis import given
from hypothesis import strategies as st

from f.common.errors import KBError
from f.common.page_spec import read_page_spec
from tests.fuzz import FUZZ, call, clear_error, snapshot

BOOK = "教材/数学/向量"  # 4 pages (conftest's library)
SPEC_CHARS = st.sampled_from(list("0123456789,-~–— ，、") + ["x", "\x00", "\n", "99999999", "-0", "１", "٣"])
SPECS = st.one_of(st.lists(SPEC_CHARS, max_size=40).map("".join), st.text(max_size=60),
                  st.just("1" * 10000), st.just(",".join(["1"] * 5000)), st.just("1-9999999"))


@FUZZ
@given(spec=SPECS, page_count=st.one_of(st.none(), st.integers(1, 3000)), max_pages=st.integers(1, 40))
def test_parser_result_or_clear_error(spec, page_count, max_pages):
    try:
        pages, note = read_page_spec(spec, page_count, max_pages)
    except KBError as exc:
        clear_error(exc)
        return
    assert pages == sorted(set(pages)) and 1 <= len(pages) <= max_pages
    assert all(1 <= p <= (page_count or 10**7) for p in pages)
    assert note is None or "left out" in note


def test_content_tool(library, kb_home):
    before = snapshot(kb_home)
    checked = 0

    @FUZZ
    @given(spec=SPECS)
    def one(spec):
        nonlocal checked
        result, error = call("pageindex-content", ["--book", BOOK, "--pages", spec])
        if error is None:
            pages = [p["page"] for p in result["pages"]]
            assert pages and all(1 <= p <= 4 for p in pages) and pages == sorted(set(pages))
            assert all(isinstance(p["content"], str) for p in result["pages"])
        checked += 1

    one()
    assert checked >= 60 and snapshot(kb_home) == before
