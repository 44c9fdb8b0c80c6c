"""Book tree (PageIndex schema) from content-list items. Pure: no store, no services.

MinerU tags nearly every heading level 1 and tags contents lines as headings, so the hierarchy is
inferred: numbering first (f.common.tree.headings), the contents page as evidence (f.common.tree.contents_page),
heading candidates and missing chapters from f.common.tree.heads,
then text_level and layout. Running headers name chapters whose opening page has no heading.
Nodes keep their own text in `text` for the summariser; the indexer drops it before storing."""
from __future__ import annotations

import re

from f.common.cjk import is_chinese
from f.common.content.content_list import FURNITURE, page_count_of
from f.common.content.page_text import render_item
from f.common.pdf.page_labels import clean_label
from f.common.tree.contents_page import contents_blocks, contents_pages, entries, is_toc_title, titles_contents
from f.common.tree.contents_path import MIN_NUMBERED, Placed, contents_key, follow, wraps
from f.common.tree.extractive import local_summary, summary_key
from f.common.tree.headings import Heading, cn_to_int, collects, int_to_roman, match_key, roman_to_int
from f.common.tree.heads import (
    Head,
    candidates,
    drop_generic_repeats,
    drop_link_lists,
    drop_repeats,
    labels_from_contents,
    missing_chapters,
    prominence,
    style_of,
)
from f.common.tree.index_letters import index_letters
from f.common.tree.labels import page_labels_from
from f.common.tree.margin_entries import margin_entries
from f.common.tree.page_opening import opens_its_page
from f.common.tree.running_heads import running_heads
from f.common.tree.signatures import function_entries
from f.common.tree.walk import walk

_PART = re.compile(r"[(（]\s*\d{1,2}\s*[)）]\s*$")  # a lesson's part number: `平方根(2)`
VERBATIM_TOKENS = 200  # PageIndex's rule: shorter nodes keep their own text as summary


def _node(head: Head | None) -> dict:
    return {"head": head, "nodes": [], "own": []}


def _parent(stack: list[dict], head: Head) -> int | None:
    """Index in `stack` of the new heading's parent; None = not a heading after all."""
    cls = head.cls
    fixed = [i for i in range(1, len(stack)) if stack[i]["head"].cls.kind == "fixed"]
    # a section closed by its own exercises (习题6.3 after 6.3) takes nothing more after them
    floor = next((i for i in reversed(fixed) if not stack[i].get("closed")), 0)
    if head.book_level or cls.kind == "book":
        return 0
    if cls.kind == "fixed":
        for i in fixed:
            if stack[i]["head"].cls.scheme == cls.scheme and stack[i]["head"].cls.number == \
                    cls.number and cls.number:
                if match_key(stack[i]["head"].title) == match_key(head.title) or head.promoted \
                        or not _PART.search(head.title):
                    return None  # the same numbered heading again (repeated title)
                return i - 1  # `19.1 平方根(2)` after `19.1 算术平方根(1)`: the next lesson
        if len(cls.number) > 1:
            for i in reversed(fixed):
                if stack[i]["head"].cls.number == cls.number[:-1] and (stack[i]["head"].cls.rank < cls.rank
                                                                       or _heads_dotted(stack[i]["head"].cls, cls)):
                    return i
            if head.promoted:
                return None  # an untagged `6.2 ...` line counts only where it continues numbering
            if _number_lost(stack, cls):
                return len(stack) - 1
            for i in reversed(fixed):  # `7.2` after `7.1`, whose parent is no `7`: beside it (0953)
                other = stack[i]["head"].cls
                if other.scheme == cls.scheme and len(other.number) == len(cls.number) \
                        and other.number[:-1] == cls.number[:-1]:
                    return i - 1
        for i in reversed(fixed):
            if stack[i]["head"].cls.rank < cls.rank:
                return i
        return 0
    if cls.kind == "generic":
        if cls.number:
            for i in reversed(fixed):
                if stack[i]["head"].cls.number == cls.number:
                    stack[i]["closed"] = True
                    return i
        if cls.scope == "chapter":
            for i in reversed(fixed):
                if stack[i]["head"].cls.rank <= 1:
                    return i
        if floor:
            return floor
        return next((i for i in range(len(stack) - 1, 0, -1)
                     if stack[i]["head"].cls.kind != "generic"), 0)
    if cls.kind == "free":
        for i in range(len(stack) - 1, floor, -1):
            if stack[i]["head"].cls.scheme == cls.scheme:
                return i - 1
        return len(stack) - 1
    # a plain heading set more prominently than the numbered heading open is no part of it, and one
    # set as the numbered heading above that is its sibling: `Références` at the type of `B Mise en
    # œuvre` after `B.14` stands beside `B` (0813). Headings all set alike (one MinerU level) stay.
    outranked = False
    while floor and (order := prominence(stack[floor]["head"].style, head.style)) <= 0 and (order < 0 or outranked):
        outranked = True
        floor = next((i for i in reversed(fixed) if i < floor and not stack[i].get("closed")), 0)
        if order == 0:
            break
    for i in range(len(stack) - 1, floor, -1):  # plain
        other = stack[i]["head"]
        # a book-level word (`Abstract`) set like this heading is its sibling, not its parent
        # (`Abstract` then `Résumé`, `Lista de tabelas` in a thesis's front matter, 0574)
        if other.cls.kind in ("plain", "book") and not other.book_level:
            order = prominence(other.style, head.style)
            if order == 0 and collects(other.title, head.title):
                return i  # `Apêndices` then `APÊNDICE A – ...` set alike: the group holds its items (0575)
            if order == 0 and i > 1 and collects(stack[i - 1]["head"].title, other.title) \
                    and not collects(stack[i - 1]["head"].title, head.title):
                continue  # `Anexos` after `APÊNDICE B` closes `Apêndices`: compare with the group
            if order == 0:
                return i - 1
            if order > 0:
                return i
        elif other.cls.kind in ("free", "book", "plain"):
            return i
    return floor


