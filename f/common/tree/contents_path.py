"""The contents-page path: a tree that follows the book's own contents page. Pure.

Each entry (title, printed page) is mapped to a physical page (printed page labels when the layout
model read them, else the offset most entries agree on, measured from lines whose text equals an
entry's title), then found as a line on or near that page, in contents order, whether the layout
model tagged it as a heading or not. An entry whose line is nowhere near gets a node at its
mapped page, marked `contents_only`. Levels come from numbering, then indentation."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

from f.common.content.content_list import FURNITURE
from f.common.tree.contents_page import Entry
from f.common.tree.cut_words import whole_line
from f.common.tree.headings import Heading, classify, collects, is_caption, match_key, normalize
from f.common.tree.labels import physical_pages
from f.common.tree.lettered_appendices import appendix_levels
from f.common.tree.running_heads import RunningHeads, running_heads

_LATEX = re.compile(r"\$[^$]*\$")
_PART = re.compile(r"\d{1,2}$")
NEAR = (0, 1, -1, 2)  # pages tried around the mapped page, in order
MAX_LINE, MAX_HEADING = 80, 160  # longest body line / tagged heading line an entry is looked for in


@dataclass
class Placed:
    entry: Entry
    index: int          # item index the node opens before
    page: int           # 1-based physical page
    level: int
    title: str
    located: bool


# `Chapter 6` = `6`, and `CHAPTER6` as a chapter opener sets it (the word small, the number large);
# OCR reads a label over a Chinese title as one line with no space (`Chapter 1正确的起点`)
_LABEL_WORD = re.compile(r"^\s*(chapter|appendix)(?:\s+(?=[\dA-Z]{1,3}(?:\b|[\u4e00-\u9fff]))|(?=\d{1,3}(?:\b|[\u4e00-\u9fff])))",
                         re.I)


def _key(text: str) -> str:
    return match_key(_LABEL_WORD.sub("", _LATEX.sub("", text or "")))


contents_key = _key
MIN_NUMBERED = 3  # entries with a page number for the contents path


def follow(items: list[dict], toc: list[Entry], labels: dict[int, str],
           toc_ids: set[int], running: RunningHeads | None = None) -> list[Placed]:
    """The entries placed, or [] where the contents page is too thin or the body does not bear it
    out (fewer than half of its entries found): then the headings path builds the tree.
    running: the document's running heads where the caller found them already."""
    if sum(1 for e in toc if e.label) < MIN_NUMBERED:
        return []
    running = running or running_heads(items)
    placed = _within(place(items, toc, labels, toc_ids, running), items, toc_ids, running)
    return placed if placed and sum(p.located for p in placed) >= 0.5 * len(placed) else []


def _within(placed: list[Placed], items: list[dict], toc_ids: set[int], running: RunningHeads) -> list[Placed]:
    """A part of a book (its first pages, a chapter scanned alone) holds only some of its contents'
    entries: one mapped past the last page opens where a later line carries its title, or is no
    node of this part (and does not count against the contents being borne out)."""
    last = max((item["page_idx"] + 1 for item in items), default=0)
    if all(p.located or p.page <= last for p in placed):
        return placed
    lines = body_lines(items, toc_ids, running)
    out: list[Placed] = []
    start = -1
    for p in placed:
        if not (p.located or p.page <= last):
            key = _key(p.entry.title)
            # not a line the OCR rules call no heading (`selection: ATOM` for `Selection Atoms`)
            hit = next(((page, i) for page in sorted(lines) for i, line_key, _t in lines[page]
                        if i > start and not items[i].get("no_heading") and similarity(key, line_key) >= 0.75), None)
            if hit is None:
                continue
            p.page, p.index, p.located = hit[0], hit[1], True
        out.append(p)
        start = max(start, p.index)
    return out


