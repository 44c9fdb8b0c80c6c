"""Do the books name what a question is about? Concept coverage weighted by how distinctive each
concept is in this library. Pure.

Search always returns its nearest pages, and a maths book is "near" every maths question, so the
pack also asks whether its evidence names the question's concepts. Concepts differ in what their
absence says: 函数 is on half the pages of a maths library, so its presence proves little, while
奇函数, named on none, says the books do not cover the question. The weight of a concept is its
inverse document frequency estimated from the pack's own searches: of the pages its own query
(the concept alone) returned, how many name it. Named on all of them: a common word of the
library, weight near 0; on none: the library does not know the word, weight 1. A concept without
its own query (the plan caps the queries) weighs 1. No extra search is needed.

A concept counts only where it has a form in the evidence's language: its own words, or their
translations (f.common.answer.crosslang, CC-CEDICT). An English question about a Chinese book is
measured on the concepts the dictionary translates; with none, coverage is not measured and the
searches' own signal (calibrated for cross-lingual queries) decides alone."""
from __future__ import annotations

import functools
import math
import re

from f.common.answer.english import DOMAIN, FILLER, information, named_nowhere, singular
from f.common.answer.english import applies as english_applies
from f.common.answer.english import page_words as english_words
from f.common.answer.english import said_in_order as english_in_order
from f.common.answer.english import variants as english_variants
from f.common.answer.piece_forms import (
    piece_forms,
    said_with_a_near_synonym_character,
    said_with_one_character_changed,
    synonyms,
)
from f.common.cjk import IDEOGRAPHS, count_cjk, has_cjk
from f.common.glossary.lookup import fold_term

# the noun suffixes of Chinese: 爪子 is 爪, 鸟儿 is 鸟 (what they add is grammar)
NOUN_SUFFIXES = frozenset("子儿")
_LATIN_WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{3,}")  # not a LaTeX command (\frac, \mathrm)


def _chinese(text: str) -> bool:
    """Written in Chinese: at least as many ideographs as Latin words (formulas' letters count
    for little: a page of y=x² or \frac{a}{b} is still a Chinese page when its sentences are)."""
    return count_cjk(text) >= max(1, len(_LATIN_WORD.findall(text)))


def _named(forms: list[str], text: str) -> bool:
    """A form in the (folded) text; a two-character Chinese dictionary word only as a word of the
    text's cut or at an edge of one (向量 in 平面向量, 数量 in 数量积), not straddling two words (动能
    inside 运动能力), unless CC-CEDICT lacks it (_clipped)."""
    return any(f and f in text and (len(f) != 2 or not _in_dictionary(f) or _edge(f, text) or _clipped(f))
               for f in forms)


def _clipped(form: str) -> bool:
    """A two-character word of jieba's corpus that CC-CEDICT lacks (联查, the clipped 关联查询): it names
    no thing of its own that a page's two words could hide by chance, as 动能 (kinetic energy) in
    运动能力 does, so a page holding it across two words (关联|查询) says it (0718)."""
    from f.common.answer.dictionary import headwords

    return form not in headwords()


def _said(forms: list[str], text: str) -> bool:
    """The concept on the (folded) text as written, in part (said_in_part), or, for a phrase the
    dictionary lacks, in order (said_in_order), or, for a symbol's name, by the symbol
    (said_by_symbol), or as the items of a list (said_as_list)."""
    return _named(forms, text) or any(said_in_part(f, text) or said_in_order(f, text) or english_in_order(f, text)
                                      or said_by_symbol(f, text) or said_with_another_verb(f, text)
                                      or said_apart(f, text) or said_as_list(f, text)
                                      or said_with_one_character_changed(f, text)
                                      or said_with_a_near_synonym_character(f, text) for f in forms)


def said_as_list(form: str, text: str) -> bool:
    """A run of things the page lists with enumeration commas, which a student writes as one word
    (石头剪刀布 for 石头、剪刀、布, 中暑触电 for 中暑、触电): the word's characters stand in the text in
    order, with nothing but an enumeration comma between two of them, at least once. The tokenizer
    cuts such a run anywhere (剪刀 + 布), so the plan's word may hold part of it."""
    if len(form) < 3 or not IDEOGRAPHS.fullmatch(form) or "、" not in text:
        return False
    return any("、" in m.group() for m in re.finditer("、?".join(re.escape(ch) for ch in form), text))


