"""British spellings read as their American form before stemming (decision 0730), so a reader who
writes "licence", "millimetres" or "world-writeable" finds the page that says "license",
"millimeters" or "writable", and the other way round.

Snowball's English stemmer leaves the two spellings apart (licenc / licens, behaviour / behavior,
organis / organ). The rule is a handful of suffix patterns (-our, -tre, -ence, -ise, -yse, a doubled l
before -ed/-ing/-er, -ogue, -eable), each applied only where general English frequency says so:
the other form must be a word wordfreq's English list holds and more frequent than the written
one (filled stays filled: filed is rarer; four stays four: not five letters). The pairs are derived
once from that list and kept under KB_HOME/run (f.common.run_cache): building them reads the
frequency list (about 2 s), loading them afterwards costs about a millisecond."""
from __future__ import annotations

import re
import threading

MIN_LETTERS = 5  # shorter words are left alone (four, hour, pour: no British variant)
RULES = (
    (re.compile(r"^(.{3,})our(s|ed|ing|ite|ites|able|al|ful|less|er|ers)?$"), r"\1or\2"),  # colour, behaviours
    (re.compile(r"^(.{2,})tre(s|d)?$"), r"\1ter\2"),                                        # centre, millimetres
    (re.compile(r"^(.{2,})ence(s|d)?$"), r"\1ense\2"),                                      # licence, defence
    (re.compile(r"^(.{2,})is(e|es|ed|ing|ation|ations|er|ers)$"), r"\1iz\2"),              # organise, optimisation
    (re.compile(r"^(.{2,})ys(e|es|ed|ing|er|ers)$"), r"\1yz\2"),                            # analyse
    (re.compile(r"^(.{2,}[aeiou])ll(ed|ing|er|ers)$"), r"\1l\2"),                            # labelled, modelling
    (re.compile(r"^(.{2,})ogue(s)?$"), r"\1og\2"),                                          # catalogue
    (re.compile(r"^(.{2,}[^aeiou])eab(le|ility)$"), r"\1ab\2"),                              # writeable, sizeable
)
_lock = threading.Lock()
_pairs: dict[str, str] | None = None


def variant(word: str, frequency) -> str:
    """The first rule's other form of `word` when `frequency` (word -> share of English) finds it
    more frequent than `word`, else `word`."""
    for pattern, replacement in RULES:
        if pattern.match(word):
            other = pattern.sub(replacement, word)
            return other if frequency(other) > frequency(word) else word
    return word


def derive(frequencies: dict[str, float]) -> dict[str, str]:
    """Every lower-case word of the list with a more frequent other spelling -> that spelling."""
    pairs = {}
    for word in frequencies:
        if len(word) >= MIN_LETTERS and word.isascii() and word.isalpha():
            other = variant(word, lambda w: frequencies.get(w, 0.0))
            if other != word:
                pairs[word] = other
    return pairs


def _load() -> dict[str, str]:
    global _pairs
    with _lock:
        if _pairs is None:
            import hashlib

            from f.common.run_cache import load_or_build, path_for

            key = hashlib.sha256(repr((_list_stamp(), [(p.pattern, r) for p, r in RULES])).encode())
            _pairs = load_or_build(path_for("en-spelling", key.hexdigest()[:12]), _build)
        return _pairs


def _list_stamp() -> tuple:
    """Which frequency list the pairs come from (wordfreq's English data files, size and time),
    read without importing wordfreq; a new list builds new pairs."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("wordfreq")
    data = Path(spec.origin).parent / "data" if spec and spec.origin else None
    return tuple(sorted((f.name, f.stat().st_size, int(f.stat().st_mtime)) for f in data.glob("*_en.*"))) if data else ()


def _build() -> dict[str, str]:
    from wordfreq import get_frequency_dict  # only when the pairs are not kept yet: about 2 s

    return derive(get_frequency_dict("en"))


def american(word: str) -> str:
    """A lower-case Latin word in its more frequent (American) spelling: licence -> license."""
    if len(word) < MIN_LETTERS or not word.isalpha():
        return word
    return _load().get(word, word)