def _number_lost(stack: list[dict], cls: Heading) -> bool:
    """`7.1 Variables` under `The implementation of regexpatch` right after `6 Examples`: the
    unnumbered heading open where section 7 would stand is section 7, its number lost by the text
    layer (set apart in the margin), and holds 7.1 (0953)."""
    if len(cls.number) != 2 or len(stack) < 2 or not isinstance(cls.number[0], int):
        return False
    open_head, siblings = stack[-1]["head"], stack[-2]["nodes"]
    before = siblings[-2]["head"] if len(siblings) > 1 and siblings[-1] is stack[-1] else None
    return open_head.cls.kind == "plain" and not open_head.book_level and before is not None \
        and before.cls.kind == "fixed" and len(before.cls.number) == 1 \
        and before.cls.number[0] == cls.number[0] - 1 and before.cls.rank < cls.rank


def _heads_dotted(worded: Heading, dotted: Heading) -> bool:
    """`第6节 实现细节` over `6.1 准备`: ctex's article numbers its sections `第N节` and their
    subsections `N.M`, so a worded section N is the parent of the dotted N.M though both rank as
    sections (0777)."""
    return worded.scheme == "section" and len(worded.number) == 1 and dotted.scheme == "dotted" \
        and len(dotted.number) == 2


def build_pageindex(items: list[dict], *, book_id: str, doc_name: str,
                    pdf_labels: dict | None = None) -> dict:
    page_count = page_count_of(items)
    if not any(item.get("outline_level") for item in items):
        items = function_entries(items)  # a reference's functions by name and arity (`analyse/2`)
        items = margin_entries(items)  # a package manual's commands hung in the margin (`\\enquote`)
        items = index_letters(items)  # an index's letter groups (`A` ... `Z`), untagged
    labels = page_labels_from(items)
    labels.update({int(k): text for k, v in (pdf_labels or {}).items() if (text := clean_label(str(v)))})
    by_page: dict[int, list[dict]] = {}
    for item in items:
        by_page.setdefault(item["page_idx"], []).append(item)
    toc_pages = contents_pages(by_page)
    bookmarked = any(item.get("outline_level") for item in items)  # bookmarks win (issue 12)
    # a contents page that lists itself (`目录 ....... III`): its own node stands for that entry
    toc = [e for e in entries(by_page, toc_pages) if bookmarked or not is_toc_title(e.title)]
    toc_ids = contents_blocks(by_page, toc_pages, toc)
    if bookmarked:
        toc_ids -= {id(item) for item in items if item.get("outline_level")}
    running = running_heads(items)  # found once, read by the candidates and the contents path (0925)
    heads = candidates(items, toc_ids, {e.key for e in toc if e.book_level}, running)
    # the first page's titles before drop_cover_lines takes the cover's away: a later page that
    # repeats one (a title page's verso) repeats the cover
    cover_keys = [contents_key(h.title) for h in heads.values() if h.page == 1]
    if not bookmarked:
        drop_link_lists(items, heads)
    bare_steps(heads)
    stray_bare_chapters(heads)
    dotted_chapters(heads)
    dotted_chapters({n: e for n, e in enumerate(toc)}, attr="heading")  # the contents' `1.` over `1.1.`
    bare_parts(heads)
    bare_parts({n: e for n, e in enumerate(toc)}, attr="heading")  # the contents' `I Title` over `1 Title`
    if not bookmarked:
        drop_cover_lines(items, heads, toc, toc_pages)
    if toc and not any(label[:1].isdigit() for label in labels.values()):
        labels.update(labels_from_contents(toc, heads))
    placed = [] if bookmarked else follow(items, toc, labels, toc_ids, running)
    # a letter found joined to an index's line is no place for a stray contents line `i` (0881; the
    # letters on lines of their own keep taking such lines: yathesis' `v` and `J`, their pages right)
    placed = rehome(placed, {i: head for i, head in heads.items() if not items[i].get("joined_letter")})
    if not placed:
        drop_repeats(items, heads)
    else:
        drop_generic_repeats(heads)
    # a contents page the body does not bear out (most entries nowhere) names no chapters either
    refuted = not placed and sum(1 for e in toc if e.label) >= 3 * MIN_NUMBERED
    extra = {} if placed or bookmarked or refuted else missing_chapters(items, heads, toc, labels, toc_pages)
    opening = {}
    for p in placed:
        opening.setdefault(p.index, []).append(p)
    lines = {p.index for p in placed if p.located}
    listed = {contents_key(p.entry.title) for p in placed} | {contents_key(p.title) for p in placed}
    placed_numbers = {(p.entry.heading.scheme, tuple(p.entry.heading.number)) for p in placed
                      if p.located and p.entry.heading.kind == "fixed" and p.entry.heading.number}
    # what the contents pages name: their entries, and every line on them (a part's title printed
    # with no page number, `乐谱识读与运用` beside `第一部分`, is no entry but names a heading)
    toc_keys = [key for e in toc if (key := contents_key(e.title))] + [
        key for item in items if item["page_idx"] in toc_pages and item.get("type") == "text"
        for line in (item.get("text") or "").split("\n") if (key := contents_key(line))]
    toc_numbers = {(e.heading.scheme, tuple(e.heading.number)) for e in toc
                   if e.heading.kind == "fixed" and e.heading.number}
    templates = _templates(heads)
    toc_schemes = {_scheme_word(e.heading, e.title) for e in toc}
    body: dict[int, list[int]] = {}  # page -> its body items: a picture above a heading opens nothing
    for i, item in enumerate(items):
        if item.get("type") not in FURNITURE and item.get("type") != "image" and id(item) not in toc_ids:
            body.setdefault(item["page_idx"] + 1, []).append(i)

    root = _node(None)
    stack = [root]
    front: dict | None = None

    def floor(head: Head | None = None) -> int:
        """The innermost contents entry open; for a book-level heading (`参考文献`, `Index`), the
        innermost of the outer entries whose body lines are set more prominently than it: one set
        like the chapters stands beside them, after the last one."""
        entries = [k for k, n in enumerate(stack) if "level" in n]
        if head is not None and (head.book_level or head.cls.kind == "book"):
            outranking = [k for k in entries if prominence(stack[k]["head"].style, head.style) > 0]
            entries = entries[:next((n for n, k in enumerate(entries) if k not in outranking), len(entries))]
        return max(entries, default=0)

    # PDF bookmarks (issue 12): their levels and parents are kept exactly; other headings never
    # re-parent them
    marked = {id(heads[i]): items[i]["outline_level"] for i in heads if items[i].get("outline_level")}

    opened: set[str] = set()

    def open_node(head: Head) -> bool:
        level = marked.get(id(head))
        key = match_key(head.title)
        if level is None and head.cls.kind == "free" and key in opened and \
                any(n["head"].cls.kind == "generic" for n in stack[1:]):
            return False  # a numbered step repeated inside a review (`1 确定需求`): no section
        opened.add(key)
        inside = max((k for k in range(1, len(stack)) if id(stack[k]["head"]) in marked), default=0)
        at = _parent(stack, head) if level is None else next(
            (k for k in range(len(stack) - 1, 0, -1) if marked.get(id(stack[k]["head"]), level) < level), 0)
        if level is None and at is not None:
            at = max(at, inside)  # an unbookmarked heading stays inside the bookmarked section
        if at is None:
            return False
        # the next number after a placed entry's, one no entry found in the body holds (`第八章` after the
        # contents' `第七章`, their last line misread), is that entry's sibling, not a heading inside it
        after = next_after_entry(stack, head, placed_numbers)
        del stack[max(at, floor(head) if after is None else after - 1) + 1:]
        node = _node(head)
        stack[-1]["nodes"].append(node)
        stack.append(node)
        return True

    def open_entry(p) -> None:
        at = max((k for k, n in enumerate(stack) if n.get("level", 99) < p.level), default=0)
        del stack[at + 1:]
        opens = p.index in body.get(p.page, []) and opens_its_page(
            items, p.index, [i for i in body[p.page] if i < p.index])
        node = _node(Head(p.title, p.page, p.entry.heading, opens,
                          book_level=p.entry.book_level,
                          style=style_of(items[p.index], p.title) if p.located else (1, 0.0, False)))
        node["level"], node["contents_only"] = p.level, not p.located
        stack[-1]["nodes"].append(node)
        stack.append(node)

    toc_node = None if bookmarked else contents_node(items, toc_pages, toc_ids)
    entry_key, wrapped_at = "", -2
    for i, item in enumerate(items):
        if toc_node and i == toc_node[0]:
            # the contents page: a node of its own, inside the front matter when it follows it
            holder = root["nodes"][-1] if len(stack) == 1 and front is not None and \
                root["nodes"] and root["nodes"][-1] is front else root
            holder["nodes"].append(toc_node[1])
        if i in extra:
            open_node(extra[i])
        for p in opening.get(i, ()):
            open_entry(p)
        if i in lines:
            entry_key = " ".join(contents_key(p.entry.title) for p in opening.get(i, ()))
            wrapped_at = i
            continue
        # the second or third line of a heading placed on the line before it is that heading
        if wrapped_at == i - 1 and wraps(items, i, toc_ids) and \
                (key := contents_key(items[i]["text"])) and key in entry_key:
            wrapped_at = i
            continue
        head = heads.get(i)
        if head is not None and not item.get("no_heading") and not (placed and contents_key(head.title) in listed) \
                and not (placed and item.get("ocr") and 0 < item["page_idx"] < min(toc_pages, default=-1)
                         and repeats_cover(head, cover_keys)) \
                and not (placed and item.get("ocr") and not (head.opens and 0 < item["page_idx"] < min(toc_pages, default=-1))
                         and not continues_contents(head, stack, toc_keys, toc_numbers, templates, toc_schemes)) \
                and open_node(head):
            continue
        if item.get("type") in FURNITURE:
            continue
        if id(item) in toc_ids:
            if toc_node and item.get("page_idx") in toc_pages and (text := render_item(item)):
                toc_node[1]["own"].append(text)
            continue
        text = render_item(item)
        if not text:
            continue
        if len(stack) == 1:
            if front is None:
                title = "前置内容" if is_chinese(text) else "Front matter"
                # from the cover, unless the contents page came first: then from its own first text
                start = item.get("page_idx", 0) + 1 if root["nodes"] else 1
                front = _node(Head(title, start, Heading("book", "book"), True))
                root["nodes"].append(front)
            front["own"].append(text)
        else:
            stack[-1]["own"].append(text)
    if front is not None:  # in the language of its text, or the book's where it has no words (`01`)
        own = " ".join(front["own"])
        if not re.search(r"[^\W\d_]", own):
            own = " ".join(item.get("text") or "" for item in items[:200])
        front["head"].title = "前置内容" if is_chinese(own) else "Front matter"
    unwrap_title(root["nodes"])
    structure = root["nodes"] or [_node(Head(doc_name, 1, Heading("book", "book"), True))]
    _ranges([(depth, node) for depth, node, _ in walk(structure)], page_count)
    out = [_emit(n) for n in structure]
    _number(out)
    located = sum(p.located for p in placed)
    return {"contents": {"path": "contents" if placed else "headings", "entries": len(toc),
                         "located": located if placed else 0},"book_id": book_id, "doc_name": doc_name,
            "doc_description": doc_description(doc_name, out),
            "page_count": page_count,
            "page_labels": {str(page): label for page, label in sorted(labels.items())},
            "structure": out}


