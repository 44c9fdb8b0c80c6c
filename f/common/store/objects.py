"""Object stores: one small interface, a local directory (embedded default) or MinIO / S3.

Keys follow DESIGN.md (`parsed/<book_id>/content_list.json`, `source/<book_id>.pdf`) in both, so a
library can move from one to the other by copying objects. The factory imports MinIO lazily: the
local path pays for nothing it does not use."""
from __future__ import annotations

from f.common.config import Settings
from f.common.store.interface import ObjectStore, check_key  # noqa: F401 (the interface, named here for callers)


def get_store(settings: Settings) -> ObjectStore:
    """The configured store, seen through its books' versions (store.versions)."""
    from f.common.store.versions import VersionedStore

    if settings.minio_endpoint:
        from f.common.store.s3 import MinioStore

        return VersionedStore(MinioStore(settings))
    from f.common.store.local import LocalStore

    return VersionedStore(LocalStore(settings.objects_dir / settings.bucket))
