"""A choice option the page states with the opposite polarity: "contradicted" (decision 1067).

Search alone cannot tell a page that states the opposite from one that names the same words, so
the verdict is claimed only where the page's sentence reads as the option's own text with a
negation put in (UTF-16 和 ASCII 兼容 -> 和 ASCII 不兼容; dvips 支持 -> dvips 不支持; X is
compatible -> X is not compatible): the option's whole predicate, to its end, and the words just
before it, as written, around a negation of a few characters. Every content word of the option
must be in that sentence too, so its subject is the option's. An option that holds a negation
itself, a paraphrase or a replaced word (has special support / has no support) is left alone."""
from __future__ import annotations

import re
import unicodedata

from f.common.answer.number_options import SENTENCE_END  # a sentence mark, an English full stop before a space
from f.common.answer.numbered_names import numbered_names, says_name
from f.common.answer.option_order import NEGATION

# the put-in piece: a negation with at most a helper around it (不, 并不, 不能, is not, does not)
MAX_PIECE = 8
# the option's words just before the negation the sentence must repeat: two characters (和ascii
# of 和 ASCII 兼容), which in an English option is at least its last whole word
MIN_BEFORE = 2
MIN_PREDICATE = 2


def _fold(text: str) -> tuple[str, list[int]]:
    """NFKC, no case, no spaces; and for each character kept, whether a space stood before it."""
    spaced = unicodedata.normalize("NFKC", text or "").casefold()
    out, gaps, gap = [], [], False
    for ch in spaced:
        if ch.isspace():
            gap = True
            continue
        out.append(ch)
        gaps.append(gap)
        gap = False
    return "".join(out), gaps


def states_opposite(option: str, sentence: str, words: list[str]) -> bool:
    """The sentence says the option's text with a negation put in before its predicate (see the
    module's docstring); `words` (the option's content words) are all in the sentence."""
    from f.common.glossary.lookup import fold_term

    text, gaps = _fold(option)
    if NEGATION.search(unicodedata.normalize("NFKC", option).casefold()):
        return False
    folded, _ = _fold(sentence)
    if not text or text in folded or not all(fold_term(w) in folded for w in words if fold_term(w)):
        return False
    # the cut drops a name's number: UTF-8's 兼容 is not denied by UTF-16's sentence (1068's names)
    if not all(says_name(sentence, n) for n in numbered_names(option)):
        return False
    latin = re.compile(r"[a-z0-9]")
    for cut in range(MIN_BEFORE, len(text) - MIN_PREDICATE + 1):
        # between two Latin letters only where the option has a space (a word's edge)
        if latin.match(text[cut - 1]) and latin.match(text[cut]) and not gaps[cut]:
            continue
        predicate = text[cut:]
        for at in [m.start() for m in re.finditer(re.escape(predicate), folded)]:
            piece_start = max(0, at - MAX_PIECE)
            for start in range(piece_start, at):
                piece = folded[start:at]
                if not NEGATION.search(piece) or not folded[:start].endswith(text[cut - MIN_BEFORE:cut]) \
                        or not all(ch.isalnum() for ch in piece):
                    continue
                if _latin_words_negated(piece) or _chinese_negated(piece):
                    return True
    return False


def _chinese_negated(piece: str) -> bool:
    """A Chinese put-in piece: a negation with its adverb and modal (不, 并不, 不能, 没有, 无法 ...),
    not a word that merely holds a negating character (无线, 非常 ...)."""
    return _CHINESE_PIECE.fullmatch(piece) is not None


_CHINESE_PIECE = re.compile(r"[并也都还却就]?(?:不|没有?|未|无法|无须|无需|非)(?:能|会|可以?|得|需要?|必|应该?|再)?")


def _latin_words_negated(piece: str) -> bool:
    """An English put-in piece: a helper verb and not (isnot, doesnot, cannot), nothing else."""
    return re.fullmatch(r"(?:is|are|was|were|do|does|did|can|could|will|would|should|must|may|has|have)?"
                        r"(?:not|never|n't)", piece) is not None


def mark(options: list[dict], pages_of: dict[str, list[str]], words_of: dict[str, list[str]]) -> None:
    """Sets "contradicted" on each option one of its pages states with a negation put in."""
    for option in options:
        text = option.get("text", "")
        for page in pages_of.get(option["label"], []):
            spaced = unicodedata.normalize("NFKC", page or "").casefold()
            if any(states_opposite(text, s, words_of.get(option["label"], []))
                   for s in SENTENCE_END.split(spaced)):
                option["verdict"] = "contradicted"
                break
