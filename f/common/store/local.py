"""The embedded default: objects as files under KB_HOME/objects/<bucket>/<key>."""
from __future__ import annotations

import logging
import os
from pathlib import Path

TYPE_CHECKING = False  # the `typing` module itself costs start-up time

if TYPE_CHECKING:  # annotations only
    from collections.abc import Iterator

from f.common.errors import ServiceError
from f.common.store.interface import ObjectStore, check_key

log = logging.getLogger(__name__)


class LocalStore(ObjectStore):
    def __init__(self, root: Path):
        self.root = Path(root)
        self.description = f"local directory {self.root}"

    def _path(self, key: str) -> Path:
        return self.root / check_key(key)

    def get(self, key: str) -> bytes:
        try:
            return self._path(key).read_bytes()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            raise KeyError(key) from None

    def put(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> None:
        path = self._path(key)
        # Write beside the target and rename: a reader never sees a partly written file.
        import tempfile  # only writers pay for it

        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        except OSError as exc:
            raise self._failed(key, exc) from None
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(tmp, path)
        except BaseException as exc:
            Path(tmp).unlink(missing_ok=True)
            if isinstance(exc, OSError):  # a full disk, a read-only one: one clear error
                raise self._failed(key, exc) from None
            raise

    def _failed(self, key: str, exc: OSError) -> ServiceError:
        return ServiceError(f"object store {self.description}: cannot write {key}: "
                            f"{exc.strerror or type(exc).__name__}")

    def exists(self, key: str) -> bool:
        return self._path(key).is_file()

    def list(self, prefix: str) -> Iterator[str]:
        base = self.root / prefix.rstrip("/") if prefix.rstrip("/") else self.root
        start = base if base.is_dir() else base.parent
        if not start.is_dir():
            return iter(())
        keys = []
        for dirpath, _dirs, files in os.walk(start):
            for name in files:
                if name.startswith(".tmp-"):
                    continue
                key = Path(dirpath, name).relative_to(self.root).as_posix()
                if key.startswith(prefix):
                    keys.append(key)
        return iter(sorted(keys))

    def delete(self, key: str) -> None:
        path = self._path(key)
        path.unlink(missing_ok=True)
        # Prune emptied folders up to the root so a deleted book leaves no trace.
        parent = path.parent
        while parent != self.root and parent.is_dir() and not any(parent.iterdir()):
            parent.rmdir()
            parent = parent.parent
