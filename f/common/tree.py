"""Book tree (PageIndex schema) from content-list items. Pure: no store, no services.

MinerU tags nearly every heading level 1 and tags contents lines as headings, so the hierarchy is
inferred: numbering first (f.common.headings), the contents page as evidence (f.common.toc),
then text_level and layout. Running headers name chapters whose opening page has no heading.
Nodes keep their own text in `text` for the summariser; the indexer drops it before storing."""
from __future__ import annotations

from collections import Counter

from f.common.content import render_item
from f.common.extractive import estimate_tokens, extractive, is_chinese
from f.common.headings import Heading, classify, is_caption, match_key, normalize
from f.common.labels import page_labels_from, physical_pages
from f.common.mineru import FURNITURE, page_count_of
from f.common.toc import Entry, is_header, contents_pages, entries, is_toc_title, toc_line

VERBATIM_TOKENS = 200  # PageIndex's rule: shorter nodes keep their own text as summary
_PUNCT = set("。，；！？,;!?")


class Head:
    __slots__ = ("title", "page", "cls", "opens", "book_level", "promoted", "style")

    def __init__(self, title, page, cls: Heading, opens, book_level=False, promoted=False,
                 style=(1, 0.0, False)):
        self.title, self.page, self.cls, self.opens = title, page, cls, opens
        self.book_level, self.promoted, self.style = book_level, promoted, style


def _node(head: Head | None) -> dict:
    return {"head": head, "nodes": [], "own": []}


def _style(item: dict, text: str) -> tuple[int, float, bool]:
    """(text_level, line height when the heading is one short line, centred on the page)."""
    bbox = item.get("bbox")
    centred = bool(bbox) and abs((bbox[0] + bbox[2]) / 2 - 500) < 60 and bbox[0] > 150
    height = float(bbox[3] - bbox[1]) if bbox and len(text) <= 20 else 0.0
    return int(item.get("text_level") or 1), height, centred


def _prominence(a: tuple, b: tuple) -> int:
    """>0 when style a is more prominent than b, 0 when they look alike."""
    if a[0] != b[0]:
        return 1 if a[0] < b[0] else -1
    if a[1] and b[1] and max(a[1], b[1]) >= 1.25 * min(a[1], b[1]):
        return 1 if a[1] > b[1] else -1
    if a[2] != b[2]:
        return 1 if a[2] else -1
    return 0


def _candidates(items, toc_pages, toc_keys) -> dict[int, Head]:
    """Item index -> Head for every item that opens a section."""
    heads: dict[int, Head] = {}
    seen_body: set[int] = set()
    skip: set[int] = set()
    for i, item in enumerate(items):
        page = item["page_idx"]
        if i in skip or item.get("type") in FURNITURE or page in toc_pages:
            continue
        text = " ".join((item.get("text") or "").split()) if item.get("type") == "text" else ""
        opens = page not in seen_body
        if text:
            seen_body.add(page)
        elif render_item(item):
            seen_body.add(page)
        tagged = bool(item.get("text_level"))
        if not text or len(text) > (120 if tagged else 40):
            continue
        if not tagged and ("\n" in item["text"].strip() or _PUNCT & set(text)):
            continue
        if is_caption(text) or is_toc_title(text):
            continue
        cls = classify(text)
        promoted = False
        if not tagged:
            if not (cls.kind == "fixed" and cls.rest and (cls.rank <= 1 or len(cls.number) > 1)):
                continue
            promoted = True
        if toc_line(text) and (cls.kind == "fixed" or "..." in normalize(text)):
            continue  # a stray contents line (`2.1 理论基础 7`) outside the contents pages
        if cls.kind == "fixed" and not cls.rest:  # `第一章` alone, its title the next heading
            nxt = i + 1
            while nxt < len(items) and items[nxt].get("type") in FURNITURE:
                nxt += 1
            following = " ".join((items[nxt].get("text") or "").split()) if nxt < len(items) else ""
            if following and items[nxt].get("page_idx") == page and items[nxt].get("text_level") \
                    and classify(following).kind == "plain" and not toc_line(following):
                text = f"{text} {following}"
                skip.add(nxt)
        heads[i] = Head(text, page + 1, cls, opens, book_level=match_key(text) in toc_keys,
                        promoted=promoted, style=_style(item, text))
    return heads


