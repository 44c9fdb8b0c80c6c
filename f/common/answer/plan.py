"""Question analysis for the evidence pack: an exam question's type, polarity, concepts and searches.

What kind of question this is, what it is about, and which searches would find its evidence (one
per option for a choice question).

    analyse("关于平面向量，下列说法中不正确的是（ ）A.… B.… C.… D.…", terms=[...])

Pure: no service. Concepts use the search index's own word cut (f.common.vectors.sparse), so a concept is
a word the index can match; the book's glossary terms, when given, win over that cut."""
from __future__ import annotations

import bisect
import functools
import logging
import re

from f.common.answer import english, salience
from f.common.answer.a_not_a import apart_from_a_not_a
from f.common.answer.boilerplate import (
    BLANK,
    CONTENT,
    GENERIC,
    is_concept,
    normalise_space,
    polarity,
    strip_stem,
)
from f.common.answer.dictionary import english_for, verb_senses
from f.common.answer.glued_preposition import apart_from_a_preposition
from f.common.answer.latin_word import whole_latin
from f.common.answer.options import split_options
from f.common.cjk import IDEOGRAPHS, has_cjk
from f.common.errors import BadInput
from f.common.textnorm import fold

log = logging.getLogger(__name__)

MAX_CHARS = 4000
MAX_QUERIES = 10
WEIGHTS = {"stem": 1.0, "option": 0.9, "translation": 1.0, "concepts": 0.8, "concept": 0.5}

# Type markers, tried in this order: a strong comparison marker beats 为什么 (为什么A与B有何不同
# asks for the difference), 为什么 beats a bare 比较 (为什么向量不能比较大小 asks for a reason).
_TYPES = [
    ("comparison", re.compile(r"区别|异同|有何不同|有什么不同|有哪些不同|不同之处|不同点|相同点|相同之处|联系与区别|"
                              r"\bdifferences? between\b|\bdiffers? from\b|\bdistinguish\b|\bcontrast\b"
                              r"|\bsimilarities\b", re.IGNORECASE)),
    ("cause", re.compile(r"为什么|为何|为啥|原因|何以|\bwhy\b|\breasons?\b|\bwhat causes\b|\bcause of\b", re.IGNORECASE)),
    ("comparison", re.compile(r"比较(?!大小)|\bcompare\b|\bcomparison\b", re.IGNORECASE)),
    ("definition", re.compile(r"名词解释|什么是|什么叫|何谓|何为|的定义|是指什么|指的是什么|是什么意思|的含义|"
                              r"什么样的.{1,8}(?:叫做|称为)|叫做什么|称为什么|"
                              r"^\s*(?:define|definition of)\b|\bwhat is meant by\b|\bwhat does .{1,40} mean\b|"
                              r"^\s*what (?:is|are) (?:an? |the )?[a-z][a-z' -]{1,40}\?*\s*$", re.IGNORECASE)),
    ("short", re.compile(r"简述|说明|论述|阐述|谈谈|概述|试述|\bexplain\b|\bdescribe\b|\bdiscuss\b|\boutline\b",
                         re.IGNORECASE)),
]


def check_question(question) -> str:
    """The question, folded (full-width Latin and digits made plain) and trimmed; BadInput when it
    is not a question a search could answer."""
    if not isinstance(question, str) or not question.strip():
        raise BadInput("the question is empty")
    if len(question) > MAX_CHARS:
        raise BadInput(f"the question is {len(question)} characters long; at most {MAX_CHARS}")
    text = fold(question).strip()
    if not CONTENT.search(text.replace("_", "")):
        raise BadInput("the question has no words, only punctuation")
    return text


def question_type(text: str, has_options: bool) -> str:
    if has_options:
        return "choice"
    if BLANK.search(text):
        return "fill"
    for name, pattern in _TYPES:
        if pattern.search(text):
            return name
    return "short"


def _term_list(terms) -> list[tuple[str, str]]:
    """[(surface form, concept)] longest surface first; a glossary entry's aliases name its term."""
    pairs = []
    for entry in terms or []:
        if isinstance(entry, dict):
            term = str(entry.get("term") or "").strip()
            forms = [term, *(str(a).strip() for a in entry.get("aliases") or [])]
        else:
            term = str(entry).strip()
            forms = [term]
        pairs += [(fold(form), fold(term)) for form in forms if form and term]
    return sorted(set(pairs), key=lambda pair: -len(pair[0]))


def _claimable(form: str) -> bool:
    """A glossary form that may claim a span: one character (模, 角) is part of too many words."""
    return len(form) >= 2 and (has_cjk(form) or len(form) >= 3)


def _whole(text: str, start: int, end: int) -> bool:
    """A Latin form only as a whole word: the alias dif must not claim the start of difference."""
    def latin(ch: str) -> bool:
        return ch.isascii() and ch.isalnum()

    return not (start > 0 and latin(text[start]) and latin(text[start - 1])) and \
        not (end < len(text) and latin(text[end - 1]) and latin(text[end]))


