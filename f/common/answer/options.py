"""Choice options of an exam question, one per line or several on one line.

Labels `A.` `A．` `A、` `A)` `(A)` `（A）`; inline runs (`A.3 B.4 C.5 D.6`) also without spaces
(`A．零向量B．单位向量`).

A run of labels counts as options only when it goes A, B, C, ... in order and every option has text:
point names such as `A、B、D 三点共线` or `△ABC.` then never pass for options."""
from __future__ import annotations

import re

from f.common.cjk import RANGES

LABELS = "ABCDEFGH"
# A label not glued to a preceding Latin letter or digit (OA、 △ABC. 2A. are not labels).
_MARKER = re.compile(r"(?<![A-Za-z0-9_])(?:[（(]\s*([A-H])\s*[)）]|([A-H])[.．、:：)）])")
_TEXT = re.compile(f"[\\w{RANGES}①-⑳√∞]")


def _markers(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(1) or m.group(2)) for m in _MARKER.finditer(text)]


def _chain(markers: list[tuple[int, int, str]], first: int) -> list[tuple[int, int, str]]:
    """The markers A, B, C, ... in order from markers[first] (an A), taking the first of each."""
    chain = [markers[first]]
    for marker in markers[first + 1:]:
        if marker[2] == LABELS[len(chain)] and len(chain) < len(LABELS):
            chain.append(marker)
            if len(chain) == len(LABELS):
                break
    return chain


def _texts(text: str, chain: list[tuple[int, int, str]]) -> list[str]:
    ends = [start for start, _end, _label in chain[1:]] + [len(text)]
    return [text[marker[1]:end].strip(" \t\n\u3000；;。，,") for marker, end in zip(chain, ends)]


def split_options(text: str) -> tuple[str, list[dict], bool]:
    """(stem, options, looked_like_options). Options are [{"label", "text"}]; when none parse, the
    stem is the whole text, and the flag says whether an `A.` that looked like an option was seen."""
    markers = _markers(text)
    # The last A that starts a whole run: a stem may itself mention a point A earlier on.
    for index in range(len(markers) - 1, -1, -1):
        if markers[index][2] != "A":
            continue
        chain = _chain(markers, index)
        if len(chain) < 2:
            continue
        texts = _texts(text, chain)
        if all(_TEXT.search(t) for t in texts):
            stem = text[:chain[0][0]].rstrip()
            return stem, [{"label": m[2], "text": t} for m, t in zip(chain, texts)], True
    return text, [], _looks_like_option(text, markers)


def _looks_like_option(text: str, markers: list[tuple[int, int, str]]) -> bool:
    """An `A.` at the start of a line (or after a blank), followed by text of its own."""
    for start, end, label in markers:
        if label != "A":
            continue
        before = text[:start].rstrip(" \t\u3000")
        after = text[end:].lstrip()
        at_line_start = not before or before.endswith(("\n", "）", ")"))
        if at_line_start and after and _TEXT.match(after) and not _MARKER.match(after):
            return True
    return False
