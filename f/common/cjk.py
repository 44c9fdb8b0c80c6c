"""What counts as CJK, in one place. Pure.

`RANGES` are the CJK ideographs (the unified block, extension A, and the compatibility ideographs)
for use inside a regex character class; `has_cjk` / `count_cjk` ask of a text;
`is_chinese` is the language guess (as many ideographs as Latin words in its first 400
characters); `wide` is a character's East Asian width (W or F), the rule for joining lines and
spans without a space."""
from __future__ import annotations

import re
import unicodedata

RANGES = "\u3400-\u9fff\uf900-\ufaff"
CHAR = re.compile(f"[{RANGES}]")
IDEOGRAPHS = re.compile(f"[{RANGES}]+")
_WORD = re.compile(r"[A-Za-z0-9]+")


def has_cjk(text: str | None) -> bool:
    return bool(text) and CHAR.search(text) is not None


def language(text: str | None) -> str:
    """"zh" for a text holding any ideograph (a question, a query), else "en": which wording of a
    status line or a refusal a reader gets."""
    return "zh" if has_cjk(text) else "en"


def count_cjk(text: str) -> int:
    return len(CHAR.findall(text))


def is_chinese(text: str) -> bool:
    sample = text[:400]
    return count_cjk(sample) >= max(1, len(_WORD.findall(sample)))


def wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")
