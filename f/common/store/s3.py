"""MinIO (or any S3 server) through the `minio` SDK. The bucket is created on first write."""
from __future__ import annotations

import io
import logging

TYPE_CHECKING = False  # the `typing` module itself costs start-up time

if TYPE_CHECKING:  # annotations only
    from collections.abc import Iterator

from f.common.config import Settings
from f.common.errors import ServiceError
from f.common.store.interface import ObjectStore, check_key

log = logging.getLogger(__name__)


class MinioStore(ObjectStore):
    def __init__(self, settings: Settings):
        from minio import Minio

        self.bucket = settings.bucket
        self.description = f"MinIO {settings.minio_endpoint}/{self.bucket}"
        self.client = Minio(
            settings.minio_endpoint,
            access_key=settings.minio_access_key or None,
            secret_key=settings.minio_secret_key or None,
            secure=settings.minio_secure,
        )
        self._bucket_ready = False

    def _call(self, what: str, fn, *args, missing: str | None = None, **kwargs):
        """Run one SDK call; a missing object becomes KeyError(missing), every other failure a
        ServiceError that names the store but never its credentials."""
        from minio.error import S3Error

        try:
            return fn(*args, **kwargs)
        except S3Error as exc:
            if missing is not None and exc.code in _MISSING:
                raise KeyError(missing) from None
            raise ServiceError(f"object store {self.description}: {what} failed: {exc.code}") from None
        except Exception as exc:  # urllib3 connection errors and the like: a service is down
            raise ServiceError(
                f"object store {self.description} unreachable during {what}: {type(exc).__name__}"
            ) from None

    def get(self, key: str) -> bytes:
        response = self._call("get", self.client.get_object, self.bucket, check_key(key), missing=key)
        try:
            return self._call("read", response.read)
        finally:
            response.close()
            response.release_conn()

    def put(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> None:
        check_key(key)
        if not self._bucket_ready:
            if not self._call("bucket check", self.client.bucket_exists, self.bucket):
                self._call("bucket creation", self.client.make_bucket, self.bucket)
            self._bucket_ready = True
        self._call("put", self.client.put_object, self.bucket, key, io.BytesIO(data), len(data),
                   content_type=content_type)

    def exists(self, key: str) -> bool:
        try:
            self._call("stat", self.client.stat_object, self.bucket, check_key(key), missing=key)
            return True
        except KeyError:
            return False

    def list(self, prefix: str) -> Iterator[str]:
        if not self._call("bucket check", self.client.bucket_exists, self.bucket):
            return iter(())
        objects = self._call("list", lambda: list(
            self.client.list_objects(self.bucket, prefix=prefix, recursive=True)))
        return iter(sorted(o.object_name for o in objects if not o.is_dir))

    def delete(self, key: str) -> None:
        self._call("delete", self.client.remove_object, self.bucket, check_key(key))


_MISSING = ("NoSuchKey", "NoSuchBucket", "NoSuchObject", "ResourceNotFound")
