"""The errors every tool reports. The class name is the error code: Windmill puts a failed job's
exception class name in `error.name`, so the wrappers map it back to the same code and exit status
whether the script ran locally or on a worker."""
from __future__ import annotations


class KBError(Exception):
    """Base class. `exit_code` 2 = the caller's input is wrong, 1 = a service or the system failed."""

    exit_code = 1
    code = "KBError"

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.code = cls.__name__  # the class name is the error code (see the module docstring)

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message

    def to_json(self) -> dict:
        return {"error": {"code": self.code, "message": self.message}}


class BadInput(KBError):
    """Malformed argument: page spec, book id, empty query, unreadable input file."""

    exit_code = 2


class NotFound(KBError):
    """Unknown book (or a book this deployment may not read: same answer), page out of range."""

    exit_code = 2


class NotReady(KBError):
    """The book exists but is being built or failed to build; never served half-built."""

    exit_code = 1


class ServiceError(KBError):
    """A service (object store, Qdrant, embeddings, LLM, Windmill) failed or is down."""

    exit_code = 1


class IndexBusy(ServiceError):
    """Qdrant local mode is held by another process for longer than we wait."""



class CorruptText(KBError):
    """Text about to be stored holds a control character: a bug upstream, never stored."""

    exit_code = 1


ERRORS = {cls.code: cls for cls in (KBError, BadInput, NotFound, NotReady, ServiceError, IndexBusy,
                                    CorruptText)}


def from_code(code: str, message: str) -> KBError:
    """Rebuild an error from its code (e.g. a Windmill job's error name); unknown = service error."""
    return ERRORS.get(code, ServiceError)(message)
