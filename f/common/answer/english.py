"""An English question's concepts: its content words, never its fillers. Pure.

A reader asks "What does Adobe actually plan to do about the term loan in the report?": actually,
plan and do are words no book is about, report is the book itself, while Adobe, term and loan are
the subject. The Chinese plan tells them apart by jieba's frequencies (f.common.answer.salience),
which call every Latin word a term; an English question needs English frequencies. `wordfreq`
(its bundled English list, counts from subtitles, books, news, the web) gives them: the
information of a word, -ln(freq), is low for everyday words (actually 8.1 nats, say 7.2, much 6.9)
and high for domain words (pacemaker 13.9, reentrancy: not in the list at all).

Rules (the thresholds chosen on the tuned half of bench/eval/answer/english-questions.json):
- a word's frequency is its lexeme's: the most frequent of the word and its singular (pacemakers
  reads as pacemaker, mentions as mention);
- a name is a term: written with a capital inside the question (Adobe, ConCert, FDA, FENCE), or
  letters with digits (RV32E, x0); a word the list lacks (reentrancy, precert) is a term;
- a filler is a word under FILLER nats, an adverb made of an everyday adjective (exactly, really,
  basically), a verb of saying (say, mention, cover), the reader's intent (plan to, want to), a
  question of kind (counts as, qualifies as), or the book pointed at (the thesis, this report, the FDA guidance);
- a hyphenated word is one concept (two-stage, off-the-shelf), as telling as its rarest part;
- content words side by side are one phrase (0279), as rare as the thing it names: its rarest
  word's information and a share of the others' (0298); a name, a participle and a subject's verb
  stand alone (0299);
- a page names a word by the letters it shares with its stem (verifying: verify; 0349), and a
  two-word phrase by the dictionary's other word for its head (device maker: device
  manufacturer; 0350);
- a manner adverb after a word (the new syntax automatically) and the verb after a subject
  pronoun (until I call library) join no phrase, and a word written closed is said where a page
  writes it in two (subfolders: sub-folders; 0424);
- the verb after a noun subject with no pronoun (my file breaks the compile, when my bar check
  fails) joins no phrase, a word of position or extent (the previous chord, a whole passage) is no
  part of a thing's name, and three words a page says in another order within one sentence, the
  head linked back to a modifier, name the phrase (older versions of LilyPond; 0444);
- a judging adjective before a word (the wrong notes) is no part of a thing's name (0457), and the
  verb of a noun subject after a time word and the reader's own thing (after my script finishes)
  or in a question word's group with a goal after it (which shortcut jumps to the start) joins no
  phrase (0458); two words side by side in the other order (note pickup) say the phrase (0459)."""
from __future__ import annotations

import functools
import math
import os
import re
import threading
import unicodedata

from f.common.cjk import has_cjk

LOW, HIGH = 8.0, 12.0  # salience ramp (nats), as the Chinese one
FILLER = 8.0           # under it a word is everyday (say 7.2, much 6.9, found 7.6); LOW: no weight
DOMAIN = 10.5          # at or above it a word is a domain term (robot 11.0, apps 10.7, loan 9.9)
EVERYDAY = 9.0         # under it a phrase's first word may be the act glued to it (leave, 8.6)
TERM = 20.0            # a name or a word the list lacks: more than any listed word
# the words that name the book a question asks about; filler only where the question points at
# one book (the thesis, this guidance, the FDA guidance), not where they are the subject (an
# instruction-set standard, a section header)
DOCUMENT = frozenset("""book books textbook manual handbook guide guidance thesis dissertation report
    filing document paper spec specification standard chapter section text article author authors""".split())
_SOURCE = re.compile(r"\b(?:the|this|that|your)\b(?=((?:\s+[\w-]+){1,2}))", re.IGNORECASE)
# a reader's intent before the act asked about: plan to, want to, need to (打算, 想 in Chinese)
# a question of kind: what counts as X, qualifies as X, is considered X (the subject is X)
_AS = re.compile(r"\b(counts?|counted|qualif(?:y|ies|ied)|considered|regarded|classed|classified)\s+as\b", re.IGNORECASE)
_INTENT = re.compile(r"\b(plan|plans|planning|planned|want|wants|need|needs|try|tries|trying|going|intend|intends|"
                     r"like|hope|hoping|wish)\s+to\b", re.IGNORECASE)
# how a question points at what a book says: a question about what the book says of X is about X
SAYING = frozenset("""say says said saying mention mentions mentioned tell tells told talk talks
    talking cover covers covered according regarding concerning""".split())
_WORD = re.compile(r"[A-Za-z0-9]+(?:[-'’][A-Za-z0-9]+)*")
_POSSESSIVE = re.compile(r"['’]s?$")
_lock = threading.Lock()
_state: dict = {}


def applies(stem: str) -> bool:
    """An English question: Latin words and no ideograph (a Chinese question with Java in it is
    the Chinese plan's)."""
    return bool(stem) and not has_cjk(stem) and bool(re.search(r"[A-Za-z]{2}", stem))


def _frequencies() -> dict:
    with _lock:
        if "freq" not in _state:
            from wordfreq import get_frequency_dict

            _state["freq"] = get_frequency_dict("en")
        return _state["freq"]


def singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def name(word: str) -> bool:
    """Written as a name: a capital after the first letter (ConCert, FDA, RISC-V), a capital first
    letter (Adobe; the caller lower-cases a sentence's first word), or letters with digits (x0)."""
    letters = [c for c in word if c.isalpha()]
    return bool(letters) and (any(c.isupper() for c in word[1:]) or word[0].isupper() or
                              (any(c.isdigit() for c in word) and len(word) >= 2))


def information(word: str) -> float:
    """-ln(freq) of the word in general English (nats); TERM for a name or an unlisted word; a
    hyphenated word is as telling as its rarest part, a phrase as _phrase_information estimates."""
    word = _POSSESSIVE.sub("", word.strip())
    if not word:
        return 0.0
    if name(word):
        return TERM
    if len(word.split()) > 1:
        return _phrase_information([information(w) for w in word.split()], _has_function_word(word))
    parts = [p for p in re.split(r"[-–]+", word.lower()) if p]
    if len(parts) > 1:
        return max(information(p) for p in parts)
    lowered = parts[0] if parts else word.lower()
    freq = _frequencies()
    best = max(freq.get(lowered, 0.0), freq.get(singular(lowered), 0.0))
    return -math.log(best) if best > 0 else TERM


PHRASE_SHARE = 0.5  # what each further word of a phrase adds of its own information


def _has_function_word(phrase: str) -> bool:
    from f.common.vectors.sparse import EN_STOP_WORDS

    return any(w.lower() in EN_STOP_WORDS for w in phrase.split())


def _phrase_information(parts: list[float], idiom: bool = False) -> float:
    """A phrase's general-language information estimated from its words' (no phrase counts at
    hand): its rarest word's, plus a share of each other word's. Apart, the words would be far
    rarer together (their sum); a phrase names one thing, so its words go together much more
    often than chance, and only a share counts. retail stores: 10.2 + 0.5 x 9.2 = 14.8, a domain
    term, where its rarest word alone (retail, 10.2) reads as everyday: a phrase of common
    words names a specific thing (register windows, stock split, sign language). A phrase with a
    function word inside (piece of advice: a dictionary's unit, never one of the plan's phrases,
    whose words stand a space apart) is an idiom, as telling as its rarest word."""
    ordered = sorted(parts, reverse=True)
    return ordered[0] if idiom else ordered[0] + PHRASE_SHARE * sum(ordered[1:])