def _inside_longer_word(stem: str):
    """(start, end) -> the span lies inside a longer word of the tokenizer's cut: the glossary's
    向量 must not claim the 向量 of 向量积 (a word of its own, and the question's subject)."""
    from f.common.vectors.sparse import _tokenizer

    spans, at = [], 0
    for piece in _tokenizer().cut(stem):
        spans.append((at, at + len(piece)))
        at += len(piece)
    return lambda start, end: any(a <= start and end <= b and b - a > end - start for a, b in spans)


_TITLE = re.compile(r"《([^《》]{1,30})》")
# the 不 or 得 of a potential complement (跨不过去, 跳得高: the character before is the clause's verb, 0326)
_POTENTIAL = frozenset("不得")
# what follows a verb, never a name: a preposition, an aspect particle (拟在, 拆了) or a _POTENTIAL
_PREDICATE_AFTER = frozenset("在了着过向从对把被给于") | _POTENTIAL


def _clause_verb(word: str, after: str, objects: bool = True) -> bool:
    """The word is the clause's verb, not part of a name before it: a verb (jieba tags it so and
    only so) ending in a directional complement (数据库 查出来), or followed by a potential
    complement the tokenizer glued into one word (绳子 甩 不快, 跳 得高: a word opening with 不 or
    得, where 0326 reads the lone character), or, with `objects`, a verb of one character followed
    by the noun it acts on (膝盖 磕 毽子: 磕 acts on 毽子). The noun before it is what the clause is
    about; the act is said in the page's own words."""
    if not IDEOGRAPHS.fullmatch(word) or _single_tag(word) != "v":
        return False
    if len(word) > 1 and word[-1] in salience.DIRECTIONAL:
        return True
    if after[:1] in _POTENTIAL and len(after) > 1:
        return True
    if objects and len(word) == 1 and _LABEL.fullmatch(after):
        return True  # a figure's point or segment it acts on (三角形 绕 A 转, 0838)
    return objects and len(word) == 1 and bool(after) and IDEOGRAPHS.fullmatch(after) is not None and \
        _single_tag(after).startswith("n") and salience.information(after) >= salience.FILLER


# a figure's point or segment as a question writes it (A, AB): one or two capitals
_LABEL = re.compile(r"[A-Z]{1,2}")


def _modifies_next(char: str, after: str) -> bool:
    """A character jieba tags only an adjective (弱, 新, 大) straight before a noun of two
    characters or more modifies that noun (检验 弱 工具: a weak instrument, 0837), and is no part of
    a name with the word before it (检验弱, a word nobody wrote, then outweighed every other word of
    the question as its subject)."""
    return len(char) == 1 and _single_tag(char) == "a" and len(after) >= 2 and \
        IDEOGRAPHS.fullmatch(after) is not None and _single_tag(after).startswith("n")


_LETTER = re.compile(r"[A-Za-z]")


def _verb_series(left: str, right: str) -> bool:
    """A verb and a one-character verb after it (适合 配, 需要 跳): two acts in a row, the second
    the first's complement; no name (0441). The page says them apart (适合…配 is 可选用…的音乐)."""
    return _single_tag(left) == "v" and _single_tag(right) == "v"


def _telling_char(piece: str) -> bool:
    """A character the tokenizer left alone that names a thing of its own (舞, 鞋, 池, 鼓, 绳, 拆):
    not grammar, and at least as informative as a word that is no filler; an everyday verb (转, 跳,
    讲, 说) or a suffix (式, 化) after a word is an act on it or its grammar, not part of its name."""
    from f.common.vectors.sparse import STOP_WORDS

    return len(piece) == 1 and bool(IDEOGRAPHS.fullmatch(piece)) and piece not in STOP_WORDS and \
        piece not in salience._FUNCTION and salience.information(piece) >= salience.FILLER and \
        not _linking(piece)


# jieba's tags of a preposition and a conjunction: 跟, 替, 和, 把, 被, 给, 用
_LINKING_TAGS = frozenset(["p", "c"])


# locatives of "inside" or "on" (专题里, 书上): they end the phrase before them (0893)
_INSIDE = "里上中内"


def _linking(char: str) -> bool:
    """One character jieba tags only a preposition or a conjunction (跟, 替, 和, 把, 用): it links
    the words around it (用皮筋 替 竹竿: "instead of"; 半角模型 跟 费马点: "and"), part of no name; or
    a locative of inside it tags f (专题里 费马点: "in the handout"), which ends the phrase before it."""
    if len(char) != 1:
        return False
    tag = _single_tag(char)
    return tag in _LINKING_TAGS or (char in _INSIDE and tag == "f")


