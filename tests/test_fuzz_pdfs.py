"""Fuzz: PDFs given to `ebook-ingest` as a re-ingest of a served book: truncated at any point,
encrypted, zero pages, bytes flipped inside, 10,000 pages of nothing (all generated here). Every
case is a clear error (exit 2, one line) with the stored objects byte-for-byte unchanged, or a
correct result: the new version served whole."""
import random

import pymupdf
import pytest
from hypothesis import strategies as st

from f.common.ingest.flow import ingest
from tests.fuzz import call, random_unchanged, snapshot
from tests.pdfmake import new_page, to_bytes, write

BOOK = "教材/数学/向量"


def small_pdf(pages: int = 3) -> bytes:
    doc = pymupdf.open()
    for n in range(pages):
        page = new_page(doc)
        write(page, 40, 80, f"第{n + 1}节 向量的加法", 16)
        write(page, 40, 120, "向量的加法满足交换律与结合律。", 11)
    return to_bytes(doc)


def blank_pdf(pages: int) -> bytes:
    doc = pymupdf.open()
    for _ in range(pages):
        doc.new_page(width=300, height=400)
    return doc.tobytes(garbage=3, deflate=True)


@pytest.fixture(scope="module")
def good() -> bytes:
    return small_pdf()


@pytest.fixture
def served(tmp_path, kb_home, monkeypatch, good):
    monkeypatch.setenv("KB_SEARCHD", "off")
    path = tmp_path / "v1.pdf"
    path.write_bytes(good)
    ingest(path, BOOK, skip_vectors=True, no_summaries=True)
    return tmp_path


def try_ingest(home, path, data: bytes, expect: str | None = None):
    """A clear error with nothing changed (its message holding `expect`, if given), or the new
    version served whole. Returns the error or None."""
    path.write_bytes(data)
    before = snapshot(home)
    result, error = call("ebook-ingest", [str(path), "--book", BOOK, "--skip-vectors", "--no-summaries"])
    if error is not None:
        after = snapshot(home)
        if after != before:  # refused only after its parse: a failed attempt beside the served book
            listed = {b["book_id"]: b for b in call("list-books", ["--json"])[0]["books"]}[BOOK]
            assert listed["ingest"]["status"] == "failed", listed
            assert served_objects(after, listed["version"]) == served_objects(before, listed["version"]), error.message
        assert expect is None or any(e in error.message for e in expect.split("|")), error.message
        return error
    assert expect is None, f"accepted, but {expect!r} was expected: {result}"
    assert result["status"] in ("ready", "unchanged"), result
    listed = {b["book_id"]: b for b in call("list-books", [])[0]["books"]}[BOOK]
    assert listed["status"] == "ready" and listed["page_count"] >= 1
    last = listed["page_count"]
    for spec in ("1", str(last)):
        content, error = call("pageindex-content", ["--book", BOOK, "--pages", spec])
        assert error is None and content["pages"], error
    assert call("pageindex-structure", ["--book", BOOK])[1] is None
    return None


def served_objects(objects: dict, version: str) -> dict:
    """The stored objects a reader of the served version sees (and the served pointer)."""
    return {k: v for k, v in objects.items() if "/v:" not in k and not k.endswith("/attempt.json")
            or f"/v:{version}/" in k}


def encrypted(data: bytes) -> bytes:
    return pymupdf.open(stream=data).tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret",
                                             owner_pw="owner")


ZERO_PAGES = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
              b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
CASES = {
    "empty file": (lambda g: b"", "not a PDF"),
    "header only": (lambda g: b"%PDF-1.7\n", "truncated"),
    "header and trailer only": (lambda g: b"%PDF-1.7\n%%EOF\n", "not a readable PDF"),
    "truncated at half": (lambda g: g[: len(g) // 2], "truncated"),
    "truncated before the trailer": (lambda g: g[:-8], None),
    "encrypted": (lambda g: encrypted(g), "encrypted"),
    "zero pages": (lambda g: ZERO_PAGES, "no pages"),
    "a zip named .pdf": (lambda g: b"PK\x03\x04" + bytes(2000), "not a PDF"),
    "junk between header and trailer": (lambda g: b"%PDF-1.4\n" + random.Random(1).randbytes(50_000) + b"\n%%EOF\n",
                                        None),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_pdfs(served, kb_home, good, case):
    make, expect = CASES[case]
    try_ingest(kb_home, served / "case.pdf", make(good), expect)


@pytest.mark.parametrize("examples", [6, pytest.param(40, marks=pytest.mark.soak)])
def test_flipped_bytes_inside_a_pdf(served, kb_home, good, examples):
    """Bytes changed inside the file (header and trailer intact): MuPDF repairs what it can; the
    result is a served book or a clear error, never a traceback."""
    def check(offset, junk):
        cut = 16 + offset % (len(good) - 2100)
        data = good[:cut] + junk + good[cut + len(junk):]
        try_ingest(kb_home, served / "flipped.pdf", data)

    random_unchanged_or_served(kb_home, check, examples, offset=st.integers(0, 10**7), junk=st.binary(min_size=1, max_size=64))


def random_unchanged_or_served(home, check, examples, **strategies):
    """fuzz.random_unchanged's draws, without its unchanged-afterwards rule (an accepted PDF is
    served as the new version; try_ingest checks each case)."""
    from hypothesis import given

    from tests.fuzz import FUZZ

    FUZZ.__class__(FUZZ, max_examples=examples)(given(**strategies)(check))()


def test_truncated_anywhere_is_refused(served, kb_home, good):
    def check(cut):
        try_ingest(kb_home, served / "cut.pdf", good[: cut % (len(good) - 2048)], "truncated|not a PDF")

    random_unchanged(kb_home, check, cut=st.integers(0, 10**7))


@pytest.mark.parametrize("pages", [2_000, pytest.param(10_000, marks=pytest.mark.soak)])
def test_thousands_of_pages_of_nothing(served, kb_home, pages):
    """A PDF of thousands of blank pages (10,000 under --soak): parsed in seconds, then refused as
    a book without text; the old version stays served, whole, and list-books shows the failed
    attempt."""
    try_ingest(kb_home, served / "blank.pdf", blank_pdf(pages), f"no text on any of its {pages} pages")
