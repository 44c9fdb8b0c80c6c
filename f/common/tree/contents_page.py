"""Contents pages (目录 / Contents): find them, keep them out of the tree, read their entries.

A contents page is a page titled 目录/Contents (in a heading, a text block or its running header),
or one where most lines end in a page number; the pages right after it stay contents while their
lines keep looking like contents lines. Its entries (title, printed page) are evidence: for the
level of unnumbered headings, for chapters whose opening page has no heading, for page labels."""
from __future__ import annotations

import re
from dataclasses import dataclass

from f.common.margins import reaches_band
from f.common.pdf.code import same_row
from f.common.tree.headings import Heading, classify, is_caption, match_key, normalize
from f.common.tree.running_feet import is_running_foot, running_feet

_TITLES = {"目录", "目次", "contents", "tableofcontents", "brief contents",
           # the contents page's title in other languages of the books we take (Sphinx and LaTeX
           # print it in the document's language: Оглавление)
           "оглавление", "содержание", "inhaltsverzeichnis", "inhalt", "table des matières", "sommaire",
           "índice", "índice general", "contenido", "tabla de contenido", "sumário", "indice", "sommario",
           "목차", "차례",
           # Nordic, Dutch, Slavic, Baltic, Turkish, Hungarian and Greek ones (TeX Live's lshort family)
           "sisällys", "sisällysluettelo", "innehåll", "indhold", "innhold", "inhoud", "inhoudsopgave",
           "spis treści", "obsah", "sadržaj", "kazalo", "зміст", "съдържание", "sisukord", "turinys",
           "saturs", "içindekiler", "tartalomjegyzék", "tartalom", "περιεχόμενα"}
_TITLE_KEYS = {match_key(t) for t in _TITLES}
# the list of figures or tables printed after the contents on its page: its entries (`1 Niveaux de
# hiérarchie disponibles 6`) are numbered like chapters but are no sections
_LIST_TITLES = {match_key(t) for t in (
    "list of figures", "list of tables", "liste des figures", "liste des tableaux", "table des figures",
    "abbildungsverzeichnis", "tabellenverzeichnis", "indice delle figure", "indice delle tabelle",
    "elenco delle figure", "elenco delle tabelle", "índice de figuras", "índice de tablas",
    "lista de figuras", "lista de tabelas", "список иллюстраций", "список таблиц", "插图目录",
    "图目录", "表格目录", "表目录", "附图目录", "图表目录")}
# title, then dot leaders or spaces, then a page number (arabic or roman) at the end of the line
_LINE = re.compile(r"^(?P<title>.*?\S)\s*(?P<lead>(?:[.·•…⋯_\-]\s*){2,}|…|\s[.·…]|\s)\s*"
                   r"(?P<page>\d{1,4}|[ivxlcdm]{1,7})\s*$", re.I)
_LEADERS = re.compile(r"(?:[.·•…⋯_]\s*){2,}\s*$|…\s*$")


@dataclass
class Entry:
    title: str
    label: str | None      # printed page, as written
    heading: Heading
    toc_page: int           # 0-based page of the contents page
    x0: float | None = None
    item_id: int = 0        # id() of the block it was read from
    numbered: bool = True   # read as a contents line (leaders or a page number)
    book_level: bool = False
    wrapping: bool = False  # its title goes on on the next line (see entries)
    title_apart: bool = False  # only its number and page read yet: its title is the next line

    @property
    def key(self) -> str:
        return match_key(self.title)


_TAIL = re.compile(r"[0-9０-９ivxlcdmIVXLCDM.…·•⋯_\-．]\s*$")


# a number, leaders and a page: the entry's title was set apart (a code face the text layer read
# as a line of its own, Sphinx's `9.1.2 ...... 100` then `debconf`)
_BARE_NUMBER = re.compile(r"^(?P<number>\d{1,3}(?:\.\d{1,3})+\.?)\s*(?:[.·…]\s*){3,}(?P<page>\d{1,4})$")
_WORD = re.compile(r"[^\W\d_]")
# a year or a span of years as a section's whole title (`10.1.1  2003`, `10.1.4  2006–2007`: a
# release history): no letters, yet a title; a body line so titled counts only where it goes on
# with the numbering (heads.candidates)
YEARS = re.compile(r"(1[5-9]|20)\d\d(\s*[–—]\s*(1[5-9]|20)?\d\d)?")
_PAGE_ONLY = re.compile(r"^\s*(\d{1,4}|[ivxlcdm]{1,7})\s*$", re.I)
_PAGE_ONLY_TAIL = re.compile(r"\s+(\d{1,4}|[ivxlcdm]{1,7})\s*$", re.I)
# a footnote's mark, then its text (`*Revision: …`, `†https://…`); not `§`, which numbers sections (`§1.1 模板概况`)
_FOOTNOTE = re.compile(r"^\s*[*†‡]\s*\w")
_COLUMN_HEAD = re.compile(r"^(page|pages|page no|page number|页码|页次|页)$", re.I)
_BROKEN = re.compile(r"错误[!！]\s*未定义书签[。.]?\s*$")  # Word's broken-bookmark page number
_SPLIT = re.compile(r"(?<![\d.])(\d{1,2}) (\d)\s*$")  # `1 3`: a page number split in two


