"""Whether a name the patterns pulled out of a sentence is a term of the book, or a fragment.

A term is a noun phrase the book uses again elsewhere, never a function word, an everyday word,
nor a clause tail cut at a bracket or a preposition (`不`, `2005）对传感器`). General-language
knowledge comes from jieba's own dictionary: its word frequencies (jieba.dt.FREQ, from a corpus of
everyday Chinese) and its part-of-speech tags (the dictionary file). Read once per process, at
ingest only: bin/kb-term never imports this module."""
from __future__ import annotations

import logging
import re
from functools import lru_cache

from f.common.cjk import RANGES as CJK
from f.common.glossary.patterns import LATIN_NAME, PRONOUNS
from f.common.glossary.rarity import introduced_name

log = logging.getLogger(__name__)

# jieba's tags of words that are never a term on their own: adverbs, prepositions, conjunctions,
# particles, pronouns, modal and interjection words, onomatopoeia, numerals, measure words,
# locatives.
FUNCTION_TAGS = {"d", "p", "c", "u", "uj", "ul", "uz", "ud", "ug", "uv", "r", "rr", "rz", "rg", "y", "e", "o", "m",
                 "q", "mq", "f", "ad"}
# A clause cut short leaves one of these at a term's head: a preposition, a conjunction, a pronoun
# or an adverb standing alone (对传感器, 和电流). A numeral or a particle does head terms (零向量,
# 等差数列: jieba cuts 等 and 零 off them).
HEAD_TAGS = {"p", "c", "r", "d"}
# ... when the character is mostly that function word: used this often (对 185k, 和 556k, 按 21k). A
# rarer one has other senses jieba's one tag hides (根 5k: 根分区, 根目录; 凭 6k; 某 8k).
HEAD_WORD_USES = 20000
# A word this common in everyday Chinese is no book's term: a single character used more than this
# (不 360k, 对 185k, 该 28k; the commonest one-character terms stay below: 点 25k, 边 16k) ...
EVERYDAY_CHAR = 26000
# ... or a longer word used more than this (我们 99k, 可以 71k, 工作 66k; 技术 38k and 系统 21k
# are terms of technology books and stay).
EVERYDAY_WORD = 50000
# A sentence that names its term with a naming verb (叫做, 称为, 简称, 是指, 定义为: a rule's
# confidence from 0.8) delimits it; one whose term is read off its shape alone (X是一种…, X：指…,
# “X”，即…) must find the term used again elsewhere in the book, unless the term is a compound of
# content words (see `compound`).
NAMED = 0.8
# A sentence that only has a genus sentence's shape ("X是…的N") defines X where X is introduced:
# a term the book used more often than this on the pages before is being characterised
# (武术是…的体育项目 after 26 uses, 协调性是提高蛙泳速度的重点), not defined.
MAX_BEFORE = 2
# Below this much text there is no "elsewhere" to find a term in (a sentence, a test snippet).
MIN_BOOK_CHARS = 3000
_PERSONS = {"我", "你", "他", "她", "我们", "你们", "他们", "她们", "它们", "咱们", "大家", "自己"}
_EN_FUNCTION = {"whose", "which", "that", "also", "typically", "usually", "often", "generally", "is", "are", "was",
                "were", "be", "been", "we", "our", "it", "its", "they", "their", "this", "these", "those", "then", "thus"}
_NEGATIONS = {"没", "没有", "不", "未", "未曾", "不曾", "无法", "不能", "不会"}
_DEGREE = {"较", "很", "最", "更", "太", "极", "非常", "十分", "比较", "特别", "相当"}
_BRACKETS = {"（": "）", "(": ")", "【": "】", "[": "]", "《": "》", "「": "」", "“": "”"}
_YEAR = re.compile(r"(?:^|[^0-9])(?:1[89]|20)\d\d(?:[^0-9]|$)")
_DIGIT_THEN_CJK_MARK = re.compile(rf"^\d+\s*[^\w\s{CJK}]")


@lru_cache(maxsize=1)
def _dictionary() -> tuple[dict, dict]:
    """(jieba FREQ, {word: tag} for the dictionary's function words used 1000+ times)."""
    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.dt.initialize()
    data = jieba.get_dict_file().read()
    tags = {w.decode(): t.decode() for w, t in
            re.findall(rb"^(\S+) \d{4,} (\w+)\r?$", data, re.M) if t.decode() in FUNCTION_TAGS}
    return jieba.dt.FREQ, tags


