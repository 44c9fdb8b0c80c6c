"""Answers with no marker before them, proved by a tag after them (decision 0806). Pure.

A homework class such as assignment.cls prints the question (`Problem 1. What is …?`), the
answer as plain text, then a tag that closes it (`−→Answer`). Nothing opens the answer, so the
tag is the evidence: the text between the question's block and the tag is that answer. Once a
document has closed answers so, a labelled question that asks (`?`) and goes on in prose with
no tag (the parser put the tag elsewhere) is read the same way. A lone end-of-proof mark
(`Q.E.D.`, `∎`) closes the answer before it and starts no text of its own."""
from __future__ import annotations

import re

# an arrow (or a pointer) then the answer word, alone on its line: a tag after the answer
_CLOSING = re.compile(r"\s*(?:[-−–—]+\s*[>→]|[→⟶⇒➔➜▶►])\s*(?:answers?|solutions?|réponse|lösung|答案|解答)\s*",
                      re.IGNORECASE)
_PROOF_END = re.compile(r"\s*(?:Q\.\s?E\.\s?D\.?|∎|■|□|证毕|w\.\s?z\.\s?b\.w\.)\s*", re.IGNORECASE)
_ASKS_END = re.compile(r"[?？]\s*$")


def closing_tag(text: str) -> bool:
    return bool(_CLOSING.fullmatch(text or ""))


def proof_end(text: str) -> bool:
    return bool(_PROOF_END.fullmatch(text or ""))


def asks(question: str) -> bool:
    """The question's own block ends by asking (`… used for ?`): what follows it answers."""
    return bool(_ASKS_END.search(question or ""))
