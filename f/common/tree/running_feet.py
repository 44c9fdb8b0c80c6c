"""Running feet the parser typed as text on one page: the line repeats, with its page number, the
footer the parser marked on other pages (`SMF – GAZETTE 1` under a contents page whose other pages'
footers are `SMF – GAZETTE` and `2`). Read by the contents pages, where such a line ends in a
number like a contents line and would make the body's first lines above it an entry (0911). Pure."""
from __future__ import annotations

import re

from f.common.tree.running_heads import marked_rows

MIN_PAGES = 3  # pages whose marked footer says the same words: the document's running foot
SLACK = 2  # page units a foot's top may stand off the footers' row


def _words(text: str) -> str:
    """A footer's words without its page number and spacing (`SMF – GAZETTE 1` -> `smfgazette`)."""
    return re.sub(r"[\W\d_]+", "", text).lower()


def running_feet(items) -> tuple[set[str], set[int]]:
    """(the words of footers marked on MIN_PAGES pages or more, the tops of their row)."""
    pages: dict[str, set[int]] = {}
    tops: list[int] = []
    for item in items:
        if item.get("type") == "footer" and (words := _words(item.get("text") or "")):
            pages.setdefault(words, set()).add(item["page_idx"])
            if item.get("bbox"):
                tops.append(round(item["bbox"][1]))
    words = {w for w, seen in pages.items() if len(seen) >= MIN_PAGES}
    return words, marked_rows(tops, MIN_PAGES, SLACK)  # the footers' row, counted as the headers' row is


def is_running_foot(item: dict, feet: tuple[set[str], set[int]]) -> bool:
    """An untagged text line on the footers' row saying a running foot's words (and a number)."""
    words, rows = feet
    bbox = item.get("bbox")
    return item.get("type") == "text" and not item.get("text_level") and bool(bbox) \
        and round(bbox[1]) in rows and _words(item.get("text") or "") in words