@lru_cache(maxsize=1)
def dictionary_tags() -> dict[str, str]:
    """{word: part-of-speech tag} for every word of jieba's dictionary file."""
    import jieba

    _dictionary()
    data = jieba.get_dict_file().read()
    return {w.decode(): t.decode() for w, t in re.findall(rb"^(\S+) \d+ (\w+)\r?$", data, re.M)}


# Nouns a defining predicate ends in: common nouns, their bound and proper-term forms, verbal nouns.
NOUN_TAGS = {"n", "ng", "nz", "nt", "nw", "vn", "an", "j"}  # j: abbreviated names (法 in 命名法)
# Nouns that end a predicate about something rather than what it is (…的原因, …的特点, 之一).
# So do the role nouns of a characterisation: what X is for something else (竞赛是进步的动力, 文明礼仪
# 是中华民族的优良传统, 运动技能学习是…的载体).
_NOT_GENUS = {"原因", "结果", "目的", "关键", "时候", "时间", "部分", "一部分", "事情", "好处", "优点", "缺点",
              "特点", "问题", "区别", "地方", "样子", "办法", "意思", "情况", "作用", "意义", "任务", "要求", "方面",
              "载体", "动力", "驱动力", "源泉", "瑰宝", "精华", "传统", "重点", "难点", "基础", "核心", "灵魂", "保证",
              "保障", "标志", "象征", "财富", "宝库", "法宝", "前提", "条件", "因素", "根本", "枢纽", "内容", "组成部分",
              "体现", "整体", "例子", "东西", "事实"}
_LATIN_WORD = re.compile(rf"{LATIN_NAME}$")


def noun_final(phrase: str) -> bool:
    """The phrase ends in a noun phrase a definition names a class by: a dictionary noun
    (正在设计的板上的视图, 机械钻孔), any content word after 的 (格式的扩展), or a Latin name
    (… 的 API); never a function word, a verb with no 的 before it, nor an attribute noun (原因)."""
    text = re.sub(r"\s+", " ", phrase).strip(" 。．.，,；;：:")
    text = re.sub(r"\s*[（(][^（）()]*[）)]$", "", text)  # "若干音(一般不超过七个)": a bracketed aside
    if not text:
        return False
    if _LATIN_WORD.search(text):
        return bool(re.search(f"[{CJK}]", text))  # "… 的 API"; all Latin ("dpkg --remove foo") is no gloss
    words = [w for w in dictionary_cut(text) if w.strip()]
    if not words:
        return False
    last = words[-1]
    tag = dictionary_tags().get(last)
    if tag == "q" and len(words) > 1 and dictionary_tags().get(words[-2]) in NOUN_TAGS and len(words[-2]) > 1:
        return True  # a noun and a measure word as its suffix: 代码集, 字符集, 数据集
    if last in _NOT_GENUS or function_word(last) or not re.search(f"[{CJK}]", last):
        return False
    if tag == "vn" and len(words) > 1 and words[-2] != "的" and (
            function_word(words[-2]) or (dictionary_tags().get(words[-2]) or "").startswith(("v", "p"))):
        return False  # a verbal noun ending a verb chain ("…被安装或升级"), not a class noun
    if tag in NOUN_TAGS or _unknown_compound(words):
        return True
    if verb_and_noun_suffix(last):
        return True
    if tag not in ("v", "a", "d", "ad") and any(dictionary_tags().get(last[-k:]) in NOUN_TAGS
                                                for k in (2, 1) if len(last) > k):
        return True  # a set phrase ending in a noun (自动开关: 开关)
    # "…的自动开关", "…的扩展"; never an adjective ("…与前一项的差", "…的红")
    if len(words) > 2 and re.fullmatch(r"一(?:个|种|类|组|套|项)", words[-2]) and words[-3] == "的":
        words = words[:-2] + words[-1:]  # "…操作系统的一个发行版": the classifier between 的 and the noun
    return len(words) > 1 and words[-2] == "的" and tag not in FUNCTION_TAGS and tag != "a"


