"""Where sections start: heading candidates among the blocks, and the evidence for headings the
layout model missed (running headers, contents entries). Pure: no store, no services."""
from __future__ import annotations

import re
from collections import Counter

from f.common.content.content_list import FURNITURE
from f.common.content.page_text import render_item
from f.common.pdf.code import same_row
from f.common.tree.code_titles import opens_with_code
from f.common.tree.contents_page import YEARS, Entry, is_header, is_toc_title, toc_line
from f.common.tree.headings import (
    GENERIC,
    Heading,
    classify,
    is_caption,
    letter_or_roman,
    match_key,
    normalize,
)
from f.common.tree.labels import physical_pages
from f.common.tree.page_opening import opens_its_page
from f.common.tree.row_cells import row_cell
from f.common.tree.running_heads import RunningHeads, running_heads
from f.common.tree.tagged_paragraphs import tagged_paragraph_lines

_PUNCT = set("。，；！？,;!?")
# Never a heading, whatever a layout tool tagged: a diagram's labels and numbers (`C`, `E O`, `58`),
# a line of working (`∴BE=3`, `△ABD≌△BCE`), a worked answer's own labels (`【答案】√10`, `证明：`)
# a box's label set in heading type, what follows it its body (`Note:`, `Warning:`, `See also:`):
# a section's title never ends on a colon
_LABEL_COLON = re.compile(r"^[^\W\d_][\w'’-]*(\s+[\w'’-]+){0,2}\s*[:：]$")
_DIAGRAM_LABEL = re.compile(r"^([A-Za-z0-9]{1,2}|[A-Za-z0-9](\s+[A-Za-z0-9]){1,3}|[A-Za-z0-9]{1,2}(\s+[A-Za-z0-9]{1,2}){2,3})$")
# a line ending in a comma and a conjunction goes on in the next one: a list item's or sentence's
# line set in bold (a link: `0.30000000000000004.com/, and`), no title
_GOES_ON = re.compile(r"[,，]\s*(and|or|und|oder|et|ou|y|o|e|и|или)$", re.I)
_WORKING = re.compile(r"[=∴∵≌≠≈≤≥√⊥]|^【(答案|解析|证明|分析|点评|详解|解答|解|点拨|思路)】|"
                      r"^(证明|解|答|分析|考点分析|思路点拨|法[一二三四五])[:：]")


_MATH_CHARS = re.compile(r"[A-Za-z0-9+\-−×÷*/^=<>()（）.,，·²³√πα-ω]")
_OPERATOR = re.compile(r"[A-Za-z0-9)）²³]\s*[+\-−×÷*/^]\s*[A-Za-z0-9(（√]")


def _is_formula(text: str) -> bool:
    """An OCR'd answer's formula fragment (`则原式(ax2+6x+8)-(6x+5x2+2)`, `x2-4x+3`): an operator
    between operands and mostly symbols, digits and single letters, few words."""
    chars = re.sub(r"\s+", "", text)
    if not chars or not _OPERATOR.search(chars):
        return False
    words = re.findall(r"[A-Za-z]{3,}", chars)
    return len(_MATH_CHARS.findall(chars)) >= 0.6 * len(chars) and not words


def _is_working(text: str, cls: Heading) -> bool:
    """A line of working or an answer's label (`∴BE=3`, `(2) ∠ABC=90°`, `【答案】`), or a formula
    fragment; a section's numbered title with a formula in it (`2.3 牛顿第二定律 F=ma`) is none."""
    # nor is a numbered entry naming a flag or key (`4. -c <name>=<value>`, 1106)
    return bool(_WORKING.search(text) or _is_formula(text)) and \
        not (cls.kind == "fixed" and re.match(r"[^\W\d_]", cls.rest)
             or cls.kind in ("fixed", "free") and opens_with_code(cls.rest))


class Head:
    __slots__ = ("title", "page", "cls", "opens", "book_level", "promoted", "style")

    def __init__(self, title, page, cls: Heading, opens, book_level=False, promoted=False,
                 style=(1, 0.0, False)):
        self.title, self.page, self.cls, self.opens = title, page, cls, opens
        self.book_level, self.promoted, self.style = book_level, promoted, style