def similarity(entry_key: str, line_key: str) -> float:
    if not entry_key or not line_key:
        return 0.0
    if entry_key == line_key:
        return 1.0
    if line_key.startswith(entry_key) and _PART.fullmatch(line_key[len(entry_key):]):
        return 0.97  # `19.1 平方根(2)` for the entry `19.1 平方根`
    if len(line_key) > 3 * len(entry_key) or len(entry_key) > 3 * len(line_key):
        return 0.0
    return SequenceMatcher(None, entry_key, line_key, autojunk=False).ratio()


def body_lines(items: list[dict], toc_ids: set[int],
               running: RunningHeads | None = None) -> dict[int, list[tuple[int, str, bool]]]:
    """1-based page -> [(item index, key, tagged)] of the short text blocks outside the contents;
    a heading set on two or three lines (tagged lines of one level, one after another) is also
    there whole, at its first line (DBLaTeX's `Chapter 2 Getting and installing Debian` over
    `GNU/Linux`). No running head is an entry's place (`5. ABSTRACTS` over a page)."""
    out: dict[int, list] = {}
    running = running or running_heads(items)
    for i, item in enumerate(items):
        if item.get("type") != "text" or item.get("type") in FURNITURE or id(item) in toc_ids or running.holds(i, item):
            continue
        if item.get("index_letter"):
            continue  # no contents lists an index's letter groups: `I` is no stray contents line `i` (0881)
        text = " ".join((item.get("text") or "").split())
        if text and len(text) <= (MAX_HEADING if item.get("text_level") else MAX_LINE):
            page = out.setdefault(item["page_idx"] + 1, [])
            page.append((i, _key(text), bool(item.get("text_level"))))
            for j in range(i + 1, i + 3) if item.get("text_level") else ():
                if not wraps(items, j, toc_ids):
                    break
                text += " " + " ".join(items[j]["text"].split())
                page.append((i, _key(text), True))
    return out


def wraps(items: list[dict], j: int, toc_ids: set[int]) -> bool:
    """Item j goes on with the heading line before it: tagged text of its level, on its page (of
    another level where OCR sized two touching lines of one title apart)."""
    if j >= len(items) or j < 1:
        return False
    item, before = items[j], items[j - 1]
    return item.get("type") == "text" and id(item) not in toc_ids and bool(item.get("text")) \
        and item.get("text_level") is not None and before.get("text_level") is not None \
        and item["page_idx"] == before["page_idx"] \
        and (item.get("text_level") == before.get("text_level") or _ocr_run_on(before, item))


OCR_RUN_ON = 0.5  # of the first line's height: the gap under which two OCR'd title lines touch


def _ocr_run_on(before: dict, item: dict) -> bool:
    """Two OCR'd title lines set one under the other, flush left and touching: one title whose
    lines OCR sized apart (`Chapter 2. Peer-to-Peer` over `Communication by Means of Selections`,
    read as two levels); on a text layer the sizes are exact and a level apart is another heading."""
    if not (before.get("ocr") and item.get("ocr") and before.get("bbox") and item.get("bbox")):
        return False
    (x0, y0, _x1, y1), (u0, v0, _u1, _v1) = before["bbox"][:4], item["bbox"][:4]
    return abs(u0 - x0) <= 0.02 * 1000 and 0 <= v0 - y1 <= OCR_RUN_ON * (y1 - y0)


def _mapper(toc: list[Entry], labels: dict[int, str], lines: dict[int, list]):
    # the contents never points at its own pages (numbered 1, 2 before the body restarts at 1)
    own = {e.toc_page + 1 for e in toc}
    labels = {p: v for p, v in labels.items() if p not in own}
    roman = [p for p, v in labels.items() if v[:1].isalpha()]
    if roman:  # arabic numbers before the roman-numbered front matter are strays (a cover's `1`)
        labels = {p: v for p, v in labels.items() if not v[:1].isdigit() or p > min(roman)}
    physical = physical_pages(labels) if any(v[:1].isdigit() for v in labels.values()) else {}
    first: dict[str, int] = {}
    for page in sorted(lines):
        for _i, key, _t in lines[page]:
            first.setdefault(key, page)
    offsets = Counter(first[e_key] - int(e.label) for e in toc
                      if e.label and e.label.isdigit() and (e_key := _key(e.title)) in first)
    offset = offsets.most_common(1)[0][0] if offsets else 0

    def page_of(entry: Entry) -> int | None:
        if not entry.label:
            return None
        if entry.label.lower() in physical:
            return physical[entry.label.lower()]
        return int(entry.label) + offset if entry.label.isdigit() else None
    return page_of


