"""What the fault tests compare before and after a fault: the served text of a book's page 1, its
search hits and the versions its vector points carry (one helper for every fault file)."""
from __future__ import annotations

from f.common import library
from f.common.store.objects import get_store
from f.common.vectors.service import reader, search
from f.common.vectors.store_api import book_filter

BOOK = "教材/数学/向量"


def served_page(settings, store=None, book: str = BOOK) -> str:
    return library.content(book, "1", settings, store or get_store(settings))["pages"][0]["content"]


def hits(settings, mode: str = "sparse", book: str = BOOK) -> list:
    found = search(settings, "向量", top_k=5, book=book, mode=mode)["hits"]
    return sorted((h["page"], h.get("text")) for h in found)


def point_versions(settings, book: str = BOOK) -> set:
    with reader(settings) as client:
        return {hit.payload.get("version") for hit in client.scroll(book_filter(book))}