def _unknown_compound(words: list[str]) -> bool:
    """Two single characters at the end, a noun and one jieba's dictionary tags a verb (宏 + 包): jieba
    knew no word there and cut it into characters; the pair is a compound noun (宏包), its last character
    a noun morpheme the single-character tag does not see (decision 0803)."""
    return len(words) > 1 and len(words[-1]) == 1 and len(words[-2]) == 1 and \
        re.fullmatch(f"[{CJK}]{{2}}", words[-2] + words[-1]) is not None and \
        (dictionary_tags().get(words[-1]) or "").startswith("v") and dictionary_tags().get(words[-2]) in ("n", "ng")


def de_phrase(clause: str) -> bool:
    """A modifier with 的, then a head with no verb in it: a noun phrase whatever tag jieba gives its
    last word ("…的符号列表清单"), not a clause ("…产生的结果进行检查")."""
    if "的" not in clause:
        return False
    head = [w for w in dictionary_cut(clause[clause.rindex("的") + 1:]) if w.strip()]
    return bool(head) and re.search(r"[\u4e00-\u9fff]$", head[-1]) is not None and \
        not any((dictionary_tags().get(w) or "").startswith(("v", "d", "p", "r", "u", "c")) for w in head)


def verb_and_noun_suffix(word: str) -> bool:
    """A verb and a noun suffix (发行版, 测试版, 编译器): a class noun jieba's dictionary tags a verb."""
    return len(word) >= 3 and dictionary_tags().get(word[-1]) in ("n", "ng") and dictionary_tags().get(word[:-1]) in ("v", "vn")


def freq(word: str) -> int:
    return _dictionary()[0].get(word) or 0


def function_word(word: str) -> bool:
    return word in _dictionary()[1]


def _balanced(term: str) -> bool:
    stack = []
    for ch in term:
        if ch in _BRACKETS:
            stack.append(_BRACKETS[ch])
        elif ch in _BRACKETS.values():
            if not stack or stack.pop() != ch:
                return False
    return not stack


CONTROL_SEQUENCE = re.compile(r"\\[A-Za-z@]{2,}\*?")


def fragment(term: str) -> str | None:
    """Why `term` is a piece of a clause rather than a name, or None: it starts or ends with a mark,
    holds a bracket that does not close, a lost character (U+FFFD) or a year, or starts with a
    preposition, conjunction or adverb cut off the clause before (对传感器) or ends with a particle."""
    compact = re.sub(r"\s", "", term)
    if not compact:
        return "empty"
    if "\ufffd" in compact:
        return "a lost character"
    if CONTROL_SEQUENCE.fullmatch(compact):
        return None  # a TeX command (\vec, \xpinyin*): its backslash and star are the name's own
    if not re.match(r"\w|[./][A-Za-z]", compact) or not re.search(r"[\w)）”》+#]$", compact):
        # (.dvi 文件: a dot-file; /init 程序: a path, decision 0980)
        return "starts or ends with a mark"
    if not _balanced(compact):
        return "an unclosed bracket"
    if "、" in compact or re.fullmatch(r"[A-Za-z](?:(?:和|与|及|或|,|，)[A-Za-z])+", compact):
        return "a list of names (宫、商、角; A 和 B), not one"
    if _YEAR.search(compact) or _DIGIT_THEN_CJK_MARK.match(compact):
        return "a year or a number cut from a citation"
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9\-' ]*", term.strip()):
        words = term.lower().split()
        title = len(words) > 1 and words[0] in ("this", "these") and all(w[:1].isupper() for w in term.split()) \
            and not set(words[1:]) & _EN_FUNCTION  # "This License": a defined name in Title Case (decision 0861)
        if set(words) & _EN_FUNCTION and not title:
            return "an English function word inside (whose, also, typically)"
    mixed = re.fullmatch(rf"(?P<l>[A-Za-z][\w.+#/\-]*(?:\s+[A-Za-z][\w.+#/\-]*)*)\s+(?P<z>[{CJK}]{{1,4}})", term.strip())
    if mixed and dictionary_tags().get(mixed.group("z")) in ("v", "d", "p", "c") and not verb_and_noun_suffix(mixed.group("z")):
        # a Latin name and a Chinese class noun (TEX 发行版) is a name, though jieba tags 发行版 a verb
        return "a subject and its verb or adverb (UCS 包含, LaTeX 一律), not a name"
    if re.match(f"[{CJK}]", compact) and len(compact) >= 3:
        words = dictionary_cut(compact)
        head, tail = words[0], words[-1]
        if len(words) > 1 and len(head) == 1 and _dictionary()[1].get(head) in HEAD_TAGS \
                and freq(head) >= HEAD_WORD_USES and (freq(compact[1:]) or len(words[1]) > 1):
            return f"starts with the function word {head}"  # 对传感器, not 和声小调 (和/声/小调)
        if len(words) > 1 and len(tail) == 1 and tail in "的了着过地得吗呢吧和与或及是在":
            return f"ends with the particle {tail}"  # not 对: a pair (差分对, 密钥对)
        pair = [w for w in words if w not in "和与及"]
        if len(words) == 3 and words[1] in "和与及" and all(len(w) >= 2 and dictionary_tags().get(w) == "n" for w in pair):
            return "two nouns joined by 和 (服务器和客户端): a pair of names, not one"
        if len(words) > 1 and head in _NEGATIONS and (dictionary_tags().get(tail) or "").startswith("v") \
                and dictionary_tags().get(tail) != "vn":
            return f"a negated verb ({head}…{tail}): a predicate, not a name"  # 没指定; not 不动点, 未知数 (decision 0907)
        if len(words) > 1 and len(tail) > 1 and dictionary_tags().get(tail) == "d":
            return f"ends with the adverb {tail} (a clause cut before its verb)"
        if any(word in _PERSONS for word in words):
            return "holds a personal pronoun"
        if any(word in _DEGREE for word in words):
            return "holds a degree adverb (a clause: 患病率较高)"
    if re.search(rf"(?:^|[中下里内]\s*)(?:默认|缺省)(?!值|设置)\s*[{CJK}]", term.strip()):
        return "a default stated (plain TEX 中默认页脚): a setting's value, not a name (decision 0934)"
    return None