def salience(word: str) -> float:
    """0 for an everyday word, 1 for a domain term, a ramp between (LOW..HIGH nats)."""
    return round(min(1.0, max(0.0, (information(word) - LOW) / (HIGH - LOW))), 3)


def is_domain(word: str) -> bool:
    return information(word) >= DOMAIN


def domain_word(concept: str | None) -> bool:
    """The concept is one word a domain uses (endnotes 15.6 nats, widen 13.2), not a phrase of the
    reader's own words (half line, jump straight), whose meaning a page may say otherwise."""
    return bool(concept) and " " not in concept and is_domain(concept)


def unnamed_kind(concept: str | None, texts: list[str], floor: float = DOMAIN) -> bool:
    """The concept is a phrase whose first word, a domain word (at or above DOMAIN), no text
    says (beamer slides where the pages say slides and never beamer): the modifier picks a kind of
    the thing, and a kind the books never name is not what a page near in meaning says (0897).
    A phrase whose modifier the pages say (axis ticks where they say tics) keeps its reading.
    With floor FILLER, an everyday modifier that can name a thing counts too, where a text names
    the phrase's head (weather data where the pages say data: a kind of what they treat; 1087)."""
    words = (concept or "").split()
    if len(words) < 2 or information(words[0]) < floor:
        return False
    if not is_domain(words[0]) and (not nominal(words[0]) or named_nowhere(words[-1], texts)):
        return False
    modifier = _stem(words[0])
    return not any(modifier in page_words(text) for text in texts)


def named_nowhere(concept: str | None, texts: list[str]) -> bool:
    """No text names the concept: none holds every word of it as the index stems it (page_words:
    thread for threads), so a form the pages write otherwise is still found. The thing a question
    counts (several threads) that no page read names at all is not what the pages naming its other
    words treat (0971)."""
    words = [_stem(w) for w in _WORD.findall(concept or "")]
    return bool(words) and not any(set(words) <= set(page_words(text)) for text in texts)


AGENT_ENDINGS = ("er", "or", "ist", "ant", "ee", "ian")  # English endings of a noun naming who or what does


def stem_cuts_suffix(word: str) -> bool:
    """The word ends as an agent noun does (customer, engineer, translator, adviser) and its index
    stem cuts that ending off (custom, engin, translat, advis), so words of other meanings share
    the stem (custom, engines, translations, advised); a stem keeping the word (lawyer, budget) or
    cutting an inflection only (deadline: deadlin) is no such case."""
    base = singular(word.lower())
    stem = _stem(word)
    return base.endswith(AGENT_ENDINGS) and len(base) - len(stem) >= 2 and base.startswith(stem)


def named_as_written_nowhere(word: str, texts: list[str]) -> bool:
    """named_nowhere for one word, where a word whose stem cuts a derivational ending
    (stem_cuts_suffix) is named only in its own forms, singular or plural (customer, customers):
    a page saying custom or engines names no customer and no engineer (1123)."""
    if not stem_cuts_suffix(word):
        return named_nowhere(word, texts)
    own = singular(word.lower())
    return not any(singular(token) == own for text in texts
                   for token in _PAGE_WORD.findall(unicodedata.normalize("NFKC", text or "").casefold()))


def counted_unnamed(stem: str, concept: str | None, texts: list[str]) -> bool:
    """The concept is a thing the question counts (several threads: counted) that no text names
    (named_nowhere): how many of it is asked, and a page near in meaning does not say it (0971)."""
    return bool(concept) and concept in counted(stem, [concept]) and named_nowhere(concept, texts)


def _adverb(word: str) -> bool:
    """An adverb made of an everyday adjective (exactly, actually, really, mainly): how the reader
    asks, not what about. A noun ending in -ly (supply, anomaly, assembly) has no such adjective."""
    lowered = word.lower()
    if len(lowered) < 5 or not lowered.endswith("ly"):
        return False
    freq = _frequencies()
    base = lowered[:-2]
    forms = [base, base + "e", base[:-1] + "y" if base.endswith("i") else base, base + "le"]
    return any(f in freq and -math.log(freq[f]) < DOMAIN for f in forms if len(f) >= 3)


def sources(stem: str) -> set[str]:
    """The words that name the book the question points at: the thesis, according to the report,
    does the FDA guidance say (lower-cased)."""
    out = set()
    for match in _SOURCE.finditer(stem):
        # the frame may hold modifiers before the book's word (in the FDA guidance): any of its
        # words that names the book
        out |= {w.lower() for w in re.findall(r"\w+", match.group(1)) if w.lower() in DOCUMENT}
    return out


def words(stem: str) -> list[tuple[int, str]]:
    """(offset, word) of the stem's candidate concepts: no stop word or exam word, no number; a
    possessive dropped (Adobe's is Adobe); the first word of a sentence lower-cased unless it is
    written as a name (Adobe, FDA) or the list lacks it."""
    from f.common.answer.boilerplate import GENERIC
    from f.common.vectors.sparse import EN_STOP_WORDS

    out = []
    for match in _WORD.finditer(stem):
        word = _POSSESSIVE.sub("", match.group())
        lowered = word.lower()
        if lowered in EN_STOP_WORDS or lowered in GENERIC or lowered.isdigit() or len(word) < 2:
            continue
        if len(word) < 3 and not any(c.isdigit() for c in word) and not _abbreviated(stem, match):
            continue  # two letters (an, IO) say little; x0 is a name
        before = stem[:match.start()].rstrip()
        if (not before or before[-1] in ".?!") and word[:1].isupper() and word[1:].islower() and \
                _frequencies().get(lowered):
            word = lowered  # "Register x0 is": a sentence's first word, not a name
        out.append((match.start(), word))
    return out


# a lower-case word of two letters whose full stop ends no sentence (a lower-case word follows):
# an abbreviated word (al., pp., ed.), with a two-letter word right before it (et al.)
_ABBREVIATION = re.compile(r"(?<![A-Za-z.])(?:[a-z]{2}\s+)?[a-z]{2}\.(?=\s+[a-z])")


def _abbreviated(stem: str, match: re.Match) -> bool:
    """The two-letter word of `match` is (part of) an abbreviation the question writes with its
    full stop (et al. right before): a word the page writes the same way, cut off by the word cut
    only because the full stop is no letter; e.g. and i.e. are single letters and stay dropped."""
    return any(m.start() <= match.start() and match.end() <= m.end() - 1
               for m in _ABBREVIATION.finditer(stem))