def toc_line(text: str) -> tuple[str, str | None] | None:
    """(title, page) for a contents line, ('title', None) for one with leaders but no number."""
    text = _BROKEN.sub("...", text.rstrip())
    if not _TAIL.search(text):
        return None
    text = _SPLIT.sub(r"\1\2", normalize(text))
    m = _LINE.match(text)
    if m and (re.search(r"[^\d\s.]", m.group("title")) or _year_titled(m.group("title"))):
        title = _LEADERS.sub("", m.group("title")).strip(" .·…")
        if title and (m.group("lead").strip() or m.group("page").isdigit()):
            return title, m.group("page")
    if _LEADERS.search(text):
        title = _LEADERS.sub("", text).strip()
        if title:
            return title, None
    return None


# a lowercase roman page number after a title and a space, no leaders (`Declaration iv`, `Non
# numbered chapter xi`): the page of an entry in the roman-numbered front matter (0856). toc_line
# keeps it in the title because a capital or a letter ends real titles (`World War II`, `Vitamin
# C`); lowercase and a well-formed numeral (a lone `l` or `c` is not), it is a page.
_ROMAN_TAIL = re.compile(r"^(?P<title>.*[^\W\d_].*?)\s+"
                         r"(?P<page>(?=[ivx]$|[ivxlc]{2,7}$)c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3}))$")


def roman_page_tail(title: str) -> tuple[str, str] | None:
    """(title, page) where a plain title ends with a lowercase roman page number (see _ROMAN_TAIL);
    not a label word's own number (`Part ii`, `Chapter iv` in small caps)."""
    m = _ROMAN_TAIL.match(title)
    if not m or classify(title).kind == "fixed" or classify(m.group("title")).kind == "fixed":
        return None
    return m.group("title"), m.group("page")


def _year_titled(title: str) -> bool:
    """`10.1.1 2003`: a numbered section titled with a year (see YEARS)."""
    heading = classify(title)
    return heading.kind == "fixed" and len(heading.number) > 1 and bool(YEARS.fullmatch(heading.rest))


# the title the tree gives the node of cover, title and copyright pages (pageindex), by language
FRONT_MATTER = ("前置内容", "Front matter")


def is_toc_title(text: str) -> bool:
    # a TeX command (`\tableofcontents` in a LaTeX manual's example) names the contents, no title
    # (decision 0347)
    return len(text) <= 24 and not text.lstrip().startswith("\\") and match_key(text) in _TITLE_KEYS


# a contents title set letter-spaced (`目  录`) of which OCR kept one character: a lone `目` or `录`
# line (0621); named a title only on a page that lists contents lines (contents_pages, entries)
_HALF_TITLE = re.compile(r"\s*[目录]\s*")


def titles_contents(text: str) -> bool:
    """The contents' title as printed, or as OCR read a letter-spaced one: one of its characters."""
    return is_toc_title(text) or bool(_HALF_TITLE.fullmatch(text))


def is_header(item: dict) -> bool:
    if item.get("type") == "header":
        return True
    bbox = item.get("bbox")
    return item.get("type") == "discarded" and bool(bbox) and reaches_band(bbox) == "header"


def _lines(item: dict) -> list[str]:
    if item.get("type") != "text":
        return []
    return [line for line in (item.get("text") or "").split("\n") if line.strip()]


