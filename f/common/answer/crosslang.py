"""The other language's words for a question's concepts, from CC-CEDICT (f.common.answer.dictionary).

An English question about Chinese pages: its subject phrases, read longest first (credit risk
before credit), are looked up backwards (English gloss -> Chinese headword). The Chinese words the
library's books name (f.common.answer.library_words) become searches in the pages' language;
all of a phrase's good translations become forms of its concept, so coverage can be measured on
Chinese evidence: a question about photosynthesis over books that never say 光合作用 is not covered.
A Chinese question gets its concepts' English glosses as forms (coverage over English pages);
no English searches: measured, they only pulled the thesis's English abstract (docs/benchmarks.md).

Exam words never count as subject: the plan's boilerplate list and the index's function words
are skipped, and a phrase may not begin or end with one (which, define, briefly map to 哪个, 定义,
简述 in the dictionary)."""
from __future__ import annotations

import logging
import re

from f.common.answer import dictionary
from f.common.answer.boilerplate import GENERIC
from f.common.cjk import has_cjk
from f.common.glossary.lookup import fold_term

log = logging.getLogger(__name__)

FORMS_PER_PHRASE = 6  # translations that count as the concept being named (best senses first)
SENSE_SLACK = 1.0     # a searched translation is at most one sense after the best one the books use
SEARCHED_PER_PHRASE = 2
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]")
_JOINS = re.compile(r"^[\s-]*$")  # only spaces or a hyphen between two words of one phrase


def _skipped(word: str) -> bool:
    from f.common.vectors.sparse import STOP_WORDS

    lowered = word.lower()
    return lowered in GENERIC or lowered in STOP_WORDS or len(lowered) < 3


def english_phrases(stem: str) -> list[dict]:
    """[{"phrase", "chinese": [headword, ...]}]: the stem's subject phrases that have a
    translation, longest first at each position, left to right."""
    found = list(_WORD.finditer(stem))
    out, i = [], 0
    while i < len(found):
        for n in range(min(dictionary.MAX_WORDS, len(found) - i), 0, -1):
            window = found[i:i + n]
            words = [m.group() for m in window]
            if _skipped(words[0]) or _skipped(words[-1]):
                continue
            if any(not _JOINS.match(stem[a.end():b.start()]) for a, b in zip(window, window[1:])):
                continue
            chinese = dictionary.chinese_for(words)
            if chinese:
                out.append({"phrase": stem[window[0].start():window[-1].end()],
                            "chinese": [hw for hw, _ in chinese[:FORMS_PER_PHRASE]],
                            "ranks": dict(chinese[:FORMS_PER_PHRASE])})
                i += n
                break
        else:
            i += 1
    return out


def translate(plan: dict, held: dict[str, int]) -> list[dict]:
    """The plan's translations: per English phrase its Chinese forms (best sense first) and the
    ones to search: those the library names (`held`: headword -> pages) near its best sense."""
    if has_cjk(plan["stem"]):
        return []
    out = []
    for entry in english_phrases(plan["stem"]):
        ranks = entry.pop("ranks")
        named = [hw for hw in entry["chinese"] if held.get(hw)]
        # the phrase's best sense the books use, and equally good ones (vector: 向量, not 载体)
        searched = [hw for hw in named if ranks[hw] <= ranks[named[0]] + SENSE_SLACK] if named else []
        out.append({**entry, "searched": searched[:SEARCHED_PER_PHRASE]})
    return out


def _singular_form(phrase: str) -> list[str]:
    """The phrase with its last word singular (folders: folder), as english.variants gives it, when
    that differs: a page writes one folder as surely as many. Only the inflection, not the stem's
    letters, which other words hold inside them (separ in separate: 1027) (1125)."""
    from f.common.answer.english import singular

    words = fold_term(phrase).split()
    if not words or not re.fullmatch(r"[a-z][a-z-]*", words[-1]):
        return []
    single = singular(words[-1])
    return [" ".join([*words[:-1], single])] if single != words[-1] and len(single) >= 4 else []


