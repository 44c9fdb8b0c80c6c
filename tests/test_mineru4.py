"""MinerU 4 as the parse step, the parts that need no real MinerU: the content list rendered from a
middle json (every block type of MinerU 4's schema), the parser choice (`--parser auto|mineru|ours`)
and a MinerU 4 server that is down, slow or answers garbage.

A real `mineru-api --tier flash` is driven by tests/test_mineru4_live.py (full suite). What it
cannot be made to do (fail a task, hang, answer a broken zip) is played here by a CONTRACT DOUBLE
of the 4.x task API (paths and fields as in mineru 4.0.12's /openapi.json)."""
from __future__ import annotations

import io
import json
import socket
import zipfile
from http.server import BaseHTTPRequestHandler

import pymupdf
import pytest

from f.common.config import load
from f.common.errors import BadInput, ServiceError
from f.common.ingest.flow import ingest
from f.common.pdf import mineru4
from f.common.pdf.parse_step import choose
from f.common.store import books
from f.common.store.objects import get_store
from tests.loopback import LoopbackServer, send_json
from tests.pdfmake import new_page, to_bytes, write


def _text(content, **extra):
    return {"content": content if isinstance(content, list) else [{"type": "text", "content": content}], **extra}


MIDDLE = {"schema": "docvortex.middle", "schema_version": "2.0",
          "metadata": {"producer": {"name": "mineru", "version": "4.0.12"}},
          "pages": [
              {"page_idx": 0, "blocks": [
                  {"type": "header", "index": 0, "bbox": [0.1, 0.02, 0.9, 0.04], **_text("第一章 数列")},
                  {"type": "doc_title", "index": 1, "bbox": [0.1, 0.1, 0.9, 0.15], "level": 1, **_text("第一章 数列")},
                  {"type": "paragraph_title", "index": 2, "bbox": [0.1, 0.2, 0.5, 0.25], "level": 2,
                   "anchor": " s1 ", **_text("1.1 数列的概念")},
                  {"type": "text", "index": 3, "bbox": [0.1, 0.3, 0.9, 0.4], **_text([
                      {"type": "text", "content": "按照确定的顺序排列的一列数称为", "styles": ["bold"]},
                      {"type": "text", "content": "数列", "styles": ["bold"]},
                      {"type": "text", "content": "，记作 "},
                      {"type": "equation_inline", "content": "a_n"},
                      {"type": "text", "content": "。见 "},
                      {"type": "hyperlink", "url": "https://example.org/a b",
                       "content": [{"type": "text", "content": "课标*"}]}])},
                  {"type": "equation", "index": 4, "bbox": [0.3, 0.45, 0.7, 0.5], "content": " a_n = 2n+1 ",
                   "image_path": "images/page_0_eq_4.jpg"},
                  {"type": "image", "index": 5, "bbox": [0.1, 0.55, 0.6, 0.8], "sub_type": "figure", "content": [
                      {"type": "image_caption", "index": 7, **_text("图1-2 乙")},
                      {"type": "image_body", "index": 5, "bbox": [0.1, 0.55, 0.6, 0.8],
                       "image_path": "images/page_0_image_5.jpg", "content": ""},
                      {"type": "image_caption", "index": 6, **_text("图1-1 甲")},
                      {"type": "image_footnote", **_text("来源：教材")}]},
                  {"type": "page_number", "index": 8, "bbox": [0.45, 0.95, 0.55, 0.97], **_text("1")}]},
              {"page_idx": 1, "blocks": [
                  {"type": "table", "index": 0, "bbox": [0.1, 0.1, 0.9, 0.3], "content": [
                      {"type": "table_caption", "index": 1, **_text("表1 数列")},
                      {"type": "table_body", "index": 0, "bbox": [0.1, 0.1, 0.9, 0.3],
                       "image_path": "images/page_1_table_0.jpg",
                       "content": "<table><tr><td>n</td><td><eq>a_n</eq></td></tr></table>"}]},
                  {"type": "list", "index": 2, "bbox": [0.1, 0.35, 0.9, 0.5], "sub_type": "text", "content": [
                      {"type": "text", **_text("1. 第一项")},
                      {"type": "list", "content": [{"type": "text", **_text("(1) 子项")}]},
                      {"type": "text", "content": []}]},
                  {"type": "index", "index": 3, "bbox": [0.1, 0.5, 0.9, 0.6], "content": [
                      {"type": "paragraph_title", "level": 2, "anchor": "s1", **_text("1.1 数列的概念\t3")},
                      {"type": "index", "content": [{"type": "text", **_text("习题\t1.1\tiv")}]}]},
                  {"type": "ref_text", "index": 4, "bbox": [0.1, 0.7, 0.5, 0.75], **_text("[1] 甲")},
                  {"type": "ref_text", "index": 5, "bbox": [0.1, 0.76, 0.6, 0.8], **_text("[2] 乙")},
                  {"type": "code", "index": 6, "bbox": [0.1, 0.82, 0.9, 0.9], "sub_type": "code",
                   "guess_lang": "python", "content": [
                       {"type": "code_body", "index": 6, "bbox": [0.1, 0.82, 0.9, 0.9], "content": "print(1)"}]},
                  {"type": "page_footnote", "index": 7, "bbox": [0.1, 0.92, 0.9, 0.94], **_text("① 注")},
                  {"type": "mystery", "index": 8, "bbox": [0.1, 0.95, 0.2, 0.96]}]}]}


