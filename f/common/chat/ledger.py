"""The evidence a turn has seen, and the check of an answer's citations against it. Pure.

Every page text a tool returns in a turn gets an id (E1, E2, ..., with the turn's prefix) here; an answer may cite only
those ids, each citation's quote must occur in that evidence's text (folded: NFKC, case, spaces,
quotes and brackets), and the citation's book, page, printed page and section are copied from the
evidence, never taken from the model. The answer's [n] markers and its citations must agree."""
from __future__ import annotations

import logging
import re

from f.common.glossary.lookup import fold_term

log = logging.getLogger(__name__)
MARKER = re.compile(r"\[(\d{1,2})\]")
MIN_QUOTE = 2      # folded characters: a one-character "quote" proves nothing
MAX_QUOTE = 300
FIELDS = ("book_id", "page", "page_label", "section")


class CitationError(ValueError):
    """What is wrong with an answer's citations, worded for the model to fix it."""


class Ledger:
    def __init__(self, prefix: str = "E"):
        self.prefix = prefix  # a turn's own prefix (E3-): an id from an earlier turn is not valid now
        self.items: dict[str, dict] = {}
        self._seen: dict[tuple, str] = {}

    def add(self, book_id: str, page: int, text: str, page_label: str | None = None,
            section: str | None = None) -> str:
        """The id of this page text (the same id when a tool returns the same text again)."""
        key = (book_id, page, text)
        if key in self._seen:
            return self._seen[key]
        evidence_id = f"{self.prefix}{len(self.items) + 1}"
        self.items[evidence_id] = {"evidence_id": evidence_id, "book_id": book_id, "page": page,
                                   "page_label": page_label, "section": section, "text": text or ""}
        self._seen[key] = evidence_id
        return evidence_id

    def __len__(self) -> int:
        return len(self.items)

    def check(self, answer: str, citations: list[dict]) -> list[dict]:
        """The citations, checked and filled from the evidence; CitationError says what is wrong."""
        problems, out, numbers = [], [], set()
        for c in citations:
            n, evidence_id, quote = c.get("n"), str(c.get("evidence_id") or ""), str(c.get("quote") or "")
            item = self.items.get(evidence_id)
            if item is None:
                problems.append(f"[{n}] cites {evidence_id[:12]!r}, which no tool returned in this turn; "
                                f"cite only ids a tool gave you ({', '.join(list(self.items)[:12]) or 'none yet'})")
                continue
            folded = fold_term(quote)
            if len(folded) < MIN_QUOTE or len(quote) > MAX_QUOTE:
                problems.append(f"[{n}] needs a short verbatim quote (2-{MAX_QUOTE} characters) from {evidence_id}")
                continue
            if folded not in fold_term(item["text"]):
                problems.append(f"[{n}] quote is not in the text of {evidence_id}; copy the words exactly")
                continue
            if n in numbers:
                problems.append(f"[{n}] is used for two citations; number them 1, 2, 3 ...")
                continue
            numbers.add(n)
            out.append({"n": n, "evidence_id": evidence_id, **{k: item[k] for k in FIELDS},
                        "quote": quote.strip()})
        markers = {int(m) for m in MARKER.findall(answer or "")}
        if markers - numbers and not problems:
            problems.append("the answer has markers " + ", ".join(f"[{m}]" for m in sorted(markers - numbers))
                            + " with no citation")
        if numbers - markers and not problems:
            problems.append("citations " + ", ".join(f"[{m}]" for m in sorted(numbers - markers))
                            + " are not marked in the answer; put [n] after the claim it supports")
        if problems:
            log.debug("citations rejected: %s", problems)
            raise CitationError("; ".join(problems))
        return sorted(out, key=lambda c: c["n"])
