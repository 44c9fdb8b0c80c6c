"""A choice option's numbered names must be said in the sentence that states it (decision 1068).

The word cut drops a name's number (UCS-2 and UCS-4 both read ucs), so "UTF-32 是 UCS-2 的一个子集"
was stated by a page whose sentence says UTF-32 "是 UCS-4的一个子集" and whose other sentence names
UCS-2 as UTF-16's superset. A name joined to its number (UCS-2, UTF-32, GB2312, ISO 8859) tells
options apart as a whole: a supported option keeps its verdict only where one sentence of its pages
names its own words and each of its numbered names, with that number."""
from __future__ import annotations

import re
import unicodedata

from f.common.answer.number_options import SENTENCE_END

# letters (two or more) then a number, joined by a hyphen or nothing: ucs-2, utf-32, gb2312 (a word
# and a number apart, "is 10", is a phrase, not a name)
_NUMBERED = re.compile(r"(?<![a-z0-9])([a-z]{2,})-?(\d+)(?![0-9.])")


def numbered_names(text: str) -> list[tuple[str, str]]:
    """(letters, number) of each numbered name of a text (NFKC, no case)."""
    return _NUMBERED.findall(unicodedata.normalize("NFKC", text or "").casefold())


def says_name(sentence: str, name: tuple[str, str]) -> bool:
    """The sentence (NFKC, no case) names the numbered name with its number (UCS 2, ucs-2, ucs2)."""
    letters, number = name
    return re.search(rf"(?<![a-z0-9]){re.escape(letters)}[- ]?{number}(?![0-9])", sentence) is not None


def keep_where_said_together(options: list[dict], pages_of: dict[str, list[str]]) -> None:
    """A supported option with numbered names no sentence of its pages says together with its own
    words (option["distinctive"]) becomes not_found."""
    from f.common.answer.options import page_names
    from f.common.glossary.lookup import fold_term

    for option in options:
        names = numbered_names(option.get("text", ""))
        words = option.get("distinctive") or []
        if option.get("verdict") != "supported" or not names or not words:
            continue
        together = False
        for page in pages_of.get(option["label"], []):
            for sentence in SENTENCE_END.split(unicodedata.normalize("NFKC", page or "").casefold()):
                if all(says_name(sentence, n) for n in names) and \
                        all(page_names(w, fold_term(sentence), sentence) for w in words):
                    together = True
                    break
            if together:
                break
        if not together:
            option["verdict"] = "not_found"
