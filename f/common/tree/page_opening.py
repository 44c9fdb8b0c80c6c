"""Whether a heading opens its page: no text above it there, so the node before it ends on the page
before (issue 28: a node ends where the next starts, on that page only when the next starts below
text). Pure."""
from __future__ import annotations

import re

_NON_WORD = re.compile(r"[\W_]+")


def _words(item: dict) -> str:
    return _NON_WORD.sub("", item.get("text") or "").lower()


def opens_its_page(items: list[dict], index: int, before: list[int]) -> bool:
    """No body text above items[index] on its page. `before` holds the page's body items read
    before it; one that repeats the heading's own words does not count: a running head carrying
    the chapter's title on the chapter's opening page (`第一章 使用介绍` over `第一章 使用介绍`), which
    the parser left as text because it runs on too few pages (decision 0857)."""
    words = _words(items[index])
    return all(words and _words(items[j]) == words for j in before)
