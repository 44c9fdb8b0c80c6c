"""Page vectors in Qdrant: opening the index (server or local mode), the collection and its
model check, the incremental indexer and hybrid search. Importing this package is cheap; the
Qdrant client is imported only when an index is opened."""