# The names of written symbols: a student says 加号 where a page prints `str + "a"`, 分号 where it
# prints `;` (a closed class of words, like the noun suffixes, not any one book's vocabulary). On
# folded text (fold_term: full-width made half-width; quotes and round or square brackets gone,
# so their names are not read here).
SYMBOLS = {
    "加号": "+", "减号": "-", "乘号": "×*", "除号": "÷/", "等号": "=", "不等号": "≠", "大于号": ">",
    "小于号": "<", "分号": ";", "冒号": ":", "逗号": ",", "句号": "。", "问号": "?", "感叹号": "!",
    "叹号": "!", "大括号": "{}", "花括号": "{}", "尖括号": "<>", "星号": "*", "斜杠": "/",
    "反斜杠": "\\", "百分号": "%", "井号": "#", "下划线": "_", "竖线": "|", "波浪号": "~", "美元符号": "$",
    # a formula's signs (CC-CEDICT: 根号 radical sign √, 正负号 plus-minus sign ±)
    "根号": "√", "正负号": "±", "加减号": "±",
}
# ... and the LaTeX commands that print a formula's sign: the pages keep equations as LaTeX
# (f.common.content.page_text), so 6√2 stands there as 6\sqrt{2} (0966)
LATEX_SIGNS = {"√": "\\sqrt", "×": "\\times", "÷": "\\div", "≠": "\\neq", "±": "\\pm"}


def said_by_symbol(form: str, text: str) -> bool:
    """A symbol's name (加号, 花括号, 根号) on a (folded) text that prints the symbol (+, { or }, √)
    or, in a formula, the LaTeX command that prints it (\\sqrt)."""
    marks = SYMBOLS.get(form)
    return bool(marks) and any(mark in text or (mark in LATEX_SIGNS and LATEX_SIGNS[mark] in text) for mark in marks)


def said_with_another_verb(form: str, text: str) -> bool:
    """A word of an act and what it acts on (拐弯, 长霉) that a (folded) text says with another verb
    of the same sense on the same thing (转弯, 发霉): a text's word as long as the student's, the
    same but for its first character, the two first characters sharing a verb sense in the
    dictionary (拐 and 转: turn; 长 and 发: develop; dictionary.verb_senses), the text's word itself
    an act in the dictionary (转弯: to turn; not 对数, a logarithm, whose 对 shares "answer" with the
    复 of 复数, nor 挡网, a net, beside the 拦网 block). A kind of thing named by its modifier (电子烟
    beside 吸烟, 飘球 beside 发球) differs in a part that is no verb of the same sense: unsaid."""
    from f.common.answer.dictionary import verb_senses

    if not 2 <= len(form) <= 3 or not IDEOGRAPHS.fullmatch(form) or not verb_senses(form[0]):
        return False
    tail = form[1:]
    return any(len(w) == len(form) and w[1:] == tail and w[0] != form[0] and verb_senses(form[0]) & verb_senses(w[0])
               and verb_senses(w) for w in _words(text) if tail in w)


def said_by_synonym(form: str, text: str) -> bool:
    """A Chinese word a (folded) text names by the dictionary's other word for it (synonyms)."""
    return _named(list(synonyms(form)), text)


def said_across_cut(concept: str, question: str, texts: list[str]) -> bool:
    """The tokenizer cut one of the question's words across a word boundary and made the concept
    of a light character and a piece of the next word (新字段 cut 新字 + 段, where the student says
    新 + 字段): the concept's tail with the characters after it (or its head with those before it)
    is a dictionary word a text names, and what is left of the concept is an everyday word (新,
    under salience.FILLER). The student's word is that one, said on the page."""
    from f.common.answer.salience import FILLER, information, known

    asked, word = fold_term(question), fold_term(concept)
    if len(word) < 2 or not IDEOGRAPHS.fullmatch(word):
        return False
    folded = [fold_term(text) for text in texts]
    start = asked.find(word)
    while start >= 0:
        end = start + len(word)
        for cut in range(1, len(word)):
            for extra in (1, 2):
                after, before = asked[end:end + extra], asked[max(0, start - extra):start]
                # the concept's tail and what follows (新|字 段), or what precedes and its head
                joins = [(word[cut:] + after, word[:cut], len(after) == extra),
                         (before + word[:cut], word[cut:], len(before) == extra)]
                for joined, rest, whole in joins:
                    if whole and IDEOGRAPHS.fullmatch(joined) and known(joined) and \
                            information(rest) < FILLER and any(_named([joined], text) for text in folded):
                        return True
        start = asked.find(word, start + 1)
    return False


PHRASE_GAP = 2  # characters a page may put between two of a phrase's characters (内存的泄漏)