def _names_joined(stem: str, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Names written one after the other are one name (San Jose, Digital Media): apart, each is
    a word of many other names."""
    out: list[tuple[int, str]] = []
    for at, word in found:
        if out and name(word) and name(out[-1][1]) and not out[-1][1].isupper() and not word.isupper():
            prev_at, prev = out[-1]
            if stem[prev_at + len(prev):at] == " ":
                out[-1] = (prev_at, f"{prev} {word}")
                continue
        out.append((at, word))
    return out


def fillers(found: list[str], stem: str, terms=frozenset()) -> set[str]:
    """The question's words that are fillers: everyday, an adverb of an everyday adjective, a verb
    of saying, the book named as the source, or an everyday modifier (modifiers). `terms`
    (glossary terms) never are."""
    named_source = sources(stem) | {m.group(1).lower() for m in (*_INTENT.finditer(stem), *_AS.finditer(stem))}
    named = things_named(stem)
    modifying = modifiers(stem)
    out = set()
    for word in found:
        lowered = word.lower()
        if lowered in terms:
            continue
        if lowered in SAYING or lowered in named_source or _adverb(word) or lowered in modifying or \
                (information(word) < FILLER and lowered not in named):
            out.add(word)
    return out


# Everyday modifiers (0371): how many, how much, compared with what, how often. A reader glues
# them to the thing asked about (several cores, build faster, fewer default packages, timezone
# code instead), a page says the thing without them (the maximum number of processes, a little
# faster, a list of packages), so they are no part of what a page must name. Closed classes of
# English grammar, not any book's words: quantifiers, a few adverbs of time and manner that are no
# -ly adverb, and comparatives read by their form.
QUANTIFIERS = frozenset("""several multiple many few fewer fewest more most less least various numerous
    lots plenty""".split())
ADVERBS = frozenset("""instead still already again anymore often always sometimes soon together else
    better best worse worst""".split())
# adjectives that place a thing in a sequence or take all of it (the previous chord, a whole
# passage, the next line): which one, how much, not what it is; a page names the thing without
# them (a chord can be repeated, an extended section of music). A closed class (postdeterminers);
# its words of time order too (the later listings, an earlier command, subsequent runs: 0517)
POSITION = frozenset("previous next preceding following whole entire later earlier subsequent prior".split())
# adjectives of judgement before a word (the wrong notes, an ugly accent, a bad answer): what the
# reader thinks of the thing, not what it is; a page says what goes wrong in its own words (do not
# align properly, does not work well), so they are no part of what a page must name (0457). The
# plain words of judgement, none a thing's name (right, proper, fine name sides and kinds)
JUDGING = frozenset("wrong incorrect correct bad ugly weird strange messy".split())
# adjectives of an added amount before a word (extra room, additional space, an extra blank line):
# how much more, not what the thing is; a page says the thing, or the amount, in its own words
# (put an extra space between rows). As a quantifier is (0371), but no count: the thing they
# qualify is often a mass (room, space), so it is not read as counted things (counted, 0553)
ADDED = frozenset("extra additional".split())
# the nouns of a small or large amount that English grammar uses as a degree adverb (a bit too far,
# a little smaller, a lot faster, a tiny bit to the right): with "a", an adjective of size between
# or none, and no noun after them, they say how much, not what (0722); a bit of code, a little
# arrow, a lot of memory are things
DEGREE = frozenset("bit little lot tad".split())
_DEGREE = re.compile(r"\ba\s+(?:([A-Za-z]+)\s+)?(" + "|".join(sorted(DEGREE)) + r")\b(?=\s*([A-Za-z]+|[^A-Za-z\s]|$))",
                     re.IGNORECASE)
_COUNTED = re.compile(r"\b(?:" + "|".join(sorted(QUANTIFIERS)) + r")\s+([A-Za-z][\w-]*)", re.IGNORECASE)
SUPERLATIVE_KNOWN = 15.0  # nats: a comparative's superlative (slowest 13.5, fewest 13.7) general language uses


def comparative(word: str) -> bool:
    """A comparative or superlative of an adjective general language compares (faster: fastest,
    bigger: biggest, easier: easiest; slowest: slower): the other degree is a listed word. An
    agent noun has no superlative (compiler, user, server, manager)."""
    lowered = word.lower()
    if name(word) or not lowered.isalpha():
        return False
    if lowered.endswith("er") and len(lowered) >= 5:
        other = lowered[:-2] + "est"
    elif lowered.endswith("est") and len(lowered) >= 6:
        other = lowered[:-3] + "er"
    else:
        return False
    freq = _frequencies().get(other, 0.0)
    return freq > 0 and -math.log(freq) < SUPERLATIVE_KNOWN


def modifiers(stem: str) -> set[str]:
    """The stem's everyday modifiers, lower-cased: a quantifier (several cores, fewer packages), an
    adverb of the closed list (timezone code instead), a comparative not set before a noun (build
    faster, compile slower, how much smaller; a lower bound, a higher-order function name a thing
    and stay), and an -ly adverb set before one of those (noticeably faster)."""
    found = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(stem)]
    out: set[str] = set()
    for i in range(len(found) - 1, -1, -1):  # from the end: an adverb reads the word after it
        _at, end, word = found[i]
        lowered = word.lower()
        after = found[i + 1] if i + 1 < len(found) else None
        before_word = after is not None and stem[end:after[0]] == " "
        if lowered in QUANTIFIERS or lowered in ADVERBS or (lowered in POSITION and before_word) or \
                (lowered in ADDED and before_word and _noun_after(after[2])) or \
                (lowered in JUDGING and before_word and _noun_after(after[2])):
            out.add(lowered)
        elif comparative(word) and not (before_word and _noun_after(after[2])):
            out.add(lowered)
        elif before_word and after[2].lower() in out and lowered.endswith("ly") and _adverb_form(lowered):
            out.add(lowered)
    return out | degree_words(stem)


def _degree_next(stem: str, end: int) -> bool:
    """A degree phrase opens right after `end` (move the block a bit to the right, the code a tiny
    bit too far): a noun of DEGREE after "a" and no noun or "of" after it (degree_words, or a word
    of no content next). The object before it ends there, and is no verb or preposition."""
    from f.common.vectors.sparse import EN_STOP_WORDS

    match = _DEGREE.match(stem, len(stem) - len(stem[end:].lstrip()))
    after = (match.group(3) or "").lower() if match else ""
    return match is not None and after != "of" and (not after.isalpha() or after in EN_STOP_WORDS or
                                                    match.group(2).lower() in degree_words(stem[match.start():]))


def degree_words(stem: str) -> set[str]:
    """The words of the stem's degree phrases, lower-cased (0722): a, an adjective or none, a noun
    of DEGREE, then no content word (a tiny bit too far, a bit to the right, a little smaller,
    stick out a bit.) and not "of" (a bit of code: a partitive names the code). Without an
    adjective only before a comparative or too (set a bit in the register names a bit)."""
    from f.common.vectors.sparse import EN_STOP_WORDS

    out: set[str] = set()
    for match in _DEGREE.finditer(stem):
        adjective, noun, after = match.group(1), match.group(2), (match.group(3) or "").lower()
        if adjective and (adjective.lower() in EN_STOP_WORDS or not _frequencies().get(adjective.lower())):
            continue  # a determiner's word or a name between: no degree phrase (a lot of, a Git bit)
        if after == "of" or (after.isalpha() and after not in EN_STOP_WORDS and after != "too" and
                             not comparative(after) and after not in QUANTIFIERS):
            continue  # a noun after (a little arrow, a bit mask) or a partitive (a bit of code)
        if not adjective and not (after == "too" or comparative(after) or after in QUANTIFIERS):
            continue
        out |= {noun.lower(), *([adjective.lower()] if adjective else [])}
    return out


def counted(stem: str, found: list[str]) -> list[str]:
    """The concepts of `found` (concepts) a quantifier of the stem counts (several cores: cores,
    fewer default packages: default packages): the thing counted, which a page must name in the
    question's sense (pack: beside another concept of the question)."""
    after = {m.group(1).lower() for m in _COUNTED.finditer(stem)}
    return [c for c in found if c.split()[0].lower() in after]


def _noun_after(word: str) -> bool:
    """The word after a comparative makes it attributive (a larger stack, a lower bound): a content
    word, neither a function word nor a modifier itself."""
    from f.common.vectors.sparse import EN_STOP_WORDS

    lowered = word.lower()
    return lowered not in EN_STOP_WORDS and lowered not in QUANTIFIERS and lowered not in ADVERBS and \
        not comparative(word)


def _adverb_form(lowered: str) -> bool:
    """An -ly word made of a listed adjective (noticeably: noticeable, extremely: extreme), however
    rare the adjective."""
    freq = _frequencies()
    base = lowered[:-2]
    forms = [base, base + "e", base[:-1] + "y" if base.endswith("i") else base, base + "le"]
    return any(f in freq for f in forms if len(f) >= 3)


# a determiner that introduces the thing a question names (the numbers, my files, these values)
_NAMING = re.compile(r"\b(?:the|a|an|these|those|my|your|its|their|our)\s+([A-Za-z]+)\b", re.IGNORECASE)


def things_named(stem: str) -> set[str]:
    """The plural nouns the question names after a determiner (turn a factor back into the
    numbers: numbers), lower-cased: a thing it asks about however everyday the word (numbers 7.8
    nats), never a filler; its weight stays its salience (0 under LOW), as an everyday Chinese
    word weighs little (0168). A plural is a noun, where the word after a determiner may be an
    adjective (the best time) or a pronoun (the one)."""
    return {m.group(1).lower() for m in _NAMING.finditer(stem)
            if _plural(m.group(1)) and m.group(1).lower() not in _PLURAL_PRONOUNS}


_PLURAL_PRONOUNS = frozenset({"ones", "others"})  # the ones a debugger inserted: the breakpoints again


def concepts(stem: str, terms: list[tuple[str, str]] = ()) -> list[str]:
    """Content words of an English stem in order of appearance: the glossary's forms first claim
    their words (longest first, whole words, as the question writes them), the rest word by word;
    fillers dropped."""
    found: list[tuple[int, str]] = []
    taken = [False] * len(stem)
    for form, _term in terms:
        if len(form) < 3 or has_cjk(form):
            continue
        for match in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(form) + r"(?![A-Za-z0-9])", stem, re.IGNORECASE):
            if not any(taken[match.start():match.end()]):
                found.append((match.start(), match.group()))
                taken[match.start():match.end()] = [True] * (match.end() - match.start())
    claimed = {word.lower() for _at, word in found}
    found += _names_joined(stem, [(at, w) for at, w in words(stem) if not any(taken[at:at + len(w)])])
    found.sort()
    dropped = fillers([w for _at, w in found], stem, claimed)
    kept = _phrases(stem, [(at, w) for at, w in found if w not in dropped], claimed)
    ordered, seen = [], set()
    for _at, word in kept:
        lexeme = singular(word.lower())  # proof and proofs are one concept
        if lexeme not in seen:
            seen.add(lexeme)
            ordered.append(word)
    return ordered