def contents_pages(by_page: dict[int, list[dict]]) -> set[int]:
    """0-based pages that are contents pages."""
    found: set[int] = set()
    titled_pages: set[int] = set()
    in_toc = False
    read: set[str] = set()  # the titles the contents pages found so far hold
    headed = {page for page, items in by_page.items()
              if any(is_header(item) and is_toc_title(item.get("text") or "") for item in items)}
    if len(headed) > max(3, 0.5 * len(by_page)):
        # `Table of Contents` atop most pages: a link back, a running header, no title (a book's
        # contents never fill half of it, so a 目录 header over the contents pages still titles them)
        headed = set()
    for page in sorted(by_page):
        items = by_page[page]
        per_item = _page_apart(items, [_lines(item) for item in items])
        body = [ln for lines in per_item for ln in lines if not titles_contents(ln)]
        titled = any(lines and titles_contents(lines[0]) for lines in per_item) or page in headed
        parsed = [(line, toc_line(line)) for line in body]
        strict = [line for line, entry in parsed if entry]
        hits = len(strict) + (sum(1 for line, entry in parsed
                                  if not entry and _numbered_no_page(line, True)) if titled else 0)
        share = hits / len(body) if body else 0.0
        # untitled (a scan's `目  录` misread): the lines from the first contents line on, so that
        # the cover title and blurb above them do not dilute the share
        first = next((n for n, (_, entry) in enumerate(parsed) if entry), len(parsed))
        rest = len(parsed) - first
        share_below = len(strict) / rest if rest else 0.0
        prose = sum(len(line) for line in body) - sum(len(line) for line in strict)
        numbers = [int(e[1]) for _, e in parsed if e and e[1] and e[1].isdigit()]
        rising = sum(b >= a for a, b in zip(numbers, numbers[1:])) >= 0.8 * (len(numbers) - 1)
        captions = sum(is_caption(entry[0] if entry else line) for line, entry in parsed)
        if strict and captions >= 0.5 * len(strict):
            in_toc = False  # a list of figures or tables (`表2.1 三线表示例 ... 34`), not the contents
            continue
        if strict and sum(bool(_INDEX_LINE.search(line)) for line in strict) >= 0.5 * len(strict):
            in_toc = False  # an index titled `Índice` (`figuras, 23 filosofia, 22`), not the contents
            continue
        keys = [match_key(entry[0] if entry else line) for line, entry in parsed]
        # the body's first page under an untitled contents page: its numbered titles start over
        restarts = in_toc and next((key in read for (line, _), key in zip(parsed, keys)
                                    if classify(line).kind == "fixed"), False)
        if titled and (share >= 0.3 or not body or _entries_only(body)) \
                or rest >= 5 and share_below >= 0.6 and rising \
                or in_toc and not restarts and body and len(strict) >= 0.5 * len(body) and prose < 300 and rising \
                or in_toc and not restarts and page - 1 in found and _entries_only(body) and \
                sum(classify(line).kind == "fixed" for line in body) >= 2:
            found.add(page)
            read.update(keys)
            if titled:
                titled_pages.add(page)
            in_toc = True
        else:
            in_toc = False
    return _first_run(found, titled_pages, max(by_page, default=0) + 1)


def _page_apart(items: list[dict], per_item: list[list[str]]) -> list[list[str]]:
    """Each item's lines, an entry's page number that the parser set apart as an item of its own on
    the entry's row (`2.15 Consulte o manual da classe abntex2` | `19`, no leaders between) put back
    at the end of its line (0814)."""
    out = [list(lines) for lines in per_item]
    for k in range(1, len(items)):
        a, b = items[k - 1].get("bbox"), items[k].get("bbox")
        if len(out[k]) == 1 and _PAGE_ONLY.match(out[k][0]) and out[k - 1] and a and b and same_row(a, b) \
                and not _PAGE_ONLY.match(out[k - 1][-1]):
            out[k - 1][-1] = f"{out[k - 1][-1]} {out[k][0].strip()}"
            out[k] = []
    return out


_INDEX_LINE = re.compile(r"[^\W\d_],\s*\d{1,4}(?:\s*[,–-]\s*\d{1,4})*\s*$")  # `filosofia, 22`


def _entries_only(lines: list[str]) -> bool:
    """Five or more short lines, none a sentence: a contents page whose page numbers were not read
    (printed in coloured circles, a scan's OCR misses them), or the page after one."""
    short = [ln for ln in lines if len(ln) <= 30 and not re.search(r"[。；;，,：:]\s*$|[。；;]", ln)]
    return len(lines) >= 5 and len(short) >= 0.85 * len(lines)


FRONT_PAGES, FRONT_SHARE = 15, 0.1  # where a book's own contents page can sit without a title


def _first_run(found: set[int], titled: set[int], page_count: int = 0) -> set[int]:
    """The contents run at the front, and any later page titled as contents: an untitled page of
    lines ending in numbers far behind it is a glossary or an index (issue 12). An untitled run
    that starts deep in the body (a 10-K's index of financial statements on page 56) is a
    section's own list, not the book's contents."""
    keep: set[int] = set()
    front = max(FRONT_PAGES, FRONT_SHARE * page_count)
    for page in sorted(found):
        if not keep and page not in titled and page >= front:
            continue
        if not keep or page - max(keep) <= 2 or page in titled:
            keep.add(page)
    return keep