def said_in_order(form: str, text: str) -> bool:
    """A phrase of four or more ideographs the dictionary lacks (the student's 内存泄漏, 事务传播:
    two words the plan joined) whose characters the text holds in order, close together within one
    sentence (内存发生泄漏, 事务的传播): the page speaks of that one thing in its own word order.
    Each part alone elsewhere on the page is not the phrase."""
    from f.common.answer.salience import known

    if len(form) < 4 or not IDEOGRAPHS.fullmatch(form) or known(form):
        return False
    if not all(ch in text for ch in form):
        return False
    gap = f"[^。！？；\\n]{{0,{PHRASE_GAP}}}"
    return re.search(gap.join(re.escape(ch) for ch in form), text) is not None


_SENTENCE_END = re.compile(r"[。！？；!?;\n]")


def said_apart(form: str, text: str) -> bool:
    """A kind the plan joined from a noun and the noun it modifies (f.common.answer.plan.modified:
    消息队列, 对角线平方和), said where one sentence of the text names both words (对角线的平方和,
    异常…打印日志), or, for a modifier of one character, that character just before the head (青
    霉菌 as 青霉菌 or 青的霉菌): the page speaks of that kind in its own order. The head alone, or
    the two words on one page in different sentences, is not the kind."""
    from f.common.vectors.sparse import dictionary_size

    if len(form) < 3 or not IDEOGRAPHS.fullmatch(form):
        return False
    parts, left, lefts, rights = _apart(form, dictionary_size())
    if parts:
        return any(parts[0] in sentence and parts[1] in sentence for sentence in _SENTENCE_END.split(text))
    heads = [h for h in rights if h in text]
    if not heads:
        return False
    if len(left) == 1:
        return any(re.search(f"{re.escape(left)}[^。！？；!?;\\n]{{0,{PHRASE_GAP}}}{re.escape(h)}", text) for h in heads)
    return any(any(m in sentence for m in lefts) and any(h in sentence for h in heads)
               for sentence in _SENTENCE_END.split(text))


@functools.lru_cache(maxsize=4096)
def _apart(form: str, _cut_size: int) -> tuple[tuple[str, str] | None, str, tuple[str, ...], tuple[str, ...]]:
    """What said_apart looks for of a form, on any page: (the two words of a run, or None; the
    modifier; its forms; the head's forms), no forms where the cut is no modifier and its noun.
    Worked out once per form, not once per page read (0926): jieba's tags and the dictionary do not
    depend on the page. _cut_size: the tokenizer's added terms, which may change the cut."""
    from f.common.answer.cut_pieces import run_parts
    from f.common.answer.plan import modified
    from f.common.vectors.sparse import _tokenizer

    pieces = list(_tokenizer().cut(form))
    # ... or a run of jieba's corpus that is two words of the dictionary (学生上课: cut_pieces.run_parts,
    # 0633): a clause the student wrote, said where one sentence names both words
    parts = run_parts(form)
    if parts or len(pieces) != 2 or not modified("", pieces[0], pieces[1], ""):
        return parts, "", (), ()
    left, right = pieces
    # ... each piece also in the page's other word for it (矩形 for 长方形, 游戏 for 小游戏: 0711)
    return None, left, piece_forms(left) if len(left) > 1 else (), piece_forms(right)


def said_in_part(form: str, text: str) -> bool:
    """A Chinese word whose telling part the text names while the rest of it is a light word: the
    page says 爪 for the student's 爪子, 雷雨 for 打雷, 厚度 for 有多厚. The rest is a noun suffix
    (子, 儿) or an everyday verb or numeral (under salience.LOW, tagged so by jieba: 打, 有多),
    which adds an act or an amount to the part, not another thing; the part itself names
    something (at salience.FILLER or over: 子 or 有 alone is no part). A locative or a noun keeps
    the word whole (中音 is no 音, 内积 no 积, 水袖 no 袖), and so does a rest that is itself telling
    (交互绳 is not 交互, 定弦 not 弦)."""
    from f.common.answer.salience import FILLER, information, known

    if len(form) < 2 or not has_cjk(form):
        return False
    if len(form) >= 3 and form[0] == form[1] and _named([form[1:]], text):
        return True  # a reduplicated syllable: 散散步 is 散步, 看看书 is 看书
    for cut in range(1, len(form)):
        for part, rest in ((form[cut:], form[:cut]), (form[:cut], form[cut:])):
            named = part in text and known(part) and _named([part], text) and information(part) >= FILLER
            if (named or said_with_another_verb(part, text)) and _light(rest):
                return True
    # an everyday act before the thing the student names (练 + 武术): the page names the thing
    return _act_on(form[0], form[1:]) and _named([form[1:]], text)


