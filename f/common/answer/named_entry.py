"""The stem names a definition list's term and the options are descriptions: read the term's entry (decision 1158).

"What does grep's -L option do?" or "/etc/shadow 里的“密码警告时间段”字段记录的是什么？" with four descriptions,
each the description of a sibling term on the same page (-l, -c, -H; 密码禁用期, 最后一次更改密码的日期):
the word share finds every one said on the page, or the cut leaves none of their own words. What
the page says of the asked term is its entry, the term's line and the lines after it up to its next
sibling (value_marks.entries). Where the stem names such a term (a flag as written, case kept, or
a name line whole) and no option names it, an option the entry says word for word is stated
alone; else the options whose content words the entry names most, SUPPORT_SHARE at least, are
supported and the others are not. Options that are a value and a word or two are value_marks'."""
from __future__ import annotations

import unicodedata

from f.common.answer import said_whole, value_marks


def _named_entries(stem: str, pages: list[str]) -> list[tuple[str, str]]:
    """(term, entry) of the terms the stem names, on any of the pages."""
    out = []
    for page in pages:
        for term, entry in value_marks.entries(page):
            if _names(stem, term) and (term, entry) not in out:
                out.append((term, entry))
    return out


def _names(text: str, term: str) -> bool:
    """The text names the term: one of its flags as written, or the name line whole."""
    from f.common.glossary.lookup import fold_term

    if value_marks.NAME_LINE.fullmatch(term):
        return fold_term(term) in fold_term(text)
    return any(value_marks.said(m, unicodedata.normalize("NFKC", text)) for m in value_marks.marks(term))


def descriptions(options: list[dict], content_words) -> bool:
    """Two options or more, each more than a value and a word or two (value_marks.MAX_OTHER_WORDS)."""
    return len(options) >= 2 and all(len(content_words(o.get("text", ""))) > value_marks.MAX_OTHER_WORDS for o in options)


def judge(options: list[dict], stem: str, pages: list[str], content_words) -> bool:
    """Sets the verdicts where the stem names a term whose entry is on the pages and every option is a
    description (more than a value and a word or two) that does not name the term; True where it decided."""
    from f.common.answer.options import SUPPORT_SHARE, page_names
    from f.common.glossary.lookup import fold_term

    if not descriptions(options, content_words):
        return False
    words = {o["label"]: content_words(o.get("text", "")) for o in options}
    # a term an option names is no asked term: the options are told apart by it, not described by its entry
    entries = [entry for term, entry in _named_entries(stem, pages)
               if not any(_names(o.get("text", ""), term) for o in options)]
    if not entries:
        return False
    whole = [o["label"] for o in options if said_whole.said_whole(o.get("text", ""), entries)]
    if len(whole) == 1:
        winners = whole
    else:
        share = {}
        for option in options:
            own = words[option["label"]]
            share[option["label"]] = max(sum(page_names(w, fold_term(e), e.casefold()) for w in own) / len(own)
                                         for e in entries)
        top = max(share.values())
        winners = [k for k, v in share.items() if v == top]
        if top < SUPPORT_SHARE or len(winners) == len(options):
            return False
    for option in options:
        if option["label"] in winners:
            if option.get("verdict") != "contradicted":
                option["verdict"] = "supported"
        elif option.get("verdict") == "supported":
            option["verdict"] = "not_found"
    return True
