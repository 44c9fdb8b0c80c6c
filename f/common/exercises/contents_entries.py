"""Contents entries the parser cut apart, put back together (decision 0830). Pure.

A manual's contents may list its solutions (`Solution 9. . . . . . . 58`). A parser reading a
two-column contents page often sets the entry's label, its dot leaders and its page number as
blocks of their own (`Solution 9.` | `. . . . . . .` | `58 B. Bibliography 59`), and the label
alone reads as a solution opening a key. A block of leaders and nothing else only ever continues
the entry before it, so it is joined back to it; the joined line ends in leaders, and a line
ending in spaced leaders is an entry whose page number was set apart. A blank to fill
(`All of them ............`) is a run of dots with no spaces: not leaders here."""
from __future__ import annotations

import re

from f.common.tree.headings import LEADER_RUN

# `. . . . .` (spaced dots, as TeX's leaders come out of the text layer), optionally a page number
_LEADERS_ONLY = re.compile(r"\s*(?:\.\s+){3,}\.?\s*(?:\d{1,4})?\s*")
_SPACED_LEADERS_END = re.compile(r"(?:\.\s+){4,}\.?\s*$")


def leaders_only(text: str) -> bool:
    return isinstance(text, str) and bool(_LEADERS_ONLY.fullmatch(text))


def contents_line(text: str) -> bool:
    """A contents entry: a title, dot leaders, its page number (`1.4. Et le bon … . . . . . 13`),
    or a title and spaced leaders whose page number the parser set apart (`Solution 10. . . . .`).
    A blank to fill (`1. … ........`) has no page number after its dots and no spaces between them."""
    m = re.search(r"(?<![A-Za-z])(\d{1,4}|[ivxlc]{1,6})\s*$", text)
    if m and LEADER_RUN.search(text[:m.start()].rstrip()[-12:] + " "):
        return True
    return bool(_SPACED_LEADERS_END.search(text))


def rejoined(blocks):
    """The (page, text, heading, kind) blocks with a leaders-only text block joined to the text
    block before it on its page (`Solution 9.` + `. . . . .` -> `Solution 9. . . . . .`)."""
    held = None
    for block in blocks:
        page, text, _heading, kind = block
        if held is not None and kind == "text" and page == held[0] and leaders_only(text):
            held = (held[0], f"{held[1]} {text.strip()}", held[2], held[3])
            continue
        if held is not None:
            yield held
        held = block if kind in ("text", "equation") and isinstance(text, str) else None
        if held is None:
            yield block
    if held is not None:
        yield held
