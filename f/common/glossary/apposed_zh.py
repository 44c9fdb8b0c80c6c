"""Chinese terms named beside their role or kind, not as a copula's subject (decision 0933). Pure.

Three shapes a textbook's prose uses where it names a thing in passing:
- a term in apposition to its role, between commas: "另一个程序，设备驱动程序，把 .dvi 文件转换为…" (the
  term ends in the role's own head noun: 设备驱动程序 is a 程序);
- a Latin name glossed by its kind in apposition: "利用 virtex，TEX 的一种特别的“原生”形式，…" (一种/一个
  marks the kind, the name is one no everyday English word spells: f.common.glossary.rarity);
- a possessive subject classed by its own head noun: "TEX 的预载入形式是一种已载入某个格式文件…的形式"
  (copular reads "A的B是" as an attribute of A, 东北秧歌的最大特点是…; a kind named by B's own head noun
  after 一种 says what B is, and an attribute noun (特点, 作用) is never the term);
- a noun set off by a dash and glossed by 即: "每个粘连项有它的自然间距——即它“所期望的”尺寸" (the noun after
  the last 的, or after a comma, is the term; the gloss ends in a noun).
"""
from __future__ import annotations

import re

from f.common.glossary.candidate import candidate
from f.common.glossary.patterns import ATTRIBUTE, CJK, LATIN_NAME
from f.common.glossary.rarity import introduced_name
from f.common.glossary.vet import noun_final

_ROLE_APPOSED = re.compile(rf"(?:^|[，,。；：:])\s*(?:另|又)?(?:一|这|那)(?:个|种|类|位|款)\s*(?P<n>[{CJK}]{{2,6}})\s*[，,]\s*"
                           rf"(?P<t>[{CJK}]{{3,12}})\s*[，,]\s*(?P<r>[^，,。；]{{4,}})")
_NAME_THEN_KIND = re.compile(rf"(?P<t>{LATIN_NAME})\s*[，,]\s*(?P<r>(?:[^，,。；]{{1,12}}?的\s*)?一(?:种|个|类)"
                             rf"[^，,。；]{{2,30}}?[{CJK}])\s*[，,]")
_POSSESSED_KIND = re.compile(rf"^\s*(?P<a>[^，,。；：:是的\s][^，,。；：:是的]{{0,11}}?)\s*的\s*(?P<b>[{CJK}]{{2,8}})\s*是\s*"
                             rf"一(?:种|类|个)\s*(?P<r>[^。；]{{4,}}?的\s*(?P<n>[{CJK}]{{1,4}}))\s*(?:[。；]|$)")

_DASH_JI = re.compile(rf"(?:的|[，,：:]|^)\s*(?P<t>[{CJK}]{{2,6}})\s*(?:——|—|－)\s*即\s*(?:它|其)?\s*(?P<r>[^。；;—－]{{2,30}})"
                      r"(?=[。；;—－]|$)")


def _cand(term: str, aliases: list[str], definition: str) -> dict:
    return candidate(term, aliases, definition, 0.7)


def role_apposed(s: str) -> list[dict]:
    """Terms named beside their role or kind (see the module's docstring)."""
    out = []
    for m in _ROLE_APPOSED.finditer(s):
        role, term = m.group("n"), m.group("t")
        if term.endswith(role) and len(term) > len(role):  # a kind of the role, not a second clause
            out.append(_cand(term, [], f"{m.group(0).strip('，,。；：: ')}"))
    for m in _NAME_THEN_KIND.finditer(s):
        if introduced_name(m.group("t")) and noun_final(m.group("r")):
            out.append(_cand(m.group("t"), [], m.group("r").strip()))
    for m in _DASH_JI.finditer(s):
        if noun_final(m.group("t")) and noun_final(m.group("r")):
            out.append(_cand(m.group("t"), [], m.group("r").strip()))
    m = _POSSESSED_KIND.match(s)
    if m and m.group("b").endswith(m.group("n")) and not ATTRIBUTE.search(m.group("b")):
        out.append(_cand(m.group("b"), [f"{m.group('a').strip()} 的{m.group('b')}"], m.group("r")))
    return out
