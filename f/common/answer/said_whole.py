"""A statement option the page says word for word is the stated one (decision 1092).

A true/false stem (which statement is true, 下列说法正确的是) whose wrong options swap one word of
the page's sentence (cannot be changed -> can be changed, also -> only, 单数 -> 复数) shares every
content word with the page, so the word share supports all four options or, where the options
share their words, none. The option the book states is said whole, as written, by its sentence.
Where the stem asks which statement is true and exactly one option is a statement (a few words at
least) that one of its pages says whole (no case, no spaces or punctuation), it is supported and
the others are not. Other stems ask for a fact whose wrong options the book may say elsewhere
word for word (measured on the seen sets: six seen stems of that kind had a wrong option said whole)."""
from __future__ import annotations

import re
import unicodedata

# a statement, not a name or a value: four Latin words or eight Chinese characters at least
MIN_LATIN_WORDS = 4
MIN_HANZI = 8
_KEEP = re.compile(r"[^\w]|_")
# the stem asks which statement is true: 下列说法正确的是, 正确的一项; which statement ... is true
_TRUE_STEM_ZH = re.compile(r"(?:正确|对)的(?:是|一项|一个|选项)|说法正确")
_TRUE_STEM_EN = re.compile(r"\bwhich\b.*\b(?:true|correct)\b", re.I | re.S)


def asks_which_is_true(stem: str) -> bool:
    return bool(_TRUE_STEM_ZH.search(stem or "") or _TRUE_STEM_EN.search(stem or ""))


def _fold(text: str) -> str:
    return _KEEP.sub("", unicodedata.normalize("NFKC", text or "").casefold())


def is_statement(text: str) -> bool:
    text = unicodedata.normalize("NFKC", text or "")
    return len(re.findall(r"[A-Za-z]+", text)) >= MIN_LATIN_WORDS or \
        len(re.findall(r"[\u4e00-\u9fff]", text)) >= MIN_HANZI


def said_whole(text: str, pages: list[str]) -> bool:
    """A page says the option's text whole (NFKC, no case, no spaces or punctuation)."""
    key = _fold(text)
    return bool(key) and any(key in _fold(page) for page in pages)


def judge(options: list[dict], stem: str, pages_of: dict[str, list[str]]) -> bool:
    """Sets the verdicts where the stem asks which statement is true and exactly one statement
    option is said whole; True where it decided."""
    if not asks_which_is_true(stem):
        return False
    whole = [o for o in options if is_statement(o.get("text", ""))
             and said_whole(o.get("text", ""), pages_of.get(o["label"], []))]
    if len(whole) != 1:
        return False
    for option in options:
        if option is whole[0]:
            if option.get("verdict") != "contradicted":
                option["verdict"] = "supported"
        elif option.get("verdict") == "supported":
            option["verdict"] = "not_found"
    return True
