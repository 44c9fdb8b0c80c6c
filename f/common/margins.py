"""The page margins and the printed page number, one rule each, for our PDF parser's blocks and
MinerU content lists alike (bbox in 0-1000 page units). Pure.

A page number is a margin line holding only a number: `12`, `- 12 -`, `第 12 页`, `12 / 156`, a
roman `xii` / `XII`. The margin proper is the top and bottom 10% of the page (MARGIN); running
titles sit within BAND (12%) of an edge, and a verbatim copy of one found there within WIDE (20%)."""
from __future__ import annotations

import re

_DASHES = r"[\s\-–—·•]*"
PAGE_NUMBER = re.compile(rf"^{_DASHES}(?:第\s*)?{_DASHES}(\d{{1,4}}|[ivxlcdm]{{1,7}}|[IVXLCDM]{{1,7}}){_DASHES}"
                         rf"(?:页)?(?:\s*/\s*\d{{1,4}})?{_DASHES}$")
MARGIN = 100
BAND = 120
WIDE = 200


def page_number(text: str) -> str | None:
    """The number of a line that is only a page number, as printed; else None."""
    match = PAGE_NUMBER.match(text or "")
    return match.group(1) if match else None


def zone(bbox, strict: bool = False, wide: bool = False) -> str | None:
    """"header" / "footer" for a block in the top / bottom margin, else None. strict: wholly in
    the margin proper; otherwise its vertical centre within BAND (or WIDE) of the edge."""
    if strict:
        return "header" if bbox[3] <= MARGIN else "footer" if bbox[1] >= 1000 - MARGIN else None
    band = WIDE if wide else BAND
    middle = (bbox[1] + bbox[3]) / 2
    return "header" if middle <= band else "footer" if middle >= 1000 - band else None


def reaches_band(bbox) -> str | None:
    """"header" / "footer" for a block that reaches into the top / bottom band at all (its top
    edge above BAND, or its bottom edge below 1000 - BAND), else None."""
    if bbox[1] < BAND:
        return "header"
    return "footer" if bbox[3] > 1000 - BAND else None