MAX_PHRASE = 3  # words of one phrase (dividend payout ratio, smart contact lenses)


def _phrases(stem: str, found: list[tuple[int, str]], claimed: set[str]) -> list[tuple[int, str]]:
    """Content words side by side in the question, a space apart, are one phrase (contact lenses,
    term loan, payout ratio): the books may use each word apart (lenses of spectacles, a contact
    address) and never the thing the phrase names. A glossary form stays as it is. A plural word
    ends a phrase: a noun that modifies another is singular (condition codes), a plural one before
    a word is a clause's subject before its verb (designers leave, apps control), and that verb
    stands alone (designers pick | little-endian byte order). A name stands alone (Stata files, Adobe
    buy Allegorithmic: a page says Stata .dta files, Adobe acquired Allegorithmic), as does a
    participle (simulation running, missing integer): an act or a state the page says in its own
    words, not part of the thing's name."""
    out: list[tuple[int, str]] = []
    alone = False  # the last word stands alone: a phrase ends there
    for at, word in found:
        prev_at, prev = out[-1] if out else (0, "")
        adjacent = bool(out) and stem[prev_at + len(prev):at] == " "
        last = prev.split()[-1] if prev else ""
        # a plural after a determiner is a subject, and the word after it its verb
        verb = adjacent and _plural(last) and len(prev.split()) == 1 and not name(last) and \
            _DETERMINER.search(stem[:prev_at]) is not None
        # a manner adverb after a word (the new syntax automatically, a file repeatedly, one
        # repository simultaneously) says how the act is done (0424): no part of the thing named
        # before it, it stands alone
        acting = manner_adverb(word)
        # the word after a subject pronoun is the clause's verb (until I call library, do I run
        # make): the act, said in the page's own words, is no part of the thing it acts on
        verb_of_subject = _SUBJECT.search(stem, 0, at) is not None
        # ... and so is the word after a noun subject with no pronoun (my file breaks the compile,
        # convert-ly breaks on a path, when my bar check fails, let a website compile): 0444
        if adjacent and not name(last) and noun_subject_verb(stem, prev_at, at, word):
            verb = True
        # ... and the bare word right before a subordinating conjunction in a question whose
        # do-support has a noun subject (why does wrapping the toc by hand break when ...): that
        # subject's verb, no part of the group before it (0942)
        if adjacent and do_support_verb(stem, at, word):
            verb = True
        # ... and a word with a determiner right after it ends the noun group before it (0721): a
        # group's head is followed by its verb or a preposition, never by another group's
        # determiner, so the word is that verb or the preposition opening a place (a code block
        # inside a footnote, the shadow behind the frame): no part of the thing named before it
        if adjacent and _GROUP_NEXT.match(stem, at + len(word)) and not _degree_next(stem, at + len(word)) \
                and not _counted_group(stem, prev_at) and not _ASKED_SUBJECT.search(stem, 0, prev_at):
            verb = True
        # a word that makes an adverb, right before a past participle, is read with it: a compound
        # adjective written without its hyphen (my essay double spaced, stay single spaced), no
        # part of the noun before it (0842)
        if adjacent and _modifies_participle(stem, at, word):
            verb = True
        # ... and an adjective after a copula question's subject is said of it (Is sepnum safe to
        # use): the predicate, no part of the thing named before it (0896)
        if adjacent and predicate_adjective(stem, prev_at, word):
            verb = True
        # an adverbial particle after a word makes a phrasal verb with it (get spread apart, trade
        # along): the act, said in the page's own words, names no thing (0843)
        if word.lower() in PARTICLES:
            verb = True
        if adjacent and not alone and not verb and not acting and word.lower() not in claimed \
                and prev.lower() not in claimed \
                and len(prev.split()) + len(word.split()) <= MAX_PHRASE and not _plural(last) \
                and _joins(last) and _joins(word):
            out[-1] = (prev_at, f"{prev} {word}")
            continue
        out.append((at, word))
        alone = verb or acting or verb_of_subject or not _joins(word)
    return out


