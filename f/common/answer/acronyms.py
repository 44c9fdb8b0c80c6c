"""An acronym the pages spell out in full (1122). Pure.

A reader writes LGPL where the licence says "Lesser General Public License" (or "Lesser GPL") and
never the four letters: the pages name the thing, in words whose initials spell the acronym. Read
from the letters alone, no list of acronyms: a run of capitalised words on a page whose initials
(a capitalised acronym standing in the run gives all its letters: Lesser GPL) are the acronym's
letters in order is a form of it."""
from __future__ import annotations

import re

_ACRONYM = re.compile(r"[A-Z]{2,6}s?")  # LGPL, GPL, FSF; a plural s (APIs)
_RUN = re.compile(r"(?:[A-Z][A-Za-z]*[-\s]+)+[A-Z][A-Za-z]*")  # capitalised words one after another
_WORD = re.compile(r"[A-Z][A-Za-z]*")


def acronym(concept: str) -> str | None:
    """The concept's letters when it is written as an acronym (two to six capitals), else None."""
    return concept.rstrip("s") if _ACRONYM.fullmatch(concept) else None


def _letters(word: str) -> str:
    return word if word.isupper() else word[0]


def spelt_out(letters: str, text: str) -> list[str]:
    """The runs of capitalised words of the text whose initials spell the letters (module
    docstring), as written; the acronym itself written in the text is not a spelling of it."""
    found = []
    for run in _RUN.finditer(text):
        words = [m for m in _WORD.finditer(run.group())]
        for start in range(len(words)):
            spelt = ""
            for end in range(start, len(words)):
                spelt += _letters(words[end].group())
                if not letters.startswith(spelt):
                    break
                if spelt == letters and end > start:
                    found.append(run.group()[words[start].start():words[end].end()])
                    break
    return list(dict.fromkeys(found))


def with_spelt_acronyms(forms: dict[str, list[str]], texts: list[str], fold) -> dict[str, list[str]]:
    """forms, where an acronym concept (LGPL) the texts spell out in full (Lesser General Public
    License) is also said by those words, folded by `fold` as the forms are."""
    out = dict(forms)
    for concept, written in forms.items():
        letters = acronym(concept)
        if not letters:
            continue
        spelt = [fold(s) for text in texts for s in spelt_out(letters, text)]
        if spelt:
            out[concept] = list(dict.fromkeys([*written, *spelt]))
    return out
