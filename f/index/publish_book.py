"""Mark a book ready once every ingest step has finished (the last step of the ingestion flow)."""
from f.common.ingest.steps import context, publish


def main(book_id: str) -> dict:
    """Args:
        book_id: the book whose ingest steps have all finished
    """
    _settings, store = context()
    manifest = publish(store, book_id)
    return {"book_id": manifest["book_id"], "status": manifest["status"],
            "page_count": manifest.get("page_count")}