def _linked_apart(gap: str) -> list[str]:
    """The gap cut after each linking character the tokenizer glued into a word the dictionary
    lacks (跟费马点 cut 跟费 + 马点: its HMM joins the preposition to the name's first character), so
    that each side is cut alone (半角模型跟 | 费马点有啥联系). A word of the dictionary or of the
    project's terms opening with one (对角线, 比赛, 向量积) is a word and stays."""
    from f.common.vectors.sparse import _tokenizer

    tok = _tokenizer()
    out, start, at = [], 0, 0
    for piece in tok.cut(gap):
        # a word of no dictionary (the general one or the project's terms, 向量积): the HMM made it
        if len(piece) > 1 and _linking(piece[0]) and IDEOGRAPHS.fullmatch(piece) and not tok.FREQ.get(piece):
            out.append(gap[start:at + 1])
            start = at + 1
        at += len(piece)
    return [part for part in (*out, gap[start:]) if part]


def compounds(text: str, phrases: bool = True) -> dict[tuple[str, str], str]:
    """(piece, next piece) -> the word they make, where the tokenizer cut a word it does not know:
    a word and a telling character after it (顶碗 + 舞, 足尖 + 鞋, 线程 + 池), two telling
    characters (挡 + 拆), a rare word and the noun character it heads (发飘 + 球), and, with
    `phrases`, two whole words of one noun phrase (内存 + 泄漏, _phrase). The student's word is the
    joined one, and it is what the books must name (顶碗 alone, or 舞, says nothing of a 顶碗舞)."""
    from f.common.vectors.sparse import _tokenizer

    pieces = list(_tokenizer().cut(text))
    out = {}
    for at, (left, right) in enumerate(zip(pieces, pieces[1:])):
        after = pieces[at + 2] if at + 2 < len(pieces) else ""
        before = pieces[at - 1] if at else ""
        # an exam's word for the question itself (题: 那道四边形题 is "that problem on a
        # quadrilateral") heads no name of the student's thing: the thing is the word before (0839)
        if right in GENERIC:
            continue
        # a character the tokenizer cut off the one Latin letter it follows (Z 值, x 轴: a letter
        # names a variable) is that letter's word, not the start of one with the next word (值公式:
        # a word nobody wrote, 0442); after a Latin word (Java 零拷贝) the character opens its own
        if len(left) == 1 and _LETTER.fullmatch(before):
            continue
        # a numeral opening a word (零 + 拷贝) or a word and the suffix that makes it a kind (挺身 +
        # 式) is the student's name for one thing, not an amount and a word, or a word and grammar
        if after not in _PREDICATE_AFTER and (_numbered(before, left, right) or _suffixed(left, right)):
            out[(left.lower(), right.lower())] = left + right
            continue
        # a rare verb and a verb that closes many of the dictionary's names (读写 + 分离: 油气分离,
        # 离心分离): one technique's name, that pages naming both verbs apart do not give (0894)
        if closed_act(left, right) and after not in _PREDICATE_AFTER:
            out[(left.lower(), right.lower())] = left + right
            continue
        # a noun that names a kind of the noun after it (消息 + 队列, 五人制 + 足球): the student's
        # thing, another than the head alone the books may use (0334)
        if modified(before, left, right, after):
            out[(left.lower(), right.lower())] = left + right
            continue
        # a character before a preposition or an aspect particle is the sentence's verb (股份拟在…)
        if IDEOGRAPHS.fullmatch(left) and after not in _PREDICATE_AFTER and _headed(left, right):
            out[(left.lower(), right.lower())] = left + right
            continue
        if not _telling_char(right) or not IDEOGRAPHS.fullmatch(left) or after in _PREDICATE_AFTER or \
                _modifies_next(right, after):
            continue
        if _telling_char(left):
            out[(left.lower(), right.lower())] = left + right
        # a word that is no filler (时候 鼓 is "when, the drum"), not one ending in a locative (课上
        # is "in class"), and the character after it, unless that character starts a pair of its
        # own (课上 挡 拆: the pair is 挡拆)
        # ... unless the character is the clause's verb (绳子 甩 不快, 膝盖 磕 毽子: _clause_verb),
        # or the word is a place word jieba tags f (前面 练 is "first they practise", 0441)
        # or an amount, a numeral and its measure word jieba tags m (几块 凑 is "from how many pieces
        # it is put together": the character is the clause's verb, 0631; 少年 m holds no numeral)
        elif len(left) >= 2 and is_concept(left) and left[-1] not in salience._TRAILING and \
                salience.information(left) >= salience.FILLER and not _telling_char(after) and \
                not _clause_verb(right, after) and not _verb_series(left, right) and _single_tag(left) != "f" and \
                not (_single_tag(left).startswith("m") and salience._AMOUNT.search(left)):
            out[(left.lower(), right.lower())] = left + right
    for at, (left, right) in enumerate(zip(pieces, pieces[1:]) if phrases else ()):
        after = pieces[at + 2] if at + 2 < len(pieces) else ""
        before = pieces[at - 1] if at else ""
        if (left.lower(), right.lower()) not in out and not _argument(before) and _phrase(left, right, after) and \
                not any(key[1] == left.lower() for key in out):
            out[(left.lower(), right.lower())] = left + right
    return out


