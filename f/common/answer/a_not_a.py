"""A word the cut glued to the first verb of an A-not-A question stays apart from it. Pure.

Chinese asks yes or no by a verb, 不 and the verb again (行不行, 对不对, 能不能). jieba's longest-
match cut takes the first verb into the word before it where the two make a dictionary word: in
直接在公式里打字行不行 it cuts 打字行 (a typing shop) + 不行, and the plan asks the library about a
typing shop no page names, the question's missing subject. The grammar says the verb belongs to
the question frame: the word before it is the student's word (打字), the verb is the frame's."""
from __future__ import annotations

from f.common.answer.cut_pieces import last_character_apart


def apart_from_a_not_a(text: str, pieces: list[str]) -> list[str]:
    """The cut pieces with a piece of three or more ideographs whose last character is the A of
    an A-not-A frame right after it in the text (…行 followed by 不行) split into its head and that
    character; every other piece as it was."""
    return last_character_apart(text, pieces, lambda piece, after: after[:2] == "不" + piece[-1])