NAMED = 0.8  # character-pair overlap (Dice) at which an OCR'd heading is a contents entry misread


COVER_KEY = 8  # characters of a cover's title key that a later page's title may repeat


def repeats_cover(head: Head, cover_keys: list[str]) -> bool:
    """A page's opening title that repeats the cover's (`Inter-Client Communication Conventions
    Manual: X Consortium Standard` atop the title page's verso, over the licence): the book's
    title again, no section of it."""
    key = contents_key(head.title)
    return bool(key) and any(len(c) >= COVER_KEY and (key.startswith(c) or c.startswith(key)) for c in cover_keys)


def _pairs(key: str) -> set[str]:
    return {key[i:i + 2] for i in range(len(key) - 1)}


def named_by_contents(key: str, toc_keys: list[str]) -> bool:
    """The contents page names the heading, as OCR read either of them (`（1)` for `（1）`, a part's
    label on a line of its own): the same key, the heading's within a contents line's or opening
    with it (half the longer's length at least), or most character pairs shared."""
    if not key:
        return False
    pairs = _pairs(key)
    for other in toc_keys:
        # the heading within a contents line (the line holds a label or a page number too), or the
        # contents' short form opening the heading (`FAMILY_NAME` for `FAMILY_NAME Field`); a line
        # holding a whole entry after words of its own is a cross-reference (`Section 2.10 [What is
        # CRAN?], page 9`)
        short, long_ = sorted((len(key), len(other)))
        if key == other or short >= 4 and short >= 0.5 * long_ and (key in other or key.startswith(other)):
            return True
        theirs = _pairs(other)
        if pairs and theirs and 2 * len(pairs & theirs) / (len(pairs) + len(theirs)) >= NAMED:
            return True
    return False


