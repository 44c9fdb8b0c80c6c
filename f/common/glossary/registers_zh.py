"""Chinese textbook registers that name a term without 是指/称为 (round 22). Pure.

- `X 不是A，而是一个…的N`: a definition by contrast, the class given after 而是 (LXC 不是虚拟化系统，而是
  一个将进程组彼此隔离的系统);
- `…的(官方)名称是"X"`: the name given to what the sentences before described (此类设置的官方名称是"容器");
- `该术语涵盖/指…` after `X是…`: the next sentence says X is a term and what it covers (虚拟化是…之一。
  该术语涵盖…);
- `…构成一条X（English）`: a thing named as it is built of parts, its English name in brackets;
- `采用X的方式，也就是…`: a way of doing glossed by 也就是.
Each candidate is one the book must use again (`reuse`): the vetting's guard against a passing remark."""
from __future__ import annotations

import re

from f.common.glossary.patterns import CJK
from f.common.glossary.vet import noun_final

_NOT_BUT = re.compile(rf"(?:^|[，,：:]\s*)(?P<t>[A-Za-z0-9][\w.+\-]*(?:\s+[A-Za-z0-9][\w.+\-]*)?|[{CJK}]{{2,8}})\s*"
                      r"(?:并|其实|实际上)?不是[^，。；]{1,20}[，,]\s*而是\s*(?P<r>(?:一个|一种|一款|一类|一套|一组)"
                      rf"[^。；]{{2,60}}?[{CJK}])(?=\s*(?:[，,。；]|$))")
_OFFICIAL_NAME = re.compile(r"的\s*(?:官方|正式|通用|标准)?\s*(?:名称|名字|叫法)\s*(?:是|为|叫做?)\s*"
                            r"[“\"「](?P<t>[^”\"」]{1,12})[”\"」]")
_THE_TERM = re.compile(r"^(?:该|这个|这一|此)术语\s*(?:涵盖|是指|指|泛指|包括|表示|用来|描述)")
_SUBJECT_IS = re.compile(rf"^(?P<t>[A-Za-z0-9][\w.+\-]*|[{CJK}]{{2,8}})\s*是\s*[^。；]{{2,}}")


def _cand(term: str, definition: str, confidence: float, anaphoric: bool = False) -> dict:
    return {"term": term, "aliases": [], "definition": definition, "confidence": confidence,
            "kind": "definition", "anaphoric": anaphoric, "reuse": True}


def not_but(s: str) -> list[dict]:
    """`X 不是A，而是一个…N`: X is the class after 而是 (a noun phrase)."""
    m = _NOT_BUT.search(s)
    if not m or not noun_final(m.group("r")):
        return []
    return [_cand(m.group("t"), m.group("r"), 0.6)]


def official_name(s: str) -> list[dict]:
    """`…的官方名称是"X"`: X names what the sentence before described (anaphoric)."""
    m = _OFFICIAL_NAME.search(s)
    return [_cand(m.group("t").strip(), s, 0.65, anaphoric=True)] if m else []


def term_said(s: str, previous: str) -> list[dict]:
    """`该术语涵盖…` right after `X是…`: X is the term and this sentence what it covers."""
    m = _SUBJECT_IS.match(previous.strip()) if _THE_TERM.match(s) else None
    return [_cand(m.group("t"), previous + s, 0.7)] if m else []


# "几段直线或曲线可以构成一条路径（path）", "就能构成封闭路径（closed path）": a thing built of parts named
# as it is built, its English name in brackets marking the word as introduced (the issue's `…由…构成`)
_BUILT_NAMED = re.compile(rf"(?:构成|组成|形成|连成|合成|拼成)了?\s*(?:一(?:条|个|种|组|张|段|幅|块|棵))?\s*"
                          rf"(?P<t>[{CJK}]{{2,8}})\s*[（(]\s*(?P<a>[A-Za-z][A-Za-z \-]{{1,30}}?)\s*[）)]")
# "PSTricks 和 PGF 都采用在线绘图的方式，也就是 LATEX 文档内直接使用绘图命令": a way of doing named, then
# glossed by 也就是
_WAY_GLOSSED = re.compile(rf"(?:采用|使用|用|以|按照|通过|叫做|称为)\s*(?P<t>[{CJK}]{{2,8}})的(?:方式|方法|做法|形式|思路)"
                          r"\s*[，,]\s*也就是(?:说)?\s*(?P<r>[^。；]{4,})")


def built_named(s: str) -> list[dict]:
    """`…构成一条X（English）`: X with its English name as alias."""
    out = []
    for m in _BUILT_NAMED.finditer(s):
        cand = _cand(m.group("t"), s, 0.8)
        cand["aliases"] = [m.group("a").strip()]
        cand.pop("reuse")  # the English name in brackets marks the word as introduced
        out.append(cand)
    return out


def way_glossed(s: str) -> list[dict]:
    """`采用X的方式，也就是…`: X glossed by what follows 也就是 (if the book uses X again)."""
    m = _WAY_GLOSSED.search(s)
    return [_cand(m.group("t"), m.group("r"), 0.7)] if m else []
