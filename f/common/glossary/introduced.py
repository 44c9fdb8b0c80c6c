"""Where a text introduces a term: the name marked as new, then what it is. Pure.

Rounds 10-19 found each unseen book stating its definitions in a register the tuned ones lacked;
what the registers share is that the book marks the name where it first gives it, and says what it
is right there. The marks read here, in any register:
- the name given with its foreign name or abbreviation in brackets (`控制台（Console）`,
  `通用字符集（Universal Character Set，UCS）`, `Open Database Connectivity (ODBC)`), then a
  definitional predicate (是指 / 指 / 即 / 也就是 / 就是 / 又称 / 是 + a class noun; is / are + an
  article, refers to, means, stands for);
- a naming verb with the expansion in brackets (`a language called SQL (Structured Query Language, …)`);
- the book introducing a notion or mechanism by name (`引入了“样式”的概念`, `引入了浮动体的机制`);
- a quoted name as the subject of is/are (`SQL ‘queries’ are quite general operations on …`).
What is read off a shape alone carries `reuse` and `first_use` (vet keeps it where the book uses
the term again and not before): the book's own words, not general language, are the terms."""
from __future__ import annotations

import re

from f.common.cjk import RANGES as CJK
from f.common.glossary.candidate import candidate

# a definitional predicate after the marked name (Chinese): 是 only with a class noun ending its clause
_ZH_PREDICATE = re.compile(r"^\s*(?:[，,]\s*)?(?P<v>是指|指的是|即(?![使便可将刻时])|也就是说|也就是|就是|"
                           r"又称作|又称为|又称|也称作|也称为|(?:则|就|便)?是)\s*(?P<r>[^。；;]{2,})")
# what a bracket holds when it gives the name's foreign form: Latin words or an abbreviation, a few parts
_FOREIGN = re.compile(r"[A-Za-z][A-Za-z0-9 .\-&'’]{0,60}")
_BRACKETED = re.compile(rf"(?P<b>[{CJK}A-Za-z][{CJK}A-Za-z0-9 .\-]{{0,60}}?)\s*[（(](?P<a>[^（）()]{{1,80}})[）)]"
                        rf"(?P<k>[{CJK}]{{1,3}})?")
# the kinds a name is of, which may follow its bracket (`控制台（Console）环境`): the term with its kind is an alias
_KIND_AFTER = {"环境", "编码", "格式", "文件", "模式", "命令", "程序", "语言", "字体", "标准", "协议", "系统"}
_INTRODUCES = re.compile(r"引入(?:了)?\s*(?:一种|一个|一类)?\s*(?:[“\"「](?P<q>[^”\"」]{1,12})[”\"」]|"
                         rf"(?P<t>[{CJK}A-Za-z][{CJK}A-Za-z0-9 \-]{{1,11}}?))\s*的?\s*(?:概念|机制)")
# a quoted word opening its clause and qualifying a head noun (`“软”限制`), then what it can do or is: the
# book coins a kind of the head and sets its own word off by quotes where it gives it (round 27). A quoted
# phrase standing alone is how a menu's label or option is cited (`“所有图层”表示…`, `「保存密码」必须…`:
# round 27's seen sets), so the head is required; first mention and a second use are asked too (shape_only)
_ZH_QUOTED_OPENS = re.compile(rf"(?:^|(?<=[。；;，,：:]))\s*(?:所谓(?:的)?)?[“「『](?P<q>[^”」』“「『]{{1,8}})[”」』]"
                              rf"(?P<h>[{CJK}]{{1,3}}?)\s*(?P<v>可以|能够?|不能|不允许|允许|不会|会(?![议话])|必须|是指|"
                              r"指的是|就是|即(?![使便可将刻时])|表示|意味着|用于|用来)")
_EN_WORD = r"[A-Z][\w\-]*"
_EN_NAME = rf"{_EN_WORD}(?:\s+(?:{_EN_WORD}|of|for|and|the|to|in|on)){{0,7}}"
_EN_ABBR_IS = re.compile(rf"(?:^|(?<=[\s,;:]))(?P<t>{_EN_NAME})\s*\((?P<a>[A-Z][A-Za-z0-9\-]{{1,10}}?)s?\)\s+"
                         r"(?:is|are)\s+(?P<r>(?:an?|the)\s+\w[^.;]{2,})")
