"""Two nouns the question writes side by side as one name no dictionary holds. Pure.

A student names a product, a scheme or a method by two common nouns glued (芝麻信用 of 芝麻信用分,
数字人民币): jieba's dictionary lacks the whole, so the cut gives two nouns, and the plan keeps both
as concepts. A library that names each somewhere (芝麻 on one page, 信用 on many) then covers the
question word by word, though no page speaks of the thing: a near-topic question is found. The
name is said only where one sentence names both nouns, as for a kind the plan joins
(coverage.said_apart); unsaid on every page read, it is the question's missing subject (0712)."""
from __future__ import annotations

import re

from f.common.answer.cut_pieces import pos_tags
from f.common.cjk import IDEOGRAPHS

_SENTENCE_END = re.compile(r"[。！？；!?;\n]")


def _noun(word: str) -> bool:
    """A common noun of the dictionary, two characters or more, that jieba tags a noun alone (n,
    not a person's or place's name, nr ns: 阿里, 西藏 before a noun say whose or where)."""
    from f.common.answer import salience

    return len(word) >= 2 and bool(IDEOGRAPHS.fullmatch(word)) and salience.known(word) and pos_tags(word) == ["n"]


def glued_names(question: str, concepts: list[str]) -> list[tuple[str, str]]:
    """Pairs of the plan's concepts the question writes side by side (芝麻 + 信用 in 芝麻信用分),
    each a common noun (_noun), the two together no entry of jieba's dictionary (a word it knows,
    消息队列 or 中小企业, it would have kept whole)."""
    from f.common.answer import salience

    out = []
    for left, right in zip(concepts, concepts[1:]):
        if left + right in question and _noun(left) and _noun(right) and not salience.known(left + right):
            out.append((left, right))
    return out


def named_together(left: str, right: str, texts: list[str]) -> bool:
    """One sentence of one of the texts names both nouns (spaces left out: a page's layout may
    set them between two characters of a word)."""
    return any(left in sentence and right in sentence
               for text in texts for sentence in _SENTENCE_END.split(re.sub(r"[ \t\u3000]", "", text)))


def unsaid_name(question: str, concepts: list[str], weights: dict[str, float], texts: list[str]) -> str | None:
    """The first name glued of two nouns (glued_names) that no sentence of the texts (the pack's
    pages and the nouns' own searches' pages) names whole, one of its nouns telling in this library
    (weight over 0: a word every page names tells nothing of the thing), else None."""
    for left, right in glued_names(question, concepts):
        if max(weights.get(left, 1.0), weights.get(right, 1.0)) > 0 and not named_together(left, right, texts):
            return left + right
    return None
