"""Chinese definitions the genus sentences miss when the term is no copula's topic (decision 0980). Pure.

- a term classed by its own head noun: "/init 程序是…上执行的第一个程序", "外部环境是你可以使用外部宏的环境"
  (the predicate ends in the subject's last word: X is a kind of its own head, a genus and a difference,
  whatever heading stands above; an evaluation or a role ends in another noun);
- another name set aside between commas before the copula: "印刷电路板，或称 PCB，是…的设计文件" (read as
  "印刷电路板（PCB）是…", the bracketed other name the genus sentences already take);
- a term a layout set off by spaces (the original's italics), glossed right after it by 表示/即 and a noun
  phrase, or as "X 的概念，它…是…的N": "封装可以有 焊盘，表示电连接的铜区", "有一个 工具 的概念，它可以被
  认为是编辑器所处的一种模式".
"""
from __future__ import annotations

import re

from f.common.glossary import zh
from f.common.glossary.candidate import candidate
from f.common.glossary.patterns import CJK

_OWN_HEAD = re.compile(r"^\s*(?P<t>[^，,。；;：:“”\"的\s][^，,。；;：:“”\"的]{1,16}?)\s*是\s*"
                       r"(?P<r>[^，,。；;]{2,60}?)\s*(?=[，,。；;]|$)")
_EVALUATIVE = re.compile(r"很|非常|十分|最|极|相当|比较|更|重要|主要")
# a subject that is no name: a pronoun or quantifier first, an adverb or negation before the copula
_NOT_SUBJECT = re.compile(r"^(?:这|那|它|此|该|其|每|各|所有|一些|我|你|他|她|本|上述|以下|如果|因为|但)|"
                          r"(?:不|也|就|还|总|都|只|正|即|便|但|于|仍|才|并|又|可能|应该|必须|只能)$")
_ASIDE_NAME = re.compile(r"^(?P<t>\s*[^，,。；;]{2,16}?)\s*[，,]\s*(?:或称|又称|也称|亦称|简称|或叫|又叫|也叫)\s*"
                         r"(?P<a>[^，,。；;]{1,24}?)\s*[，,]\s*(?=是|指)")
_SET_OFF_GLOSSED = re.compile(rf"[{CJK}]\s(?P<t>[{CJK}]{{2,8}})\s*[，,]\s*(?:表示|即|也就是|意为)\s*(?P<r>[^，,。；;]{{2,24}})"
                              r"(?=[。；;]|$)")
_CONCEPT_OF = re.compile(rf"[{CJK}]\s(?P<t>[{CJK}]{{2,8}})\s+的概念\s*[，,]\s*(?:它|其)\s*(?P<r>[^。；;]{{0,12}}?是\s*"
                         r"[^，,。；;]{2,30})(?=[。；;]|$)")


def _cand(term: str, aliases: list[str], definition: str) -> dict:
    return candidate(term, aliases, definition, 0.65)


def own_head(s: str) -> list[dict]:
    """"X是…H" where H is X's own last word (see the module's docstring); the book must use X again."""
    m = _OWN_HEAD.match(s)
    if not m:
        return []
    term, predicate = m.group("t").strip(), m.group("r").strip()
    words = [w for w in zh.dictionary_cut(term) if w.strip()]
    head = words[-1] if len(words) >= 2 else term[-2:] if len(re.findall(f"[{CJK}]", term)) >= 4 else ""
    modifier = re.sub(r"^(?:一(?:个|种|类|项|段|组))|的$", "", predicate[:len(predicate) - len(head)].strip())
    if len(re.findall(f"[{CJK}]", head)) < 2 or not predicate.endswith(head) or len(modifier) < 4 \
            or _NOT_SUBJECT.search(term) or _EVALUATIVE.search(predicate) or predicate.startswith(term) \
            or len(re.findall(f"[{CJK}]", term)) > 10:
        return []
    cand = _cand(term, [], predicate)
    cand["reuse"] = True
    return [cand]


def aside_name(s: str) -> list[dict]:
    """"X，或称 Y，是…": the genus sentence of X with Y as its other name."""
    m = _ASIDE_NAME.match(s)
    if not m:
        return []
    term, alias = m.group("t").strip(), m.group("a").strip()
    found = [c for c in zh.candidates(f"{term}（{alias}）{s[m.end():]}") if c["term"] == term]
    for cand in found:
        cand["aliases"] = list(dict.fromkeys(cand["aliases"] + [alias]))
    return found


def set_off_glossed(s: str) -> list[dict]:
    """A spaced-off term glossed by 表示/即 and a noun phrase, or "X 的概念，它…是…"."""
    out = []
    for m in _SET_OFF_GLOSSED.finditer(s):
        if zh.noun_phrase(m.group("r")) and zh._nominal(m.group("t")):
            out.append(_cand(m.group("t"), [], m.group("r")) | {"reuse": True})
    for m in _CONCEPT_OF.finditer(s):
        gloss = m.group("r").split("是", 1)[1].strip()
        if zh.noun_phrase(gloss, longest=30) and zh._nominal(m.group("t")):
            out.append(_cand(m.group("t"), [], gloss) | {"reuse": True})
    return out


def candidates(s: str) -> list[dict]:
    return aside_name(s) or own_head(s) or set_off_glossed(s)
