"""The collection `ebook_chunks`: named vectors `dense` (the configured model) and `sparse` (IDF
modifier), the model recorded in the collection's metadata so that a different model or dimension
is a clear error rather than a silent mix. The lexical tokenizer's version rides on the recorded
model name ("MODEL|lexical=N"; no suffix: version 1), so a library indexed with other sparse tokens
is told to re-index instead of silently matching nothing on stemmed words. Such a re-index
(`relex`) only rewrites the sparse vectors from the text each point carries: the dense vectors
are kept, so it takes seconds, not a re-embedding; the embed step does it on its own."""
from __future__ import annotations

import logging

from f.common.config import Settings
from f.common.errors import NotReady, ServiceError

log = logging.getLogger(__name__)

REBUILD = "bin/kb-reindex"


class ModelMismatch(ServiceError):
    """The collection was built with another embedding model than the configured one."""


def rebuild_hint(settings: Settings) -> str:
    return (f"rebuild the index with the configured model: {REBUILD} (re-embeds every book into "
            f"{settings.collection!r}), or set KB_EMBED_PROVIDER/KB_EMBED_MODEL back")


LEXICAL = "|lexical="


def lexical_version() -> str:
    from f.common.vectors.sparse import VERSION

    return VERSION


def recorded_name(name: str) -> str:
    """What a new collection records as its model: the embedding model and the lexical version."""
    return f"{name}{LEXICAL}{lexical_version()}"


def recorded_model(client, settings: Settings) -> tuple[str | None, int | None] | None:
    """(model name, dense dimension) the collection was built with; None if there is none."""
    recorded = client.recorded_model()
    if recorded is None:
        return None
    return (recorded[0] or "").split(LEXICAL)[0] or None, recorded[1]


def check_lexical(client, settings: Settings) -> None:
    """Raises if the collection's sparse vectors were made by another tokenizer version."""
    recorded = client.recorded_model()
    if recorded is None:
        return
    _model, _sep, version = (recorded[0] or "").partition(LEXICAL)
    version = version or "1"
    if version != lexical_version():
        raise ModelMismatch(
            f"the search index {settings.collection!r} holds lexical (sparse) vectors of tokenizer "
            f"version {version}, this version of ebook-kb makes version {lexical_version()}; "
            f"re-index once with {REBUILD} (rewrites the word vectors from "
            "the stored text in seconds, no re-embedding) so that word searches match again")


def lexical_stale(client) -> bool:
    """The collection exists and its sparse vectors are of another tokenizer version."""
    recorded = client.recorded_model()
    if recorded is None:
        return False
    return ((recorded[0] or "").partition(LEXICAL)[2] or "1") != lexical_version()


def relex(client) -> int:
    """Rewrite every point's sparse vector with this version's tokens, from the section and text
    in its payload; dense vectors and payloads unchanged. The points are rewritten in place (same
    ids) and the new version is recorded only after the last write: a failure part way leaves the
    old version recorded, so readers keep asking for a re-index and the next writer simply runs
    this again; nothing is dropped, so nothing needs re-embedding. The caller holds the writer.
    Returns the number of points."""
    from f.common.vectors.sparse import passage_vector

    recorded = client.recorded_model()
    if recorded is None:
        return 0
    model = (recorded[0] or "").split(LEXICAL)[0]
    entries = [entry._replace(sparse=passage_vector(entry.payload.get("section"), entry.payload.get("text") or ""))
               for _hit, entry in client.scroll(with_vectors=True)]
    for start in range(0, len(entries), 512):
        client.upsert(entries[start:start + 512])
    client.record_model(recorded_name(model))
    log.info("word vectors of %d points rewritten for lexical version %s", len(entries), lexical_version())
    return len(entries)


def check_model(client, settings: Settings, name: str, dimension: int) -> bool:
    """True if the collection exists and matches; False if it does not exist; raises on mismatch
    (of the embedding model, or of the lexical tokenizer's version)."""
    recorded = recorded_model(client, settings)
    if recorded is None:
        return False
    model, size = recorded
    if model == name and size == dimension:
        check_lexical(client, settings)
    else:
        raise ModelMismatch(
            f"the search index {settings.collection!r} was built with {model} ({size}-d) but the "
            f"configured embedding model is {name} ({dimension}-d); {rebuild_hint(settings)}")
    return True


def ensure_collection(client, settings: Settings, name: str, dimension: int) -> None:
    """The collection exists for this model (a writer's call: word vectors of an older tokenizer
    are rewritten first, see relex)."""
    recorded = recorded_model(client, settings)
    if recorded == (name, dimension) and lexical_stale(client):
        relex(client)
    if not check_model(client, settings, name, dimension):
        client.create(recorded_name(name), dimension)


def require_collection(client, settings: Settings) -> None:
    if not client.exists():
        raise NotReady("the search index is empty: no book has been embedded yet "
                       "(bin/ebook-ingest PATH --book ID)")
