"""A name the cut glued to the first character of a preposition after it stays apart from it. Pure.

jieba cuts a run its dictionary lacks by its hidden-Markov model, which may take the first
character of the next word along: in 阿炳除了二泉映月 the name 阿炳, new to the dictionary, is cut
阿炳除 + 了, and the plan asks the library about 阿炳除, which no page names: the question's missing
subject. The grammar says where the name ends: the character and the one after it make a word of
the dictionary that jieba tags a preposition or conjunction (除了, 为了, 对于), a word that opens
the phrase after a name and is never the end of one."""
from __future__ import annotations

from f.common.answer.cut_pieces import last_character_apart

# jieba's tags of the words that open a phrase: prepositions and conjunctions
_OPENING_TAGS = frozenset(["p", "c"])


def _opens_a_phrase(word: str) -> bool:
    import jieba.posseg

    return jieba.posseg.dt.word_tag_tab.get(word) in _OPENING_TAGS


def _a_name_or_unknown(piece: str) -> bool:
    """A piece jieba's dictionary lacks or holds as a person's name (a word of its own, 大扫除, is
    neither: 大扫除了 stays whole)."""
    import jieba.posseg

    from f.common.answer import salience

    return not salience.known(piece) or jieba.posseg.dt.word_tag_tab.get(piece) == "nr"


def apart_from_a_preposition(text: str, pieces: list[str]) -> list[str]:
    """The cut pieces with a piece of three or more ideographs that jieba's dictionary lacks or
    holds as a person's name, whose last character and the character after it in the text are a
    preposition or conjunction of the dictionary (阿炳除 before 了: 除了), split into its head and that
    character; every other piece as it was."""
    return last_character_apart(
        text, pieces, lambda piece, after: _a_name_or_unknown(piece) and _opens_a_phrase(piece[-1] + after[:1]))
