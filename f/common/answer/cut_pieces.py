"""A piece of the student's phrase the cut made across a grammatical joint. Pure.

jieba's dictionary holds many two-character strings it met in its corpus as one run, which no
dictionary of words holds (CC-CEDICT: f.common.answer.dictionary). Where such an entry starts with
a character that, in the question, belongs to the piece before it, the cut took it across the
joint: 洋葱里头那层皮 is 那层 (a pointer and its measure word) + 皮, cut 那 + 层皮; 蹭破皮 is 蹭破 (a
verb and its result) + 皮, cut 蹭 + 破皮. The entry then names nothing the page must say: the thing
is the last character (皮), an everyday word the page says in its own words (表皮, 擦伤). A word of
the dictionaries (脚底, 草莓) or a run the cut did not take across a joint (挥鞭 of 挥鞭转) is
judged as before (0632). So is a word whose last character makes a locative word with the one
after it (脚底下 is 脚 + 底下, cut 脚底 + 下): the phrase says where, its thing is 脚.

A run of jieba's corpus that is two dictionary words side by side (学生上课) is a clause, not a
name: run_parts gives the words, which coverage.said_apart reads in one sentence (0633)."""
from __future__ import annotations

from collections.abc import Callable

from f.common.cjk import IDEOGRAPHS


def pos_tags(text: str) -> list[str]:
    """jieba's part-of-speech tags of the words of its cut of text."""
    import jieba.posseg

    return [p.flag for p in jieba.posseg.cut(text)]


def _run_only(word: str) -> bool:
    """A two-ideograph entry of jieba's dictionary that CC-CEDICT does not hold: a run of its
    corpus, not a word of the language's dictionary (层皮, 破皮)."""
    from f.common.answer import salience
    from f.common.answer.dictionary import headwords

    return len(word) == 2 and bool(IDEOGRAPHS.fullmatch(word)) and salience.known(word) and word not in headwords()


def _across(before: str, word: str, after: str) -> bool:
    """`word` as the tokenizer cut it between `before` and `after` took its first character
    across a joint: after a pointer or numeral that character is a measure word (那 + 层皮: 那层
    皮; 50 + 度角: 50度 角), or after a one-character verb it is that verb's result and the entry a
    verb and its object ending the verb phrase (蹭 + 破皮: 蹭破 皮, then 这种)."""
    # after a number written in digits (50 度角: 50度 角) the first character of a noun run is the
    # number's unit, whatever jieba tags it (度 zg): a numeral takes its measure word first; a verb's
    # run (例1 用到) is no unit and its noun (1021)
    if before.isascii() and before.isdigit():
        return pos_tags(word) == ["n"] and pos_tags(word[0])[0][:1] not in ("v", "p")
    if len(before) != 1 or not IDEOGRAPHS.fullmatch(before):
        return False
    head, rest = pos_tags(word[0]), pos_tags(word[1])
    if pos_tags(before)[0][:1] in ("r", "m") and head == ["q"]:
        return True
    # ... a noun or verb after it continues a longer name (做 挥鞭 转: the move is 挥鞭转)
    ends = not after or not IDEOGRAPHS.fullmatch(after[0]) or pos_tags(after)[0][:1] not in ("n", "v")
    return pos_tags(before) == ["v"] and head == ["v"] and rest[0][:1] == "n" and ends


def _before_locative(word: str, after: str) -> bool:
    """`word` (a noun character and another) before a one-character locative, its last character and
    that locative a locative word of the dictionary (脚底 + 下: 脚 底下, jieba f): the student's
    phrase says where (under the feet), its thing the one noun character, which the cut took
    across the joint."""
    if len(word) != 2 or len(after) != 1 or not IDEOGRAPHS.fullmatch(word + after):
        return False
    from f.common.answer import salience

    return pos_tags(after) == ["f"] and salience.known(word[1] + after) and pos_tags(word[1] + after) == ["f"] and \
        pos_tags(word[0]) == ["n"]


def cut_across(word: str, question: str) -> bool:
    """The question's concept `word` is, wherever the question writes it, a piece the cut took
    across a joint: a run of jieba's corpus (no CC-CEDICT word) whose first character belongs to
    the piece before it (_across), or a word whose last character makes a locative word with the
    one after it (_before_locative): a piece of the student's phrase, not a name a page must write."""
    if len(word) != 2 or not IDEOGRAPHS.fullmatch(word):
        return False
    from f.common.vectors.sparse import _tokenizer

    pieces = list(_tokenizer().cut(question))
    places = [at for at, piece in enumerate(pieces) if piece == word]
    run = _run_only(word)

    def across(at: int) -> bool:
        before, after = pieces[at - 1] if at else "", pieces[at + 1] if at + 1 < len(pieces) else ""
        return (run and _across(before, word, after)) or _before_locative(word, after)

    return bool(places) and all(across(at) for at in places)


# jieba's tags of grammar a name does not hold inside it: an adverb (先, 再, 就) or a locative (里, 上)
_GRAMMAR_TAGS = ("d", "f")


def stray_run(word: str) -> bool:
    """A run the tokenizer's guesser (its HMM) glued of characters across the question's joints: no
    entry of jieba's dictionary nor of CC-CEDICT, and jieba's tagger cuts it back into single
    characters one of which is an adverb or a locative (时先练 of 听音程时先练分辨: 时 ng + 先 d + 练
    v; 里费 of 专题里费马点: 里 f + 费 v). It names nothing a page must write; a guessed word the
    dictionaries hold (全等) or one whose characters are its own (挥鞭转) is judged as before (0893)."""
    from f.common.answer import salience
    from f.common.answer.dictionary import headwords

    if len(word) < 2 or not IDEOGRAPHS.fullmatch(word) or salience.known(word) or word in headwords():
        return False
    tags = pos_tags(word)
    return len(tags) == len(word) and any(tag in _GRAMMAR_TAGS for tag in tags)


def run_parts(form: str) -> tuple[str, str] | None:
    """A run of jieba's corpus (no CC-CEDICT word) of three characters or more that is two
    CC-CEDICT words side by side (学生上课: 学生 + 上课, a clause the corpus met often, not a name):
    those two words, else None. Of several splits the first with both parts words is taken."""
    from f.common.answer import salience
    from f.common.answer.dictionary import headwords

    if len(form) < 3 or not IDEOGRAPHS.fullmatch(form) or not salience.known(form) or form in headwords():
        return None
    words = headwords()
    for cut in range(2, len(form) - 1):
        if form[:cut] in words and form[cut:] in words:
            return form[:cut], form[cut:]
    return None


def last_character_apart(text: str, pieces: list[str], glued: Callable[[str, str], bool]) -> list[str]:
    """The cut pieces with each piece of three or more ideographs that glued(piece, rest of the
    text after it) says took the next word's first character split into its head and that
    character; every other piece as it was. The one walk of the cut that 1112 (an A-not-A frame's
    verb) and 1117 (a preposition after a name) share."""
    out, offset = [], 0
    for piece in pieces:
        at = text.find(piece, offset)
        if at < 0:
            out.append(piece)
            continue
        end = at + len(piece)
        offset = end
        if len(piece) >= 3 and IDEOGRAPHS.fullmatch(piece) and glued(piece, text[end:]):
            out.extend([piece[:-1], piece[-1]])
        else:
            out.append(piece)
    return out