_NOUN_TAGS = ("n", "vn")  # jieba's nouns (ns, nz, ...) and verbal nouns
_NUMERALS = frozenset("零一二三四五六七八九十两百千万")  # not 几 or 多少: those ask how many


def _numbered(before: str, left: str, right: str) -> bool:
    """A numeral character and a dictionary word straight after it that is no measure word or
    amount (零 + 拷贝: the student's 零拷贝 is a technique, not "zero copies"; 一 + 分钟 stays an
    amount, salience.quantity): one name, whose word alone (拷贝) a page may hold without it. Not
    after a pronoun, numeral, measure word or preposition (这 一 动作: a determiner and its noun)."""
    import jieba.posseg

    if len(left) != 1 or left not in _NUMERALS or len(right) < 2 or not IDEOGRAPHS.fullmatch(right):
        return False
    if not salience.known(right) or not is_concept(right) or salience.information(right) < salience.FILLER:
        return False
    if _argument(before):
        return False
    return [p.flag for p in jieba.posseg.cut(left)] == ["m"] and \
        not any(p.flag[:1] in ("m", "q") for p in jieba.posseg.cut(right))


# jieba's tags of a noun that can name a kind of another (消息 n, 五人制 n, 青 ns, 分布式 n, 微型 b,
# 奥运 j); a person's name (nr), a group's (nt), time, place words and locatives stay out
_MODIFIER_TAGS = frozenset(["n", "nz", "ns", "ng", "b", "j"])
_ATTRIBUTE_SUFFIXES = frozenset("性度率")
# relational heads: a part, an aspect, an attribute or a name of what the noun before names (名字 +
# 结尾 is the name's end, 舞蹈 + 动作 the dance's moves, 芭蕾 + 术语 a word of ballet), never a kind of
# the head; a closed class
_RELATIONAL = frozenset(["结尾", "开头", "末尾", "开端", "顶部", "底部", "表面", "边缘", "部分", "部位", "中间",
                         "两端", "一端", "内部", "外部", "动作", "方法", "技术", "要领", "要点", "特点", "作用",
                         "结构", "原理", "规则", "过程", "步骤", "内容", "意义", "原因", "名称", "名字", "种类",
                         "类型", "大小", "长度", "高度", "数量", "位置", "方向", "形状", "颜色", "价格", "时间",
                         "术语", "称呼", "叫法", "概念", "定义"])


def _single_tag(word: str) -> str:
    import jieba.posseg

    pieces = list(jieba.posseg.cut(word))
    return pieces[0].flag if len(pieces) == 1 else ""


# how many dictionary nouns a verb must open, each the verb and a word of two characters or more
# after it (虚拟 + 内存, 虚拟 + 主机, 虚拟 + 企业), to be read as naming a kind before a noun
NAMING_VERB_NOUNS = 5


@functools.lru_cache(maxsize=1)
def _nouns_of_four_or_more() -> tuple[str, ...]:
    """jieba's dictionary nouns of four characters or more, sorted (a prefix's entries in a row)."""
    import jieba.posseg

    tags = jieba.posseg.dt.word_tag_tab
    return tuple(sorted(entry for entry, tag in tags.items() if len(entry) >= 4 and tag.startswith("n")))


@functools.lru_cache(maxsize=256)
def naming_verb(word: str) -> bool:
    """A word jieba tags a verb that its own dictionary uses, again and again, as the first part of
    a noun (虚拟 opens 虚拟内存, 虚拟主机, 虚拟企业 and twenty more; 重写, 打动, 借钱 open none): before
    a noun it names a kind of that noun (虚拟 线程, a virtual thread), not an act on it (重写 父类)."""
    # an everyday verb (提高, 学习, 保护: under salience.DOMAIN) opens nouns that are its acts
    # (提高效率, 学习外语), which jieba's dictionary tags nouns too; a rare one's are kinds
    if len(word) < 2 or not IDEOGRAPHS.fullmatch(word) or _single_tag(word) != "v" or not salience.is_domain(word):
        return False
    nouns = _nouns_of_four_or_more()
    count, at = 0, bisect.bisect_left(nouns, word)
    while at < len(nouns) and nouns[at].startswith(word):
        rest = nouns[at][len(word):]
        count += len(rest) >= 2 and salience.known(rest)
        at += 1
    return count >= NAMING_VERB_NOUNS


@functools.lru_cache(maxsize=1)
def _entries_backwards() -> tuple[str, ...]:
    """jieba's dictionary entries of four characters or more, each written backwards, sorted (the
    entries ending in one word in a row)."""
    import jieba.posseg

    return tuple(sorted(entry[::-1] for entry in jieba.posseg.dt.word_tag_tab if len(entry) >= 4))


