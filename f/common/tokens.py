"""The one token estimate, for models whose tokenizer does not run here (remote embedders, the
summary thresholds of the tree). Pure.

An upper estimate: a CJK ideograph is about one token in XLM-R-style vocabularies, a Latin word
(letters and digits) about 1.5, any other visible character one."""
from __future__ import annotations

import re

from f.common.cjk import CHAR

_WORD = re.compile(r"[A-Za-z0-9]+")
_SPACE = re.compile(r"\s+")


def estimate_tokens(text: str) -> int:
    cjk = len(CHAR.findall(text))
    words = _WORD.findall(text)
    rest = len(_SPACE.sub("", _WORD.sub("", CHAR.sub("", text))))
    return cjk + int(len(words) * 1.5 + 0.5) + rest