def _numbered_no_page(line: str, in_toc: bool) -> bool:
    """`第一章 引言` on a contents page (its number got lost): counts when already in contents."""
    return in_toc and classify(line).kind == "fixed" and len(line) < 60


# entries run on in one paragraph, each after the page of the one before (memoir's subsections:
# `2.4.1 A note on the width 13, 2.4.2 Specifying the typeblock size 16`, `B.1.1 Chappell 402, B.1.2 ...`)
_RUN_IN = re.compile(r"(?<=\d),\s+(?=(?:\d{1,3}|[A-Z])(?:\.\d{1,3})+\.?\s+[^\W\d_])")


_BROKEN_WORD = re.compile(r"[^\W\d_]-$")  # `ACA-` over `DÊMICO`: the word goes on on the next line


def entries(by_page: dict[int, list[dict]], pages: set[int]) -> list[Entry]:
    """The entries of the contents pages, in order: after the 目录 title (when there is one) and up
    to the last line with a page number; short lines between them count even without a number."""
    out: list[Entry] = []
    titled = any(titles_contents(ln) for p in pages for it in by_page[p] for ln in _lines(it))
    # untitled (a scan's misread `目  录`): from the first contents line and the numbered lines
    # right above it (`第一章 函数` over `1.1 集合 ... 2`, entries whose page OCR lost); a cover
    # title and blurb above them are no entries
    shift: dict[int, float] = {}  # id() of a right column's block -> its column's indent
    lines = [(item, n, part) for p in sorted(pages) for item in _column_order(by_page[p], shift)
             for n, line in enumerate(_lines(item)) for part in _RUN_IN.split(line)]
    above = {item["page_idx"]: item["bbox"][1] for item, _, line in lines
             if titles_contents(line) and item.get("bbox")}  # the title's top, on its page
    first = next((k for k, (_, _, line) in enumerate(lines) if toc_line(line)), len(lines))
    while first and len(lines[first - 1][2]) < 60 and classify(lines[first - 1][2]).kind in ("fixed", "free"):
        first -= 1
    started = listing = False
    last_box = None  # the box of the line the last entry was read from
    feet = running_feet(it for p in by_page.values() for it in p)
    for k, (item, n, line) in enumerate(lines):
        page = item["page_idx"]
        bbox = item.get("bbox")
        if is_running_foot(item, feet):
            continue  # the page's own foot typed as text (`SMF – GAZETTE 1`): no entry, no page number (0911)
        if titles_contents(line):
            started, listing = True, False
            continue
        if started and is_toc_title(_PAGE_ONLY_TAIL.sub("", line)):
            continue  # the contents listing itself (`目录 vii`): the contents node stands for it
        if started and (listing or match_key(line) in _LIST_TITLES and item.get("text_level")
                        and not (k + 1 < len(lines) and _PAGE_ONLY.match(lines[k + 1][2]))):
            # the list of figures or tables, titled as a heading (its own entry, with its page on
            # its line or the next, stays an entry)
            listing = True
            continue
        if not started and (titled or k < first):
            continue
        if id(item) in shift and page in above and bbox[3] <= above[page]:
            continue  # a right column's lines above the contents title (the cover's date beside it)
        started = True
        x0 = bbox[0] - shift.get(id(item), 0) if bbox and n == 0 else None
        parsed = toc_line(line)
        title, label = parsed if parsed else (normalize(line), None)
        title = title.rstrip(" .·…")
        if label is None and not any(e.label and e.label.isdigit() for e in out) and (tail := roman_page_tail(title)):
            # `Declaration iv`: a front-matter entry's page, before the body's arabic ones (after them,
            # `©ISO 2002 — All rights reserved iii` is the contents page's own footer)
            title, label, parsed = tail[0], tail[1], tail
        if _COLUMN_HEAD.match(title):
            continue  # `Page No.` over the page numbers' column
        if item.get("text_level") and parsed is None and title and any(
                e.label and match_key(e.title) == match_key(title) for e in out):
            break  # a heading the list already named, set without a page: the body has begun on the page (0952)
        heading = classify(title)
        prev = out[-1] if out else None
        if prev and prev.label is None and prev.toc_page == page and _PAGE_ONLY.match(line) and bbox \
                and last_box and bbox[1] < last_box[3] and last_box[1] < bbox[3] and bbox[0] > last_box[0]:
            prev.label, prev.numbered = line.strip(), True  # its page number on its row, OCR'd apart
            continue
        if _FOOTNOTE.match(line):
            continue  # the page's footnote (`*Revision: 2016/05/14`, `†https://…`), under the entries
        if prev and prev.title_apart and prev.toc_page == page and heading.kind == "plain" and label is None:
            prev.title, prev.title_apart = f"{prev.title} {title}", False  # its title, set apart
            prev.heading = classify(prev.title)
            continue
        if prev and prev.label is None and prev.toc_page == page and heading.kind == "plain" \
                and (prev.wrapping or (prev.heading.kind == "fixed" and not prev.heading.rest)):
            # a bare marker (`Item 5.`, `第一章`) beside its title, which may wrap onto the
            # line that carries the page number (a contents page set as a table)
            prev.title, prev.label, prev.numbered = f"{prev.title} {title}", label, parsed is not None
            prev.heading, prev.wrapping = classify(prev.title), label is None
            continue
        if prev and prev.label is not None and prev.toc_page == page and heading.kind == "plain" \
                and label is None and prev.heading.kind == "fixed" and not prev.heading.rest:
            # a bare marker with its page number (`제1 장 3`, `1.2.2 .... 4`), its title on the next
            # line without one (ko.TeX's contents): the marker's title
            prev.title = f"{prev.title} {title}"
            prev.heading = classify(prev.title)
            continue
        if prev and prev.label is None and prev.toc_page == page and heading.kind == "plain" and (
                _BROKEN_WORD.search(prev.title) or prev.item_id == id(item) and (label or len(title) > 30)
                or x0 is not None and prev.x0 is not None and x0 > prev.x0 + 8 and len(title) > 30):
            # a long title wrapped over lines (`APÊNDICE B – NULLAM ... CURABI-` / `TUR TRISTIQUE ...
            # 71`): a line of its block that brings the page number or runs long, a long line set
            # further in, or any line after a word broken at a hyphen, goes on with it (0572)
            joined = prev.title[:-1] + title if _BROKEN_WORD.search(prev.title) else f"{prev.title} {title}"
            prev.title, prev.label, prev.numbered = joined, label, parsed is not None
            prev.heading = classify(prev.title)
            continue
        bare = _BARE_NUMBER.match(normalize(line))
        if bare:
            out.append(Entry(bare.group("number"), bare.group("page"), classify(bare.group("number")), page,
                             x0, item_id=id(item.get("whole", item)), title_apart=True))
            continue
        if not title or parsed is None and heading.kind != "fixed" and len(title) > 30 and not (
                _BROKEN_WORD.search(title) and k + 1 < len(lines) and toc_line(lines[k + 1][2])):
            continue  # prose, unless a title broken at a hyphen that the next line ends with its page
        if prev and prev.label is None and prev.toc_page == page and title[0].islower() \
                and title[0].isascii() and heading.kind == "plain":
            # a title wrapped onto a line of its own that carries the page number
            prev.title, prev.label, prev.numbered = f"{prev.title} {title}", label, parsed is not None
            continue
        out.append(Entry(title, label, heading, page, x0, item_id=id(item.get("whole", item)),
                         numbered=parsed is not None))
        last_box = bbox
    # an entry names something: digits read down a tall box beside the page numbers (`44.5`, `688`,
    # `20 21 2`), or a bare number whose title was never read, name no section
    out = [e for e in out if _WORD.search(e.title) or _year_titled(e.title)]
    last = max((i for i, e in enumerate(out) if e.label or e.numbered), default=-1)
    del out[last + 1:]
    out = _in_page_order(out)
    _mark_book_level(out)
    return out