_COUNTER = re.compile(r"^第\s*\S+?\s*(编|部分|篇|章|单元|讲|课|节)|^([A-Za-z]+|专题|模块|单元|题型|模型)")


def _word(title: str) -> str:
    m = _COUNTER.match(normalize(title))
    return (m.group(1) or m.group(2)).lower() if m else ""


# a bare letter or roman numeral, then the title: `A 关于 FAQ`, `IV Outils graphiques`
_GROUP_MARK = re.compile(r"^\s*(?P<mark>[A-Z]|[IVX]{1,4})\s+(?=\S)")


def group_marks(toc: list[Entry]) -> dict[int, int]:
    """{index: number} of the unnumbered entries that are parts by their own sequence: each opens
    with a bare letter or roman numeral, the marks rise from A or I one by one (`A`, `B`, `C`;
    `I`, `II`, `III`), and at least two are followed at once by a chapter-numbered entry (`1 ...`).
    Lettered appendices after the chapters are followed by
    their sections (`A.1`), not by chapters, and stay beside them."""
    marks: dict[int, int] = {}
    sequence: list[str] = []  # the marks in order, from the first one's kind: letters or numerals
    for k, entry in enumerate(toc):
        m = _GROUP_MARK.match(entry.title) if entry.heading.kind == "plain" else None
        if m and not sequence:
            sequence = {"A": _LETTERS, "I": _ROMANS}.get(m.group("mark"), [])
        if m and len(marks) < len(sequence) and m.group("mark") == sequence[len(marks)]:
            marks[k] = len(marks) + 1
    chapters = sum(1 for k in marks if k + 1 < len(toc) and toc[k + 1].heading.kind == "fixed"
                   and toc[k + 1].heading.rank == 1 and toc[k + 1].heading.scheme != "appendix")
    return marks if len(marks) >= 2 and chapters >= 2 else {}


_ROMANS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV"]
_LETTERS = [chr(c) for c in range(ord("A"), ord("Z") + 1)]


def levels(toc: list[Entry]) -> list[int]:
    """_levels, then lettered appendices (`A Title` over `A.1`) at the chapters' level under their
    `Appendices` part, in a contents with parts (0955)."""
    marks = group_marks(toc)
    parts = {k for k, e in enumerate(toc) if k in marks or (e.heading.kind == "fixed" and e.heading.scheme == "part")}
    return appendix_levels(toc, _levels(toc), parts)


