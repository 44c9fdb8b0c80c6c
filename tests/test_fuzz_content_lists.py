"""Fuzz: MinerU content lists (missing fields, wrong types, huge blocks, 100k blocks, the v2 shape
with junk) given to `ebook-ingest` as a re-ingest of a served book. Every case is a clear error
(exit 2, one line) and the stored objects are byte-for-byte what they were, or a correct result:
the book is served whole (every page readable, the structure readable) and nothing else changed."""
import json

import pytest
from hypothesis import strategies as st

from f.common.ingest.flow import ingest
from tests.books import MATH, write_book
from tests.fuzz import FUZZ, call, snapshot

BOOK = "教材/数学/向量"
OTHER = "教材/物理/力学"


@pytest.fixture
def served(tmp_path, kb_home, monkeypatch):
    monkeypatch.setenv("KB_SEARCHD", "off")
    ingest(write_book(tmp_path / "v1", MATH), BOOK, skip_vectors=True, no_summaries=True)
    ingest(write_book(tmp_path / "other", MATH[:2]), OTHER, skip_vectors=True, no_summaries=True)
    return tmp_path


def _others(home) -> dict:
    """The stored objects of every book but BOOK (which an accepted case may replace)."""
    return {k: v for k, v in snapshot(home).items() if f"/{BOOK}/" not in f"/{k}"}


def try_ingest(home, folder, data) -> None:
    """Ingest `data` as BOOK's content list: a clear error and nothing changed, or BOOK served
    whole (and the other book untouched)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "content_list.json").write_bytes(data if isinstance(data, bytes) else json.dumps(
        data, ensure_ascii=False).encode("utf-8", "surrogatepass"))
    before, others = snapshot(home), _others(home)
    result, error = call("ebook-ingest", [str(folder), "--book", BOOK, "--skip-vectors", "--no-summaries"])
    if error is not None:
        assert snapshot(home) == before, error.message
        return
    assert result["status"] in ("ready", "unchanged"), result
    assert _others(home) == others
    listed = {b["book_id"]: b for b in call("list-books", ["--json"])[0]["books"]}
    pages = listed[BOOK]["page_count"]
    assert listed[BOOK]["status"] == "ready" and pages >= 1
    content, error = call("pageindex-content", ["--book", BOOK, "--pages", f"1-{min(pages, 20)}"])
    assert error is None and content["pages"], error
    structure, error = call("pageindex-structure", ["--book", BOOK])
    assert error is None, error


def block(**fields) -> dict:
    return {"type": "text", "text": "向量是既有大小又有方向的量。", "page_idx": 0, **fields}


JUNK = [None, True, -1, 2**70, 1.5, "", "x" * 300, [], [1, "a", None], {}, {"a": [None]}, "\ud800"]
CASES = {
    "empty list": [],
    "not a list": {"pages": []},
    "a number": 7,
    "only furniture": [block(type="header"), block(type="page_number", text="1")],
    "block not an object": [block(), "text", 3],
    "no page_idx": [{"type": "text", "text": "x"}],
    "no type": [{"text": "x", "page_idx": 0}],
    "negative page": [block(page_idx=-1)],
    "page as string": [block(page_idx="0")],
    "page as bool": [block(page_idx=True)],
    "page far out": [block(page_idx=10**9)],
    "sparse pages": [block(), block(page_idx=99_999)],
    "text as list": [block(text=["a", "b"])],
    "text as object": [block(text={"content": "x"})],
    "text null": [block(text=None), block(page_idx=1)],
    "level as text": [block(text_level="one"), block(page_idx=1)],
    "level huge": [block(text_level=10**12), block(page_idx=1, text_level=-5)],
    "bbox junk": [block(bbox="0,0,1,1"), block(bbox=[0, 0, "a", 1]), block(bbox=[1, 2, 3])],
    "table of junk": [block(type="table", table_body={"x": 1}, table_caption="表1", table_footnote=3)],
    "image of junk": [block(type="image", img_path=5, image_caption=None, image_footnote=[{"a": 1}])],
    "list of junk": [block(type="list", list_items="a"), block(type="list", list_items=[None, 3, {"x": 1}])],
    "equation of junk": [block(type="equation", text=None, text_format=7)],
    "code of junk": [block(type="code", code_body=["x"], code_caption="c", guess_lang=3)],
    "unknown type": [block(type="hologram"), block(type="")],
    "control characters": [block(text="向量\x00\x1b[31m\x07是量")],
    "v2 junk": [[{"type": "title", "content": {"level": "x", "title_content": 3}}, 5, None],
                [{"type": "paragraph", "content": "not a dict"}, {"type": "table", "content": {
                    "html": None, "table_caption": "表", "image_source": "x"}}],
                [{"type": "list", "content": {"list_items": "abc"}},
                 {"type": "image", "content": {"image_source": {"path": 3}, "image_caption": 9}}]],
    "v2 empty pages": [[], [], []],
    "huge block": [block(text="向量的加法满足交换律。" * 200_000)],
    "huge heading": [block(text="第一章 " + "向量" * 50_000, text_level=1), block(page_idx=1)],
    "truncated json": json.dumps([block()] * 10).encode()[:-7],
    "not utf-8": b'[{"type": "text", "text": "\xff\xfe", "page_idx": 0}]',
    "deeply nested": b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_content_lists(served, kb_home, case):
    try_ingest(kb_home, served / "case", CASES[case])


def test_a_hundred_thousand_blocks(served, kb_home):
    items = [block(text=f"第{n}段：向量的数量积。", page_idx=n // 100) for n in range(100_000)]
    try_ingest(kb_home, served / "many", items)


VALUE = st.one_of(st.none(), st.booleans(), st.integers(-3, 10**6), st.floats(allow_nan=True),
                  st.text(max_size=40), st.lists(st.one_of(st.text(max_size=8), st.integers(), st.none()),
                                                 max_size=4),
                  st.dictionaries(st.sampled_from(["content", "text", "path"]), st.text(max_size=8), max_size=2))
FIELDS = ["type", "text", "page_idx", "text_level", "bbox", "table_body", "table_caption", "img_path",
          "image_caption", "list_items", "code_body", "text_format"]
TYPES = st.sampled_from(["text", "table", "image", "equation", "list", "code", "header", "page_number",
                         "discarded", "aside_text", "page_footnote"])


def _item(draw_fields, kind, page):
    item = {"type": kind, "page_idx": page, "text": "向量与数量积。"}
    item.update(draw_fields)
    return item


ITEMS = st.lists(st.builds(_item, st.dictionaries(st.sampled_from(FIELDS), VALUE, max_size=4), TYPES,
                           st.integers(0, 30)), min_size=1, max_size=30)


@pytest.mark.parametrize("shape", ["v1", "v2"])
def test_random_content_lists(served, kb_home, shape):
    from hypothesis import given

    count = iter(range(10**6))

    @FUZZ
    @given(items=ITEMS if shape == "v1" else st.lists(st.lists(st.one_of(st.builds(
        lambda kind, content: {"type": kind, "content": content},
        st.sampled_from(["title", "paragraph", "table", "image", "list", "equation_interline", "page_header",
                         "code", "?"]),
        st.one_of(VALUE, st.dictionaries(st.sampled_from(
            ["level", "title_content", "paragraph_content", "html", "math_content", "list_items",
             "image_source", "table_caption", "image_caption", "text"]), VALUE, max_size=3))), VALUE),
        max_size=6), min_size=1, max_size=6))
    def check(items):
        try_ingest(kb_home, served / f"r{next(count)}", items)

    check()
