"""Printed page labels (the numbers printed on the pages) from page furniture. Pure.

Sources: `page_number` blocks, and in older output `footer`/`header`/`discarded` blocks that are
only a number and sit in the top or bottom band of the page. A scan holding two printed pages per
image carries two numbers, left and right: its label is `12-13`. A label that disagrees with both
neighbours while they agree with each other is a misread and dropped. Gaps (numbers the layout
model lost) are filled only between two anchors that agree on the offset, so a change of offset
where plates are inserted is kept, never smoothed over. Our PDF parser marks a page_number block
taken from the PDF's own page labels with `source: page_label`: used as written, where no printed
number was read."""
from __future__ import annotations

import re

from f.common.margins import page_number, reaches_band
from f.common.pdf.page_labels import clean_label
from f.common.tree.headings import int_to_roman, roman_to_int


def _candidate(item: dict) -> tuple[str, str, int, float] | None:
    """(kind, text, value, x centre) of a page-number block, else None."""
    kind = item.get("type")
    if kind not in ("page_number", "discarded", "footer", "header"):
        return None
    text = page_number(item.get("text") or "")
    if not text:
        return None
    bbox = item.get("bbox")
    if kind != "page_number" and bbox and not reaches_band(bbox):
        return None
    if text.isdigit():
        return "arabic", text, int(text), (bbox[0] + bbox[2]) / 2 if bbox else 500.0
    value = roman_to_int(text)
    return ("roman", text, value, 500.0) if value else None


# A number printed the same at the same place on two pages side by side is furniture (a print-size
# ruler's ticks along the margin), not a page number: page numbers advance. A book numbering each
# part from 1 prints its 1 on pages apart, and keeps it.
def _furniture(pages: set[int]) -> bool:
    return any(p + 1 in pages for p in pages)


def _place(item: dict, text: str) -> tuple:
    bbox = item.get("bbox")
    return text, tuple(round(v / 10) for v in bbox) if bbox else None


def _anchors(items: list[dict]) -> dict[int, tuple[str, int, int, str]]:
    """1-based page -> (kind, first value, values on the page (1 or 2), printed case sample)."""
    per_page: dict[int, list] = {}
    pages_at: dict[tuple, set[int]] = {}
    for item in items:
        found = _candidate(item)
        if found:
            per_page.setdefault(item["page_idx"] + 1, []).append((item.get("type"), found, _place(item, found[1])))
            pages_at.setdefault(_place(item, found[1]), set()).add(item["page_idx"])
    per_page = {page: [(t, f) for t, f, place in found if not _furniture(pages_at[place])]
                for page, found in per_page.items()}
    anchors = {}
    for page, found in per_page.items():
        exact = [f for t, f in found if t == "page_number"] or [f for _, f in found]
        arabic = sorted({(f[3], f[2]) for f in exact if f[0] == "arabic"})
        if len(arabic) >= 2 and arabic[0][0] < 500 <= arabic[-1][0] \
                and arabic[-1][1] == arabic[0][1] + 1:
            anchors[page] = ("arabic", arabic[0][1], 2, "")
        elif arabic:
            anchors[page] = ("arabic", arabic[0][1], 1, "")
        else:
            roman = [f for f in exact if f[0] == "roman"]
            if roman:
                anchors[page] = ("roman", roman[0][2], 1, roman[0][1])
    return anchors


def _offset(anchor, page: int) -> tuple[str, int, int]:
    kind, value, span, _ = anchor
    return kind, span, value - span * page


def _drop_misreads(anchors: dict) -> None:
    pages = sorted(anchors)
    bad = []
    for i in range(1, len(pages) - 1):
        before, here, after = (_offset(anchors[p], p) for p in pages[i - 1:i + 2])
        if before == after and here != before and pages[i + 1] - pages[i - 1] <= 6:
            bad.append(pages[i])
    for page in bad:
        del anchors[page]


def _text(kind: str, value: int, span: int, sample: str) -> str:
    if kind == "roman":
        roman = int_to_roman(value)
        return roman.upper() if sample.isupper() else roman
    return f"{value}-{value + 1}" if span == 2 else str(value)


def page_labels_from(items: list[dict]) -> dict[int, str]:
    anchors = _anchors([i for i in items if i.get("source") != "page_label"])
    _drop_misreads(anchors)
    labels = {p: _text(a[0], a[1], a[2], a[3]) for p, a in anchors.items()}
    pages = sorted(anchors)
    for a, b in zip(pages, pages[1:]):
        if b - a > 1 and _offset(anchors[a], a) == _offset(anchors[b], b):
            kind, value, span, sample = anchors[a]
            for page in range(a + 1, b):
                labels[page] = _text(kind, value + span * (page - a), span, sample)
    for item in items:  # our PDF parser: the PDF's own label where no number is printed
        text = clean_label(item.get("text")) if item.get("source") == "page_label" else None
        if text and len(text) <= 24:
            labels.setdefault(item["page_idx"] + 1, text)
    return labels


def physical_pages(labels: dict[int, str]) -> dict[str, int]:
    """Printed label -> first physical page carrying it (both halves of a two-page scan)."""
    out: dict[str, int] = {}
    for page in sorted(labels):
        label = labels[page]
        parts = label.split("-") if re.fullmatch(r"\d+-\d+", label) else [label]
        for part in parts:
            out.setdefault(part.lower(), page)
    return out