def test_content_list_from_a_middle_json_has_every_block_as_minerus_classic_item():
    items = mineru4.render_content_list(MIDDLE)
    kinds = [(i["type"], i["page_idx"]) for i in items]
    assert kinds == [("header", 0), ("text", 0), ("text", 0), ("text", 0), ("equation", 0), ("image", 0),
                     ("page_number", 0), ("table", 1), ("list", 1), ("index", 1), ("list", 1), ("code", 1),
                     ("page_footnote", 1)]  # the unknown block type is left out, as MinerU does
    title, section, body = items[1:4]
    assert title == {"type": "text", "text": "第一章 数列", "text_level": 1, "bbox": [100, 100, 900, 150], "page_idx": 0}
    assert section["text_level"] == 2 and section["anchor"] == "s1"
    # plain text: no emphasis marks, no escapes; inline maths as $…$, a link as its words
    assert body["text"] == "按照确定的顺序排列的一列数称为数列，记作 $a_n$。见 课标*" and "text_level" not in body
    assert items[4] == {"type": "equation", "img_path": "images/page_0_eq_4.jpg", "text": "a_n = 2n+1",
                        "text_format": "latex", "bbox": [300, 450, 700, 500], "page_idx": 0}
    image = items[5]
    assert image["image_caption"] == ["图1-1 甲", "图1-2 乙"]  # by index, not by position
    assert image["image_footnote"] == ["来源：教材"] and image["sub_type"] == "figure"
    assert image["img_path"] == "images/page_0_image_5.jpg"
    table = items[7]
    assert table["table_caption"] == ["表1 数列"] and table["table_footnote"] == []
    assert table["table_body"] == "<table><tr><td>n</td><td> $a_n$ </td></tr></table>"
    assert items[8] == {"type": "list", "sub_type": "text", "list_items": ["1. 第一项", "(1) 子项"],
                        "bbox": [100, 350, 900, 500], "page_idx": 1}
    # a contents page: the page number after the last tab dropped, nesting as indentation
    assert items[9]["list_items"] == ["- 1.1 数列的概念", "    - 习题 1.1"]
    refs = items[10]
    assert refs["sub_type"] == "ref_text" and refs["list_items"] == ["[1] 甲", "[2] 乙"]
    assert refs["bbox"] == [100, 700, 600, 800]  # the run's box
    assert items[11]["code_body"] == "print(1)" and items[11]["sub_type"] == "code"


