"""Chinese definitional sentence patterns. Pure: one sentence in, candidate definitions out.

A candidate is {"term", "aliases", "definition", "confidence", "kind", "anaphoric"}; `anaphoric`
means the defining part is the sentence before ("这样的向量称为自由向量")."""
from __future__ import annotations

import re

from f.common.glossary.names import ba_term, named_rule, owner_aliases
from f.common.glossary.patterns import (
    CITE,
    CJK,
    aliases_from,
    clean_term,
    is_question,
    simplify,
    strip_parens,
    term_ok,
)

# X叫做Y and its variants; 也/又 mark a second name for a term defined elsewhere.
_VERB = re.compile(r"(?P<also>也|又|亦)?(?:就|通常|一般|常)?(?:被)?(?:叫做|叫作|称为|称作|统称为|统称|通称为|"
                   r"通称|称之为|被称作)")
_STOP = "，。；,;：:！？!?．"
_ALIAS_AFTER = re.compile(r"^[，,]?\s*(?:又称|亦称|也称|也叫做?|简称|或称|俗称)\s*(?:为)?\s*([^，。；,;]{1,20})")
_ANAPHORA = re.compile(r"^(?:这样的|这种|这类|这个|这一|这些|此|该|它|这|上述|以上)")
_LIST = re.compile(r"\s*(?:、|和|与|及|以及|,|，)\s*")
_MEANS = re.compile(r"(?P<l>.{1,40}?)\s*(?:就是指|是指|指的是|泛指|系指|意指|专指|特指)\s*(?P<r>.+)")
_SUOWEI = re.compile(r"所谓\s*(?P<l>[^，,]{1,24})[，,]\s*(?:就是指|是指|指的是|就是|即|是)\s*(?P<r>.+)")
_DEFINE_BA = re.compile(r"(?:将|把)(?P<a>[^，。；]{1,24}?)(?:界定|定义)为\s*[：:]?\s*(?P<r>.+)")
_DEFINE_AS = re.compile(r"(?P<b>[^，。；]{1,24}?)(?:被|可)?(?:界定|定义)为\s*[：:]?\s*(?P<r>.+)")
_DEFINED_ON = re.compile(r"对(?P<t>[^，。；]{1,20}?)(?:进行|作|做|给出|下)了?[^，。；]{0,10}定义")
_AS_DEF = re.compile(r"(?:以|选取|采用|选用|用)(?P<r>.{2,60}?)作为(?P<t>[^，。；]{1,20}?)的定义")
_JI_SHORT = re.compile(rf"^(?P<t>[{CJK}A-Za-z0-9\s]{{2,14}})[，,]\s*即\s*(?P<r>[^，。；]{{2,40}})[。．]?$")
_JI_NOUN = re.compile(r"(?P<t>[^，。；]{1,40}?)(?:现象|特性|特征|的(?:核心|基本)?(?:内涵|含义|概念|本质|定义))"
                      r"\s*(?:[（(][^（）()]{0,30}[）)])?\s*[，,]\s*即\s*(?P<r>[^；。]{4,})")
_JI_PAREN = re.compile(rf"(?P<r>[^，。；（(]{{4,60}})[（(]\s*即\s*(?P<t>[{CJK}A-Za-z_]{{2,12}})\s*[）)]")
_ABBR = re.compile(rf"(?:^|——|：|:)\s*(?P<t>[{CJK}]{{2,16}})\s*[（(]\s*(?P<a>[A-Za-z][\w\- ]{{0,30}}?)\s*[）)]"
                   r"\s*[，,]?\s*(?:是|指)(?P<r>[^。]{6,})")
