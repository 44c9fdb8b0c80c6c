"""Chinese textbook registers that name a term without 是指/称为 (round 22). Pure.

- `X 不是A，而是一个…的N`: a definition by contrast, the class given after 而是 (LXC 不是虚拟化系统，而是
  一个将进程组彼此隔离的系统);
- `…的(官方)名称是"X"`: the name given to what the sentences before described (此类设置的官方名称是"容器");
- `该术语涵盖/指…` after `X是…`: the next sentence says X is a term and what it covers (虚拟化是…之一。
  该术语涵盖…);
- `…构成一条X（English）`: a thing named as it is built of parts, its English name in brackets;
- `采用X的方式，也就是…`: a way of doing glossed by 也就是.
Round 28, two frames whose subject may be an ordinary word or a name with its kind:
- `X 是用来…的`: the 是…的 frame around a purpose says what X is for (fontenc 宏包是用来配合传统的 LATEX 字体的);
- `…的N是 X` closing the sentence: a described class, then the name that fills it (支持用户调用字体的宏包是
  fontspec): the name is defined by the description.
- `English Expansion (ABBR) 中文名…` opening a sentence: a name introduced in three forms at once (Unified
  Extensible Firmware Interface (UEFI) 统一可扩展固件接口定义了…), the abbreviation spelt by the expansion.
- `…相互独立（“正交”）`: a word in quotes, alone in brackets right after the phrase it names: the quotes mark
  the book's own word for what the phrase said (a bracket without quotes holds an aside of any kind).
Each candidate is one the book must use again (`reuse`): the vetting's guard against a passing remark."""
from __future__ import annotations

import re

from f.common.glossary.candidate import candidate
from f.common.glossary.patterns import ATTRIBUTE, CJK, spells
from f.common.glossary.vet import NAMED, dictionary_cut, dictionary_tags, noun_final

_NOT_BUT = re.compile(rf"(?:^|[，,：:]\s*)(?P<t>[A-Za-z0-9][\w.+\-]*(?:\s+[A-Za-z0-9][\w.+\-]*)?|[{CJK}]{{2,8}})\s*"
                      r"(?:并|其实|实际上)?不是[^，。；]{1,20}[，,]\s*而是\s*(?P<r>(?:一个|一种|一款|一类|一套|一组)"
                      rf"[^。；]{{2,60}}?[{CJK}])(?=\s*(?:[，,。；]|$))")
_OFFICIAL_NAME = re.compile(r"的\s*(?:官方|正式|通用|标准)?\s*(?:名称|名字|叫法)\s*(?:是|为|叫做?)\s*"
                            r"[“\"「](?P<t>[^”\"」]{1,12})[”\"」]")
_THE_TERM = re.compile(r"^(?:该|这个|这一|此)术语\s*(?:涵盖|是指|指|泛指|包括|表示|用来|描述)")
_SUBJECT_IS = re.compile(rf"^(?P<t>[A-Za-z0-9][\w.+\-]*|[{CJK}]{{2,8}})\s*是\s*[^。；]{{2,}}")


def _cand(term: str, definition: str, confidence: float, anaphoric: bool = False) -> dict:
    return candidate(term, [], definition, confidence, anaphoric=anaphoric, reuse=True)


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


# (decision 0964) "字体度量文件包含 TEX 对…的信息。即它包含各个字符的尺寸": a sentence opening on 即它 (也就是说它)
# restates the sentence before, whose subject (a noun, what it holds or is) is the term glossed
_RESTATED = re.compile(r"^(?:即|也就是说\s*[，,]?|换句话说\s*[，,]?)\s*(?:它|其)(?:们)?\s*(?:是|包含|包括|指|含有|记录)")
_SUBJECT_HOLDS = re.compile(rf"^(?P<t>[A-Za-z0-9][\w.+\-]*|[{CJK}]{{2,8}}?)\s*(?:是|包含|包括|含有|记录)\s*[^。；]{{2,}}")


def term_said(s: str, previous: str) -> list[dict]:
    """`该术语涵盖…` right after `X是…`: X is the term and this sentence what it covers; `即它包含…` right
    after `X包含…`: X is glossed twice, the second time in plain words."""
    m = _SUBJECT_IS.match(previous.strip()) if _THE_TERM.match(s) else None
    if not m and _RESTATED.match(s.strip()):
        m = _SUBJECT_HOLDS.match(previous.strip())
        m = m if m and noun_final(m.group("t")) else None
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


_NAME_KIND = rf"(?:[A-Za-z][\w.+\-]*(?:\s*[{CJK}]{{1,3}})?|[{CJK}]{{2,8}})"
_PURPOSE_FRAME = re.compile(rf"^(?P<t>{_NAME_KIND})\s*(?:就|则)?是\s*(?:专门)?用(?:来|于)(?P<r>[^，。；]{{2,40}}?)的"
                            r"\s*(?=[，,。；]|$)")
_NAMED_LAST = re.compile(rf"^(?P<r>[^，。；]{{4,40}}的\s*(?P<n>[{CJK}]{{1,4}}))\s*(?:就|则)?是\s*"
                         r"(?P<t>[A-Za-z][\w.+\-]*)\s*[。．]?\s*$")