@functools.lru_cache(maxsize=256)
def closing_verb(word: str) -> bool:
    """A verb jieba's dictionary uses, again and again, as the last part of a name (an entry it
    tags a noun), after a word of two characters or more (分离: 油气分离, 电泳分离, 层析分离 and
    more), in at least half the entries it closes: after another act it names the technique the two
    make (读写分离), as naming_verb's verbs name kinds before a noun."""
    if len(word) < 2 or not IDEOGRAPHS.fullmatch(word) or _single_tag(word) != "v":
        return False
    import jieba.posseg

    tags = jieba.posseg.dt.word_tag_tab
    entries, backwards = _entries_backwards(), word[::-1]
    names, closed, at = 0, 0, bisect.bisect_left(entries, backwards)
    while at < len(entries) and entries[at].startswith(backwards):
        entry = entries[at][::-1]
        if len(entry) - len(word) >= 2 and salience.known(entry[:-len(word)]):
            closed += 1
            names += tags.get(entry, "") in ("n", "nz")
        at += 1
    # a complement (出来, 起来) closes set phrases (看出来, 站起来) far more often than names
    return names >= NAMING_VERB_NOUNS and 2 * names >= closed


def closed_act(left: str, right: str) -> bool:
    """Two verbs side by side, the first a rare one (a domain word by jieba's frequencies: 读写, not
    学习 or 提高) and the second one that closes names (closing_verb: 分离): the student's name of one
    technique (读写分离), which the books must write, not two acts a page may name apart. The first is
    an act by CC-CEDICT too (_an_act)."""
    if len(left) < 2 or not IDEOGRAPHS.fullmatch(left) or _single_tag(left) != "v" or salience.known(left + right):
        return False
    return salience.is_domain(left) and _an_act(left) and closing_verb(right)


def _an_act(word: str) -> bool:
    """CC-CEDICT reads the word as an act: a verb sense (击球: hit a ball) or a first gloss in -ing
    (读写: reading and writing). jieba tags many nouns verbs (体能, 坐标, 对称: stamina, coordinate,
    symmetry), which name a thing the verb after them acts on (体能 练习), no technique."""
    first = english_for(word)[:1]
    return bool(verb_senses(word)) or bool(first and re.search(r"[a-z]ing\b", first[0]))


def modified(before: str, left: str, right: str, after: str) -> bool:
    """A noun straight before a noun that heads it, the two ending the noun phrase (消息 + 队列,
    五人制 + 足球, 绿色 + 信贷, 青 + 霉菌): the student names a kind of the head, and that kind is the
    thing the books must write, not the head alone (a book on 队列 says nothing of a 消息队列).
    The whole is no dictionary word (the tokenizer would have kept it); the head is a telling
    dictionary word of two characters or more, no relational noun (名字 + 结尾, 舞蹈 + 动作: a part or
    an aspect of the modifier's thing), no attribute or act (资产 + 专用性, 猫 + 走路) and no person's
    or group's name (奥运会 + 中国队); the modifier is no everyday word (时候 + 体温: under
    salience.LOW), no locative and no verb (加 + 花括号 is an act) unless one that names kinds
    (naming_verb: 虚拟 + 线程); a noun before it or after the head makes a longer chain (羽毛球 正手
    头顶 击球), not read here; what stands before it otherwise (用 消息队列, 这种 内存) does not change
    the kind. A page may say the kind in its own order
    (coverage.said_apart: 对角线的平方和 for 对角线平方和)."""
    if not (IDEOGRAPHS.fullmatch(left) and IDEOGRAPHS.fullmatch(right)) or len(right) < 2:
        return False
    if {left, right} & salience.BOOK or right in _RELATIONAL or salience.known(left + right) or \
            left[-1] in salience._TRAILING:
        return False
    if not (salience.known(right) and is_concept(right) and salience.information(right) >= salience.FILLER):
        return False
    if not salience.known(left) or salience.information(left) < salience.LOW:
        return False
    # an attribute (专用性, 强度, 效率: a suffix of quality) or an act the dictionary knows as a verb
    # (走路, 填词, 评价: the modifier is its doer or object, 猫走路) is no thing a kind is of
    if right[-1] in _ATTRIBUTE_SUFFIXES or verb_senses(right):
        return False
    head, modifier = _single_tag(right), _single_tag(left)
    # ... or a verb the dictionary uses as the first part of nouns (虚拟 + 线程: naming_verb, 0876)
    if not head.startswith("n") or head in ("nr", "nt") or \
            (modifier not in _MODIFIER_TAGS and not naming_verb(left)):
        return False
    if after in _PREDICATE_AFTER:
        return False
    return not any(_single_tag(w).startswith("n") and IDEOGRAPHS.fullmatch(w) for w in (before, after) if w)


