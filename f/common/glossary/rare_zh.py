"""Chinese sentences that introduce a Latin name the book uses (decision 0662). Pure.

Round 26 tries one signal instead of one more phrasing: a Latin name the book introduces (an acronym, a
name shaped as one, or a word rare in general English: f.common.glossary.rarity) as the subject, then
what it is without 是:
- its expansion and its kind right after it: "SSH (Secure SHell) 通信协议以安全与可靠为首要考量" (the
  expansion spells the acronym; the kind is a noun by jieba's tags);
- its class in apposition: "Debian 使用 OpenSSH，一个由 OpenBSD 项目（…）维护的自由版本";
- what it serves as: "HTTP/FTP 代理作为 HTTP 和/或 FTP 连接的中介工作";
- a word set in quotes, an aside, then what it means: "一个“分支”，在软件领域，意味着…".
Guards: the name's rarity and its first mention (vet: `reuse`, `rare`, `first_use`)."""
from __future__ import annotations

import re

from f.common.glossary.candidate import candidate
from f.common.glossary.rarity import introduced_name
from f.common.glossary.vet import dictionary_tags, noun_final

_CJK = r"\u4e00-\u9fff"
_EXPANDED_KIND = re.compile(rf"^\s*(?P<t>[A-Z][A-Za-z0-9]{{1,10}})\s*[（(](?P<a>[A-Za-z][A-Za-z\- ]{{2,50}})[)）]\s*"
                            rf"(?P<k>[{_CJK}]{{2,4}}?)(?=以|是|为|用|可|能|在|由|将|会|，)")
_APPOSED_CLASS = re.compile(r"(?<![A-Za-z0-9])(?P<t>[A-Za-z][A-Za-z0-9.+\-]*[A-Za-z0-9+])\s*[，,]\s*(?P<r>一(?:个|种|款|套|份)"
                            r"(?:[（(][^）)]{0,80}[）)]|[^，。；（(]){2,80}?的[^，。；的]{1,12})(?=[，。；]|$)")
_SERVES_AS = re.compile(rf"^\s*(?P<t>[A-Za-z][A-Za-z0-9.+/\-]*[A-Za-z0-9+](?:\s?[{_CJK}]{{1,4}})?)\s*(?:作为|充当|用作)\s*"
                        rf"(?P<r>[^，。；]{{2,40}}?的\s*[{_CJK}]{{1,6}})\s*(?:工作|运行)?\s*[。，；]")

# "一个“分支”，在软件领域，意味着克隆已有项目的新项目": a word the quotes mark as introduced, an aside, then what it
# means (its first mention guards it, as a rare name's does)
_QUOTED_MEANS = re.compile(r"^\s*(?:一(?:个|种|项))?\s*[“\"「](?P<t>[^”\"」]{1,12})[”\"」]\s*[，,](?:[^，。；]{1,20}[，,])?\s*"
                           r"(?:意味着|是指|指的是|系指)\s*(?P<r>[^。；]{2,})")


def _spells(name: str, words: str) -> bool:
    initials = "".join(w[0] for w in re.split(r"[\s\-]+", words) if w).lower()
    capitals = "".join(c for c in words if c.isupper()).lower()
    return name.lower() in (initials, capitals)


def _cand(term: str, aliases: list[str], definition: str) -> dict:
    return candidate(term, aliases, definition, 0.6, reuse=True, first_use=True, rare=True)


def introduced_names(s: str) -> list[dict]:
    """The shapes above in one Chinese sentence (see the module doc)."""
    m = _EXPANDED_KIND.match(s)
    if m and _spells(m.group("t"), m.group("a")) and (dictionary_tags().get(m.group("k")) or "").startswith("n"):
        return [_cand(m.group("t"), [m.group("a"), f"{m.group('t')} {m.group('k')}"], s)]
    m = _SERVES_AS.match(s)
    if m and introduced_name(m.group("t")) and noun_final(m.group("r")):
        name = m.group("t")
        latin = re.match(r"[A-Za-z][A-Za-z0-9.+/\-]*[A-Za-z0-9+]", name).group(0)
        return [_cand(name, [latin] if latin != name else [], m.group("r"))]
    m = _QUOTED_MEANS.match(s)
    if m:
        return [_cand(m.group("t"), [], m.group("r"))]
    m = _APPOSED_CLASS.search(s)
    if m and introduced_name(m.group("t")) and noun_final(m.group("r")):
        return [_cand(m.group("t"), [], m.group("r"))]
    return []