# A promoted title holds words; numbered code or formula lines hold symbols.
_WORDY = re.compile(r"[^\W\d_]")
_CODE_MARKS = re.compile(r"[{}|_=<>;⟨⟩]")  # ⟨⟩: a docstrip guard (`5 ⟨*cls⟩`), a meta-argument
_ENDS = re.compile(r"(?<!\.)[.。]$")  # a title does not end a sentence
_OWN_NUMBER = re.compile(r"^(item|section|article|note|§)\s*\d", re.I)  # `PART I` over `ITEM 1. BUSINESS`


def style_of(item: dict, text: str) -> tuple[int, float, bool]:
    """(text_level, line height when the heading is one short line, centred on the page)."""
    if item.get("index_letter"):  # a letter in an index's middle column reads as centred: all alike
        return int(item["text_level"]), 0.0, False
    bbox = item.get("bbox")
    centred = bool(bbox) and abs((bbox[0] + bbox[2]) / 2 - 500) < 60 and bbox[0] > 150
    height = float(bbox[3] - bbox[1]) if bbox and len(text) <= 20 else 0.0
    return int(item.get("text_level") or 1), height, centred


def prominence(a: tuple, b: tuple) -> int:
    """>0 when style a is more prominent than b, 0 when they look alike."""
    if a[0] != b[0]:
        return 1 if a[0] < b[0] else -1
    if a[1] and b[1] and max(a[1], b[1]) >= 1.25 * min(a[1], b[1]):
        return 1 if a[1] > b[1] else -1
    if a[2] != b[2]:
        return 1 if a[2] else -1
    return 0


# a chapter opener's label in the book's language, alone on its line: `Глава 1`, `Kapitel 3`
_OPENER = re.compile(r"^(?P<word>[^\W\d_]{3,15})\s+(?P<n>\d{1,3})$")


def opener_words(items) -> set[str]:
    """Words that label chapter openers: a tagged `<word> <number>` line alone, the word met with
    two or more numbers (Sphinx's `Глава 1` over `Статьи`, in any language). English and Chinese
    labels (`Chapter 1`, `第一章`) are classified already."""
    numbers: dict[str, set] = {}
    for item in items:
        m = _OPENER.match(" ".join((item.get("text") or "").split())) if item.get("text_level") else None
        if m and item.get("type") not in FURNITURE and classify(m.group(0)).kind == "plain":
            numbers.setdefault(m.group("word").lower(), set()).add(int(m.group("n")))
    return {word for word, seen in numbers.items() if len(seen) >= 2}