COLUMN_APART = 200  # left edges further apart (0-1000 page units): rows of two columns
BAND_GAP = 15  # a gap (0-1000 page units) over a title line: a new band of the page (`Liste des tableaux`)


def _column_order(items: list[dict], shift: dict[int, float]) -> list[dict]:
    """A contents page set in two columns, its lines read across both (`第7 节 ... 15` beside `第1 节
    ... 2`, as the text layer orders them by height): band by band down the page (a band ends
    over a title line after a gap: the list of tables, the body's first heading), the left
    column's blocks, then the right's, where a gutter parts two or more contents lines on each
    side and at most a fifth of the band's blocks straddle it, the leftmost such (a line the text
    layer ran across the gutter stays in the left column, or is cut in two: 0671). The right column's blocks
    are set in by its indent (`shift`), so that entry levels read by indentation compare within a column.
    A band starts at the contents title (0672); on OCR'd pages each column is read by rows (0671)."""
    boxes = [it for it in items if it.get("type") == "text" and it.get("bbox") and _lines(it)]
    bands: list[list[dict]] = []
    bottom = None
    above: dict = {}  # the line above, in its own column: a right row at its height is no line above (1005)
    last: dict = {}  # the line read just before, in either column
    for it in sorted(boxes, key=lambda it: it["bbox"][1]):
        row = any(toc_line(ln) for ln in _lines(it))
        # tagged like the line above in its column (csquotes, 1005) or like the line just read
        # (cquthesis' last left row under a tagged right row, as before 1005: 1070)
        alike = it.get("text_level") in (above.get("text_level"), last.get("text_level"))
        if bottom is None or titles_contents(_lines(it)[0]) or it["bbox"][1] - bottom >= BAND_GAP and it.get(
                "text_level") and not (row and (it.get("ocr") or alike)):
            # the contents title heads a band (a title block and abstract above it are another); an OCR'd
            # contents row, however large OCR read its type after a chapter's extra space, goes on with
            # it, and so does a row tagged as a heading like the row above it (njuvisual's every row
            # tagged alike, 0884)
            bands.append([])
        bands[-1].append(it)
        bottom = max(bottom or 0, it["bbox"][3])
        if not above or abs(it["bbox"][0] - above["bbox"][0]) < COLUMN_APART or it["bbox"][0] < above["bbox"][0]:
            above = it
        last = it
    order = {id(it): k for k, it in enumerate(items)}
    out: list[dict] = []
    columns = len(shift)
    split: set[int] = set()  # id() of the lines cut in two at the gutter (their halves are in out)
    for band in bands:
        band.sort(key=lambda it: order[id(it)])
        best = None
        for gutter in sorted({it["bbox"][0] for it in band if it["bbox"][0] > 350 and _opens_row(it)}):
            left = [it for it in band if it["bbox"][2] <= gutter]
            right = [it for it in band if it["bbox"][0] >= gutter]
            # a left row run on into the right row's number is no line across the gutter (1005)
            straddle = sum(1 for it in band if it["bbox"][0] < gutter < it["bbox"][2]
                           and not _number_across(it, gutter, right))
            listed = [sum(1 for it in side if any(toc_line(ln) or _PAGE_ONLY.match(ln) for ln in _lines(it)))
                      for side in (left, right)]  # a row's page number OCR'd apart ends it all the same
            if min(listed) >= 2 and straddle <= 0.2 * len(band):
                best = (gutter, right)  # the column's first edge: its chapters stand further out
                break
        if best is None:
            out.extend(band)
            continue
        gutter, right = best
        gone: set[int] = set()  # id() of right rows given back their number (their copies are in right)
        for k, it in enumerate(band):
            across = it["bbox"][0] < gutter < it["bbox"][2]
            if across and (moved := _number_across(it, gutter, right)):
                band[k], (at, partner) = moved[0], moved[1]
                gone.add(id(right[at]))
                right[at] = partner  # the right row with its number back (1005)
                split.add(id(it))
                continue
            parts = _split_across(it, gutter) if across else None
            if parts:  # the left column's line in its place, the right one's among its column's rows
                band[k] = parts[0]
                below = next((j for j, r in enumerate(right) if r["bbox"][1] > parts[1]["bbox"][1]), len(right))
                right.insert(below, parts[1])
                split.add(id(it))
        band = [it for it in band if id(it) not in gone]
        split |= gone
        if all(it.get("ocr") for it in band):
            # a scan's boxes in the parser's guessed order: each column read row by row (a left
            # column's page numbers, set at its edge, OCR'd as boxes of their own beside their titles)
            on_right = {id(it) for it in right}
            band = _by_rows([it for it in band if id(it) not in on_right]) + right
            right = _by_rows(right)
        indent = min(it["bbox"][0] for it in right) - min(it["bbox"][0] for it in band if it["bbox"][0] < gutter)
        shift.update({id(it): indent for it in right})
        # the contents title heads the page wherever it stands (`目录` over the right column)
        heads = {id(it) for it in right if any(is_toc_title(ln) for ln in _lines(it))}
        on_right = {id(it) for it in right}
        out.extend([it for it in right if id(it) in heads] + [it for it in band if id(it) not in on_right]
                   + [it for it in right if id(it) not in heads])
    if len(shift) == columns:
        return items  # one column: the text layer's order stands
    kept = {id(it) for it in out} | split
    return out + [it for it in items if id(it) not in kept]