def _act_on(verb: str, thing: str) -> bool:
    """An everyday act of one character before the thing it acts on (练 + 武术, 打 + 乒乓球, 玩 + 游戏):
    the student's 练武术 asks about the 武术 a page names (the dictionary even holds 练武术 as one
    word), the mirror of a verb after its noun (0344). The act is a character the dictionary gives
    a verb sense and general language uses often (under salience.DOMAIN: 练 9.6 nats, 学 8.1; not
    a rare move such as 磕 11.0, whose word is a name of its own) and jieba tags a verb alone (not
    学, tagged a noun, nor 显 of 显微镜, a noun character the dictionary also lends a verb sense); the
    thing a noun of the dictionary of two characters or more, no everyday word (a character alone,
    弦 of 定弦 or 积 of 内积, stays part of its word; 戈舞 of 探戈舞 is no word), and the two no noun of
    the dictionary (定滑轮)."""
    import jieba.posseg

    from f.common.answer.dictionary import verb_senses
    from f.common.answer.salience import DOMAIN, FILLER, information, known

    if len(thing) < 2 or not IDEOGRAPHS.fullmatch(verb + thing) or information(verb) >= DOMAIN or \
            not verb_senses(verb) or [p.flag for p in jieba.posseg.cut(verb)] != ["v"]:
        return False
    # a noun entry of the dictionary is a name of its own (定滑轮: a fixed pulley, not "fix a pulley");
    # jieba's person-name guess for an entry (练武术 nr) is none
    whole = [p.flag for p in jieba.posseg.cut(verb + thing)]
    if len(whole) == 1 and whole[0].startswith("n") and whole[0] != "nr":
        return False
    return known(thing) and information(thing) >= FILLER and all(p.flag.startswith("n") for p in jieba.posseg.cut(thing))


def _light(rest: str) -> bool:
    """A noun suffix, or an everyday verb or numeral (what a word adds to the thing it names)."""
    import jieba.posseg

    from f.common.answer.salience import FILLER, LOW, information, known

    if rest in NOUN_SUFFIXES:
        return True
    # a character alone must be very common (打, not 定 or 极: 定弦, 极值 are words of their own);
    # a word of two or more, everyday (保护 of 保护视力, where the page says 视力保护)
    everyday = LOW if len(rest) == 1 else FILLER
    return known(rest) and information(rest) < everyday and \
        all(piece.flag[:1] in ("v", "m") for piece in jieba.posseg.cut(rest))


def _in_dictionary(form: str) -> bool:
    """A two-character Chinese dictionary word (a made-up one, 排瑶, the cut cannot place)."""
    from f.common.answer.salience import known

    return has_cjk(form) and known(form)


def _edge(form: str, text: str) -> bool:
    return any(w.startswith(form) or w.endswith(form) for w in _words(text) if form in w)


@functools.lru_cache(maxsize=4096)
def _words(text: str) -> frozenset:
    from f.common.vectors.sparse import words

    return frozenset(words(text))


class Folded(str):
    """A folded text (fold_term: spaces gone, so a word is found inside others) that keeps its
    pages' words for the English phrase forms matched as whole words near each other
    (english.said_near, 0369)."""
    words: tuple[str, ...] = ()


@functools.lru_cache(maxsize=1024)
def _folded(*texts: str) -> Folded:
    """The texts folded as one (fold_term), their words kept, a sentence's end between two."""
    out = Folded(fold_term(" ".join(texts)))
    out.words = tuple(w for text in texts for w in (*english_words(text), "."))
    return out


def weight(forms: list[str], own_hits: list[str] | None) -> float:
    """1 for a concept no returned page names (or without its own search), towards 0 for one
    that every page its search returned names: log((1 + n) / (1 + k)) / log(1 + n), n pages, k naming."""
    if not own_hits:
        return 1.0
    n = len(own_hits)
    k = sum(_named(forms, fold_term(text)) for text in own_hits)
    return round(math.log((1 + n) / (1 + k)) / math.log(1 + n), 3)