def test_markdown_mode_writes_minerus_markdown_text():
    items = mineru4.render_content_list(MIDDLE, markdown=True)
    assert items[3]["text"] == ("**按照确定的顺序排列的一列数称为数列**，记作 $a_n$。见 "
                                "[课标\\*](https://example.org/a%20b)")
    assert items[9]["list_items"][0] == "- [1.1 数列的概念](#s1)"


def test_auto_sends_text_layer_pages_to_a_mineru_with_models_and_image_only_pages_to_our_ocr():
    assert choose("auto", None, {0}, 3) == "ours"              # no MinerU configured
    assert choose("auto", "standard", set(), 3) == "mineru"
    assert choose("auto", "2.x", {0}, 3) == "mineru+ocr"       # a scanned cover
    assert choose("auto", "basic", {0, 1, 2}, 3) == "ours"     # a scan: nothing for MinerU's text pass
    # flash: ours (fewer contents entries found, docs/benchmarks/mineru.md); asked for, MinerU as it is
    assert choose("auto", "flash", set(), 3) == "ours"
    assert choose("mineru", "asked", {0, 1, 2}, 3) == "mineru"
    assert choose("ours", "standard", set(), 3) == "ours"


def _pdf(tmp_path, name="book.pdf"):
    doc = pymupdf.open()
    for n in range(2):
        write(new_page(doc), 40, 80, f"第{n + 1}章 函数", 16)
    path = tmp_path / name
    path.write_bytes(to_bytes(doc))
    return path


def test_parser_mineru_without_a_configured_mineru_is_one_clear_line(tmp_path):
    with pytest.raises(BadInput, match="--parser mineru: MinerU is not configured; set MINERU_API_URL"):
        ingest(_pdf(tmp_path), "书/无", parser="mineru", skip_vectors=True)
    with pytest.raises(BadInput, match="--parser must be one of auto, mineru, ours"):
        ingest(_pdf(tmp_path), "书/无", parser="magic", skip_vectors=True)
    assert books.read_manifest(get_store(load()), "书/无") is None  # refused before any write


