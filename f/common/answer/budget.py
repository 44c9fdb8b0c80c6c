"""A hard token budget for text an agent reads: an upper bound of a text's tokens, and trimming to it.

The DeepSeek tokenizer (the agents' model family) does not run here, so the budget counts with a
bound that book text does not exceed under byte-level BPE: an ideograph of the unified block or
a CJK punctuation mark at most one token, a rarer ideograph (extension A, compatibility) three,
a run of Latin letters one token per four letters (at least one), digits one per
three (DeepSeek splits numbers into groups of three), each space or newline one, ASCII
punctuation one, any other character of the basic plane two, anything beyond it four (its UTF-8
bytes). Chinese book text comes out at about 0.7 of the bound, English at 0.45, formulas at 0.6,
so a text within the budget is within it by construction, not by luck (tests/test_answer_budget.py
checks it against the real tokenizer). What can exceed it is text no book holds: strings of random
letters or of rare ideographs (up to 2x); the budget (3,600 of the 4,000 allowed) is the margin.
Pure."""
from __future__ import annotations

import math
import re

_RUNS = re.compile("(?P<cjk>[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef])|"
                   "(?P<rare>[\u3400-\u4dbf\uf900-\ufaff])|(?P<latin>[A-Za-z]+)|"
                   r"(?P<digits>[0-9]+)|(?P<space>\s)|(?P<ascii>[\x00-\x7f])|(?P<bmp>[\u0080-\uffff])|"
                   r"(?P<astral>.)", re.DOTALL)
_COST = {"cjk": lambda n: 1, "rare": lambda n: 3, "latin": lambda n: max(1, math.ceil(n / 4)),
         "digits": lambda n: math.ceil(n / 3), "space": lambda n: 1, "ascii": lambda n: 1,
         "bmp": lambda n: 2, "astral": lambda n: 4}
ELLIPSIS = "…"


def upper_tokens(text: str) -> int:
    """At least the number of tokens DeepSeek's tokenizer gives the text."""
    return sum(_COST[m.lastgroup](m.end() - m.start()) for m in _RUNS.finditer(text or ""))


def fit(text: str, tokens: int) -> str:
    """The longest prefix of the text whose bound (with an ellipsis when cut) is within `tokens`;
    "" when not even the ellipsis fits."""
    text = text or ""
    if upper_tokens(text) <= tokens:
        return text
    room = tokens - upper_tokens(ELLIPSIS)
    low, high = 0, len(text)  # the bound of a prefix grows with its length: bisect
    while low < high:
        mid = (low + high + 1) // 2
        if upper_tokens(text[:mid]) <= room:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + ELLIPSIS if low else ""
