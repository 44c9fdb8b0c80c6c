"""The thing an English question asks about, read from its grammar (1086). Pure.

"How much budget does Debian give ...", "Is there a deadline for ...", "What salary does ...":
the noun group the question word opens is what is asked for, however everyday the word (budget
9.62 nats, under english.DOMAIN). A page that names the question's other words (Debian, Python 3)
but never that thing does not answer it, so the thing, named on no page read, is the question's
missing subject. The words of the question's frame (explain, really, plan, the book) stand
outside these groups: a verb, an adverb or the document is never the asked group's noun.

The groups, read from closed word classes only (no list of nouns):
- after how much / how many: the words up to the auxiliary (How much tax does ...);
- after which / what / whose: the words up to the auxiliary (Which customer support address should ...);
- after what is / what are + a determiner, and after is there / are there (+ a determiner) opening
  the question: the words up to a preposition, a relative word or the end (What is the deadline
  for ..., Is there a deadline for ...); "Why is there no room ..." asks a reason, not the thing.
A group that runs into anything else (Which level of ..., What happens when ...) is not read."""
from __future__ import annotations

import re

from f.common.answer.english import DOCUMENT, DOMAIN, FILLER, comparative, information, named_as_written_nowhere, nominal
from f.common.answer.english import _adverb as adverb

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-'’][A-Za-z0-9]+)*")
_AUXILIARY = frozenset("is are was were do does did can could will would should must may might shall has have had".split())
_DETERMINER = frozenset("a an the any some no my your our their its his her this that these those".split())
_ENDS_GROUP = frozenset("of for in on at to from with by about into onto against under over than that which who "
                        "whom whose when where if".split())
_MAX_GROUP = 3  # words of one asked group (customer support address)


def _group_to(words: list[str], start: int, ends: frozenset[str], end_ok: bool) -> list[str]:
    """The words from `start` up to the first of `ends` (or the question's end when end_ok); none
    when the run is longer than _MAX_GROUP or stops on anything else (a determiner, an auxiliary,
    a preposition: what kind of data does ... asks no one word)."""
    group = []
    for word in words[start:]:
        if word.lower() in ends:
            return group if len(group) <= _MAX_GROUP else []
        if word.lower() in _AUXILIARY or word.lower() in _DETERMINER or word.lower() in _ENDS_GROUP:
            return []
        group.append(word)
    return group if end_ok and len(group) <= _MAX_GROUP else []


def _opens(stem: str, matches: list[re.Match], i: int) -> bool:
    """The word i opens the question: first, after a comma (In the manual, how many ...), or after
    one preposition (In which order ...). An embedded question word (Why is it hard to predict how
    many customers ...) asks for no thing: the question asks a reason."""
    before = stem[:matches[i].start()].rstrip()
    return not before or before.endswith(",") or (i == 1 and matches[0].group().lower() in _ENDS_GROUP)


def asked_group(stem: str) -> list[str]:
    """The words of the noun group the question asks for (module docstring), as written; [] when
    the grammar shows none."""
    matches = list(_WORD.finditer(stem))
    words = [m.group() for m in matches]
    lowered = [w.lower() for w in words]
    for i, word in enumerate(lowered):
        if not _opens(stem, matches, i):
            continue
        nxt = lowered[i + 1] if i + 1 < len(lowered) else ""
        if word == "how" and nxt in ("much", "many"):
            return _group_to(words, i + 2, _AUXILIARY, False)
        if word in ("which", "what", "whose"):
            if nxt in ("is", "are", "was", "were") and i + 2 < len(lowered) and lowered[i + 2] in _DETERMINER:
                return _group_to(words, i + 3, _ENDS_GROUP, True)
            return _group_to(words, i + 1, _AUXILIARY, False)
        if word in ("is", "are") and nxt == "there":  # opening: not "why is there no room", a reason asked
            at = i + 3 if i + 2 < len(lowered) and lowered[i + 2] in _DETERMINER else i + 2
            return _group_to(words, at, _ENDS_GROUP, True)
    return []


_YES_NO = frozenset("does do did can could will would should may might must".split())
_INDEFINITE = frozenset({"a", "an"})
# what may follow a one-word noun group: a preposition or relative (_ENDS_GROUP), a conjunction
_CONJUNCTION = frozenset("when whenever before after while if unless until once because since so and or".split())


def supposed_things(stem: str) -> list[str]:
    """In a yes/no question (an auxiliary opens it: Does ..., Can ...), each noun an indefinite
    article brings in as one word, a preposition, a conjunction or the end after it: the thing
    whose being there is asked (Does X send an email when ..., play a sound when ..., hire a lawyer
    before ...). A longer group (a file read) is not read: the grammar does not show its noun."""
    matches = list(_WORD.finditer(stem))
    words = [m.group() for m in matches]
    lowered = [w.lower() for w in words]
    if not lowered or lowered[0] not in _YES_NO:
        return []
    out = []
    for i in range(1, len(words) - 1):
        if lowered[i] not in _INDEFINITE:
            continue
        if i + 2 >= len(words) or lowered[i + 2] in _ENDS_GROUP or lowered[i + 2] in _CONJUNCTION:
            out.append(words[i + 1])
    return out


def unnamed(stem: str, texts: list[str]) -> str | None:
    """The first word of the asked group, or of a yes/no question's supposed things (1124), that
    can name a thing (english.nominal; no comparative: how much faster asks a degree; no adverb:
    what exactly; no document: which manual), is no everyday filler (at or above english.FILLER
    nats) and that no text read names in any form the index stems (english.named_nowhere; a word
    whose stem cuts a derivational ending only in its own forms: 1123), lower-cased; else None."""
    group = asked_group(stem)
    for word in [*group, *supposed_things(stem)]:
        if word.lower() in DOCUMENT:  # which manual explains ...: the book pointed at, not the thing asked
            continue
        thing = nominal(word) and not comparative(word) and not adverb(word) and information(word) >= FILLER
        # a supposed thing only of everyday frequency: a domain word no page names is the missing
        # subject already (coverage.missing_subject), and a page may say a domain word otherwise
        thing = thing and (word in group or information(word) < DOMAIN)
        # a word whose stem cuts a derivational ending is named only in its own forms (1123)
        if thing and named_as_written_nowhere(word, texts):
            return word.lower()
    return None