def _name_and_kind(subject: str) -> tuple[str, list[str]]:
    """`fontenc 宏包` as the term with its Latin name as an alias (the book says either)."""
    latin = re.match(r"[A-Za-z][\w.+\-]*", subject)
    name = subject.strip()
    return (name, [latin.group(0)]) if latin and latin.group(0) != name else (name, [])


def purpose_frame(s: str) -> list[dict]:
    """`X 是用来…的`: what X is for, in the 是…的 frame (see the module doc)."""
    m = _PURPOSE_FRAME.match(s.strip())
    if not m:
        return []
    term, aliases = _name_and_kind(m.group("t"))
    return [dict(_cand(term, s.strip(), 0.7), aliases=aliases)]


def named_last(s: str) -> list[dict]:
    """`…的N是 X`: a described class, then the Latin name that fills it, closing the sentence."""
    m = _NAMED_LAST.match(s.strip())
    head = m.group("n") if m else ""
    if not m or not re.search(r"[a-z]", m.group("t")) or len(m.group("t")) < 3 or ATTRIBUTE.search(head) \
            or (dictionary_tags().get(head[-1]) or "").startswith(("d", "c", "p")):
        return []  # a value (`…的结果是 TRUE`), an attribute (`…的目的是`), no head at all (`…配备的就是 Emacs`)
    described = m.group("r")[:m.start("n") - m.start("r")].rstrip("的 ")
    if not any((dictionary_tags().get(w) or "").startswith("v") for w in dictionary_cut(described)):
        return []  # a possessive (`X 的选项`), not a class described by what it does
    return [_cand(m.group("t"), m.group("r"), 0.7)]


_THREE_NAMES = re.compile(rf"^\s*(?P<e>[A-Z][A-Za-z\-]+(?:\s+[A-Za-z][A-Za-z\-]+){{1,6}})\s*"
                          rf"[（(]\s*(?P<a>[A-Z][A-Za-z0-9]{{1,9}})\s*[）)]\s*(?P<z>[{CJK}]{{2,12}})")


def three_names(s: str) -> list[dict]:
    """`Expansion (ABBR) 中文名` opening the sentence (see the module doc): the abbreviation, its expansion an alias."""
    m = _THREE_NAMES.match(s)
    if not m or not spells(m.group("a"), m.group("e")):
        return []
    return [dict(_cand(m.group("a"), s.strip(), 0.7), aliases=[m.group("e")])]  # the Chinese name's end is unsure


_QUOTED_IN_BRACKETS = re.compile(rf"(?P<b>[{CJK}]{{2,16}})\s*[（(]\s*[“「『\"](?P<t>[{CJK}]{{2,6}})[”」』\"]\s*[）)]")


def quoted_in_brackets(s: str) -> list[dict]:
    """`…相互独立（“正交”）` (see the module doc): the quoted word, glossed by the phrase before the bracket."""
    out = []
    for m in _QUOTED_IN_BRACKETS.finditer(s):
        if m.group("t") not in m.group("b"):  # not a phrase's own word quoted back (`…的引号（“引号”）`)
            out.append(dict(_cand(m.group("t"), f"{m.group('b')}（“{m.group('t')}”）", 0.8), first_use=True))
    return out


# (decision 1096) "…所有命令行参数，环境变量…和所有文件输入都被标记成“污染的”。": what the book marks with its own
# quoted word: the things listed before 被标记成/被标识为 are what the word applies to (the quotes mark the book's
# word; an unquoted state, "被标记为已读", is a plain action)
_MARKED_QUOTED = re.compile(r"(?P<l>[^。；]{4,}?)\s*(?:都|均|全|全部|也)?\s*被\s*(?:标记|标识|标注|标为)\s*(?:成|为|作)?\s*"
                            rf"[“\"「『](?P<t>[{CJK}A-Za-z][^”\"」』，。]{{0,7}})[”\"」』]\s*(?=[。；，,]|$)")


def marked_quoted(s: str) -> list[dict]:
    """`…都被标记成“X”`: X, glossed by the sentence (what is marked so)."""
    m = _MARKED_QUOTED.search(s)
    if not m:
        return []
    term = m.group("t")[:-1] if m.group("t").endswith("的") and len(m.group("t")) > 2 else m.group("t")
    return [_cand(term, s.strip(), NAMED)]  # “污染的”: the word, its 的 the adjective's mark


# (decision 1128) "这个字段引入了一个很有意思的“虚拟包”的概念。": a text that introduces, puts forward or brings in the
# concept of a quoted word names the word it is about to teach (the quotes mark the book's own word; an unquoted
# "引入了面向对象的概念" names a topic, not a word). The sentences after it say what it is; the entry marks the page.
_CONCEPT_INTRODUCED = re.compile(r"(?:引入|引进|提出|引出|介绍|给出|建立)了?\s*(?:一个|一种|一些|这个|这一)?\s*"
                                 r"[^，。；“”\"「」]{0,10}?\s*[“\"「『](?P<t>[^”\"」』，。]{2,12})[”\"」』]\s*(?:这[个一]\s*)?"
                                 r"(?:的)?\s*(?:概念|术语|名词|说法)")


def concept_introduced(s: str) -> list[dict]:
    """`…引入了…“X”的概念`: X, glossed by the sentence (see `_CONCEPT_INTRODUCED`); a word the book uses again."""
    m = _CONCEPT_INTRODUCED.search(s)
    return [_cand(m.group("t").strip(), s.strip(), 0.75)] if m else []