def _levels(toc: list[Entry]) -> list[int]:
    """Numbered entries by their scheme's rank; unnumbered ones under the chapter before them (under
    the numbered entry before them when indented deeper than it), or, before any, by indentation.
    Where parts are the only numbered entries (`I Gnuplot`, `II Plotting styles` over unnumbered
    chapters), the rest are levelled among themselves and sit one below the part before them.
    Entries that are parts by their own letters or numerals (group_marks) rank as parts."""
    marks = group_marks(toc)
    if marks:
        # one word for them all (`Part`): a letter read as each one's counting word would rank B below A
        toc = [replace(e, title=f"Part {marks[k]}", heading=Heading("fixed", "part", rank=0, number=(marks[k],),
                                                                    rest=e.title))
               if k in marks else e for k, e in enumerate(toc)]
    parts = {i for i, e in enumerate(toc) if e.heading.kind == "fixed" and e.heading.scheme == "part"}
    if parts and all(e.heading.kind != "fixed" or i in parts for i, e in enumerate(toc)):
        rest = [i for i in range(len(toc)) if i not in parts]
        out = [1] * len(toc)
        for i, level in zip(rest, levels([toc[i] for i in rest])):
            out[i] = level + (i > min(parts))
        return out
    order: dict[tuple, int] = {}
    for e in toc:  # same rank, other word (Unit / Lesson, 单元 / 课): the later word is deeper
        if e.heading.kind == "fixed":
            order.setdefault((e.heading.rank, _word(e.title)), len(order))
    ranks = sorted(order, key=lambda k: (k[0], order[k]))
    out: list[int] = []
    last: tuple[int, float | None] | None = None  # (level, x0) of the last numbered entry
    chapter = None
    top_x = None
    seen: list[tuple[float | None, int]] = []  # (x0, level) of the entries so far
    last_at = -1  # index of the last numbered entry
    inside_book = False  # the entry before was set inside a back-matter entry
    for k, entry in enumerate(toc):
        h = entry.heading
        indented = entry.x0 is not None and top_x is not None and entry.x0 > top_x + 8
        # an unnumbered title set further in than the back-matter title right above it (`References`,
        # `参考文献`: Heading kind "book") is a part of it, and so are its siblings set as far in
        # (`Literature` and `Online sources` under `References`, 0859)
        prev = toc[k - 1] if k else None
        under_book = prev is not None and entry.x0 is not None and prev.x0 is not None and (
            prev.heading.kind == "book" and entry.x0 > prev.x0 + 8 or inside_book and abs(entry.x0 - prev.x0) <= 8)
        inside_book = entry.book_level and under_book
        if inside_book:
            level = out[-1] + (entry.x0 > prev.x0 + 8)
        elif entry.book_level and not (last is None and indented):
            level = 1
            top_x = entry.x0 if top_x is None else top_x
        elif h.kind == "fixed":
            # an appendix stands beside the chapters, whatever word they are counted with
            key = next(k for k in ranks if k[0] == h.rank) if h.scheme == "appendix" else (h.rank, _word(entry.title))
            level = ranks.index(key) + 1
            last = (level, entry.x0 if entry.x0 is not None else (last[1] if last else None))
            last_at = k
            if level == 1:
                chapter = level
        elif chapter and _numberless_chapter(toc, k):
            level = chapter
        elif last is not None and (entry.x0 is None or last[1] is None or entry.x0 > last[1] - 8):
            deeper = entry.x0 is not None and last[1] is not None and entry.x0 > last[1] + 8
            level = last[0] + 1 if deeper or not chapter else chapter + 1
            if deeper:
                # among the unnumbered entries under it, one set further in than another is one level
                # below it, one set as far in is its sibling (`所需的程序和文件` under `从键盘输入变到油墨`)
                for x, lv in reversed(seen[last_at + 1:]):
                    if x is not None and abs(x - entry.x0) <= 8:
                        level = lv
                        break
                    if x is not None and x < entry.x0 - 8:
                        level = lv + 1
                        break
        else:
            if top_x is None and entry.x0 is not None:
                top_x = entry.x0
            deeper = entry.x0 is not None and top_x is not None and entry.x0 > top_x + 8
            level = (out[-1] + 1 if out and deeper else 2 if deeper else 1)
            # set further in than the entry before it: one below that one, to the sixth level
            # (gnuplot's fifth); any other new indent, no deeper than the third
            under_last = seen and entry.x0 is not None and seen[-1][0] is not None and entry.x0 > seen[-1][0] + 8
            # set as far in as an earlier entry: its level (`（二）` under `一、`, not under `（一）`)
            level = next((lv for x, lv in reversed(seen) if entry.x0 is not None and x is not None
                          and abs(x - entry.x0) <= 8), min(level, 6 if under_last else 3))
        out.append(level)
        seen.append((entry.x0, level))
    return out