def _labels_from_contents(toc: list[Entry], heads: dict[int, Head]) -> dict[int, str]:
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


def _missing_chapters(items, heads, toc: list[Entry], labels, toc_pages) -> dict[int, Head]:
    """Chapters whose opening page carries the title only as a running header (or only in the
    contents): a Head at the start of that page, keyed by the index of the page's first item."""
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
        if text and chapter_like and not is_toc_title(text) and key not in found:
            found[key] = (item["page_idx"] + 1, text, cls)
    physical = physical_pages(labels)
    for entry in toc:
        top = entry.heading.kind == "fixed" and entry.heading.rank <= 1 or entry.book_level
        page = physical.get((entry.label or "").lower())
        if top and page and entry.key not in found and page - 1 not in toc_pages:
            found[entry.key] = (page, entry.title, entry.heading)
    out: dict[int, Head] = {}
    for key, (page, text, cls) in found.items():
        if key in known or (cls.number and (cls.scheme, cls.number) in known):
            continue
        entry = by_key.get(key)
        if entry and entry.label and physical.get(entry.label.lower(), page) < page:
            page = physical[entry.label.lower()]  # the contents page knows where it opens
        index = next((first_item[p] for p in range(page, max(first_item, default=0) + 1)
                      if p in first_item), None)
        if index is not None and index not in out:
            out[index] = Head(text, page, cls, True, book_level=bool(entry and entry.book_level))
    return out


def _parent(stack: list[dict], head: Head) -> int | None:
    """Index in `stack` of the new heading's parent; None = not a heading after all."""
    cls = head.cls
    fixed = [i for i in range(1, len(stack)) if stack[i]["head"].cls.kind == "fixed"]
    floor = fixed[-1] if fixed else 0
    if head.book_level or cls.kind == "book":
        return 0
    if cls.kind == "fixed":
        for i in fixed:
            if stack[i]["head"].cls.scheme == cls.scheme and stack[i]["head"].cls.number == \
                    cls.number and cls.number:
                return None  # the same numbered heading again (repeated title)
        if len(cls.number) > 1:
            for i in reversed(fixed):
                if stack[i]["head"].cls.number == cls.number[:-1] and stack[i]["head"].cls.rank < cls.rank:
                    return i
            if head.promoted:
                return None  # an untagged `6.2 ...` line counts only where it continues numbering
        for i in reversed(fixed):
            if stack[i]["head"].cls.rank < cls.rank:
                return i
        return 0
    if cls.kind == "generic":
        if cls.number:
            for i in reversed(fixed):
                if stack[i]["head"].cls.number == cls.number:
                    return i
        if cls.scope == "chapter":
            for i in reversed(fixed):
                if stack[i]["head"].cls.rank <= 1:
                    return i
        if fixed:
            return floor
        return next((i for i in range(len(stack) - 1, 0, -1)
                     if stack[i]["head"].cls.kind != "generic"), 0)
    if cls.kind == "free":
        for i in range(len(stack) - 1, floor, -1):
            if stack[i]["head"].cls.scheme == cls.scheme:
                return i - 1
        return len(stack) - 1
    for i in range(len(stack) - 1, floor, -1):  # plain
        other = stack[i]["head"]
        if other.cls.kind == "plain" and not other.book_level:
            order = _prominence(other.style, head.style)
            if order == 0:
                return i - 1
            if order > 0:
                return i
        elif other.cls.kind in ("free", "book", "plain"):
            return i
    return floor


