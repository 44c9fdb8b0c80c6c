"""One constructor of a glossary rule's candidate, for every rule module (0995). Pure.

A candidate is {"term", "aliases", "definition", "confidence", "kind", "anaphoric"}, with the
flags a rule sets where it wants them: `reuse` (kept only where the book uses the term again),
`first_use` (and only where no page before uses it), `rare` (a name the book introduces: its first
mention is enough). rules._entry carries these into the entry. Each module still cleans its own
term, aliases and definition first (its language's punctuation), then calls this."""
from __future__ import annotations


def candidate(term: str, aliases: list[str], definition: str, confidence: float, *, kind: str = "definition",
              anaphoric: bool = False, reuse: bool = False, first_use: bool = False, rare: bool = False) -> dict:
    cand = {"term": term, "aliases": aliases, "definition": definition, "confidence": confidence,
            "kind": kind, "anaphoric": anaphoric}
    for flag, on in (("reuse", reuse), ("first_use", first_use), ("rare", rare)):
        if on:
            cand[flag] = True  # absent, not False, where unset: readers ask cand.get(flag)
    return cand
