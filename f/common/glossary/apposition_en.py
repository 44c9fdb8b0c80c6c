"""English definitions in apposition and in a bracketed answer (decision 0981). Pure.

- a term, a comma, then its class with an article and what sets it apart: "distinguish between Linux, the
  kernel that Linus Torvalds wrote, and GNU/Linux, the operating system that is …", "there are also binary
  packages, a zip file or tarball containing the files of an installed package". The term follows a joining
  word (between, and, or, also, called: at a sentence's start "For RV32, the upper …" is an opener); the class
  is a noun phrase of at most five words closed by a relative or `containing` (a preposition, "the BIOS or
  UEFI, a piece of software embedded …", is often a role; so is a preposition before the relative, "the latter
  of which", 1030); the book must use the term again (vet's `reuse`);
- what a term is, answered in brackets after it: "What GNU is (an operating system developed to be …)";
- a lower-case term glossed in brackets by its class (decision 1053, `bracket_glosses`, read beside the
  sentence's other rules): "the main module (the collection of …)";
- (1168) a lower-case term a verb introduces with an indefinite article, then a comma and its singular class with
  an indefinite article, closed by a relative or `of`: "to create a virtual environment, a self-contained directory
  tree that contains …", "a module spec, an encapsulation of …". The class runs to the sentence's end or to a
  comma that starts no further `a …` / `and a …` (a list of things, "a list, a tuple that …, and a set", is no
  apposition), and the book must use the term again.
"""
from __future__ import annotations

import re

from f.common.glossary.candidate import candidate

_TERM = r"[A-Z][\w\-/+.]*(?:\s+[A-Z][\w\-/+.]*){0,2}|[a-z][\w\-]+(?:\s+[a-z][\w\-]+)?"
_APPOSED = re.compile(rf"\b(?:between|and|or|also|called)\s+(?:(?:an?|the)\s+)?(?P<t>{_TERM})\s*,\s+"
                      r"(?P<r>(?:the|an?)\s+(?:[\w\-/]+\s+){0,4}?(?P<last>[\w\-/]+)\s+(?:that|which|who|whose|containing|"
                      r"consisting\s+of)\s+[^,;()]{3,}?)(?=\s*(?:[,;.]|$))")
# a preposition before the relative is a pied-piped clause about a part of the sentence's things ("a token
# contract and a DAO, the latter of which is governed by ..."): no class of the term (decision 1030)
_PIED = {"of", "in", "on", "at", "by", "for", "from", "with", "to", "among", "about", "through", "under", "into"}
_WHAT_IS = re.compile(r"\bWhat\s+(?P<t>[\w\-/]+(?:\s+[\w\-/]+)?)\s+(?:is|are|means)\s+\((?P<r>[^()]{12,})\)")
# (1053) a lower-case term after an article, glossed in brackets by its class and what sets it apart: "the main
# module (the collection of variables that you have access to in a script …)"; the bracket opens with an article
# and a noun phrase closed by of / a relative (an aside, "(see below)", "(the default)", has no class)
_BRACKET_GLOSS = re.compile(r"\b(?:the|an?)\s+(?P<t>[a-z][\w\-]+(?:\s+[a-z][\w\-]+)?)\s+\("
                            r"(?P<r>(?:the|an?)\s+(?:[\w\-]+\s+){0,2}?(?P<last>[a-z][\w\-]+)\s+(?:of|that|which|who|whose|"
                            r"containing)\s+[^()]{8,})\)")
# (1168) a verb (a word in -e/-s/-ed/-ing or a short one, not a preposition or a conjunction), an indefinite
# article, a lower-case term of one to three words, then its singular class with an indefinite article
_INDEFINITE_APPOSED = re.compile(r"\b(?P<v>[a-z]+)\s+an?\s+(?P<t>[a-z][\w\-]+(?:\s+[a-z][\w\-]+){0,2})\s*,\s+"
                                 r"(?P<r>an?\s+(?:[\w\-]+\s+){0,3}?(?P<last>[a-z][\w\-]+)\s+(?:that|which|of)\s+"
                                 r"[^,;()]{3,}?)(?=\s*(?:[;.]|,(?!\s*(?:and\s+|or\s+)?an?\s)|$))")
_NOT_VERBS = {"of", "in", "on", "at", "by", "for", "from", "with", "to", "into", "and", "or", "but", "as", "is", "are",
              "was", "were", "be", "like", "than", "such", "either", "whether"}
_QUANTITIES = {"number", "lot", "couple", "bit", "total", "handful", "variety", "few", "little"}  # "a number of …"
_NOT_TERMS = {"we", "you", "they", "it", "this", "these", "those", "that", "there", "he", "she", "i", "one", "which",
              "many", "most", "some", "few", "several", "both", "other", "others", "such", "any", "each", "all",
              "example", "instance", "addition", "particular", "general", "short", "fact", "turn", "contrast",
              "however", "finally", "then", "thus", "also", "now", "here", "today", "first", "second", "last"}


def _cand(term: str, definition: str, confidence: float) -> dict:
    return candidate(term, [], definition, confidence, reuse=True)


def _name(term: str) -> bool:
    words = term.lower().split()
    return bool(words) and not any(w in _NOT_TERMS for w in words) and not re.fullmatch(r"[\d.]+", term)


def candidates(s: str) -> list[dict]:
    """The apposed and bracket-answered terms of one sentence (see the module's docstring)."""
    out = [_cand(m.group("t"), m.group("r").strip(), 0.6) for m in _APPOSED.finditer(s) if _name(m.group("t"))
           and m.group("last").lower() not in _PIED]
    out += [_cand(m.group("t"), m.group("r").strip(), 0.6) for m in _WHAT_IS.finditer(s) if _name(m.group("t"))
            and len(m.group("r").split()) >= 3]
    named = {c["term"] for c in out}
    out += [_cand(m.group("t"), m.group("r").strip(), 0.6) for m in _INDEFINITE_APPOSED.finditer(s)
            if m.group("t") not in named and m.group("v") not in _NOT_VERBS and _name(m.group("t"))
            and not _listed_after(s, m.end("r")) and m.group("last") not in _PIED | _NOT_TERMS | _QUANTITIES]
    return out


def _listed_after(s: str, end: int) -> bool:
    """A list goes on after the apposed class (", and a set", ", a dict, …"): the commas were a list's (1168)."""
    return bool(re.match(r"\s*,\s*(?:and\s+|or\s+)?an?\s", s[end:]))


def bracket_glosses(s: str) -> list[dict]:
    """The terms of one sentence glossed in brackets by their class (1053), read beside the sentence's other
    rules (`Such a file is called a module; … into the main module (the collection of …)`): the bracket states
    the class, so a term named once is still one."""
    return [candidate(m.group("t"), [], m.group("r").strip(), 0.6) for m in _BRACKET_GLOSS.finditer(s)
            if _name(m.group("t")) and m.group("last").lower() not in _PIED | _NOT_TERMS]  # ("(the one that …)")
