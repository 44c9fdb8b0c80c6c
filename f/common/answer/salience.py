"""How much a question's word says about its subject, from general-language frequency. Pure.

A student asks "书里按照什么标准来判断舞蹈动作到底对不对？": 书里, 按照 and 到底 are words no textbook
is about, while 舞蹈 and 动作 are the subject. A stop list cannot hold every everyday word, and
the library cannot tell them apart either (a word the books never use is not thereby a missing
subject). General-language frequency can: jieba's dictionary counts how often each word occurs
in ordinary Chinese text, so its information, -ln(freq / total), is low for everyday words
(主要 7.2, 按照 8.8) and high for domain terms (传感器 12.0, 继电器 13.5).

Rules:
- the project's textbook terms (sparse_terms) and the library's glossary terms are domain terms;
- a Latin word (ZigBee, Wi-Fi) is a term: the dictionary is Chinese;
- a dictionary entry that is a phrase of two dictionary words (哪些方面) or a word and a locative
  or plural (同学们, 书上) is as informative as its more informative part, not as rare as the
  phrase itself (a word and a suffix, 分析师, stays a word);
- a word the dictionary lacks (the tokenizer made it up) is read without its function morphemes
  (书里 is 书, 这本书 is 书); a made-up word with none (练耳, 物联网) is a term.

salience() maps information to 0..1 (below LOW: 0, above HIGH: 1); a filler is a word under
FILLER, or one far less informative than the question's most informative word (常用 beside
ZigBee). The thresholds were chosen on the tuning half of bench/eval/answer/questions.json."""
from __future__ import annotations

import functools
import math
import re
import threading

from f.common.cjk import IDEOGRAPHS

# information (nats) thresholds, chosen on the tuning half (docs/benchmarks/evidence-packs.md)
LOW, HIGH = 8.0, 12.0
FILLER = 9.3        # under it a word is an everyday word, never a concept (主要, 一般, 方面, 按照)
RELATIVE_GAP = 6.0  # this far under the question's most informative word: a filler beside it
DOMAIN = 11.0       # at or above it a word is a domain term (the verbatim rule of the pack)
ADDED_FREQ = 200000  # the frequency sparse gives the terms it adds (f.common.vectors.sparse)
# grammatical morphemes a made-up word may carry around a dictionary word: 书里, 这本书, 同学们;
# and a student's colloquial question words glued to one (啥意思 is 什么意思, 咋样 is 怎样)
_FUNCTION = "里中上下内外们的地得了着过这那本该此其个些种每各很太更最较也都还就才又再已不没易是啥咋"
_TRAILING = "里中上内们"
# a two-character word the tokenizer made up of rare characters only (练耳, 普惠) is a term
RARE_CHAR = 9.5
# words for the book itself: a student's 课本上说… asks about the book's content, not about books
BOOK = frozenset(["书", "书本", "本书", "课本", "教材", "课文", "教科书", "手册", "本手册", "textbook", "book",
                  "manual", "handbook"])
_LATIN = re.compile(r"[a-z][a-z0-9'+-]*", re.IGNORECASE)
_AMOUNT = re.compile(r"[0-9一二三四五六七八九十百千万两几半]|多少")
_lock = threading.Lock()
_state: dict = {}


def _dictionary() -> tuple[dict, float]:
    """(FREQ, ln of the general total, also the information of a word seen once): the tokenizer's
    dictionary, its total without the terms the project added (they are not general language)."""
    with _lock:
        if not _state:
            from f.common.vectors.sparse import _tokenizer

            tok = _tokenizer()
            added = sum(1 for f in tok.FREQ.values() if f == ADDED_FREQ)
            total = max(tok.total - added * ADDED_FREQ, 1)
            _state.update(freq=tok.FREQ, log_total=math.log(total))
        return _state["freq"], _state["log_total"]


_TERMS_SET: frozenset = frozenset()


def _terms() -> frozenset:
    global _TERMS_SET
    if not _TERMS_SET:
        from f.common.vectors.sparse_terms import TERMS

        _TERMS_SET = frozenset(TERMS)
    return _TERMS_SET