_OBJ = rf"[{CJK}]{{0,4}}\s*[A-Za-z\u0391-\u03c9][\w′']*"
_RELATION = re.compile(rf"称\s*{_OBJ}\s*(?:与|和)\s*{_OBJ}\s*(?P<t>[{CJK}]{{2,6}})\s*(?=[，。,；]|$)")
_GLOSS = re.compile(rf"^(?P<t>[{CJK}A-Za-z]{{2,10}})\s*[：:]\s*(?P<r>.*?(?P=t)\s*(?:为|是|叫做|指)\s*.+)")
_RULE = re.compile(r"^(?:我们)?规定\s*[：:，,]?\s*(?P<t>[^，。；的]{1,12}?)\s*(?:为|是)\s*(?P<r>[^。；]+)")


def _phrase(text: str) -> tuple[str, str]:
    """The leading phrase of `text` up to a stop mark outside brackets, and the rest."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "（(【[":
            depth += 1
        elif ch in "）)】]":
            if depth == 0:  # the verb stood inside brackets: "（……，也称为 K 型）"
                return text[:i], text[i:]
            depth -= 1
        elif depth == 0 and ch in _STOP:
            return text[:i], text[i:]
    return text, ""


def _term(raw: str) -> tuple[str, list[str]] | None:
    """Cleaned term and its bracketed aliases, or None when it is not a term."""
    bare, parts = strip_parens(raw)
    term = clean_term(bare)
    term, extra = simplify(term)
    if not term_ok(term):
        return None
    return term, aliases_from(parts, term) + extra


def _cand(term, aliases, definition, confidence, kind="definition", anaphoric=False) -> dict:
    definition = CITE.sub("", definition).strip(" ，,：:")
    return {"term": term, "aliases": list(dict.fromkeys(a for a in aliases if a != term)),
            "definition": definition, "confidence": confidence, "kind": kind,
            "anaphoric": anaphoric}


def _called(s: str) -> list[dict]:
    """X叫做Y / 把X叫做Y / X分别叫做Y和Z / 这样的X称为Y / X也叫做Y."""
    out, prev = [], 0
    for m in _VERB.finditer(s):
        left, right = s[prev:m.start()], s[m.end():]
        if re.search(r"(?:不|不能|并不|不再|不必)\s*$", left):
            continue
        raw, rest = _phrase(right)
        prev = m.end() + len(raw)
        left = left.lstrip(" ，,;；")
        if not left.strip():
            continue
        confidence = 0.85
        if re.search(r"[把将]", left):
            left, confidence = re.split(r"[把将]", left)[-1], 0.9
        alias_m = _ALIAS_AFTER.match(rest)
        if left.rstrip().endswith("分别"):
            base = left.rstrip()[:-2].split("，")[-1]
            subjects = [x for x in _LIST.split(base) if x.strip()]
            terms = [x for x in _LIST.split(raw) if x.strip()]
            if len(terms) > 1:
                if len(subjects) != len(terms):
                    subjects = [base] * len(terms)
                for subject, each in zip(subjects, terms):
                    found = _term(each)
                    if found:
                        out.append(_cand(found[0], found[1], clean_term(subject) or subject,
                                         confidence - 0.05))
                continue
        found = ba_term(raw, left) or _term(raw)
        if not found:
            continue
        term, aliases = found
        aliases = aliases + owner_aliases(term, s, raw)
        if alias_m:
            aliases += aliases_from([alias_m.group(1)], term)
        clauses = [c for c in left.split("，") if c.strip()] or [left]
        subject = clean_term(clauses[-1])
        anaphoric = bool(_ANAPHORA.match(re.sub(r"^(?:所以|因此|那么|于是|则|而)", "",
                                                clauses[-1].strip())))
        if m.group("also"):  # "平行向量也叫做共线向量": a second name
            if term_ok(subject) and len(subject) <= 12:
                aliases.append(subject)
            confidence = 0.8
        if anaphoric or re.search(r"如果|若|设|当", left) or not re.search(f"[{CJK}]", subject):
            definition, confidence = s, confidence - 0.05
        else:
            definition = subject
        out.append(_cand(term, aliases, definition, confidence, anaphoric=anaphoric))
    return out


def _cheng_wei(s: str) -> list[dict]:
    """我们称X为Y / 则称X为Y."""
    out = []
    for m in re.finditer(r"(?:^|[，,：:]|我们|则|就|时)\s*称\s*(?P<x>[^，。；为称]{1,30}?)\s*为\s*"
                         r"(?P<y>[^，。；]{1,30})", s):
        found = _term(_phrase(m.group("y"))[0])
        if found:
            out.append(_cand(found[0], found[1], s, 0.8))
    return out


def _subject(raw: str) -> str:
    return clean_term(re.split(r"[，,：:——]", raw)[-1].removeprefix("所谓"))


def candidates(s: str) -> list[dict]:
    """Every definition one Chinese sentence states; [] for questions."""
    if is_question(s):
        return []
    out = _called(s) + _cheng_wei(s)
    if out:
        return out
    m = _SUOWEI.search(s) or _MEANS.match(s)
    if m:
        found = _term(_subject(m.group("l")))
        if found and len(found[0]) <= 16:
            return [_cand(found[0], found[1], m.group("r"), 0.8)]
    m = _DEFINE_BA.search(s) or _DEFINE_AS.search(s)
    if m:
        raw = m.groupdict().get("a") or _subject(m.groupdict().get("b") or "")
        if clean_term(raw) in ("其", "它", "之"):
            on = _DEFINED_ON.search(s)
            raw = on.group("t") if on else ""
        found = _term(_subject(raw)) if raw else None
        if found:
            return [_cand(found[0], found[1], _phrase(m.group("r"))[0] if len(m.group("r")) > 80
                          else m.group("r"), 0.75)]
    for pattern, confidence in ((_AS_DEF, 0.7), (_JI_SHORT, 0.7), (_JI_NOUN, 0.7), (_JI_PAREN, 0.65)):
        m = pattern.search(s)
        if m:
            found = _term(_subject(m.group("t")).rsplit("的", 1)[-1].rsplit("了", 1)[-1])
            if found:
                definition = m.group("r")
                aliases = found[1]
                if pattern is _JI_SHORT and term_ok(clean_term(definition)) and len(definition) <= 12:
                    aliases = aliases + [clean_term(definition)]
                if pattern is _JI_NOUN:
                    head = _phrase(definition)[0]
                    definition = head if len(head) >= 8 else definition
                return [_cand(found[0], aliases, definition, confidence)]
    m = _ABBR.search(s)
    if m:
        found = _term(m.group("t"))
        if found:
            return [_cand(found[0], found[1] + [m.group("a").strip()], m.group("r"), 0.6)]
    m = _RELATION.search(s)  # "当 θ = 90° 时，称 a 与 b 垂直": a relation between two objects
    if m and term_ok(m.group("t")):
        return [_cand(m.group("t"), [], s, 0.7)]
    m = _GLOSS.match(s)  # "投影向量：设……，则向量 a 在 b 上的投影向量为……"
    if m:
        found = _term(m.group("t"))
        if found:
            return [_cand(found[0], found[1], m.group("r"), 0.65)]
    named = named_rule(s)  # "向量加法的三角形法则：把 b 的起点放在 a 的终点上，……"
    if named and (found := _term(named[0])):
        return [_cand(found[0], found[1], named[1], 0.7)]
    m = _RULE.match(s)
    if m:
        found = _term(m.group("t"))
        if found:
            return [_cand(found[0], found[1], m.group("r"), 0.6)]
    return []


def box_fallback(s: str) -> list[dict]:
    """Inside a 定义 box, the first sentence's "X是Y" / "X为Y" / "X指Y" defines X."""
    m = re.match(r"(?P<t>[^，。；]{1,24}?)\s*(?:是|为|指)\s*(?P<r>.{2,})", s)
    if not m:
        return []
    found = _term(m.group("t"))
    return [_cand(found[0], found[1], m.group("r"), 0.75)] if found and len(found[0]) <= 16 else []
