"""The glossary's LLM pass: a chat model reads each page with text and proposes
what the rules missed. The model is never trusted with the text: an entry is kept only if its
quote is found verbatim on the page, and its page, label and section come from the book.

Same rules as the summaries: the openai SDK (its retries), KB_LLM_CONCURRENCY parallel requests,
and every answer cached by hash(prompt version + model + page text) in terms_cache.json."""
from __future__ import annotations

import hashlib
import json
import logging
import re
from concurrent.futures import ThreadPoolExecutor

from f.common.config import Settings
from f.common.content.page_text import page_texts
from f.common.errors import NotFound, NotReady
from f.common.glossary.context import Locator
from f.common.glossary.lookup import fold_term
from f.common.glossary.patterns import term_ok
from f.common.store import books
from f.common.store.objects import ObjectStore

log = logging.getLogger(__name__)
PROMPT_VERSION = "terms-v1"
CACHE = "terms_cache.json"
CONFIDENCE = 0.6  # below every rule: a rule's entry wins a tie on the same term and page
MIN_PAGE_CHARS = 20  # a page with less text holds no definition worth a request
MAX_PAGE_CHARS = 6000
MAX_QUOTE = 600  # characters of a quote matched across whitespace
SYSTEM = ("You extract a textbook's own definitions. Answer with a JSON array only: "
          '[{"term": ..., "aliases": [...], "definition": ..., "quote": ...}], where quote is the '
          "defining sentence copied exactly from the page. Exercises, questions and worked "
          "solutions are not definitions. No definitions: [].")


class LLMFailed(Exception):
    """The chat API refused or kept failing (bad key, service down after the SDK's retries)."""


def _key(model: str, text: str) -> str:
    return hashlib.sha256(f"{PROMPT_VERSION}\n{model}\n{text}".encode()).hexdigest()[:32]


def _bare(text: str) -> str:
    return "".join(text.split())


def _parse(answer: str) -> list[dict]:
    start, end = answer.find("["), answer.rfind("]")
    try:
        data = json.loads(answer[start:end + 1]) if start >= 0 < end else []
    except ValueError:
        log.info("an LLM answer was not a JSON array; ignored")
        return []
    return [d for d in data if isinstance(d, dict)] if isinstance(data, list) else []


def on_page(quote: str, text: str) -> str | None:
    """The page's own words for `quote`: the quote itself when it is on the page, else the slice of
    the page that differs from it only in whitespace (a model writes "向量a" for "向量 a"); None
    when the page does not hold it. Nothing else is forgiven: a changed word or mark is refused."""
    if quote in text:
        return quote
    chars = [ch for ch in quote if not ch.isspace()]
    if not chars or len(chars) > MAX_QUOTE:
        return None
    m = re.search(r"\s*".join(re.escape(ch) for ch in chars), text)
    return m.group(0) if m else None


def propose(settings: Settings, store: ObjectStore, book_id: str, items: list[dict],
            known: list[dict], tree: dict | None, labels: dict) -> tuple[list[dict], dict]:
    from f.common.tree.summaries import LLM

    texts = page_texts(items)
    # every page with text: what the rules miss has, by definition, no formula to spot it by
    pages = [p for p, t in texts.items() if len(t) >= MIN_PAGE_CHARS]
    try:
        cache = books.read_json(store, books.key(book_id, CACHE)).get("entries", {})
    except (AttributeError, NotFound, NotReady):
        cache = {}
    model, llm = settings.llm_model, LLM(settings, settings.llm_model)
    answers: dict[int, str] = {}

    def ask(page: int) -> tuple[int, str]:
        text = texts[page][:MAX_PAGE_CHARS]
        key = _key(model, text)
        if key in cache:
            return page, cache[key]
        if failure:  # one refusal stops the pass: no request more
            return page, ""
        try:
            return page, llm.ask(SYSTEM, f"Page {page}:\n\n{text}", max_tokens=800)
        except ValueError:  # malformed or empty after its retries: this page only
            log.info("%s p.%d: no usable LLM answer", book_id, page)
            return page, ""
        except (Fatal, openai.OpenAIError) as exc:
            failure.append(f"{type(exc).__name__}: {str(exc)[:200]}")
            return page, ""

    import openai

    from f.common.tree.summaries import Fatal

    failure: list[str] = []
    with ThreadPoolExecutor(max_workers=settings.llm_concurrency) as pool:
        for page, answer in pool.map(ask, pages):
            if answer:
                answers[page] = answer
    if failure:
        raise LLMFailed(failure[0])
    new_cache = {_key(model, texts[p][:MAX_PAGE_CHARS]): a for p, a in answers.items()}
    if new_cache != cache:
        books.write_json(store, books.key(book_id, CACHE),
                         {"prompt_version": PROMPT_VERSION, "entries": new_cache})
    # a name the rules already hold on that page, as a term or an alias, is not new
    have = {(fold_term(n), e["page"]) for e in known for n in [e["term"], *(e.get("aliases") or [])]}
    locate, found, rejected = Locator(tree), [], 0
    for page, answer in sorted(answers.items()):
        for proposal in _parse(answer):
            term, quote = str(proposal.get("term") or "").strip(), str(proposal.get("quote") or "").strip()
            quote = on_page(quote, texts[page]) if quote else None
            if not term or not quote or not term_ok(term) or _bare(term) not in _bare(quote):
                rejected += 1
                continue
            if (fold_term(term), page) in have:
                continue
            node = locate.node_for(page) or {}
            found.append({"term": term, "aliases": [str(a) for a in proposal.get("aliases") or []
                                                    if str(a).strip() and _bare(str(a)) in _bare(quote)],
                          "definition": str(proposal.get("definition") or quote).strip(),
                          "quote": quote, "page": page, "page_label": labels.get(str(page)),
                          "section": node.get("title"), "node_id": node.get("node_id"),
                          "method": "llm", "kind": "definition", "confidence": CONFIDENCE})
    return found, {"model": model, "pages_read": len(pages), "calls": llm.calls,
                   "kept": len(found), "rejected": rejected}