# adverbial particles of phrasal verbs that the stop list lacks (spread apart, move aside): a
# closed class of English grammar; up, out, off, down, back are stop words or everyday already
PARTICLES = frozenset("apart aside along away together".split())
_NEXT_WORD = re.compile(r" ([A-Za-z]+)\b(?![-'’])")


def _modifies_participle(stem: str, at: int, word: str) -> bool:
    """The word at `at` stands right before a regular past participle (spaced, formed: -ed, no
    noun by nominal) and is an adjective by its morphology: general language uses its -ly adverb
    (doubly, singly, tightly: at most SUPERLATIVE_KNOWN nats). English writes such a pair as one
    compound adjective (double-spaced), often without the hyphen, so the word modifies the
    participle, not the noun before it (essay double is no thing; 0842). A noun before a
    participle (the code block stopped, a hospital bed regulated) makes no adverb and stays."""
    after = _NEXT_WORD.match(stem, at + len(word))
    if after is None or nominal(after.group(1)) or not after.group(1).lower().endswith("ed"):
        return False
    return makes_adverb(word)


def makes_adverb(word: str) -> bool:
    """General language uses the word's -ly adverb (doubly, singly, safely, suitably: at most
    SUPERLATIVE_KNOWN nats): the word is an adjective by its morphology, not a noun."""
    lowered = word.lower()
    forms = [lowered + "ly", lowered[:-1] + "y" if lowered.endswith("le") else "",
             lowered[:-1] + "ily" if lowered.endswith("y") else ""]
    freq = _frequencies()
    return any(f in freq and information(f) <= SUPERLATIVE_KNOWN for f in forms if f)


# a yes-no question on "is" or "are", with its subject's determiner if any: the noun group after
# it is the subject, and an adjective after the group is what is said of it (0896)
_COPULA_ASKED = re.compile(r"(?:^|[.?!]\s*)(?:is|are|was|were|isn't|aren't)\s+"
                           r"(?:(?:the|a|an|my|your|our|their|its|this|these|those)\s+)?$", re.IGNORECASE)


def predicate_adjective(stem: str, subject_at: int, word: str) -> bool:
    """The word, right after the noun group starting at `subject_at`, is what a copula question
    says of that group (Is sepnum safe to use, Are the extsizes classes suitable for ...): the
    group opens right after "is" or "are" at the question's start, and the word is an adjective
    by its morphology (makes_adverb). A predicate, said in the page's own words, is no part of the
    thing named before it (sepnum safe is no thing; 0896)."""
    return _COPULA_ASKED.search(stem, 0, subject_at) is not None and nominal(word) and \
        not name(word) and makes_adverb(word)


# a subject pronoun right before a word: the word is the clause's verb (I call, we run)
_SUBJECT = re.compile(r"(?:\bI|\b[Ww]e|\b[Yy]ou|\b[Tt]hey)\s+$")
_DETERMINERS = r"(?:the|a|an|my|your|our|their|its|his|her|this|these|those|every|each)"
_CONJUNCTION = r"\b(?:when|whenever|if|because|until|unless|once|while|since|though|although)"
# a noun group that starts a clause: at the question's start or after a subordinating
# conjunction, with a determiner or none (convert-ly breaks, when my bar check fails)
_CLAUSE_START = re.compile(r"(?:^|" + _CONJUNCTION + r")\s*(?:" + _DETERMINERS + r"\s+)?$", re.IGNORECASE)
# ... or after a time word and the reader's own thing (after my script finishes, before your file
# compiles; 0458): after and before are as often prepositions of place (after the note heads)
_TIME_CLAUSE = re.compile(r"\b(?:after|before|till)\s+(?:my|your|our|their)\s+$", re.IGNORECASE)
# ... or after a determiner anywhere (which part of my file breaks the compile, which register
# holds the return address); not after a number (the five excellence principles the FDA looks at)
_GROUP_START = re.compile(r"(?:^|" + _CONJUNCTION + r"|\b(?:" + _DETERMINERS[3:-1] + r"|which|what|whose))\s*$",
                          re.IGNORECASE)
# let's object acts (let a website compile): no noun group follows let
_CAUSATIVE = re.compile(r"\blets?\s+(?:" + _DETERMINERS + r"\s+)?$", re.IGNORECASE)
CARDINALS = frozenset("two three four five six seven eight nine ten eleven twelve twenty hundred thousand".split())
_OBJECT_NEXT = re.compile(r"\s+" + _DETERMINERS + r"\b", re.IGNORECASE)
# an auxiliary opening the question, right before a bare noun group: the group is the question's
# subject and the word after it its verb (Can lilypond turn a page ...), left to 0444's reading;
# split there by 0721 it cost a seen unanswerable question (en6-u07), so 0721 does not read it
_ASKED_SUBJECT = re.compile(r"(?:^|[.?!]\s*)(?:can|could|does|do|did|will|would|should|may|might|is|are)\s+$",
                            re.IGNORECASE)
# an article or a possessive opening the next noun group (0721); every and each open time phrases
# after an object as often (typing the verb command every time)
_GROUP_NEXT = re.compile(r"\s+(?:the|a|an|my|your|our|their|its|his|her|this|these|those)\b", re.IGNORECASE)
# a verb of motion's goal after a verb's -s, in a group a question word opens (which shortcut
# jumps to the start, what key moves into the line): the thing asked for acts (0458); after
# another determiner the -s word is as often a noun sent somewhere (dump the error messages into
# a text file)
_GOAL_NEXT = re.compile(r"\s+(?:to|into|onto)\s+" + _DETERMINERS + r"\b", re.IGNORECASE)
_ASKED_GROUP = re.compile(r"\b(?:which|what|whose)\s*$", re.IGNORECASE)
# after a clause's subject and its verb comes no second verb: "if the page breaks are wrong"
# has its verb in are, so breaks is a noun
_AUXILIARY = re.compile(r"\s+(?:is|are|was|were|be|been|do|does|did|don't|doesn't|can|could|will|"
                        r"would|should|must|may|might|have|has|had|get|gets)\b", re.IGNORECASE)


def _counted_group(stem: str, at: int) -> bool:
    """The noun group at `at` opens on a number (the five excellence principles the FDA looks at):
    a counted group's last word is its plural noun, which a relative clause with no pronoun may
    follow, no verb."""
    first = stem[at:].split()[0].lower() if stem[at:].split() else ""
    return first in CARDINALS or (first.isdigit() and first != "1")