def weighted_coverage(question: str, concepts: dict[str, list[str]], weights: dict[str, float],
                      evidence: list[str]) -> float | None:
    """Weighted share of the concepts (concept -> its forms) the evidence texts name; None when
    it cannot be measured (no concept, only words every page of the library names, or a question
    in another language than the evidence)."""
    pool = _folded(*evidence)
    if not evidence:
        return None
    # same language: every concept counts, as written (cos in a Chinese question); across
    # languages: those with a form in the evidence's language (a dictionary's translation)
    language = chinese_evidence(evidence)
    measured = concepts if _chinese(question) == language else \
        {c: forms for c, forms in concepts.items() if any(_chinese(f) == language for f in forms)}
    named = {c for c, forms in measured.items() if _said(forms, pool)}
    # a Chinese everyday word that names no thing, a quality or a manner (热闹, 隆重, 咋样: _names_nothing),
    # is said by a page in its own words (热情奔放):
    # named, it counts; absent, it proves nothing and is left out, as it is of the missing subject
    # ... unless the rest are words of the whole library (weight 0): then the absent word is all
    # coverage can measure (爆雷 beside 中小企业信用风险 in a thesis on it), and it stays
    if _chinese(question) and language:
        kept = {c: forms for c, forms in measured.items() if c in named or not _names_nothing(c, question)}
        if not kept or sum(weights.get(c, 1.0) for c in kept) > 0:
            measured = kept
    total = sum(weights.get(c, 1.0) for c in measured)
    if total <= 0:
        return None
    return round(sum(weights.get(c, 1.0) for c in named) / total, 3)


# jieba's tags of a quality or a manner: adjectives (a, ad, an), idioms (i), set phrases (l),
# pronouns (r: 咋样), state words (z); a verb may be a domain act jieba reads as an everyday one
# (飘球 v, a volleyball serve), so it is not among them
_QUALITY_TAGS = ("a", "i", "l", "r", "z")


def _names_nothing(concept: str, question: str = "") -> bool:
    """A Chinese concept that names no thing nor domain act (salience.nominal false), every piece
    of it a quality or a manner by jieba's tags (热闹 a, 咋样 r), and an everyday word of general
    language (under salience.DOMAIN): a rarer entry so tagged is a term jieba mis-tags (有丝分裂 i,
    几何体)."""
    import jieba.posseg

    from f.common.answer.cut_pieces import cut_across, stray_run
    from f.common.answer.salience import chance_entry, is_domain, nominal

    # ... or a run the cut took across a joint of the question (cut_pieces: 那 + 层皮 is 那层 皮, 蹭 +
    # 破皮 is 蹭破 皮, 0632): named it counts, absent it is no subject
    if question and cut_across(concept, question):
        return True
    # ... or a run the guesser glued of single characters around an adverb or a locative (时先练,
    # 里费: cut_pieces.stray_run, 0893)
    if stray_run(concept):
        return True

    # ... or a chance entry (salience.chance_entry: 北开 of 往北开, 干点 of 干点啥): a piece the cut
    # made of the student's phrase names nothing the page must say as written; a book's own term
    # the dictionary barely knows (子类, 拿顶) is named on its pages, and counts there
    # ... unless it is one entry of jieba's tagged dictionary that CC-CEDICT, made by hand, holds
    # too (转位 v, a chord's inversion; not 非要, which the tagger cuts 非 + 要): two dictionaries agree
    # it is a word, and absent from the pages it is the question's subject (0877)
    from f.common.answer.dictionary import headwords

    pieces = list(jieba.posseg.cut(concept))
    if chance_entry(concept) and not (len(pieces) == 1 and concept in headwords()):
        return True
    return has_cjk(concept) and not nominal(concept) and not is_domain(concept) and \
        all(p.flag.startswith(_QUALITY_TAGS) for p in pieces)


def chinese_evidence(evidence: list[str]) -> bool:
    """Most of the evidence pages are Chinese (a thesis's English references page among its
    Chinese pages does not make the evidence English)."""
    return 2 * sum(_chinese(text) for text in evidence) >= len(evidence)


def crosses_language(question: str, evidence: list[str]) -> bool:
    """The question and its evidence are in different languages (coverage then rests on
    translations)."""
    return bool(evidence) and _chinese(question) != chinese_evidence(evidence)


def forms_of(concepts: list[str], terms: list[dict]) -> dict[str, list[str]]:
    """concept -> its folded forms (a glossary term with its aliases, whichever of them the
    question wrote), two characters or more."""
    aliases = {}
    for t in terms:
        every = [t["term"], *(t.get("aliases") or [])]
        for form in every:
            aliases.setdefault(fold_term(form), every)
    out = {}
    for concept in concepts:
        written = aliases.get(fold_term(concept), [concept])
        forms = [fold_term(f) for f in written]
        # an English word as a page may write it: pacemakers where the page says pacemaker
        forms += [v for f in written for v in english_variants(f.lower()) if v not in forms]
        forms = [f for f in forms if len(f) >= 2]
        if forms:
            out[concept] = forms
    return out


