"""Sparse (lexical) vectors that work on Chinese and English, for Qdrant's IDF modifier.

Two analysers, one per script, over the runs of a text: ideograph runs go to jieba's
search-engine cut (whole words plus their dictionary sub-words, so 数量积 matches both 数量积 and
数量) with textbook terms added to its dictionary (`sparse_terms.py`) so they stay whole; the
rest is read as English: words by a word pattern (hyphenated words split, a possessive 's
dropped, numbers kept whole with their decimal point: $1.2 -> 1.2, 11,171 -> 11171, 2019),
lower-cased, English stop words dropped, a British spelling read as its American form (licence ->
license, `spelling.py`), then reduced to their Snowball (Porter 2) English stem, so "policies"
matches "policy" and "synchronizes" matches "synchronization". The same
`tokens()` serves documents and queries. Indices are CRC32 of the token (stable across processes
and machines); document values are BM25's saturated term frequency, with the length
normalised against the average passage of its script (an English passage holds about half as
many tokens as a Chinese one of the same model window), query values 1, and Qdrant multiplies
by IDF at query time (Modifier.IDF), which makes the dot product BM25."""
from __future__ import annotations

import functools
import hashlib
import logging
import re
import threading
import zlib

from f.common.cjk import RANGES
from f.common.vectors.sparse_terms import TERMS
from f.common.vectors.spelling import american

log = logging.getLogger(__name__)

K1, B = 1.2, 0.75
# Average tokens of a passage (the model's window less the section's share), per script: a
# Chinese passage ~250 (jieba's cut with its sub-words), an English one ~120 (measured: 116-143
# on five English PDFs, a filing, two guidances, a manual and a thesis; docs/benchmarks/search.md).
AVG_LEN, AVG_LEN_LATIN = 250.0, 120.0
# The tokens' version: recorded with the collection (f.common.vectors.collection), so an index
# made with other tokens asks for a re-index instead of silently missing. 2: English stems.
# 3: an English analyser for Latin runs (word pattern, numbers, possessives, a full stop list)
# and the length normalised per script. 4: British spellings read as American (decision 0730).
VERSION = "4"
STOP_WORDS = set("的 了 是 在 和 与 及 或 也 都 就 而 之 其 这 那 个 为 以 于 对 由 把 被 从 到 中 上 下 "
            "吗 呢 吧 啊 什么 怎么 如何 哪些 哪个 为什么 是否 一个 我们 可以 the a an of to in "
            "and or is are be for on with as by at what which how why does do did done was were "
            "been being am has have had having it its this that these those there their them they "
            "he she his her we our you your i me my from into onto than then so such not no nor "
            "if else when where who whom whose can could should would will shall may might must "
            "about above after before between over under again further once also any all both "
            "each few more most other some only own same too very just out up down off here "
            "because while during through until against per via".split())
# English function words (the common English stop list), with and without their apostrophe
EN_STOP_WORDS = frozenset(w for word in """a about above after again against all am an and any are
    aren't as at be because been before being below between both but by can can't cannot could
    couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't
    has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his
    how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't
    my myself no nor not of off on once only or other ought our ours ourselves out over own same
    shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs
    them themselves then there there's these they they'd they'll they're they've this those through
    to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when
    when's where where's which while who who's whom why why's with won't would wouldn't you you'd
    you'll you're you've your yours yourself yourselves also may might must shall will via per
    upon""".split() for w in (word, word.replace("'", ""))) | {w for w in STOP_WORDS if w.isascii()}
_TOKEN = re.compile(f"[\\w{RANGES}]", re.UNICODE)
_LATIN_WORD = re.compile(r"[a-z]+")
_CJK = re.compile(f"[{RANGES}]")
# an ideograph run with the letters and digits set against it without a space (前n项和, A股, 第3章):
# jieba's, as are the terms of its dictionary that mix scripts
_CJK_RUN = re.compile(f"[A-Za-z0-9]*(?:[{RANGES}]+[A-Za-z0-9]*)+")
# a word: letters and digits, joined by an inner full stop, comma or apostrophe (1,234.5, lr.w,
# adobe's); hyphens, slashes and other marks separate words
_WORD = re.compile(r"[^\W_]+(?:[.,'’][^\W_]+)*")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_POSSESSIVE = re.compile(r"['’]s$")
_lock = threading.Lock()
_jieba = None


def _cache_path():
    """A pickle of the prefix dictionary with our terms added, under KB_HOME/run: it loads about
    three times faster than jieba's own marshal cache (measured, docs/benchmarks.md). Keyed by
    jieba's version and the term list, so a change of either builds a new one."""
    import jieba

    from f.common.run_cache import path_for

    return path_for("jieba", hashlib.sha256(repr((jieba.__version__, TERMS)).encode()).hexdigest()[:12])


def _build(tok) -> tuple[dict, int]:
    tok.initialize()
    for term in TERMS:
        tok.add_word(term, freq=200000)
    return tok.FREQ, tok.total


