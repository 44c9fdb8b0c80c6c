"""`lookup_term`: a term's definitions in the books' own words (bin/kb-term, MCP lookup_term).

Reads glossary.json (no model, no Qdrant), so it answers in the time of pageindex-content. A book
whose glossary has no entry for the term is searched in its page text (f.common.glossary.in_text,
read as pageindex-content reads it): those hits are matches with method and matched "text", ranked
after every glossary match. So is a book ingested before the glossary step (no glossary.json): it
is named in `books_without_glossary`, with the command that builds its glossary. The scope is the
one every tool keeps: --book (an id or a prefix) within KB_ALLOWED_BOOKS."""
from __future__ import annotations

import json
import logging

from f.common.config import Settings, load
from f.common.errors import BadInput, NotFound
from f.common.glossary.lookup import check_term, lookup, rank
from f.common.glossary.stored import read_glossary
from f.common.store import books
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
FIELDS = ("term", "aliases", "definition", "quote", "page", "page_label", "section", "node_id",
          "method", "kind", "confidence")
LIMIT = 5
TEXT_HITS = 3  # page-text hits kept per book


def text_matches(term: str, texts: dict[int, str], labels: dict | None = None,
                 structure: list[dict] | None = None) -> list[dict]:
    """The page-text fallback for one book: its best sentences defining `term` as matches."""
    from f.common.glossary.in_text import definitions_in_text, emphasized_use, first_use, section_use

    hits = definitions_in_text(term, texts)[:TEXT_HITS]
    for h in hits:
        h.update(method="text", kind="definition", confidence=0.6 if h["strength"] == "strong" else 0.4)
    if not hits:
        # no sentence defines it in a known shape: the section a heading gives the term, else the
        # sentence that sets it off (bold, quotes, its English name), else the book's first use of
        # it (after cover and contents), said so
        front = _front_pages(structure or [])
        first = (section_use(term, texts, front) or emphasized_use(term, texts, front)
                 or first_use(term, texts, front))
        hits = [dict(first, method="first_use", kind="mention", confidence=0.2)] if first else []
    sections = _sections(structure or []) if hits else {}
    return [{"term": term, "aliases": [], "definition": h["quote"], "quote": h["quote"],
             "page": h["page"], "page_label": (labels or {}).get(str(h["page"])),
             "section": sections.get(h["page"], (None, None))[0],
             "node_id": sections.get(h["page"], (None, None))[1], "method": h["method"], "kind": h["kind"],
             "confidence": h["confidence"], "matched": "text"}
            for h in hits]


def _front_pages(structure: list[dict]) -> frozenset:
    """Pages of the tree's front-matter and contents nodes (a contents line names every term)."""
    from f.common.tree.contents_page import FRONT_MATTER, is_toc_title
    from f.common.tree.walk import walk

    pages = set()
    for _depth, node, _parent in walk(structure):
        title = node.get("title") or ""
        if title in FRONT_MATTER or is_toc_title(title):
            start, end = node.get("start_index"), node.get("end_index")
            if isinstance(start, int) and isinstance(end, int):
                pages.update(range(start, end + 1))
    return frozenset(pages)


def book_matches(entries: list[dict], term: str, texts) -> dict:
    """One book's answer: its glossary's matches and near ones; with none, `texts()` (a callable
    giving (page texts, page labels, tree structure)) is read and searched for the term."""
    found = lookup(entries, term, limit=LIMIT)
    if not found["matches"]:
        found["matches"] = text_matches(term, *texts())
    return found


def _sections(structure: list[dict]) -> dict[int, tuple[str, str]]:
    """page -> (title, node_id) of the deepest tree node covering it (the later start at a tie)."""
    from f.common.tree.walk import walk

    best: dict[int, tuple] = {}
    for depth, node, _parent in walk(structure):
        start, end = node.get("start_index"), node.get("end_index")
        if isinstance(start, int) and isinstance(end, int):
            for page in range(start, end + 1):
                if page not in best or (depth, start) >= best[page][:2]:
                    best[page] = (depth, start, node.get("title"), node.get("node_id"))
    return {page: (v[2], v[3]) for page, v in best.items()}


def _book_text(store: ObjectStore, book_id: str, term: str):
    """A callable reading the book's page text, labels and tree only when it is called; a book
    whose stored content list never names the term is not parsed at all."""
    def read() -> tuple[dict[int, str], dict, list[dict]]:
        from f.common.content.content_list import parse_content_list
        from f.common.content.page_text import page_texts

        object_key = books.key(book_id, "content_list.json")
        try:
            raw = store.get(object_key)
        except KeyError:
            return {}, {}, []
        if not _may_name(raw, term):
            return {}, {}, []
        manifest = books.read_manifest(store, book_id) or {}
        try:
            tree = books.read_json(store, books.key(book_id, "pageindex.json"))
        except NotFound:
            tree = {}
        structure = tree.get("structure") if isinstance(tree, dict) else tree
        return (page_texts(parse_content_list(raw, object_key)), manifest.get("page_labels") or {},
                structure or [])
    return read


def _may_name(raw: bytes, term: str) -> bool:
    """Whether the raw content list may hold the term: its longest run of one script (a word, or
    the Chinese of `A型制动`, which a book may print `“A”型制动`), as is or JSON-escaped."""
    from f.common.glossary.in_text import script_runs

    probe = max(script_runs(term), key=len).casefold()
    text = raw.decode("utf-8", "replace").casefold()
    return probe in text or json.dumps(probe)[1:-1] in text


def _hit(book_id: str, entry: dict) -> dict:
    return {"book_id": book_id, **{k: entry.get(k) for k in FIELDS}, "matched": entry.get("matched")}


def lookup_term(term: str = "", book: str = "", list_all: bool = False,
                settings: Settings | None = None, store: ObjectStore | None = None) -> dict:
    settings = settings or load()
    store = store or get_store(settings)
    if list_all:
        if not book:
            raise BadInput("--list needs --book ID (one book's whole glossary)")
        manifest = books.open_book(settings, store, book)
        entries = read_glossary(store, manifest["book_id"])
        return {"book_id": manifest["book_id"], "terms": [_hit(manifest["book_id"], e) for e in entries]}
    term = check_term(term)
    ids = books.in_scope(settings, store, book, ready=True)
    matches, near, missing = [], [], []
    for book_id in ids:
        try:
            entries = read_glossary(store, book_id)
        except NotFound:  # ingested before the glossary step: its page text still answers
            entries = []
            missing.append(book_id)
        found = book_matches(entries, term, _book_text(store, book_id, term))
        matches += [_hit(book_id, e) for e in found["matches"]]
        near += [(e.get("distance", 9), _hit(book_id, e)) for e in found["near"]]
    # stable: within a rank, book order, then each book's own order; page text after the glossary
    matches.sort(key=lambda m: (m.get("matched") == "text", *rank(m)))
    near.sort(key=lambda pair: pair[0])
    result = {"term": term, "matches": matches, "near": [e for _, e in near[:LIMIT]]}
    if missing:
        result["books_without_glossary"] = missing
    if not matches:
        result["hint"] = ("no definition of this term in the glossaries or the page text; search the pages "
                          "with qdrant-search")
    log.debug("lookup_term %r over %d books: %d matches", term, len(ids), len(matches))
    return result
