"""Is a Latin name one the book introduces? (decision 0661). Pure.

A name general English does not spell is the book's own: an acronym (TURN, RPC: capitals the sentence
did not capitalise for its start), letters with digits (e2guardian), a capital inside a word (OpenSSH),
letters joined by a hyphen, dot or underscore (squid-cgi), or a word rare in general English: 14 nats
or more by the frequencies f.common.answer.english reads (scp, sftp, portmapper; not specification, 12.1,
nor informal, 11.8, which en._rare's 11 nats lets through for its own narrower shapes)."""
from __future__ import annotations

import re

from f.common.answer.english import information

RARE_NATS = 14.0
# a value's notation, not a name: a code point (U+265E), a hexadecimal (0x10FFFF) or decimal number (decision 1051)
_VALUE = re.compile(r"U\+[0-9A-Fa-f]{4,6}|0[xX][0-9A-Fa-f]+|\d+(?:\.\d+)*")
_SHAPED = re.compile(r"[A-Z]{2,}[0-9]*s?|.*\d.*|.*[a-z][A-Z].*|.*[A-Za-z][\-_.+/][A-Za-z].*")


def shaped_name(word: str) -> bool:
    """A word spelled as a name (RV64I, CI-format, OpenSSH), whatever its frequency."""
    return bool(_SHAPED.fullmatch(word.strip(" .,;:")))


def introduced_name(term: str) -> bool:
    """True when the first Latin word of `term` is a name by its shape or its rarity (see above)."""
    m = re.match(r"\s*([A-Za-z](?:[A-Za-z0-9_.+\-/]*[A-Za-z0-9+])?)(?![A-Za-z0-9])", term)
    if not m:
        return False
    word = m.group(1)
    if _VALUE.fullmatch(word):
        return False  # "U+265E is a code point, …": a value written in a notation, one member of a class (1051)
    return bool(_SHAPED.fullmatch(word)) or information(word.lower()) >= RARE_NATS