def compound(term: str) -> bool:
    """A Chinese term made of content words only (委托代理关系: 委托/代理/关系), the shape of a
    name even where the book uses it once; a phrase holding a pronoun or a particle (陶冶他们的情操)
    is a piece of a sentence."""
    compact = re.sub(r"\s", "", term)
    if not re.fullmatch(f"[{CJK}]{{2,12}}", compact):
        return False
    return not any(word in _dictionary()[1] for word in dictionary_cut(compact))


def dictionary_cut(text: str) -> list[str]:
    import jieba

    _dictionary()
    return jieba.lcut(text, HMM=False)


def everyday(term: str) -> bool:
    """A function word (不, 对, 我们) or an everyday word too common to be a book's term."""
    compact = re.sub(r"\s", "", term)
    if not re.fullmatch(f"[{CJK}]+", compact):
        return False
    if function_word(compact):
        return True
    return freq(compact) > (EVERYDAY_CHAR if len(compact) == 1 else EVERYDAY_WORD)


def fold(text: str) -> str:
    return re.sub(r"\s", "", text or "").casefold()


def used_elsewhere(names: list[str], book: str, quote: str) -> bool:
    """True when one of the names occurs in the book's text (folded) outside its defining quote."""
    quote = fold(quote)
    for name in names:
        name = fold(name)
        if name and book.count(name) > quote.count(name):
            return True
    return False


def _quoted_name(entry: dict) -> bool:
    """A word of two or more characters that a naming verb set in quotes (称为“上游”): the book's
    name for something, however common the word; never a pronoun, preposition, conjunction or adverb."""
    compact = re.sub(r"\s", "", entry["term"])
    return entry.get("confidence", 0) >= NAMED and len(compact) >= 2 \
        and _dictionary()[1].get(compact) not in HEAD_TAGS \
        and bool(re.search(f"[“\"「『]{re.escape(entry['term'].strip())}的?[”\"」』]",  # “污染的” (1096)
                           entry.get("quote") or ""))


_ENUMERATION = re.compile(r"\s*[A-Za-z][\w.+\-]*(?:\s*(?:和|与|及|或|、|,|，)\s*[A-Za-z][\w.+\-]*)+\s*[。.]?\s*")