def _fills_a_gap(number: tuple, scheme: str, toc_numbers: set[tuple]) -> bool:
    """The contents list numbers of this scheme and level around this one but not it (`第二章`,
    `第四章` and no `第三章`; `第二章` first and `第一章` before it): OCR lost its contents line."""
    values = [n[-1] for s, n in toc_numbers if s == scheme and len(n) == len(number) and n[:-1] == number[:-1]
              and isinstance(n[-1], int)]
    last = number[-1]
    return bool(values) and isinstance(last, int) and last not in values and min(values) - 1 <= last < max(values)


def continues_contents(head: Head, stack: list[dict], toc_keys: list[str], toc_numbers: set[tuple] = frozenset(),
                       templates: set[str] = frozenset(), toc_schemes: set[tuple] = frozenset()) -> bool:
    """An OCR'd heading the followed contents page does not list as placed: OCR's sizes and weights
    scatter, so it opens a node only with evidence of its own (a caption, a callout, a table's cell
    or a cover line read large has none): the contents page names it after all (misread), it is a
    book-level title (前言, Index), or its number is one level under an open numbered node's
    (`2.5.1` in `2.5`, as contents pages often stop a level above the headings) or the next one
    after an open node's in the same scheme (`模型9` after `模型8`), or it is the exercises or review
    numbered as an open node (`习题6.2` in 6.2)."""
    if head.book_level or head.cls.kind == "book" or named_by_contents(contents_key(head.title), toc_keys):
        return True
    if head.cls.kind == "generic" and head.cls.number:
        # a section's or chapter's own exercises or review (`习题6.2` in 6.2, `复习参考题7` in chapter 7)
        return any(n["head"].cls.kind == "fixed" and tuple(n["head"].cls.number) == tuple(head.cls.number)
                   for n in stack[1:])
    if _steps_under(head, stack, toc_schemes, templates):
        return True
    number = tuple(head.cls.number) if head.cls.kind == "fixed" else ()
    if not number:
        return False
    if _fills_a_gap(number, head.cls.scheme, toc_numbers):
        return True
    for node in stack[1:]:
        cls = node["head"].cls
        if cls.kind != "fixed" or not cls.number:
            continue
        if len(number) >= 2 and tuple(cls.number) == number[:-1]:
            return True  # `2.5.1` in `2.5`
        if cls.scheme == head.cls.scheme and len(cls.number) >= len(number) \
                and tuple(cls.number[:len(number) - 1]) == number[:-1] and isinstance(number[-1], int) \
                and isinstance(cls.number[len(number) - 1], int) and number[-1] == cls.number[len(number) - 1] + 1:
            # `模型9` after `模型8`: the next number of the same scheme; `4.2` after `4.1.16`, the next of an open
            # node's ancestor the contents page did not list (a section's own list of its subsections, 0847)
            return True
    return False


