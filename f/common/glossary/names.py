"""How a book names what it defines, beyond the sentence pattern itself. Pure.

- `ba_term`: "叫做把向量正交分解" defines the verb 正交分解 (of the object 向量), not "向量正交分解".
- `owner_aliases`: a term owned by variables ("a 与 b 的差") is also looked up by the kind of its
  owners as the sentence introduces them ("向量 a" -> 向量的差) and by its head noun (差).
- `section_concept`: a section "6.2.3 向量的数乘运算" is about 向量的数乘; a boxed definition in it
  whose term is only a formula-like phrase ("实数 λ 与向量 a 的积") is that concept's definition.
- `named_rule`: "由此得到向量加法的三角形法则：把 b 的起点……" states a named rule after a colon."""
from __future__ import annotations

import re

from f.common.cjk import RANGES as CJK
from f.common.glossary.patterns import clean_term, head_after_de, term_ok

_VAR = r"(?<![A-Za-z])[A-Za-z\u0391-\u03c9][₀-₉0-9]?(?![A-Za-z])"
_OWNED = re.compile(rf"^\s*{_VAR}(?:\s*(?:与|和|、|及)\s*{_VAR})*\s*的\s*(?P<head>[{CJK}]{{1,6}})$")
_NAMED_RULE = re.compile(rf"^(?:由此|于是|因此|这样|从而)?(?:就)?(?:得到|得出|有)?\s*"
                         rf"(?P<t>[{CJK}]{{2,14}}(?:法则|准则|原则))\s*[：:]\s*(?P<r>.{{6,}})")
_OPERATION = re.compile(rf"^(?P<c>[{CJK}]{{1,8}}的[{CJK}]{{1,6}}?)运算$")


def ba_term(raw: str, left: str) -> tuple[str, list[str]] | None:
    """"把 OBJECT VERB" after 叫做: (VERB, [OBJECT+VERB, OBJECT的VERB]) when OBJECT is a noun the
    sentence already named (the longest prefix of the phrase found before the verb)."""
    m = re.match(r"^\s*(?:把|将)\s*(?P<rest>.+)$", raw)
    if not m:
        return None
    rest = clean_term(m.group("rest"))
    for cut in range(len(rest) - 2, 1, -1):
        obj, verb = rest[:cut], rest[cut:]
        if obj in left and term_ok(verb) and re.fullmatch(f"[{CJK}]+", obj + verb):
            return verb, [obj + verb, f"{obj}的{verb}"]
    return None


def owner_aliases(term: str, sentence: str, raw: str = "") -> list[str]:
    """Aliases of a term owned by variables: its head noun, and "KIND的head" when the sentence
    introduces its first variable with a two-character kind ("向量 a", "集合 A"); of a term owned
    by what the sentence just named ("这个数列的项"): its one-character head (项)."""
    m = _OWNED.match(term)
    if not m:
        demonstrative = re.match(r"^\s*(?:这个|这一|该|此|其)", raw)
        head = term.rsplit("的", 1)[-1] if "的" in term else ""
        return [head] if demonstrative and re.fullmatch(f"[{CJK}]", head) else []
    head = m.group("head")
    out = [head]
    first = re.search(_VAR, term).group(0)
    kind = re.search(rf"([{CJK}]{{2}})\s*{re.escape(first)}(?![A-Za-z0-9])", sentence)
    if kind and term_ok(kind.group(1)) and kind.group(1) not in ("叫做", "称为", "加上", "减去"):
        out.insert(0, f"{kind.group(1)}的{head}")
    return out


def section_concept(title: str) -> str | None:
    """The concept a section titled "<A>的<B>运算" is about: "<A>的<B>" ("向量的数乘")."""
    m = _OPERATION.match(re.sub(r"\s", "", title or ""))
    return m.group("c") if m and term_ok(m.group("c")) else None


def concept_aliases(concept: str | None, cands: list[dict]) -> list[str]:
    """The section's concept and its head as aliases for a boxed definition whose term holds a
    variable, unless the box names the concept itself."""
    if not concept:
        return []
    names = {n for c in cands for n in [c["term"], *c["aliases"]]}
    head = head_after_de(concept)
    if concept in names or (head and head in names):
        return []
    return [concept] + ([head] if head else [])


def has_variable(term: str) -> bool:
    return bool(re.search(_VAR, term))


def named_rule(sentence: str) -> tuple[str, str] | None:
    """(name, statement) of "……的三角形法则：statement"."""
    m = _NAMED_RULE.match(sentence)
    return (m.group("t"), m.group("r")) if m else None