WIDE_PAGES = 3  # pages a phrase's own search must return for its modifier to be read as the book's


def with_wide_modifiers(forms: dict[str, list[str]], own_hits: dict[str, list[str]]) -> dict[str, list[str]]:
    """forms, where an English phrase of two words whose modifier every page its own search
    returned names (a plot label in a plotting manual: the page says "set label") is also said by
    its head's forms (0459): a word of the whole library tells nothing of which thing is asked, as
    it weighs nothing (weight); the head is still to be named. A name or a hyphenated word stays."""
    from f.common.answer.english import _stem, name

    out = dict(forms)
    for concept, written in forms.items():
        words = concept.split()
        hits = own_hits.get(concept) or []
        if len(words) != 2 or has_cjk(concept) or any(name(w) or "-" in w for w in words) or \
                len(hits) < WIDE_PAGES:
            continue
        modifier, head = _stem(words[0]), words[1].lower()
        if all(modifier in english_words(text) for text in hits):
            out[concept] = list(dict.fromkeys([*written, fold_term(head),
                                               *(v for v in english_variants(head) if len(v) >= 2)]))
    return out


def _judged(question: str, evidence: list[str]) -> bool:
    """A question whose words have a general-language frequency to be weighed by: a Chinese one
    (jieba's), or an English one about English pages (wordfreq's, f.common.answer.english); an
    English question about Chinese pages is measured through translations, not judged here."""
    return _chinese(question) or (english_applies(question) and not chinese_evidence(evidence))


def verbatim(question: str, forms: dict[str, list[str]], own_hits: dict[str, list[str]],
             evidence: list[str], domain: list[str]) -> list[str]:
    """The question's domain terms (f.common.answer.salience) the books name as written: on a
    page of the pack or of the term's own search. A term named on every page its own search
    returned (函数 in a maths library) is a word of the whole library and proves nothing; an
    English question about Chinese pages is not judged here (_judged)."""
    if not _judged(question, evidence):
        return []
    pool = fold_term(" ".join(evidence))
    read = _folded(*evidence, *(text for hits in own_hits.values() for text in hits or []))
    out = []
    for concept in domain:
        own = forms.get(concept) or []
        named = [_named(own, fold_term(text)) for text in own_hits.get(concept) or []]
        if len(named) >= 3 and all(named):
            continue
        if any(named) or _named(own, pool) or named_by_its_head(concept, read, evidence[:TOP_PAGES]):
            out.append(concept)
    return out


def missing_subject(question: str, forms: dict[str, list[str]], weights: dict[str, float],
                    own_hits: dict[str, list[str]], evidence: list[str], domain: list[str]) -> str | None:
    """The question's most telling concept when the books name it nowhere, else None: the heaviest
    concept (general-language salience x weight in this library) is a domain term that no page its
    own search returned and no evidence page names (拉丁舞 beside a 舞步 the dance book names,
    物镜 beside 放大). A concept a page says by the dictionary's other word for it (刹车 where the page
    says 制动: synonyms) or that the tokenizer cut across a word boundary the page names
    (said_across_cut) is not missing. Only a concept with a search of its own is judged (its absence
    is seen on the pages that search returned), and only in a question whose words are weighed
    (_judged)."""
    if not _judged(question, evidence) or not weights:
        return None
    read = _folded(*evidence, *(text for hits in own_hits.values() for text in hits or []))
    said_by_head = {c for c in domain if named_by_its_head(c, read, evidence[:TOP_PAGES])}
    top = max((w for c, w in weights.items() if c not in said_by_head), default=None)
    pool = _folded(*evidence)
    unsaid = []
    for concept in domain:
        if concept in said_by_head:
            continue
        own = forms.get(concept) or []
        hits = own_hits.get(concept)
        if weights.get(concept) != top or hits is None or not own or _names_nothing(concept, question):
            continue
        if not _said(own, pool) and not any(_said(own, _folded(text)) for text in hits) and \
                not said_across_cut(concept, question, [*evidence, *hits]) and \
                not any(said_by_synonym(f, fold_term(text)) for f in own for text in [*evidence, *hits]):
            unsaid.append(concept)
    return telling_first(unsaid, [*evidence, *(text for hits in own_hits.values() for text in hits or [])])


