"""Looking a term up in a book's glossary: exact or alias matches (defining page first), and near
matches by edit distance or shared characters, kept apart. Pure."""
from __future__ import annotations

import logging
import re
import unicodedata

from f.common.errors import BadInput

log = logging.getLogger(__name__)

MAX_TERM = 200
_QUOTES = "“”‘’「」『』《》〈〉\"'`【】[]（）()"
_PUNCT_ONLY = re.compile(r"^[\s\W_]*$")
SHARED_RATIO = 0.6  # share of characters two terms have in common to count as near


def fold_term(s: str) -> str:
    """NFKC (full-width to half-width), casefold, spaces and quotes/brackets removed."""
    text = unicodedata.normalize("NFKC", s or "").casefold()
    text = unicodedata.normalize("NFKC", text)
    return "".join(ch for ch in text if not ch.isspace() and ch not in _QUOTES)


def check_term(term) -> str:
    """The term, stripped; BadInput (exit 2) for a non-string, empty, punctuation-only or over-long
    term."""
    if not isinstance(term, str):
        raise BadInput("term must be a string")
    stripped = term.strip()
    if not stripped or _PUNCT_ONLY.match(stripped):
        raise BadInput("term is empty or only punctuation")
    if len(stripped) > MAX_TERM:
        raise BadInput(f"term is longer than {MAX_TERM} characters ({len(stripped)})")
    return stripped


def edit_distance(a: str, b: str, cap: int = 3) -> int:
    """Levenshtein distance, stopping early once it exceeds `cap` (returns cap + 1)."""
    if abs(len(a) - len(b)) > cap:
        return cap + 1
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        new = [i]
        for j, cb in enumerate(b, 1):
            new.append(min(row[j] + 1, new[j - 1] + 1, row[j - 1] + (ca != cb)))
        if min(new) > cap:
            return cap + 1
        row = new
    return row[-1]


def _names(entry: dict) -> list[str]:
    return [fold_term(entry.get("term", ""))] + [fold_term(a) for a in entry.get("aliases") or []]


def _near_score(query: str, name: str) -> tuple[int, float] | None:
    """(distance, -shared ratio) when `name` is near `query` (a few edits, one inside the other, or
    mostly the same characters), else None."""
    if not name or name == query:
        return None
    allowed = 1 if max(len(query), len(name)) <= 4 else 2
    distance = edit_distance(query, name, cap=allowed)
    shared = len(set(query) & set(name)) / max(len(set(query)), len(set(name)))
    contains = min(len(query), len(name)) >= 2 and (query in name or name in query)
    if distance <= allowed or contains or shared >= SHARED_RATIO and min(len(query), len(name)) >= 2:
        return distance, -shared
    return None


def rank(entry: dict) -> tuple[bool, bool, bool]:
    """How good a match is, whatever book it is from: the term itself before an alias, a
    definition before a theorem, a confident definition (a rule's pattern) before a weak one."""
    return (entry.get("matched") != "term", entry.get("kind") == "theorem",
            (entry.get("confidence") or 0) < 0.7)


def lookup(entries: list[dict], term: str, limit: int = 5) -> dict:
    """{"matches": entries named `term` (term before alias, confident definitions before weak ones,
    then by page), "near": other entries with a similar name}; each a copy with `matched` set."""
    query = fold_term(check_term(term))
    limit = max(1, int(limit))
    matches, near = [], []
    for index, entry in enumerate(entries):
        names = _names(entry)
        if query == names[0] or query in names[1:]:
            hit = {**entry, "matched": "term" if query == names[0] else "alias"}
            key = (*rank(hit), entry.get("page") or 0, -(entry.get("confidence") or 0), index)
            matches.append((key, hit))
            continue
        scores = [s for s in (_near_score(query, n) for n in names) if s]
        if scores:
            best = min(scores)
            near.append(((best, entry.get("page") or 0, index),
                         {**entry, "matched": "near", "distance": best[0]}))
    matches.sort(key=lambda pair: pair[0])
    near.sort(key=lambda pair: pair[0])
    log.debug("lookup %r: %d matches, %d near", query, len(matches), len(near))
    return {"matches": [e for _, e in matches[:limit]], "near": [e for _, e in near[:limit]]}
