"""Token estimates and extractive summaries (pure): the embedded fallback when no LLM is set.

An extractive summary is the node's leading sentences plus, if any, a sentence that defines
something; it is labelled `extractive`, never passed off as an LLM summary."""
from __future__ import annotations

import re

from f.common.cjk import is_chinese

_SENTENCE = re.compile(r"[^。！？!?；;\n]+(?:[。！？!?；;]|(?<=[A-Za-z0-9)])\.(?=\s)|$)")
_KEY = re.compile(r"定义|称为|叫做|是指|即为|定理|we call|is called|is defined|defined as", re.I)
_SKIP = re.compile(r"^\s*(?:#|\||\$\$|\[图|```|- \[)")


def estimate_tokens(text: str) -> int:
    """About one token per CJK (non-ASCII) character and 1.3 per Latin word (a tokenizer-free
    estimate, made of C-speed string operations: it runs on every node of every book)."""
    ascii_part = text.encode("ascii", "ignore")
    return len(text) - len(ascii_part) + int(len(ascii_part.split()) * 1.3)


def sentences(text: str) -> list[str]:
    out = []
    for line in text.split("\n"):
        if not line.strip() or _SKIP.match(line):
            continue
        out.extend(s.strip() for s in _SENTENCE.findall(line) if len(s.strip()) > 3)
    return out


def extractive(text: str, limit: int = 160) -> str:
    """Leading sentences up to `limit` characters, plus the first defining sentence."""
    found = sentences(text[:4000])  # the opening of a long node is where it says what it is
    picked: list[str] = []
    size = 0
    for sentence in found:
        if picked and size + len(sentence) > limit:
            break
        picked.append(sentence)
        size += len(sentence)
    key = next((s for s in found[len(picked):] if _KEY.search(s)), None)
    if key and size + len(key) <= limit * 2:
        picked.append(key)
    summary = ("" if is_chinese(text) else " ").join(picked)
    return summary if len(summary) <= limit * 2 else summary[: limit * 2 - 1] + "…"
