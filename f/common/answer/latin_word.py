"""A Latin word of the question stays one concept, however the cut divides it. Pure.

The library's glossary terms join jieba's dictionary in the process that builds packs
(f.common.vectors.sparse.add_terms), and jieba then cuts a run of Latin letters at any of them it
holds: with cross and ref among the terms, crossref is cut cross + ref. Neither is a word of the
question; the index reads the Latin text between ideographs with its English analyser, where
crossref is one token, and a page that names neither \\crossref nor crossref answers nothing about
it. So the pieces of one Latin run are joined again (the same question planned in a fresh process,
before any term was added, already had crossref whole)."""
from __future__ import annotations

import re

# a run of Latin letters as written (crossref, bib; the letters of UCS4, whose digit a concept
# never keeps: boilerplate.is_concept)
_RUN = re.compile(r"(?<![A-Za-z])[A-Za-z]+(?![A-Za-z])")


def _latin(piece: str) -> bool:
    return piece.isascii() and piece.isalpha()


def whole_latin(text: str, pieces: list[str]) -> list[str]:
    """The cut pieces (lower-cased, as sparse.words gives them) with consecutive Latin pieces that
    together spell one Latin run of text joined into that run; every other piece as it was."""
    runs = {m.group().lower() for m in _RUN.finditer(text)}
    out, i = [], 0
    while i < len(pieces):
        piece, end = pieces[i], i
        if _latin(piece) and piece not in runs:
            spelled = piece
            for j in range(i + 1, len(pieces)):
                if not _latin(pieces[j]):
                    break
                spelled += pieces[j]
                if spelled in runs:
                    piece, end = spelled, j
                    break
        out.append(piece)
        i = end + 1
    return out


def in_whole_runs(text: str, words: list[str]) -> list[str]:
    """The words with a Latin one that is only a part of a Latin run of the text (man of mandb, where
    a library term made the cut divide it) replaced by that run; every other word as it was."""
    runs = [m.group().lower() for m in _RUN.finditer(text)]
    out = []
    for word in words:
        if _latin(word) and word.lower() not in runs:
            word = next((run for run in runs if word.lower() in run), word)
        out.append(word)
    return list(dict.fromkeys(out))
