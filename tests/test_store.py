"""The same behaviour from both object stores: the local directory and MinIO (the `minio` SDK
against a real S3 server, SeaweedFS)."""
import pytest

from f.common.config import load
from f.common.errors import BadInput, ServiceError
from f.common.store.objects import get_store


def test_put_get_list_delete_with_chinese_keys(store_env):
    _settings, store = store_env
    keys = ["parsed/教材/数学/数学(A版)必修第二册/content.md",
            "parsed/教材/数学/数学(A版)必修第二册/images/图 1.jpg",
            "parsed/教材/数学2/other.md", "source/教材/数学/数学(A版)必修第二册.pdf"]
    for i, key in enumerate(keys):
        store.put(key, f"内容{i}".encode())
    assert store.get(keys[1]) == "内容1".encode()
    assert store.exists(keys[0]) and not store.exists("parsed/none.md")
    assert list(store.list("parsed/教材/数学/")) == sorted(keys[:2])
    assert list(store.list("parsed/")) == sorted(keys[:3])
    store.put(keys[0], b"replaced")
    assert store.get(keys[0]) == b"replaced"
    store.delete(keys[0])
    with pytest.raises(KeyError):
        store.get(keys[0])
    assert list(store.list("parsed/教材/数学/")) == [keys[1]]
    assert list(store.list("nothing/here/")) == []


@pytest.mark.parametrize("key", ["../x", "/etc/passwd", "a/../../b", "a//b", "a\\b", "a\x00b"])
def test_keys_cannot_leave_the_bucket(store_env, key):
    _settings, store = store_env
    with pytest.raises(BadInput):
        store.put(key, b"x")
    with pytest.raises(BadInput):
        store.get(key)


def test_minio_with_wrong_secret_is_a_service_error(s3_server, monkeypatch):
    for name, value in s3_server.env().items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("MINIO_SECRET_KEY", "not-the-secret")
    store = get_store(load())
    with pytest.raises(ServiceError) as info:
        store.put("parsed/x/y.json", b"{}")
    assert "not-the-secret" not in str(info.value)


def test_minio_down_is_a_service_error(monkeypatch):
    monkeypatch.setenv("MINIO_ENDPOINT", "127.0.0.1:1")
    monkeypatch.setenv("MINIO_ACCESS_KEY", "k")
    monkeypatch.setenv("MINIO_SECRET_KEY", "s3cr3t-value")
    store = get_store(load())
    with pytest.raises(ServiceError, match="unreachable") as info:
        store.get("parsed/x/manifest.json")
    assert "s3cr3t-value" not in str(info.value)


def test_settings_repr_hides_secrets(monkeypatch):
    monkeypatch.setenv("MINIO_SECRET_KEY", "very-secret-1")
    monkeypatch.setenv("WM_TOKEN", "very-secret-2")
    monkeypatch.setenv("KB_LLM_API_KEY", "very-secret-3")
    text = repr(load())
    assert "very-secret" not in text


def test_the_test_s3_server_has_room_for_every_bucket_of_a_run(s3_server):
    """Each test's bucket is a SeaweedFS collection with its own volume. Left to itself the server
    allows (free disk GiB) volumes, so a run on a fuller disk ran out mid-suite ("no free volumes
    left", a MaxRetryError in whichever test came next). The limit is now explicit."""
    import json
    import urllib.request

    from tests.s3_server import VOLUMES

    master = s3_server.ports[0]
    with urllib.request.urlopen(f"http://127.0.0.1:{master}/dir/status", timeout=10) as reply:
        topology = json.load(reply)["Topology"]
    assert topology["Max"] == VOLUMES >= 500


def test_a_dropped_test_bucket_returns_its_volumes(s3_server):
    """The limit bounds the buckets alive at once: a full run on dev data made more buckets (and
    bigger ones) than 1000 volumes hold, and ran out near its end. Each test drops its bucket."""
    import io
    import json
    import time
    import urllib.request

    from minio import Minio

    from tests.s3_server import ACCESS_KEY, SECRET_KEY

    def free() -> int:
        with urllib.request.urlopen(f"http://127.0.0.1:{s3_server.ports[0]}/dir/status", timeout=10) as reply:
            return json.load(reply)["Topology"]["Free"]

    client = Minio(s3_server.endpoint, access_key=ACCESS_KEY, secret_key=SECRET_KEY, secure=False)
    before = free()
    client.make_bucket("dropped-bucket")
    client.put_object("dropped-bucket", "parsed/a/b.json", io.BytesIO(b"{}"), 2)
    assert free() < before
    s3_server.drop_bucket("dropped-bucket")
    assert not client.bucket_exists("dropped-bucket")
    deadline = time.monotonic() + 10  # the master learns of the freed volume from a heartbeat
    while free() != before and time.monotonic() < deadline:
        time.sleep(0.2)
    assert free() == before
