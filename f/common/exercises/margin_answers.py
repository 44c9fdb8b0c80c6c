"""Answers printed with no marker, told by layout (1138). A problem set's class sets each statement
indented under its label (`Problem 3` at the text's edge, the question a step to the right); the
solution follows back at the edge, with no `Solution` before it. Pure: content-list items with
their `bbox` (0-1000 page scale) in, the (page, text) of each block where such an answer starts out."""
from __future__ import annotations

import re

from f.common.exercises import numbers as n

INDENT = 60  # a question block this far right of its label's left edge is set indented
EDGE = 30    # a block starting within this of the label's edge, or left of it, is back at the margin
MIDDLE = 500  # a block starting right of the page's middle is a margin note (`Schwierigkeit: 2`), no text
_FOLIO = re.compile(r"\d{1,3}")  # a page number the parser left as text
_MARKER_WORD = re.compile(r"\s*(?:solutions?|answers?|hints?|proof|l(?:ö|o)sung(?:en)?|corrig[ée]|soluzion[ei])\b",
                          re.IGNORECASE)
_FURNITURE = {"header", "footer", "page_number", "aside_text", "page_footnote", "discarded"}


def _box(item: dict) -> list[float] | None:
    box = item.get("bbox")
    return [float(x) for x in box] if isinstance(box, (list, tuple)) and len(box) == 4 else None


def _marked(text: str) -> bool:
    """A block that says what it is (`Solution 1`, `Solutions:`, `Answer: …`, a key's title): the
    reader's own rules read it; layout is only for blocks no marker names."""
    return bool(n.ANSWER_MARK.match(text) or n.key_title(text) is not None or n.labelled_solution(text)
                or _MARKER_WORD.match(text))


def _text(item: dict) -> str:  # as the exercise reader gets it (parse._blocks)
    if item.get("type") == "code":
        return (item.get("code_body") or item.get("text") or "").strip()
    return (item.get("text") or "").strip()


def margin_answer_starts(items: list[dict]) -> set[tuple[int, str]]:
    """After a labelled exercise (`Problem 5.4`) whose following blocks on its page were all set
    indented past the label's left edge, the first text or code block back at that edge: where
    its answer starts. Nothing when the question is not indented (most books), when the page ends
    first, or when the next block at the edge is a heading or another exercise's label."""
    starts: set[tuple[int, str]] = set()
    label: tuple[int, float, float] | None = None  # (page, left edge, bottom) of the label just read
    indented = False
    for item in items:
        kind, page, box, text = item.get("type"), int(item.get("page_idx") or 0) + 1, _box(item), _text(item)
        if kind in _FURNITURE or box is None or (kind in ("text", "code") and not text) or _FOLIO.fullmatch(text):
            continue
        if label and page != label[0]:
            label = None  # the question ran past its page: no layout to read
        if kind == "text" and n.labelled_exercise(text):
            label, indented = (page, box[0], box[3]), False
            continue
        if label is None or box[1] < label[2] - 2 or box[0] >= MIDDLE:
            continue  # the label's own line (`Exercise 4` `A title` `3 P.`) or a note in the right margin
        if box[0] >= label[1] + INDENT:
            indented = True
            continue
        if box[0] <= label[1] + EDGE and indented and kind in ("text", "code") and not item.get("text_level") \
                and not _marked(text):
            starts.add((page, text))
        label = None  # at the edge (an answer, a heading) or between: this label's layout is read
    return starts