def _known(freq: dict, word: str) -> int:
    f = freq.get(word) or 0
    return 0 if f == ADDED_FREQ else f


def _own(freq: dict, log_total: float, word: str) -> float | None:
    f = _known(freq, word)
    return log_total - math.log(f) if f else None


def _parts(freq: dict, log_total: float, word: str) -> float | None:
    """The information of a two-word phrase: that of its more informative part; None when no
    split into two dictionary words exists. Of several splits the least informative wins (a
    phrase of everyday words is everyday however it is cut)."""
    best = None
    for cut in range(2, len(word) - 1):  # word + word: 分析师 is a word with a suffix, not a phrase
        left, right = _own(freq, log_total, word[:cut]), _own(freq, log_total, word[cut:])
        if left is not None and right is not None:
            value = max(left, right)
            best = value if best is None else min(best, value)
    return best


# an entry at most this much likelier than its two characters side by side by chance (nats: e
# times) is a chance entry: jieba's route barely prefers it to the characters apart (北开 0.2,
# 排法 and 跑调 0.7, 干点 -1.0, which the dictionary alone cuts 干 + 点); a word of its own is far
# likelier (朝向 2.0, 拉伤 3.0, 草莓 11.1)
CHANCE_MARGIN = 1.0


def chance_entry(word: str) -> bool:
    """A two-ideograph dictionary entry whose information is within CHANCE_MARGIN of the sum of
    its characters' (each a dictionary entry): the dictionary holds it, but no likelier than the
    two characters met by chance: a piece of the student's phrase the cut made (干点 of 干点啥, 北开
    of 往北开, 跑调 of 唱跑调), not a common noun. Its information is not changed: as a piece of a
    longer word (气层 of 大气层) it is not judged."""
    if len(word) != 2 or not IDEOGRAPHS.fullmatch(word):
        return False
    import jieba.posseg

    freq, log_total = _dictionary()
    own, chars = _own(freq, log_total, word), [_own(freq, log_total, c) for c in word]
    if own is None or None in chars or own < sum(chars) - CHANCE_MARGIN:
        return False
    # a rare entry jieba tags a common noun names a thing however rarely (杀球, 子类, 拿顶, and the
    # student's 排法); its guess of a place or person name for one (北开 ns) is none (as in 0518)
    return [p.flag for p in jieba.posseg.cut(word)] not in (["n"], ["nz"], ["vn"])


def information(word: str) -> float:
    """-ln(p) of the word in general language (nats); a term's is the largest there is."""
    freq, log_total = _dictionary()
    term = log_total
    word = word.strip()
    if not word:
        return 0.0
    from f.common.vectors.sparse import _added

    if word in BOOK or word.lower() in BOOK:
        return 0.0
    if word in _terms() or word in _added or word.lower() in _added:
        return term
    if _LATIN.fullmatch(word):
        return term
    if len(word) > 1 and len(set(word)) == 1:  # 说说, 讲讲: a reduplicated verb
        return _own(freq, log_total, word[0]) or term
    own = _own(freq, log_total, word)
    if own is not None:
        # 书上, 同学们: a dictionary entry that is a word and a trailing locative or plural
        base = word.rstrip(_TRAILING)
        if base and base != word and _own(freq, log_total, base) is not None:
            own = min(own, information(base))
        # 很薄, 是因为: a degree word, negation or copula glued to a word (a rare dictionary entry)
        bare = word.strip(_FUNCTION)
        if bare and bare != word and (len(bare) == 1 or _own(freq, log_total, bare) is not None):
            own = min(own, _own(freq, log_total, bare) or own)
        parts = _parts(freq, log_total, word) if len(word) > 2 else None
        return own if parts is None else min(own, parts)
    stripped = word.strip(_FUNCTION)
    if stripped and stripped != word:
        return information(stripped)
    # a made-up word of rare characters (练耳, 普惠) or a long one of no grammar (物联网) is a
    # term; one of common characters (学累) or holding a function morpheme (书里管) is grammar
    # the tokenizer glued, as telling as its characters on average
    chars = [_own(freq, log_total, c) or term for c in word]
    if (len(word) == 2 and min(chars) >= RARE_CHAR) or (len(word) > 2 and not _grammar_in(word)):
        return term
    return sum(chars) / len(chars)