def noun_subject_verb(stem: str, subject_at: int, at: int, word: str) -> bool:
    """The word at `at`, right after the noun group starting at `subject_at`, is that subject's
    verb (0444): a determiner follows it (my file breaks the compile, convert-ly edits a file:
    a noun group is followed by its verb, not by a determiner), or the group starts a clause and
    the word has a verb's -s (convert-ly breaks on a path, when my bar check fails) with no
    auxiliary after it (if the page breaks are wrong), or a causative verb's object acts (let a
    website compile). Read from the stem's grammar, as the pronoun rule (_SUBJECT) reads it."""
    rest = stem[at + len(word):]
    if _AUXILIARY.match(rest) or _counted_group(stem, subject_at):
        return False  # a counted group is plural: its -s word is the noun (the five principles the FDA ...)
    if _CAUSATIVE.search(stem, 0, subject_at):
        return True
    if _OBJECT_NEXT.match(rest) and _GROUP_START.search(stem, 0, subject_at) and \
            not _degree_next(stem, at + len(word)):  # the code block a bit to the right: no verb (0722)
        return True
    if _plural(word) and _GOAL_NEXT.match(rest) and _ASKED_GROUP.search(stem, 0, subject_at):
        return True
    return _plural(word) and (_CLAUSE_START.search(stem, 0, subject_at) is not None or
                              _TIME_CLAUSE.search(stem, 0, subject_at) is not None)


# do-support opening a question with a noun subject, no pronoun (why does the toc, how do my
# pages): the subject's verb is the bare word after the group; a pronoun's verb is _SUBJECT's
_DO_SUPPORT = re.compile(r"(?:^|[.?!]\s*|\b(?:why|how|when|where)\s+)(?:does|do|did)\s+(?!(?:I|we|you|they|it|he|she)\b)",
                         re.IGNORECASE)
_CONJUNCTION_NEXT = re.compile(r"\s+" + _CONJUNCTION + r"\b", re.IGNORECASE)


def do_support_verb(stem: str, at: int, word: str) -> bool:
    """The word at `at` is the verb of a do-support question's noun subject (0942): the question
    opens on do, does or did and a noun subject, and the word stands bare right before a
    subordinating conjunction (why does wrapping the toc by hand break when count1to is loaded):
    a clause ends on its verb or its object, and do-support's verb is bare. Only before a
    conjunction: before a preposition the word is as often the group's noun (0888: my music run
    off the edge)."""
    if name(word) or _plural(word) or not _CONJUNCTION_NEXT.match(stem, at + len(word)):
        return False
    opened = _DO_SUPPORT.search(stem, 0, at)
    return opened is not None and not re.search(r"[,;:]", stem[opened.end():at])


def manner_adverb(word: str) -> bool:
    """An -ly adverb made of a listed adjective, read strictly (0424): repeatedly (repeated),
    simultaneously (simultaneous), automatically (automatic), noticeably (noticeable), easily
    (easy). A noun or adjective ending in -ly (assembly, supply, reply, weekly, family) is none:
    its base is no listed word of five letters or more as common (ADJECTIVE_SHARE), nor a -ble or
    -ic adjective."""
    lowered = word.lower()
    if len(lowered) < 7 or not lowered.endswith("ly") or not lowered.isalpha() or name(word):
        return False
    base = lowered[:-2]
    forms = [base] if len(base) >= 5 else []
    if base.endswith("i"):
        forms.append(base[:-1] + "y")
    if base.endswith(("ab", "ib")):
        forms.append(base + "le")
    if lowered.endswith("ically"):
        forms.append(lowered[:-4])
    freq = _frequencies()
    # the adjective a word general language uses beside its adverb (simultaneous is a third as
    # common as simultaneously): anomaly is no adverb of a rare "anoma" (a hundredth)
    return any(freq.get(f, 0.0) * ADJECTIVE_SHARE >= freq.get(lowered, 0.0) > 0.0 for f in forms)


ADJECTIVE_SHARE = 10  # an adverb at most ten times as common as its adjective


_DETERMINER = re.compile(r"\b(?:the|these|those|its|their|our|my|your|some|many|all|both)\s+$", re.IGNORECASE)


def _joins(word: str) -> bool:
    """The word may be part of a phrase: no name (its own concept), no participle (an act)."""
    return not name(word) and nominal(word)


def _plural(word: str) -> bool:
    lowered = word.lower()
    return lowered != singular(lowered) and singular(lowered) in _frequencies() and not name(word)


def nominal(word: str) -> bool:
    """The word can name a thing: a name, or no participle (hardwired, working, coming: an act or
    a state the page says in its own words, as the Chinese plan's verbs, salience.nominal)."""
    return name(word) or not re.search(r"[a-z]{3}(?:ed|ing)$", word.lower()) or coined(word)


def coined(word: str) -> bool:
    """A participle-form word general English knows neither as itself nor as a verb's form
    (mdframed: no "mdframe"; 0941): a name coined for a thing, a package or a program, not an act.
    A participle of a known verb (framed, shipped, hardwired) is not coined."""
    lowered = word.lower().split()[-1] if word.split() else ""
    found = re.fullmatch(r"([a-z]+?)(ed|ing)", lowered)
    if not found:
        return False
    base = found.group(1)
    freq = _frequencies()
    forms = {lowered, base, base + "e", base[:-1] if len(base) > 2 and base[-1] == base[-2] else base}
    return not any(freq.get(f) for f in forms)


# verbs of taking a tool into use: what follows them bare is the tool (use minted, try nested?)
_TAKING = frozenset("use using install installing load loading choose prefer switch".split())


def used_names(stem: str) -> set[str]:
    """Words of participle form the stem names as the thing taken into use (0518): right after a
    verb of use with no determiner, and not before a content word (Should I use minted instead of
    listings?: minted is a package's name, not an act). Lower-cased. A participle before a noun
    (use nested lists) describes the noun and stays what nominal says."""
    found = [m.group() for m in _WORD.finditer(stem)]
    out = set()
    for i in range(1, len(found)):
        word = found[i]
        after = found[i + 1] if i + 1 < len(found) else None
        if found[i - 1].lower() in _TAKING and not nominal(word) and \
                (after is None or not _noun_after(after)):
            out.add(word.lower())
    # ... and a rare one right between "the" and "package" (the framed package: 0943), as
    # manuals name a package; an everyday participle there describes it (the installed package)
    out.update(w.lower() for w in _PACKAGE_NAMED.findall(stem) if not nominal(w) and is_domain(w))
    return out


_PACKAGE_NAMED = re.compile(r"\bthe\s+([a-z]+)\s+package\b", re.IGNORECASE)


def unsaid_name(names: list[str], texts: list[str]) -> str | None:
    """The first of the question's names of participle form (used_names) that no text writes as
    a whole word (0943): a package's name is said as written, so frame on a page, or "the frame
    default" folded to theframedefault, does not say framed."""
    for word in names:
        if not any(re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE) for text in texts):
            return word
    return None


