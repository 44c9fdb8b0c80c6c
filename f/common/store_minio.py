"""MinIO (or any S3 server) through the `minio` SDK. The bucket is created on first write."""
from __future__ import annotations

import io
from typing import Iterator

from f.common.config import Settings
from f.common.errors import ServiceError
from f.common.store import check_key


class MinioStore:
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

    def _call(self, what: str, fn, *args, **kwargs):
        from minio.error import S3Error

        try:
            return fn(*args, **kwargs)
        except S3Error as exc:
            raise ServiceError(f"object store {self.description}: {what} failed: {exc.code}") from None
        except Exception as exc:  # urllib3 connection errors and the like: a service is down
            raise ServiceError(
                f"object store {self.description} unreachable during {what}: {type(exc).__name__}"
            ) from None

    def get(self, key: str) -> bytes:
        from minio.error import S3Error

        check_key(key)
        try:
            response = self.client.get_object(self.bucket, key)
        except S3Error as exc:
            if exc.code in ("NoSuchKey", "NoSuchBucket", "NoSuchObject"):
                raise KeyError(key) from None
            raise ServiceError(f"object store {self.description}: get failed: {exc.code}") from None
        except Exception as exc:
            raise ServiceError(
                f"object store {self.description} unreachable: {type(exc).__name__}"
            ) from None
        try:
            return response.read()
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
            self.get_stat(key)
            return True
        except KeyError:
            return False

    def get_stat(self, key: str):
        from minio.error import S3Error

        try:
            return self.client.stat_object(self.bucket, check_key(key))
        except S3Error as exc:
            if exc.code in ("NoSuchKey", "NoSuchBucket", "NoSuchObject", "ResourceNotFound"):
                raise KeyError(key) from None
            raise ServiceError(f"object store {self.description}: stat failed: {exc.code}") from None
        except Exception as exc:
            raise ServiceError(
                f"object store {self.description} unreachable: {type(exc).__name__}"
            ) from None

    def list(self, prefix: str) -> Iterator[str]:
        if not self._call("bucket check", self.client.bucket_exists, self.bucket):
            return iter(())
        objects = self._call("list", lambda: list(
            self.client.list_objects(self.bucket, prefix=prefix, recursive=True)))
        return iter(sorted(o.object_name for o in objects if not o.is_dir))

    def delete(self, key: str) -> None:
        self._call("delete", self.client.remove_object, self.bucket, check_key(key))