# a chapter opener's number spelled out, alone on its line (memoir's `One` over `Starting off`,
# `Chapter Two`): English words to twenty
_SPELLED = {w: k for k, w in enumerate(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty".split(), 1)}
_SPELLED_OPENER = re.compile(r"^(?:chapter\s+)?(?P<n>[a-z]{3,9})$", re.I)


def spelled_number(text: str) -> int | None:
    """The number a spelled-out chapter opener says (`One`, `CHAPTER TWO`), else None."""
    m = _SPELLED_OPENER.match(text)
    return _SPELLED.get(m.group("n").lower()) if m else None


def spelled_openers(items) -> bool:
    """The book opens chapters with spelled-out numbers: two or more different ones, each a tagged
    line alone (a single `One` heading is a title, not a numbering)."""
    return len({n for item in items if item.get("text_level") and item.get("type") not in FURNITURE
                and (n := spelled_number(" ".join((item.get("text") or "").split())))}) >= 2


_LONE_CAPITAL = re.compile(r"[A-Z]")


def _next_title(items, i: int) -> tuple[int, str]:
    """(index, text) of the tagged plain heading right after item i on its page, else (-1, "")."""
    nxt = i + 1
    while nxt < len(items) and items[nxt].get("type") in FURNITURE:
        nxt += 1
    following = " ".join((items[nxt].get("text") or "").split()) if nxt < len(items) else ""
    if following and items[nxt].get("page_idx") == items[i]["page_idx"] and items[nxt].get("text_level") \
            and not items[nxt].get("outline_level") and not _OWN_NUMBER.match(following) \
            and classify(following).kind == "plain" and not toc_line(following):
        return nxt, following
    return -1, ""


def _title_goes_on(items, i: int) -> bool:
    """The next item is item i's heading going on: on its page, tagged at its level."""
    item, nxt = items[i], items[i + 1] if i + 1 < len(items) else {}
    return bool(item.get("text_level")) and nxt.get("page_idx") == item["page_idx"] \
        and nxt.get("text_level") == item.get("text_level")


def _text_extents(items: list[dict]) -> dict[int, tuple[float, float]]:
    """page_idx -> (left, right): how far its text lines reach."""
    extents: dict[int, tuple[float, float]] = {}
    for it in items:
        if it.get("type") == "text" and it.get("bbox"):
            left, right = extents.get(it["page_idx"], (it["bbox"][0], it["bbox"][2]))
            extents[it["page_idx"]] = (min(left, it["bbox"][0]), max(right, it["bbox"][2]))
    return extents


def _short_of_the_column(item: dict, extents: dict[int, tuple[float, float]]) -> bool:
    """A line ending in a number with no leaders that stops short of the middle of its page's text
    column (`1.1.2  OTP 25`, a release's section) is a heading: a contents line sets its page
    number in a column at the right, where its page's other lines end too (decision 0284)."""
    box = item.get("bbox")
    if not box or _LEADER_DOTS.search(item.get("text") or "") or item["page_idx"] not in extents:
        return False
    left, right = extents[item["page_idx"]]
    return right - left > 0 and box[2] < left + 0.5 * (right - left)


_LEADER_DOTS = re.compile(r"(?:[.·•…⋯_]\s*){2,}|…")


def _after_leaders(items, i: int) -> bool:
    """Item i stands on one line right after dot leaders (the item before it ends with them)."""
    before, item = items[i - 1] if i else {}, items[i]
    a, b = before.get("bbox"), item.get("bbox")
    return bool(a and b and before.get("page_idx") == item["page_idx"] and a[2] <= b[0] + 2
                and min(a[3], b[3]) - max(a[1], b[1]) > 0.5 * (b[3] - b[1])
                and re.search(r"(?:[.·…⋯]\s*){3,}$", before.get("text") or ""))


def candidates(items, toc_ids, toc_keys, running: RunningHeads | None = None) -> dict[int, Head]:
    """Item index -> Head for every item that opens a section (toc_ids: id() of contents blocks;
    running: the document's running heads where the caller found them already)."""
    heads: dict[int, Head] = {}
    openers = opener_words(items)
    spelled = spelled_openers(items)
    previous: dict[str, Heading] = {}  # the last head of each scheme, for letter_or_roman
    seen_body: dict[int, list[int]] = {}  # page -> its body items read so far
    skip: set[int] = set()
    extents: dict[int, tuple[float, float]] = {}  # each page's text reach, made at the first need
    atop = (running or running_heads(items)).atop  # a running head read as text (`4.2 search  4 操作`) opens nothing
    skip.update(tagged_paragraph_lines(items))  # sample text set large, tagged line by line (0954)
    for i, item in enumerate(items):
        page = item["page_idx"]
        if i in skip or item.get("type") in FURNITURE or id(item) in toc_ids:
            continue
        text = " ".join((item.get("text") or "").split()) if item.get("type") == "text" else ""
        seen_before = len(seen_body.get(page, ()))  # the page's body items above this one (copied only for a heading)
        if text or item.get("type") != "image" and render_item(item):  # a picture above opens nothing
            seen_body.setdefault(page, []).append(i)
        tagged = bool(item.get("text_level"))
        if not text or len(text) > (200 if item.get("outline_level") else 160 if tagged else 40):
            continue
        base = classify(text)
        if tagged and len(text) > 120 and not item.get("outline_level") and base.kind != "fixed":
            continue  # only a numbered title runs that long (`Appendix B  Examples of ...`)
        if not tagged and ("\n" in item["text"].strip() or _PUNCT & set(text)):
            continue
        if tagged and not item.get("index_letter") and _LONE_CAPITAL.fullmatch(text) \
                and (nxt := _next_title(items, i))[1] and same_row(item.get("bbox") or (0, 0, 0, 0),
                                                                   items[nxt[0]].get("bbox") or (0, 0, 0, 0)):
            # `A` set apart from `Création d’une page de titre` on its line, both tagged alike: a
            # lettered appendix whose letter the line's wide gap cut off (LaTeX's \appendix, 0812)
            skip.add(nxt[0])
            heads[i] = Head(f"{text} {nxt[1]}", page + 1, Heading("fixed", "appendix", 1, (text,), nxt[1]),
                            opens_its_page(items, i, seen_body.get(page, [])[:seen_before]),
                            book_level=False, style=style_of(item, text))
            previous["appendix"] = heads[i].cls
            continue
        marked = bool(item.get("outline_level"))  # a bookmark's line: a heading whatever it reads
        # an index's letter (index_letters) is a heading however little it reads like one
        if not marked and not item.get("index_letter") and (is_caption(text) or is_toc_title(text) or _DIAGRAM_LABEL.match(text)
                           or _GOES_ON.search(text) and not _title_goes_on(items, i)
                           or _is_working(text, base) or (base.kind == "plain" and _LABEL_COLON.match(text))):
            continue
        if not marked and base.kind == "fixed" and not base.rest and _after_leaders(items, i):
            continue  # `Erweitertes \\textquote . . . . 3.3`: a reference to a section, set in bold
        # an index's group `I` is the letter wherever the text layer set it (after `E`, joined: 0881)
        cls = base if item.get("index_letter") else letter_or_roman(base, previous)
        promoted = False
        if not tagged and cls.kind == "fixed" and not cls.rest and cls.rank <= 1 and _next_title(items, i)[1]:
            pass  # `第一部分` set apart over its tagged title (`乐谱识读与运用`): joined below
        elif not tagged:
            if i in atop or not (cls.kind == "fixed" and cls.rest and (cls.rank <= 1 or len(cls.number) > 1)):
                continue
            if (len(_WORDY.findall(cls.rest)) < 2 and not (len(cls.number) > 1 and YEARS.fullmatch(cls.rest))) \
                    or _CODE_MARKS.search(cls.rest) or _ENDS.search(cls.rest):
                continue  # a numbered listing, formula or sentence line (`11 }.`, `21 Defined.`)
            if row_cell(items, i):
                continue  # `5 years`, `0 src` among a table's column heads or a diagram's labels
            promoted = True
        if not marked and toc_line(text) and (cls.kind == "fixed" or "..." in normalize(text)) \
                and not _short_of_the_column(item, extents := extents or _text_extents(items)):
            continue  # a stray contents line (`2.1 理论基础 7`) outside the contents pages
        if cls.kind == "fixed" and not cls.rest:  # `第一章` alone, its title the next heading
            nxt, following = _next_title(items, i)
            if following:
                text = f"{text} {following}"
                skip.add(nxt)
        elif tagged and (m := _OPENER.match(text)) and m.group("word").lower() in openers:
            nxt, following = _next_title(items, i)
            if following:  # `Глава 1` over `Статьи`: chapter 1, named as its contents line (`1 Статьи`)
                text, cls = f"{m.group('n')} {following}", Heading("fixed", "chapter", 1, (int(m.group("n")),),
                                                                    following)
                skip.add(nxt)
        elif tagged and spelled and (n := spelled_number(text)):
            nxt, following = _next_title(items, i)
            if following:  # `One` over `Starting off`: chapter 1, named as its contents line (`1 Starting off`)
                text, cls = f"{n} {following}", Heading("fixed", "chapter", 1, (n,), following)
                skip.add(nxt)
        heads[i] = Head(text, page + 1, cls, opens_its_page(items, i, seen_body.get(page, [])[:seen_before]),
                        book_level=match_key(text) in toc_keys,
                        promoted=promoted, style=style_of(item, text))
        previous[cls.scheme] = cls
    return heads


def labels_from_contents(toc: list[Entry], heads: dict[int, Head]) -> dict[int, str]:
    """No printed numbers were read: where at least three contents entries match headings with one
    offset (and 80% agree), label the pages between the first and last of them."""
    first_page: dict[str, int] = {}
    for head in heads.values():
        first_page.setdefault(match_key(head.title), head.page)
    anchors = [(first_page[e.key], int(e.label)) for e in toc
               if e.label and e.label.isdigit() and e.key in first_page]
    offsets = Counter(page - printed for page, printed in anchors)
    if len(anchors) < 3:
        return {}
    offset, votes = offsets.most_common(1)[0]
    if votes < 0.8 * len(anchors):
        return {}
    pages = [page for page, printed in anchors if page - printed == offset]
    return {p: str(p - offset) for p in range(min(pages), max(pages) + 1) if p - offset >= 1}


def missing_chapters(items, heads, toc: list[Entry], labels, toc_pages) -> dict[int, Head]:
    """Chapters whose opening page carries the title only as a running header (or only in the
    contents), and contents entries whose page has no text (a picture or an unread scan): a Head
    at the start of that page, keyed by the index of the page's first item."""
    known = {match_key(h.title) for h in heads.values()}
    known |= {(h.cls.scheme, h.cls.number) for h in heads.values() if h.cls.number}
    first_item: dict[int, int] = {}
    for i, item in enumerate(items):
        first_item.setdefault(item["page_idx"] + 1, i)
    by_key = {e.key: e for e in toc}
    found: dict[str, tuple[int, str, Heading]] = {}
    for item in items:
        if not is_header(item):
            continue
        text = " ".join((item.get("text") or "").split())
        cls = classify(text)
        key = match_key(text)
        entry = by_key.get(key)
        chapter_like = cls.kind == "fixed" and cls.rank <= 1 or (entry and entry.book_level)
        if cls.rest and not _WORDY.search(cls.rest):
            continue  # `2 |`: a verso's folio and its rule beside the running title, no chapter (0882)
        if text and chapter_like and not is_toc_title(text) and key not in found:
            found[key] = (item["page_idx"] + 1, text, cls)
    physical = physical_pages(labels)
    texted = {item["page_idx"] + 1 for item in items
              if item.get("type") == "text" and (item.get("text") or "").strip()}
    for entry in toc:
        top = entry.heading.kind == "fixed" and entry.heading.rank <= 1 or entry.book_level
        page = physical.get((entry.label or "").lower())
        # chapters anywhere; any entry whose page has no text at all (a scanned or picture page)
        if page and (top or page not in texted) and entry.key not in found \
                and page - 1 not in toc_pages:
            found[entry.key] = (page, entry.title, entry.heading)
    out: dict[int, Head] = {}
    for key, (page, text, cls) in found.items():
        # a running head that names a chapter found without its label (`CHAPTER 4. TRIG THROUGH
        # CALCULUS` over the pages of `Trig through Calculus`) is that chapter
        if key in known or (cls.number and (cls.scheme, cls.number) in known) \
                or (cls.rest and match_key(cls.rest) in known):
            continue
        entry = by_key.get(key)
        if entry and entry.label and physical.get(entry.label.lower(), page) < page:
            page = physical[entry.label.lower()]  # the contents page knows where it opens
        index = next((first_item[p] for p in range(page, max(first_item, default=0) + 1)
                      if p in first_item), None)
        if index is not None and index not in out:
            out[index] = Head(text, page, cls, True, book_level=bool(entry and entry.book_level))
    return out


def drop_repeats(items: list[dict], heads: dict[int, Head]) -> None:
    """No contents page to tell: a chapter title met more than once after front matter (a 本期导读
    page listing the chapters, a 名校考题精选 section carrying one) is the chapter where most
    follows it (the earliest of those with at least half the most); then drop_generic_repeats."""
    order = sorted(heads)
    tops = [i for i in order if heads[i].cls.kind == "fixed" and heads[i].cls.rank <= 1]
    spans: dict[str, list[tuple[int, int]]] = {}
    last_page = max((item["page_idx"] for item in items), default=0) + 2
    for k, i in enumerate(tops):  # pages until the next chapter-level heading, then blocks
        end = tops[k + 1] if k + 1 < len(tops) else len(items)
        pages = (heads[tops[k + 1]].page if k + 1 < len(tops) else last_page) - heads[i].page
        spans.setdefault(match_key(heads[i].title), []).append((i, pages + (end - i) / 1e4))
    plain = [i for i in order if heads[i].cls.kind in ("plain", "book")]
    for group in spans.values():
        if len(group) > 1:
            most = max(span for _, span in group)
            keep = next(i for i, span in group if span >= 0.5 * most)
            # a bookmarked heading is the chapter (bookmarks win): its unbookmarked copies (a
            # running header, a contents line) all go, the heading never does
            marked = {i for i, _ in group if items[i].get("outline_level")}
            for i, _span in group:
                if marked:
                    drop = i not in marked
                else:  # before the kept one only inside front matter (a plain heading first)
                    drop = i != keep and (i > keep or bool(plain and plain[0] < i))
                if drop:
                    del heads[i]
    drop_generic_repeats(heads)


LISTED_RUN = 4  # numbered lines in a row, with no text between, before they can be a list of links


def drop_link_lists(items: list[dict], heads: dict[int, Head]) -> None:
    """A chapter's list of its sections with no page numbers (a printed web page's table of
    contents, its lines links: `11.1. 邮件服务器`, `11.1.1. 安装 Postfix` ...) is no run of headings
    when its titles come again, number and words, as headings on later pages: those are the
    sections, the list's lines stay the chapter's text (a printed page holds the first sections
    only, so only some come again). A run is LISTED_RUN or more numbered heads on one page with no
    other text between; at least two of them must come again later, in order. The run's first
    line stays when it is over the rest (`第 11 章` above its list) and does not come again."""
    order = sorted(heads)
    runs: list[list[int]] = [[]]
    for i in order:
        head = heads[i]
        if not (head.cls.kind == "fixed" and head.cls.number):
            runs.append([])  # an unnumbered heading ends a run
            continue
        run = runs[-1]
        if run and (heads[run[-1]].page != head.page or any(
                items[j].get("type") not in FURNITURE and (items[j].get("text") or "").strip()
                for j in range(run[-1] + 1, i))):
            runs.append(run := [])
        run.append(i)

    def ident(i: int) -> tuple:
        return tuple(heads[i].cls.number), match_key(heads[i].title)

    for run in runs:
        if len(run) < LISTED_RUN:
            continue
        later = [ident(i) for i in order if i > run[-1] and heads[i].page > heads[run[-1]].page]
        at, again = 0, set()
        for i in run:  # in order: each found after the one before it
            if ident(i) in later[at:]:
                at = later.index(ident(i), at) + 1
                again.add(i)
        if len(again) < 2:
            continue
        first, second = heads[run[0]].cls.number, heads[run[1]].cls.number
        over = run[0] not in again and len(first) < len(second) and tuple(second[:len(first)]) == tuple(first)
        for i in run[1:] if over else run:
            del heads[i]


def drop_generic_repeats(heads: dict[int, Head]) -> None:
    """A decorated generic block repeated in every lesson (`综合练习·做一做`, 3 times or more) is not
    a node, with or without a contents page; a bare generic word (`练习`, `练习2`) stays."""
    generic = Counter(match_key(h.title) for h in heads.values()
                      if h.cls.kind == "generic" and not h.cls.number)
    bare = {match_key(g) for g in GENERIC}
    for i in [i for i, h in heads.items() if h.cls.kind == "generic" and not h.cls.number]:
        key = match_key(heads[i].title)
        if generic[key] >= 3 and key not in bare and not any(key == b + d for b in bare
                                                             for d in "0123456789"):
            del heads[i]