def variants(form: str) -> list[str]:
    """Other folded forms of an English concept a page may write: its last word's singular
    (pacemakers: pacemaker, lenses: lens) and stem, or the letters it shares with its stem
    (hardwired: hardwir, for hard-wire, hardwiring; verifying: verif, for verify), matched as the
    coverage matches (inside the folded page text), so only stems of five letters or more (apps
    must not become app, inside application); a phrase of two words with the dictionary's other
    word for its head (device maker: device manufacturer)."""
    words = form.split()
    if not words or has_cjk(form) or not re.fullmatch(r"[a-z][a-z-]*", words[-1]):
        return []
    head, last = "".join(words[:-1]), words[-1]
    out = []
    single = singular(last)
    if single != last and len(single) >= 4:
        out.append(head + single)
    stemmed = _stem_prefix(last, last)
    if stemmed != last and len(stemmed) >= 5:
        out.append(head + stemmed)
    # the phrase in order, a few letters between its words (register x0 is hardwired); where its
    # first word is an everyday one (leave, 8.6 nats: a verb the question glued to the thing it
    # acts on), its rest too: leave condition codes is said where a page says condition codes
    if len(words) > 1:
        out.append(ORDERED.join(_key(w) for w in words))
    # a modifier and a head said with the dictionary's other word for the head: a device maker is
    # said where a page says device manufacturer (0350)
    if len(words) == 2:
        out += [ORDERED.join((_key(words[0]), _key(other))) for other in synonyms(single)]
    # a count of things said as the number of them (column count: "the number of columns"; 0551):
    # English says a tally either way; only in the linked order (a column number is an index)
    if len(words) == 2 and single in COUNT_NOUNS:
        out += [LINKED + LINKED.join((_stem(words[0]), _stem(other))) for other in COUNT_NOUNS[single]]
    # ... but not a hyphenated first word: a compound modifier (two-stage, real-world) is a kind
    # of the thing, no act on it (two-stage address translation is not address translation)
    if len(words) > 2 and information(words[0]) < EVERYDAY and "-" not in words[0]:
        out.append(ORDERED.join(_key(w) for w in words[1:]))
    # the phrase's words as whole words near each other on the page (said_near, 0369); a
    # hyphenated word's two parts only as its head linked back to its modifier (group-readable:
    # readable by the target group), never merely near (two-stage is no two of the stages)
    if 2 <= len(words) <= MAX_PHRASE:
        out.append(NEAR + NEAR.join(_stem(w) for w in words))
    elif len(words) == 1 and re.fullmatch(r"[a-z]{3,}-[a-z]{3,}", last):
        out.append(LINKED + LINKED.join(_stem(w) for w in last.split("-")))
    # a word in a form of the same word the stemmer does not join (0371): an irregular past form
    # (built: build, building), a hyphenated word's parts side by side (cross-built: cross-building),
    # a stem and its noun residue (failed: failures). A short stem's other forms stay unmatched
    # (nursing is no nurse; apps no app), as the folded matches leave them
    if len(words) == 1 and re.fullmatch(r"[a-z]{3,}(?:-[a-z]{3,})?", last):
        parts = last.split("-")
        if len(parts) > 1 or last in IRREGULAR:
            out.append(FORM + FORM.join(_stem(w) for w in parts))
        elif len(_stem(last)) >= 4:  # same_word's shortest stem (app never gains a residue)
            out.append(RESIDUE + _stem(last))
        # a word written closed that a page writes in two (subfolders: sub-folders, 0424)
        if len(parts) == 1 and len(last) >= 7:
            out.append(JOINED + last)
    return list(dict.fromkeys(out))


# the nouns of a tally (a grammatical pair: "N count" and "number of Ns" say one quantity); number
# never reads as count the other way: "line number" is an index, "number of lines" a count
COUNT_NOUNS = {"count": ("number",)}
ORDERED = "\x1f"  # joins the words of a phrase form matched in order (said_in_order)
PHRASE_GAP = 12    # folded characters a page may put between two words of a phrase (one or two words)


def _key(word: str) -> str:
    """A word as a phrase form (variants) holds it: the letters it shares with its singular's stem
    where they are four or more and not the whole word (verifying: verif, contracts: contract),
    else its singular."""
    stemmed = _stem_prefix(word, singular(word))
    return stemmed if len(stemmed) >= 4 and stemmed != word else singular(word)


def _stem_prefix(word: str, base: str) -> str:
    """The letters a word shares from its start with the Snowball stem of `base` (the word or its
    singular): the stem where the word begins with it (hardwired: hardwir), else the letters
    before the stemmer rewrote one (verifying: stem verifi, shared verif, as in verify, verified,
    verification; 0349). The one English stemmer is the index's (f.common.vectors.sparse.stem)."""
    from f.common.vectors.sparse import stem

    return os.path.commonprefix([word, stem(base)])


def said_in_order(form: str, text: str) -> bool:
    """A phrase form (variants: its words' stems joined by ORDERED) on the folded text: the words
    in order within one sentence, at most PHRASE_GAP characters apart (contact lens, the term of
    the loan); a form of whole words near each other (NEAR, LINKED) on a folded text that keeps
    its page's words (coverage: `words`), as said_near reads them."""
    if form[:1] in (NEAR, LINKED, FORM, RESIDUE, JOINED):
        words = getattr(text, "words", None)
        return bool(words) and (said_in_form(form, words) if form[:1] in (FORM, RESIDUE, JOINED) else said_near(form, words))
    if ORDERED not in form:
        return False
    parts = form.split(ORDERED)
    if not all(part in text for part in parts):
        return False
    gap = f"[^.;:!?]{{0,{PHRASE_GAP}}}"
    return re.search(gap.join(re.escape(part) for part in parts), text) is not None


# Whole words near each other (0369). The folded text has no spaces, so a word there is found
# inside others and only in the order and form the question writes it; a user glues into one
# phrase words a page says apart, in the other order, in another form: "ownership warnings" where
# the page says "warnings about changing ownership", "privacy regulations" where it says "data
# privacy and security laws, regulations", "package checks" for "checking of packages".
NEAR = "\x1e"    # starts a phrase form matched as whole words near each other (said_near)
LINKED = "\x1d"  # ... a hyphenated word's parts, only as its head linked back to its modifier
NEAR_WORDS = 3   # words a page may put between two words of a phrase (privacy and security laws, regulations)
# words that link a head back to its modifier (warnings about ownership, checking of packages):
# in the other order a page names the same thing only through one of them ("a core might support
# multiple harts" names no multiple cores)
LINKS = frozenset("of for about on in to with from by between among against over under into within".split())
_PAGE_WORD = re.compile(r"[a-z0-9]+|[.;:!?]")
_BREAK = "."


def _stem(word: str) -> str:
    """A word's Snowball stem, as the index stems (f.common.vectors.sparse.stem): warnings and
    warning, checks and checking, compile and compilation are one stem; an irregular past form
    (built, made, written) stems as its verb (0371)."""
    from f.common.vectors.sparse import stem

    lowered = word.lower().strip("'’")
    return stem(IRREGULAR.get(lowered, lowered))


