"""A term set in bold inside a sentence, and the sentence that says what it is. Pure.

A textbook sets the word it teaches in bold where it teaches it; the PDF parser keeps a body item's
inline bold phrases beside its text (`bold_phrases`, f.common.pdf.spans.bold_runs). Bold is also
emphasis (`只在 report 和 book 文档类有定义`, `must`) and a list's run-in labels (`章节标题在…之后使用`),
so the phrase has to be a term (a noun phrase, not a clause) and the sentence has to say what it is,
read relative to the phrase:
- Chinese: the phrase opens a clause and a definitional predicate follows (是指 / 指 / 即 / 就是 /
  是 + a class noun; its foreign name in brackets may sit between); a naming verb ends right before
  it (称为 / 叫做 / 称作 / 简称); or it is the complement of a bare 是 (not 指的是) and a gloss that
  opens with its verb follows after a comma (`另一个分支则是积分学，探讨曲线下的面积`);
- English: the phrase, quoted or not, opens the sentence or a clause (an article before it allowed),
  then means / refers to / denotes / stands for / is defined as, or is / are + a determiner; or
  `is called / termed / known as` right before it; an abbreviation in brackets after the name is its alias.
A candidate is kept where the book uses the term again (vet's `reuse`), not only where no page named
it before: the bold marks where the book teaches the word, which a page may mention earlier."""
from __future__ import annotations

import re

from f.common.cjk import has_cjk
from f.common.glossary.candidate import candidate

_OPEN_Q = r"[“「『\"‘']?"
_CLOSE_Q = r"[”」』\"’']?"
# Chinese: what may stand before a phrase that opens its clause (a determiner, a quote)
_ZH_OPENS = re.compile(rf"(?:^|[，,：:；;。])\s*(?:一个|一种|一类|一门|所谓(?:的)?)?\s*{_OPEN_Q}\s*$")
_ZH_PREDICATE = re.compile(rf"^\s*{_CLOSE_Q}\s*(?:[（(][^（）()]{{1,80}}[）)])?\s*(?:[，,]\s*)?"
                           r"(?P<v>是指|指的是|指(?![出定明向导])|即(?![使便可将刻时])|也就是|就是|乃是|(?:则|就|便)?是)"
                           r"\s*(?P<r>[^。；;]{2,})")
_ZH_NAMING = re.compile(rf"(?:称为|称之为|叫做|叫作|称作|简称为?|又称为?|也称为?|统称为?|命名为)\s*{_OPEN_Q}\s*$")
_ZH_COMPLEMENT = re.compile(rf"(?<![的指])(?:则|就|便|即|也)?是\s*{_OPEN_Q}\s*$")  # not 指的是: what X means
# the phrase restated right after it, wherever it stands (`需要用花括号**分组**，也就是写成 … 这样的形式`)
_ZH_RESTATED = re.compile(rf"^\s*{_CLOSE_Q}\s*[，,]\s*(?:也就是说?|亦即|即(?![使便可将刻时]))\s*(?P<r>[^。；;]{{4,}})")
_ZH_GLOSS_AFTER = re.compile(rf"^\s*{_CLOSE_Q}\s*[，,]\s*(?P<r>[^。；;，,]{{4,}})")
# a gloss clause opens with its verb, not with a new subject or a connective
_ZH_NEW_SUBJECT = re.compile(r"^(?:它|他|她|这|那|我|你|您|其|该|此|但|而|并|且|因|所以|如果|虽然|例如|比如|如|即使|不过|只"
                             r"|也|都)")

_EN_DET = r"(?:an?|the|any|certain|one|those|that|some|each|every|all)\b"
# a sentence adverb that draws a conclusion may open it (`Thus a *library* is a directory …`)
_EN_OPENS = re.compile(rf"(?:^|[;:]\s+|\.\s+)(?:(?:Thus|So|Hence|Therefore|Formally|In\s+short|In\s+other\s+words|"
                       rf"That\s+is)\s*,?\s+)?(?:(?:The|A|An|the|a|an)\s+)?{_OPEN_Q}\s*$")
# the emphasised word, then a relative clause naming its class and restricting it (`… into *libraries*, which
# are directories in the file system containing …`): a class noun, then what restricts it
_EN_WHICH = re.compile(rf"^\s*{_CLOSE_Q}\s*,\s*which\s+(?:is|are)\s+(?P<r>(?:an?\s+|the\s+)?[a-z][a-z\-]+"
                       r"(?:\s+[a-z][a-z\-]+)?\s+(?:that|which|whose|where|in|of|for|with|containing|consisting|"
                       r"used|holding|made)\b[^.;]{3,})")