def next_after_entry(stack: list[dict], head: Head, placed_numbers: set[tuple] = frozenset()) -> int | None:
    """Index in `stack` of a contents entry's node that `head` follows in numbering: same scheme,
    same depth, the last number higher (`第八章` after `第七章`, `1.3` after `1.2`, `2.14` after
    `2.12` whose `2.12.2.1.4` is open, `Appendix B` after `Appendix A`: a heading's parent is the
    nearest open heading of the level above, 0811); else None. A number an entry found in the body
    holds is that entry's (a manual's sample `Chapter 6: Lubricants` inside its chapter 5 is not its
    chapter 6)."""
    number = tuple(head.cls.number) if head.cls.kind == "fixed" else ()
    if not number or not _rank_value(number[-1]) or (head.cls.scheme, number) in placed_numbers:
        return None
    # the innermost open entry numbered deeper than head cannot hold it (`2.14` under `2.12.2.1.4`):
    # then a gap in the numbers (`2.13` not found) does not keep head inside either
    inner = next((stack[k]["head"].cls for k in range(len(stack) - 1, 0, -1) if "level" in stack[k]), None)
    # (a section's number, `2.14`: a chapter-level one past a gap is a list's `第四章第三十六条`)
    deeper = len(number) > 1 and inner is not None and inner.kind == "fixed" and len(inner.number) > len(number)
    for k in range(len(stack) - 1, 0, -1):
        cls = stack[k]["head"].cls
        if "level" in stack[k] and cls.kind == "fixed" and cls.scheme == head.cls.scheme \
                and len(cls.number) == len(number) and tuple(cls.number[:-1]) == number[:-1] \
                and type(cls.number[-1]) is type(number[-1]) and _rank_value(cls.number[-1]) \
                and (_rank_value(number[-1]) == _rank_value(cls.number[-1]) + 1
                     or deeper and 0 < _rank_value(number[-1]) - _rank_value(cls.number[-1]) <= _GAP):
            return k
    return None


_GAP = 3  # numbers a heading may skip past an entry (one or two not found); a cell's `5.64mm` skips more


def _rank_value(mark) -> int:
    """A number's place in its sequence: an int itself, an appendix's capital letter its place in
    the alphabet (`B` 2); 0 for anything else."""
    if isinstance(mark, int):
        return mark
    return ord(mark) - ord("A") + 1 if isinstance(mark, str) and len(mark) == 1 and "A" <= mark <= "Z" else 0


_FREE_NUMBER = re.compile(r"^\s*[(（]?\s*(\d{1,2}|[一二三四五六七八九十]{1,3})\s*[)）、.．]")


def _free_value(head: Head) -> int | None:
    """The number of a list-scheme title (`一、`, `（二）`, `3.`), which headings.classify leaves free."""
    m = _FREE_NUMBER.match(head.title)
    return cn_to_int(m.group(1)) if m else None


def _steps_under(head: Head, stack: list[dict], toc_schemes: set[str], templates: set[str]) -> bool:
    """An OCR'd heading of a level the contents page stops above (`一、基本概念` under `第一节`,
    `模型1` under `模型梳理`): the first of a scheme the contents do not use, right inside a contents
    entry or a numbered node, or the next number after its open sibling of the same scheme (`二、`
    after `一、`). A scheme's number alone is no evidence anywhere else (a `三、` straight under a
    section), nor is a template's label, the same title under every parent (`(一)基本模型`)."""
    value = _free_value(head) if head.cls.kind == "free" else \
        head.cls.number[0] if len(head.cls.number) == 1 and isinstance(head.cls.number[0], int) else None
    if value is None or len(stack) < 2 or match_key(head.title) in templates:
        return False
    inner = stack[-1]
    if inner["head"].cls.scheme == head.cls.scheme:
        # a contents entry's next sibling would be listed too: only a level the contents stop above
        return head.cls.kind == "free" and "level" not in inner and _free_value(inner["head"]) == value - 1
    return value == 1 and _scheme_word(head.cls, head.title) not in toc_schemes and \
        ("level" in inner or inner["head"].cls.kind == "fixed" and bool(inner["head"].cls.number))


_LABEL_WORD = re.compile(r"^\s*([^\W\d_一二三四五六七八九十]{0,10}?)\s*(?:\d|[一二三四五六七八九十])")


def _scheme_word(cls: Heading, title: str) -> tuple[str, str]:
    """A numbering scheme with the word before its number: `模型1` and `题型一` are both chapter-like
    labels to headings.classify, but two schemes of a book."""
    m = _LABEL_WORD.match(title)
    return cls.scheme, (m.group(1).lower() if m else "")