def _suffixed(left: str, right: str) -> bool:
    """A word (no filler, not ending in a locative) and one character after it that jieba tags a
    suffix (式, 型, 者): a kind of the thing or act the word names (挺身式, a long-jump style, where
    a page says only 挺身), the student's name for it. An everyday verb after a word (转, 跳) is no
    suffix and stays apart (0244)."""
    import jieba.posseg

    if len(right) != 1 or not IDEOGRAPHS.fullmatch(right) or len(left) < 2 or not IDEOGRAPHS.fullmatch(left):
        return False
    if not is_concept(left) or left[-1] in salience._TRAILING or salience.information(left) < salience.FILLER:
        return False
    # ... or one of quality (率, 性, 度: 抵押率 is the rate of a 抵押, a thing of its own, that a
    # page naming 抵押 alone does not give)
    return [p.flag for p in jieba.posseg.cut(right)] == ["k"] or right in _ATTRIBUTE_SUFFIXES


def _argument(before: str) -> bool:
    """The piece before a noun makes it an argument of the clause, and the verb after it the
    clause's predicate, not part of its name: a preposition (在壶关投资) or a pronoun, numeral or
    measure word that determines it (为哪部影片谱写, 这种内存)."""
    import jieba.posseg

    if not before:
        return False
    if before in _PREDICATE_AFTER:
        return True
    return any(p.flag[:1] in ("r", "m", "q", "p") for p in jieba.posseg.cut(before))


def _headed(left: str, right: str) -> bool:
    """A rare word (a domain word by salience, 发飘 16.8 nats) and a noun character after it that
    heads a name (球, 板, 车: jieba tags it a noun): the student's 发飘球 is a kind of ball, the
    thing the books must name, even where the head alone is an everyday character (球 is under
    salience.FILLER, so no telling character of its own). A verb after it (挥鞭 + 转) is an act."""
    import jieba.posseg

    from f.common.vectors.sparse import STOP_WORDS

    if len(left) < 2 or len(right) != 1 or not IDEOGRAPHS.fullmatch(right) or right in STOP_WORDS or \
            right in salience._FUNCTION or not salience.known(left) or not salience.is_domain(left):
        return False
    # a very common character (时, 后, 处: under salience.LOW) marks when or where, no head
    if salience.information(right) < salience.LOW:
        return False
    tags = [p.flag for p in jieba.posseg.cut(right)]
    return tags == ["n"]


def _phrase(left: str, right: str, after: str) -> bool:
    """Two whole words that make one noun phrase, the student's name for one thing (内存 + 泄漏,
    事务 + 传播): a noun, then what happens to it (a verb or verbal noun) straight after it, neither
    an everyday word (both at salience.FILLER or over: 大气层 + 分为, a clause's verb, stays apart).
    Two nouns stay apart: a pair (男孩 女孩) or an act's object (拷贝 属性) is two things the page
    may name apart. Both are dictionary words of two characters or more, the first not ending in a
    locative (课上) nor after a preposition, the second not the verb of a clause (…在, …了). Each
    part alone may be on many pages; what the books must name is the phrase (coverage.said_in_order
    reads a phrase as named where its characters stand in order, close together, on a page)."""
    import jieba.posseg

    if len(left) < 2 or len(right) < 2 or not IDEOGRAPHS.fullmatch(left) or not IDEOGRAPHS.fullmatch(right):
        return False
    if after in _PREDICATE_AFTER or left[-1] in salience._TRAILING or not is_concept(left) or not is_concept(right):
        return False
    if not (salience.known(left) and salience.known(right)) or {left, right} & salience.BOOK:
        return False
    if salience.information(left) < salience.FILLER or salience.information(right) < salience.FILLER:
        return False
    # a verb with its complement (数据库 查出来, 绳子 甩不快) is the clause's verb, not what happens
    # to the noun as a thing of its own (内存 泄漏)
    return all(p.flag.startswith(_NOUN_TAGS) for p in jieba.posseg.cut(left)) and \
        all(p.flag[:1] == "v" for p in jieba.posseg.cut(right)) and not _clause_verb(right, after, objects=False)


def _joined(words: list[str], joins: dict[tuple[str, str], str]) -> list[str]:
    out: list[str] = []
    for word in words:
        if out and (out[-1], word) in joins:
            out.append(joins[(out.pop(), word)])
        else:
            out.append(word)
    return out