_EN_PREDICATE = re.compile(rf"^\s*{_CLOSE_Q}\s*(?:\b(?P<v>means|mean|refers\s+to|refer\s+to|denotes|stands\s+for"
                           rf"|(?:is|are)\s+defined\s+as)\b|\b(?:is|are)\s+(?={_EN_DET}))\s*,?\s*(?P<r>[^.;]{{3,}})")
_EN_NAMING = re.compile(rf"\b(?:is|are)\s+(?:(?:also|sometimes|often|usually|commonly)\s+)?"
                        rf"(?:called|termed|known\s+as|referred\s+to\s+as|named)\s+"
                        rf"(?:(?:an?|the)\s+)?{_OPEN_Q}\s*$")
# the emphasised word glossed in apposition in brackets, by an article and a class noun that something
# restricts (`a *source package* (the master files of a package)`); after a comma it took a technical manual's
# italic names in list items (`• *program loc*, the memory address from which …`), not kept (0746)
_EN_APPOSED = re.compile(rf"^\s*{_CLOSE_Q}\s*\(\s*(?P<r>(?:an?|the)\s+[a-z][a-z\-]+(?:\s+(?:or\s+)?[a-z][a-z\-]+){{0,3}}?"
                         r"\s+(?:of|that|which|containing|holding|consisting|used|made|produced|created)\b[^.;()]{3,})")
# …where the word is introduced (an article or `are also` before it), not the object of a preposition (`in
# analogy to *fiber bundles*, a geometric construction …` re-glosses a word taught pages before)
_EN_APPOSED_BEFORE = re.compile(r"(?:^|\b(?:an?|the|is|are)(?:\s+also)?\s+)$")
# the emphasised word as the complement of `is`, then a which-clause with a verb of its own saying what it
# does (`The most common is *installation* which takes a source package and installs it …`)
_EN_COMPLEMENT = re.compile(r"(?:^|\W)(?:is|are)\s+(?:(?:the|an?)\s+)?$")
_EN_WHICH_DOES = re.compile(rf"^\s*{_CLOSE_Q}\s*,?\s*which\s+(?!(?:is|are|was|were|has|had|does|can|may|will|would|"
                            r"should|must|could|might)\b)(?P<r>[a-z]+s\s+[^.;]{6,})")
# a second definition with its verb left out (`Internationalization refers to the process of …, and
# *localization* to adapting to …`): the emphasised word after `and`, the first clause's `refers to` gapped
_EN_GAPPED_BEFORE = re.compile(rf"\b(?:refers|refer|is\s+used|are\s+used)\s+to\b[^.;]{{6,}},?\s+and\s+"
                               rf"(?:(?:the|an?)\s+)?{_OPEN_Q}\s*$")
_EN_GAPPED_AFTER = re.compile(rf"^\s*{_CLOSE_Q}\s+(?P<r>to\s+[a-z][^.;]{{6,}})")
# a phrase holding a finite verb is emphasis of a clause, not a name
_EN_CLAUSE_VERB = re.compile(r"\b(?:is|are|was|were|be|has|have|had|can|may|must|shall|will|should|would|do|does|not)\b")


def candidates(sentence: str, phrases: list[str], chinese: bool, italic: frozenset[str] = frozenset()) -> list[dict]:
    """Definitions of the bold phrases this sentence states (see the module doc). `italic`: the phrases set
    only in italics, where an English word rare in general English is left to the rarity rules (0661):
    italics are the signal for the ordinary words no rarity marks (0741)."""
    out, seen = [], set()
    for phrase in dict.fromkeys(p.strip() for p in phrases):
        at = sentence.find(phrase) if phrase else -1
        if at < 0 or phrase in seen:
            continue
        before, after = sentence[:at], sentence[at + len(phrase):]
        if not chinese and phrase in italic and _rare_word(phrase):
            continue
        cand = _zh(phrase, before, after) if chinese else _en(phrase, before, after)
        if cand:
            seen.add(phrase)
            out.append(cand)
    return out