@functools.lru_cache(maxsize=4096)
def _grammar_in(word: str) -> bool:
    """A function morpheme (_FUNCTION: 里, 外, 的) in a made-up word, outside any domain term of its
    cut: 书里管 glues 里 between words, while 三角形外接圆 (the plan's join of 三角形 and 外接圆) holds 外
    only inside 外接圆, a noun term of the dictionary (at DOMAIN or over), where it is no grammar
    (0716); 带不带 of 带不带碟 is an act, and its 不 grammar."""
    from f.common.vectors.sparse import _tokenizer

    if not set(word) & set(_FUNCTION):
        return False
    return any(set(piece) & set(_FUNCTION) and not _noun_term(piece) for piece in _tokenizer().cut(word, HMM=False))


def _noun_term(piece: str) -> bool:
    """A known noun of two characters or more at DOMAIN or over (外接圆), not an act (带不带)."""
    import jieba.posseg

    return len(piece) > 1 and known(piece) and information(piece) >= DOMAIN and \
        [p.flag[:1] for p in jieba.posseg.cut(piece)] == ["n"]


def known(word: str) -> bool:
    """The word is in the general dictionary (not only one the project or the library added)."""
    freq, _log_total = _dictionary()
    return bool(_known(freq, word))


def salience(word: str) -> float:
    """0 for an everyday word, 1 for a domain term, a ramp between (LOW..HIGH nats)."""
    return round(min(1.0, max(0.0, (information(word) - LOW) / (HIGH - LOW))), 3)


def is_domain(word: str) -> bool:
    return rarity(word) >= DOMAIN


def rarity(word: str) -> float:
    """How rare the word is as a name: its information(), except for a dictionary entry naming one
    thing by two nouns, which is read as the whole entry (机械效率 15.4 nats, a term of physics, where
    information() reads 10.1, its commoner part 效率, as it must for a phrase of everyday words like
    哪些方面; the glossary reads information() and is not changed)."""
    import jieba.posseg

    value = information(word)
    freq, log_total = _dictionary()
    own = _own(freq, log_total, word)
    if own is None or own <= value or len(word) < 4 or not IDEOGRAPHS.fullmatch(word):
        return value
    for cut in range(2, len(word) - 1):
        left, right = word[:cut], word[cut:]
        if _known(freq, left) and _known(freq, right) and all(
                p.flag.startswith("n") for part in (left, right) for p in jieba.posseg.cut(part)):
            return own
    return value


_NOMINAL = ("n", "vn", "eng", "x")  # jieba's tags of nouns, verbal nouns, Latin words, unknown words
_ADVERBIAL_TAGS = ("t", "f", "d", "p")  # time, locative, adverb, preposition: how or where an act goes


