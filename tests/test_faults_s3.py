"""The S3 server (SeaweedFS, tests/s3_server.py) killed in the middle of a re-ingest's upload and
started again on the same data: the ingest fails with one clear error naming the store, a reader
during the outage gets a clear error too (never a half-built version), after the restart the old
version is served whole (content and search agree), and the next ingest succeeds."""
import time

import pytest

from f.common import library
from f.common.config import load
from f.common.errors import ServiceError
from f.common.ingest.flow import ingest
from f.common.store.objects import get_store
from f.common.store.s3 import MinioStore
from f.common.vectors.service import search
from tests.books import MATH, write_book
from tests.served import BOOK, hits, served_page

NEW = "新版教材的第一页：向量的加法满足交换律。"


@pytest.fixture
def s3(tmp_path, monkeypatch):
    from tests.s3_server import SeaweedS3

    try:
        server = SeaweedS3(tmp_path / "seaweed").start()
    except RuntimeError as exc:
        pytest.skip(str(exc))
    for name, value in {**server.env(), "KB_BUCKET": "faults", "KB_SEARCHD": "off"}.items():
        monkeypatch.setenv(name, value)
    yield server
    server.stop()


@pytest.mark.parametrize("after", [2, pytest.param(0, marks=pytest.mark.soak),
                                   pytest.param(5, marks=pytest.mark.soak)])
def test_s3_killed_mid_upload_and_restarted(s3, tmp_path, monkeypatch, after):
    settings = load()
    first = ingest(write_book(tmp_path / "v1", MATH), BOOK, no_summaries=True, settings=settings)
    old_page, old_hits = served_page(settings), hits(settings)

    real_put, uploads = MinioStore.put, []

    def put(self, key, data, content_type="application/octet-stream"):
        if "/v:" in key:  # a file of the new version: the upload is under way
            uploads.append(key)
            if len(uploads) > after:
                s3.kill()
        return real_put(self, key, data, content_type)

    monkeypatch.setattr(MinioStore, "put", put)
    v2 = write_book(tmp_path / "v2", [[(NEW, 0)], *MATH[1:]])
    started = time.monotonic()
    with pytest.raises(ServiceError) as caught:
        ingest(v2, BOOK, no_summaries=True, settings=settings)
    message = caught.value.message
    assert f"object store MinIO {s3.endpoint}/faults" in message and "unreachable" in message, message
    assert "\n" not in message and "kb-test-secret" not in message
    assert time.monotonic() - started < 120
    monkeypatch.setattr(MinioStore, "put", real_put)
    with pytest.raises(ServiceError, match="unreachable"):  # a reader meanwhile: a clear error
        served_page(settings)

    s3.start()
    assert served_page(settings) == old_page and hits(settings) == old_hits
    listed = library.list_books(settings, get_store(settings))["books"][0]
    assert listed["status"] == "ready" and listed["version"] == first["version"]
    assert listed["ingest"]["status"] in ("running", "stalled", "failed"), listed

    # the failed ingest could not remove its lease (no store): it goes stale, then is taken over
    monkeypatch.setenv("KB_LEASE_STALE", "1")
    time.sleep(1.5)
    settings = load()
    report = ingest(v2, BOOK, no_summaries=True, settings=settings)
    assert report["status"] == "ready" and report["version"] != first["version"]
    assert NEW in served_page(settings)
    assert any(h["page"] == 1 for h in search(settings, "交换律", top_k=5, book=BOOK, mode="sparse")["hits"])
    assert "ingest" not in library.list_books(settings, get_store(settings))["books"][0]