TEMPLATE = 3  # times the same numbered title stands under different parents: a template's label


def _templates(heads: dict[int, Head]) -> set[str]:
    """Titles of a list scheme that make half or more of their number's headings, TEMPLATE times or
    more (`(一)基本模型` under each of ten models): fixed labels, not sections."""
    by_number: dict[tuple, list[str]] = {}
    for h in heads.values():
        if h.cls.kind == "free" and (value := _free_value(h)) is not None:
            by_number.setdefault((h.cls.scheme, value), []).append(match_key(h.title))
    out = set()
    for keys in by_number.values():
        for key in set(keys):
            if keys.count(key) >= TEMPLATE and 2 * keys.count(key) >= len(keys):
                out.add(key)
    return out


def rehome(placed: list[Placed], heads: dict[int, Head]) -> list[Placed]:
    """A contents entry the body did not bear out (not located: its page number points into a later
    book of the volume, which numbers its pages and chapters afresh) opens at the body's own heading
    of its title, the first after the entry before it, at the contents' level. An entry whose page
    holds such a heading stays where it is (found by page, not by line)."""
    by_key: dict[str, list[int]] = {}
    for i in sorted(heads):
        by_key.setdefault(contents_key(heads[i].title), []).append(i)
    out, last = [], -1
    for p in placed:
        found = by_key.get(contents_key(p.entry.title), [])
        if not p.located and found and p.page not in {heads[i].page for i in found}:
            i = next((i for i in found if i > last), None)
            if i is not None:
                p = Placed(p.entry, i, heads[i].page, p.level, p.title, True)
        if p.located:
            last = max(last, p.index)
        out.append(p)
    return out


def unwrap_title(nodes: list[dict]) -> None:
    """The document's title above its first section (`Report of the Committee` over `I.`, `II.`,
    ...): an unnumbered heading that every numbered section fell under, as free numbering nests
    under whatever is open. The tree's root is the document: its sections are the top level, and
    the title a node of its own before them (issue 28)."""
    tops = [k for k, n in enumerate(nodes) if n["head"].cls.kind != "book"]
    if len(tops) != 1:
        return
    title = nodes[tops[0]]
    numbered = [c for c in title["nodes"] if c["head"].cls.kind in ("free", "fixed")]
    if title["head"].cls.kind == "plain" and len(numbered) >= 2 and not title.get("level"):
        nodes[tops[0] + 1:tops[0] + 1] = title["nodes"]
        title["nodes"] = []


_WORDED_CHAPTER = re.compile(r"^\s*(第|chapter|unit|lesson|lecture|ch\.|专题|模块|单元|题型|模型)", re.I)


def bare_steps(heads: dict[int, Head]) -> None:
    """A bare number (`2 设计算法`) is a chapter only where the document counts its chapters that
    way; beside worded chapters (第2章, Chapter 2) it is a numbered step: a scheme of its own,
    nested under whatever heading is open (issue 28)."""
    chapters = [h for h in heads.values() if h.cls.kind == "fixed" and h.cls.scheme == "chapter"]
    if not any(_WORDED_CHAPTER.match(h.title) for h in chapters):
        return
    for h in chapters:
        if h.title[:1].isdigit():
            h.cls = Heading("free", "arabic-bare", number=h.cls.number, rest=h.cls.rest)


def stray_bare_chapters(heads: dict[int, Head]) -> None:
    """A body line read as a chapter only by its leading number (`1 x closed status message`, a
    definition list's term; not tagged as a heading) counts only where it goes on with the chapters'
    count: after chapter 2, a `1 ...` line is no chapter (issue 28). Before any chapter, such a line
    going on in lower case is a count, not a title (`22 new arrowhead types` in release notes, 0956)."""
    last = None
    for i in sorted(heads):
        h = heads[i]
        if h.cls.kind != "fixed" or h.cls.scheme != "chapter" or not h.cls.number \
                or not isinstance(h.cls.number[0], int):
            continue
        counted = last is None and h.cls.number[0] > 1 and h.cls.rest[:1].islower()
        if h.promoted and h.title[:1].isdigit() and (last is not None and h.cls.number[0] != last + 1 or counted):
            del heads[i]
            continue
        last = h.cls.number[0]


_ARABIC_DOT = re.compile(r"^\s*(\d{1,3})\.(?!\d)")


def dotted_chapters(heads: dict, attr: str = "cls") -> None:
    """`1. Introduction` over `1.1. Version` (DocBook, Word): a numbered `N.` heading is the
    chapter its `N.M` sections name, the level above them, not a list item nested below the last
    section (issue 28). Taken where the first decimal heading after it starts with N, or where it
    continues the chapters' count; only in documents with no other chapter numbering. A question
    (`1. What is TeX?`, read as an exercise) is taken only on the first evidence (decision 0283)."""
    order = sorted(heads)
    cls = {i: getattr(heads[i], attr) for i in order}
    if any(cls[i].kind == "fixed" and cls[i].rank <= 1 and cls[i].scheme != "appendix"
           and _WORDED_CHAPTER.match(heads[i].title) for i in order):
        return  # chapters counted in words (Chapter 3, 第3章): an `N.` beside them is no chapter
    last = 0
    for k, i in enumerate(order):
        m = _ARABIC_DOT.match(heads[i].title)
        # a title ending in `?` or `:` read it as an exercise (`1. ¿Qué es TeX?`): a FAQ's chapter
        # is a question, taken only where its own `N.M` sections follow
        if cls[i].scheme not in ("arabic-dot", "exercise") or not m:
            continue
        n = int(m.group(1))
        nxt = next((cls[j] for j in order[k + 1:] if cls[j].scheme in ("dotted", "arabic-dot")), None)
        leads = nxt is not None and nxt.scheme == "dotted" and nxt.number[:1] == (n,)
        if leads or (last and n == last + 1 and cls[i].scheme == "arabic-dot"):
            setattr(heads[i], attr, Heading("fixed", "chapter", 1, (n,), cls[i].rest))
            last = n


