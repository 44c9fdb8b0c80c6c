"""The chat agent's tools: read-only views of the conversation's one book, none with a book argument
(search and the evidence pack also read the book's linked answer booklet: f.common.chat.conversation_scope).

Each page text a tool returns is registered in the turn's Ledger and shown to the model with its
evidence id, so what the model may cite is exactly what it was shown. Text from the book is data:
it is returned under `text` keys, never as instructions. Bad arguments (a page spec past the end)
come back to the model as a retry message, which pydantic-ai shows it."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

from f.common.chat.ledger import Ledger
from f.common.config import Settings
from f.common.errors import BadInput, NotFound
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)
SEARCH_HITS, HIT_CHARS, PAGE_CHARS, MAX_READ_PAGES = 6, 600, 2500, 5


@dataclass
class ChatDeps:
    """What a turn's tools may touch: one book, in the deployment's scope, and the turn's ledger."""
    settings: Settings
    store: ObjectStore
    book_id: str
    ledger: Ledger = field(default_factory=Ledger)
    books: tuple = ()  # the conversation's books (f.common.chat.conversation_scope): the book, its answer booklet
    citations: list[dict] = field(default_factory=list)  # filled by the output validator
    signals: list[str] = field(default_factory=list)     # each search's evidence signal


def _evidence(deps: ChatDeps, item: dict, text: str) -> dict:
    book_id = item.get("book_id") or deps.book_id
    evidence_id = deps.ledger.add(book_id, item["page"], text, item.get("page_label"), item.get("section"))
    found = {"evidence_id": evidence_id, "page": item["page"], "page_label": item.get("page_label"),
             "section": item.get("section") or None, "text": text}
    if book_id != deps.book_id:  # the model must not read a booklet's page number as the book's
        found["source"] = "answer booklet" if book_id != _main(deps) else "the book this booklet answers"
    return found


def _main(deps: ChatDeps) -> str:
    return (deps.books or (deps.book_id,))[0]


def search_book(deps: ChatDeps, query: str) -> dict:
    from f.common.chat.conversation_scope import search_batch

    result = search_batch(deps.settings, deps.books or (deps.book_id,), [query], SEARCH_HITS)[0]
    deps.signals.append(result.get("evidence", "none"))
    return {"evidence": result.get("evidence"),
            "hits": [_evidence(deps, h, (h.get("text") or "")[:HIT_CHARS]) for h in result["hits"]]}


def lookup_term(deps: ChatDeps, term: str) -> dict:
    from f.common.glossary.term_lookup import lookup_term as lookup

    try:
        result = lookup(term, book=deps.book_id, settings=deps.settings, store=deps.store)
    except NotFound as exc:  # no glossary for this book yet: say so, search still works
        return {"matches": [], "note": exc.message}
    matches = []
    for m in result["matches"]:
        text = m.get("quote") or m.get("definition") or ""
        found = {"term": m["term"], "aliases": m.get("aliases") or [], **_evidence(deps, m, text)}
        if m.get("method") == "text":  # not a glossary entry: a sentence of the page text defining it
            found["found_in"] = "page text, not the glossary"
        elif m.get("method") == "first_use":  # no sentence defines it: where the book first uses it
            found["found_in"] = "page text: the book's first use of the term, no defining sentence"
        matches.append(found)
    return {"matches": matches, "near": [m["term"] for m in result.get("near") or []]}


def book_structure(deps: ChatDeps, node_id: str | None = None) -> dict:
    from f.common.library import structure

    result = structure(deps.book_id, node=node_id, settings=deps.settings, store=deps.store)
    return {"note": "titles, page ranges and summaries to navigate by; cite pages read with read_pages",
            "page_count": result.get("page_count"), "structure": result["structure"]}


def read_pages(deps: ChatDeps, pages: str) -> dict:
    from f.common.library import content
    from f.common.page_spec import parse_page_spec

    wanted = parse_page_spec(pages, max_pages=MAX_READ_PAGES)  # refuse wide spans early
    result = content(deps.book_id, ",".join(str(p) for p in wanted), settings=deps.settings,
                     store=deps.store)
    return {"pages": [_evidence(deps, {"page": p["page"], "page_label": p.get("page_label")},
                                (p.get("content") or "")[:PAGE_CHARS]) for p in result["pages"]]}


def evidence_pack(deps: ChatDeps, question: str) -> dict:
    from f.common.chat.conversation_scope import answer_question

    pack = answer_question(deps.settings, deps.store, deps.books or (deps.book_id,), question)
    deps.signals.append({"no_evidence": "none", "weak_evidence": "weak"}.get(pack["status"], "found"))
    evidence = []
    for e in pack["evidence"]:
        item = _evidence(deps, e, e.get("text") or "")
        item["neighbours"] = [_evidence(deps, {**c, "book_id": e.get("book_id")}, c.get("text") or "")
                              for c in e.get("context") or []]
        evidence.append(item)
    return {"status": pack["status"], "question_type": pack["plan"]["question_type"],
            "concepts": pack["plan"]["concepts"], "evidence": evidence}


TOOLS = (search_book, lookup_term, book_structure, read_pages, evidence_pack)
# Errors the model can act on (a bad page spec, an unknown node): shown to it, the turn goes on.
RECOVERABLE = (BadInput, NotFound)
