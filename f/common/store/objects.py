"""Object stores: one small interface, a local directory (embedded default) or MinIO / S3.

Keys follow DESIGN.md (`parsed/<book_id>/content_list.json`, `source/<book_id>.pdf`) in both, so a
library can move from one to the other by copying objects. The factory imports MinIO lazily: the
local path pays for nothing it does not use."""
from __future__ import annotations

TYPE_CHECKING = False  # the `typing` module itself costs start-up time

if TYPE_CHECKING:  # annotations only
    from collections.abc import Iterator

from f.common.config import Settings
from f.common.errors import BadInput


class ObjectStore:
    """The interface every store implements (a plain base class: `typing.Protocol` would cost
    the wrappers' start-up an import of `typing`)."""

    description: str = ""

    def get(self, key: str) -> bytes:
        """The object's bytes; raises KeyError when there is none."""
        raise NotImplementedError

    def put(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> None:
        """Write the whole object (readers see the old or the new one, never a part)."""
        raise NotImplementedError

    def exists(self, key: str) -> bool:
        raise NotImplementedError

    def list(self, prefix: str) -> Iterator[str]:
        """Every key under prefix (recursive), in sorted order."""
        raise NotImplementedError

    def delete(self, key: str) -> None:
        raise NotImplementedError


def check_key(key: str) -> str:
    """Defence in depth below the book id check: no key may climb out of the bucket."""
    if not key or key.startswith("/") or "\\" in key or "\x00" in key:
        raise BadInput(f"invalid object key {key[:80]!r}")
    if any(part in ("", ".", "..") for part in key.rstrip("/").split("/")):
        raise BadInput(f"invalid object key {key[:80]!r}")
    return key


def get_store(settings: Settings) -> ObjectStore:
    """The configured store, seen through its books' versions (store.versions)."""
    from f.common.store.versions import VersionedStore

    if settings.minio_endpoint:
        from f.common.store.s3 import MinioStore

        return VersionedStore(MinioStore(settings))
    from f.common.store.local import LocalStore

    return VersionedStore(LocalStore(settings.objects_dir / settings.bucket))
