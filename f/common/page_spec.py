"""Page specs: `17`, `17-18`, `17,19`, `3-5,9` (1-based physical pages, inclusive ranges), at most
KB_MAX_PAGES (20) pages per call; the part of a spec past the end of the book is left out, with a note."""
from __future__ import annotations

import re

from f.common.errors import BadInput, NotFound

_PART = re.compile(r"^(\d{1,7})(?:\s*[-~–—]\s*(\d{1,7}))?$")


def parse_page_spec(spec: object, page_count: int | None = None, max_pages: int = 20) -> list[int]:
    """Sorted, de-duplicated page numbers (see read_page_spec: pages past the end are dropped)."""
    return read_page_spec(spec, page_count, max_pages)[0]


def read_page_spec(spec: object, page_count: int | None = None,
                   max_pages: int = 20) -> tuple[list[int], str | None]:
    """(pages, note): sorted, de-duplicated page numbers and, when part of the spec lies past the
    end of a book of `page_count` pages, a one-line note saying what was left out. BadInput for bad
    syntax or too many pages; NotFound when no page of the spec is in the book."""
    if isinstance(spec, int) and not isinstance(spec, bool):
        spec = str(spec)
    if not isinstance(spec, str) or not spec.strip():
        raise BadInput("page spec is empty; use e.g. 17, 17-18, 17,19 or 3-5,9")
    text = spec.strip().replace("，", ",").replace("、", ",")
    pages: set[int] = set()
    beyond: list[int] = []
    for part in text.split(","):
        part = part.strip()
        match = _PART.match(part)
        if not match:
            raise BadInput(f"bad page spec {spec[:60]!r}: {part[:30]!r} is not a page or a range "
                           "(use e.g. 17, 17-18, 17,19 or 3-5,9)")
        first = int(match.group(1))
        last = int(match.group(2)) if match.group(2) else first
        if first < 1 or last < 1:
            raise BadInput(f"bad page spec {spec[:60]!r}: pages start at 1")
        if last < first:
            raise BadInput(f"bad page spec {spec[:60]!r}: range {first}-{last} runs backwards")
        if page_count is not None and last > page_count:  # keep the part inside the book
            beyond.append(max(first, page_count + 1))
            if first > page_count:
                continue
            last = page_count
        if last - first + 1 > max_pages or len(pages) + (last - first + 1) > max_pages * 4:
            raise BadInput(f"page spec {spec[:60]!r} asks for more than {max_pages} pages per call")
        pages.update(range(first, last + 1))
    if beyond and not pages:
        raise NotFound(f"page {min(beyond)} is beyond the book's last page ({page_count})")
    if len(pages) > max_pages:
        raise BadInput(f"page spec {spec[:60]!r} asks for {len(pages)} pages; "
                       f"at most {max_pages} per call")
    note = None
    if beyond:
        note = (f"the book has {page_count} pages: pages after {page_count} were left out; "
                f"showing {format_page_ranges(sorted(pages))}")
    return sorted(pages), note


def format_page_ranges(pages: list[int]) -> str:
    """The inverse: [3, 4, 5, 9] -> '3-5,9'."""
    parts, start, prev = [], None, None
    for page in sorted(set(pages)):
        if start is None:
            start = prev = page
        elif page == prev + 1:
            prev = page
        else:
            parts.append(f"{start}-{prev}" if prev != start else str(start))
            start = prev = page
    if start is not None:
        parts.append(f"{start}-{prev}" if prev != start else str(start))
    return ",".join(parts)


def page_ref(page: int, label: str | None) -> str:
    """`p. 12`, or `p. 12 (printed 9)` when the printed page differs: how every tool cites a page."""
    return f"p. {page}" + (f" (printed {label})" if label and str(label) != str(page) else "")
