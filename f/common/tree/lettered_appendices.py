"""Lettered appendices on a contents page (issue 28, decision 0955).

LaTeX's `\\appendix` numbers the chapters after it A, B, C; a contents page prints them as a bare
letter and the title (`A Autolink Example`), which reads as a plain line, not as an appendix
(`Appendix A ...`): in a book whose top level is its parts (Doxygen's manual) they landed beside
the parts, and the unnumbered `Appendices` part over them inside the last chapter."""
from __future__ import annotations

import re

from f.common.tree.contents_page import Entry

# a bare capital letter, then the title: `A Autolink Example`
_LETTER = re.compile(r"^\s*(?P<letter>[A-Z])\s+(?=\S)")


def appendix_letters(toc: list[Entry]) -> list[int]:
    """Indexes of the unnumbered entries `A Title` followed at once by their own `A.1` section, the
    letters rising from A one by one (`B ...` then `B.1`). A letter with no such section under it is
    a title (`C Preprocessor`) or a part (group_marks), not an appendix."""
    found, expected = [], "A"
    for k, entry in enumerate(toc[:-1]):
        m = _LETTER.match(entry.title) if entry.heading.kind == "plain" else None
        after = toc[k + 1].heading
        if m and m.group("letter") == expected and after.kind == "fixed" and after.scheme == "dotted" \
                and tuple(after.number[:1]) == (expected,):
            found.append(k)
            expected = chr(ord(expected) + 1)
    return found


def appendix_levels(toc: list[Entry], out: list[int], parts: set[int]) -> list[int]:
    """In a contents with parts and chapters, appendix A, B, ... (appendix_letters) stand at the
    chapters' level, and the unnumbered entry right before appendix A (`Appendices`, a `\\part*`) at
    the parts' level, holding them. Without parts the levels stay: the appendices are top entries
    beside the chapters already."""
    chapters = [out[k] for k, e in enumerate(toc) if e.heading.kind == "fixed" and e.heading.rank == 1]
    letters = appendix_letters(toc)
    if not parts or not chapters or not letters:
        return out
    out = list(out)
    for k in letters:
        out[k] = min(chapters)
    group = letters[0] - 1
    if group >= 0 and group not in parts and toc[group].heading.kind in ("plain", "book"):
        out[group] = min(out[k] for k in parts)
    return out