def telling_first(unsaid: list[str], texts: list[str]) -> str | None:
    """Of the question's unsaid concepts of equal weight, the first that no text read names in any
    form (english.named_nowhere: distcc), else the first: a phrase the plan glued across a verb
    (ninja hand compile, each word on a page) is said word by word, the word on no page is the
    thing asked about (1026). Chinese concepts have no English words, so keep their order."""
    nowhere = [c for c in unsaid if named_nowhere(c, texts)]
    return (nowhere or unsaid or [None])[0]


# the pack's first pages, where its answering page stands (pack.TOGETHER_PAGES)
TOP_PAGES = 3


def named_by_its_head(concept: str, read: Folded, top_pages: list[str]) -> bool:
    """An English phrase of everyday words (each under english.DOMAIN in general language: code
    block, border box, favourite settings) that the pages read name word by word, whose head (its
    last word) a top page of the pack names: the user's own compound for what those pages treat
    under the head's name, not a subject the books lack. A near-topic compound keeps its telling
    word: one rarer in general language (tcolorbox, barrier, shrink, algorithm) or one no page read
    names, or a head no top page names (drop shadow)."""
    words = concept.split()
    if len(words) < 2 or has_cjk(concept) or any(information(w) >= DOMAIN for w in words):
        return False
    # the pages' words are kept as stems (english.page_words: range is rang), so each of the
    # phrase's words is read the same way before it is looked for there (0841)
    known = set(read.words)
    if not all(all(stem in known for stem in english_words(w)) for w in words):
        return False
    return any(_head_said_as_the_thing(words, text) for text in top_pages)


_PAGE_WORD = re.compile(r"[A-Za-z0-9]+(?:[-'’][A-Za-z0-9]+)*")


def _head_said_as_the_thing(words: list[str], page: str) -> bool:
    """The page names the phrase's head as the thing itself: once with no other modifier of its
    own right before it (a block, the whole block: a word under english.FILLER is none), or with
    the phrase's own modifier right before it. A head the page names only under a different telling
    word (app stores for retail stores, bitmap file for video file) is a sibling, not the user's
    name for what the page treats; the phrase's modifier elsewhere on the page (audio or video ...
    .ly file) is no sign the page treats the phrase's thing (0729), so it must stand next to the
    head."""
    head = singular(words[-1].lower())
    own = {singular(w.lower()) for w in words[:-1]}
    found = list(_PAGE_WORD.finditer(page))
    said = {singular(m.group().lower()) for m in found}
    if head not in said:
        return False
    for before, here in zip([None, *found], found):
        if singular(here.group().lower()) != head:
            continue
        if before is None or page[before.end():here.start()].strip():
            return True  # the head opens the text or a clause (after punctuation)
        word = before.group()
        if singular(word.lower()) in own or information(word.lower()) < FILLER:
            return True
    return False


def held_together(forms: dict[str, list[str]], top_pages: list[str], domain: list[str]) -> list[str]:
    """The question's domain terms when one of the pack's top pages names them all, else []: the
    answering page is in the pack (维吾尔族舞蹈 and 切分 on one page), whatever everyday words the
    question wraps them in. A near-topic question's telling term is on no page, so never all."""
    return _on_one_page([c for c in domain if forms.get(c)], forms, top_pages)


def _on_one_page(terms: list[str], forms: dict[str, list[str]], top_pages: list[str]) -> list[str]:
    """`terms` when one of the pages names them all, else [] (and [] for no terms)."""
    if terms and any(all(_said(forms[c], folded) for c in terms) for folded in map(_folded, top_pages)):
        return terms
    return []


# A term named on at most a third of the pages its own search returned (coverage.weight 0.5 with
# eight pages) is specific to a few pages of this library, not one of its common words.
SPECIFIC = 0.5