def concepts(stem: str, terms=None) -> list[str]:
    """Content words of the stem in order of appearance: glossary terms first claim their span
    (longest match first), the tokenizer cuts what lies between them."""
    from f.common.vectors.sparse import (
        words,  # lazy: jieba's dictionary only when a question is analysed
    )

    if english.applies(stem):  # English frequencies, not jieba's (f.common.answer.english)
        return english.concepts(stem, _term_list(terms))

    found: list[tuple[int, str]] = []
    taken = [False] * len(stem)
    lowered = stem.lower()
    inside = _inside_longer_word(stem)
    # a work's title in book-title marks is one name (《大河之舞》, not 大河 and 舞)
    titles = [m for m in _TITLE.finditer(stem) if m.group(1).strip()]
    for match in titles:
        found.append((match.start(1), match.group(1).strip()))
        taken[match.start(1):match.end(1)] = [True] * (match.end(1) - match.start(1))
    for form, _term in _term_list(terms):
        if not _claimable(form):
            continue
        start = lowered.find(form.lower())
        while start >= 0:
            end = start + len(form)
            if not any(taken[start:end]) and _whole(lowered, start, end) and not inside(start, end):
                # the question's own words (an alias as written, never the term it stands for:
                # a concept the question does not hold would be searched and weighed for nothing);
                # the term's other forms count for coverage (f.common.answer.coverage.forms_of)
                found.append((start, stem[start:end]))
                taken[start:end] = [True] * len(form)
            start = lowered.find(form.lower(), start + len(form))
    gaps = [(gap.start(), gap.group()) for gap in
            re.finditer(r"[^\x00]+", "".join("\x00" if t else c for t, c in zip(taken, stem)))]
    gaps = [(start + len("".join(parts[:n])), part) for start, gap in gaps
            for parts in [_linked_apart(gap)] for n, part in enumerate(parts)]
    claimed = {form.lower() for form, _term in _term_list(terms)} | {m.group(1).strip().lower() for m in titles}

    def kept(phrases: bool) -> tuple[list[str], set[str]]:
        """(the concepts, the fillers dropped) with or without two-word phrases joined."""
        here = list(found)
        for start, gap in gaps:
            offset = start
            pieces = apart_from_a_preposition(gap, apart_from_a_not_a(gap, words(gap)))
            for word in _joined(whole_latin(gap, pieces), compounds(gap, phrases)):
                at = lowered.find(word, offset)
                offset = at + len(word) if at >= 0 else offset
                if is_concept(word):
                    here.append((max(at, start), word))
        ordered, seen = [], set()
        for _at, word in sorted(here, key=lambda item: item[0]):
            if word.lower() not in seen:
                seen.add(word.lower())
                ordered.append(word)
        # everyday words (主要, 按照, 到底) and words far less telling than the question's subject
        # (常用 beside ZigBee) are fillers by general-language frequency; a glossary term never is
        return ordered, salience.fillers(ordered, {w for w in ordered if w.lower() in claimed})

    ordered, dropped = kept(phrases=False)
    # two whole words of one phrase are joined only where, apart, the phrase would be lost: a
    # Latin word beside them (Java, Spring: read as a term, while a Chinese manual uses it on
    # every page) pushed a part out as a filler (内存泄漏 is the subject, not 内存 or 泄漏); where
    # both stay (舞蹈 动作), or a Chinese term outweighs them (信用风险 定性 评估: the page may say
    # 定性 and 评估 apart), each stays a concept of its own, as before
    lost = {part for _start, gap in gaps for pair in compounds(gap) for part in pair} & {w.lower() for w in dropped}
    if lost and any(salience._LATIN.fullmatch(w) for w in ordered):
        ordered, dropped = kept(phrases=True)
    dropped |= {w for w in ordered if _pointed_document(stem, w) or _figure_label(stem, w)}
    if dropped:
        log.debug("concepts: fillers %s dropped", sorted(dropped))
    return [w for w in ordered if w not in dropped]


# runs of capital Latin letters as written (APD, AD, P): a geometry question names its figure's
# points, segments and angles by them
_CAPITALS = re.compile(r"(?<![A-Za-z])[A-Z]{1,4}(?![A-Za-z])")


def _figure_label(stem: str, word: str) -> bool:
    """A run of three or four distinct capitals (角APD, 三角形DCE) that shares a letter with a point
    or a segment the question names (点P, AD=3, BD跟AE): a label of the question's own figure, not a
    concept. The books print their figures' labels inside formulas, letter by letter ($\\angle A P
    D$), so no search nor page reading finds the run: as a concept it was the missing subject of an
    answerable question (0791). An acronym (JVM, KMV, DNA beside RNA) names no point or segment
    beside it and stays a concept."""
    runs = _CAPITALS.findall(stem)
    label = word.upper()  # the cut lowers Latin words
    if label not in runs or not 3 <= len(label) <= 4 or len(set(label)) < len(label):
        return False
    return any(len(run) <= 2 and set(run) & set(label) for run in runs)


# a pointer and a measure word of copies or volumes (这份, 那本, 该篇): what follows is the thing in hand
_POINTED = re.compile(r"[这那该此本][份本篇册]")


def _inside_of(stem: str, word: str) -> bool:
    """The cut of the stem has `word` and, straight after it, a locative that puts what follows
    inside it (练习册 + 里, 讲义 + 上, 论文 + 中: jieba tags it f), not a character of the next word
    (论文 + 中介)."""
    from f.common.answer.cut_pieces import pos_tags
    from f.common.vectors.sparse import _tokenizer

    pieces = list(_tokenizer().cut(stem))
    return any(piece == word and nxt[:1] in _INSIDE and pos_tags(nxt) == ["f"]
               for piece, nxt in zip(pieces, pieces[1:]))