_EN_CALLED = re.compile(rf"\bcalled\s+(?P<t>[A-Z][A-Za-z0-9\-]{{0,15}})\s*\((?P<a>{_EN_NAME})\s*[,;)]")
# (a demonstrative before the quotes points back: "This “background task” is actually arbitrary")
_EN_QUOTED = re.compile(r"^(?:(?:The|A|An)\s+)?(?:(?!(?:This|That|These|Those|Such|Its?|Their)\s)"
                        r"(?P<m>[A-Z][A-Za-z0-9]{1,10})\s+)?"
                        r"[‘“\"'](?P<t>[a-z][a-z\- ]{1,30})[’”\"']\s+"
                        r"(?:is|are)\s+(?P<r>(?!not\b|also\b|then\b|used\b|created\b|made\b|one\s+of\b)[a-z][^.;]{3,})")


def _noun_clause(text: str) -> bool:
    from f.common.glossary.vet import noun_final

    clause = re.split(r"[，,]", text, maxsplit=1)[0].strip()
    return bool(clause) and noun_final(clause)


def _foreign_parts(inside: str) -> list[str]:
    """The bracket's Latin parts (`Universal Character Set，UCS` -> both), [] if any part is not a name."""
    parts = [p.strip() for p in re.split(r"[，,；;]", inside) if p.strip()]
    if not parts or not _FOREIGN.fullmatch(parts[0]):
        return []
    return [p for p in parts if _FOREIGN.fullmatch(p) and not re.match(r"(?:sometimes|often|also|see|e\.g|i\.e)\b", p)]


def _cand(term: str, aliases: list[str], definition: str, confidence: float, shape_only: bool) -> dict:
    return candidate(term, [a for a in dict.fromkeys(aliases) if a != term], definition, confidence,
                     reuse=shape_only, first_use=shape_only)


def zh_introduced(s: str, term, named_tail) -> list[dict]:
    """Chinese sentence: terms marked as introduced (see the module doc). `term(text)` gives
    (term, aliases) or None and `named_tail(text, words)` the name before an English gloss: the
    Chinese rules' own (glossary.zh passes them, which keeps this module below it)."""
    out = []
    for m in _BRACKETED.finditer(s):
        foreign = _foreign_parts(m.group("a"))
        kind = m.group("k") if m.group("k") in _KIND_AFTER else None
        after = s[m.end("k") if kind else m.end("a") + 1:]
        said = _ZH_PREDICATE.match(after)
        if not foreign or not said:
            continue
        if said.group("v").endswith("是") and not _noun_clause(said.group("r")):
            continue  # 是 needs a class noun: "…（ASCII）是最早出现的字符编码", not "…是为了…"
        before = m.group("b").strip()
        latin = re.search(rf"{_EN_NAME}$", before)
        if latin and len(latin.group(0)) >= 2:
            name = latin.group(0)
        else:
            name = named_tail(before, len(foreign[0].split()))
        found = term(name) if len(name) >= 2 else None
        abbreviation = [p for p in foreign if re.fullmatch(r"[A-Z][A-Z0-9\-]{1,9}", p)]
        if not found and abbreviation and len(name) >= 2:  # a long English name: its abbreviation is the term
            found, foreign = term(abbreviation[0]), [name] + [p for p in foreign if p != abbreviation[0]]
        if not found:
            continue
        aliases = found[1] + foreign + ([found[0] + kind] if kind else [])
        out.append(_cand(found[0], aliases, said.group("r"), 0.75, shape_only=True))
    for m in _ZH_QUOTED_OPENS.finditer(s):
        found = term(m.group("q") + m.group("h"))
        if found:
            aliases = found[1] + [m.group("q")]
            out.append(_cand(found[0], aliases, s[m.start("q") - 1:], 0.75, shape_only=True))
    for m in _INTRODUCES.finditer(s):
        raw = m.group("q") or m.group("t")
        found = term(raw)
        if found:
            out.append(_cand(found[0], found[1], s, 0.75, shape_only=not m.group("q")))
    return out


def en_introduced(s: str) -> list[dict]:
    """English sentence: terms marked as introduced (see the module doc)."""
    out = []
    for m in _EN_ABBR_IS.finditer(s):
        out.append(_cand(m.group("t"), [m.group("a")], m.group("r"), 0.75, shape_only=True))
    for m in _EN_CALLED.finditer(s):
        out.append(_cand(m.group("t"), [m.group("a")], s, 0.8, shape_only=False))
    m = _EN_QUOTED.match(s)
    if m:
        aliases = [f"{m.group('m')} {m.group('t')}"] if m.group("m") else []
        out.append(_cand(m.group("t"), aliases, m.group("r"), 0.8, shape_only=False))
    return out