def reject(entry: dict, book: str | None) -> str | None:
    """Why an extracted entry is not a term of the book (None: keep it). `book` is the book's folded
    text, or None to skip the "used elsewhere" check (a snippet, not a book)."""
    term = entry["term"]
    why = fragment(term)
    if why:
        return why
    if everyday(term) and not _quoted_name(entry):
        return "a function word or an everyday word"
    if entry.get("confidence", 0) < NAMED and _ENUMERATION.fullmatch(entry.get("definition") or ""):
        return "its predicate only names things (简体中文常用编码是 GBK 和 UTF8): an enumeration"
    if entry.get("confidence", 0) < NAMED and re.fullmatch(f"[{CJK}]", term.strip()) and not _english_named(entry):
        return "one character read off a sentence's shape (…为主)"
    if book is not None and entry.get("reuse"):
        if not entry.get("rare") and not used_elsewhere([term, *entry.get("aliases", [])], book, entry["quote"]):
            return "read off a genus sentence's shape alone, and not used anywhere else in the book"
        before = entry.get("before", 0)
        if before > (0 if entry.get("first_use") and not entry.get("rare") else MAX_BEFORE):
            return f"in use {before} times on the pages before: a characterisation, not its definition"
    if book is not None and entry.get("confidence", 0) < NAMED and not entry.get("rare") and not compound(term) and \
            not _NAMED_THING.fullmatch(term) and not _latin_name_in_chinese(entry) and \
            not used_elsewhere([term, *entry.get("aliases", [])], book, entry["quote"]):
        return "not used anywhere else in the book, and not a compound of content words"
    return None


def _english_named(entry: dict) -> bool:
    """The term is given its English name in brackets where the quote names it ("族（family）是…的集合"): a
    textbook marks the word it teaches so, however short (decision 0906)."""
    term = entry["term"].strip()
    return any(re.fullmatch(r"[A-Za-z][A-Za-z \-]{1,40}", alias.strip()) and
               re.search(rf"{re.escape(term)}\s*[（(]\s*{re.escape(alias.strip())}\s*[）)]", entry.get("quote") or "")
               for alias in entry.get("aliases", []))


def _latin_name_in_chinese(entry: dict) -> bool:
    """A Latin name alone (scp, sftp) in a Chinese sentence that says what it is, rare in general English or
    shaped as a name (f.common.glossary.rarity): the book's own name for a thing, like a proper name, kept
    where the book names it only once (0661). Not in English text: "A fibration is a surjection …" is a
    class sentence of a rare word the book may never use again."""
    term = entry["term"].strip()
    return bool(re.fullmatch(r"[A-Za-z][\w.+\-]*", term)) and bool(re.search(f"[{CJK}]", entry.get("quote") or "")) \
        and introduced_name(term)


# A proper name (a capitalised Latin word or two, then at most a short Chinese head: LXQt, Debian Jr.,
# Debian 社群契约) names a thing, a program or a document; no clause is cut into one, so a class sentence
# about it needs no second use to count (a short excerpt or a manual's one mention of a tool).
_NAMED_THING = re.compile(rf"[A-Z][A-Za-z0-9+#\-]*\.?(?:\s[A-Z][A-Za-z0-9+#\-]*\.?)?(?:\s?[{CJK}]{{2,6}})?")


def vet(entries: list[dict], book_text: str) -> list[dict]:
    """The entries that name terms; each dropped one logged with its reason. Aliases that are
    fragments or pronouns are dropped from kept entries."""
    book = fold(book_text)
    scope = book if len(book) >= MIN_BOOK_CHARS else None
    kept = []
    for entry in entries:
        why = reject(entry, scope)
        if why:
            log.debug("glossary: %r p%s dropped: %s", entry["term"], entry.get("page"), why)
            continue
        # an alias may be a common word (元, the head of 矩阵的元): only fragments and pronouns go
        entry["aliases"] = [a for a in entry.get("aliases", []) if not fragment(a) and a.strip() not in PRONOUNS]
        entry.pop("reuse", None)
        entry.pop("first_use", None)
        entry.pop("before", None)
        entry.pop("rare", None)
        kept.append(entry)
    return kept