# a left column's page number that OCR ran into the right column's entry beside it (`2 4.1 拼一拼 8`)
_PAGE_THEN_ENTRY = re.compile(r"^\s*\d{1,4}\s+(第|\d{1,3}\.\d)")


def _opens_row(item: dict) -> bool:
    """A box that may start a column's row: not a page number alone, nor one run into the next column."""
    first = _lines(item)[0]
    return not _PAGE_ONLY.match(first) and not _PAGE_THEN_ENTRY.match(first)


def _by_rows(items: list[dict]) -> list[dict]:
    """Boxes top to bottom, those of one row (their boxes overlapping in height) left to right."""
    rows: list[list[dict]] = []
    for it in sorted(items, key=lambda it: (it["bbox"][1] + it["bbox"][3]) / 2):
        centre = (it["bbox"][1] + it["bbox"][3]) / 2
        if rows and rows[-1][0]["bbox"][1] < centre < rows[-1][0]["bbox"][3]:
            rows[-1].append(it)
        else:
            rows.append([it])
    return [it for row in rows for it in sorted(row, key=lambda it: it["bbox"][0])]


# where a line may be cut: after a space, or after a page number that a Chinese title follows unspaced
_CUT = re.compile(r"(?<=\s)(?=\S)|(?<=\d)(?=[\u4e00-\u9fff])")