# Irregular past forms of English verbs, which no stemmer joins to their verb (a closed class of
# the grammar, the verbs a manual or a question uses: cross-built, made, written, chosen).
IRREGULAR = {form: verb for verb, forms in (
    ("build", "built"), ("make", "made"), ("write", "wrote written"), ("run", "ran"),
    ("choose", "chose chosen"), ("give", "gave given"), ("take", "took taken"), ("do", "did done"),
    ("find", "found"), ("keep", "kept"), ("hold", "held"), ("send", "sent"), ("bind", "bound"),
    ("buy", "bought"), ("bring", "brought"), ("begin", "began begun"), ("break", "broke broken"),
    ("draw", "drew drawn"), ("drive", "drove driven"), ("forget", "forgot forgotten"),
    ("freeze", "froze frozen"), ("hide", "hid hidden"), ("know", "knew known"), ("show", "showed shown"),
    ("speak", "spoke spoken"), ("grow", "grew grown"), ("throw", "threw thrown"), ("lose", "lost"),
    ("sell", "sold"), ("teach", "taught"), ("tell", "told"), ("think", "thought"), ("pay", "paid"),
    ("spend", "spent"), ("stand", "stood"), ("understand", "understood"), ("catch", "caught"),
    ("seek", "sought"), ("fight", "fought"), ("mean", "meant"), ("feel", "felt"), ("deal", "dealt"),
    ("rise", "rose risen"), ("fall", "fell fallen"), ("get", "got gotten"), ("go", "went gone"),
    ("see", "saw seen"), ("come", "came"), ("win", "won"), ("lead", "led"), ("meet", "met"),
    ("leave", "left"), ("sleep", "slept"), ("shoot", "shot"), ("hang", "hung"), ("stick", "stuck"),
    ("strike", "struck"), ("swing", "swung"), ("spin", "spun"), ("dig", "dug"), ("feed", "fed"),
    ("flee", "fled"), ("light", "lit"), ("ride", "rode ridden"), ("bite", "bit bitten"),
    ("wake", "woke woken"), ("wear", "wore worn"), ("tear", "tore torn"), ("steal", "stole stolen"))
    for form in forms.split()}
# what Snowball leaves of a noun suffix on a verb's stem: failures stems failur, fail's stem
# and -ure (exposure: expos, departure: depart)
_RESIDUES = ("ur",)


def same_word(page: str, asked: str) -> bool:
    """Two stems of one word: equal, or one the other's four letters or more and a residue of
    _RESIDUES (failur: fail)."""
    if page == asked:
        return True
    short, long_ = sorted((page, asked), key=len)
    return len(short) >= 4 and long_.startswith(short) and long_[len(short):] in _RESIDUES


FORM = "\x1c"     # starts a word's form matched as whole words of the same word, side by side (said_in_form)
RESIDUE = "\x1b"  # ... a stem matched only where a page's stem adds a residue to it (failur: fail)
JOINED = "\x1a"   # ... a closed word matched where a page writes it as two words (subfolders: sub-folders)
JOINED_PART = 3   # letters of each part at least (sub, web; a letter or two is no word of its own)


def said_in_form(form: str, words: tuple[str, ...]) -> bool:
    """A word form of stems (variants: FORM and the stems of an irregular word or a hyphenated
    word's parts, or RESIDUE and one stem, or JOINED and a closed word) on a page's words
    (page_words): the same words, side by side (same_word); for RESIDUE a page word of the stem and
    a residue only; for JOINED the word's two parts as two page words (_said_apart)."""
    if form[:1] == RESIDUE:
        asked = form[1:]
        return bool(asked) and any(w != asked and same_word(w, asked) for w in words)
    if form[:1] == JOINED:
        return _said_apart(form[1:], words)
    stems = form[1:].split(FORM)
    if not all(stems):
        return False
    width = len(stems)
    return any(all(same_word(words[i + k], stems[k]) for k in range(width))
               for i in range(len(words) - width + 1) if same_word(words[i], stems[0]))


def _said_apart(closed: str, words: tuple[str, ...]) -> bool:
    """A closed word (subfolders) on a page's words as two side by side, hyphenated or spaced
    (sub-folders: sub, folder): the first a stem it starts with, the rest's stem the second."""
    for first, second in zip(words, words[1:]):
        if JOINED_PART <= len(first) <= len(closed) - JOINED_PART - 1 and closed.startswith(first) and \
                second != _BREAK and _stem(closed[len(first):]) == second:
            return True
    return False


@functools.lru_cache(maxsize=4096)
def page_words(text: str) -> tuple[str, ...]:
    """A page's words as stems, in order, with a full stop for each end of a sentence (. ; : ! ?)."""
    folded = unicodedata.normalize("NFKC", text or "").casefold()
    return tuple(_BREAK if token in ".;:!?" else _stem(token) for token in _PAGE_WORD.findall(folded))


def said_near(form: str, words: tuple[str, ...]) -> bool:
    """A phrase form of stems (variants: NEAR or LINKED and the stems) on a page's words
    (page_words), within one sentence: in the question's order, each word at most NEAR_WORDS
    words after the one before it; or, for two words, the head first and its modifier at most
    NEAR_WORDS words after it with a word of LINKS between them (the only order a hyphenated
    word's parts, LINKED, are said in)."""
    marker = form[:1]
    stems = form[1:].split(marker)
    if len(stems) < 2 or not all(stems):
        return False
    at = {stem: [i for i, w in enumerate(words) if w == stem] for stem in set(stems)}
    if not all(at.values()):
        return False

    def near(first: int, stem: str, linked: bool) -> list[int]:
        out = []
        for i in at[stem]:
            between = words[first + 1:i]
            if first < i <= first + NEAR_WORDS + 1 and _BREAK not in between and \
                    (not linked or any(w in LINKS for w in between)):
                out.append(i)
        return out

    if marker == NEAR:
        ends = at[stems[0]]
        for stem in stems[1:]:
            ends = [j for i in ends for j in near(i, stem, False)]
        if ends:
            return True
        if len(stems) > 2:
            return _said_reordered(stems, words, at[stems[-1]])
    # ... or the two side by side in the other order (pickup note: "a quarter note pickup"; 0459):
    # a compound's words with nothing between, however its language orders them
    return len(stems) == 2 and (any(near(i, stems[0], True) for i in at[stems[1]]) or
                                (marker == NEAR and any(i + 1 in at[stems[0]] for i in at[stems[1]])))


def _said_reordered(stems: list[str], words: tuple[str, ...], heads: list[int]) -> bool:
    """A phrase of three words said in another order within one sentence (older lilypond version:
    "older versions of LilyPond"; 0444): every word within NEAR_WORDS words of the phrase's own
    length from the head (its last word), and the head linked back to a modifier after it by a
    word of LINKS, as said_near reads two words in the other order."""
    span = len(stems) + NEAR_WORDS
    for head in heads:
        for start in range(max(0, head - span + 1), head + 1):
            window = words[start:start + span]
            if _BREAK in window or not all(stem in window for stem in stems):
                continue
            end = start + len(window)
            after = [i for i in range(head + 1, end) if words[i] in stems[:-1]]
            if any(any(w in LINKS for w in words[head + 1:i]) for i in after):
                return True
    return False


def synonyms(word: str) -> tuple[str, ...]:
    """Other English words for what a word names first: the second gloss of each CC-CEDICT entry
    of two glosses whose first is the word (maker: 制作商 maker, manufacturer); an entry of more
    senses (store: a shop, a deposit, memory...) says no two of them name one thing."""
    from f.common.answer import dictionary

    out = []
    for headword, _rank in dictionary.chinese_for([word]):
        glosses = dictionary.english_for(headword)
        if glosses[:1] == (word,) and len(glosses) == 2:
            out += [g for g in glosses[1:] if re.fullmatch(r"[a-z]{4,}", g) and g != word]
    return tuple(dict.fromkeys(out))
