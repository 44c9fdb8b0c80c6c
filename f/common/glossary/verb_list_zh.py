"""(decision 1129) A Chinese list whose lines each open with a name and say what it does. Pure.

A manual lists its macros, fields or programs one line each after a lead-in ending in a colon, and a
translation glosses each name with a verb instead of a noun phrase:

    程序可能需要的本地化信息会有不同的种类; …就可以把其中一个设置为需要的 locale:
    LC_COLLATE 这用来修改函数 strcoll() 和 strxfrm() 的执行方式, …
    LC_CTYPE 修改字符处理分类函数如 isupper() 和 toupper() 的执行方式, …

The definition-list reader of f.common.glossary.rules reads a name over a noun phrase only. Here the list
is proved by its shape: the colon of the lead-in, then lines in a row, each a different Latin name (an
optional bracketed other name after it), a space and a Chinese clause, two of them at least glossed by a verb
("下面是几点说明：" over "Windows 用户可以…", "Asymptote 支持…" is no list); a line whose clause opens
with a verb (jieba's tag), with 这/它 and a verb (这用来…), or with a preposition and a verb later in the
clause (为终端…产生…, 在考虑…时，修改…) is glossed by what the name does. A copula line (X 是…) is left to the
sentence rules, and a line that runs the name into a longer subject (X 的…, X 文件…) is no entry."""
from __future__ import annotations

import re

from f.common.glossary.patterns import LATIN_CHARS, clean_term, sentences
from f.common.glossary.vet import dictionary_cut, dictionary_tags

_MEMBER = re.compile(rf"^\s*(?P<t>[A-Za-z][{LATIN_CHARS}]{{0,30}})(?:\s*[（(]\s*(?P<a>[^（()）]{{1,40}}?)\s*[)）])?"
                     r"\s+(?P<r>[\u4e00-\u9fff].*)", re.S)
_LEAD_IN = re.compile(r"[：:]\s*$")
_POINTER = {"这", "它", "此", "其"}  # "这用来修改…": the line's own name pointed back to
_NOT_OPENING = {"是", "的", "和", "与", "及", "或", "也", "都", "就", "还", "中", "里", "上", "下"}


def _verb_gloss(clause: str) -> bool:
    """Whether a clause opens by saying what its subject does (see the module doc)."""
    words = [w for w in dictionary_cut(clause[:40]) if w.strip() and not re.fullmatch(r"\W+", w)]
    if not words or words[0] in _NOT_OPENING:
        return False
    tags = [(dictionary_tags().get(w) or "") for w in words]
    if tags[0].startswith("v"):
        return True
    if words[0] in _POINTER and len(words) > 1:
        return tags[1].startswith("v") or words[1] in ("用来", "用于")
    if tags[0].startswith("p"):  # 为/对/在 …, then the verb of the clause before its first stop
        head = re.split(r"[，,。；;]", clause, maxsplit=1)[0]
        return any(t.startswith("v") and w not in _NOT_OPENING for w, t in zip(words[1:], tags[1:]) if w in head)
    return False


def members(texts: list[str]) -> list[tuple[int, dict]]:
    """(index of the line, entry fields) for every verb-glossed line of a list (see the module doc) among
    one section's body texts."""
    out: list[tuple[int, dict]] = []
    i = 0
    while i < len(texts):
        if not _LEAD_IN.search(texts[i]):
            i += 1
            continue
        run = []
        j = i + 1
        while j < len(texts) and (m := _MEMBER.match(texts[j])):
            run.append((j, m))
            j += 1
        names = [clean_term(m.group("t")) for _j, m in run]
        glossed = [(at, m) for at, m in run if _verb_gloss(m.group("r"))]
        if len(glossed) >= 2 and len(set(names)) == len(names):  # one verb line after a colon is a remark's
            for at, m in glossed:
                first = sentences(texts[at])[0]
                gloss = texts[at][m.start("r"):first[1]].strip()
                aliases = [m.group("a").strip()] if m.group("a") else []
                out.append((at, {"term": clean_term(m.group("t")), "aliases": aliases, "definition": gloss,
                                 "confidence": 0.75, "kind": "definition",
                                 "quote": texts[at][first[0]:first[1]].strip()}))
        i = max(j, i + 1)
    return out


# (1129) The same gloss in running text: the first sentence under a heading opens with a name given in two
# languages and its kind noun (`Conflicts（冲突） 字段`, `中断 Breaks 字段`), then a verb of what it does; the
# heading names it ("5.2.1.2. 冲突：冲突字段": a manual's "label：name" heading, which topic_of leaves out).
_NAMED = (r"^\s*(?:(?P<g1>[\u4e00-\u9fff]{1,8})\s+)?(?P<t>[A-Za-z][\w.\-]{1,30})"
          r"(?:\s*[（(]\s*(?P<g2>[\u4e00-\u9fff]{1,8})\s*[)）])?\s*"
          r"(?P<k>字段|域|项|选项|命令|参数|变量|宏|函数|属性|标记|标签|指令)?\s*")
_NAMED_DOES = re.compile(_NAMED + r"(?:规定|用于|用来|负责|描述|表示|定义|决定|控制|管理|提供|指示|指明|指定|标志着|标明|列出)")
_NAMED_ONLY = re.compile(_NAMED)


def named_under_heading(sentence: str, heading: str) -> list[dict]:
    """A name and what it does, under a heading that names it by either of its names (see `_NAMED_DOES`)."""
    names = _names_under(_NAMED_DOES.match(sentence), heading)
    if not names:
        return []
    return [{"term": names[0], "aliases": names[1:], "definition": sentence.strip(), "confidence": 0.7,
             "kind": "definition", "anaphoric": False}]


def named_subject(sentence: str, heading: str) -> str | None:
    """The name in two languages opening the first sentence under a heading that names it, whatever the verb
    (`中断 Breaks 字段有一个影响…`): the next sentence's 它 + verb (zh.topic_role) says what it does."""
    names = _names_under(_NAMED_ONLY.match(sentence), heading)
    return names[0] if names else None


def _names_under(m: re.Match | None, heading: str) -> list[str]:
    """The Latin name and its Chinese names of a `_NAMED` match, where it holds a name in both languages
    and its kind noun and the heading names it by one of them; else []."""
    if not m or not (m.group("g1") or m.group("g2")) or not m.group("k"):
        return []  # its kind noun too: "有关 Debian 控制文件的…" (有关, a preposition; 控制, the noun's first word)
    names = [m.group("t")] + [g for g in (m.group("g1"), m.group("g2")) if g]
    return names if any(name.casefold() in heading.casefold() for name in names) else []
