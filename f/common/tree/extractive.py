"""Extractive summaries (pure): the embedded fallback when no LLM is set.

An extractive summary is the node's leading sentences plus, if any, a sentence that defines
something; it is labelled `extractive`, never passed off as an LLM summary."""
from __future__ import annotations

import re

from f.common.cjk import is_chinese
from f.common.tokens import estimate_tokens

_SENTENCE = re.compile(r"[^。！？!?；;\n]+(?:[。！？!?；;]|(?<=[A-Za-z0-9)])\.(?=\s)|$)")
_KEY = re.compile(r"定义|称为|叫做|是指|即为|定理|we call|is called|is defined|defined as", re.I)
_SKIP = re.compile(r"^\s*(?:#|\||\$\$|\[图|```|- \[)")


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


def local_summary(text: str, verbatim_tokens: int) -> tuple[str, str]:
    """(summary, method) without an LLM: the text itself when it has at most `verbatim_tokens`
    tokens ("verbatim"), else its extractive summary ("extractive")."""
    if estimate_tokens(text) <= verbatim_tokens:
        return text, "verbatim"
    return extractive(text), "extractive"


def summary_key(node: dict) -> str:
    """Parents carry `prefix_summary` (their own text before the first child), leaves `summary`."""
    return "prefix_summary" if node.get("nodes") else "summary"
