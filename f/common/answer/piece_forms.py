"""The words a page may say one piece of a student's kind by (modifier + head: 长方形纸片, 篮球小游戏). Pure.

coverage.said_apart reads a kind the plan joined (plan.modified) in one sentence of a page. The
student says each piece in their own words: 长方形 where the geometry page prints 矩形 (矩形纸片),
小游戏 where the PE guide lists 篮球游戏. A piece is then also said by the dictionary's other word
for it (synonyms, which coverage also reads: the first English sense shared), and a piece that
is a run of jieba's corpus no CC-CEDICT entry holds, an everyday adjective of one character
before a dictionary noun (小游戏: 小 + 游戏), by that noun: the adjective adds size or manner, not another thing. A word of
the dictionary so made (大提琴, 小号) is a name of its own and keeps its adjective (0711)."""
from __future__ import annotations

import functools

from f.common.cjk import IDEOGRAPHS


def _core(word: str) -> str | None:
    """The noun of a corpus run made of an everyday one-character adjective and a noun (小游戏:
    游戏), else None."""
    import jieba.posseg

    from f.common.answer import salience
    from f.common.answer.dictionary import headwords

    if len(word) < 3 or not IDEOGRAPHS.fullmatch(word) or word in headwords():
        return None
    head, rest = word[0], word[1:]
    if [p.flag for p in jieba.posseg.cut(head)] != ["a"] or salience.information(head) >= salience.LOW:
        return None
    if not salience.known(rest) or rest not in headwords() or [p.flag for p in jieba.posseg.cut(rest)] != ["n"]:
        return None
    return rest


@functools.lru_cache(maxsize=2048)
def synonyms(word: str) -> tuple[str, ...]:
    """The dictionary's other Chinese words for what the word names first: the CC-CEDICT headwords
    whose first English sense is the word's own first sense (刹车 and 制动: brake; 抽烟 and 吸烟:
    smoke; 花括号 and 大括号: braces). Later senses are left out (刹车 also glosses stop, which 停下 and
    中止 share): a word's first sense is what it names."""
    from f.common.answer.dictionary import chinese_for, english_for

    if len(word) < 2 or not IDEOGRAPHS.fullmatch(word):
        return ()
    first = english_for(word)[:1]
    if not first:
        return ()
    return tuple(other for other, _rank in chinese_for(first[0].split())
                 if other != word and english_for(other)[:1] == first)


def piece_forms(word: str) -> tuple[str, ...]:
    """The piece as written, the dictionary's other words for it, and its noun (_core)."""
    core = _core(word)
    return tuple(dict.fromkeys([word, *synonyms(word), *([core] if core else [])]))


def said_with_one_character_changed(form: str, text: str) -> bool:
    """A phrase the plan joined of two dictionary words (吉他名曲: 吉他 + 名曲, no entry itself) that a
    (folded) text says with its leading word as written and its second word changed in one everyday
    character into another dictionary word (吉他名作: 名曲 -> 名作): the student's word for the same
    kind of thing beside the same name. The two characters are everyday morphemes (under
    salience.DOMAIN: 曲, 作), and the second word has two characters, so a name glued of two words
    (余额 + 宝, 数字 + 人民币, 雪花 + 算法) is not made of a page's neighbouring word (0717). The two
    words share a word of their CC-CEDICT senses (名曲 famous song, 名作 famous work): 边际效用 is not
    the 边际效应 a page names (utility, effect)."""
    from f.common.answer.salience import DOMAIN, information, known
    from f.common.vectors.sparse import _tokenizer

    if len(form) < 4 or not IDEOGRAPHS.fullmatch(form) or known(form):
        return False
    pieces = list(_tokenizer().cut(form, HMM=False))
    if len(pieces) != 2 or len(pieces[0]) < 2 or len(pieces[1]) != 2 or not all(known(p) for p in pieces):
        return False
    lead, tail = pieces
    at = text.find(lead)
    while at >= 0:
        theirs = text[at + len(lead):at + len(lead) + 2]
        if len(theirs) == 2 and theirs != tail and IDEOGRAPHS.fullmatch(theirs) and known(theirs):
            changed = [(a, b) for a, b in zip(tail, theirs) if a != b]
            if len(changed) == 1 and all(information(ch) < DOMAIN for ch in changed[0]) and _sense_shared(tail, theirs):
                return True
        at = text.find(lead, at + 1)
    return False


_GRAMMAR = frozenset(["a", "an", "the", "of", "to", "and", "or", "in", "on", "for", "with", "one's", "sb", "sth"])


def _sense_shared(mine: str, theirs: str) -> bool:
    """The two words share an English word of their CC-CEDICT senses (famous), grammar left out."""
    import re

    from f.common.answer.dictionary import english_for

    def sense_words(word: str) -> set[str]:
        return {w for sense in english_for(word) for w in re.findall(r"[a-z'-]+", sense.lower())} - _GRAMMAR

    return bool(sense_words(mine) & sense_words(theirs))


def said_with_a_near_synonym_character(form: str, text: str) -> bool:
    """A short phrase the dictionary lacks that a (folded) text says with one character of the
    student's changed for a near synonym: three characters with one changed (手碰球 in the page's
    用手触球), or a parallel pair V+X V+Y with its repeated verb changed in both places (拆库拆表 for
    分库分表). The student's character is everyday (under salience.DOMAIN: 碰, 拆) and the two
    characters make a CC-CEDICT word together in both orders (触碰 and 碰触 touch, 拆分 and 分拆):
    the dictionary keeps no single character, so a shared sense is read from the word near synonyms
    compound into either way, as 0717 reads it from two words. 建库建表 is not 拆库拆表 (no 拆建), nor
    交换绳 the student's 交互绳 (互换 is a modifier and its verb: no 换互) (0703)."""
    from f.common.answer.dictionary import headwords
    from f.common.answer.salience import DOMAIN, information, known

    if not IDEOGRAPHS.fullmatch(form) or known(form):
        return False
    if len(form) == 3:
        places = None           # any one of the three
    elif len(form) == 4 and form[0] == form[2] and form[1] != form[3]:
        places = (0, 2)         # the repeated verb of a parallel pair, both times
    else:
        return False
    for at in range(len(text) - len(form) + 1):
        theirs = text[at:at + len(form)]
        changed = [i for i, (a, b) in enumerate(zip(form, theirs)) if a != b]
        if not changed or (places is None and len(changed) != 1) or (places and tuple(changed) != places):
            continue
        mine, other = form[changed[0]], theirs[changed[0]]
        if len({theirs[i] for i in changed}) != 1 or not IDEOGRAPHS.fullmatch(theirs):
            continue
        if information(mine) < DOMAIN and mine + other in headwords() and other + mine in headwords():
            return True
    return False
