"""The object store interface every store implements, and the key check they share: below the
factory (objects.py) and the implementations (local.py, s3.py, versions.py), so each of those
imports this module and none imports the factory."""
from __future__ import annotations

TYPE_CHECKING = False  # the `typing` module itself costs start-up time

if TYPE_CHECKING:  # annotations only
    from collections.abc import Iterator

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
