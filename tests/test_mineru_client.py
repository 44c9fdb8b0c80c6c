"""MinerU 2.x/3.x, for servers already deployed: when MINERU_API_URL or MINERU_CLI is set, the PDF
goes to MinerU and its output is stored as it is. A 2.x/3.x MinerU cannot be installed beside
MinerU 4 here, so both paths talk to CONTRACT DOUBLES: an HTTP server speaking the 2.x `mineru-api`
protocol (its /openapi.json names POST /file_parse; multipart upload, JSON answer with md_content /
content_list / images) and a `mineru` CLI stand-in writing MinerU's output folder layout. Both
return real MinerU output (the zh-thesis dev data), not made-up items. MinerU 4 runs for real:
tests/test_mineru4_live.py."""
from __future__ import annotations

import base64
import json
import stat
import sys
from email.parser import BytesParser
from email.policy import HTTP
from http.server import BaseHTTPRequestHandler

import pymupdf
import pytest

from f.common.config import load
from f.common.errors import ServiceError
from f.common.ingest.flow import ingest
from f.common.store import books
from f.common.store.objects import get_store
from f.common.textnorm import drop_controls, first_control
from tests.conftest import dev_data
from tests.loopback import LoopbackServer, send_json
from tests.pdfmake import new_page, to_bytes, write

JPEG = base64.b64decode("/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwg"
                        "JC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAA"
                        "AAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==")


def _pdf(tmp_path):
    doc = pymupdf.open()
    write(new_page(doc), 40, 80, "交给 MinerU 解析的论文。", 11)
    path = tmp_path / "thesis.pdf"
    path.write_bytes(to_bytes(doc))
    return path


class MinerUApiDouble(BaseHTTPRequestHandler):
    """Double of `mineru-api`'s POST /file_parse (fields as in MinerU's fast_api.py)."""

    fail = False
    seen: list = []
    thesis = None  # the real MinerU output folder it answers with

    def log_message(self, *args):
        pass

    def do_GET(self):  # what FastAPI serves for MinerU 2.x's fast_api.py: the client picks 2.x by it
        if self.path != "/openapi.json":
            return self._json(404, {"detail": "Not Found"})
        self._json(200, {"openapi": "3.1.0", "info": {"title": "FastAPI", "version": "0.1.0"},
                         "paths": {"/file_parse": {"post": {}}}})

    def do_POST(self):
        if self.path != "/file_parse":
            return self._json(404, {"detail": "Not Found"})
        body = self.rfile.read(int(self.headers["Content-Length"]))
        message = BytesParser(policy=HTTP).parsebytes(
            b"Content-Type: " + self.headers["Content-Type"].encode() + b"\r\n\r\n" + body)
        fields = {part.get_param("name", header="content-disposition"): part for part in message.iter_parts()}
        upload = fields.get("files")
        pdf = upload.get_payload(decode=True) if upload else b""
        self.seen.append({name: (part.get_content() if name != "files" else len(pdf))
                          for name, part in fields.items()})
        if not pdf.startswith(b"%PDF-"):
            return self._json(400, {"error": "Unsupported file type"})
        if self.fail:
            return self._json(500, {"error": "Failed to process file: CUDA out of memory"})
        thesis = self.thesis
        result = {"md_content": (thesis / "content.md").read_text()}
        if fields["return_content_list"].get_content().strip() == "true":
            result["content_list"] = (thesis / "content_list.json").read_text()
        if fields["return_images"].get_content().strip() == "true":
            result["images"] = {"fig1.jpg": "data:image/jpeg;base64," + base64.b64encode(JPEG).decode()}
        name = upload.get_filename().rsplit(".", 1)[0]
        self._json(200, {"backend": "pipeline", "version": "2.5.4", "results": {name: result}})

    def _json(self, status, value):
        send_json(self, status, value)


@pytest.fixture
def mineru_api(monkeypatch):
    MinerUApiDouble.fail = False
    MinerUApiDouble.seen = []
    MinerUApiDouble.thesis = dev_data("zh-thesis")
    with LoopbackServer(MinerUApiDouble) as server:
        monkeypatch.setenv("MINERU_API_URL", server.url)
        yield MinerUApiDouble


