"""English definitional sentence patterns, deliberately conservative. Pure."""
from __future__ import annotations

import re

from f.common.glossary.patterns import PRONOUNS, is_question

_WORD = r"[A-Za-z][A-Za-z\-']*"
_TERM = rf"{_WORD}(?:\s+{_WORD}){{0,4}}"
_ARTICLE = r"(?:an?\s+|the\s+)?"
_CALLED = re.compile(rf"^(?P<l>.{{3,200}}?)\s+(?:is|are)\s+(?:often\s+|usually\s+|also\s+)?called\s+"
                     rf"{_ARTICLE}(?P<t>{_TERM})\s*(?:\((?P<a>[^)]{{1,30}})\))?(?=\s*(?:[,.;]|$|if\b|when\b))")
_WE_CALL = re.compile(rf"\b[Ww]e\s+call\s+(?P<l>.{{2,120}})\s+(?:an?|the)\s+(?P<t>{_TERM})\s*(?=[,.;]|$)")
_DEFINED = re.compile(rf"^{_ARTICLE}(?P<t>{_TERM})\s+(?:is|are)\s+defined\s+(?:as|to\s+be)\s+(?P<r>.{{3,}})",
                      re.IGNORECASE)
_IS_A = re.compile(rf"^(?:An?|The)\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s+is\s+(?P<r>an?\s+.{{3,120}}?"
                   r"\s+(?:that|which|whose|in which)\s+.{3,})")
_ALSO = re.compile(rf"\b(?:also\s+(?:called|known\s+as))\s+{_ARTICLE}(?P<a>{_TERM})")


def _ok(term: str) -> bool:
    words = term.split()
    return 1 <= len(words) <= 5 and term.lower() not in PRONOUNS and len(term) <= 30 \
        and words[0].lower() not in ("this", "that", "it", "these", "such", "which")


def _cand(term: str, aliases: list[str], definition: str, confidence: float) -> dict:
    term = term.strip(" .,;")
    return {"term": term, "aliases": [a.strip(" .,;") for a in aliases if a and a.strip() != term],
            "definition": definition.strip(" .,;"), "confidence": confidence, "kind": "definition",
            "anaphoric": False}


def candidates(s: str) -> list[dict]:
    """Definitions one English sentence states; [] for questions."""
    if is_question(s):
        return []
    m = _CALLED.search(s)
    if m and _ok(m.group("t")):
        left = re.sub(r"^(?:Then|So|Thus|Hence|Now|In\s+this\s+case),?\s+", "", m.group("l"))
        anaphoric = bool(re.match(r"(?:This|That|Such|It|These)\b", left))
        cand = _cand(m.group("t"), [m.group("a")] if m.group("a") else [], s if anaphoric else left,
                     0.8 if anaphoric else 0.85)
        cand["anaphoric"] = anaphoric
        return [cand]
    m = _WE_CALL.search(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("l"), 0.8)]
    m = _DEFINED.match(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [a.group("a") for a in _ALSO.finditer(m.group("r"))][:2],
                      m.group("r"), 0.85)]
    m = _IS_A.match(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.55)]
    return []