def _split_across(item: dict, gutter: float) -> tuple[dict, dict] | None:
    """One OCR line read across the gutter of a two-column contents page (the two columns' rows
    at one height: `7.2.1 TikZ 坐标和路径 88 附录 A 安装 TEX 发行版 103`, `1.1 概述 第三章 文档元素 19`, the
    left one's leaders and page often lost): its two entries, cut where the right column's begins,
    an entry ending in its page number before it, or else a numbering marker starting it
    (`第三章`, `5.3.2`). Each half gets its column's side of the box (the right half starts at the
    gutter, as its column's chapters do); `whole` names the block they were read from."""
    lines = _lines(item)
    if len(lines) != 1:
        return None
    text = lines[0]
    cuts = []
    for m in _CUT.finditer(text):
        left, right = text[:m.start()].strip(), text[m.start():].strip()
        if not left or not right or not _WORD.search(right):
            continue
        after = toc_line(right)
        before = toc_line(left)
        if (before and before[1] or _PAGE_ONLY.match(left)) and after and after[1]:
            cuts.append((0, m.start()))
        elif classify(right).kind == "fixed" and after and after[1] and _WORD.search(left):
            cuts.append((1, m.start()))
    if not cuts:
        return None
    at = min(cuts)[1]
    x0, y0, x1, y1 = item["bbox"]
    left = {**item, "text": text[:at].strip(), "bbox": [x0, y0, min(x1, gutter - 1), y1], "whole": item}
    right = {**item, "text": text[at:].strip(), "bbox": [gutter, y0, x1, y1], "whole": item}
    return left, right


# a left row that ran on into the right column's chapter number: `1 Introduction 1 3`, or the number
# read in before the row's leaders (`2.6 Environment Hooks 5 .... 5`)
_NUMBER_RUN_ON = re.compile(r"^(?P<title>.*[^\W\d_].*?)(?:(?P<page>\s+\d{1,4})\s+(?P<number>\d{1,2})"
                            r"|\s+(?P<within>\d{1,2})(?P<leaders>\s*(?:[.·]\s*){2,}\d{1,4}))$")


def _number_across(item: dict, gutter: float, right: list[dict]) -> tuple[dict, tuple[int, dict]] | None:
    """A left column's row run on into the number of the right column's entry at its height (pdfTeX's
    two-column contents sets a chapter's number at the gutter and its title further in, and the text
    layer gives the number to the left row: `1 Introduction 1 3` beside `Author Commands 6`): the left
    row without it, and (position in right, the right row with the number back before its title).
    Only where that right row opens with no number of its own (1005)."""
    lines = _lines(item)
    m = _NUMBER_RUN_ON.match(lines[0]) if len(lines) == 1 else None
    if not m:
        return None
    left_text = m["title"] + (m["page"] or m["leaders"])
    number = m["number"] or m["within"]
    if not (toc_line(left_text) or (None, None))[1]:
        return None
    x0, y0, x1, y1 = item["bbox"]
    for at, row in enumerate(right):
        rx0, ry0, _, ry1 = row["bbox"]
        row_lines = _lines(row)
        if rx0 >= x1 - 1 and ry0 < (y0 + y1) / 2 < ry1 and len(row_lines) == 1 \
                and not row_lines[0][:1].isdigit() and (toc_line(row_lines[0]) or (None, None))[1]:
            left = {**item, "text": left_text, "bbox": [x0, y0, min(x1, gutter - 1), y1], "whole": item}
            partner = {**row, "text": f"{number} {row_lines[0]}", "bbox": [gutter, *row["bbox"][1:]]}
            return left, (at, partner)
    return None


