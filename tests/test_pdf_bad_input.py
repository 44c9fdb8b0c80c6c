"""Unusable PDFs get one clear BadInput and change nothing stored; a 2,000-page PDF parses with
progress within bounded memory."""
from __future__ import annotations

import json
import resource

import pymupdf
import pytest

from f.common.config import load
from f.common.errors import BadInput
from f.common.ingest.flow import ingest
from f.common.pdf.run import parse_pdf
from f.common.store.objects import get_store
from tests.pdfmake import new_page, to_bytes, write


def _small_pdf() -> bytes:
    doc = pymupdf.open()
    write(new_page(doc), 40, 80, "一页正文。", 11)
    return to_bytes(doc)


ZERO_PAGES = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
              b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n"
              b"trailer<</Root 1 0 R>>\n%%EOF\n")


def _encrypted() -> bytes:
    doc = pymupdf.open(stream=_small_pdf())
    return doc.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")


CASES = {
    "not_a_pdf": (lambda: b"PK\x03\x04 this is a zip, not a PDF" * 20, "not a PDF"),
    "encrypted": (_encrypted, "encrypted"),
    "zero_pages": (lambda: ZERO_PAGES, "no pages"),
    "truncated": (lambda: _small_pdf()[: len(_small_pdf()) // 2], "truncated"),
    "empty_file": (lambda: b"", "not a PDF"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_pdf_is_refused_and_nothing_is_stored(case, tmp_path):
    make, message = CASES[case]
    path = tmp_path / f"{case}.pdf"
    path.write_bytes(make())
    store = get_store(load())
    with pytest.raises(BadInput) as caught:
        ingest(path, "测试/坏文件", skip_vectors=True)
    assert message in caught.value.message and "\n" not in caught.value.message
    assert list(store.list("")) == []


def test_bad_pdf_through_the_wrapper_is_one_line_exit_2(tmp_path):
    import subprocess

    from tests.conftest import BIN

    path = tmp_path / "book.pdf"
    path.write_bytes(_encrypted())
    done = subprocess.run([str(BIN / "ebook-ingest"), str(path), "--book", "测试/加密"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "encrypted" in done.stderr


def test_owner_password_only_pdf_is_accepted():
    doc = pymupdf.open(stream=_small_pdf())
    data = doc.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="owner", user_pw="")
    files, report = parse_pdf(data)
    assert report["pages"] == 1 and "一页正文" in files["content.md"].decode()


def test_two_thousand_pages_parse_with_progress_in_bounded_memory(capsys):
    doc = pymupdf.open()
    for number in range(2000):
        page = doc.new_page(width=300, height=400)
        page.insert_text((30, 60), f"Page {number + 1}: vectors and sequences.", fontsize=10)
        page.insert_text((140, 385), str(number + 1), fontsize=8)
    data = doc.tobytes(garbage=3, deflate=True)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    files, report = parse_pdf(data, name="big.pdf")
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert report["pages"] == 2000 and report["text_pages"] == 2000
    items = json.loads(files["content_list.json"])
    assert {i["page_idx"] for i in items} == set(range(2000))
    assert sum(i["type"] == "page_number" for i in items) == 2000
    assert grown_mb < 800, f"parsing 2,000 pages grew the process by {grown_mb:.0f} MB"
    err = capsys.readouterr().err
    assert "parse big.pdf" in err and "2000/2000" in err