def units(plan: dict, translations: list[dict], forms: dict[str, list[str]]) -> dict[str, list[str]]:
    """Coverage units -> folded forms in both languages. An English phrase with a translation
    replaces the concept words it is made of; a Chinese concept adds its English glosses."""
    from f.common.vectors.sparse import EN_STOP_WORDS

    out: dict[str, list[str]] = {}
    inside: set[str] = set()
    whole = {c.lower() for c in plan["concepts"]}
    single = {c.lower() for c in plan["concepts"] if len(_WORD.findall(c)) == 1}
    for t in translations:
        words = [w.lower() for w in _WORD.findall(t["phrase"])]
        if t["phrase"].lower() not in whole and any(w not in single and w not in EN_STOP_WORDS for w in words):
            # a phrase holding a word the plan dropped (actually paid, say), or a part of one of
            # its phrases (loan of term loan): no subject of its own
            continue
        inside.update(words)
        # a phrase that is one of the plan's concepts keeps its name (FDA, as its own search is keyed)
        key = next((c for c in plan["concepts"] if c.lower() == t["phrase"].lower()), t["phrase"].lower())
        out[key] = [fold_term(t["phrase"]), *_singular_form(t["phrase"]), *(fold_term(hw) for hw in t["chinese"])]
    for concept, own in forms.items():
        if concept in out or concept.lower() in inside:
            continue
        extra = [fold_term(g) for g in dictionary.english_for(concept)] if has_cjk(concept) else []
        out[concept] = list(dict.fromkeys([*own, *(g for g in extra if len(g) >= 3)]))
    return out


def queries(translations: list[dict]) -> list[dict]:
    """The question again in the pages' language (every searched translation together), and
    each phrase's searched translation alone (its own hits weigh the phrase, as a concept's do)."""
    phrases = [" ".join(t["searched"]) for t in translations if t["searched"]]
    if not phrases:
        return []
    out = [{"text": " ".join(phrases), "role": "translation", "option": None}]
    out += [{"text": p, "role": "concept", "option": None, "unit": t["phrase"].lower()}
            for p, t in zip(phrases, [t for t in translations if t["searched"]])]
    return out


def extend(plan: dict, held: dict[str, int], weights: dict[str, float], cap: int) -> list[dict]:
    """Adds the translations to the plan (plan["translations"]) and their searches after the
    stem's and options' (before the concept searches, which the cap cuts first)."""
    translations = translate(plan, held)
    plan["translations"] = translations
    _translate_options(plan, translations, held)
    extra = [{**q, "weight": weights[q["role"]]} for q in queries(translations)]
    seen = {q["text"] for q in plan["queries"]}
    extra = [q for q in extra if q["text"] not in seen]
    if extra:
        at = next((n for n, q in enumerate(plan["queries"]) if q["role"] not in ("stem", "option")),
                  len(plan["queries"]))
        plan["queries"] = (plan["queries"][:at] + extra + plan["queries"][at:])[:cap]
    log.debug("translations: %s", [(t["phrase"], t["searched"]) for t in translations])
    return translations


def _translate_options(plan: dict, translations: list[dict], held: dict[str, int]) -> None:
    """An English option's search also carries the Chinese words of the stem and of the option
    (the option's own evidence is what its verdict reads)."""
    if has_cjk(plan["stem"]):
        return
    stem_words = [w for t in translations for w in t["searched"]]
    for query in plan["queries"]:
        if query["role"] != "option":
            continue
        text = next(o["text"] for o in plan["options"] if o["label"] == query["option"])
        own = [w for t in translate({"stem": text}, held) for w in t["searched"]]
        extra = list(dict.fromkeys(stem_words + own))
        if extra:
            query["text"] = f"{query['text']} {' '.join(extra)}"