# `II Advanced Topics`, or in small caps as a text layer has them, all lower case: `ii the showcase`
# (classicthesis's parts, 0573)
_BARE_ROMAN = re.compile(r"^\s*(?:([IVXLC]{1,6})\s+(?=[A-Z\d])|([ivxlc]{1,6})\s+(?=[a-z]))")


def bare_parts(heads: dict, attr: str = "cls") -> None:
    """`I The Maxima Program`, `II Advanced Topics` over `1 Introduction`: parts numbered by a bare
    roman numeral (no word `Part`, no stop) are the level above the chapters, not plain headings
    beside them (issue 28). Taken only where the document counts them from I up, one by one, at
    least to II: a lone `X Window System` stays a title. Chapters need no numbers (gnuplot's
    `I Gnuplot` over `Copyright`, `Introduction`)."""
    order = sorted(heads)
    cls = {i: getattr(heads[i], attr) for i in order}
    run = []
    for i in order:
        m = _BARE_ROMAN.match(heads[i].title)
        if m and m.group(2) and heads[i].title != heads[i].title.lower():
            m = None  # a lower-case numeral only before a title all in small caps
        numeral = (m.group(1) or m.group(2).upper()) if m else ""
        value = roman_to_int(numeral) if m and cls[i].kind == "plain" else None
        if value is None or int_to_roman(value).upper() != numeral:
            continue
        if value != len(run) + 1:
            return  # not a count from I: letters, a pronoun, a stray numeral
        run.append((i, value, heads[i].title[m.end():].strip()))
    if len(run) < 2:
        return
    for i, value, rest in run:
        setattr(heads[i], attr, Heading("fixed", "part", 0, (value,), rest))


_COPYRIGHT = re.compile(r"ISBN|CIP|版权所有|著作权所有|在版编目|印\s*次|定\s*价[:：]|出版发行|all rights reserved|"
                        r"copyright|©|\(c\)\s*\d{4}|printed in|library of congress", re.I)
PROSE = 100  # characters of body text that make a page before the contents more than a cover
# a copyright page is short: a full page of prose that mentions copyright (a licence's, a ruling's
# text) is a body page
COPYRIGHT_PAGE = 1500
PARAGRAPH = 120  # characters of one block of text: a paragraph, which no title page sets


def drop_cover_lines(items: list[dict], heads: dict[int, Head], toc: list, toc_pages: set[int]) -> None:
    """Cover, title and copyright pages are front matter, not sections (issue 28): before the
    contents page (or, with none, on the leading pages that are covers), a heading candidate stays
    only when the contents lists it, it is a book-level title (前言, Preface), or its page holds body
    text (a declaration, an abstract, a committee list)."""
    first_toc = min(toc_pages) if toc_pages else None
    if first_toc is not None and first_toc > max(15, 0.1 * (page_count_of(items) or 1)):
        return  # a contents list deep in the body is a section's, not the book's
    listed = {e.key for e in toc}
    on_page: dict[int, list[int]] = {}
    for i, head in heads.items():
        on_page.setdefault(head.page - 1, []).append(i)
    prose: dict[int, int] = {}
    longest: dict[int, int] = {}  # page -> its longest block of body text
    marked: set[int] = set()
    for i, item in enumerate(items):
        if item.get("type") in FURNITURE:
            continue
        text = render_item(item) or ""
        if _COPYRIGHT.search(text):  # a copyright line set large (a scan's, read as a heading) too
            marked.add(item["page_idx"])
        if i in heads:
            continue
        if item.get("type") == "text":
            prose[item["page_idx"]] = prose.get(item["page_idx"], 0) + len(text)
            longest[item["page_idx"]] = max(longest.get(item["page_idx"], 0), len(text))
    last = first_toc if first_toc is not None else max(on_page, default=-1) + 1
    if first_toc is not None:
        _title_block_over_contents(items, heads, on_page.get(first_toc, []), first_toc, toc)
    contents_type = _contents_title_style(items, first_toc)
    for page in range(last):
        ids = on_page.get(page, [])
        # the first page before a contents page, set in short lines only (title, degree, candidate,
        # advisers, year), is the title page however many of them there are: no paragraph (0858)
        cover = page in marked and prose.get(page, 0) < COPYRIGHT_PAGE or prose.get(page, 0) < PROSE \
            or page == 0 and first_toc is not None and longest.get(page, 0) < PARAGRAPH
        if first_toc is None and (not cover or any(heads[i].cls.kind in ("fixed", "book") for i in ids)):
            return  # no contents page: the covers end where the first real page starts
        if not cover:
            continue
        for i in ids:
            # a page after the cover opened by its one heading, set as the contents' own title, is a
            # list of the front matter (`Lista de abreviaturas e siglas`, `Lista de símbolos`), no
            # cover line (a cover's title lines are several, and on the first page)
            # (a copyright page's own heading, `版权声明`, is still the copyright page's: 0858)
            if contents_type is not None and page > 0 and len(ids) == 1 and heads[i].opens \
                    and prominence(heads[i].style, contents_type) == 0 and page not in marked:
                continue
            if heads[i].cls.kind != "book" and match_key(heads[i].title) not in listed \
                    and contents_key(heads[i].title) not in {contents_key(e.title) for e in toc}:
                del heads[i]