def nominal(word: str, acts: bool = True) -> bool:
    """The word names what a question can be about, by jieba's part-of-speech tags: a thing (one
    of its pieces a noun, a verbal noun, a Latin word or a word the dictionary does not know: 筷子舞,
    筷子 n) or, with `acts`, a domain act the dictionary knows as one word (拦网, 移调, 挥鞭: a verb
    entry as rare as a term; a student names a sport's or a craft's move by it, and a page that
    treats the move names it too), or an idiom or set phrase naming a move by an image (倒挂金钩,
    自由泳: set_phrase_name). A quality or a set phrase (有多厚 v m a, 怎么办 l), a verb glued
    from pieces (讲到: 讲 到), an act and its result (看清) and a verb of very common characters
    (叫法, 说好) are rare in general language without naming a subject: a book says them in its own
    words. A verb the page says in part (起源于, where the page says 源于) is named
    (coverage.said_in_part), so it is no missing subject either. Without `acts`: things only (what
    salience.fillers measures from)."""
    import jieba.posseg  # its tags load on first use (about 0.4 s), only when a subject is judged

    pieces = list(jieba.posseg.cut(word))
    # a direction (往右, 向左边: a preposition of direction and a locative, however jieba tags the
    # entry) says where an act goes, alone or glued to its verb (往左边 + 歪): a page says it in its
    # own words (向右倾斜)
    if direction(word) or (len(pieces) > 1 and any(direction(p.word) for p in pieces)):
        return False
    if any(piece.flag.startswith(_NOMINAL) for piece in pieces):
        return True
    # a verb and its result (看清, 弄懂, 写出, 用到: the last character a resultative complement) or
    # its direction (查出来: a directional complement) or
    # a verb of very common characters only (叫法, 说好: each under LOW) is an everyday act however
    # rare the entry, not a move of a craft
    if acts and len(pieces) == 1 and pieces[0].flag == "v" and known(word) and not glued_act(word) and \
            word[-1] not in _RESULT and word[-1] not in DIRECTIONAL and word[-1] not in _RECIPIENT and \
            max(information(ch) for ch in word) >= LOW:
        return True
    # a word the dictionary lacks, cut into pieces each telling (挡拆: 挡 + 拆, a play's name): the
    # student's name for a thing the tokenizer does not know, not an everyday act (挥鞭转 has 转);
    # a piece of direction, time or manner (往后滑: 往后 t, 向后 p f, 快速 d) makes it an act said
    # with its direction, which a page says in its own words (向后滑行), not a name
    if len(pieces) > 1 and not known(word) and pieces[-1].flag == "k":
        return True  # a word the dictionary lacks, headed by a suffix (挺身式: 式 k): a kind of thing
    if set_phrase_name(word, pieces):
        return True
    return len(pieces) > 1 and not known(word) and all(information(p.word) >= FILLER for p in pieces) and \
        not any(p.flag.startswith(_ADVERBIAL_TAGS) for p in pieces)


# prepositions of direction and the locatives they govern (a closed class, like the noun suffixes)
_TOWARDS = frozenset("往向朝")
_LOCATIVES = frozenset("左右前后上下里外东南西北")
_LOCATIVE_ENDINGS = frozenset("边面方")


def direction(word: str) -> bool:
    """A preposition of direction and a locative: 往右, 向左边, 朝前面, 往上 (where an act goes)."""
    if len(word) < 2 or word[0] not in _TOWARDS or word[1] not in _LOCATIVES:
        return False
    rest = word[2:]
    return not rest or (len(rest) == 1 and rest in _LOCATIVE_ENDINGS)


def set_phrase_name(word: str, pieces=None) -> bool:
    """A dictionary set phrase or idiom that names a thing or a move (jieba's l and i; a word of
    either tag is otherwise no subject, 怎么办 l): a set phrase one of whose pieces, cut without the
    entry itself, is as rare as a term (DOMAIN: 自由泳 = 自由 + 泳 13.0, 等差数列, 接力跑), or an idiom
    that names a move by the image of a thing, one of its pieces a noun that rare (倒挂金钩: 金钩 15.6,
    鲤鱼打挺: 鲤鱼 12.0). A set phrase of everyday pieces (两只手, 闻名于世) and an idiom of acts or
    manner (循序渐进, 争先恐后: no noun piece) say how something is done or how much, which a page
    says in its own words. Person-name tags on idiom pieces (劳逸 nr) are jieba's guesses, not nouns."""
    import jieba.posseg

    from f.common.vectors.sparse import _tokenizer

    pieces = list(jieba.posseg.cut(word)) if pieces is None else pieces
    if len(pieces) != 1 or pieces[0].flag not in ("i", "l") or not known(word):
        return False
    rare = [piece for piece in _split(word, _tokenizer()) if piece != word and information(piece) >= DOMAIN]
    if pieces[0].flag == "l":
        return bool(rare)
    return any(p.flag.startswith("n") and p.flag != "nr" for piece in rare for p in jieba.posseg.cut(piece))


# resultative complements: what an act came to (看清, 听懂, 写出, 用到, 做好, 记住, 打开)
_RESULT = frozenset("清懂出到好完会住开见成掉透错对")
# directional complements: where an act goes (查出来, 拿回去, 跑过去), an everyday act as well
DIRECTIONAL = frozenset("来去")
# a verb closed by the preposition of its recipient (借给, 交给, 送给, 留给: give to) is an everyday
# act said of anything, rare as an entry but no craft's move; a page says it in its words (转借他人: 0967)
_RECIPIENT = frozenset("给")
_SUFFIX_TAGS = ("k", "q", "ng")  # a suffix, a measure word, a noun morpheme: the head of a name