def test_pdf_goes_to_the_mineru_api_and_its_output_is_stored_without_control_characters(mineru_api, tmp_path):
    report = ingest(_pdf(tmp_path), "论文/MinerU", skip_vectors=True)
    assert report["status"] == "ready" and report["parse"]["parser"] == "mineru-api"
    request = mineru_api.seen[0]
    assert request["return_content_list"].strip() == "true" and request["files"] > 100
    store = get_store(load())
    stored = store.get(books.key("论文/MinerU", "content_list.json"))
    original = json.loads((dev_data("zh-thesis") / "content_list.json").read_bytes())
    assert first_control(original) == "[9].text"  # the real thesis output holds one
    assert json.loads(stored) == drop_controls(original) and first_control(json.loads(stored)) is None
    assert store.get(books.key("论文/MinerU", "images/fig1.jpg")) == JPEG
    assert store.exists(books.source_key("论文/MinerU"))
    assert books.read_manifest(store, "论文/MinerU")["parse"]["parser"] == "mineru-api"


def test_a_failing_mineru_api_fails_the_parse_step_and_the_book_is_not_ready(mineru_api, tmp_path):
    mineru_api.fail = True
    with pytest.raises(ServiceError, match="HTTP 500.*CUDA out of memory"):
        ingest(_pdf(tmp_path), "论文/失败", skip_vectors=True)
    manifest = books.read_manifest(get_store(load()), "论文/失败")
    assert manifest["status"] == "failed" and manifest["error"]["step"] == "parse"


CLI = r'''#!{python}
# Double of the `mineru` CLI: `mineru -p IN.pdf -o OUT` writes OUT/<name>/auto/<name>_content_list.json,
# <name>.md and images/, the layout of MinerU 2.x; content copied from real MinerU output.
import shutil, sys
from pathlib import Path
args = sys.argv[1:]
source, out = Path(args[args.index("-p") + 1]), Path(args[args.index("-o") + 1])
assert source.read_bytes().startswith(b"%PDF-"), "not a PDF"
auto = out / source.stem / "auto"
(auto / "images").mkdir(parents=True)
shutil.copy("{thesis}/content_list.json", auto / f"{{source.stem}}_content_list.json")
shutil.copy("{thesis}/content.md", auto / f"{{source.stem}}.md")
(auto / "images" / "fig1.jpg").write_bytes(bytes.fromhex("{jpeg}"))
'''


def test_pdf_goes_to_the_mineru_cli_when_configured(monkeypatch, tmp_path):
    script = tmp_path / "mineru"
    script.write_text(CLI.format(python=sys.executable, thesis=dev_data("zh-thesis"), jpeg=JPEG.hex()))
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("MINERU_CLI", f"{script} -b pipeline")  # flags pass through
    report = ingest(_pdf(tmp_path), "论文/CLI", skip_vectors=True)
    assert report["parse"]["parser"] == "mineru-cli" and report["status"] == "ready"
    store = get_store(load())
    assert json.loads(store.get(books.key("论文/CLI", "content_list.json"))) == \
        drop_controls(json.loads((dev_data("zh-thesis") / "content_list.json").read_bytes()))
    assert store.get(books.key("论文/CLI", "images/fig1.jpg")) == JPEG


MINERU4_CLI = r'''#!{python}
# What MinerU 4's own `mineru` CLI answers to the 2.x/3.x command line (measured with mineru 4.0.12).
import sys
print("Usage: mineru [OPTIONS] COMMAND [ARGS]...", file=sys.stderr)
print("Error: No such option: -p", file=sys.stderr)
sys.exit(2)
'''


def test_mineru_cli_set_to_minerus_4_cli_says_to_use_its_api(monkeypatch, tmp_path):
    script = tmp_path / "mineru"
    script.write_text(MINERU4_CLI.format(python=sys.executable))
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("MINERU_CLI", str(script))
    with pytest.raises(ServiceError, match="is MinerU 4, whose CLI writes no content list: start "
                                           "`mineru-api --tier flash` and set MINERU_API_URL instead"):
        ingest(_pdf(tmp_path), "论文/CLI4", skip_vectors=True)