def _tokenizer():
    global _jieba
    with _lock:
        if _jieba is None:
            import jieba

            from f.common.run_cache import load_or_build

            jieba.setLogLevel(logging.WARNING)
            tok = jieba.Tokenizer()
            tok.FREQ, tok.total = load_or_build(_cache_path(), lambda: _build(tok))
            tok.initialized = True
            for term in sorted(_pending):  # glossary terms added before the dictionary was needed
                tok.add_word(term, freq=200000)
            _pending.clear()
            _jieba = tok
        return _jieba


_added: set[str] = set()
_pending: set[str] = set()  # added while jieba was not loaded yet: joined when it is
MAX_TERM = 30


def dictionary_size() -> int:
    """How many glossary terms this process added (a cut may change when it grows)."""
    return len(_added)


def add_terms(terms) -> int:
    """The library's glossary terms and aliases join the dictionary (kept whole, like TERMS), in
    this process: 算术平方根 becomes a token of its own, its sub-words stay. Returns how many were
    new. Texts embedded before a term was added still match on its sub-words. Does not load
    jieba: a text with no ideograph (an English query) is tokenized without it."""
    fresh = [t.strip() for t in terms if isinstance(t, str) and 2 <= len(t.strip()) <= MAX_TERM
             and t.strip() not in _added]
    if not fresh:
        return 0
    with _lock:
        for term in fresh:
            if _jieba is None:  # not loaded: an English query may never need it (0.3 s saved)
                _pending.add(term)
            else:
                _jieba.add_word(term, freq=200000)
            _added.add(term)
    return len(fresh)


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A Latin word's English stem (letters only: a number or a mixed token like rv32e stays)."""
    if len(word) < 4 or not _LATIN_WORD.fullmatch(word):
        return word
    global _stemmer
    with _stem_lock:  # a Snowball stemmer keeps state while it works: one word at a time
        if _stemmer is None:
            import snowballstemmer

            _stemmer = snowballstemmer.stemmer("english")
        return _stemmer.stemWord(word)


_stemmer = None
_stem_lock = threading.Lock()


def _kept(cut) -> list[str]:
    """The one filter for both cuts: lower-cased, with a letter or ideograph, no function word."""
    return [w for w in (word.strip().lower() for word in cut) if w and _TOKEN.search(w) and w not in STOP_WORDS]


def english(text: str) -> list[str]:
    """The English analyser: words lower-cased, stop words dropped, in their American spelling,
    stemmed; a number is one token without its thousands commas (11,171 -> 11171; 1.2 stays 1.2);
    a word joined by full stops (lr.w, u.s) is its parts."""
    out = []
    for match in _WORD.finditer(text.lower()):
        word = match.group()
        if _NUMBER.fullmatch(word):
            out.append(word.replace(",", ""))
            continue
        word = _POSSESSIVE.sub("", word).replace("'", "").replace("’", "")
        for part in re.split(r"[.,]", word):
            if part and part not in EN_STOP_WORDS:
                out.append(stem(american(part)))
    return out


def tokens(text: str) -> list[str]:
    """What is indexed and searched: each ideograph run jieba's search cut, kept (a Latin word
    glued to it stemmed, as before); the text between them the English analyser's."""
    text = text or ""
    out: list[str] = []
    start = 0
    for run in _CJK_RUN.finditer(text):  # jieba is loaded by the first text that needs it
        out += english(text[start:run.start()])
        out += [stem(w) for w in _kept(_tokenizer().cut_for_search(run.group()))]
        start = run.end()
    out += english(text[start:])
    return out


def words(text: str) -> list[str]:
    """Whole words only (jieba's precise cut, same dictionary and filters as tokens(), not
    stemmed: they are shown and found in the question as written): question concepts, where the
    search cut's sub-words (平面 + 向量 beside 平面向量) would only repeat."""
    return _kept(_tokenizer().cut(text or ""))


def index_of(token: str) -> int:
    return zlib.crc32(token.encode("utf-8"))


def _counts(words: list[str]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for word in words:
        i = index_of(word)
        counts[i] = counts.get(i, 0) + 1
    return counts


def average_length(words: list[str]) -> float:
    """The average passage length for a text of these tokens: each script's average weighted by
    its share of the tokens (a mixed page is compared with a mixed average)."""
    lettered = [w for w in words if not _NUMBER.fullmatch(w)]  # numbers are of either script
    if not lettered:
        return AVG_LEN
    cjk = sum(1 for w in lettered if _CJK.search(w)) / len(lettered)
    return cjk * AVG_LEN + (1 - cjk) * AVG_LEN_LATIN


def document_vector(text: str) -> tuple[list[int], list[float]]:
    words = tokens(text)
    norm = K1 * (1 - B + B * len(words) / average_length(words))
    counts = _counts(words)
    indices = sorted(counts)
    return indices, [round(counts[i] * (K1 + 1) / (counts[i] + norm), 4) for i in indices]


def passage_vector(section: str | None, text: str) -> tuple[list[int], list[float]]:
    """A passage's vector: its section path (the last 80 characters, as the dense side reads it)
    indexed with its text, a title field for pages that do not repeat their heading (running
    titles are left out of page text; a continued section, a table page)."""
    return document_vector(f"{section[-80:]}\n{text}" if section else text)


def query_vector(text: str) -> tuple[list[int], list[float]]:
    indices = sorted(_counts(tokens(text)))
    return indices, [1.0] * len(indices)