def _numberless_chapter(toc: list[Entry], k: int) -> bool:
    """Unnumbered entry k is the chapter whose number the contents line lost (set in the gutter of
    a two-column contents page, the text layer gave `3` to the line beside it): right after it the
    sections of a chapter no entry carries begin (`3.1` after `2.7`)."""
    numbers = {tuple(e.heading.number) for e in toc[:k] if e.heading.kind == "fixed"}
    after = toc[k + 1] if k + 1 < len(toc) else None
    before = next((e for e in reversed(toc[:k]) if e.heading.kind == "fixed"), None)
    if after is None or before is None or after.heading.kind != "fixed" or before.heading.kind != "fixed":
        return False
    number, previous = tuple(after.heading.number), tuple(before.heading.number)
    return len(number) == 2 and number[1] == 1 and isinstance(number[0], int) and number[:1] not in numbers \
        and previous[:1] != number[:1] and after.heading.scheme == "dotted"


def place(items: list[dict], toc: list[Entry], labels: dict[int, str],
          toc_ids: set[int], running: RunningHeads | None = None) -> list[Placed]:
    lines = body_lines(items, toc_ids, running)
    page_of = _mapper(toc, labels, lines)
    expected = [page_of(e) for e in toc]
    first_item: dict[int, int] = {}
    for i, item in enumerate(items):
        if id(item) not in toc_ids:
            first_item.setdefault(item["page_idx"] + 1, i)
    out: list[Placed] = []
    last_index, last_page = -1, min(first_item, default=1)
    toc_levels = levels(toc)
    chapter_levels = {}  # scheme -> the level of the contents' entries numbered `N` in it
    for entry, level in zip(toc, toc_levels):
        if entry.heading.kind == "fixed" and len(entry.heading.number) == 1:
            chapter_levels.setdefault(entry.heading.scheme, level)
    for n, (entry, level) in enumerate(zip(toc, toc_levels)):
        key = _key(entry.title)
        want = expected[n]
        if want is None:  # no number: between the last entry found and the next numbered one
            nxt = next((p for p in expected[n + 1:] if p), None)
            pages = list(range(last_page, (nxt or last_page + 2) + 1))
        else:
            pages = [want + d for d in NEAR]
        best = None
        for rank, page in enumerate(pages):
            for i, line_key, tagged in lines.get(page, []):
                if i <= last_index:
                    continue
                score = similarity(key, line_key)
                if score < 1.0 and other_number(entry.heading, items[i]):
                    continue  # `3.1 引言` is not the entry `2.1 引言`, however alike the words
                # a caption (`Figure 11.1: ... F extension ...`) stands only for a figure entry
                if score >= 0.75 and is_caption(items[i].get("text") or "") == is_caption(entry.title):
                    cand = (score + 0.02 * tagged - 0.01 * rank, -i, page, i)
                    best = max(best, cand) if best else cand
        if best:
            _s, _neg, page, index = best
            line = items[index].get("text") or ""
            title = entry.title if "$" not in entry.title or "$" in line else " ".join(line.split())
            if (whole := whole_line(items, index)) and _key(whole) == key:
                title = whole  # the contents line spaced a word the body sets whole (`X E LATEX`, 0868)
            level = min(level, _numbered_level(entry, line, chapter_levels))
            out.append(Placed(entry, index, page, level, title, True))
            last_index, last_page = index, page
        else:
            out.append(Placed(entry, -1, want or 0, level, entry.title, False))
    _settle(out, first_item, last_page)
    _set_as_chapters(out, items)
    return out


def _numbered_level(entry: Entry, line: str, chapter_levels: dict[str, int]) -> int:
    """An unnumbered entry whose body line is numbered as the chapters are (`修改记录` on a two-column
    contents page that lost its number, `6 修改记录` in the body): the chapters' level."""
    if entry.heading.kind == "fixed":
        return 99
    cls = classify(" ".join(line.split()))
    if cls.kind == "fixed" and len(cls.number) == 1 and cls.rest:
        return chapter_levels.get(cls.scheme, 99)
    return 99


