"""Chinese candidates that name no term, whichever rule read them (decision 0982). Pure.

- a quantified subject: "每个 KiCad 电路板文件指的是单个 PCB 设计" says something of every instance,
  it defines nothing (每个/每一/各个/所有/任何 before the noun);
- a terms section's prose read as an entry: "KiCad 使用了一些…的术语" (the gloss opens with a verb and an
  aspect mark: a narrative sentence, not a gloss), "符号有 引脚，作为连接点" (the "term" ends in a verb:
  the spaces set off the word after it, not a headword before a gloss).
"""
from __future__ import annotations

import re

from f.common.glossary import zh

_QUANTIFIED = re.compile(r"^\s*(?:每个|每一个?|每种|各个|各种|所有|任何|任一)")


def quantified(term: str) -> bool:
    return bool(_QUANTIFIED.match(term))


def narrative(cand: dict) -> bool:
    """A terms section's candidate that is a sentence of its prose (see the module's docstring)."""
    words = [w for w in zh.dictionary_cut(re.sub(r"\s", "", cand["term"])) if w.strip()]
    if words and len(words) > 1 and (zh.dictionary_tags().get(words[-1]) or "") == "v":
        return True
    gloss = [w for w in zh.dictionary_cut(cand["definition"][:12]) if w.strip()]
    return len(gloss) >= 2 and (zh.dictionary_tags().get(gloss[0]) or "").startswith("v") and gloss[1] in ("了", "过")