def _first_number(group: list[Entry]) -> int | None:
    return next((int(e.label) for e in group if e.label and e.label.isdigit()), None)


def _rises(group: list[Entry]) -> bool:
    numbers = [int(e.label) for e in group if e.label and e.label.isdigit()]
    return all(b >= a for a, b in zip(numbers, numbers[1:]))


def _in_page_order(items: list[Entry]) -> list[Entry]:
    """A contents page set in two columns of units is read column by column (unit 1, unit 3, then
    unit 2, unit 4): its groups, each an unnumbered title of another kind than the entry before it
    (`2单元 仿生` after `12. 四季循环`) and the entries after it up to the next such title, are put back in the order of their
    page numbers, when every group carries one and each rises on its own."""
    out: list[Entry] = []
    for page in sorted({e.toc_page for e in items}):
        groups: list[list[Entry]] = []
        for e in (e for e in items if e.toc_page == page):
            if not groups or e.label is None and e.heading.kind != groups[-1][-1].heading.kind \
                    and _first_number(groups[-1]) is not None:
                groups.append([e])
            else:
                groups[-1].append(e)
        firsts = [_first_number(g) for g in groups]
        if len(groups) > 2 and None not in firsts and all(map(_rises, groups)) and firsts != sorted(firsts):
            groups.sort(key=_first_number)
        out.extend(e for g in groups for e in g)
    return out



def _mark_book_level(items: list[Entry]) -> None:
    """Unnumbered entries before the first numbered one (前言), or in the back matter (after the
    last numbered one and a book-level one such as 参考文献), or indented no further than the
    chapters, are book-level."""
    numbered = [i for i, e in enumerate(items) if e.heading.kind == "fixed"]
    back = next((i for i, e in enumerate(items) if e.heading.kind == "book"
                 and (not numbered or i > numbered[-1])), len(items))
    chapter_x = [e.x0 for e in items if e.x0 is not None and e.heading.kind == "fixed"
                 and e.heading.rank <= 1]
    for i, entry in enumerate(items):
        if entry.heading.kind in ("book",):
            entry.book_level = True
        elif entry.heading.kind == "plain":
            outside = not numbered or i < numbered[0] or i > back
            flush = bool(chapter_x) and entry.x0 is not None and entry.x0 <= min(chapter_x) + 8
            entry.book_level = outside or flush


def contents_blocks(by_page: dict[int, list[dict]], pages: set[int], toc: list[Entry]) -> set[int]:
    """id() of the blocks that are the contents: every block of a contents page, except on the last
    one the blocks after its last entry (the body may start on the same page), and on the first one
    the blocks listed before its title (a printed web page's title and first heading share the
    page) unless their box lies below the title's: OCR may list a scanned contents page's title
    after entries printed under it."""
    out = {id(item) for page in pages for item in by_page[page]}
    if pages:
        first = by_page[min(pages)]
        titled = next((k for k, item in enumerate(first) if not is_header(item) and _lines(item)
                       and titles_contents(_lines(item)[0])), 0)
        top = (first[titled].get("bbox") or [None, None])[1] if titled else None
        out -= {id(item) for item in first[:titled] if not is_header(item)
                and not (top is not None and item.get("bbox") and item["bbox"][1] >= top)}
    if pages and toc:
        last_page = max(pages)
        ordered = _column_order(by_page[last_page], {})
        ids = [id(item.get("whole", item)) for item in ordered]
        last = max((ids.index(e.item_id) for e in toc if e.item_id in ids), default=len(ids) - 1)
        out -= set(ids[last + 1 + _list_after(ordered[last + 1:]):])
    return out


def _list_after(items: list[dict]) -> int:
    """How many of the blocks after the contents' last entry are the list of figures or tables
    printed under it: its title, then blocks holding a contents line or going on onto one."""
    text = [" ".join(_lines(item)) for item in items]
    if not text or match_key(text[0]) not in _LIST_TITLES:
        return 0
    n = 1
    while n < len(items) and any(toc_line(line) for line in _lines(items[n]) + (
            _lines(items[n + 1]) if n + 1 < len(items) else [])):
        n += 1
    return n
