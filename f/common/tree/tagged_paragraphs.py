"""Paragraph lines tagged as headings (pure): sample text set large in an example (eqparbox's
`Lorem ipsum dolor sit amet, consectetur` / `adipiscing` / `elit.` / `Phasellus volutpat, nibh sit`
...) comes through as a stack of tagged lines. A title may wrap over lines, but a sentence does not
end inside it and go on below: three tagged lines or more stacked at line spacing, where one of them
ends a sentence (`.`) and the next line of the stack opens a new one, are a paragraph (0954)."""
from __future__ import annotations

import re

MIN_LINES = 3
_SENTENCE_END = re.compile(r"(?<![.\d])[.!?]$")  # `elit.`; not `...` nor `1.`
_OPENS = re.compile(r"^[A-Z][a-z]")  # a new sentence: `Phasellus`


def _stacked(above: dict, below: dict) -> bool:
    """below continues above's block: same page, its top at most half a line under above's
    bottom (or on above's row), and the two overlap across."""
    a, b = above["bbox"], below["bbox"]
    line = max(1.0, min(a[3] - a[1], b[3] - b[1]))
    return above["page_idx"] == below["page_idx"] and b[1] <= a[3] + line / 2 and b[1] >= a[1] - line / 2 \
        and min(a[2], b[2]) > max(a[0], b[0]) - line * 4


def tagged_paragraph_lines(items: list[dict]) -> set[int]:
    """Indexes of the tagged items that are lines of one paragraph (see the module docstring)."""
    out: set[int] = set()
    run: list[int] = []

    def close() -> None:
        texts = [" ".join((items[k].get("text") or "").split()) for k in run]
        if len(run) >= MIN_LINES and any(_SENTENCE_END.search(t) and _OPENS.match(n)
                                         for t, n in zip(texts, texts[1:])):
            out.update(run)

    # the tagged lines in reading order (an untagged column beside them does not part them)
    for i, item in enumerate(items):
        if not (item.get("type") == "text" and item.get("text_level") and item.get("bbox")
                and not item.get("index_letter") and not item.get("outline_level")):
            continue
        if run and _stacked(items[run[-1]], item):
            run.append(i)
            continue
        close()
        run = [i]
    close()
    return out