def beside_a_rarer_term(missing: str | None, forms: dict[str, list[str]], weights: dict[str, float],
                        top_pages: list[str], domain: list[str], stem_signal: str,
                        missing_signal: str | None, question: str = "") -> list[str]:
    """The question's other domain terms when its missing subject is the student's own word for
    what a top page names in its: the question's own search found the books' pages (`stem_signal`
    "found") while the missing word's own search found nothing (`missing_signal` "none": a word
    foreign to the library, 刹车 where the books say 制动), one of the pack's top pages names every
    other term, and one of them names a thing rarer in general language than the missing word and
    specific to few pages of this library (轮滑 and 平行脚 on the page that says 制动). A near-topic
    question's named words are the commoner ones (排球比赛 beside an absent 拦网), words of the
    whole library (芭蕾舞) or Latin names, whose general frequency the dictionary does not measure
    (JVM beside an absent 收集器); a question no page answers is rarely found as a whole (月球
    absent, 朝向 on a dance page: its own search "none"); and a missing word whose own search
    finds the pages of its neighbourhood is the near topic (细胞核, where the books treat 细胞, beside
    洋葱): its missing subject still decides; else []."""
    from f.common.answer.salience import nominal, rarity

    if not missing or stem_signal != "found" or missing_signal != "none" or named_longer(missing, question, forms):
        return []
    others = [c for c in domain if c != missing and forms.get(c)]
    # a thing measured in Chinese: a Latin word's frequency is not in the dictionary (JVM reads as
    # a term by convention, beside an absent 收集器), and an act is said of many things
    rarer = [c for c in others if has_cjk(c) and nominal(c, acts=False) and rarity(c) > rarity(missing)
             and weights.get(c, 0.0) >= SPECIFIC]
    return _on_one_page(others, forms, top_pages) if rarer else []


def named_longer(missing: str, question: str, forms: dict[str, list[str]]) -> bool:
    """The missing word written glued to a word the plan dropped (a dictionary word of two
    characters, at salience.FILLER or over, in no concept), the two together no dictionary entry:
    断点 of 断点回归, a longer term the student names whose telling head no page holds, not their own
    word for a page's (平行脚刹车, where 刹车 stands before a comma) (0719)."""
    from f.common.answer.salience import FILLER, information, known

    if not question or not IDEOGRAPHS.fullmatch(missing):
        return False
    concepts = [fold_term(c) for c in forms]
    at = question.find(missing)
    while at >= 0:
        after, before = question[at + len(missing):at + len(missing) + 2], question[max(0, at - 2):at]
        for word, whole in ((after, missing + after), (before, before + missing)):
            if len(word) == 2 and IDEOGRAPHS.fullmatch(word) and known(word) and information(word) >= FILLER and \
                    not any(word in c for c in concepts) and not known(whole):
                return True
        at = question.find(missing, at + 1)
    return False


# characters that tell siblings apart (上半场 and 下半场, 前滚翻 and 后滚翻, 三声部 and 二声部): a
# student's word differing from a page's in one of them names the other sibling, not the page's thing
_SIBLING_MARKS = frozenset("上下前后左右内外里中东南西北大小高低长短一二三四五六七八九十两单双")


def said_in_pieces(missing: str | None, forms: dict[str, list[str]], top_pages: list[str],
                   domain: list[str]) -> list[str]:
    """The question's domain terms with its missing subject where one of the pack's top pages
    names every other domain term and every word of two or more characters the dictionary cuts
    the missing one into, the rest of it everyday characters (under salience.LOW): 下雨天 = 下 + 雨天
    where the page says 阴雨天 beside the question's 课间, the student's word for the page's. Not
    where the page's word holding the piece has, in place of the student's character, another of
    a pair that tells siblings apart (下半场 beside a page's 上半场): that is the other thing. Else []."""
    from f.common.answer.salience import LOW, _split, information
    from f.common.vectors.sparse import _tokenizer

    if not missing or not IDEOGRAPHS.fullmatch(missing):
        return []
    pieces = _split(missing, _tokenizer())
    long = [p for p in pieces if len(p) >= 2]
    short = [p for p in pieces if len(p) < 2]
    others = [c for c in domain if c != missing and forms.get(c)]
    if not long or not others or any(information(p) >= LOW for p in short):
        return []
    for folded in map(fold_term, top_pages):
        if all(_named([p], folded) for p in long) and all(_said(forms[c], folded) for c in others) and \
                not _sibling(missing, long, folded):
            return [*others, missing]
    return []


def _sibling(missing: str, long: list[str], text: str) -> bool:
    """A word of the text holding one of the pieces where the student's word has, beside that
    piece, a character of _SIBLING_MARKS and the text's word another one (上半场 for 下半场)."""
    for piece in long:
        mine = _beside(missing, piece)
        for word in _words(text):
            if piece not in word:
                continue
            theirs = _beside(word, piece)
            if any(c in _SIBLING_MARKS for c in mine) and any(c in _SIBLING_MARKS and c not in mine for c in theirs):
                return True
    return False


def _beside(word: str, piece: str) -> str:
    """The characters either side of the piece's first place in the word (下 for 半场 in 下半场, 阴 for 雨天 in 阴雨天)."""
    at = word.find(piece)
    return word[max(at - 1, 0):at] + word[at + len(piece):at + len(piece) + 1]