def glued_act(word: str) -> bool:
    """A word the tokenizer glued from everyday pieces, an act with its degree or result (飞多高:
    飞 多 高, 写死成: 写 死 成): it reads rare (a word the dictionary lacks, or a rare entry, 16.8
    nats) while, cut by the dictionary's frequencies without the word itself, every piece is an
    everyday word (under FILLER). It names nothing the book must say as written. A telling piece
    (顶碗舞: 碗) or a last piece that heads a name (背越式: 式, a suffix) keeps it a word; a common
    dictionary word of everyday pieces (自行车) is a word of its own."""
    import jieba.posseg

    from f.common.vectors.sparse import _tokenizer

    if len(word) < 3 or not IDEOGRAPHS.fullmatch(word):
        return False
    if known(word) and information(word) < DOMAIN:
        return False
    pieces = _split(word, _tokenizer())
    if len(pieces) < 2 or any(information(piece) >= FILLER for piece in pieces):
        return False
    return not any(p.flag.startswith(_SUFFIX_TAGS) for p in jieba.posseg.cut(pieces[-1]))


def _split(word: str, tok) -> list[str]:
    """The word cut into dictionary words other than itself, fewest pieces first (the dictionary's
    own cut without HMM, or, where it keeps the word whole, its best two-part cut)."""
    pieces = list(tok.cut(word, HMM=False))
    if len(pieces) > 1:
        return pieces
    freq, _ = _dictionary()
    best: list[str] = []
    for cut in range(1, len(word)):
        left, right = word[:cut], word[cut:]
        parts = [left] if _known(freq, left) else list(tok.cut(left, HMM=False))
        parts += [right] if _known(freq, right) else list(tok.cut(right, HMM=False))
        if all(_known(freq, p) for p in parts) and (not best or len(parts) < len(best)):
            best = parts
    return best


def fillers(words: list[str], terms=frozenset()) -> set[str]:
    """The words of one question that are fillers: everyday (under FILLER), or far less
    informative than the question's most informative word (常用 beside ZigBee). `terms` (the
    book's glossary terms) are never fillers and count as the most informative words."""
    if not words:
        return set()
    top_term = _dictionary()[1]
    info = {w: top_term if w in terms else information(w) for w in words}
    # the gap is measured from the most informative word that names a thing: a rare verb or
    # quality (有多厚, 起源于) is no subject, and must not push the subject (蛋壳) out beside it
    naming = [i for w, i in info.items() if i >= FILLER and (w in terms or (nominal(w, acts=False) and not glued_act(w)))]
    top = max(naming or info.values())
    return {w for w, i in info.items() if w not in terms and
            (i < FILLER or i < top - RELATIVE_GAP or quantity(w) or glued_act(w))}


def quantity(word: str) -> bool:
    """An amount: a number or a question of how many (一, 几, 多少, digits) in a word jieba tags as
    numerals and measure words only (一分钟, 多少度, 几次): the question asks how much of its
    subject, the amount is not the subject. A term tagged so without a number (首项) is kept."""
    import jieba.posseg

    if not _AMOUNT.search(word):
        return False
    if sized_amount(word):
        return True
    pieces = list(jieba.posseg.cut(word))
    return bool(pieces) and all(piece.flag[:1] in ("m", "q") for piece in pieces)


# adjectives of size that stand between a numeral and its measure word (一长串, 一大堆, 一小段)
_SIZES = frozenset("大小长短整满")
_COUNTS = frozenset("一二两三四五六七八九十几半")


def sized_amount(word: str) -> bool:
    """A numeral, an adjective of size and a measure word (一长串, 一大片, 一小段, 两大类): how much of
    something, however jieba tags the entry (一长串 is a noun entry, 16.8 nats) and whatever it tags
    the measure character alone (串 and 堆 read as verbs). A name with a numeral has no adjective of
    size in second place (十字步, 一字马, 三角形)."""
    return len(word) == 3 and word[0] in _COUNTS and word[1] in _SIZES and bool(IDEOGRAPHS.fullmatch(word))