def other_number(heading: Heading, item: dict) -> bool:
    """A numbered entry and a numbered line of its scheme whose numbers differ: another section of
    the same name (each chapter's `引言`, `本章小结`). Not for OCR'd lines (a misread digit)."""
    if heading.kind != "fixed" or not heading.number or item.get("ocr"):
        return False
    line = classify(" ".join((item.get("text") or "").split()))
    return line.kind == "fixed" and line.scheme == heading.scheme and bool(line.number) \
        and tuple(line.number) != tuple(heading.number)


def _set_as_chapters(out: list[Placed], items: list[dict]) -> None:
    """An unnumbered entry levelled under numbered entries whose body lines are set no more
    prominently than its own (their text level or lower, up to the first set more prominently or
    unnumbered) stands beside the outermost of them: `REFERÊNCIAS`,
    `APÊNDICES` after `3 CONCLUSÃO` on a contents page that sets every entry flush left, their
    body titles in the chapters' type."""
    open_: list[tuple[int, int | None, bool, int]] = []  # (level, its body line's text level, numbered, k) above
    # back matter only: after the last numbered entry (a chapter's own unnumbered sections, set in
    # its sections' type, stay inside it: LilyPond's Texinfo manuals)
    last = max((k for k, placed in enumerate(out) if placed.entry.heading.kind == "fixed"), default=len(out))
    for k, placed in enumerate(out):
        while open_ and open_[-1][0] >= placed.level:
            open_.pop()
        # an OCR'd line's text level is an estimate from its box: no type to go by
        mine = items[placed.index].get("text_level") if placed.located and not items[placed.index].get("ocr") else None
        beside = None
        group = next((n for n in range(len(open_) - 1, -1, -1)
                      if collects(out[open_[n][3]].entry.title, placed.entry.title)), None)
        if group is not None and k > last:
            # `APÊNDICE A – ...` after `APÊNDICES`, both set like the chapters: inside it (0575)
            placed.level = open_[group][0] + 1
            del open_[group + 1:]
        elif mine and k > last and placed.entry.heading.kind in ("plain", "book"):
            for level, its, numbered, _ in reversed(open_):
                if its is None and numbered and beside is None and level > 1:
                    continue  # a numbered section whose body line went untagged (set over two lines): no type to go by
                if not its or its < mine or not numbered:
                    break  # set more prominently, or unnumbered: the contents' indent tells
                beside = level
            if beside is not None:
                placed.level = beside
                while open_ and open_[-1][0] >= placed.level:
                    open_.pop()
        # an entry set beside numbered ones stands for them to the unnumbered entries after it
        open_.append((placed.level, mine, placed.entry.heading.kind == "fixed" or beside is not None
                      or group is not None, k))


def _settle(out: list[Placed], first_item: dict[int, int], end_page: int) -> None:
    """Entries not found: at their mapped page (or, without a number, where the next entry found
    opens), never before the entry before them."""
    prev_index, prev_page = -1, min(first_item, default=1)
    for k, placed in enumerate(out):
        if placed.located:
            prev_index, prev_page = placed.index, placed.page
            continue
        nxt = next((p for p in out[k + 1:] if p.located), None)
        page = placed.page or (nxt.page if nxt else prev_page)
        page = max(page, prev_page)
        if nxt and page > nxt.page:
            page = nxt.page
        index = next((first_item[p] for p in range(page, max(first_item, default=0) + 1)
                      if p in first_item), prev_index)
        if nxt and page == nxt.page:
            index = min(index, nxt.index) if page != prev_page else nxt.index
        placed.index, placed.page = max(index, prev_index), page
        prev_index, prev_page = placed.index, page