def _contents_title_style(items: list[dict], page: int | None) -> tuple | None:
    """The type of the contents page's own title (`Sumário`, `Contents`), tagged as a heading; None
    where there is none."""
    if page is None:
        return None
    for item in items:
        text = " ".join((item.get("text") or "").split())
        if item["page_idx"] == page and item.get("text_level") and item.get("type") == "text" and is_toc_title(text):
            return style_of(item, text)
    return None


def _title_block_over_contents(items: list[dict], heads: dict[int, Head], ids: list[int], page: int,
                               toc: list) -> None:
    """A short manual's first page sets its title, author and date over the contents, the body under
    it (LaTeX's \\maketitle then \\tableofcontents): the scanned lines above the contents' title are
    the front matter's, no sections, unless the contents lists them (0622). OCR'd pages only: a text
    layer's title block is left to the rules that read its type."""
    title = next((i for i, item in enumerate(items) if item["page_idx"] == page and item.get("type") == "text"
                  and titles_contents((item.get("text") or "").split("\n")[0].strip())), None)
    if title is None or not items[title].get("ocr") or not items[title].get("bbox"):
        return
    top = items[title]["bbox"][1]
    listed = {contents_key(e.title) for e in toc}
    for i in ids:
        box = items[i].get("bbox")
        if i < title and items[i].get("ocr") and box and box[3] <= top and heads[i].cls.kind != "book" \
                and contents_key(heads[i].title) not in listed:
            del heads[i]


def contents_node(items: list[dict], toc_pages: set[int], toc_ids: set[int]) -> tuple[int, dict] | None:
    """(item index, node) for the book's contents pages, titled as printed (`目 录` -> 目录), or
    目录 / Contents in the book's language where the title was not read."""
    if not toc_pages:
        return None
    first = min(toc_pages)
    index = next((i for i, item in enumerate(items) if item["page_idx"] == first and id(item) in toc_ids
                  and item.get("type") not in FURNITURE), None)
    if index is None:
        return None
    lines = [ln.strip() for item in items if item["page_idx"] == first and item.get("type") == "text"
             for ln in (item.get("text") or "").split("\n")]
    title = next((ln for ln in lines if is_toc_title(ln)), None)
    if title:
        title = re.sub(r"(?<=[\u3000-\u9fff])\s+(?=[\u3000-\u9fff])", "", " ".join(title.split()))
    else:
        sample = " ".join(item.get("text") or "" for item in items if item["page_idx"] in toc_pages)
        title = "目录" if is_chinese(sample) else "Contents"
    return index, _node(Head(title, first + 1, Heading("book", "book", rest=title), True, book_level=True))


def _ranges(flat: list[tuple[int, dict]], page_count: int) -> None:
    """A node ends where the next node at the same or a higher level starts (the page before it
    when that heading opens its page); a parent spans its subtree; the last ends the book."""
    for k, (depth, node) in enumerate(flat):
        start = node["head"].page
        end = page_count
        for depth2, other in flat[k + 1:]:
            if depth2 <= depth:
                end = other["head"].page - (1 if other["head"].opens else 0)
                break
        node["start"], node["end"] = start, max(start, end)
    for _depth, node in reversed(flat):
        if node["nodes"]:
            node["end"] = max(node["end"], max(c["end"] for c in node["nodes"]))


def _emit(node: dict) -> dict:
    text = "\n\n".join(node["own"])
    # a glyph the PDF maps to no character (U+FFFD) is no part of a title
    title = " ".join(node["head"].title.replace("\ufffd", " ").split()) or node["head"].title
    out = {"title": title, "node_id": "", "start_index": node["start"],
           "end_index": node["end"]}
    out[summary_key(node)], out["summary_method"] = local_summary(text, VERBATIM_TOKENS)
    out["text"] = text
    if node.get("contents_only"):
        out["contents_only"] = True  # named only by the contents page: no line in the body
    if node["nodes"]:
        out["nodes"] = [_emit(c) for c in node["nodes"]]
    return out


def _number(nodes: list[dict]) -> None:
    for number, (_depth, node, _parent) in enumerate(walk(nodes)):
        node["node_id"] = f"{number:04d}"


def doc_description(doc_name: str, structure: list[dict]) -> str:
    """The extractive description: the name and the top-level titles."""
    titles = [n["title"] for n in structure if n["title"] not in ("前置内容", "Front matter")
              and not is_toc_title(n["title"])]
    sep = "、" if is_chinese(doc_name + "".join(titles)) else ", "
    shown = sep.join(titles[:8]) + ("…" if len(titles) > 8 else "")
    return f"{doc_name}: {shown}" if shown else doc_name
