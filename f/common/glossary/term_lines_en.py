"""An English glossary set as a definition list: each entry's term a line of its own, its gloss the paragraph
below, opening with the class noun phrase (decision 1016). Pure.

    annotation¶
    A label associated with a variable, a class attribute or a function parameter …
    asynchronous generator¶
    A function which returns an asynchronous generator iterator. …

The layout is the signal: a short line with no verb and no full stop, then a paragraph whose first sentence is
an article and a noun phrase with no copula of its own ("A label associated with …", not "A label is …", which
is a sentence about a label). Two such pairs in a section at least, so that one heading-like line over a
paragraph ("Overview" / "The package provides …") is not read as a list."""
from __future__ import annotations

import re

from f.common.glossary.patterns import sentences

# the term line: one to four words (a digit or hyphen inside: 2to3, built-in), a Sphinx pilcrow or colon after
# (lower case, as a glossary lists its nouns: a capitalised line is a section title a PDF's parser kept as text,
# "Unconditional Jumps" / "The jump and link (JAL) instruction uses …")
_TERM_LINE = re.compile(r"^\s*(?P<t>[a-z0-9][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,3})\s*[¶:]?\s*$")
# the gloss's first sentence: an article, then a noun phrase; a finite verb only inside a relative clause
# ("A function which returns …", not "The quoted price of trades is unaffected by …")
_GLOSS = re.compile(r"^(?:An?|The)\s+[a-z][\w\-]*")
_FINITE = re.compile(r"\b(?:is|are|was|were|has|have|had|can|could|may|might|will|would|must|should|does|do|did)\b")
_RELATIVE = re.compile(r"\b(?:which|that|who|whom|whose|where|when)\b")
# words a heading, a label or a running head may be that name no term
_NOT_TERMS = {"note", "notes", "example", "examples", "see also", "warning", "summary", "overview", "introduction",
              "description", "details", "usage", "arguments", "value", "values", "references", "contents", "index",
              "next", "previous", "navigation", "this page", "table of contents", "previous topic", "next topic"}
MIN_PAIRS = 2


def _first_sentence(text: str) -> str:
    spans = sentences(text)
    return (text[spans[0][0]:spans[0][1]] if spans else text).strip()


def term_line_glosses(texts: list[str]) -> list[tuple[int, dict]]:
    """(index of the gloss paragraph, candidate) for a section's term lines glossed below them; none where the
    section holds fewer than MIN_PAIRS."""
    out = []
    for i in range(len(texts) - 1):
        m = _TERM_LINE.match(texts[i])
        if not m or m.group("t").lower() in _NOT_TERMS:
            continue
        first = _first_sentence(texts[i + 1])
        verb = _FINITE.search(first)
        if not _GLOSS.match(first) or _TERM_LINE.match(texts[i + 1]) or \
                (verb and not _RELATIVE.search(first[:verb.start()])):
            continue  # "The quoted price of trades is unaffected …": a sentence with its own verb, no gloss
        out.append((i + 1, {"term": m.group("t"), "aliases": [], "definition": first.rstrip("."), "confidence": 0.75,
                            "kind": "definition", "quote": first}))
    return out if len(out) >= MIN_PAIRS else []
