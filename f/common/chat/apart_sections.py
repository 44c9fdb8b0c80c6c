"""Sections that are no part of their book's subject: boilerplate a follow-up should not offer.

A follow-up should send the reader on to more of the book's subject. Two signs, neither a list of
titles or words (decision 0851):
- the section's text is said in another book of the library too: a licence, a thesis's declaration
  of originality or authorisation, a broker's legal notice are templates copied from book to book,
  a chapter is written for its own book (REPEATED_SHARE of its letter runs, sampled);
- most of its words are said on no other page of its book: the GNU Free Documentation License in a
  programming manual, a recipe in a crypto manual, where a chapter keeps using the book's own
  vocabulary (library, function). Latin words only: a Chinese book's character pairs and words are
  too many and too specific, and a thesis template's declarations share its subject's words
  (学位论文), so there the first sign has to do."""
from __future__ import annotations

import re
import zlib

APART_SHARE = 0.4      # at least this share of the section's words occurs on no page outside it
MIN_WORDS = 60         # a section this short says too little to judge by its words
MAX_BOOK_SHARE = 0.25  # a section over this share of the book's pages (a reference part) is its subject
MIN_OUTSIDE_PAGES = 8  # a book this short outside the section has no vocabulary of its own to compare
REPEATED_SHARE = 0.06  # share of a section's runs found in one other book (a chapter's, an abstract's: 0.04 at most)
RUN = 8                # units per run: a phrase, longer than any term
SAMPLE = 4             # a run is kept where its hash is 0 modulo this: the same runs in every book
MIN_RUNS = 20          # sampled runs a section needs to be judged by them
LATIN_SHARE = 0.05     # a book whose ideographs are fewer than this share of its letters is read by words
_WORD = re.compile(r"[a-z]{4,}")
_LETTER = re.compile(r"[^\W\d_]")
_IDEOGRAPH = re.compile(r"[\u3400-\u9fff]")
_NOT_LETTER = re.compile(r"[\W\d_]+")
_UNIT = re.compile(r"[\u3400-\u9fff]|[^\W\d_\u3400-\u9fff]+")


def runs(text: str) -> set[int]:
    """The sampled runs of RUN units (an ideograph, or a Latin word: eight letters are under two
    English words, a phrase any two manuals share) of a text, digits and punctuation left out, as
    hashes: two books saying the same sentence share them, whatever their layout."""
    units = _UNIT.findall((text or "").lower())
    found = (zlib.crc32(" ".join(units[i:i + RUN]).encode()) for i in range(len(units) - RUN + 1))
    return {h for h in found if h % SAMPLE == 0}


def _span(node: dict) -> range:
    start = int(node.get("start_index") or 0)
    return range(start, int(node.get("end_index") or start) + 1)


def _latin(pages: dict[int, str]) -> bool:
    """A book written in Latin letters (English): ideographs are under LATIN_SHARE of its letters."""
    text = "".join(pages.values())
    return len(_IDEOGRAPH.findall(text)) < LATIN_SHARE * max(1, len(_LETTER.findall(text)))


def _key(title: str) -> str:
    return _NOT_LETTER.sub("", (title or "").lower())


def apart_titles(pages: dict[int, str], nodes: list[dict], others: list[set[int]] | None = None,
                 top: list[dict] | None = None, book_title: str = "") -> set[str]:
    """Titles of the tree nodes (title, start_index, end_index) whose pages are boilerplate: their
    runs found in one other book's runs (`others`) at REPEATED_SHARE, or, in a book of Latin
    letters, their words at APART_SHARE said on no page outside the node's range; and the title
    page: a top-level node (`top`) named as the book (`book_title`) beside others."""
    words = {page: _WORD.findall((text or "").lower()) for page, text in pages.items()} if _latin(pages) else {}
    page_runs = {page: runs(text) for page, text in pages.items()} if others else {}
    most = MAX_BOOK_SHARE * len(pages)  # a part this large is the book's own, not matter beside it
    apart = {" ".join(node["title"].split()) for node in top or [] if len(top) > 1 and book_title
             and _key(node.get("title") or "") == _key(book_title) and len(_span(node)) <= most}
    for node in nodes:
        span = _span(node)
        title = " ".join((node.get("title") or "").split())
        own_runs = set().union(*[page_runs.get(page, set()) for page in span]) if others else set()
        if len(own_runs) >= MIN_RUNS and any(len(own_runs & other) >= REPEATED_SHARE * len(own_runs)
                                             for other in others or []):
            apart.add(title)
            continue
        own = [w for page in span for w in words.get(page, [])]
        outside = [page for page in words if page not in span]
        if len(own) < MIN_WORDS or len(outside) < MIN_OUTSIDE_PAGES or len(span) > most:
            continue
        said = {w for page in outside for w in words[page]}
        if sum(w not in said for w in own) >= APART_SHARE * len(own):
            apart.add(title)
    return apart