def _zh(phrase: str, before: str, after: str) -> dict | None:
    from f.common.glossary import zh
    from f.common.glossary.vet import noun_final

    if not has_cjk(phrase + after) or len(phrase) > 16 or (has_cjk(phrase) and not noun_final(phrase)):
        return None
    found = zh._term(phrase)
    if not found:
        return None
    said = _ZH_PREDICATE.match(after)
    if said and _ZH_OPENS.search(before):
        if said.group("v").endswith("是") and not any(noun_final(c) for c in _is_clauses(said.group("r"))):
            return None  # 是 needs a class noun in one of its clauses: "…是…的集合", not "是为了…"
        return _cand(found, said.group("r"), 0.8)
    if _ZH_NAMING.search(before):
        return _cand(found, before + phrase, 0.8)
    restated = _ZH_RESTATED.match(after)
    if restated:
        return _cand(found, restated.group("r"), 0.75)
    gloss = _ZH_GLOSS_AFTER.match(after)
    if gloss and _ZH_COMPLEMENT.search(before) and _opens_with_verb(gloss.group("r")):
        return _cand(found, gloss.group("r"), 0.75)
    return None


def _opens_with_verb(clause: str) -> bool:
    """A gloss after the term goes on with a verb (`探讨曲线下的面积`), not with a subject of its own
    (`编译命令则用…表示`) or a connective (`但…`)."""
    from f.common.glossary import zh

    if _ZH_NEW_SUBJECT.match(clause):
        return False
    words = [w for w in zh.dictionary_cut(clause) if w.strip()]
    return bool(words) and (zh.dictionary_tags().get(words[0]) or "")[:1] in ("v", "d")


def _is_clauses(rest: str) -> list[str]:
    """The predicate's first clause and each later one that restates it with 是 (`…的一部分，是…的一门学科`)."""
    parts = [p.strip() for p in re.split(r"[，,]", rest)]
    return parts[:1] + [re.sub(r"^(?:也|则|就|又|还)?是", "", p) for p in parts[1:] if re.match(r"(?:也|则|就|又|还)?是", p)]


def _rare_word(phrase: str) -> bool:
    from f.common.answer.english import information
    from f.common.glossary.rarity import RARE_NATS

    return any(information(w) >= RARE_NATS for w in re.findall(r"[A-Za-z]+", phrase.lower()))


# a caption's label before the sentence (`Listing 5.13: A quotient of …`): a figure's or listing's title
_CAPTION = re.compile(r"^\s*(?:Listing|Figure|Fig\.|Table|Algorithm|Example)\s+[\dA-Z][\d.\-]*\s*[:.]")


def _en(phrase: str, before: str, after: str) -> dict | None:
    from f.common.glossary.en import _ok

    bracket = re.fullmatch(r"(?P<t>.+?)\s*\((?P<a>[^()]{1,40})\)", phrase)  # `Real-World Health Analytics (RWHA)`
    name, aliases = (bracket.group("t"), [bracket.group("a")]) if bracket else (phrase, [])
    words = name.split()
    if not re.match(r"[A-Za-z]", name) or not _ok(name) or len(words) > 5 \
            or _EN_CLAUSE_VERB.search(name.lower()):
        return None
    if _CAPTION.match(before):
        return None
    said = _EN_PREDICATE.match(after)
    if said and _EN_OPENS.search(before):
        return _cand((name, aliases), said.group("r"), 0.8)
    if _EN_NAMING.search(before):
        return _cand((name, aliases), before + phrase, 0.8)
    gapped = _EN_GAPPED_AFTER.match(after)
    if gapped and _EN_GAPPED_BEFORE.search(before):
        cand = _cand((name, aliases), gapped.group("r"), 0.8)  # the gapped verb is `refers to`, as _EN_PREDICATE
        cand.pop("reuse")  # two definitions in one frame: the book's sentence defines, whatever it uses again
        return cand
    apposed = _EN_APPOSED.match(after)
    if apposed and _EN_APPOSED_BEFORE.search(before) and _class_noun(apposed.group("r")) != words[-1].lower().rstrip("s"):
        return _cand((name, aliases), apposed.group("r"), 0.75)
    does = _EN_WHICH_DOES.match(after)
    if does and _EN_COMPLEMENT.search(before):
        return _cand((name, aliases), does.group("r"), 0.75)
    which = _EN_WHICH.match(after)
    if which and _class_noun(which.group("r")) != words[-1].lower().rstrip("s"):  # not `X contract, which is the contract`
        return _cand((name, aliases), which.group("r"), 0.75)
    return None


def _class_noun(clause: str) -> str:
    """The class noun a `which is/are` clause opens with, singular: `directories in …` -> directorie."""
    words = [w for w in clause.split() if w.lower() not in ("a", "an", "the")]
    return words[0].lower().rstrip("s") if words else ""


def _cand(found: tuple[str, list[str]], definition: str, confidence: float) -> dict:
    return candidate(found[0], list(found[1]), definition.strip(" ，,：:"), confidence, reuse=True)