# the dictionary's words for a written text (CC-CEDICT's first senses of 讲义, 论文, 练习册, 手册)
_TEXT_SENSES = ("book", "textbook", "teaching material", "manual", "handbook", "paper", "thesis",
                "booklet", "article", "courseware", "lesson plan", "notes", "essay")


def _subject_named(gap: str) -> bool:
    """The words between a pointer and a text's name are a subject's name: jieba tags every one a
    noun, a verbal noun or a Latin word (科学 n, 体育 vn, Java eng; not 五年级 b, nor a verb)."""
    from f.common.answer.cut_pieces import pos_tags

    tags = pos_tags(gap)
    return bool(tags) and all(t.startswith("n") or t in ("vn", "eng") for t in tags)


def _pointed_document(stem: str, word: str) -> bool:
    """A word for the text the student holds, named after a pointer and a measure word (这份讲义,
    这篇论文, 这本练习册) or straight before a locative (练习册里): the question is about that text's
    content, as 书里 or 课本上 asks about the book's (salience.BOOK), not about handouts or theses;
    the pages call themselves by no such word. A text by the dictionary's first sense of the word
    (讲义: teaching materials; not 那份活儿: work)."""
    if not IDEOGRAPHS.fullmatch(word):
        return False
    first = english_for(word)[:1]
    head = first[0].removesuffix("s") if first else ""  # teaching materials: a teaching material
    if word not in salience.BOOK and not any(head == sense or head.endswith(" " + sense) for sense in _TEXT_SENSES):
        return False
    # straight after the pointer or after a modifier in 的 (这份全等三角形的讲义)
    if re.search(_POINTED.pattern + r"(?:[^，。？！、,.?!\s]{0,12}的)?" + re.escape(word), stem):
        return True
    # ... or after a subject's name between them (这本科学练习册, 这份数学讲义: 0968): the text in
    # hand named by what it teaches, every piece of the gap a noun
    between = _POINTED.pattern + r"([^，。？！、,.?!\s的]{1,8}?)" + re.escape(word)
    if any(_subject_named(m.group(1)) for m in re.finditer(between, stem)):
        return True
    # ... or straight before a locative that puts the question inside it (科学练习册里讲…, 讲义上,
    # as 书里 and 课本上 do): the student's name for the book in hand, which no page prints (0892)
    return _inside_of(stem, word)


def queries(stem: str, found: list[str], options: list[dict]) -> list[dict]:
    """The searches, most telling first: the stem, each option with the stem's concepts, the concepts
    together, each concept alone (lowest: a single word never outranks the question)."""
    joined = " ".join(found)
    planned = [(stem, "stem", None)]
    planned += [(normalise_space(f"{joined} {o['text']}"), "option", o["label"]) for o in options]
    planned.append((joined, "concepts", None))
    planned += [(word, "concept", None) for word in found]
    out, seen = [], set()
    for text, role, label in planned:
        if text and text not in seen:
            seen.add(text)
            out.append({"text": text, "weight": WEIGHTS[role], "role": role, "option": label})
    return out[:MAX_QUERIES]


def analyse(question: str, terms: list[str] | None = None) -> dict:
    """The plan for one question: type, polarity, stem, concepts, weighted queries, options, notes."""
    text = check_question(question)
    notes = []
    body, options, looked = split_options(text)
    if looked and not options:
        notes.append("options: an 'A.' was found but no complete A, B, ... list; treated as a short "
                     "answer question")
    kind = "short" if looked and not options else question_type(body, bool(options))
    stem = stripped = strip_stem(body)
    if not stem and options:
        notes.append("stem: only exam phrasing; the options are searched")
    elif not stem:
        stem = normalise_space(BLANK.sub(" ", body))
        notes.append("stem: nothing left after removing exam phrasing; the whole question is searched")
    # concepts from the stem with its cuts kept apart, and only words the question itself holds
    # (a word made across removed phrasing, or by folding, is searched and weighed for nothing)
    gapped = strip_stem(body, join_gaps=False) if stem == stripped else stem
    found = [c for c in concepts(gapped, terms) if c.lower() in text.lower()]
    claimed = {form.lower() for form, _term in _term_list(terms)}
    if not found:
        notes.append("concepts: none found; only the stem is searched")
    words_of = english if english.applies(stem) else salience
    plan = {"question_type": kind, "polarity": polarity(body, bool(options)), "stem": stem,
            "concepts": found, "salience": {c: 1.0 if c.lower() in claimed else words_of.salience(c) for c in found},
            "queries": queries(stem, found, options), "options": options, "notes": notes}
    log.debug("question plan: %s, %s, %d concepts, %d queries", kind, plan["polarity"], len(found),
              len(plan["queries"]))
    return plan