def build_pageindex(items: list[dict], *, book_id: str, doc_name: str,
                    pdf_labels: dict | None = None) -> dict:
    page_count = page_count_of(items)
    labels = page_labels_from(items)
    labels.update({int(k): str(v) for k, v in (pdf_labels or {}).items()})
    by_page: dict[int, list[dict]] = {}
    for item in items:
        by_page.setdefault(item["page_idx"], []).append(item)
    toc_pages = contents_pages(by_page)
    toc = entries(by_page, toc_pages)
    heads = _candidates(items, toc_pages, {e.key for e in toc if e.book_level})
    if toc and not any(label[:1].isdigit() for label in labels.values()):
        labels.update(_labels_from_contents(toc, heads))
    extra = _missing_chapters(items, heads, toc, labels, toc_pages)

    root = _node(None)
    stack = [root]
    front: dict | None = None

    def open_node(head: Head) -> bool:
        at = _parent(stack, head)
        if at is None:
            return False
        del stack[at + 1:]
        node = _node(head)
        stack[-1]["nodes"].append(node)
        stack.append(node)
        return True

    for i, item in enumerate(items):
        if i in extra:
            open_node(extra[i])
        head = heads.get(i)
        if head is not None and open_node(head):
            continue
        if item.get("type") in FURNITURE or item["page_idx"] in toc_pages:
            continue
        text = render_item(item)
        if not text:
            continue
        if len(stack) == 1:
            if front is None:
                title = "前置内容" if is_chinese(text) else "Front matter"
                front = _node(Head(title, 1, Heading("book", "book"), True))
                root["nodes"].append(front)
            front["own"].append(text)
        else:
            stack[-1]["own"].append(text)
    structure = root["nodes"] or [_node(Head(doc_name, 1, Heading("book", "book"), True))]
    flat: list[tuple[int, dict]] = []
    _flatten(structure, 1, flat)
    _ranges(flat, page_count)
    out = [_emit(n) for n in structure]
    _number(out, [0])
    return {"book_id": book_id, "doc_name": doc_name,
            "doc_description": doc_description(doc_name, out),
            "page_count": page_count,
            "page_labels": {str(page): label for page, label in sorted(labels.items())},
            "structure": out}


def _flatten(nodes, depth, flat):
    for node in nodes:
        flat.append((depth, node))
        _flatten(node["nodes"], depth + 1, flat)


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
    for depth, node in reversed(flat):
        if node["nodes"]:
            node["end"] = max(node["end"], max(c["end"] for c in node["nodes"]))


def _emit(node: dict) -> dict:
    text = "\n\n".join(node["own"])
    out = {"title": node["head"].title, "node_id": "", "start_index": node["start"],
           "end_index": node["end"]}
    key = "prefix_summary" if node["nodes"] else "summary"
    if estimate_tokens(text) <= VERBATIM_TOKENS:
        out[key], out["summary_method"] = text, "verbatim"
    else:
        out[key], out["summary_method"] = extractive(text), "extractive"
    out["text"] = text
    if node["nodes"]:
        out["nodes"] = [_emit(c) for c in node["nodes"]]
    return out


def _number(nodes: list[dict], counter: list[int]) -> None:
    for node in nodes:
        node["node_id"] = f"{counter[0]:04d}"
        counter[0] += 1
        _number(node.get("nodes") or [], counter)


def doc_description(doc_name: str, structure: list[dict]) -> str:
    """The extractive description: the name and the top-level titles."""
    titles = [n["title"] for n in structure if n["title"] not in ("前置内容", "Front matter")]
    sep = "、" if is_chinese(doc_name + "".join(titles)) else ", "
    shown = sep.join(titles[:8]) + ("…" if len(titles) > 8 else "")
    return f"{doc_name}: {shown}" if shown else doc_name


def iter_nodes(nodes: list[dict], depth: int = 1):
    """(depth, node) pairs in pre-order."""
    for node in nodes:
        yield depth, node
        yield from iter_nodes(node.get("nodes") or [], depth + 1)