def _zip(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


class MinerU4Double(BaseHTTPRequestHandler):
    """CONTRACT DOUBLE of mineru 4.0.12's task API misbehaving: `mode` is what goes wrong."""

    mode = "garbage"
    cancelled: list = []

    def log_message(self, *args):
        pass

    def _task(self, status, error=None):
        return {"task_id": "job_1", "status": status, "tier": "flash", "output_formats": ["zip"],
                "files": [{"name": "book.pdf", "page_range": "", "status": status, "error": error}]}

    def do_GET(self):
        if self.path == "/openapi.json":
            return send_json(self, 200, {"paths": {"/v1/tasks": {}, "/v1/tasks/{task_id}": {},
                                                   "/v1/tasks/{task_id}/result": {}}})
        if self.path == "/v1/tasks/job_1":
            if self.mode == "failed":
                return send_json(self, 200, self._task("failed", {"type": "parse_error", "code": "pdf_damaged",
                                                                  "message": "the PDF could not be opened"}))
            return send_json(self, 200, self._task("running" if self.mode == "slow" else "completed"))
        if self.path.startswith("/v1/tasks/job_1/result"):
            body = {"garbage": b"<html>502 Bad Gateway</html>",
                    "no-middle": _zip({"markdown.md": b"# x"}),
                    "bad-middle": _zip({"middle_json.json": b'{"pages": [{"page_idx": 0, "blocks": '
                                                            b'[{"type": "image", "content": []}]}]}'})}[self.mode]
            self.send_response(200)
            self.send_header("Content-Type", "application/zip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return None
        return send_json(self, 404, {"detail": "Not Found"})

    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        send_json(self, 202, self._task("queued"))

    def do_DELETE(self):
        self.cancelled.append(self.path)
        send_json(self, 200, {})


def _served_then_failing(tmp_path, monkeypatch, url):
    """A book served from our parser, then re-ingested with a MinerU that fails: the error, and the
    served book's content list before and after."""
    pdf = _pdf(tmp_path)
    assert ingest(pdf, "书/函数", skip_vectors=True)["status"] == "ready"
    store = get_store(load())
    before = store.get(books.key("书/函数", "content_list.json"))
    monkeypatch.setenv("MINERU_API_URL", url)
    monkeypatch.setenv("MINERU_TIMEOUT", "2")
    with pytest.raises(ServiceError) as caught:
        ingest(pdf, "书/函数", skip_vectors=True, force=True, parser="mineru")
    manifest = books.read_manifest(store, "书/函数")
    assert manifest["status"] == "ready" and manifest["parse"]["parser"] == "ours-1"
    assert store.get(books.key("书/函数", "content_list.json")) == before
    assert "\n" not in caught.value.message
    return caught.value.message


@pytest.mark.parametrize("mode, said", [
    ("garbage", r"MinerU's result is not a zip \(28 bytes starting b'<html>502"),
    ("no-middle", "MinerU's result zip has no middle_json.json"),
    ("bad-middle", "MinerU's middle_json.json is not in the shape MinerU 4 writes: ValueError: a image block "
                   "without its body"),
    ("failed", r"MinerU failed book.pdf: the PDF could not be opened \(pdf_damaged\)"),
    ("slow", r"MinerU did not finish book.pdf in 2 s \(task job_1 cancelled; MINERU_TIMEOUT sets the limit\)"),
])
def test_a_mineru4_that_answers_garbage_fails_or_hangs_leaves_the_served_book(tmp_path, monkeypatch, mode, said):
    MinerU4Double.mode, MinerU4Double.cancelled = mode, []
    with LoopbackServer(MinerU4Double) as server:
        message = _served_then_failing(tmp_path, monkeypatch, server.url)
    assert __import__("re").search(said, message), message
    assert MinerU4Double.cancelled == (["/v1/tasks/job_1"] if mode == "slow" else [])


def test_a_mineru_that_is_down_is_one_line_and_leaves_the_served_book(tmp_path, monkeypatch):
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    message = _served_then_failing(tmp_path, monkeypatch, f"http://127.0.0.1:{port}")
    assert message.startswith(f"MinerU API failed at http://127.0.0.1:{port}/openapi.json: ConnectionError: Connection refused")


def test_a_server_that_is_no_mineru_is_named_so(tmp_path, monkeypatch):
    class NotMinerU(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            send_json(self, 200, {"paths": {"/v1/chat/completions": {}}} if self.path == "/openapi.json"
                      else {"status": "ok"})

    with LoopbackServer(NotMinerU) as server:
        message = _served_then_failing(tmp_path, monkeypatch, server.url)
    assert "is not a MinerU server this project speaks" in message


def test_settings_of_mineru4_are_checked(monkeypatch):
    monkeypatch.setenv("MINERU_TIER", "Standard")
    monkeypatch.setenv("MINERU_OCR_MODE", "auto")
    settings = load()
    assert (settings.mineru_tier, settings.mineru_ocr_mode, settings.mineru_timeout) == ("standard", "auto", 3600.0)
    monkeypatch.setenv("MINERU_TIER", "turbo")
    with pytest.raises(BadInput, match="MINERU_TIER='turbo' is not valid: expected flash, basic, standard or advanced"):
        load()
    monkeypatch.setenv("MINERU_TIER", "flash")
    monkeypatch.setenv("MINERU_API_KEY", "sk secret")
    with pytest.raises(BadInput, match="MINERU_API_KEY=<hidden> is not valid"):
        load()
    monkeypatch.setenv("MINERU_API_KEY", "sk-secret")
    assert "sk-secret" not in repr(load())
    assert json.dumps(MIDDLE)  # the fixture is plain JSON, as the server's zip holds it
