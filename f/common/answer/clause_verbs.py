"""The -s verbs an English stem's grammar reads as a clause's verb (1061), where general English
spells the verb and the plural noun alike (promises, compiles, names): a verb is an act the page
says in its own words (builds, guarantees), no thing the books lack, so it is no missing subject
and no term the answering page must name (0199, as participles already are: english.nominal)."""
from __future__ import annotations

import re

from f.common.answer.english import _frequencies, name

_WORD = re.compile(r"[A-Za-z]+(?:[-'’][A-Za-z]+)*")
# what opens a noun group or a clause right after a word: a determiner or a subject pronoun
_OPENING = frozenset("the a an my your our their its his her this these those every each some any all "
                     "i we you they it he she".split())
# words after which an -s word is a noun group's head, never a verb (the options that ..., of files)
_NOUN_BEFORE = frozenset("the a an my your our their its his her this these those some any all many several "
                         "which what whose of for in on at to from with by about into onto".split())
_WH = frozenset({"which", "what"})
# an auxiliary or a conjunction before the -s word: the wh-word is no subject, or a new clause began
_NOT_THE_GROUP = frozenset("is are was were be been do does did can could will would should must may might "
                           "has have had if when whenever because unless until while once since though although".split())
_AND = frozenset({"and", "or"})
_PAIRING = frozenset({"both", "either"})


def s_form(word: str) -> bool:
    """A third-person -s form (or a plural) of a word general English lists (promises of promise,
    compiles of compile, passes of pass); a name is neither."""
    lowered = word.lower()
    if len(lowered) < 4 or not lowered.endswith("s") or lowered.endswith(("ss", "us", "is")) or name(word):
        return False
    freq = _frequencies()
    return lowered[:-1] in freq or (lowered.endswith("es") and lowered[:-2] in freq)


def clause_verbs(stem: str) -> set[str]:
    """The stem's -s words read as verbs, lower-cased:
    - a which/what question's verb: the first -s word after the asked noun group (not right after a
      determiner, a preposition or the wh-word, where it is the group's own noun), followed by
      `that` or an opening word (Which level of platform support promises that a target ...):
      the question asks which thing acts, and a finite verb must follow its subject;
    - a pair of -s words joined by and/or (both/either first) after a noun, the second followed by
      an opening word (a target both compiles and passes its test suite): a noun is not followed
      by another noun group's determiner, so the second is a verb, and the first its coordinate."""
    words = [m.group() for m in _WORD.finditer(stem)]
    lowered = [w.lower() for w in words]
    out: set[str] = set()

    def opens(i: int) -> bool:
        return i < len(lowered) and (lowered[i] in _OPENING or lowered[i] == "that")

    if len(lowered) > 2 and lowered[0] in _WH and not s_form(words[1]):  # what happens: the wh-word's own verb
        for i in range(1, len(words)):
            if lowered[i] in _NOT_THE_GROUP:
                break
            if i >= 2 and s_form(words[i]) and lowered[i - 1] not in _NOUN_BEFORE:
                if opens(i + 1):
                    out.add(lowered[i])
                break
    for i in range(1, len(words) - 3):
        first = i + 1 if lowered[i] in _PAIRING else i
        before = lowered[i - 1]
        if first + 3 > len(words) or before in _NOUN_BEFORE or before in _AND:
            continue
        if s_form(words[first]) and lowered[first + 1] in _AND and s_form(words[first + 2]) and \
                first + 3 < len(words) and lowered[first + 3] in _OPENING and lowered[first + 3] != "i":
            out.update({lowered[first], lowered[first + 2]})
    return out


def without_verbs(terms: list[str], stem: str) -> list[str]:
    """The question's terms less the -s words its grammar reads as verbs (clause_verbs)."""
    acts = clause_verbs(stem)
    return [t for t in terms if t.lower() not in acts]
