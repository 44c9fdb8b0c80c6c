"""Issue 20, the newcomer's ingest: titles from the PDF's metadata or the first heading, --title on
an unchanged book retitles it in place, "unchanged" said once on stderr, the progress line names
the file. Real PDFs (PyMuPDF), the real parser and the real wrappers."""
from __future__ import annotations

import json

import pymupdf
import pytest

from f.common import library
from f.common.ingest import title as titles
from f.common.ingest.flow import ingest
from f.common.store import books
from tests.books import write_mineru_folder
from tests.pdfmake import new_page, to_bytes, write
from tests.test_wrappers import run


def make_pdf(path, metadata_title: str | None, heading: str = "线性代数讲义") -> str:
    doc = pymupdf.open()
    for number in range(2):
        page = new_page(doc)
        if number == 0:
            write(page, 60, 120, heading, 26)
        write(page, 60, 200, f"第{number + 1}页的正文，讲向量与矩阵的基本运算。", 11)
    if metadata_title is not None:
        doc.set_metadata({"title": metadata_title})
    path.write_bytes(to_bytes(doc))
    return str(path)


@pytest.mark.parametrize("meta,expected,source", [
    ("Linear Algebra Notes", "Linear Algebra Notes", "pdf metadata"),
    ("Microsoft Word - draft3.docx", "线性代数讲义", "pdf cover"),
    (None, "线性代数讲义", "pdf cover"),
])
def test_title_from_the_pdf_itself(store_env, tmp_path, meta, expected, source):
    settings, store = store_env
    pdf = make_pdf(tmp_path / "notes.pdf", meta)
    ingest(pdf, "dev/some-id", skip_vectors=True, no_summaries=True, settings=settings, store=store)
    manifest = books.read_manifest(store, "dev/some-id")
    assert (manifest["title"], manifest["title_source"]) == (expected, source)
    assert library.list_books(settings, store)["books"][0]["title"] == expected
    tree = books.read_json(store, books.key("dev/some-id", "pageindex.json"))
    assert tree["doc_name"] == expected


def test_first_heading_skips_front_matter_and_prefers_a_labelled_title():
    items = [{"type": "text", "text": "目 录", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": "Abstract", "text_level": 1, "page_idx": 1},
             {"type": "text", "text": "数值分析", "text_level": 1, "page_idx": 1}]
    assert titles.first_heading(items) == "数值分析"
    items.append({"type": "text", "text": "题目：数值分析引论", "page_idx": 2})
    assert titles.first_heading(items) == "数值分析引论"
    numbered = [{"type": "text", "text": "1 Building the Program", "text_level": 1, "page_idx": 1}]
    assert titles.first_heading(numbered) is None  # a chapter's heading, not the book's
    late = [{"type": "text", "text": "第五章", "text_level": 1, "page_idx": 9}]
    assert titles.first_heading(late) is None
    assert titles.choose(None, None, [("first heading", None)], "a/b-c") == ("b-c", "book id")


def test_a_cover_title_needs_a_clearly_larger_line(tmp_path):
    plain = make_pdf(tmp_path / "plain.pdf", None, heading="同样大小的第一行")
    doc = pymupdf.open(plain)
    assert titles.pdf_cover_title(doc.tobytes()) == "同样大小的第一行"  # 26 pt over 11 pt
    flat = pymupdf.open()
    page = new_page(flat)
    for n in range(3):
        write(page, 60, 100 + 30 * n, f"第{n + 1}行正文，字号相同。", 11)
    assert titles.pdf_cover_title(to_bytes(flat)) is None


def test_title_retitles_an_unchanged_book_in_place(store_env, tmp_path, monkeypatch):
    settings, store = store_env
    pdf = make_pdf(tmp_path / "notes.pdf", "Old Title")
    ingest(pdf, "dev/notes", skip_vectors=True, no_summaries=True, settings=settings, store=store)
    before = {k: store.get(k) for k in store.list("")}

    def no_parse(*args, **kwargs):
        raise AssertionError("parsed again")
    monkeypatch.setattr("f.common.pdf.parse_step.parse_book", no_parse)
    monkeypatch.setattr("f.common.ingest.build.build_tree_step", no_parse)
    result = ingest(pdf, "dev/notes", title="  A Better  Title ", skip_vectors=True,
                    settings=settings, store=store)
    assert result["status"] == "retitled" and result["title"] == "A Better Title"
    after = {k: store.get(k) for k in store.list("")}
    changed = {k for k in after if after[k] != before.get(k)}
    assert changed == {"parsed/dev/notes/manifest.json", "parsed/dev/notes/pageindex.json"}
    assert books.read_manifest(store, "dev/notes")["title_source"] == "given"
    tree = library.structure("dev/notes", settings=settings, store=store)
    assert tree["doc_name"] == "A Better Title" and tree["doc_description"].startswith("A Better Title")
    assert "Old Title" not in json.dumps(tree)
    monkeypatch.undo()  # a given title survives a rebuild without --title
    ingest(pdf, "dev/notes", skip_vectors=True, force=True, no_summaries=True, settings=settings,
           store=store)
    assert books.read_manifest(store, "dev/notes")["title"] == "A Better Title"


def test_unchanged_is_said_once_on_stderr(tmp_path):
    folder = write_mineru_folder(tmp_path / "src")
    assert run("ebook-ingest", str(folder), "--book", "dev/b", "--skip-vectors")[0] == 0
    code, out, err = run("ebook-ingest", str(folder), "--book", "dev/b", "--skip-vectors")
    assert code == 0 and out == ""
    assert err.count("\n") == 1 and "dev/b: unchanged since " in err
    assert err.rstrip().endswith(", nothing to do (--force rebuilds)")
    code, out, err = run("ebook-ingest", str(folder), "--book", "dev/b", "--skip-vectors", "--json")
    assert json.loads(out)["status"] == "unchanged" and err.count("unchanged") == 1
    code, out, err = run("ebook-ingest", str(folder), "--book", "dev/b", "--skip-vectors",
                         "--title", "Named")
    assert code == 0 and out == "" and "dev/b: retitled 'Named'" in err and err.count("\n") == 1
    listed = json.loads(run("list-books", "--json")[1])["books"]
    assert listed[0]["title"] == "Named"


def test_progress_names_the_file_being_parsed(tmp_path):
    pdf = make_pdf(tmp_path / "my-lecture-notes.pdf", None)
    code, _, err = run("ebook-ingest", pdf, "--book", "dev/other-name", "--skip-vectors",
                       "--no-summaries")
    assert code == 0, err
    assert "parse my-lecture-notes.pdf" in err and "parse other-name.pdf" not in err
